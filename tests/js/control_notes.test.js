// control_notes.test.js — the note under a row of controls says what happened to a typed value, and
// the value it names is the value used (issue 42): a gain of 1,41421356 is inside (0; 10] and is kept
// to the 6 significant digits a setting holds, never "outside"; eps 0 or 1e-13 is raised to the
// smallest eps the page allows, 1·10⁻¹², never "changed to 0".
import { describe, it, expect, beforeAll } from 'vitest';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { changedText } from '../../web/src/view/controls.js';
import { coerce, field } from '../../web/src/state/state.js';
import { parseTypedNumber } from '../../web/src/state/typed_number.js';

beforeAll(() => loadLang('en'));
const spec = (name, label) => ({ name, label });
const said = (name, typed, label = 'x') => {
  const v = parseTypedNumber(typed).value;
  const used = coerce(name, v);
  return { used, text: changedText(spec(name, label), v, used) };
};

describe('the note on a typed value', () => {
  for (const lang of ['tr', 'en'])
    it(`names the value used and why (${lang})`, () => {
      setLang(lang);
      const g = said('k_gain', lang === 'tr' ? '1,41421356' : '1.41421356');
      expect(g.used).toBe(1.41421);
      expect(g.text).not.toMatch(/outside|dışında/);
      expect(g.text).toContain(lang === 'tr' ? '1,41421' : '1.41421');
      const fifth = said('k_gain', '5/3');
      expect(fifth.used).toBe(1.66667);
      expect(fifth.text).not.toMatch(/outside|dışında/);
      const r = said('r_std', lang === 'tr' ? '0,0123456789' : '0.0123456789');
      expect(r.text).not.toMatch(/outside|dışında/);
      for (const typed of ['0', '1e-13']) {
        const e = said('bn_eps', typed);
        expect(e.used).toBe(field('bn_eps').min);
        expect(e.text).toMatch(/10⁻¹²/);
        expect(e.text).not.toMatch(/(changed to|olarak değiştirildi|yerine) 0[.,;]?( |$)/);
      }
      // the text said is the one of the int rounding and of the range as before
      expect(said('k_layers', '2,5').text).toMatch(/whole|tam sayı/);
      expect(said('k_gain', '50').text).toMatch(/outside|dışında/);
    });
});
