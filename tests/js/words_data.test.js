// words_data.test.js — issue 42, "every sentence a message": a tab with a words module
// (tabs/<id>/words.js) decides its prose there alone. Its view fills no message with numbers of its
// own (t(key, { … }) in tab.js) and joins no translated pieces in code (`${t(…)} …`): it places what
// say() renders of the words module's sentences, which the claims test checks against the result.
// The BatchNorm tab's eps, train/eval, bias, bias-watch and collapse sentences were built in its
// view, where the claims test never saw them.
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';

const WORDED = ['batchnorm', 'residual'];
const src = (id, file) => new URL(`../../web/src/tabs/${id}/${file}`, import.meta.url);

// t('key', { … }) or t(`key`, { … }) or t(label, { … }): a message filled in the view
const FILLED = /\bt\(\s*[^(),]+,\s*\{/g;
// a translated piece joined to another in a template literal
const JOINED = /`[^`]*\$\{\s*t\([^`]*\$\{/g;

describe('a tab with a words module decides its prose there alone', () => {
  for (const id of WORDED)
    it(id, async () => {
      expect(existsSync(src(id, 'words.js'))).toBe(true);
      const tab = readFileSync(src(id, 'tab.js'), 'utf8');
      expect(tab.match(FILLED) ?? []).toEqual([]);
      expect(tab.match(JOINED) ?? []).toEqual([]);
      const words = readFileSync(src(id, 'words.js'), 'utf8');
      expect(words).not.toMatch(/from '\.\.\/\.\.\/view\/|document\.|\bel\(/); // pure: no DOM
      expect(words).not.toMatch(/\bt\(/); // sentences as msg(), rendered by say() alone
    });
});

// 5.10's coupling (teaching/batchnorm_notes.js): the sentence under the batchmates' table says how far
// the example's outputs moved since the previous batch, each number the change between two of the
// core's results; the text's point holds of them: BatchNorm's moved, LayerNorm's did not.
import { coreWithNames } from './module_fixture.js';
import { setLang } from '../../web/src/words/i18n.js';
import { ROW, AMONG } from '../../web/src/teaching/chapter.js';
import { moved, derived } from '../../web/src/tabs/batchnorm/words.js';
import { checkSaid } from './claims/said.js';

describe('the batchmates sentence of 5.10', () => {
  it('quotes the change between the two results, BatchNorm’s moved and LayerNorm’s not', async () => {
    globalThis.document ??= { documentElement: {} };
    const core = await coreWithNames(100);
    const out = (mates) => {
      const run = (kind) => Array.from(core.section('normMatrix', { kind, variance: 'biased', x: [ROW, ...mates] }).norm.y[0]);
      return { bn: run('batch'), ln: run('layer') };
    };
    const before = out(AMONG.A),
      now = out(AMONG.B);
    setLang('tr');
    expect(checkSaid([moved(now, before)], { now, before }, derived)).toEqual([]);
    expect(derived.movedBn({ now, before })).toBeGreaterThan(0.01);
    expect(derived.movedLn({ now, before })).toBeLessThan(1e-6);
    core.dispose();
  });
});
