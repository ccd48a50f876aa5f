// tabs/batchnorm/words.js — every sentence the BatchNorm tab says, as data (words/say.js): the
// explanation's multiplier, the reading of hpreact and tanh's input, the stages' titles, the running
// statistics' note and legend, train vs eval, the one-example refusal, the wasted bias, the bias
// watch (BatchNorm on and off: both sides of its switch), eps, and the linear collapse (tanh on and
// off). Each number is raw, with its format and the result field it came from; `derived` computes
// the few a sentence derives from the result. Pure: no DOM. The view places say(sentence).
import { num, msg } from '../../words/say.js';
import { MOMENTUM } from './manifest.js';
import { moved, movedDerived } from '../../teaching/batchnorm_moved.js';

export const STAGES = ['hpreact', 'xhat', 'scaled', 'tanh'];

const last = (a) => a[a.length - 1];
// An exponential moving average covers 1 − (1 − momentum)^steps of the way from its start in the
// run's steps: below NEAR the sentence says how far it got, not that it approached the split's.
export const NEAR = 0.95;

export const derived = {
  // the steps the running statistics were updated over (the chart's x axis)
  steps: ({ r }) => r.running.runningMean[0].length,
  share: ({ r, s }) => 1 - (1 - s[MOMENTUM.name]) ** r.running.runningMean[0].length,
  // the batch the one-example refusal names (the core sends its parameters as text)
  singleBatch: ({ r }) => Number(r.running.singleExample.values[r.running.singleExample.keys.indexOf('batch')]),
  watchSteps: ({ r }) => r.biasWatch.withBn.biasGrad.length,
  driftOn: ({ r }) => last(r.biasWatch.withBn.biasDrift),
  driftOff: ({ r }) => last(r.biasWatch.withoutBn.biasDrift),
  // 5.10's coupling (teaching/batchnorm_notes.js): the example's largest output change between two
  // of the core's results, before and after the student's edit of its batchmates
  ...movedDerived,
};

// A small eps with its power of ten (1,00·10⁻¹², never rounded to "0"), any other to 4 decimals.
const epsFormat = (x) => (x !== 0 && Math.abs(x) < 1e-3 ? 'sig3' : 'short4');

// The explanation's {placeholders}: the multiplier the result was computed with (the setting's before one).
export const explain = (r, s) =>
  msg('bn.explain', { bad: r ? num(r.badInit, 'short4', 'r.badInit') : num(s.bn_bad, 'short4', 's.bn_bad') });

// hpreact and tanh's input in words: the core's verdicts (words.hpp) with the thresholds it used;
// `of` names the distribution a verdict is about (a name, not said: the claims test reads it).
export function reading(r) {
  const p = r.pipeline,
    w = 'r.pipeline.words';
  const th = {
    wide: num(p.words.wideStd, 'short3', `${w}.wideStd`),
    narrow: num(p.words.narrowStd, 'short3', `${w}.narrowStd`),
    shift: num(p.words.shiftedMean, 'short3', `${w}.shiftedMean`),
  };
  // each verdict with the thresholds its words name
  const uses = { wide: ['wide'], narrow: ['narrow'], healthy: ['narrow', 'wide'], shifted: ['shift'], centred: ['shift'] };
  const verdict = (kind, word, of) => msg(`bn.${kind}.${word}`, { ...Object.fromEntries((uses[word] ?? []).map((k) => [k, th[k]])), of });
  const spread = (of) => verdict('spread', p[`${of}Spread`], of);
  const shift = (of) => verdict('shift', p[`${of}Shift`], of);
  return msg('bn.reading', {
    m: num(p.hpreact.mean, 'fix2', 'r.pipeline.hpreact.mean'),
    s: num(p.hpreact.std, 'fix2', 'r.pipeline.hpreact.std'),
    spread: spread('hpreact'),
    shift: shift('hpreact'),
    m2: num(p.scaled.mean, 'fix2', 'r.pipeline.scaled.mean'),
    s2: num(p.scaled.std, 'fix2', 'r.pipeline.scaled.std'),
    spread2: spread('scaled'),
    shift2: shift('scaled'),
  });
}

// A stage's chart title: its name, its mean and std.
export const stageTitle = (r, k) => msg('bn.stageTitle', { stage: msg(`bn.stage.${k}`), stats: stage(r, k) });
// A stage's mean and std.
export const stage = (r, k) =>
  msg('bn.meanStd', {
    m: num(r.pipeline[k].mean, 'fix2', `r.pipeline.${k}.mean`),
    s: num(r.pipeline[k].std, 'fix2', `r.pipeline.${k}.std`),
  });

export const runningNote = (r) =>
  msg('bn.runningNote', {
    loop: num(r.lecture.momentumLoop, 'short4', 'r.lecture.momentumLoop'),
    module: num(r.lecture.momentumModule, 'short4', 'r.lecture.momentumModule'),
  });
export const runningLegend = (s) => msg('bn.runningStat', { m: num(s[MOMENTUM.name], 'short4', `s.${MOMENTUM.name}`) });

