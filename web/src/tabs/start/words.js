// tabs/start/words.js — the only place the starting-loss tab's prose is decided: each sentence as
// data (words/say.js msg with raw numbers by num(), each naming its source). The view places
// say(s). No DOM.
import { num, msg } from '../../words/say.js';

// The values a sentence quotes that no result field holds as such ('derived:<name>'), each a
// function of the sources ({ r: result, s: settings, recipe, names: the names list in use }).
export const derived = {
  V: ({ names }) => names?.vocabSize ?? 27, // the lecture's 27 until a list has loaded
  lnV: ({ names }) => Math.log(names?.vocabSize ?? 27),
};
const sourcesOf = (r, ctx) => ({ r, names: ctx?.names });

// V and ln V: the names list's vocabulary, and the result's own ln V once there is a result.
const vocab = (r, ctx) => ({
  V: num(derived.V(sourcesOf(r, ctx)), 'int', 'derived:V'),
  lnV: r ? num(r.logVocab, 'fix2', 'r.logVocab') : num(derived.lnV(sourcesOf(r, ctx)), 'fix2', 'derived:lnV'),
});

// The explanation: a uniform guess over V characters has loss ln V.
export const explain = (r, s, ctx) => msg('start.explain', vocab(r, ctx));
// The table's row and the charts' line of ln V.
export const logV = (r, ctx) => msg('start.logV', { V: vocab(r, ctx).V });
export const logVLine = (r, ctx) => msg('start.logVLine', vocab(r, ctx));
// The steps the curve shows, in its title.
export const curveTitle = (s) => msg('start.curveTitle', { n: num(s.hs_steps, 'int', 's.hs_steps') });

// Every sentence the tab shows for a result that quotes a number.
export const sentences = (r, s, ctx) => [explain(r, s, ctx), logV(r, ctx), logVLine(r, ctx), curveTitle(s)];
