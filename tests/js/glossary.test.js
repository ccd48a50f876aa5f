// glossary.test.js — the page's terms are the lecture's (locales/<lang>/glossary.js): every term
// has its other-language name and where it is used, and no word a term replaces ("koşan
// istatistik", "nüfus std’si", "Takvim", "sonda", "yoklama batch’i") is anywhere in that
// language's words. The check is shown to find the old words.
import { describe, it, expect } from 'vitest';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { leaves } from './locale_strings.js';
import { readFileSync } from 'node:fs';

// docs/glossary-de.md's table: [forms the German page uses, words not to use in their place].
const GLOSSARY_DE = new URL('../../docs/glossary-de.md', import.meta.url);
function germanTerms(md) {
  return md
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Deutsch'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    )
    .map(([de, , , avoid]) => [de.split(' · '), avoid ? avoid.split(' · ') : []]);
}
// A whole word, case as written ("Loss" but not "loss.backward()", "Ebene" but not "Tensorebene").
const exactWordRe = (w) => new RegExp(`(?<![\\p{L}-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u');
// The formal address in the middle of a sentence (after a lower-case word or a comma): "… können Sie",
// "… in Ihrem Browser". Capitalised "Sie"/"Ihr" after a full stop or a colon is "they"/"its".
const FORMAL = /(?<=[\p{Ll},;] )(?:Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)(?!\p{L})|(?<!\p{L})Ihnen(?!\p{L})/u;
const germanWords = () => {
  const { glossary, ...rest } = LOCALES.de;
  return leaves(rest);
};

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
    for (const lang of ['tr', 'en', 'de']) {
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

  it('the German words avoid what the glossary replaces', () => {
    expect(offenders(LOCALES.de)).toEqual([]);
  });

  it('the German words use docs/glossary-de.md’s terms and none of the words it sets aside', () => {
    const terms = germanTerms(readFileSync(GLOSSARY_DE, 'utf8'));
    expect(terms.length).toBeGreaterThan(30);
    const words = germanWords();
    const text = words.map(([, s]) => s).join('\n');
    expect(terms.flatMap(([forms]) => forms.filter((f) => !text.includes(f)))).toEqual([]);
    const found = terms.flatMap(([, avoid]) =>
      avoid.flatMap((w) => words.filter(([, s]) => exactWordRe(w).test(s)).map(([key]) => `${key}: “${w}”`)),
    );
    expect(found).toEqual([]);
  });

  it('the German page says “du”, never the formal “Sie”', () => {
    const words = germanWords();
    expect(words.filter(([, s]) => /(?<!\p{L})(du|dein|deine|deinen|deiner)(?!\p{L})/u.test(s)).length).toBeGreaterThan(20);
    expect(words.filter(([, s]) => FORMAL.test(s)).map(([key]) => key)).toEqual([]);
  });

  it('the German checks find a set-aside word, a missing term and the formal address', () => {
    const [forms, avoid] = germanTerms('| Verlust · Startverlust | loss | loss | Loss · Lernquote |\n')[0];
    expect(forms).toEqual(['Verlust', 'Startverlust']);
    expect(avoid.filter((w) => exactWordRe(w).test('Der Loss fällt; loss.backward() bleibt Code.'))).toEqual(['Loss']);
    expect(exactWordRe('Ebene').test('auf Tensorebene')).toBe(false);
    expect(FORMAL.test('Hier können Sie die Lernrate ändern.')).toBe(true);
    expect(FORMAL.test('Laden Sie die Datei in Ihrem Browser.')).toBe(true);
    expect(FORMAL.test('Die Tabelle zeigt sie. Sie wird ausgeblendet.')).toBe(false);
  });
});
