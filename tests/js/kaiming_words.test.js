// kaiming_words.test.js — the Kaiming tab's words as data (tabs/kaiming/words.js) at the links of
// issue 42, read through the page's own parse() and coerce(): a link's 1.66667 and 1.41421 are the
// text's 5/3 and √2 (one rule: the manifest's isTextGain on state's sameSetting), and the text's own
// answer is never judged wrong beside the explanation that the text's gain gives the variance back.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { TAB_MODULES } from '../../web/src/tabs/index.js';
import { parse, coerce, field } from '../../web/src/state/state.js';
import { keysOf, say } from '../../web/src/words/say.js';
import { PROMPTS, perLayer } from '../../web/src/teaching/prompts.js';
import { explanationText } from '../../web/src/teaching/prompt_words.js';
import { sig } from '../../web/src/words/i18n.js';
import { ACTS, isTextGain, namedGain } from '../../web/src/tabs/kaiming/manifest.js';
import * as words from '../../web/src/tabs/kaiming/words.js';
import { checkSaid } from './claims/said.js';
import { NOTEBOOK_TABS } from '../../web/src/pytorch/notebook_tabs.js';
import { t, fmt, int, short } from '../../web/src/words/i18n.js';

let core;
beforeAll(async () => {
  globalThis.document ??= { documentElement: {} };
  core = await coreWithNames(Infinity);
  await loadLang('en');
});
afterAll(() => {
  setLang('tr');
  core.dispose();
});

const tab = TAB_MODULES.kaiming;
// the settings a link gives, as the page holds them, and the tab's sentences for its result
const at = (search) => {
  const { state } = parse(search);
  const r = core.section('kaiming', tab.knobs(state));
  const ctx = { state, recipe: core.recipe(), names: { shipped: true } };
  return { state, r, ctx, sentences: words.sentences(r, state, ctx) };
};
const keys = (sentences) => sentences.flatMap(keysOf);
const text = (sentences) => sentences.map((s) => [].concat(say(s)).join(' ')).join(' ');

describe('the nonlinearities, one table', () => {
  it('names the text’s gains as the store keeps them', () => {
    expect(isTextGain(coerce('k_gain', 5 / 3), 'tanh')).toBe(true);
    expect(isTextGain(coerce('k_gain', Math.SQRT2), 'relu')).toBe(true);
    expect(isTextGain(coerce('k_gain', Math.SQRT2), 'tanh')).toBe(false);
    expect(namedGain(1.41421)).toBe(ACTS.relu.gainName);
    expect(namedGain(1.66667)).toBe(ACTS.tanh.gainName);
    expect(ACTS.tanh.gain).toBe(field('k_gain').def); // the lecture's setting is the text's tanh gain
  });
});

describe("issue 42's links", () => {
  for (const lang of ['tr', 'en'])
    it(`k_gain=1.2, then "use the text's settings": the Kaiming stack, at 5/3, named once (${lang})`, () => {
      setLang(lang);
      const before = at('?tab=kaiming&k_gain=1.2');
      expect(keys(before.sentences)).toContain('kaiming.withSecond');
      // the button sets each lecture setting to its default through the store's coercion
      const s = Object.fromEntries(tab.lectureControls.map((f) => [f.name, coerce(f.name, field(f.name).def)]));
      const after = at(`?${new URLSearchParams(Object.entries({ tab: 'kaiming', ...s }).map(([k, v]) => [k, String(v)]))}`);
      expect(after.state.k_gain).toBe(1.66667);
      expect(keys(after.sentences)).toContain('kaiming.withKaiming');
      expect(keys(after.sentences)).toContain('kaiming.vsText');
      expect(keys(after.sentences)).not.toContain('kaiming.withSecond');
      expect(text(after.sentences)).not.toMatch(/5\/3, not 5\/3|5\/3 değil/);
      expect(checkSaid(after.sentences, { r: after.r, s: after.state, recipe: after.ctx.recipe }, words.derived)).toEqual([]);
    });

  for (const seed of [0, 1])
    for (const lang of ['tr', 'en'])
      it(`ReLU, 12 layers, the link's √2 (1.41421), seed ${seed}: the Kaiming stack holds, the answer is it (${lang})`, () => {
        setLang(lang);
        const { state, r, ctx, sentences } = at(`?tab=kaiming&k_act=relu&k_layers=12&k_gain=1.41421&seed=${seed}`);
        expect(state.k_gain).toBe(1.41421);
        expect(PROMPTS.kaiming.live(r, state)).toBe('kaiming');
        const k = keys(sentences);
        expect(k).toContain('kaiming.hold.kaiming.holds');
        expect(k).toContain('kaiming.stacksRelu.text');
        expect(k).not.toContain('kaiming.hold.kaiming.grows');
        expect(checkSaid(sentences, { r, s: state, recipe: ctx.recipe }, words.derived)).toEqual([]);
        // the revealed explanation says how far each stack moves per layer, beside the text's √2
        const why = explanationText('kaiming', r, state);
        expect(why).toContain(sig(perLayer(r.naive.std), 3));
        expect(why).toContain(sig(perLayer(r.kaiming.std), 3));
        expect(why).toContain('√2');
      });
});

// issue 42: the notebook's chart called the second stack "Kaiming (gain 1.20)" at gain 1.2 and the
// naive one "gain 1.00": its legend is the page's (the same keys and gains as the std chart's).
describe('the notebook’s legend names the stacks as the page does', () => {
  for (const [search, act] of [
    ['?tab=kaiming&k_gain=1.2', 'tanh'],
    ['?tab=kaiming&k_gain=1.66667', 'tanh'],
    ['?tab=kaiming&k_act=relu&k_gain=1.41421', 'relu'],
    ['?tab=kaiming&k_act=relu&k_gain=1.66667', 'relu'],
  ])
    for (const lang of ['tr', 'en'])
      it(`${search} (${lang})`, () => {
        setLang(lang);
        const { state, r } = at(search);
        expect(r.act).toBe(act);
        const plot = NOTEBOOK_TABS.kaiming.plot(tab.knobs(state), { t, fmt, int, short, recipe: core.recipe() }).join('\n');
        for (const name of words.seriesNames(r).map(say)) expect(plot).toContain(JSON.stringify(name));
      });
});
