// small_words.test.js — the small defects of issue 42 in the page's words: a count's plural in the
// screen summary ("This tab has 1 figures"); "20,000" beside "20000" in one paragraph; "1e-12" and "-3"
// written raw in Turkish and English sentences (a number in prose is grouped as int() groups it, a
// power of ten written 10⁻³, a minus sign −, never a code literal).
import { describe, it, expect } from 'vitest';
import { leaves } from './locale_strings.js';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { t, short, setLang, loadLang } from '../../web/src/words/i18n.js';
import { screenSummary } from '../../web/src/view/describe.js';

// A tab's body as screenSummary reads it: n figures with a title each, no controls, no guide.
const bodyWith = (n) => ({
  querySelectorAll: (sel) =>
    sel === 'figure.chart'
      ? Array.from({ length: n }, (_, i) => ({
          querySelector: () => ({ getAttribute: () => `Figure ${i + 1}` }),
        }))
      : [],
  querySelector: () => null,
});

describe('the screen summary counts its figures in the language’s plural', () => {
  it('one figure in English is "1 figure", two are "2 figures"', async () => {
    await loadLang('en');
    setLang('en');
    expect(screenSummary(bodyWith(1))[0]).toBe('This tab has 1 figure: Figure 1.');
    expect(screenSummary(bodyWith(2))[0]).toBe('This tab has 2 figures: Figure 1, Figure 2.');
  });
  it('Turkish keeps the noun singular after a number', async () => {
    await loadLang('tr');
    setLang('tr');
    expect(screenSummary(bodyWith(1))[0]).toBe('Bu sekmede 1 şekil var: Figure 1.');
    expect(screenSummary(bodyWith(3))[0]).toBe('Bu sekmede 3 şekil var: Figure 1; Figure 2; Figure 3.');
  });
});

// Keys whose text is not prose: KaTeX formulas (KaTeX sets its own minus), and a seed the student
// types into its field as the field shows it (12345, a name more than a quantity).
// common.typedForms lists what a student may type: both decimal signs and 1e-3, on purpose
const NOT_PROSE = (key) => key.endsWith('.tex') || key === 'lesson.guide.start.t2.do' || key === 'common.typedForms';

