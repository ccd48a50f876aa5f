// teaching/batchnorm_moved.js — 5.10's coupling in words, as data (words/say.js): how far the
// example's BatchNorm and LayerNorm outputs moved since the previous batch of its batchmates. The
// notes beside the BatchNorm tab (batchnorm_notes.js) say it; the tab's words module re-exports it
// so its claims test checks it with the tab's other sentences. Pure: no DOM.
import { num, msg } from '../words/say.js';

const maxDiff = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

// the example's largest output change between two of the core's results (`now`, `before`: { bn, ln })
export const movedDerived = {
  movedBn: ({ now, before }) => maxDiff(now.bn, before.bn),
  movedLn: ({ now, before }) => maxDiff(now.ln, before.ln),
};

export const moved = (now, before) =>
  msg('bnNotes.moved', {
    bn: num(movedDerived.movedBn({ now, before }), 'sig3', 'derived:movedBn'),
    ln: num(movedDerived.movedLn({ now, before }), 'sig3', 'derived:movedLn'),
  });
