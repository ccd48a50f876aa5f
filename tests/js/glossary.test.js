// glossary.test.js — the page's terms are the lecture's (locales/<lang>/glossary.js): every term
// has its other-language name and where it is used, and no word a term replaces ("koşan
// istatistik", "nüfus std’si", "Takvim", "sonda", "yoklama batch’i") is anywhere in that
// language's words. The check is shown to find the old words.
import { describe, it, expect } from 'vitest';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { leaves } from './locale_strings.js';

const avoided = (glossary) => Object.entries(glossary).flatMap(([term, g]) => (g.avoid ? g.avoid.split(' · ').map((w) => [term, w]) : []));
// "koşan" as a word (or a word's start: "koşanlar"), in any case; never inside another word.
const wordRe = (w) => new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu');

function offenders(table) {
  const { glossary, ...rest } = table;
  const words = avoided(glossary);
  return leaves(rest).flatMap(([key, s]) =>
    words.filter(([, w]) => wordRe(w).test(s)).map(([term, w]) => `${key}: “${w}” (glossary.${term}): ${s.slice(0, 80)}`),
  );
}

describe('one glossary', () => {
  it('every term has its other-language name and where it is used, in both languages', () => {
    for (const lang of ['tr', 'en']) {
      const g = LOCALES[lang].glossary;
      expect(Object.keys(g).length).toBeGreaterThanOrEqual(8);
      for (const [k, e] of Object.entries(g)) for (const f of ['term', 'other', 'where']) expect(e[f], `${lang} ${k}.${f}`).toMatch(/\S/);
    }
    expect(LOCALES.tr.glossary.running.other).toBe(LOCALES.en.glossary.running.term);
    expect(LOCALES.en.glossary.probe.other).toBe(LOCALES.tr.glossary.probe.term);
  });

  it('the Turkish words avoid what the glossary replaces', () => {
    expect(avoided(LOCALES.tr.glossary).map(([, w]) => w)).toEqual(
      expect.arrayContaining(['koşan', 'nüfus', 'takvim', 'sonda', 'yoklama', 'ön-aktivasyon', 'çekirdek']),
    );
    expect(offenders(LOCALES.tr)).toEqual([]);
  });

  it('the English words avoid what the glossary replaces', () => {
    expect(offenders(LOCALES.en)).toEqual([]);
  });

  it('the check finds the old words, and not a word that merely contains one', () => {
    const old = {
      glossary: LOCALES.tr.glossary,
      bn: {
        steps: 'Eğitim adımları (koşan istatistik)',
        sched: 'Takvim',
        grad: 'gradyan std’si (32 örneklik sonda)',
        std: 'Her sütunun std’si (nüfus std’si)',
        panel: 'sabit 32 satırlık yoklama batch’inde',
        pre: 'Ön-aktivasyonun gradyanı',
        norm: 'her katmanın ön-aktivasyonlarını',
        core: 'Çekirdek: naif 0,636 → 0,324',
        live: 'Çekirdeğin canlı sonucu: hiçbiri',
      },
    };
    expect(offenders(old)).toHaveLength(9);
    expect(offenders({ glossary: LOCALES.tr.glossary, a: { b: 'Dört koşudan birini seç; sonunda' } })).toEqual([]);
  });
});