describe('numbers written in the words are in the page’s number format', () => {
  for (const [lang, table] of [
    ['tr', LOCALES.tr],
    ['en', LOCALES.en],
  ])
    it(`${lang}: no ungrouped large number, no e-notation, no hyphen for a minus`, () => {
      const raw = [];
      for (const [key, s] of leaves(table)) {
        if (NOT_PROSE(key)) continue;
        for (const m of s.matchAll(/(?<![\w.,{#])\d{5,}(?!\w)/g)) raw.push(`${key}: ${m[0]}`);
        for (const m of s.matchAll(/\d(?:[.,]\d+)?e[-+−]?\d+/gi)) raw.push(`${key}: ${m[0]}`);
        for (const m of s.matchAll(/(?<![\w)\]])-\d/g)) raw.push(`${key}: ${s.slice(Math.max(0, m.index - 8), m.index + 4)}`);
      }
      expect(raw).toEqual([]);
    });
});

describe('the bad init’s multiplier is written as the setting holds it', () => {
  it('at bad init 0.15 the tanh reading and the notebook’s title say ×0.15, not ×0.1', async () => {
    await loadLang('en');
    setLang('en');
    const { default: tanh } = await import('../../web/src/tabs/tanh/tab.js');
    const { NOTEBOOK_TABS } = await import('../../web/src/pytorch/notebook_tabs.js');
    const { defaults } = await import('../../web/src/state/state.js');
    const state = { ...defaults(), tab: 'tanh', bad: 0.15 };
    const r = { badInit: 0.15, threshold: 0.97, badInitPct: 0, kaimingPct: 2, dead: { dead: [] }, lecture: {} };
    const reading = tanh.sentences(r, { state }).find((s) => s.where === 'reading').text;
    expect(reading).toContain('(×0.15)');
    const plot = NOTEBOOK_TABS.tanh.plot({ badInit: 0.15 }, { t, short }).join('\n');
    expect(plot).toContain('×0.15');
    expect(plot).not.toContain('×0.1)');
  });
});

// A sentence that tells the student to click has a touch form (locales */touch.ftl, view/touch_words.js
// picks it where the main pointer is a finger) that says tap; the keys' sentences and a sentence that
// already says "tap or click" are for every screen.
describe('every "click" sentence has its touch form', () => {
  for (const [lang, table, click, tap] of [
    ['tr', LOCALES.tr, /(?<![a-zçğıöşü])tıkla/i, /dokun/i],
    ['en', LOCALES.en, /click/i, /\btap\b/i],
  ])
    it(lang, () => {
      const touch = Object.fromEntries(leaves(table.touch));
      const missing = leaves(table)
        .filter(([key, s]) => !key.startsWith('touch.') && !key.endsWith('.keys') && click.test(s) && !tap.test(s))
        .filter(([key]) => !touch[key] || click.test(touch[key]) || !tap.test(touch[key]))
        .map(([key]) => key);
      expect(missing).toEqual([]);
    });
});

describe('a constant row’s arithmetic in the LayerNorm matrix', () => {
  it('names the real eps and a variance of 0, and its arithmetic gives the output shown', async () => {
    await loadLang('en');
    setLang('en');
    const { arithmetic } = await import('../../web/src/tabs/norm_matrix/render.js');
    const x = [
      [2, 2, 2, 2],
      [1, 2, 3, 4],
    ];
    const r = {
      norm: {
        mean: [2, 2.5],
        var: [0, 1.25],
        eps: 1e-5,
        y: [
          [0, 0, 0, 0],
          [-1.3416, -0.4472, 0.4472, 1.3416],
        ],
      },
    };
    const line = arithmetic(r, x, 0, 1, false, false).lines[3];
    expect(line).not.toContain('+ 0)');
    expect(line).toContain('√(0 + 0.00001)');
    expect(line).toContain('0 / 3.16·10⁻³ = 0.0000');
  });
});

describe('the residual notebook says why its numbers may part from the page’s', () => {
  it('beside the comparison: float32 sums at exploding scales, and the tolerance the tests use', async () => {
    await loadLang('en');
    setLang('en');
    const { tabNotebook } = await import('../../web/src/pytorch/notebook.js');
    const recipe = { seed: 2147483647, blockSize: 3, tanhGain: 5 / 3, saturation: 0.97, eps: 1e-5, residualDepths: [5, 20, 50] };
    const part = {
      tab: 'residual',
      knobs: { weightStd: 2, seed: 9 },
      rows: [{ key: 'res-50', label: 'residual, depth 50', ours: 2.35e7, text: '2.35·10⁷' }],
      pageText: (r) => r.text,
      notes: [],
      title: 'Residual',
      settings: [],
    };
    const nb = tabNotebook(part, recipe, { title: 'Residual', settings: [], version: '1', url: 'https://example.org/' });
    const table = nb.cells.find((c) => c.id === 'table').source.join('');
    expect(table).toMatch(/float32/);
    expect(table).toMatch(/3 significant digits/);
  });
});

describe('a divergence names where it was seen', () => {
  for (const lang of ['tr', 'en'])
    it(`${lang}: a non-finite loss after finite activations is placed in the loss, after the output layer`, async () => {
      await loadLang(lang);
      setLang(lang);
      const { divergence } = await import('../../web/src/tabs/playground/words.js');
      const { say } = await import('../../web/src/words/say.js');
      const d = { step: 12, kind: 'loss', layer: -1, layerType: '', value: Infinity, cause: 'lr' };
      const text = divergence(d, { pg_lr: 10, pg_bad: 1, pg_gain: 5 / 3 })
        .map(say)
        .join(' ');
      expect(text).toMatch(/cross-entropy|cross_entropy/);
      expect(text).toMatch(lang === 'tr' ? /çıktı katmanı/ : /output layer/);
    });
});

describe('the playground’s health table after a divergence', () => {
  const H = (v) => ({ names: ['l1'], saturation: [v], actStd: [v], gradStd: [v], updateRatio: [-3] });
  it('keeps the last values measured before it, with the step they are from, never the diverged model’s zeros', async () => {
    const { absorbHealth } = await import('../../web/src/tabs/playground/run.js');
    const run = { health: null, healthNote: null };
    absorbHealth(run, { chunk: { step: 40, diverged: false }, health: H(0.3) });
    expect(run).toEqual({ health: H(0.3), healthStep: 40, healthNote: null });
    absorbHealth(run, { chunk: { step: 47, diverged: true, divergence: { step: 47, kind: 'activations' } }, health: H(0) });
    expect(run.health).toEqual(H(0.3));
    expect(run.healthNote).toEqual({ step: 40, at: 47 });
  });
  it('a run stopped with finite values (a failure, a finite loss above the limit) shows what it measured', async () => {
    const { absorbHealth } = await import('../../web/src/tabs/playground/run.js');
    const run = { health: H(0.3), healthStep: 40, healthNote: null };
    absorbHealth(run, { chunk: { step: 50, diverged: true, divergence: { step: 50, kind: 'loss_high' } }, health: H(0.5) });
    expect(run).toEqual({ health: H(0.5), healthStep: 50, healthNote: null });
  });
});
