// suffix.test.js — the Turkish ending after a number follows the number as it is read aloud
// (locales/suffix.js). The numbers 0–1000 are spelled out here in full, independently of the
// module, and the endings of each word that can come last are written by hand; the module must
// agree with both for every number and every case. Decimals, thousands, powers and the values
// seen wrong on the page are checked by name; t() applies the ending on the Turkish page only; no
// Turkish template writes an ending by hand after a placeholder, and every ending written after a
// literal number in the Turkish texts agrees with the number's reading.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { suffix, withSuffix, lastWord, spokenLast, CASES } from '../../web/src/words/locales/suffix.js';
import { setLang, loadLang, t } from '../../web/src/words/i18n.js';
import { LOCALES } from '../../web/src/words/locales/index.js';

beforeAll(() => {
  globalThis.document ??= { documentElement: {} };
  return loadLang('en');
});
afterAll(() => setLang('tr'));

// 0–999 999 in words, the long way.
const UNITS = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
function spell(n) {
  if (n === 0) return 'sıfır';
  const words = [];
  const th = Math.floor(n / 1000),
    rest = n % 1000;
  if (th) words.push(...(th === 1 ? [] : spell(th).split(' ')), 'bin');
  const h = Math.floor(rest / 100),
    te = Math.floor((rest % 100) / 10),
    u = rest % 10;
  if (h) words.push(...(h === 1 ? [] : [UNITS[h]]), 'yüz');
  if (te) words.push(TENS[te]);
  if (u) words.push(UNITS[u]);
  return words.join(' ');
}

// Each word's endings, written by hand: acc, poss, loc, abl, dat, gen, ins, lik, pl, cop.
const ENDINGS = {
  sıfır: 'ı ı da dan a ın la lık lar dır',
  bir: 'i i de den e in le lik ler dir',
  iki: 'yi si de den ye nin yle lik ler dir',
  üç: 'ü ü te ten e ün le lük ler tür',
  dört: 'ü ü te ten e ün le lük ler tür',
  beş: 'i i te ten e in le lik ler tir',
  altı: 'yı sı da dan ya nın yla lık lar dır',
  yedi: 'yi si de den ye nin yle lik ler dir',
  sekiz: 'i i de den e in le lik ler dir',
  dokuz: 'u u da dan a un la luk lar dur',
  on: 'u u da dan a un la luk lar dur',
  yirmi: 'yi si de den ye nin yle lik ler dir',
  otuz: 'u u da dan a un la luk lar dur',
  kırk: 'ı ı ta tan a ın la lık lar tır',
  elli: 'yi si de den ye nin yle lik ler dir',
  altmış: 'ı ı ta tan a ın la lık lar tır',
  yetmiş: 'i i te ten e in le lik ler tir',
  seksen: 'i i de den e in le lik ler dir',
  doksan: 'ı ı da dan a ın la lık lar dır',
  yüz: 'ü ü de den e ün le lük ler dür',
  bin: 'i i de den e in le lik ler dir',
  milyon: 'u u da dan a un la luk lar dur',
  milyar: 'ı ı da dan a ın la lık lar dır',
};
const byHand = (word, kase) => `’${ENDINGS[word].split(' ')[CASES.indexOf(kase)]}`;

