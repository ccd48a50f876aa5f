// exercises.test.js — the 5.18 exercises' checks through the real module (exFirstLoss ... as the
// page calls them, core.section) and the page's verdicts on them (web/src/exercises/verdicts.js):
// each exercise passes with the right answer or action and fails with a wrong one; the exercise
// status is kept in the progress store, under one storage key.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import {
  firstLossVerdict, saturationVerdict, gainVerdict, batchnormVerdict, gradientVerdict, typedNumber, BROKEN_START, CE_EXAMPLES,
} from '../../web/src/exercises/verdicts.js';
import { playgroundConfig } from '../../web/src/playground_config.js';
import { defaults } from '../../web/src/state.js';
import { createProgress, EXERCISES_KEY } from '../../web/src/lesson/progress.js';
import { memoryStorage } from '../../web/src/storage.js';

const SEED = 2147483647;
let core;
beforeAll(async () => { core = await coreWithNames(3000); });
afterAll(() => core.dispose());

const settings = (patch) => ({ ...defaults(), ...patch });

describe('the exercises, checked by the core', () => {
  it('the module lists the checks and the page calls them as sections', () => {
    expect(Array.from(core.m.exerciseNames())).toEqual(['exFirstLoss', 'exSaturation', 'exGain', 'exBatchnorm', 'exCrossEntropy',
      'exBatchnormBackward']);
    for (const name of core.m.exerciseNames()) expect(core.sections.has(name)).toBe(true);
  });

  it('E1: the broken start fails, the output fix passes, a change of the learning rate does not', () => {
    const broken = core.section('exFirstLoss', playgroundConfig(settings(BROKEN_START)));
    expect(firstLossVerdict(broken, { setup: true })).toMatchObject({ pass: false, reason: 'far' });
    const lr = core.section('exFirstLoss', playgroundConfig(settings({ ...BROKEN_START, pg_lr: 1 })));
    expect(lr.firstLoss).toBe(broken.firstLoss); // the first loss is measured before the first update
    expect(firstLossVerdict(lr, { setup: true }).pass).toBe(false);
    const fixed = core.section('exFirstLoss', playgroundConfig(settings({ ...BROKEN_START, pg_fix: true })));
    expect(firstLossVerdict(fixed, { setup: true })).toMatchObject({ pass: true, reason: 'near' });
    expect(firstLossVerdict(fixed, { setup: false })).toMatchObject({ pass: false, reason: 'notStarted' });
  });

  it('E2: the core\'s own percentages pass, one and a half points off fails', () => {
    const r = core.section('exSaturation', { badInit: 5, seed: SEED });
    expect(saturationVerdict(r, { bad: r.badInitPct, kaiming: r.kaimingPct }).pass).toBe(true);
    expect(saturationVerdict(r, { bad: r.badInitPct + 0.9, kaiming: r.kaimingPct - 0.9 }).pass).toBe(true);
    expect(saturationVerdict(r, { bad: r.badInitPct + 1.5, kaiming: r.kaimingPct })).toMatchObject({ pass: false, reason: 'badOff' });
    expect(saturationVerdict(r, { bad: r.kaimingPct, kaiming: r.badInitPct })).toMatchObject({ pass: false, reason: 'bothOff' });
    expect(saturationVerdict(r, { bad: NaN, kaiming: 3 }).reason).toBe('missing');
    // the answer is in the histogram: the six bins beyond ±0.97, over all values
    const edges = Array.from(r.badInitHist.edges), counts = Array.from(r.badInitHist.counts);
    const outer = counts.reduce((s, c, k) => s + (edges[k] >= 0.97 - 1e-9 || edges[k + 1] <= -0.97 + 1e-9 ? c : 0), 0);
    expect(saturationVerdict(r, { bad: (100 * outer) / r.values, kaiming: r.kaimingPct }).pass).toBe(true);
  });

  it('E3: gain 5/3 passes, gain 1 fails, gain 4 passes but is flagged as saturating', () => {
    expect(gainVerdict(core.section('exGain', { gain: 5 / 3, nLayer: 6, seed: SEED }))).toMatchObject({ pass: true, overshoot: false });
    expect(gainVerdict(core.section('exGain', { gain: 1, nLayer: 6, seed: SEED }))).toMatchObject({ pass: false, reason: 'faded' });
    expect(gainVerdict(core.section('exGain', { gain: 4, nLayer: 6, seed: SEED }))).toMatchObject({ pass: true, overshoot: true });
  });

  it('E4: BatchNorm on a bad init beats the same net without it; without BatchNorm it fails', () => {
    const bn = core.section('exBatchnorm', { badInit: 5, useBn: true, steps: 300, seed: SEED });
    expect(batchnormVerdict(bn)).toMatchObject({ pass: true, reason: 'better' });
    expect(bn.eval.exampleDiffTrain).toBeGreaterThan(1e-3);
    expect(bn.eval.exampleDiffEval).toBeLessThanOrEqual(1e-6);
    const none = core.section('exBatchnorm', { badInit: 5, useBn: false, steps: 300, seed: SEED });
    expect(none.dev).toBe(none.baselineDev);
    expect(batchnormVerdict(none)).toMatchObject({ pass: false, reason: 'noBn' });
  }, 60000);

  it('E5: softmax minus one-hot passes, softmax alone fails; BatchNorm\'s backward equals autograd', () => {
    const ex = CE_EXAMPLES[0];
    const r = core.section('exCrossEntropy', { logits: [ex.logits], targets: [ex.target] });
    const z = ex.logits.reduce((s, v) => s + Math.exp(v), 0);
    const p = ex.logits.map((v) => Math.exp(v) / z);
    const right = p.map((v, j) => v - (j === ex.target ? 1 : 0));
    expect(gradientVerdict(r, [right.map((v) => Math.round(v * 1000) / 1000)])).toMatchObject({ pass: true, reason: 'right' });
    expect(gradientVerdict(r, [p])).toMatchObject({ pass: false, reason: 'off', off: [[0, ex.target]] });
    expect(gradientVerdict(r, [[NaN, 0, 0, 0]]).reason).toBe('missing');
    const bn = core.section('exBatchnormBackward', { seed: SEED });
    expect(bn.dxHand).toHaveLength(4);
    expect(bn.maxAbsDiff).toBeLessThan(1e-5);
  });

  it('refusals name the exercise\'s setting', () => {
    let e = null;
    try { core.section('exGain', { gain: 0, nLayer: 6, seed: SEED }); } catch (err) { e = err; }
    expect([e?.code, e?.params?.name]).toEqual(['range', 'gain']);
  });
});

