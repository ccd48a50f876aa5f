// lesson.test.js — the lesson layer's pure parts: every tab's prediction prompt reads its live value
// from the real module's result (never a stored number) and scores guesses against it; typed guesses
// parse in both languages' notations, arithmetic ("ln 27") included; a prediction is kept with the
// settings it was judged for and never graded again for others; the progress store survives
// garbage, keeps the exercises' verdicts it reads, every try of a check question, starts over and
// exports.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import {
  PROMPTS,
  score,
  parseGuess,
  predictMode,
  decadesApart,
  settingsOf,
  caseFor,
  sameSettings,
  figurePrompts,
} from '../../web/src/teaching/prompts.js';
import { readExpression } from '../../web/src/teaching/expr.js';
import { QUESTIONS, judge, questionStatus, questionTally } from '../../web/src/teaching/questions.js';
import { createProgress, KEY, EXERCISES_KEY } from '../../web/src/teaching/progress.js';
import { defaults } from '../../web/src/state/state.js';
import { buckets, meanDistance } from '../../web/src/teaching/sketch.js';

const SEED = 2147483647;
let core;
beforeAll(async () => {
  core = await coreWithNames(3000);
});
afterAll(() => core.dispose());

describe('prediction prompts against the module', () => {
  const s = defaults();
  it("start: the live value is the core's ln V, and 3.3 is close while 26 is not", () => {
    const r = core.section('start', { steps: 20, seed: SEED });
    const live = PROMPTS.start.live(r, s);
    expect(live).toBeCloseTo(Math.log(27), 4);
    expect(score('start', 3.3, live).close).toBe(true);
    expect(score('start', 26, live)).toMatchObject({ close: false });
    expect(score('start', 26, live).far).toBeCloseTo(26 - live, 6);
  });
  it("tanh: the saturated share in percent, the bad init's", () => {
    const r = core.section('tanh', { badInit: 5, seed: SEED });
    expect(PROMPTS.tanh.live(r, s)).toBe(r.badInitPct);
    expect(r.badInitPct).toBeGreaterThan(60);
  });
  it('kaiming: gain 5/3 keeps the stds flat, gain 1 does not', () => {
    const r = core.section('kaiming', { nLayer: 6, gain: 5 / 3, probeRows: 1000, seed: SEED, act: 'tanh' });
    expect(PROMPTS.kaiming.live(r, s)).toBe('kaiming');
    expect(score('kaiming', 'naive', 'kaiming')).toEqual({ close: false, far: 1 });
  });
  it('batchnorm: train and eval mode differ', () => {
    const r = core.section('batchnorm', { badInit: 3, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1, steps: 20, seed: SEED });
    expect(PROMPTS.batchnorm.live(r, s)).toBe('differs');
  });
  it("batchnorm's figures: the bias before BatchNorm gets a gradient ≈ 0, the stack without tanh is one matrix (the core's numbers)", () => {
    const r = core.section('batchnorm', { badInit: 3, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1, steps: 10, seed: SEED });
    expect(PROMPTS['bn-bias'].live(r, s)).toBe('smaller');
    expect(PROMPTS['bn-collapse'].live(r, s)).toBe('yes');
    // the same answers read from the other side of each switch: a real bias gradient, a stack that is not one matrix
    const noBn = { ...r, biasWatch: { ...r.biasWatch, withBn: r.biasWatch.withoutBn } };
    expect(PROMPTS['bn-bias'].live(noBn, s)).toBe('equal');
    const tanh = { ...r, collapse: { ...r.collapse, maxAbsDiffLinear: r.collapse.maxAbsDiffTanh } };
    expect(PROMPTS['bn-collapse'].live(tanh, s)).toBe('no');
    // the numbers the explanation quotes are the run's, and a result without them has no live value
    expect(PROMPTS['bn-bias'].vars(r, s)).toEqual({
      n: r.biasWatch.withBn.biasGrad.length,
      b: Math.max(...r.biasWatch.withBn.biasGrad),
      w: Math.min(...r.biasWatch.withBn.weightGrad),
    });
    expect(PROMPTS['bn-bias'].live({}, s)).toBeUndefined();
    expect(PROMPTS['bn-collapse'].live({}, s)).toBeUndefined();
    expect(figurePrompts('batchnorm')).toEqual([
      ['bn-bias', 'bias-watch'],
      ['bn-collapse', 'collapse'],
    ]);
    expect(settingsOf('bn-bias', defaults())).toEqual({ seed: SEED });
  });
  it('norm matrices: columns for BatchNorm, a row std of 1 for LayerNorm', () => {
    const x = [
      [1, 5, -2, 3],
      [2, 4, -1, 2],
      [0, 6, -3, 4],
    ];
    expect(PROMPTS['bn-matrix'].live(core.section('normMatrix', { kind: 'batch', variance: 'biased', x }), s)).toBe('cols');
    expect(PROMPTS['ln-matrix'].live(core.section('normMatrix', { kind: 'layer', variance: 'biased', x }), s)).toBeCloseTo(1, 2);
    // a constant column has std 0: neither answer is right
    const flat = [
      [1, 5, -2, 3],
      [1, 4, -1, 2],
      [1, 6, -3, 4],
    ];
    expect(PROMPTS['bn-matrix'].live(core.section('normMatrix', { kind: 'batch', variance: 'biased', x: flat }), s)).toBe('neither');
  });
  it('residual: the depth-50 gradient without the residual path is of order 1e-6, compared as itself', () => {
    const r = core.section('residual', { weightStd: 0.2, seed: SEED });
    const live = PROMPTS.residual.live(r, s);
    expect(live).toBe(r.depths.find((d) => d.depth === 50).plain);
    expect(score('residual', 1e-6, live).close).toBe(true);
    expect(score('residual', 1e-3, live).close).toBe(false);
    expect(score('residual', 1e-3, live).far).toBeCloseTo(3 - Math.log10(live / 1e-6), 9);
  });
  it('residual (issue 24.2): every value the std control can produce is compared as the number it is', () => {
    // at std 0.5 the core gives 91.8: not "10³" (the old choices' nearest), 10³ is an order of magnitude off
    const at = (w) => PROMPTS.residual.live(core.section('residual', { weightStd: w, seed: SEED }), s);
    const half = at(0.5);
    expect(half).toBeGreaterThan(10);
    expect(half).toBeLessThan(1000);
    expect(score('residual', 1000, half)).toEqual({ close: false, far: 3 - Math.log10(half) });
    expect(score('residual', 100, half).close).toBe(true);
    // the whole range: from an underflow to 0 (not judged, never "10³") to beyond 10⁶
    const ends = [at(0.01), at(1.5)];
    expect(ends[0]).toBe(0);
    expect(score('residual', 1e-50, ends[0])).toEqual({ close: null, far: null });
    expect(score('residual', 1e3, ends[0]).close).toBeNull();
    expect(ends[1]).toBeGreaterThan(1e6);
    expect(decadesApart(1e7, ends[1])).toBeLessThan(1);
  });
  it("diagnostics waits for all four runs; playground reads the reset's step-0 loss", () => {
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
  it('arithmetic as an answer (issue 24.4): "ln 27", "log 27", "-ln(1/27)", powers of ten', () => {
    const ln27 = Math.log(27);
    for (const x of [
      'ln 27',
      'ln(27)',
      'LN 27',
      'ln27',
      'log 27',
      'log(27)',
      '-ln(1/27)',
      '−log(1/27)',
      '- ln (1 / 27)',
      'ln 3^3',
      '3*ln 3',
    ]) {
      expect(readExpression(x), x).toBeCloseTo(ln27, 12);
    }
    expect(readExpression('log10(1000)')).toBeCloseTo(3, 12);
    expect(readExpression('10^-6')).toBeCloseTo(1e-6, 18);
    expect(readExpression('10⁻⁶')).toBeCloseTo(1e-6, 18);
    expect(readExpression('1e-6')).toBe(1e-6);
    expect(readExpression('2^3^2')).toBe(512);
    expect(readExpression('(1+2)*3 - 4/2')).toBe(7);
    expect(readExpression('3,30')).toBe(3.3);
    expect(readExpression('e')).toBe(Math.E);
    for (const bad of [
      '',
      'ln',
      'ln(27',
      'ln 27)',
      '2ln 3',
      'foo(2)',
      'alert(1)',
      '1/0',
      'ln 0',
      'ln(-1)',
      '3..3',
      '1,2,3',
      '0x10',
      'Infinity',
    ]) {
      expect(readExpression(bad), bad).toBeNull();
    }
    expect(parseGuess('ln 27')).toBeCloseTo(ln27, 12);
    expect(parseGuess('-log(1/27)')).toBeCloseTo(ln27, 12);
    const q1 = QUESTIONS.find((q) => q.id === 'q1');
    for (const x of ['ln 27', 'ln(27)', 'log 27', '-ln(1/27)', '3,3']) expect(judge(q1, parseGuess(x)), x).toBe(true);
    expect(judge(q1, parseGuess('26'))).toBe(false);
  });
  it('predict modes from the link', () => {
    expect(['0', 'off', '1', 'on', 'require', 'x'].map(predictMode)).toEqual(['off', 'off', 'on', 'on', 'require', 'on']);
  });
});

function memoryStorage(init = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k), m };
}

