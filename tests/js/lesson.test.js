// lesson.test.js — the lesson layer's pure parts: every tab's prediction prompt reads its live value
// from the real module's result (never a stored number) and scores guesses against it; typed guesses
// parse in both languages' notations; the progress store survives garbage, keeps the exercises'
// verdicts it reads, starts over and exports.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { PROMPTS, score, parseGuess, predictMode, nearestDecade } from '../../web/src/lesson/prompts.js';
import { createProgress, KEY, EXERCISES_KEY } from '../../web/src/lesson/progress.js';
import { defaults } from '../../web/src/state.js';
import { buckets, meanDistance } from '../../web/src/lesson/sketch.js';

const SEED = 2147483647;
let core;
beforeAll(async () => { core = await coreWithNames(3000); });
afterAll(() => core.dispose());

describe('prediction prompts against the module', () => {
  const s = defaults();
  it('start: the live value is the core\'s ln V, and 3.3 is close while 26 is not', () => {
    const r = core.section('start', { steps: 20, seed: SEED });
    const live = PROMPTS.start.live(r, s);
    expect(live).toBeCloseTo(Math.log(27), 4);
    expect(score('start', 3.3, live).close).toBe(true);
    expect(score('start', 26, live)).toMatchObject({ close: false });
    expect(score('start', 26, live).far).toBeCloseTo(26 - live, 6);
  });
  it('tanh: the saturated share in percent, the bad init\'s', () => {
    const r = core.section('tanh', { badInit: 5, seed: SEED });
    expect(PROMPTS.tanh.live(r, s)).toBe(r.badInitPct);
    expect(r.badInitPct).toBeGreaterThan(60);
  });
  it('kaiming: gain 5/3 keeps the stds flat, gain 1 does not', () => {
    const r = core.section('kaiming', { nLayer: 6, gain: 5 / 3, probeRows: 1000, seed: SEED });
    expect(PROMPTS.kaiming.live(r, s)).toBe('kaiming');
    expect(score('kaiming', 'naive', 'kaiming')).toEqual({ close: false, far: 1 });
  });
  it('batchnorm: train and eval mode differ', () => {
    const r = core.section('batchnorm', { badInit: 3, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1, steps: 20, seed: SEED });
    expect(PROMPTS.batchnorm.live(r, s)).toBe('differs');
  });
  it('norm matrices: columns for BatchNorm, a row std of 1 for LayerNorm', () => {
    const x = [[1, 5, -2, 3], [2, 4, -1, 2], [0, 6, -3, 4]];
    expect(PROMPTS['bn-matrix'].live(core.section('normMatrix', { kind: 'batch', variance: 'biased', x }), s)).toBe('cols');
    expect(PROMPTS['ln-matrix'].live(core.section('normMatrix', { kind: 'layer', variance: 'biased', x }), s)).toBeCloseTo(1, 2);
    // a constant column has std 0: neither answer is right
    const flat = [[1, 5, -2, 3], [1, 4, -1, 2], [1, 6, -3, 4]];
    expect(PROMPTS['bn-matrix'].live(core.section('normMatrix', { kind: 'batch', variance: 'biased', x: flat }), s)).toBe('neither');
  });
  it('residual: the depth-50 gradient without the residual path is of order 1e-6', () => {
    const r = core.section('residual', { weightStd: 0.2, seed: SEED });
    expect(PROMPTS.residual.live(r, s)).toBe('-6');
    expect(score('residual', '-3', '-6')).toEqual({ close: false, far: 3 });
  });
  it('diagnostics waits for all four runs; playground reads the reset\'s step-0 loss', () => {
    expect(PROMPTS.diagnostics.live({ results: [{ dev: 2 }, { dev: 2.1 }] }, s)).toBeUndefined();
    expect(PROMPTS.diagnostics.live({ results: [{ dev: 2.2 }, { dev: 2.1 }, { dev: 2.2 }, { dev: 2.5 }] }, s)).toBe('noBnBad');
    expect(PROMPTS.playground.live({ kind: 'reset', eval: { train: 3.29 } }, s)).toBe(3.29);
    expect(PROMPTS.playground.live({ kind: 'final' }, s)).toBeUndefined();
  });
});

describe('guesses and modes', () => {
  it('parses typed guesses in Turkish and English notation, refuses the rest', () => {
    expect(parseGuess('3,3')).toBe(3.3);
    expect(parseGuess(' 3.30 ')).toBe(3.3);
    expect(parseGuess('%79')).toBe(79);
    expect(parseGuess('79 %')).toBe(79);
    for (const bad of ['', 'abc', '3..3', 'Infinity', '1e999', '0x10']) expect(parseGuess(bad)).toBeNull();
  });
  it('nearest power of ten; predict modes from the link', () => {
    expect(nearestDecade(1.23e-6)).toBe(-6);
    expect(nearestDecade(448)).toBe(3);
    expect(['0', 'off', '1', 'on', 'require', 'x'].map(predictMode)).toEqual(['off', 'off', 'on', 'on', 'require', 'on']);
  });
});

