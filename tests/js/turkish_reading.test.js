// turkish_reading.test.js — what a reread of the Turkish page against its charts fixed, held in
// place: the page speaks to the student as "sen" (no "siz" ending anywhere); an ending after a
// computed number comes from the number's reading ("≈ 3,30’dan", "≈ 3,33’ten"); a sentence that
// gives a number has a subject and a verb ("Son katmanda (L5 tanh) bu pay %5,3."); one word per concept
// (the whole split is "tüm bölme", the variance's divisor is B, as the variance switch says); no
// calque ("afinsiz"); a step count is written the Turkish way (20.000); and where the Turkish and
// the English name the same thing (the exercises in the lesson map and on their cards, the number
// forms the residual prediction reads) they name the same.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setLang, loadLang, t } from '../../web/src/words/i18n.js';
import { LOCALES } from '../../web/src/words/locales/index.js';
import { leaves } from './locale_strings.js';

const TR = leaves(LOCALES.tr);

beforeAll(() => loadLang('en'));
afterAll(() => setLang('tr'));

describe('the Turkish page, reread', () => {
  it('speaks to the student as "sen": no second-person plural ending in any Turkish string', () => {
    const siz = /[a-zçğıöşü](ınız|iniz|unuz|ünüz)(?![a-zçğıöşü])/iu;
    expect(TR.filter(([, s]) => siz.test(s)).map(([k, s]) => `${k}: ${s.slice(0, 60)}`)).toEqual([]);
    expect(siz.test('ayarlarınız bağlantıda kalır')).toBe(true);
    expect(siz.test('ayarların bağlantıda kalır')).toBe(false);
  });

  it('the start tab: the loss starts from ln V with the ending its reading takes', () => {
    setLang('tr');
    expect(t('start.explain', { V: '27', lnV: '3,30' })[1]).toContain('loss doğrudan ≈ 3,30’dan başlar');
    expect(t('start.explain', { V: '28', lnV: '3,33' })[1]).toContain('≈ 3,33’ten başlar');
    setLang('en');
    expect(t('start.explain', { V: '27', lnV: '3.30' })[1]).toContain('the loss starts at ≈ 3.30');
  });

  it("the Kaiming tab: the last layer's share is said in a sentence", () => {
    setLang('tr');
    const vars = {
      n: '6',
      g: '1,67',
      top: 'L1 tanh',
      values: '200.000',
      topSat: '%19,5',
      thr: '0,97',
      last: 'L5 tanh',
      lastSat: '%5,3',
      naiveTop: '%3,2',
    };
    expect(t('kaiming.vsText', vars)).toContain('Son katmanda (L5 tanh) bu pay %5,3.');
    expect(t('kaiming.vsTextGain', { ...vars, g: '1' })).toContain('Son katmanda (L5 tanh) bu pay %5,3.');
  });

  it('one word per concept, no calque, step counts grouped by thousands', () => {
    const unwanted = [
      [/bütün bölme/u, 'the page says “tüm bölme”'],
      [/afinsiz/iu, 'LayerNorm without γ, β is “ağırlık 1, bias 0”'],
      [/ancak azalır/u, '“ancak” is not “only”'],
      [/civarından başlar/u, '“≈ … civarından” says “about” twice'],
      [/\b\d{5,} adım/u, 'a step count is written 20.000'],
    ];
    const found = TR.flatMap(([k, s]) => unwanted.filter(([re]) => re.test(s)).map(([, why]) => `${k}: ${why}`));
    expect(found).toEqual([]);
  });

  it("the BatchNorm matrix's hint divides by B − 1, as the variance switch does", () => {
    for (const lang of ['tr', 'en']) {
      const L = LOCALES[lang];
      expect(L.matrix.varUnbiased).toContain('B−1');
      const g = L.lesson.guide['bn-matrix'].t1;
      expect(`${g.do} ${g.expect}`).toContain('B − 1');
      expect(`${g.do} ${g.expect}`).not.toMatch(/\bn − 1/);
    }
  });

  it('the lesson map names each exercise as its card does, in both languages', () => {
    for (const lang of ['tr', 'en']) {
      const L = LOCALES[lang];
      for (let i = 1; i <= 5; i++) {
        const [head, name] = L.exercises[`e${i}`].title.split(' — ');
        expect(L.lesson.map[`e${i}`], `${lang} e${i}`).toBe(`${head} (${name})`);
      }
    }
  });

  it('the residual prediction names the same number forms in both languages', () => {
    const forms = (s) => ({ sci: /\de-\d/.test(s), power: s.includes('10⁻³'), decimal: /0[,.]001/.test(s) });
    const [tr, en] = ['tr', 'en'].map((l) => LOCALES[l].lesson.predict.residual);
    for (const k of ['guessLabel', 'needGuess']) {
      expect(forms(en[k]), k).toEqual(forms(tr[k]));
      expect(tr[k]).toContain('0,001');
      expect(en[k]).toContain('0.001');
    }
  });
});

import { changedNote, refusedNote } from '../../web/src/words/field_notes.js';
import { say } from '../../web/src/words/say.js';
describe("a number field's notes, read in Turkish and in English", () => {
  it('write the decimal comma and "; " in Turkish, the point and ", " in English; an ending after a number comes from its reading', () => {
    const gain = { label: 'kazanç', min: 0, max: 10, minOpen: true };
    setLang('tr');
    expect(say(changedNote({ ...gain, typed: 12.5, used: 10 }))).toBe('kazanç: 12,5 (0; 10] aralığının dışında; 10 olarak değiştirildi.');
    expect(say(changedNote({ ...gain, typed: 1.41421356, used: 1.41421 }))).toContain('1,41421356 değeri');
    expect(say(refusedNote({ label: 'kazanç', text: 'abc' }))).toBe(
      'kazanç: “abc” sayı olarak okunamadı; şöyle yazılabilir: 2,5 · 2.5 · 5/3 · √2 · 1e-3 · sqrt(2) · 1·10⁻³ · −1.',
    );
    // no template of a field note glues an ending to a number by hand: one would go through {x|case}
    for (const k of ['control', 'controlRounded', 'controlKept']) expect(LOCALES.tr.notes[k]).not.toMatch(/\}’/);
    setLang('en');
    expect(say(changedNote({ ...gain, label: 'gain', typed: 12.5, used: 10 }))).toBe('gain: 12.5 is outside (0, 10]; changed to 10.');
    expect(say(refusedNote({ label: 'gain', text: '' }))).toMatch(/^gain: cannot be empty; type a number \(such as 2\.5 · 2,5/);
  });
});
