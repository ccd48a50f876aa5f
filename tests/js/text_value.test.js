// text_value.test.js — one definition of "the text's value" (state.js atText), used by the note on
// the lecture's settings, its "use the text's settings" button, the Kaiming names (5/3, √2) and the
// prediction's explanation (issue 42): a link's 1.66667 (the store keeps 6 significant digits) is the
// text's 5/3, so after "use the text's settings" the note and its button are gone and no sentence
// says "gain 5/3, not 5/3"; a gain typed to 4 or more significant digits that the text's rounds to
// (1,4142) is the text's √2, 1,41 is not.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { setLang, loadLang, traceSaid, t, fmt, int, short } from '../../web/src/words/i18n.js';
import { TAB_MODULES } from '../../web/src/tabs/index.js';
import { defaults, coerce, atText, sameKept, keptNumber } from '../../web/src/state/state.js';
import { parseTypedNumber } from '../../web/src/state/typed_number.js';
import { isTextGain, namedGain, offTheText, settingsOf, sameSettings, differing } from '../../web/src/teaching/prompts.js';
import { shownValue } from '../../web/src/teaching/prompt_words.js';
import { lectureDiffers } from '../../web/src/tabs/common.js';
import { ACTS } from '../../web/src/tabs/kaiming/manifest.js';
import * as kaimingWords from '../../web/src/tabs/kaiming/words.js';
import { NOTEBOOK_TABS } from '../../web/src/pytorch/notebook_tabs.js';
import { keysOf, say } from '../../web/src/words/say.js';
import { saturationVerdict, TEXT_MULTIPLIER } from '../../web/src/exercises/verdicts.js';

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

// Every place that asks "is this the text's gain" (or "the same setting") answers by the one rule
// (tabs/checks.js sameKept / sameSetting), for the value as the store keeps it: the slider's 5/3 and
// √2 kept to 6 significant digits (1.66667, 1.41421), and a typed "1,4142". That one is √2 by the
// kept-value rule: it is typed to 5 significant digits (4 or more), and √2 rounded to 5 is 1.4142.
describe('the kept value through every place that asks "is this the text’s gain"', () => {
  const CASES = [
    ['tanh', () => keptNumber(5 / 3), '5/3'],
    ['relu', () => keptNumber(Math.SQRT2), '√2'],
    ['relu', () => parseTypedNumber('1,4142').value, '√2'],
  ];
  for (const [act, value, name] of CASES)
    it(`${act} at ${value()} is the text's ${name}`, () => {
      setLang('en');
      const g = value();
      expect(coerce('k_gain', g)).toBe(g); // the store keeps it as it is
      expect(sameKept(g, ACTS[act].gain)).toBe(true);
      expect(isTextGain(g, act)).toBe(true); // the tab's names, the notebook, the prompts
      expect(namedGain(g)).toBe(name); // the note on the lecture's settings, the prompts' gain
      // the tanh stack's gain is the lecture's setting: no note, the explanation is the text's
      if (act === 'tanh') {
        expect(atText('k_gain', g)).toBe(true);
        expect(offTheText(['k_gain'], { k_gain: g })).toEqual([]);
      }
      const s = { ...defaults(), k_act: act, k_gain: g };
      // the prediction's choice and a prediction kept at the exact gain (the same case)
      expect(shownValue('kaiming', 'kaiming', settingsOf('kaiming', s))).toBe(`the Kaiming stack (gain ${name})`);
      expect(sameSettings(settingsOf('kaiming', s), settingsOf('kaiming', { ...s, k_gain: ACTS[act].gain }))).toBe(true);
      expect(differing(settingsOf('kaiming', s), settingsOf('kaiming', { ...s, k_gain: ACTS[act].gain }))).toEqual([]);
      // the tab's words and the notebook's legend, from the core's result at that gain
      const tab = TAB_MODULES.kaiming;
      const r = core.section('kaiming', tab.knobs(s));
      expect(kaimingWords.named(r)).toBe(true);
      expect(keysOf(kaimingWords.stackName(r))).toContain('kaiming.kaiming');
      const ctx = { state: s, recipe: core.recipe(), names: { shipped: true } };
      const keys = kaimingWords.sentences(r, s, ctx).flatMap(keysOf);
      expect(keys).not.toContain('kaiming.withSecond');
      if (act === 'tanh') expect(keys).toContain('kaiming.vsText');
      else expect(keys).toContain('kaiming.stacksRelu.text');
      const plot = NOTEBOOK_TABS.kaiming.plot(tab.knobs(s), { t, fmt, int, short, recipe: core.recipe() }).join('\n');
      const second = say(kaimingWords.seriesNames(r)[1]); // the std chart's and the notebook's legend
      expect(second).toMatch(new RegExp(`Kaiming.*${name.replace('/', '\\/')}`));
      expect(plot).toContain(JSON.stringify(second));
    });

  it('a value the store keeps apart from the text’s is not it, in every place', () => {
    for (const g of [1.2, 1.41, 1.4143, 1.67]) {
      expect(isTextGain(g, 'tanh') || isTextGain(g, 'relu')).toBe(false);
      expect(namedGain(g)).toBe(null);
      expect(atText('k_gain', g)).toBe(false);
      expect(sameSettings({ k_gain: g }, { k_gain: 5 / 3 }) || sameSettings({ k_gain: g }, { k_gain: Math.SQRT2 })).toBe(false);
    }
  });

  it('the exercise that refuses the text’s ×5 asks by the same rule', () => {
    const r = { badInit: keptNumber(TEXT_MULTIPLIER), badInitPct: 79, kaimingPct: 19 };
    expect(saturationVerdict(r, { bad: 1, kaiming: 1 }).reason).toBe('textMultiplier');
    expect(saturationVerdict({ ...r, badInit: 5.01 }, { bad: 1, kaiming: 1 }).reason).not.toBe('textMultiplier');
  });
});
