// claims_sample.test.js — the sentences of claims/sample.js's settings, rendered in node as the claims
// test checks them (tab.sentences on the core's result) and held to the same table. With
// CLAIMS_SAMPLE_OUT set (the browser test does so), they are also written to that file, for the
// browser test to compare with what the page shows at the same settings.
import { it, expect, beforeAll, afterAll } from 'vitest';
import { writeFileSync } from 'node:fs';
import { coreWithNames } from './module_fixture.js';
import { setLang, loadLang, traceSaid } from '../../web/src/words/i18n.js';
import { TAB_MODULES } from '../../web/src/tabs/index.js';
import { defaults } from '../../web/src/state/state.js';
import { CLAIMS, NAME, TEXT } from './claims/table.js';
import { SAMPLE } from './claims/sample.js';

let core;
beforeAll(async () => {
  globalThis.document ??= { documentElement: {} };
  core = await coreWithNames(Infinity); // the shipped list, whole, as the page has it
  await loadLang('en');
});
afterAll(() => {
  setLang('tr');
  core.dispose();
});

it('the sample of settings off the text’s path: every sentence true, written for the browser test', () => {
  const out = [];
  for (const [id, lang, patch] of SAMPLE) {
    const tab = TAB_MODULES[id];
    const s = { ...defaults(), ...patch };
    const r = core.section(id, tab.knobs(s));
    setLang(lang);
    const { value, said } = traceSaid(() => tab.sentences(r, { state: s, recipe: core.recipe(), names: { shipped: true, vocabSize: 27 } }));
    for (const { key, vars } of said) {
      expect(key in CLAIMS, key).toBe(true);
      const claim = CLAIMS[key];
      if (claim !== NAME && claim !== TEXT) expect(claim({ r, s, v: vars }), `${id} ${key}`).toBe(true);
    }
    out.push({ id, lang, patch, sentences: value });
  }
  if (process.env.CLAIMS_SAMPLE_OUT) writeFileSync(process.env.CLAIMS_SAMPLE_OUT, JSON.stringify(out));
  expect(out).toHaveLength(SAMPLE.length);
});