function memoryStorage(init = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k), m };
}

describe('progress store', () => {
  it('reads the verdicts the exercises tab writes (exercises/status.js)', async () => {
    const st = memoryStorage({});
    const prev = globalThis.localStorage;
    globalThis.localStorage = st;
    try {
      const { markExercise } = await import('../../web/src/exercises/status.js');
      markExercise('e2', 'pass');
      markExercise('e5', 'fail');
    } finally { globalThis.localStorage = prev; }
    expect(createProgress(st).exercises()).toEqual({ E1: null, E2: 'pass', E3: null, E4: null, E5: 'fail' });
  });

  it('keeps predictions, answers and visits across loads; reads the exercises\' verdicts', () => {
    const st = memoryStorage({ [EXERCISES_KEY]: JSON.stringify({ E1: 'pass', E3: 'fail', E4: 'maybe' }) });
    const p = createProgress(st);
    expect(p.isNew()).toBe(true);
    p.visited('start');
    p.predicted('start', { guess: 3.3, live: 3.2958, close: true, far: 0.0042 });
    p.answered('q1', 3.3);
    const again = createProgress(st);
    expect(again.isNew()).toBe(false);
    expect(again.get().predictions.start).toMatchObject({ guess: 3.3, close: true });
    expect(again.get().questions.q1.answer).toBe(3.3);
    expect(again.exercises()).toEqual({ E1: 'pass', E2: null, E3: 'fail', E4: null, E5: null });
    const out = again.export();
    expect(out).toMatchObject({ app: 'makemore-lab', kind: 'progress', exercises: { E1: 'pass' } });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
    again.startOver();
    expect(again.isNew()).toBe(true);
    expect(st.m.has(EXERCISES_KEY)).toBe(false);
    expect(createProgress(st).get().predictions).toEqual({});
  });
  it('garbage or a throwing storage leaves an empty progress, not an error', () => {
    for (const bad of ['{', 'null', '[]', '{"v":99}', '{"v":1,"predictions":[1]}']) {
      expect(createProgress(memoryStorage({ [KEY]: bad })).get().predictions).toEqual({});
    }
    const throwing = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('quota'); }, removeItem() { throw new Error('x'); } };
    const p = createProgress(throwing);
    expect(() => p.visited('start')).not.toThrow();
    expect(p.get().visited.start).toBe(true);
    expect(createProgress(null).isNew()).toBe(true);
  });
});

describe('formulas', () => {
  it('every formula of the lesson, in both languages, typesets as MathML without a TeX error', async () => {
    const { default: temml } = await import('temml');
    const { LOCALES } = await import('../../web/src/locales/index.js');
    const texs = (table) => [...Object.values(table.lesson.predict), ...Object.values(table.lesson.questions)]
      .filter((x) => x && typeof x === 'object' && typeof x.tex === 'string').map((x) => x.tex);
    for (const lang of ['tr', 'en']) {
      const all = texs(LOCALES[lang]);
      expect(all.length).toBe(13); // 9 tabs + 4 questions
      for (const tex of all) {
        const out = temml.renderToString(tex, { displayMode: true, throwOnError: true });
        expect(out).toMatch(/^<math[^>]*display="block"/);
        expect(out).not.toContain('temml-error');
      }
    }
    expect(() => temml.renderToString('\\frac{1}{', { throwOnError: true })).toThrow(); // the check can fail
  });
});

describe('sketch', () => {
  it('bucket means of a curve and the mean distance of two sketches', () => {
    expect(buckets([1, 2, 3, 4, 5, 6], 3)).toEqual([1.5, 3.5, 5.5]);
    expect(buckets([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1.5, 3.5, 6]); // steps 1-2, 3-4, 5-7
    expect(buckets([4, 8], 4)).toEqual([4, 4, 8, 8]); // fewer steps than columns: each column one step
    expect(meanDistance([1, 2, 3], [1, 4, 0])).toBeCloseTo(5 / 3, 12);
  });
  it('the start tab\'s live curve is the core\'s no-fix hockey stick', () => {
    const r = core.section('start', { steps: 200, seed: SEED });
    const m = buckets(PROMPTS.start.sketch.series(r), 20);
    expect(m).toHaveLength(20);
    expect(m[0]).toBeGreaterThan(m[19] + 5); // it falls: the hockey stick
  });
});