describe('progress store', () => {
  it("an exercise's verdict reaches the subscribers at once (map, counter) and the next load", () => {
    const st = memoryStorage({});
    const p = createProgress(st);
    const seen = [];
    p.subscribe(() => seen.push(p.exercises()));
    p.markExercise('e2', 'pass');
    p.markExercise('e5', 'fail');
    expect(seen.map((x) => `${x.E2}/${x.E5}`)).toEqual(['pass/null', 'pass/fail']);
    expect(createProgress(st).exercises()).toEqual({ E1: null, E2: 'pass', E3: null, E4: null, E5: 'fail' });
  });
  it('refresh() reads what another tab wrote and tells the subscribers', () => {
    const st = memoryStorage({});
    const p = createProgress(st);
    let told = 0;
    p.subscribe(() => {
      told++;
    });
    createProgress(st).markExercise('e4', 'pass'); // another tab of the lab
    expect(p.exercises().E4).toBe(null);
    p.refresh();
    expect([p.exercises().E4, told]).toEqual(['pass', 1]);
  });

  it("keeps predictions, answers and visits across loads; reads the exercises' verdicts", () => {
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
    const throwing = {
      getItem() {
        throw new Error('denied');
      },
      setItem() {
        throw new Error('quota');
      },
      removeItem() {
        throw new Error('x');
      },
    };
    const p = createProgress(throwing);
    expect(() => p.visited('start')).not.toThrow();
    p.visited('tanh');
    expect(p.get().visited).toEqual({ start: true, tanh: true });
    expect(createProgress(null).isNew()).toBe(true);
  });
});

