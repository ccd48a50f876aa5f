// tabs/residual/words.js — every sentence the residual tab says, as data (words/say.js): the
// explanation's std, the reading of the two stacks (each with the core's verdict, the rule said once,
// and the contrast at the deepest depth), the table's row labels and the LayerNorm batch check. Each
// number is raw, with its format and the result field it came from; `derived` computes the ratios a
// sentence derives from the result. Pure: no DOM. The view places say(sentence).
import { num, msg } from '../../words/say.js';
import { bandOf } from '../../words/bands.js';

const lastOf = (r) => r.depths.length - 1;
export const derived = {
  // the residual stack's norm at the deepest depth over the shallowest's
  ratio: ({ r }) => r.depths[lastOf(r)].residual / r.depths[0].residual,
  // the residual stack's norm over the plain one's at the deepest depth
  times: ({ r }) => r.depths[lastOf(r)].residual / r.depths[lastOf(r)].plain,
};

// The explanation's {placeholders}: the std the result was computed with (the setting's before one).
export const explain = (r, s) =>
  msg('residual.explain', { std: r ? num(r.weightStd, 'short3', 'r.weightStd') : num(s.r_std, 'short3', 's.r_std') });

// The gradient norms at the shallowest and the deepest depth, each stack with the core's verdict
// (words.hpp: vanishing, stable, growing or exploding by the factors the result carries), its rule
// said once; then the two stacks side by side at the deepest depth, the contrast the 000 text draws.
// `stack` names the stack a verdict is about (a name, not said: the claims test reads it).
export function reading(r) {
  const z = lastOf(r),
    a = r.depths[0],
    b = r.depths[z];
  const rule = {
    factor: num(r.words.trendFactor, 'short3', 'r.words.trendFactor'),
    explode: num(r.words.explodeFactor, 'int', 'r.words.explodeFactor'),
  };
  // each verdict with the factors its words name, by its band (words/bands.js, the Kaiming tab's
  // vocabulary too; trend's inner width is its factor, so nothing fades here)
  const uses = { vanishing: ['factor'], stable: ['factor'], growing: ['factor', 'explode'], exploding: ['explode'], undefined: [] };
  const word = (kind, stack) =>
    msg(`residual.trend.${kind}`, { ...Object.fromEntries((uses[bandOf(kind)] ?? []).map((k) => [k, rule[k]])), stack });
  // the residual stack's verdict, when it is the plain one's, without the rule said again
  const res =
    r.residualTrend === r.plainTrend
      ? msg(`residual.trendAgain.${r.residualTrend}`, { stack: 'residual' })
      : word(r.residualTrend, 'residual');
  const d = num(b.depth, 'int', `r.depths[${z}].depth`);
  const contrast =
    b.plain > 0
      ? msg('residual.contrast', { d, times: num(derived.times({ r }), 'sig2', 'derived:times') })
      : msg('residual.contrastZero', { d, r: num(b.residual, 'sig3', `r.depths[${z}].residual`) });
  return msg('residual.reading', {
    d0: num(a.depth, 'int', 'r.depths[0].depth'),
    d1: d,
    p0: num(a.plain, 'sig3', 'r.depths[0].plain'),
    p1: num(b.plain, 'sig3', `r.depths[${z}].plain`),
    r0: num(a.residual, 'sig3', 'r.depths[0].residual'),
    r1: num(b.residual, 'sig3', `r.depths[${z}].residual`),
    ratio: num(derived.ratio({ r }), 'sig2', 'derived:ratio'),
    plain: word(r.plainTrend, 'plain'),
    res,
    contrast,
  });
}

// A row label of the table: a stack at a depth.
export const rowLabel = (r, i, stack) =>
  msg(stack === 'plain' ? 'residual.plainAt' : 'residual.withAt', { d: num(r.depths[i].depth, 'int', `r.depths[${i}].depth`) });

// LayerNorm's batch check: the same example in a batch and alone.
export const batchDiff = (r) =>
  msg('residual.batchDiff', {
    batch: num(r.batch.batch, 'int', 'r.batch.batch'),
    diff: num(r.batch.maxAbsDiff, 'sig3', 'r.batch.maxAbsDiff'),
  });

// Every sentence the tab may show for a result at settings `s`.
export function sentences(r, s) {
  return [explain(r, s), reading(r), ...r.depths.flatMap((_, i) => [rowLabel(r, i, 'plain'), rowLabel(r, i, 'residual')]), batchDiff(r)];
}
