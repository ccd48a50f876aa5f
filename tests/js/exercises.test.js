// exercises.test.js — the 5.18 exercises' checks through the real module (exFirstLoss ... as the
// page calls them, core.section) and the page's verdicts on them (web/src/exercises/verdicts.js):
// each exercise passes with the right answer or action and fails with wrong ones of each natural
// kind, each with its reason; the exercise status is kept in the progress store, under one storage
// key, with the settings and answer each verdict was judged on.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import {
  firstLossVerdict,
  saturationVerdict,
  gainVerdict,
  batchnormVerdict,
  gradientVerdict,
  typedNumber,
  BROKEN_START,
  CE_EXAMPLES,
  TEXT_MULTIPLIER,
  TOLERANCE,
} from '../../web/src/exercises/verdicts.js';
import { playgroundConfig } from '../../web/src/pytorch/playground_config.js';
import { defaults } from '../../web/src/state/state.js';
import { createProgress, EXERCISES_KEY } from '../../web/src/teaching/progress.js';
import { memoryStorage } from '../../web/src/state/storage.js';

const SEED = 2147483647;
let core;
beforeAll(async () => {
  core = await coreWithNames(3000);
});
afterAll(() => core.dispose());

const settings = (patch) => ({ ...defaults(), ...patch });

describe('the exercises, checked by the core', () => {
  it('the module lists the checks and the page calls them as sections', () => {
    expect(Array.from(core.m.exerciseNames())).toEqual([
      'exFirstLoss',
      'exSaturation',
      'exGain',
      'exBatchnorm',
      'exCrossEntropy',
      'exBatchnormBackward',
    ]);
    for (const name of core.m.exerciseNames()) expect(core.sections.has(name)).toBe(true);
  });

  // E1's set-up record, as the card stores it after "Broken start" (markSetup)
  const pgSettings = (st) => Object.fromEntries(Object.entries(st).filter(([k]) => k.startsWith('pg_') || k === 'seed'));
  const setupOf = (patch = {}) => {
    const st = settings({ ...BROKEN_START, ...patch });
    const r = core.section('exFirstLoss', playgroundConfig(st));
    return { firstLoss: r.firstLoss, broken: r.broken, settings: pgSettings(st) };
  };
  const e1 = (setup, patch) => {
    const st = settings({ ...BROKEN_START, ...patch });
    return firstLossVerdict(core.section('exFirstLoss', playgroundConfig(st)), { setup, settings: pgSettings(st) });
  };

  it('E1: the core gives the bands (ln V -/+ 0.1 near, ln V + 0.3 broken) and calls each first loss', () => {
    const broken = core.section('exFirstLoss', playgroundConfig(settings(BROKEN_START)));
    expect(broken.nearLo).toBeCloseTo(broken.logVocab - 0.1, 12);
    expect(broken.nearHi).toBeCloseTo(broken.logVocab + 0.1, 12);
    expect(broken.brokenMin).toBeCloseTo(broken.logVocab + 0.3, 12);
    expect([broken.broken, broken.near]).toEqual([true, false]);
    const fixed = core.section('exFirstLoss', playgroundConfig(settings({ ...BROKEN_START, pg_fix: true })));
    expect([fixed.broken, fixed.near]).toEqual([false, true]);
  });

  it('E1: passes only after a broken set-up and a change that brings the first loss near ln V', () => {
    const setup = setupOf();
    expect(setup.broken).toBe(true);
    // right: the broken start, then the output fix
    expect(e1(setup, { pg_fix: true })).toMatchObject({ pass: true, reason: 'near', changed: { pg_fix: true } });
    // wrong: no set-up at all (the page's default settings already start near ln V)
    expect(e1(undefined, { pg_fix: true })).toMatchObject({ pass: false, reason: 'notStarted' });
    expect(e1(true, { pg_fix: true })).toMatchObject({ pass: false, reason: 'notStarted' }); // an older page's bare flag
    // wrong: the set-up, and nothing changed since
    expect(e1(setup, {})).toMatchObject({ pass: false, reason: 'unchanged' });
    // wrong: a change that does not touch the first logits (measured before the first update)
    const lr = e1(setup, { pg_lr: 1 });
    expect(lr).toMatchObject({ pass: false, reason: 'far', changed: { pg_lr: 1 } });
    // wrong: a set-up whose first loss was not broken (here: one already fixed)
    const notBroken = setupOf({ pg_fix: true });
    expect(notBroken.broken).toBe(false);
    expect(e1(notBroken, { pg_fix: true, pg_lr: 1 })).toMatchObject({ pass: false, reason: 'notBroken' });
  });

  it('E2 is not answered from its own prompt: at the text’s ×5 nothing passes, and the text’s 79.1 / 19.5 are not the core’s', () => {
    const atText = core.section('exSaturation', { badInit: TEXT_MULTIPLIER, seed: SEED });
    expect(TEXT_MULTIPLIER).toBe(5);
    const printed = { bad: 79.1, kaiming: 19.5 }; // the exercise's text
    expect(saturationVerdict(atText, printed)).toMatchObject({ pass: false, reason: 'textMultiplier' });
    expect(saturationVerdict(atText, { bad: atText.badInitPct, kaiming: atText.kaimingPct }).reason).toBe('textMultiplier');
    // at a multiplier the student chose, the core's shares there pass and the text's numbers do not
    for (const m of [3, 8]) {
      const r = core.section('exSaturation', { badInit: m, seed: SEED });
      expect(saturationVerdict(r, { bad: r.badInitPct, kaiming: r.kaimingPct }).pass).toBe(true);
      expect(saturationVerdict(r, printed).pass).toBe(false);
    }
  });

  it("E2: the core's own percentages pass; one off, both off and the two swapped fail, each with its reason", () => {
    const r = core.section('exSaturation', { badInit: 3, seed: SEED });
    const tol = TOLERANCE.percentPoints;
    expect(saturationVerdict(r, { bad: r.badInitPct, kaiming: r.kaimingPct }).pass).toBe(true);
    expect(saturationVerdict(r, { bad: r.badInitPct + 0.9 * tol, kaiming: r.kaimingPct - 0.9 * tol }).pass).toBe(true);
    expect(saturationVerdict(r, { bad: r.badInitPct + 1.5 * tol, kaiming: r.kaimingPct })).toMatchObject({ pass: false, reason: 'badOff' });
    expect(saturationVerdict(r, { bad: r.badInitPct, kaiming: r.kaimingPct - 1.5 * tol })).toMatchObject({
      pass: false,
      reason: 'kaimingOff',
    });
    expect(saturationVerdict(r, { bad: r.kaimingPct, kaiming: r.badInitPct })).toMatchObject({ pass: false, reason: 'swapped' });
    expect(saturationVerdict(r, { bad: 50, kaiming: 50 })).toMatchObject({ pass: false, reason: 'bothOff' });
    expect(saturationVerdict(r, { bad: NaN, kaiming: 3 }).reason).toBe('missing');
    // the answer is in the histogram: the six bins beyond ±0.97, over all values
    const edges = Array.from(r.badInitHist.edges),
      counts = Array.from(r.badInitHist.counts);
    const outer = counts.reduce((s, c, k) => s + (edges[k] >= 0.97 - 1e-9 || edges[k + 1] <= -0.97 + 1e-9 ? c : 0), 0);
    expect(saturationVerdict(r, { bad: (100 * outer) / r.values, kaiming: r.kaimingPct }).pass).toBe(true);
  });

  it("E3: the core's band is Kaiming's last std -/+ 10 % and its saturated share; 5/3 passes, 1, 2, 4 and 10 fail with their reasons", () => {
    const gain = (g) => core.section('exGain', { gain: g, nLayer: 6, seed: SEED });
    const k = gain(5 / 3),
      b = k.band;
    expect(b.stdTarget).toBeCloseTo(0.654, 2); // the text's Kaiming last layer
    expect(b.stdLo).toBeCloseTo(b.stdTarget * 0.9, 12);
    expect(b.stdHi).toBeCloseTo(b.stdTarget * 1.1, 12);
    expect(b.saturatedMax).toBeCloseTo(19.5, 0); // the text's Kaiming share
    expect(b.textSaturatedPct).toBe(core.section('tanh', { badInit: 5, seed: SEED }).lecture.kaimingPct); // the text's, as the tanh tab quotes it
    expect(gainVerdict(k)).toMatchObject({ pass: true, reason: 'kept' });
    expect(gainVerdict(gain(1.5))).toMatchObject({ pass: true, reason: 'kept' }); // near 5/3 is inside the band too
    expect(gainVerdict(gain(1))).toMatchObject({ pass: false, reason: 'faded' });
    expect(gainVerdict(gain(2))).toMatchObject({ pass: false, reason: 'tooHigh' });
    for (const g of [4, 10]) {
      const v = gainVerdict(gain(g));
      expect(v).toMatchObject({ pass: false, reason: 'saturated' });
      expect(v.saturated).toBeGreaterThan(50); // the page's own "55 % / 82 % saturated" is now the reason it fails
    }
  });

  it('E4: BatchNorm on a bad init beats the same net without it; without BatchNorm, or with too few steps, it fails', () => {
    const bn = core.section('exBatchnorm', { badInit: 5, useBn: true, steps: 300, seed: SEED });
    expect(batchnormVerdict(bn)).toMatchObject({ pass: true, reason: 'better' });
    expect(bn.eval.exampleDiffTrain).toBeGreaterThan(1e-3);
    expect(bn.eval.exampleDiffEval).toBeLessThanOrEqual(1e-6);
    const none = core.section('exBatchnorm', { badInit: 5, useBn: false, steps: 300, seed: SEED });
    expect(none.dev).toBe(none.baselineDev);
    expect(batchnormVerdict(none)).toMatchObject({ pass: false, reason: 'noBn' });
    const short = core.section('exBatchnorm', { badInit: 5, useBn: true, steps: 100, seed: SEED });
    expect(batchnormVerdict(short)).toMatchObject({ pass: false, reason: 'notBetter' });
  }, 60000);

  it('E5: softmax minus one-hot passes; softmax alone, the sign turned and one entry off fail with their reasons', () => {
    const ex = CE_EXAMPLES[0];
    const r = core.section('exCrossEntropy', { logits: [ex.logits], targets: [ex.target] });
    const z = ex.logits.reduce((s, v) => s + Math.exp(v), 0);
    const p = ex.logits.map((v) => Math.exp(v) / z);
    const right = p.map((v, j) => v - (j === ex.target ? 1 : 0));
    const round = (xs) => xs.map((v) => Math.round(v * 1000) / 1000);
    expect(gradientVerdict(r, [round(right)])).toMatchObject({ pass: true, reason: 'right' });
    expect(gradientVerdict(r, [round(p)])).toMatchObject({ pass: false, reason: 'softmaxOnly', off: [[0, ex.target]] });
    expect(gradientVerdict(r, [round(right.map((v) => -v))])).toMatchObject({ pass: false, reason: 'sign' });
    expect(gradientVerdict(r, [round(right.map((v, j) => (j === 1 ? v + 0.05 : v)))])).toMatchObject({
      pass: false,
      reason: 'off',
      off: [[0, 1]],
    });
    expect(gradientVerdict(r, [[NaN, 0, 0, 0]]).reason).toBe('missing');
    const bn = core.section('exBatchnormBackward', { seed: SEED });
    expect(bn.dxHand).toHaveLength(4);
    expect(bn.maxAbsDiff).toBeLessThan(1e-5);
  });

  it("refusals name the exercise's setting", () => {
    let e = null;
    try {
      core.section('exGain', { gain: 0, nLayer: 6, seed: SEED });
    } catch (err) {
      e = err;
    }
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
    // a verdict is kept with what it was judged on; the next verdict replaces both
    p.markExercise('e3', 'pass', { settings: { gain: 5 / 3 } });
    p.markExercise('e2', 'fail', { settings: { badInit: 5 }, answer: { bad: 19.5, kaiming: 79.1 } });
    expect(p.exercise('e3')).toMatchObject({ verdict: 'pass', settings: { gain: 5 / 3 } });
    expect(p.exercise('e2')).toMatchObject({ verdict: 'fail', settings: { badInit: 5 }, answer: { bad: 19.5, kaiming: 79.1 } });
    expect(createProgress(st).exercise('e2')).toMatchObject({ settings: { badInit: 5 }, answer: { bad: 19.5, kaiming: 79.1 } });
    p.markExercise('e3', 'fail');
    expect(createProgress(st).exercise('e3').settings).toBeUndefined();
    p.markSetup('e1', { firstLoss: 3.9, broken: true, settings: { pg_fix: false } });
    expect(createProgress(st).exercise('e1').setup).toEqual({ firstLoss: 3.9, broken: true, settings: { pg_fix: false } });
    st.setItem(EXERCISES_KEY, JSON.stringify({ e3: { verdict: 'pass', settings: 'gain 4' } })); // not a record: dropped
    expect(createProgress(st).exercise('e3')).toEqual({ verdict: 'pass' });
    st.setItem(EXERCISES_KEY, 'not json');
    expect(createProgress(st).exercise('e1')).toEqual({});
  });
});
