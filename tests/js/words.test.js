// words.test.js — what the page says, without a browser: the core's refusals worded in Turkish
// with Turkish numbers (the core writes "0.05"; the page shows "0,05") and ranges whose separator
// is not the decimal comma; no English word inside a Turkish sentence; one number formatter (fixed
// decimals, significant digits, lists, chart ticks) that shows zero as zero.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setLang, loadLang, fmt, sig, short, list, tick, pct, int } from '../../web/src/words/i18n.js';
import { refusalText, localRange, linkNoteText } from '../../web/src/words/messages.js';
import { warning } from '../../web/src/tabs/playground/words.js';
import { say } from '../../web/src/words/say.js';
import { readFileSync } from 'node:fs';
import { parse, FIELDS } from '../../web/src/state/state.js';
import { settingLabel, pageKeysFor } from '../../web/src/words/setting_labels.js';
import { LOCALES } from '../../web/src/words/locales/index.js';

beforeAll(() => {
  globalThis.document ??= { documentElement: {} };
  return Promise.all([loadLang('en'), loadLang('de')]); // each language but Turkish is a chunk of its own (i18n.js)
});
afterAll(() => setLang('en'));

describe("refusals in the student's language", () => {
  it('Turkish: the core\'s numbers with the decimal comma, the range with ";" between its ends', () => {
    setLang('tr');
    const s = refusalText('range', { name: 'lr', lo: '0', hi: '10', lo_open: '1', got: '0.05' }, { lr: 'Öğrenme oranı' });
    expect(s).toBe('Öğrenme oranı (0; 10] aralığında olmalı; verilen: 0,05');
    expect(localRange('0.0001', '1')).toBe('[0,0001; 1]');
    const b = refusalText(
      'budget',
      { need_mb: '2629', budget_mb: '256' },
      { n_hidden: 'Gizli genişlik', n_layer: 'Katman', batch_size: 'Batch boyutu' },
    );
    expect(b).toContain('2629 MB');
    expect(b).not.toMatch(/n_hidden|n_layer|batch_size|reduce|would/);
  });

  it('English: no "1 names"', () => {
    setLang('en');
    expect(refusalText('names.too_few_names', { count: '1', min: '10' })).not.toMatch(/\b1 names\b/);
    expect(refusalText('range', { name: 'seed', lo: '0', hi: '4294967295', got: '1e-06' })).toBe(
      'seed must be in [0, 4294967295], got 0.000001',
    );
  });
});

describe('one number formatter', () => {
  it('zero at the shown precision is zero, never −0,00 or 8,26e-9', () => {
    setLang('tr');
    expect(fmt(-8.26e-9, 2)).toBe('0,00');
    expect(fmt(-0.004, 2)).toBe('0,00');
    expect(fmt(-0.3, 2)).toBe('−0,30');
    expect(fmt(2629.5, 1)).toBe('2.629,5');
    expect(int(-20000)).toBe('−20.000');
    expect(pct(0.195)).toBe('%19,5');
  });

  it('significant digits use the decimal comma and ×10 powers, not "1.1e-8"', () => {
    setLang('tr');
    expect(sig(1.1e-8, 2)).toBe('1,1·10⁻⁸');
    expect(sig(0.505)).toBe('0,505');
    expect(sig(448)).toBe('448');
    expect(sig(0)).toBe('0');
    setLang('en');
    expect(sig(3.7e-3)).toBe('3.70·10⁻³');
  });

  it('a list cannot be read as more numbers than it has', () => {
    setLang('tr');
    expect(list([0, 0, 0, 0.0001])).toBe('[0; 0; 0; 0,0001]');
    expect(list([100, -50, 20, 0])).toBe('[100; −50; 20; 0]');
    setLang('en');
    expect(list([0, 0, 0, 0.0001])).toBe('[0, 0, 0, 0.0001]');
  });

  it('chart ticks: as many decimals as the step needs, zero as 0, no "-7,5e-2"', () => {
    setLang('tr');
    expect(tick(0.30000000000000004, 0.1)).toBe('0,3');
    expect(tick(-0.075, 0.025)).toBe('−0,075');
    expect(tick(1e-17, 0.05)).toBe('0');
    expect(tick(2000, 500)).toBe('2.000');
    expect(short(0.00001, 6)).toBe('0,00001');
  });
});

