// refusals.test.js — every refusal code the core can raise (the catalogue in native/refusal.hpp)
// has a sentence in both locale files, with every placeholder filled from the code's parameters;
// the page words a refusal in its language and names a setting by its on-screen label; anything
// that is not a refusal keeps its message.
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { describeError, refusalText, recordText } from '../../web/src/words/messages.js';

beforeAll(() => loadLang('en')); // the English words are a chunk of their own (i18n.js)

// "//   code names.too_long        line, length, max" -> { code, params }
function catalogue() {
  const text = readFileSync(new URL('../../native/refusal.hpp', import.meta.url), 'utf8');
  return [...text.matchAll(/^\/\/\s+code (\S+)\s+(.*)$/gm)].map(([, code, rest]) => ({
    code,
    params: [...rest.replace(/\([^)]*\)/g, '').matchAll(/[a-z_]+/g)].map((m) => m[0]).filter((p) => p !== 'none' && p !== 'when'),
  }));
}

const lookup = (table, key) => key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), table);

beforeAll(() => {
  globalThis.document ??= { documentElement: {} };
});

describe('the refusal catalogue', () => {
  it('is read from refusal.hpp (and reading it can fail)', () => {
    const codes = catalogue().map((c) => c.code);
    expect(codes.length).toBeGreaterThan(30);
    expect(codes).toContain('range');
    expect(codes).toContain('names.too_long');
    expect(codes).toContain('norm.overflow');
  });

  for (const lang of ['tr', 'en']) {
    it(`every code has a ${lang} sentence whose placeholders its parameters fill`, () => {
      setLang(lang);
      for (const { code, params } of catalogue()) {
        expect(typeof lookup(LOCALES[lang].refusal, code), `${lang}: refusal.${code}`).toBe('string');
        const filled = Object.fromEntries(params.map((p) => [p, p === 'choices' ? 'a|b' : p === 'index' ? '1' : `<${p}>`]));
        const text = refusalText(code, filled);
        expect(text, `${lang}: ${code}`).not.toMatch(/\{\w+\}/);
      }
    });
  }
});

describe('the page words refusals', () => {
  it('a range refusal names the setting by its label, with the range as the page writes it', () => {
    setLang('en');
    const e = Object.assign(new Error('lr must be in (0, 10], got 0'), {
      code: 'range',
      params: { name: 'lr', lo: '0', hi: '10', lo_open: '1', got: '0', integer: '0' },
    });
    expect(describeError(e, { lr: 'Learning rate' })).toBe('Learning rate must be in (0, 10], got 0');
    setLang('tr');
    expect(describeError(e, { lr: 'Öğrenme oranı' })).toBe('Öğrenme oranı (0; 10] aralığında olmalı; verilen: 0'); // ";": the comma is the decimal sign
  });

  it('a names-file refusal carries its line; the budget names the controls to change', () => {
    setLang('en');
    expect(refusalText('names.too_long', { line: '7', length: '70', max: '64' })).toBe(
      'line 7: the name is 70 characters long; at most 64 are allowed',
    );
    const budget = refusalText(
      'budget',
      { need_mb: '900', budget_mb: '256' },
      { n_hidden: 'Hidden width', n_layer: 'Layers', batch_size: 'Batch' },
    );
    expect(budget).toContain('would need about 900 MB, more than the 256 MB a browser tab allows');
    expect(budget).toContain('“Hidden width”');
    setLang('tr');
    expect(refusalText('names.reserved_dot', { line: '2', name: 'b.b' })).toMatch(/^2\. satır: “b\.b” ismi/);
  });

  it('a record of a refusal (a result that met one on purpose) reads the same', () => {
    setLang('en');
    expect(recordText({ code: 'bn_batch', keys: ['batch'], values: ['1'] })).toContain('a batch of 1 has no batch variance');
  });

  it('anything else keeps its message', () => {
    expect(describeError(new Error('no names list loaded'))).toBe('no names list loaded');
    expect(describeError(Object.assign(new Error('boom'), { code: 'internal', params: {} }))).toBe('boom');
    expect(describeError(Object.assign(new Error('odd'), { code: 'not_a_code' }))).toBe('odd');
  });
});

// issue 42: a refusal of the BatchNorm momentum named the core's row ("bn_momentum") where the student
// sees the control's label
describe('a refusal names a setting by the label of its control', () => {
  it('the core row of a control (bn_momentum) is worded as its label', async () => {
    const { labelsOf } = await import('../../web/src/view/controls.js');
    const { TAB_MODULES } = await import('../../web/src/tabs/index.js');
    for (const lang of ['tr', 'en']) {
      setLang(lang);
      const labels = labelsOf(TAB_MODULES.batchnorm.controls);
      const text = describeError({ code: 'range', params: { name: 'bn_momentum', lo: '0.0001', hi: '1', got: '2' } }, labels);
      expect(text).not.toContain('bn_momentum');
    }
  });
});
