// setting_words.test.js — a sentence quotes a setting's value in words from the locale files, never
// its raw value ("normalizasyon batch", "normalisation none", "true"): every value of every option
// and on/off setting, in both languages; the prediction question of the playground and the
// lecture's "other settings" sentence worded that way; no template puts a raw value after a
// setting's name.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setLang, loadLang, t } from '../../web/src/words/i18n.js';
import { FIELDS } from '../../web/src/state/state.js';
import { settingLabel } from '../../web/src/words/setting_labels.js';
import { settingPhrase, settingValueText, OPTION_WORDS } from '../../web/src/words/setting_words.js';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { leaves } from './locale_strings.js';

beforeAll(() => {
  globalThis.document ??= { documentElement: {} };
  return loadLang('en');
});
afterAll(() => setLang('tr'));

// The settings a sentence may quote: those with a label, options or on/off.
const worded = FIELDS.filter((f) => settingLabel(f.name) && (f.type === 'enum' || f.type === 'bool'));
const valuesOf = (f) => (f.type === 'bool' ? [true, false] : f.values);
const raw = (v) => new RegExp(`(^|[^\\p{L}])${v}([^\\p{L}]|$)`, 'u');

describe("a setting's value in words", () => {
  it('every option and on/off setting has its values worded, and the raw value is in no Turkish phrase', () => {
    expect(worded.map((f) => f.name).sort()).toEqual(['bvar', 'k_act', 'pg_fix', 'pg_norm', 'pg_sched']);
    for (const f of worded) {
      if (f.type === 'enum') expect(Object.keys(OPTION_WORDS[f.name]).sort(), f.name).toEqual([...f.values].sort());
      for (const v of valuesOf(f)) {
        setLang('tr');
        // a function's name is the same word in Turkish: k_act=tanh reads “tanh (dersteki)”
        const named = f.name === 'k_act' && v === 'tanh';
        for (const s of [settingPhrase(f.name, v), settingValueText(f.name, v)])
          if (!named) expect(s, `${f.name}=${v}: ${s}`).not.toMatch(raw(v));
        setLang('en');
        expect(settingPhrase(f.name, v), `${f.name}=${v}`).not.toMatch(
          raw(v === 'none' ? 'none' : String(v) === 'true' || String(v) === 'false' ? v : '\\u0000'),
        );
        expect(settingPhrase(f.name, v)).not.toMatch(/settingWords|undefined/);
      }
    }
  });

  it("the playground's prediction question: “normalizasyon yok”, not “normalizasyon none”", () => {
    setLang('tr');
    const q = (s) =>
      t('lesson.predict.playground.q', { fix: settingPhrase('pg_fix', s.fix), norm: settingPhrase('pg_norm', s.norm), bad: '1' });
    expect(q({ fix: true, norm: 'batch' })).toContain('(çıktı düzeltmesi açık, BatchNorm, kötü init ×1)');
    expect(q({ fix: false, norm: 'none' })).toContain('(çıktı düzeltmesi kapalı, normalizasyon yok, kötü init ×1)');
    setLang('en');
    expect(q({ fix: true, norm: 'none' })).toContain('(output fix on, no normalisation, bad init ×1)');
    expect(q({ fix: true, norm: 'layer' })).not.toMatch(/normalisation layer|\blayer\b/);
  });

  it('no template puts a raw value after a setting\'s name ("normalizasyon {norm}", "normalisation {norm}")', () => {
    const bad = (tb, re) =>
      leaves(tb)
        .filter(([, v]) => re.test(v))
        .map(([k, v]) => `${k}: ${v}`);
    expect(bad(LOCALES.tr, /normalizasyon \{|düzeltmesi \{/i)).toEqual([]);
    expect(bad(LOCALES.en, /normalisation \{|output fix \{/i)).toEqual([]);
  });
});

describe("a number setting's value as a table or a sentence quotes it", () => {
  it('is the value kept, never a 0 it is not: the smallest eps is 1·10⁻¹² (it was "0")', () => {
    setLang('tr');
    expect(settingValueText('bn_eps', 1e-12)).toBe('1·10⁻¹²');
    expect(settingValueText('bn_eps', 1e-5)).toBe('0,00001');
    expect(settingValueText('k_gain', 1.41421)).toBe('1,41421');
    setLang('en');
    expect(settingValueText('bn_eps', 1.5e-7)).toBe('1.5·10⁻⁷');
    expect(settingValueText('k_gain', 1.66667)).toBe('1.66667');
  });
});
