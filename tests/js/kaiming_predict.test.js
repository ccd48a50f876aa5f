// kaiming_predict.test.js — the Kaiming tab's prediction belongs to every setting its answer moves
// with: the nonlinearity and the second stack's gain as well as the depth and the seed, so a verdict
// made at gain 5/3 is kept for 5/3 when the gain moves (never judged again against the new gain's
// answer). Its choices, question and explanation are worded with the gain and the nonlinearity they
// are for: a kept guess shows the gain it was made at, not the one on screen now.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { setLang, loadLang, t } from '../../web/src/words/i18n.js';
import { PROMPTS, score, settingsOf, caseFor } from '../../web/src/teaching/prompts.js';
import { shownValue, settingsText } from '../../web/src/teaching/predict.js';
import { defaults } from '../../web/src/state/state.js';

let core;
beforeAll(async () => {
  globalThis.document ??= { documentElement: {} };
  core = await coreWithNames(3000);
  return loadLang('en');
});
afterAll(() => {
  setLang('tr');
  core.dispose();
});

const run = (s) => core.section('kaiming', { nLayer: s.k_layers, gain: s.k_gain, probeRows: 1000, seed: s.seed, act: s.k_act });

describe('the Kaiming prediction belongs to its gain and nonlinearity', () => {
  const text = defaults(); // tanh, gain 5/3, 6 layers: the lecture's
  const one = { ...text, k_gain: 1 };
  const relu = { ...text, k_act: 'relu', k_gain: Math.SQRT2 };

  it('a verdict made at gain 5/3 is kept for 5/3 when the gain or the nonlinearity moves', () => {
    const live = PROMPTS.kaiming.live(run(text), text);
    expect(live).toBe('kaiming');
    const first = { guess: 'kaiming', live, ...score('kaiming', 'kaiming', live), settings: settingsOf('kaiming', text) };
    expect(first.close).toBe(true);
    expect(first.settings).toMatchObject({ k_gain: 5 / 3, k_act: 'tanh' });
    // at gain 1 the second stack is the naive one: about the same; the same guess judged against it would be wrong
    const liveOne = PROMPTS.kaiming.live(run(one), one);
    expect(liveOne).toBe('same');
    expect(score('kaiming', 'kaiming', liveOne).close).toBe(false);
    // so the kept verdict is not the case of gain 1, nor of ReLU: it is shown with its own settings
    expect(caseFor('kaiming', first, settingsOf('kaiming', one))).toEqual({ record: first, same: false });
    expect(caseFor('kaiming', first, settingsOf('kaiming', relu))).toEqual({ record: first, same: false });
    expect(caseFor('kaiming', first, settingsOf('kaiming', text)).same).toBe(true);
    // a link keeps the gain to 6 significant digits: 1.66667 is the 5/3 it was made at, 1.7 is not
    expect(caseFor('kaiming', first, settingsOf('kaiming', { ...text, k_gain: 1.66667 })).same).toBe(true);
    expect(caseFor('kaiming', first, settingsOf('kaiming', { ...text, k_gain: 1.7 })).same).toBe(false);
  });

  it('the choice names the gain it is for, "Kaiming" only at the text’s gain for the nonlinearity', () => {
    setLang('en');
    const tx = settingsOf('kaiming', text),
      at1 = settingsOf('kaiming', one);
    expect(shownValue('kaiming', 'kaiming', tx)).toBe('the Kaiming stack (gain 5/3)');
    expect(shownValue('kaiming', 'kaiming', at1)).toBe('the second stack (gain 1)');
    expect(shownValue('kaiming', 'kaiming', settingsOf('kaiming', relu))).toBe('the Kaiming stack (gain √2)');
    expect(shownValue('kaiming', 'kaiming', { ...tx, k_act: 'relu' })).toBe('the second stack (gain 5/3)');
    expect(shownValue('kaiming', 'kaiming', { ...tx, k_gain: 1.5 })).toBe('the second stack (gain 1.5)');
    // the marks' gains as a link writes them (6 significant digits) are still the text's
    expect(shownValue('kaiming', 'kaiming', { ...tx, k_gain: 1.66667 })).toBe('the Kaiming stack (gain 5/3)');
    expect(shownValue('kaiming', 'kaiming', { k_act: 'relu', k_gain: 1.41421 })).toBe('the Kaiming stack (gain √2)');
    // a gain typed to 4 or more significant digits that the text's rounds to is the text's (state.js
    // sameSetting: 1,6667 and 1,4142 are 5/3 and √2); to 3 it is another gain
    expect(shownValue('kaiming', 'kaiming', { ...tx, k_gain: 1.6667 })).toBe('the Kaiming stack (gain 5/3)');
    expect(shownValue('kaiming', 'kaiming', { k_act: 'relu', k_gain: 1.4142 })).toBe('the Kaiming stack (gain √2)');
    expect(shownValue('kaiming', 'kaiming', { ...tx, k_gain: 1.67 })).toBe('the second stack (gain 1.67)');
    // a record kept before the gain was kept with it: not shown with a gain it may not have had
    expect(shownValue('kaiming', 'kaiming', { k_layers: 6, seed: text.seed })).toBe('the second stack (its gain not recorded)');
    expect(shownValue('kaiming', 'naive', at1)).toBe('the naive stack (gain 1)');
    expect(shownValue('kaiming', 'same', at1)).toBe('about the same');
    expect(shownValue('kaiming', 'neither', at1)).toBe('neither: neither keeps its std'); // a guess kept from the earlier question
    setLang('tr');
    expect(shownValue('kaiming', 'kaiming', tx)).toBe('Kaiming yığını (kazanç 5/3)');
    expect(shownValue('kaiming', 'kaiming', { ...tx, k_gain: 1.5 })).toBe('ikinci yığın (kazanç 1,5)');
    setLang('en');
  });

  it('the settings are named readably: the stack by its nonlinearity, the gain as the page writes it', () => {
    setLang('tr');
    expect(settingsText(['k_act', 'k_gain'], relu)).toBe('ReLU yığını; kazanç √2');
    expect(settingsText(['k_gain'], { k_gain: 1.5 })).toBe('kazanç 1,5');
    setLang('en');
    expect(settingsText(['k_act', 'k_gain'], text)).toBe('the tanh stack, gain 5/3');
    expect(settingsText(['k_gain'], one)).toBe('gain 1');
  });

  it('the explanation is the text’s at its own settings, and says the core’s are for others', () => {
    const p = PROMPTS.kaiming;
    expect(p.explain(text)).toBe('explain');
    expect(p.explain(one)).toBe('explainOther');
    expect(p.explain({ ...text, k_layers: 12 })).toBe('explainOther');
    expect(p.explain({ ...text, k_gain: 1.66667 })).toBe('explain');
    expect(p.explain(relu)).toBe('explainRelu');
    expect(p.tex(relu)).toBe('texRelu');
    setLang('en');
    const q = t('lesson.predict.kaiming.q', { n: '6', act: 'ReLU', band: '2%' });
    expect(q).toBe(
      'Of the two stacks of 6 ReLU layers, which keeps its std better, that is, changes it less per layer from the first layer to the last? Or do both change it about the same (per layer, within 2% of each other)?',
    );
    for (const lang of ['tr', 'en']) {
      setLang(lang);
      for (const key of ['explainOther', 'explainRelu']) {
        const s = t(`lesson.predict.kaiming.${key}`, {
          text: 'X',
          now: 'Y',
          gain: '1',
          naiveFirst: 'a',
          naiveLast: 'b',
          textNaiveFirst: 'T1',
          textNaiveLast: 'T2',
        });
        expect(s, `${lang} ${key}`).toMatch(/T1 → T2/); // the text's numbers (pasted_values.test.js: 0,617 → 0,320), quoted as the text's
        expect(s, `${lang} ${key}`).toMatch(/\(Y\)/); // the settings here, named
      }
      expect(t('lesson.predict.kaiming.explainRelu', {}), lang).toContain('√2');
    }
    setLang('en');
  });
});
