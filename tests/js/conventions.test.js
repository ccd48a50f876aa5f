// conventions.test.js — a language's ways with numbers come from Intl, not from a switch on its code
// (words/conventions.js): Turkish and English as the page has always written them, German's
// "79,1 %" with no code for it, a language's own message overriding, the pseudo-locale with
// English's signs; and the pseudo-locale's words are twice as long, accented, placeholders kept.
import { describe, it, expect } from 'vitest';
import { conventionsOf } from '../../web/src/words/conventions.js';
import { pseudo, setLang, loadLang, t, pct, fmt, listSep, LANGS, LINK_LANGS } from '../../web/src/words/i18n.js';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { typedText, parseTypedNumber } from '../../web/src/state/typed_number.js';

describe('conventions from Intl', () => {
  it('tr and en as the page wrote them; de gets its own without code', () => {
    expect(conventionsOf('tr')).toMatchObject({ decimal: ',', group: '.', percentBefore: '%', percentAfter: '', listSep: '; ' });
    expect(conventionsOf('en')).toMatchObject({ decimal: '.', group: ',', percentBefore: '', percentAfter: '%', listSep: ', ' });
    expect(conventionsOf('de')).toMatchObject({ decimal: ',', group: '.', percentBefore: '', percentAfter: '\u00a0%', listSep: '; ' });
    expect(conventionsOf('xx')).toMatchObject({ decimal: '.', percentAfter: '%', locale: 'en' });
  });

  it("a language's own message overrides what Intl says", () => {
    expect(conventionsOf('tr', { listSep: ' | ' }).listSep).toBe(' | ');
    expect(conventionsOf('tr', { listSep: ' | ' }).decimal).toBe(',');
  });

  it('the page formats with them: %79,1 · 79.1% · 1.234,5', async () => {
    setLang('tr');
    expect([pct(0.791), fmt(1234.5, 1), listSep()]).toEqual(['%79,1', '1.234,5', '; ']);
    await loadLang('en');
    setLang('en');
    expect([pct(0.791), fmt(1234.5, 1), listSep()]).toEqual(['79.1%', '1,234.5', ', ']);
    await loadLang('de');
    setLang('de');
    expect([pct(0.791), fmt(1234.5, 1), listSep()]).toEqual(['79,1\u00a0%', '1.234,5', '; ']);
    setLang('tr');
  });

  // The forms a field reads are each language's own message (common.typedForms): its first form is
  // two and a half in the language's decimal sign, the one a field of that page shows (typedText).
  it("each language's typed forms begin with its own decimal sign, as its fields write a number", () => {
    for (const [code, words] of Object.entries(LOCALES)) {
      const [first, ...rest] = words.common.typedForms.split(' · ');
      expect(first, code).toBe(`2${conventionsOf(code).decimal}5`);
      expect(typedText(2.5, code), code).toBe(first);
      for (const form of [first, ...rest]) expect(parseTypedNumber(form).value, `${code}: ${form}`).toBeTypeOf('number');
    }
  });
});

describe('the languages found, and the pseudo-locale', () => {
  it('the folders are the languages, the default first; the link also takes xx', () => {
    expect(LANGS.slice(0, 2)).toEqual(['tr', 'en']);
    expect(LINK_LANGS).toEqual([...LANGS, 'xx']);
  });

  it('every message twice as long, accented, its placeholders and formulas kept', async () => {
    expect(pseudo('Cancel {n} of {sat|poss}')).toBe('Çcáañnçcéell {n} óoff {sat|poss}');
    expect(pseudo('\\frac{1}{m}')).toBe('\\frac{1}{m}');
    await loadLang('xx');
    setLang('xx');
    expect(t('common.cancel')).toBe(pseudo('Cancel'));
    expect(t('common.nonFinite', { n: 1 }, { plural: 'n' })).toContain(' 1 ');
    setLang('tr');
  });
});
