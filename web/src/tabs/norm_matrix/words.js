// tabs/norm_matrix/words.js — what the matrix tabs say of the core's normMatrix result, as data
// (words/say.js): the verdict on the output's stds with each reason a std is not 1.00, and one
// output value's arithmetic. No DOM; the view places say(sentence). knobs: { kind, variance, x }.
import { num, msg } from '../../words/say.js';
import { list, fmt } from '../../words/i18n.js';

export const STD_OK = 0.005; // "1.00" to the two decimals shown
// A variance this many times eps or less leaves the output's std visibly under 1:
// √(σ² / (σ² + ε)) < 0.995 needs σ² < 99·ε.
export const NEAR_EPS = 100;

const batchOf = (knobs) => knobs.kind === 'batch';
const unbiasedOf = (knobs) => batchOf(knobs) && knobs.variance === 'unbiased';
const stdsOf = (r, batch) => Array.from(batch ? r.norm.colStd : r.norm.rowStd);
const inStdsOf = (r, batch) => Array.from(batch ? r.inColStd : r.inRowStd);
// the number of values each statistic is taken over: the rows (BatchNorm) or the columns (LayerNorm)
const countOf = (x, batch) => (batch ? x.length : x[0].length);
const divOf = (x, knobs) => countOf(x, batchOf(knobs)) - (unbiasedOf(knobs) ? 1 : 0);

// Values a sentence quotes that the result holds only through a computation (claims/said.js).
export const derived = {
  rootEps: ({ r }) => Math.sqrt(r.norm.eps),
  count: ({ s }) => countOf(s.x, batchOf(s)),
  div: ({ s }) => divOf(s.x, s),
  unbiasedStd: ({ s }) => Math.sqrt((s.x.length - 1) / s.x.length),
  notOne: ({ r, s }) => stdsOf(r, batchOf(s)).filter((v) => !(Math.abs(v - 1) < STD_OK)).length,
  total: ({ r, s }) => stdsOf(r, batchOf(s)).length,
};

// The columns (rows) of the input with std 0, numbered from 1.
export const constantOnes = (r, batch) =>
  inStdsOf(r, batch)
    .map((v, k) => (v === 0 ? k + 1 : 0))
    .filter(Boolean);
// The std a normalised column (row) ends with: 1, or √((B − 1)/B) with the unbiased variance.
export const expectedStd = (knobs) => (unbiasedOf(knobs) ? derived.unbiasedStd({ s: knobs }) : 1);
// The columns (rows), not constant, whose variance is within NEAR_EPS·eps and whose std is off
// the expected one, numbered from 0.
export const nearEps = (r, knobs) =>
  Array.from(r.norm.var)
    .map((v, k) => (v > 0 && v < NEAR_EPS * r.norm.eps ? k : -1))
    .filter((k) => k >= 0 && Math.abs(stdsOf(r, batchOf(knobs))[k] - expectedStd(knobs)) >= STD_OK);

// The verdict on the output's stds: every one 1.00, or how many are not and each reason why.
export function verdict(r, knobs) {
  const batch = batchOf(knobs);
  const sides = batch ? 'Col' : 'Row';
  const stds = stdsOf(r, batch);
  const n = derived.notOne({ r, s: knobs });
  if (n === 0) return [msg(`matrix.allOne${sides}`)];
  const out = [
    msg(`matrix.notOne${sides}`, { n: num(n, 'int', 'derived:notOne'), total: num(stds.length, 'int', 'derived:total') }, { plural: 'n' }),
  ];
  const constant = constantOnes(r, batch);
  if (constant.length)
    out.push(
      msg(`matrix.constant${sides}`, { k: constant.length === 1 ? constant[0] : list(constant), n: constant.length }, { plural: 'n' }),
    );
  if (unbiasedOf(knobs))
    out.push(
      msg('matrix.unbiasedWhy', {
        b: num(knobs.x.length, 'int', 'derived:count'),
        b1: num(knobs.x.length - 1, 'int', 'derived:div'),
        s: num(derived.unbiasedStd({ s: knobs }), 'fix2', 'derived:unbiasedStd'),
      }),
    );
  for (const k of nearEps(r, knobs))
    out.push(
      msg(`matrix.epsWhy${sides}`, {
        k: k + 1,
        v: num(r.norm.var[k], 'sig3', `r.norm.var[${k}]`),
        eps: num(r.norm.eps, 'exact', 'r.norm.eps'),
        s: num(stds[k], 'fix2', `r.norm.${batch ? 'colStd' : 'rowStd'}[${k}]`),
      }),
    );
  return out;
}

