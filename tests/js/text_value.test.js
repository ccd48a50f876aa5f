// text_value.test.js — one definition of "the text's value" (state.js atText), used by the note on
// the lecture's settings, its "use the text's settings" button, the Kaiming names (5/3, √2) and the
// prediction's explanation (issue 42): a link's 1.66667 (the store keeps 6 significant digits) is the
// text's 5/3, so after "use the text's settings" the note and its button are gone and no sentence
// says "gain 5/3, not 5/3"; a gain typed to 4 or more significant digits that the text's rounds to
// (1,4142) is the text's √2, 1,41 is not.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { setLang, loadLang, traceSaid } from '../../web/src/words/i18n.js';
import { TAB_MODULES } from '../../web/src/tabs/index.js';
import { defaults, coerce, atText, sameKept } from '../../web/src/state/state.js';
import { isTextGain, namedGain, offTheText } from '../../web/src/teaching/prompts.js';
import { lectureDiffers } from '../../web/src/tabs/common.js';

let core;
beforeAll(async () => {
  globalThis.document ??= { documentElement: {} };
  core = await coreWithNames(Infinity);
  await loadLang('en');
});
afterAll(() => core.dispose());

describe('sameKept: the one rule of "the same kept value"', () => {
  it('is the same kept value, or a value past 6 digits (5/3, √2) rounded to the precision the other was typed to, 4 digits at least', () => {
    expect(sameKept(1.4142, Math.SQRT2)).toBe(true); // typed to 5 digits: √2 rounded to 5 is 1.4142
    expect(sameKept(Math.SQRT2, 1.4142)).toBe(true); // either order
    expect(sameKept(1.41421, Math.SQRT2)).toBe(true); // the store's 6 digits
    expect(sameKept(1.414, Math.SQRT2)).toBe(true);
    expect(sameKept(1.41, Math.SQRT2)).toBe(false); // 3 digits name many gains
    expect(sameKept(1, Math.SQRT2)).toBe(false);
    expect(sameKept(1.4143, Math.SQRT2)).toBe(false);
    expect(sameKept(1.66667, 5 / 3)).toBe(true);
    expect(sameKept(1.667, 5 / 3)).toBe(true);
    expect(sameKept(1.67, 5 / 3)).toBe(false);
    expect(sameKept(1e-12, 1e-12)).toBe(true);
    expect(sameKept(1e-5, 1.00001e-5)).toBe(false);
    expect(sameKept(0.12341, 0.1234)).toBe(false); // two values the store keeps apart
    expect(sameKept(1.6667, 1.66667)).toBe(false);
    expect(sameKept(1.41421356, Math.SQRT2)).toBe(true); // kept alike: 1.41421
    expect(sameKept([[1, 2]], [[1, 2]])).toBe(true);
    expect(sameKept('tanh', 'relu')).toBe(false);
    expect(sameKept(NaN, NaN)).toBe(false);
  });
});

describe("the text's value", () => {
  it('is the kept value of the text’s, or a value of 4+ significant digits the text’s rounds to', () => {
    expect(atText('k_gain', coerce('k_gain', 5 / 3))).toBe(true);
    expect(atText('k_gain', 1.6667)).toBe(true);
    expect(atText('k_gain', 1.67)).toBe(false);
    expect(atText('k_gain', 1.2)).toBe(false);
    expect(isTextGain(1.4142, 'relu')).toBe(true);
    expect(isTextGain(1.41421, 'relu')).toBe(true);
    expect(isTextGain(1.41, 'relu')).toBe(false);
    expect(namedGain(1.66667)).toBe('5/3');
    expect(offTheText(['k_gain', 'k_layers'], { ...defaults(), k_gain: 1.66667 })).toEqual([]);
  });

  for (const lang of ['tr', 'en'])
    it(`after "use the text's settings" (the store's 1.66667) no note, no button, no "5/3, not 5/3" (${lang})`, () => {
      setLang(lang);
      const tab = TAB_MODULES.kaiming;
      const state = { ...defaults() };
      for (const f of tab.lectureControls) state[f.name] = coerce(f.name, defaults()[f.name]);
      expect(state.k_gain).toBe(1.66667);
      const ctx = { state, recipe: core.recipe(), names: { shipped: true } };
      expect(lectureDiffers(ctx, tab.lectureControls, { button: true })).toBe('');
      const r = core.section('kaiming', tab.knobs(state));
      const { value, said } = traceSaid(() => tab.sentences(r, ctx));
      const text = value.map((x) => x.text).join(' ');
      expect(text).not.toMatch(/5\/3, not 5\/3|5\/3 değil/);
      expect(said.map((x) => x.key)).not.toContain('kaiming.vsTextGain');
      expect(said.map((x) => x.key)).not.toContain('kaiming.withSecond');
    });
});