describe('a prediction belongs to the settings it was made for (issue 24.1)', () => {
  it('tanh: a guess judged for ×5 stays judged for ×5 when the multiplier moves to 10', () => {
    const five = { ...defaults(), bad: 5 },
      ten = { ...defaults(), bad: 10 };
    const r5 = core.section('tanh', { badInit: 5, seed: SEED });
    const r10 = core.section('tanh', { badInit: 10, seed: SEED });
    const guess = Math.round(PROMPTS.tanh.live(r5, five));
    const first = {
      guess,
      live: PROMPTS.tanh.live(r5, five),
      ...score('tanh', guess, PROMPTS.tanh.live(r5, five)),
      settings: settingsOf('tanh', five),
    };
    expect(first.close).toBe(true);
    expect(first.settings).toEqual({ bad: 5, seed: SEED });
    // the old page judged the ×5 guess against ×10's value
    expect(score('tanh', guess, PROMPTS.tanh.live(r10, ten)).close).toBe(false);
    const c = caseFor('tanh', first, settingsOf('tanh', ten));
    expect(c).toEqual({ record: first, same: false }); // shown with its own settings, verdict kept
    expect(caseFor('tanh', first, settingsOf('tanh', five)).same).toBe(true);
    // a second prediction, for ×10, is kept beside the first and picked for ×10 only
    const more = { guess: 90, live: PROMPTS.tanh.live(r10, ten), close: true, far: 1, settings: settingsOf('tanh', ten) };
    const kept = { ...first, more: [more] };
    expect(caseFor('tanh', kept, settingsOf('tanh', ten)).record).toBe(more);
    expect(caseFor('tanh', kept, settingsOf('tanh', five)).record).toBe(kept);
    expect(caseFor('tanh', kept, settingsOf('tanh', { ...ten, seed: 1 }))).toEqual({ record: more, same: false });
  });
  it("every tab names the settings its prediction depends on; the residual's is its std", () => {
    for (const [tab, p] of Object.entries(PROMPTS)) {
      expect(Array.isArray(p.depends), tab).toBe(true);
      for (const k of p.depends) expect(defaults(), `${tab}: ${k}`).toHaveProperty(k);
    }
    expect(settingsOf('residual', { ...defaults(), r_std: 0.5 })).toEqual({ r_std: 0.5 });
    expect(settingsOf('start', defaults(), 'sketch')).toEqual({ hs_steps: 1000, seed: SEED });
    expect(sameSettings({ bm: [[1, 2]] }, { bm: [[1, 2]] })).toBe(true);
    expect(sameSettings({ bm: [[1, 2]] }, { bm: [[1, 3]] })).toBe(false);
  });
  it('a record kept before predictions had settings is never graded again for settings it may not have had', () => {
    const old = { guess: 80, live: 79.1, close: true, far: 0.9, at: '2026-01-01' };
    expect(caseFor('tanh', old, settingsOf('tanh', defaults()))).toEqual({ record: old, same: false });
    expect(caseFor('start', old, settingsOf('start', defaults()))).toEqual({ record: old, same: true }); // ln V: no setting
    expect(caseFor('tanh', undefined, {})).toBeNull();
    // garbage beside a record is passed over
    for (const more of [{ x: 1 }, [null, 3], 'x']) {
      const kept = { ...old, more };
      expect(caseFor('tanh', kept, settingsOf('tanh', defaults()))).toEqual({ record: kept, same: false });
    }
  });
});

