// not_drawn.test.js — the words under a chart about the points it left out say why, with the right
// plural (issue 42: a residual gradient norm of 0 on the log axis, r_std 0.01, was "1 non-finite value
// (infinite or undefined) not drawn"). A 0 on a log axis is a 0, not a non-finite value.
import { describe, it, expect, beforeAll } from 'vitest';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { lineData, notDrawnText } from '../../web/src/view/chart_data.js';

beforeAll(() => loadLang('en'));

describe('the points a chart does not draw', () => {
  it('counts a 0 on a log axis apart from a non-finite value', () => {
    const d = lineData(
      [
        {
          label: 'a',
          points: [
            [1, 2],
            [2, 0],
            [3, NaN],
            [4, Infinity],
          ],
        },
      ],
      { logY: true },
    );
    expect(d.dropped).toBe(3);
    expect(d.nonFinite).toBe(2);
    expect(d.nonPositive).toBe(1);
  });
  for (const lang of ['tr', 'en'])
    it(`says each kind in its own words, with its plural (${lang})`, () => {
      setLang(lang);
      const zero = notDrawnText({ nonFinite: 0, nonPositive: 1 });
      expect(zero).not.toMatch(/non-finite|sonlu olmayan/);
      expect(zero).toMatch(lang === 'en' ? /1 value of 0 / : /0 olan 1 değer/);
      expect(notDrawnText({ nonFinite: 1, nonPositive: 0 })).toMatch(lang === 'en' ? /1 non-finite value \(/ : /1 sonlu olmayan değer/);
      expect(notDrawnText({ nonFinite: 2, nonPositive: 0 })).toMatch(lang === 'en' ? /2 non-finite values/ : /2 sonlu olmayan değer/);
      expect(notDrawnText({ nonFinite: 0, nonPositive: 0 })).toBe('');
    });
});
