// pasted_values.test.js — no value pasted raw into a sentence: every prediction prompt's question and
// explanation, rendered in both languages with the core's results at the text's settings and at
// settings off it, has every number in the page's format (no "3.307649", "1.23e-06", "1.00" on the
// Turkish page, "[object", "undefined", "NaN", an unfilled {placeholder}) and no control's label
// standing in for a value; and no template of either language writes a number the other
// language's way (the text's values are quoted as data, formatted by i18n.js).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { setLang, loadLang, t } from '../../web/src/words/i18n.js';
import { PROMPTS } from '../../web/src/teaching/prompts.js';
import { questionText, explanationText } from '../../web/src/teaching/prompt_words.js';
import { defaults, FIELDS, parse, coerce } from '../../web/src/state/state.js';
import { changedNote, refusedNote } from '../../web/src/words/field_notes.js';
import { say, FORMATS } from '../../web/src/words/say.js';
import { linkNoteText, localNumber } from '../../web/src/words/messages.js';
import { settingLabel } from '../../web/src/words/setting_labels.js';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { ghostSeries } from '../../web/src/tabs/playground/tools.js';
import { leaves } from './locale_strings.js';

let core;
beforeAll(async () => {
  globalThis.document ??= { documentElement: {} };
  await loadLang('en');
  core = await coreWithNames(3000);
});
afterAll(() => {
  core.dispose();
  setLang('en');
});