describe('check questions can be answered again (issue 24.4)', () => {
  it('the first answer stays, every try is kept; right and answered are counted apart', () => {
    const st = memoryStorage({});
    const p = createProgress(st);
    const q2 = QUESTIONS.find((q) => q.id === 'q2');
    p.answered('q2', 'b', judge(q2, 'b'));
    expect(questionStatus(q2, p.get().questions.q2)).toEqual({ state: 'wrong', tries: 1, rightAt: null });
    p.answered('q2', 'a', judge(q2, 'a'));
    const kept = createProgress(st).get().questions.q2;
    expect(kept.answer).toBe('b');
    expect(kept.attempts.map((a) => [a.answer, a.right])).toEqual([
      ['b', false],
      ['a', true],
    ]);
    expect(questionStatus(q2, kept)).toEqual({ state: 'right', tries: 2, rightAt: 2 });
    p.answered('q1', 26, false);
    p.answered('q3', 'tanh doyar, türev sıfır', null);
    expect(questionTally(p.get().questions)).toEqual({ answered: 3, right: 1, checked: 3, total: 4 });
    // a record kept before tries were: its one answer, judged as it was
    const old = { answer: 'c', at: '2026-01-01' };
    expect(questionStatus(q2, old)).toEqual({ state: 'wrong', tries: 1, rightAt: null });
    const p2 = createProgress(
      memoryStorage({ [KEY]: JSON.stringify({ v: 1, predictions: {}, skipped: {}, visited: {}, questions: { q2: old } }) }),
    );
    p2.answered('q2', 'a', true);
    expect(p2.get().questions.q2.answer).toBe('c');
    expect(p2.get().questions.q2.attempts.map((a) => a.answer)).toEqual(['c', 'a']);
  });
  it('a prediction for other settings is kept beside the first, which the map counts', () => {
    const p = createProgress(memoryStorage({}));
    p.predictedCase('tanh', { guess: 80, close: true, settings: { bad: 5 } });
    p.predictedCase('tanh', { guess: 90, close: false, settings: { bad: 10 } });
    const t = p.get().predictions.tanh;
    expect(t).toMatchObject({ guess: 80, settings: { bad: 5 } });
    expect(t.more).toHaveLength(1);
    expect(t.more[0]).toMatchObject({ guess: 90, settings: { bad: 10 } });
    expect(Object.keys(p.get().predictions)).toEqual(['tanh']);
  });
});

describe('formulas', () => {
  it('every formula of the lesson, in every language, typesets as MathML without a TeX error', async () => {
    const { default: temml } = await import('temml');
    const { LOCALES } = await import('../../web/src/words/locales/index.js');
    const texs = (table) =>
      [...Object.values(table.lesson.predict), ...Object.values(table.lesson.questions)]
        .filter((x) => x && typeof x === 'object' && typeof x.tex === 'string')
        .map((x) => x.tex);
    for (const lang of ['tr', 'en', 'de']) {
      const all = texs(LOCALES[lang]);
      expect(all.length).toBe(15); // 9 tabs, 2 figures of the BatchNorm tab, 4 questions
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
  it("the start tab's live curve is the core's no-fix hockey stick", () => {
    const r = core.section('start', { steps: 200, seed: SEED });
    const m = buckets(PROMPTS.start.sketch.series(r), 20);
    expect(m).toHaveLength(20);
    expect(m[0]).toBeGreaterThan(m[19] + 5); // it falls: the hockey stick
  });
});
