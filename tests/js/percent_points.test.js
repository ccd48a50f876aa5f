// percent_points.test.js — the difference of two percentages is said in percentage points ("28,9
// yüzde puan", "28.9 percentage points"), never as a percent ("Fark: %28,9"): the prediction's
// "how far" line and the exercise that compares typed percentages.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setLang, loadLang, t } from '../../web/src/words/i18n.js';
import { farWords } from '../../web/src/teaching/predict.js';

beforeAll(() => {
  globalThis.document ??= { documentElement: {} };
  return loadLang('en');
});
afterAll(() => setLang('tr'));

describe('percentage points are not percents', () => {
  it('the tanh prediction (a percentage) is off by points; a plain number by its value', () => {
    setLang('tr');
    expect(farWords('tanh', 28.94)).toBe('Fark: 28,9 yüzde puan');
    expect(farWords('start', 0.5)).toBe('Fark: 0,50');
    setLang('en');
    expect(farWords('tanh', 28.94)).toBe('Off by: 28.9 percentage points');
  });
  it('the exercise on typed percentages says "yüzde puan" / "percentage point", not a bare "puan"', () => {
    for (const [lang, re, bare] of [
      ['tr', /yüzde puan/, /(?<!yüzde )puan/],
      ['en', /percentage point/, /(?<!percentage )point/],
    ]) {
      setLang(lang);
      for (const k of ['both', 'badOff', 'kaimingOff', 'bothOff']) {
        const s = t(`exercises.e2.${k}`, { bad: '1', kaiming: '2' });
        expect(s, `${lang} ${k}`).toMatch(re);
        expect(s, `${lang} ${k}`).not.toMatch(bare);
      }
    }
  });
});