// What a raw JS value looks like when it reaches a sentence unformatted.
const RAW = [/\d[.,]\d{5,}/, /\d(\.\d+)?e[-+]?\d/i, /\[object/, /undefined/, /NaN/, /Infinity/, /\{\w+(\|\w+)?\}/, /\blesson\.\w/];
// A number in the other language's way: a decimal point in Turkish, a decimal comma in English.
// Kept: the course's section numbers (5.3, 5.13–5.14), the course 18.06, code written as code
// (W2 *= 0.01, h.abs() > 0.97, Linear(16,16)) and a version (PyTorch 1.13); digit groups (20.000, 20,000).
const KEPT = [/\b5\.\d{1,2}\b/g, /\b18\.06\b/g, /\*= 0\.01/g, /\.abs\(\) > 0\.97/g, /\(\d+,\d+\)/g, /PyTorch \d+\.\d+/g];
const FOREIGN = { tr: /\d\.(?!\d{3}(?!\d))\d+/, en: /\d,(?!\d{3}(?!\d))\d+/ };
const foreign = (lang, s) => FOREIGN[lang].test(KEPT.reduce((x, re) => x.replace(re, ''), s));

// A switch's or a choice's on-screen label followed by a number: the label pasted where a value's
// name belongs (a switch or a choice has no number for a value).
const labelled = (s) =>
  FIELDS.filter((f) => f.type === 'bool' || f.type === 'enum')
    .map((f) => settingLabel(f.name))
    .filter(Boolean)
    .map((k) => t(k))
    .find((label) => s.includes(label) && new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[−-]?\\d`).test(s));

// kept: a note says a setting's value as the page keeps it, to 6 significant digits (3,36667): only
// more digits than that are raw there.
function problems(lang, s, kept = false) {
  const out = RAW.slice(kept ? 1 : 0)
    .filter((re) => re.test(s))
    .map(String);
  if (kept && /\d[.,]\d{7,}/.test(s)) out.push('more digits than a setting keeps');
  if (foreign(lang, s)) out.push(`number written the ${lang === 'tr' ? 'English' : 'Turkish'} way`);
  const l = labelled(s);
  if (l) out.push(`control label “${l}” before a number`);
  return out;
}

const X = [
  [1, 5, -2, 3],
  [2, 4, -1, 2],
  [0, 6, -3, 4],
];
// The result each prompt reads, from the core, for the settings `s` (the page's knobs for them).
const RESULT = {
  start: (s) => core.section('start', { steps: 20, seed: s.seed }),
  tanh: (s) => core.section('tanh', { badInit: s.bad, seed: s.seed }),
  kaiming: (s) => core.section('kaiming', { nLayer: s.k_layers, gain: s.k_gain, probeRows: 200, seed: s.seed, act: s.k_act }),
  batchnorm: (s) =>
    core.section('batchnorm', { badInit: s.bn_bad, eps: 1e-5, gamma: 1, beta: 0, momentum: s.bn_mom, steps: 10, seed: s.seed }),
  'bn-matrix': (s) => core.section('normMatrix', { kind: 'batch', variance: s.bvar, x: X }),
  'ln-matrix': () => core.section('normMatrix', { kind: 'layer', variance: 'biased', x: X }),
  residual: (s) => core.section('residual', { weightStd: s.r_std, seed: s.seed }),
  // four scenarios and a playground reset take a training run each: their reports, with the
  // digits a raw value would show
  diagnostics: () => ({
    results: [2.2031418, 2.1858271, 2.2330006, 2.5318333].map((dev) => ({ train: dev - 0.1, dev })),
    lecture: core.diagnosticsLecture(),
  }),
  playground: () => ({ kind: 'reset', eval: { train: 3.307649, dev: 3.3081 } }),
};
RESULT['bn-bias'] = RESULT.batchnorm;
RESULT['bn-collapse'] = RESULT.batchnorm;

// The text's settings, each control's other end or a middle, and another seed.
const GRID = [
  {},
  { seed: 1 },
  { bad: 10, k_layers: 12, k_gain: 1.2, bn_bad: 0.5, bn_mom: 0.001, bvar: 'unbiased', r_std: 0.05 },
  { k_act: 'relu', k_gain: Math.SQRT2, r_std: 1.5, pg_fix: false, pg_norm: 'none', pg_bad: 5 },
  { k_act: 'relu', k_layers: 3, bad: 0.5, r_std: 0.01, pg_norm: 'layer', seed: 12345 },
];

describe('no value pasted raw into a prompt’s sentence', () => {
  it('every tab’s question and explanation, both languages, at the text’s settings and off them', () => {
    const found = [];
    let rendered = 0;
    for (const point of GRID) {
      const s = { ...defaults(), ...point };
      for (const tab of Object.keys(PROMPTS)) {
        const r = RESULT[tab](s);
        for (const lang of ['tr', 'en']) {
          setLang(lang);
          for (const [part, text] of [
            ['q', questionText(tab, s)],
            ['explain', explanationText(tab, r, s)],
          ]) {
            rendered++;
            for (const p of problems(lang, text)) found.push(`${lang} ${tab}.${part} ${JSON.stringify(point)}: ${p} — ${text}`);
          }
        }
      }
    }
    expect(rendered).toBe(GRID.length * Object.keys(PROMPTS).length * 4);
    expect(found).toEqual([]);
  });

  it('the text’s printed values are quoted in the page’s format (residual 1,23·10⁻⁶ and 448, LayerNorm 1,00)', () => {
    const s = defaults();
    setLang('tr');
    const res = explanationText('residual', RESULT.residual(s), s);
    expect(res).toContain('1,23·10⁻⁶’ya');
    expect(res).toContain('448’e');
    expect(explanationText('ln-matrix', RESULT['ln-matrix'](s), s)).toContain('tam olarak 1,00');
    setLang('en');
    expect(explanationText('residual', RESULT.residual(s), s)).toContain('1.23·10⁻⁶ after 50 layers');
  });

  it('the check finds a pasted label, a raw number and a number in the other language’s way', () => {
    setLang('en');
    expect(problems('en', `the model gets ${t('playground.fix')} 3.307649 at its first step`)).toHaveLength(2);
    expect(problems('tr', 'gradyanı 1.23e-06’ya ÇÖKÜYOR; std’si tam olarak 1.00')).toHaveLength(2);
    expect(problems('en', 'loss 3,31 at [object Object], NaN')).toHaveLength(3);
    expect(problems('tr', 'Metin (5.3): W2 *= 0.01, 20.000 adım, 3,31')).toEqual([]);
  });
});

describe('a link’s notes', () => {
  it('every number setting given below, above and between its ends is noted in the page’s format', () => {
    const found = [];
    let notes = 0;
    for (const f of FIELDS.filter((x) => x.type === 'num' || x.type === 'int')) {
      const given = [f.min > 0 ? f.min / 1000 : f.min - 1, f.max * 10, f.type === 'int' ? f.min + 0.5 : (f.min + f.max) / 3];
      for (const v of given) {
        const n = parse(`?${f.name}=${v}`).notes.find((x) => x.name === f.name);
        if (!n) continue;
        for (const lang of ['tr', 'en']) {
          setLang(lang);
          notes++;
          // the link's own text, quoted (“bn_eps=0.0000001”), is the student's, not the page's number
          const said = linkNoteText(n).replace(/“[^”]*”/g, '“”');
          for (const p of problems(lang, said, true)) found.push(`${lang} ${f.name}=${v}: ${p} — ${said}`);
          // a value or a range end that is not 0 is never written as 0
          const ends = /^[[(](.*), (.*)\]$/.exec(n.range ?? '')?.slice(1) ?? [];
          for (const x of [n.value, ...ends])
            if (Number(x) !== 0 && localNumber(String(x)) === '0') found.push(`${lang} ${f.name}=${v}: ${x} written as 0 — ${said}`);
        }
      }
    }
    expect(notes).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});

describe('an earlier run’s label on the loss chart', () => {
  it('writes its settings by the page’s formatter: a tiny learning rate is no “1e-7”', () => {
    const config = {
      nLayer: 4,
      nHidden: 100,
      norm: 'batch',
      gain: 5 / 3,
      badInit: 1,
      fixOutput: true,
      lr: 1e-7,
      schedule: 'constant',
      batchSize: 32,
      steps: 300,
      seed: 1,
    };
    const ghost = { config, dev: [{ x: 0, y: 3.3 }] };
    for (const lang of ['tr', 'en']) {
      setLang(lang);
      const [s] = ghostSeries([ghost], { ...config, lr: 0.15 });
      expect(s.label).toContain('1·10⁻⁷');
      expect(s.label).toContain(lang === 'tr' ? '0,15' : '0.15');
      expect(problems(lang, s.label)).toEqual([]);
    }
  });
});

describe('the text’s values in a prediction’s explanation are data', () => {
  it('no explanation template writes a decimal number of its own (sections and code aside): each is a placeholder', () => {
    for (const lang of ['tr', 'en']) {
      const literal = Object.entries(LOCALES[lang].lesson.predict)
        .flatMap(([tab, p]) => Object.entries(p ?? {}).map(([k, s]) => [`${tab}.${k}`, s]))
        .filter(([k, s]) => /\.explain\w*$/.test(k) && typeof s === 'string')
        .filter(([, s]) => /\d[.,]\d/.test(KEPT.reduce((x, re) => x.replace(re, ''), s)))
        .map(([k, s]) => `${lang} ${k}: ${s.slice(0, 90)}`);
      expect(literal).toEqual([]);
    }
  });
  it('the text’s printed values come back in the page’s format, each language’s', () => {
    const s = defaults();
    const expl = (tab) => explanationText(tab, RESULT[tab](s), s);
    setLang('tr');
    expect(expl('tanh')).toContain('×5 ile ≈ %79,1, Kaiming ile ≈ %19,5');
    expect(expl('kaiming')).toContain('(0,617 → 0,320)');
    expect(expl('diagnostics')).toContain('dev 2,2330 verirken (BN’li Kaiming 2,1858’e');
    expect(expl('start')).toContain('−log(1/27) ≈ 3,30 loss');
    setLang('en');
    expect(expl('tanh')).toContain('≈ 79.1% with ×5 and ≈ 19.5% with Kaiming');
    expect(expl('playground')).toContain('−log(1/27) ≈ 3.30;');
    // a result without the text's table (an earlier report) says so with a dash, never "undefined"
    const bare = explanationText('diagnostics', { results: RESULT.diagnostics().results }, s);
    expect(problems('en', bare)).toEqual([]);
    expect(bare).toContain('dev –');
  });
});

describe('no template writes a number the other language’s way', () => {
  it('every word of both languages (formulas, the glossary’s other-language names and the forms a field reads aside)', () => {
    for (const lang of ['tr', 'en']) {
      // common.typedForms lists what a student may type: both decimal signs and 1e-3, on purpose
      const bad = leaves(LOCALES[lang])
        .filter(([k]) => !/\.tex\w*$|^glossary\.\w+\.other$|^common\.typedForms$/.test(k))
        .filter(([, s]) => foreign(lang, s) || RAW.slice(0, 2).some((re) => re.test(s)))
        .map(([k, s]) => `${lang} ${k}: ${s.slice(0, 100)}`);
      expect(bad).toEqual([]);
    }
  });
});

describe('a number field’s notes', () => {
  it('every number setting, typed inside, outside and in between: the value used and the range in the page’s format', () => {
    const found = [];
    for (const lang of ['tr', 'en']) {
      setLang(lang);
      for (const f of FIELDS.filter((x) => (x.type === 'num' || x.type === 'int') && x.min !== undefined)) {
        for (const typed of [0, 1e-13, -1, 2.5, 5 / 3, 1.41421356, 0.0123456789, f.max * 10, f.min - 1]) {
          const used = coerce(f.name, typed);
          const n = changedNote({ label: 'x', typed, used, min: f.min, max: f.max, minOpen: !!f.minOpen, integer: f.type === 'int' });
          if (!n) continue;
          const said = say(n);
          // the number typed is said as typed (1,41421356): its digits are not a value pasted raw
          const rest = said.replace(FORMATS.typed(typed), '');
          for (const p of problems(lang, rest, true)) found.push(`${lang} ${f.name} typed ${typed}: ${p} — ${said}`);
          if (/ 0[.,;]?( |$)/.test(said) && typed !== 0 && used !== 0)
            found.push(`${lang} ${f.name} typed ${typed}: a 0 it is not — ${said}`);
        }
      }
      const r = say(refusedNote({ label: 'x', text: 'abc' }));
      if (/undefined|\{\w+\}|\[object/.test(r)) found.push(`${lang} refusal: ${r}`);
    }
    expect(found).toEqual([]);
  });
});
