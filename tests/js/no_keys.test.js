// no_keys.test.js — no message key reaches the screen (issue 42: the BatchNorm tab's "try this"
// buttons read "… as in the text: lesson.predict.at.bn_eps; …"): every try's button and expectation
// and every setting a prediction or a try names, in both languages, is words.
import { describe, it, expect, beforeAll } from 'vitest';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { TRIES } from '../../web/src/teaching/tries.js';
import { doText } from '../../web/src/teaching/guide.js';
import { settingsText } from '../../web/src/teaching/prompt_words.js';
import { PROMPTS } from '../../web/src/teaching/prompts.js';
import { defaults } from '../../web/src/state/state.js';
import { t } from '../../web/src/words/i18n.js';

// a locale key as t() returns it when it has no entry: dotted lower-case names ("lesson.predict.at.bn_eps")
export const KEY = /\b[a-z][a-zA-Z_-]*(?:\.[a-zA-Z_][\w-]*)+\b/;

beforeAll(() => Promise.all([loadLang('en'), loadLang('de')]));

describe('no message key on screen', () => {
  for (const lang of ['tr', 'en', 'de'])
    it(`the "try this" buttons and the settings a prediction names (${lang})`, () => {
      setLang(lang);
      const shown = [];
      for (const [tab, tries] of Object.entries(TRIES))
        for (const x of tries) shown.push(doText(tab, x), t(`lesson.guide.${tab}.${x.id}.expect`));
      for (const p of Object.values(PROMPTS)) for (const name of p.depends ?? []) shown.push(settingsText([name], defaults()));
      expect(shown.filter((s) => typeof s !== 'string' || KEY.test(s))).toEqual([]);
      // the text's eps is 1e-5, said as it is, never rounded to 0
      expect(doText('batchnorm', TRIES.batchnorm[0])).toMatch(/eps 0[,.]00001\b/);
    });
});

// A setting a sentence names ("… as in the text: eps 0,00001; γ 1"): a message per setting with its
// value as a number of its own (say.js num, from the settings), at every tab's every setting, at its
// default and its range's ends. pg_lr, pg_sched and pg_steps had no message: their key was the phrase.
import { settingSaid } from '../../web/src/teaching/prompt_words.js';
import { say } from '../../web/src/words/say.js';
import { checkSaid } from './claims/said.js';
import { MANIFESTS } from '../../web/src/tabs/manifests.js';

describe('every setting named in a sentence is words, its value its own', () => {
  const rows = MANIFESTS.flatMap((m) => m.settings ?? []);
  for (const lang of ['tr', 'en'])
    it(`every tab's every setting (${lang})`, () => {
      setLang(lang);
      const problems = [];
      for (const f of rows)
        for (const v of [f.def, f.min, f.max].filter((x) => x !== undefined)) {
          const s = { ...defaults(), [f.name]: v };
          const m = settingSaid(f.name, s);
          const text = say(m);
          if (typeof text !== 'string' || KEY.test(text)) problems.push(`${f.name}=${v}: ${text}`);
          problems.push(...checkSaid([m], { s }).map((p) => `${f.name}=${v}: ${p}`));
        }
      expect(problems).toEqual([]);
    });
});