describe("a link's changed values are noted", () => {
  it('an integer given with decimals is rounded with a note; a matrix value past the limit is out of range, not unreadable', () => {
    const { state, notes } = parse('?seed=1.5&lm=1e7,1;2,3');
    expect(state.seed).toBe(2);
    expect(notes.map((n) => [n.name, n.kind])).toEqual([
      ['seed', 'rounded'],
      ['lm', 'range'],
    ]);
  });
  it('a tiny value is noted as the value used and the range accepted, never rounded to 0 (?tab=batchnorm&bn_eps=0)', () => {
    const { state, notes } = parse('?tab=batchnorm&bn_eps=0');
    expect(state.bn_eps).toBe(1e-12);
    setLang('en');
    expect(linkNoteText(notes[0])).toBe('“bn_eps=0” (eps) is outside [1·10⁻¹², 1]; changed to 1·10⁻¹².');
    setLang('tr');
    expect(linkNoteText(notes[0])).toMatch(/\[1·10⁻¹²; 1\] aralığının dışında; 1·10⁻¹² olarak değiştirildi/);
    // no number field's end is written as a 0 it is not
    for (const f of FIELDS.filter((x) => (x.type === 'num' || x.type === 'int') && x.min > 0))
      expect(localRange(f.min, f.max), f.name).not.toMatch(/^[[(]0[;,] /);
  });
  it("the core's names point to the page's keys, and every setting label exists in both languages", () => {
    expect(pageKeysFor('lr')).toEqual(['pg_lr']);
    expect(pageKeysFor('n_hidden')).toEqual(['pg_width']);
    const lookup = (tb, k) => k.split('.').reduce((o, x) => o?.[x], tb);
    const keys = FIELDS.map((f) => settingLabel(f.name)).filter(Boolean);
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) for (const l of ['tr', 'en', 'de']) expect(typeof lookup(LOCALES[l], key), `${l} ${key}`).toBe('string');
  });
});

// "//   warning not_learning ..." and the cause / suggestion lines of native/train/warnings.hpp.
function warningCatalogue(text = readFileSync(new URL('../../native/train/warnings.hpp', import.meta.url), 'utf8')) {
  const kinds = [...text.matchAll(/^\/\/\s+warning (\w+)/gm)].map((m) => m[1]);
  // "cause  a (why) | b | c (why,\n// more)" up to the next line that starts a new entry
  const codes = (word) => {
    const lines = text.split('\n').map((l) => l.replace(/^\/\/ ?/, ''));
    const start = lines.findIndex((l) => l.trim().startsWith(`${word} `));
    let block = lines[start].trim().slice(word.length);
    for (let i = start + 1; /^\s{6,}/.test(lines[i]); i++) block += ` ${lines[i].trim()}`;
    return block
      .replace(/\([^)]*\)/g, '')
      .split('|')
      .map((c) => c.trim());
  };
  return { kinds, causes: codes('cause'), suggestions: codes('suggestion') };
}

describe("the playground's warnings in words", () => {
  it("every kind, cause and suggestion of the core's catalogue has a sentence in both languages, the controls by their labels", () => {
    const { kinds, causes, suggestions } = warningCatalogue();
    expect(kinds).toEqual(['not_learning', 'loss_rising', 'overfitting', 'saturated', 'frozen']);
    expect(causes).toEqual(['lr_high', 'lr_low', 'init', 'no_norm', 'small_data', 'other']);
    expect(suggestions).toEqual(['lower_lr', 'raise_lr', 'kaiming_init', 'add_norm', 'more_data', 'smaller_model']);
    // settings as the store holds them; a warning is said as the tab says it (its sentences, rendered)
    const settings = { pg_lr: 0.0001, pg_gain: 1.66667, pg_bad: 1 };
    const warningText = (w) => warning(w, settings).map(say).join(' ');
    for (const lang of ['tr', 'en', 'de']) {
      setLang(lang);
      for (const kind of kinds)
        for (const cause of causes)
          for (const suggestion of suggestions) {
            const s = warningText({
              step: 300,
              kind,
              layer: 2,
              layerType: 'Tanh',
              param: 'layers.3.weight',
              value: 3.45,
              ref: 3.2958,
              cause,
              suggestion,
            });
            expect(s, `${lang} ${kind} ${cause} ${suggestion}`).not.toMatch(/\{\w+\}|playground\.|undefined|NaN/);
          }
      expect(
        warningText({
          step: 300,
          kind: 'not_learning',
          layer: -1,
          layerType: '',
          param: '',
          value: 3.45,
          ref: Math.log(27),
          cause: 'lr_low',
          suggestion: 'raise_lr',
        }),
      ).toMatch(
        {
          tr: /300\. adım.*3,4500.*3,2958.*0,0001.*“Öğrenme oranı”/,
          en: /Step 300.*3\.4500.*3\.2958.*0\.0001.*“Learning rate”/,
          de: /Schritt 300.*3,4500.*3,2958.*0,0001.*„Lernrate“/,
        }[lang],
      );
    }
  });
});