// One output value's arithmetic with the core's numbers (the statistics and the eps it normalised
// with) and the input it was given: the column's (BatchNorm) or row's (LayerNorm) values, their
// mean, their variance with its divisor named, x̂, then γ·x̂ + β.
export function arithmetic(r, knobs, i, j) {
  const batch = batchOf(knobs),
    { x } = knobs,
    k = batch ? j : i;
  const values = batch ? x.map((row) => row[j]) : x[i];
  const [mean, v] = [r.norm.mean[k], r.norm.var[k]];
  const y = num(r.norm.y[i][j], 'fix4', `r.norm.y[${i}][${j}]`);
  const div = num(divOf(x, knobs), 'int', 'derived:div');
  const vArg = num(v, v !== 0 && Math.abs(v) < 1e-3 ? 'sig3' : 'fix4', `r.norm.var[${k}]`);
  const xhat =
    v === 0
      ? msg(mean < 0 ? 'matrix.arith.xhatConstantNeg' : 'matrix.arith.xhatConstant', {
          x: num(x[i][j], 'fix4', `s.x[${i}][${j}]`),
          mean: num(mean < 0 ? -mean : mean, 'fix4', mean < 0 ? `derived:negMean${k}` : `r.norm.mean[${k}]`),
          eps: num(r.norm.eps, 'exact', 'r.norm.eps'),
          root: num(Math.sqrt(r.norm.eps), 'sig3', 'derived:rootEps'),
          y,
        })
      : msg(mean < 0 ? 'matrix.arith.xhatNeg' : 'matrix.arith.xhat', {
          x: num(x[i][j], 'fix4', `s.x[${i}][${j}]`),
          // a negative mean is written without its sign inside "x + |μ|"
          mean: num(mean < 0 ? -mean : mean, 'fix4', mean < 0 ? `derived:negMean${k}` : `r.norm.mean[${k}]`),
          v: vArg,
          eps: num(r.norm.eps, 'exact', 'r.norm.eps'),
          y,
        });
  return [
    msg(batch ? 'matrix.arith.colValues' : 'matrix.arith.rowValues', { k: k + 1, values: list(values, (a) => fmt(a, 4)) }),
    msg('matrix.arith.mean', { n: num(values.length, 'int', 'derived:count'), mean: num(mean, 'fix4', `r.norm.mean[${k}]`) }),
    msg(unbiasedOf(knobs) ? 'matrix.arith.varUnbiased' : 'matrix.arith.varBiased', { div, v: vArg }),
    xhat,
    msg('matrix.arith.affine', { y }),
  ];
}

// A negative mean written as its magnitude ("x + 0,5000"): derived:negMean<k>.
for (let k = 0; k < 8; k++) derived[`negMean${k}`] = ({ r }) => -r.norm.mean[k];

// Every sentence the tab may show for this result: the verdict, and the arithmetic of the value
// picked (ctx.picked = [i, j]) or, with ctx.every, of every value.
export function sentences(r, knobs, ctx = {}) {
  const out = verdict(r, knobs);
  const cells = ctx.every ? knobs.x.flatMap((row, i) => row.map((_, j) => [i, j])) : ctx.picked ? [ctx.picked] : [];
  for (const [i, j] of cells) out.push(...arithmetic(r, knobs, i, j));
  return out;
}