// Train vs eval: the modes' largest difference, and whether the running statistics have come near
// the whole split's in the run's steps (what the chart draws).
export function trainEval(r, s) {
  const src = { r, s };
  const d = num(r.running.trainEvalMaxDiff, 'fix4', 'r.running.trainEvalMaxDiff');
  const share = derived.share(src);
  if (share >= NEAR) return msg('bn.trainEval', { d });
  return msg('bn.trainEvalSlow', {
    d,
    m: num(s[MOMENTUM.name], 'sig2', `s.${MOMENTUM.name}`),
    n: num(derived.steps(src), 'int', 'derived:steps'),
    share: num(share, 'pct1', 'derived:share'),
  });
}

// One example in train mode: the core's refusal (a batch of 1 has no batch variance).
export const single = (r) =>
  msg('bn.single', { msg: msg('refusal.bn_batchRows', { batch: num(derived.singleBatch({ r }), 'int', 'derived:singleBatch') }) });

export function bias(r) {
  const b = r.bias;
  return msg('bn.bias', {
    w: num(b.weightGradNorm, 'fix4', 'r.bias.weightGradNorm'),
    b: num(b.biasGradNorm, 'sig2', 'r.bias.biasGradNorm'),
    d: num(b.outputMaxDiff, 'sig2', 'r.bias.outputMaxDiff'),
    m: num(b.outputMaxAbs, 'fix2', 'r.bias.outputMaxAbs'),
  });
}

export const watchIntro = (r) =>
  msg('bn.watchIntro', {
    n: num(r.biasWatch.steps, 'int', 'r.biasWatch.steps'),
    bs: num(r.biasWatch.batchSize, 'int', 'r.biasWatch.batchSize'),
    lr: num(r.biasWatch.lr, 'short4', 'r.biasWatch.lr'),
  });

// The bias watch with BatchNorm (on) or without it (off): the run's extremes come from the core.
export function watch(r, on) {
  const side = on ? 'withBn' : 'withoutBn',
    run = r.biasWatch[side],
    at = `r.biasWatch.${side}`;
  const n = num(run.biasGrad.length, 'int', 'derived:watchSteps');
  const w = num(run.weightGradMin, 'sig2', `${at}.weightGradMin`);
  if (on)
    return msg('bn.watch.on', {
      n,
      b: num(run.biasGradMax, 'sig2', `${at}.biasGradMax`),
      w,
      d: num(last(run.biasDrift), 'sig2', 'derived:driftOn'),
    });
  return msg('bn.watch.off', {
    n,
    bmin: num(run.biasGradMin, 'sig2', `${at}.biasGradMin`),
    w,
    d: num(last(run.biasDrift), 'sig2', 'derived:driftOff'),
  });
}

export const eps = (r) =>
  msg('bn.eps', {
    eps: num(r.eps.eps, epsFormat(r.eps.eps), 'r.eps.eps'),
    with: num(r.eps.nonfiniteWithEps, 'int', 'r.eps.nonfiniteWithEps'),
    without: num(r.eps.nonfiniteWithoutEps, 'int', 'r.eps.nonfiniteWithoutEps'),
    n: num(r.eps.column.length, 'int', 'r.eps.column.length'),
  });

// The stack's shape as a name ("30 × 27": the matrix's dimensions, read as its name).
const shapeOf = (c) => Array.from(c.shape).join(' × ');
export const collapseIntro = (r) => msg('bn.collapseIntro', { n: num(r.collapse.nLayer, 'int', 'r.collapse.nLayer') });
export const collapseFigure = (r, on) =>
  msg(`bn.collapseFigure.${on ? 'on' : 'off'}`, { n: num(r.collapse.nLayer, 'int', 'r.collapse.nLayer') });
export const collapseOne = (r) => msg('bn.collapseOne', { shape: shapeOf(r.collapse) });
// 5.15 with tanh between the layers (on) or not (off): the largest difference over the probe batch.
export function collapse(r, on) {
  const c = r.collapse;
  if (!on) return msg('bn.collapse.off', { shape: shapeOf(c), d: num(c.maxAbsDiffLinear, 'sig2', 'r.collapse.maxAbsDiffLinear') });
  return msg('bn.collapse.on', {
    d: num(c.maxAbsDiffTanh, 'fix2', 'r.collapse.maxAbsDiffTanh'),
    max: num(c.outputMaxAbs, 'fix2', 'r.collapse.outputMaxAbs'),
  });
}

// 5.10: how far the example's BatchNorm and LayerNorm outputs moved since the previous batch
// (teaching/batchnorm_moved.js, said by the notes beside the tab).
export { moved };

// Every sentence the tab may show for a result at settings `s` (both sides of each switch).
export function sentences(r, s) {
  return [
    explain(r, s),
    reading(r),
    ...STAGES.map((k) => stageTitle(r, k)),
    runningNote(r),
    runningLegend(s),
    trainEval(r, s),
    single(r),
    bias(r),
    watchIntro(r),
    watch(r, true),
    watch(r, false),
    eps(r),
    collapseIntro(r),
    collapseFigure(r, true),
    collapseFigure(r, false),
    collapseOne(r),
    collapse(r, true),
    collapse(r, false),
  ];
}
