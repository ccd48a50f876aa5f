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

// Notes are sentences as data (words/say.js): the number field's note is a msg with the raw typed
// and used numbers, rendered by say(); the range is a sentence of its own with its two ends.
import { changedNote, refusedNote } from '../../web/src/words/field_notes.js';
import { say, numsOf, keysOf } from '../../web/src/words/say.js';

describe('a field note as data', () => {
  const gain = { label: 'gain', min: 0, max: 10, minOpen: true };
  it('carries the typed and the used number raw, and the range as its ends', () => {
    const n = changedNote({ ...gain, typed: 1.41421356, used: 1.41421 });
    expect(n.key).toBe('notes.controlKept');
    expect(numsOf(n).map((x) => [x.name, x.num])).toEqual([
      ['raw', 1.41421356],
      ['value', 1.41421],
    ]);
    const out = changedNote({ ...gain, typed: 50, used: 10 });
    expect(keysOf(out)).toEqual(['notes.control', 'notes.rangeOpen']);
    expect(numsOf(out).map((x) => [x.name, x.num])).toEqual([
      ['raw', 50],
      ['range.lo', 0],
      ['range.hi', 10],
      ['value', 10],
    ]);
    expect(changedNote({ ...gain, typed: 2, used: 2 })).toBe(null);
  });

  for (const lang of ['tr', 'en'])
    it(`says the value used, never a 0 it is not, in the page's signs (${lang})`, () => {
      setLang(lang);
      const eps = say(changedNote({ label: 'eps', min: 1e-12, max: 1, typed: 1e-13, used: 1e-12 }));
      expect(eps).toContain(lang === 'tr' ? '[1·10⁻¹²; 1]' : '[1·10⁻¹², 1]');
      expect(eps).toMatch(/1·10⁻¹³/);
      expect(eps).not.toMatch(/ 0[.,;]?( |$)/);
      // an exercise's field (the bad init's multiplier, [2, 10]): 1e-13 is not "0" there either
      const m = say(changedNote({ label: 'x', min: 2, max: 10, typed: 1e-13, used: 2 }));
      expect(m).toMatch(/1·10⁻¹³/);
      // a value kept to 6 digits inside the range is not "must be a whole number"
      const kept = say(changedNote({ ...gain, typed: 1.41421356, used: 1.41421 }));
      expect(kept).not.toMatch(/whole|tam sayı|outside|dışında/);
      expect(kept).toContain(lang === 'tr' ? '1,41421356' : '1.41421356');
      expect(say(changedNote({ label: 'n', min: 2, max: 12, integer: true, typed: 2.5, used: 3 }))).toMatch(/whole|tam sayı/);
    });

  for (const lang of ['tr', 'en'])
    it(`a refused text is said with every form a field reads (${lang})`, () => {
      setLang(lang);
      const r = say(refusedNote({ label: 'gain', text: 'abc' }));
      expect(r).toContain('“abc”');
      for (const form of ['5/3', '√2', 'sqrt(2)', '1e-3', '1·10⁻³', '−1', lang === 'tr' ? '2,5 · 2.5' : '2.5 · 2,5'])
        expect(r).toContain(form);
      expect(say(refusedNote({ label: 'gain', text: '' }))).toMatch(/empty|boş/);
    });
});

describe('the number typed, as the note quotes it', () => {
  for (const lang of ['tr', 'en'])
    it(`is the student's own text when no written number is it exactly: √2, 5/3 (${lang})`, () => {
      setLang(lang);
      const gain = { label: 'gain', min: 0, max: 10, minOpen: true };
      const root = say(changedNote({ ...gain, typed: Math.SQRT2, used: 1.41421, text: ' √2 ' }));
      expect(root).toMatch(/^gain: √2 /);
      expect(root).not.toMatch(/1[.,]4142135624/); // a rounded √2 is not the value typed
      expect(say(changedNote({ ...gain, typed: 5 / 3, used: 1.66667, text: '5/3' }))).toMatch(/^gain: 5\/3 /);
      // a decimal a note writes exactly is written in the page's signs, whatever sign was typed
      expect(say(changedNote({ ...gain, typed: 1.41421356, used: 1.41421, text: '1.41421356' }))).toContain(
        lang === 'tr' ? '1,41421356' : '1.41421356',
      );
      expect(say(changedNote({ label: 'eps', min: 1e-12, max: 1, typed: 1e-13, used: 1e-12, text: '1e-13' }))).toMatch(/1·10⁻¹³/);
    });
  it('the settings row passes the text typed to its note', () => {
    setLang('en');
    expect(changedText(spec('k_gain', 'x'), Math.SQRT2, 1.41421, '√2')).toMatch(/√2 is kept/);
  });
});

describe('a refused text, quoted', () => {
  it('is cut after 40 characters: a pasted page is not said back whole', () => {
    setLang('en');
    const said = say(refusedNote({ label: 'gain', text: 'x'.repeat(5000) }));
    expect(said).toContain(`“${'x'.repeat(40)}…”`);
    expect(said.length).toBeLessThan(200);
  });
});