describe('typed answers and the status store', () => {
  it('reads a decimal comma or point, a percent sign, and nothing else', () => {
    expect(['79,1', '79.1', ' 79.1 ', '%79,1', '79,1%'].map(typedNumber)).toEqual([79.1, 79.1, 79.1, 79.1, 79.1]);
    expect(['', 'abc', '7-9', '1,2,3'].map(typedNumber).every(Number.isNaN)).toBe(true);
    expect(typedNumber('-0.362')).toBe(-0.362);
  });
  it('keeps verdicts and the set-up under one storage key of the progress store', () => {
    const st = memoryStorage();
    const p = createProgress(st);
    p.markSetup('e1');
    p.markExercise('e1', 'pass');
    p.markExercise('e3', 'fail');
    expect(p.exercise('e1')).toMatchObject({ verdict: 'pass', setup: true });
    expect(p.exercise('e3')).toMatchObject({ verdict: 'fail' });
    expect(JSON.parse(st.getItem(EXERCISES_KEY))).toMatchObject({ e1: { verdict: 'pass', setup: true }, e3: { verdict: 'fail' } });
    expect(st.getItem('mm.progress')).toBeNull(); // nothing else was written
    expect(() => p.markExercise('e2', 'maybe')).toThrow();
    st.setItem(EXERCISES_KEY, 'not json');
    expect(createProgress(st).exercise('e1')).toEqual({});
  });
});