describe('the ending after a number', () => {
  it('the hand table has every case of the module', () => {
    expect(CASES).toEqual(['acc', 'poss', 'loc', 'abl', 'dat', 'gen', 'ins', 'lik', 'pl', 'cop']);
    for (const e of Object.values(ENDINGS)) expect(e.split(' ')).toHaveLength(CASES.length);
  });

  it('0–1000, every case: the ending of the last word of the number spelled out', () => {
    const wrong = [];
    for (let n = 0; n <= 1000; n++) {
      const last = spell(n).split(' ').pop();
      if (lastWord(n) !== last) wrong.push(`${n}: ${lastWord(n)} ≠ ${last}`);
      for (const kase of CASES) {
        const got = suffix(String(n), kase);
        if (got !== byHand(last, kase)) wrong.push(`${n} ${kase}: ${got} ≠ ${byHand(last, kase)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the values seen wrong on the page, both the accusative and the possessive', () => {
    // "%78,9": yüzde yetmiş sekiz virgül dokuz — the ending follows dokuz, not "yüzde".
    expect(withSuffix('%78,9', 'acc')).toBe('%78,9’u');
    expect(withSuffix('%89,3', 'poss')).toBe('%89,3’ü');
    expect(withSuffix('%1,3', 'poss')).toBe('%1,3’ü');
    expect(withSuffix('%100,0', 'poss')).toBe('%100,0’ı');
    expect(withSuffix('%99,7', 'poss')).toBe('%99,7’si');
    expect(withSuffix('%99,7', 'acc')).toBe('%99,7’yi');
    expect(withSuffix('%99,6', 'poss')).toBe('%99,6’sı');
    expect(withSuffix('%99,6', 'acc')).toBe('%99,6’yı');
    expect(withSuffix('%82,2', 'poss')).toBe('%82,2’si');
    expect(withSuffix('%82,2', 'acc')).toBe('%82,2’yi');
  });

  it('decimals are read as a whole number, thousands by their last group, powers by the exponent', () => {
    const cases = [
      ['0,05', 'abl', '’ten'], // sıfır virgül sıfır beş
      ['0,00', 'loc', '’da'], // … sıfır
      ['1.234,5', 'dat', '’e'],
      ['0,10', 'loc', '’da'], // virgül on
      ['2.000', 'loc', '’de'], // iki bin
      ['1.500', 'acc', '’ü'], // bin beş yüz
      ['20.000', 'gen', '’in'],
      ['1.000.000', 'loc', '’da'], // bir milyon
      ['3.000.000.000', 'gen', '’ın'], // üç milyar
      ['2.000.040', 'abl', '’tan'], // iki milyon kırk
      ['10⁻⁶', 'dat', '’ya'], // on üzeri eksi altı
      ['10⁻²⁰', 'gen', '’nin'],
      ['3,70·10⁻³', 'abl', '’ten'],
      ['1,1·10⁻⁸', 'loc', '’de'],
      ['1.23e-06', 'dat', '’ya'],
      ['−3', 'abl', '’ten'], // eksi üç
      ['×5', 'loc', '’te'],
      ['5/3', 'gen', '’ün'], // beş bölü üç
      ['5.4', 'gen', '’ün'], // a section: beş nokta dört
      ['40', 'lik', '’lık'],
      ['∞', 'acc', '’u'], // sonsuz
    ];
    for (const [v, kase, want] of cases) expect(`${v} ${kase} ${suffix(v, kase)}`).toBe(`${v} ${kase} ${want}`);
    expect(suffix(10, 'loc')).toBe('’da'); // a JS number
    expect(suffix(0.7, 'acc')).toBe('’yi');
    expect(spokenLast('lr')).toBe(null);
    expect(withSuffix('Kaiming', 'gen')).toBe('Kaiming’in'); // a word: by its letters
    expect(() => suffix('3', 'nom')).toThrow(/unknown case/);
  });
});

// Every string of a table, with its key.
function strings(table, prefix = '') {
  return Object.entries(table).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') return [[path, v]];
    if (Array.isArray(v)) return v.map((s, i) => [`${path}[${i}]`, s]);
    return v && typeof v === 'object' ? strings(v, path) : [];
  });
}

describe('the templates use it', () => {
  it('t() writes the ending on the Turkish page; the English page has none', () => {
    setLang('tr');
    const tr = t('tanh.reading', { bad: '5', bad_pct: '%78,9', k_pct: '%19,5', thr: '0,97', dead: '3' });
    expect(tr).toContain('tanh çıktılarının %78,9’u |h| > 0,97’de');
    expect(t('residual.reading', { d0: '10', p0: '1', d1: '50', p1: '0', r0: '1', r1: '2', ratio: '2' })).toMatch(
      /derinlik 10’da 1, 50’de 0/,
    );
    expect(t('playground.warn.saturated', { step: '300', layer: 'L3', value: '%99,7', ref: '%99' })).toContain('%99,7’si |h|');
    setLang('en');
    expect(t('tanh.reading', { bad: '5', bad_pct: '78.9%', k_pct: '19.5%', thr: '0.97', dead: '3' })).not.toMatch(/’|\|poss/);
    setLang('tr');
  });

  it('no Turkish template writes an ending by hand after a placeholder; no English one names a case', () => {
    const byHandAfterPlaceholder = strings(LOCALES.tr)
      .filter(([, s]) => /\}['’][a-zçğıöşü]/.test(s))
      .map(([k]) => k);
    expect(byHandAfterPlaceholder).toEqual([]);
    const cases = new Set(CASES);
    const unknown = strings(LOCALES.tr).flatMap(([k, s]) =>
      [...s.matchAll(/\{\w+\|(\w+)\}/g)].filter((m) => !cases.has(m[1])).map(() => k),
    );
    expect(unknown).toEqual([]);
    expect(
      strings(LOCALES.en)
        .filter(([, s]) => /\{\w+\|\w+\}/.test(s))
        .map(([k]) => k),
    ).toEqual([]);
  });

  it('an ending written after a literal number in the Turkish texts agrees with its reading', () => {
    const NUM = /(?<![\p{L}\d])(\d[\d.,]*(?:·10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?(?:e-\d+)?|10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)’([a-zçğıöşü]+)/gu;
    const seen = [],
      wrong = [];
    for (const [key, s] of strings(LOCALES.tr)) {
      for (const [, num, written] of s.matchAll(NUM)) {
        seen.push(num);
        const fits = CASES.some((kase) => written.startsWith(suffix(num, kase).slice(1)));
        if (!fits) wrong.push(`${key}: ${num}’${written}`);
      }
    }
    expect(seen.length).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
    // The check itself finds a wrong one.
    expect(CASES.some((kase) => 'i'.startsWith(suffix('%78,9', kase).slice(1)))).toBe(false);
  });
});
