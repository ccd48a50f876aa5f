// tabs/diagnostics/words.js — what the diagnostics tab says of its four runs, as data (words/say.js):
// the update:data reading of the BN Kaiming run against the text's "about −3 is healthy", and the
// note on a run shorter than the text's that ends in the reverse order. No DOM; the view places
// say(s). r = { lecture, results: [4] (null while a run goes), points: [4] ([[step, mean loss]]) }.
import { num, msg } from '../../words/say.js';
import { STEPS } from './manifest.js';

// How much a streamed curve ([[step, mean loss]]) fell over the second half of its run: the mean
// of its points at 40-50 % of the steps minus the mean of those at 90-100 % (NaN: too few points).
export function secondHalfDrop(points, steps) {
  const mean = (lo, hi) => {
    const ys = points.filter(([x]) => x > lo * steps && x <= hi * steps).map(([, y]) => y);
    return ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : NaN;
  };
  return mean(0.4, 0.5) - mean(0.9, 1);
}
const stepsOf = (r) => Math.min(r.results[0].steps, r.results[1].steps);

// Values a sentence quotes that the result holds only through a computation (claims/said.js).
export const derived = {
  udPerThousand: ({ r }) => 1000 * 10 ** r.results[1].updateData.median,
  udOff: ({ r }) => Math.abs(r.results[1].updateData.median - r.results[1].updateData.healthy),
  gap: ({ r }) => r.results[1].dev - r.results[0].dev,
  textGap: ({ r }) => r.lecture.dev[0] - r.lecture.dev[1],
  steps: ({ r }) => stepsOf(r),
  dropBn: ({ r }) => secondHalfDrop(r.points[1], stepsOf(r)),
  dropNoBn: ({ r }) => secondHalfDrop(r.points[0], stepsOf(r)),
};

// The measured update:data median read against the text's "about −3 is healthy": the verdict is
// the core's (lesson/words.hpp: near within half a decade, else high or low); null when it has none.
const UD_VERDICT = { near: 'diag.udNear', high: 'diag.udHigh', low: 'diag.udLow' };
export function udReading(r) {
  const ud = r.results[1]?.updateData;
  const verdict = UD_VERDICT[ud?.verdict];
  if (!verdict) return null;
  const above = ud.median - ud.healthy >= 0;
  return msg(above ? 'diag.udReadingAbove' : 'diag.udReadingBelow', {
    m: num(ud.median, 'fix2', 'r.results[1].updateData.median'),
    k: num(derived.udPerThousand({ r }), 'fix1', 'derived:udPerThousand'),
    d: num(derived.udOff({ r }), 'fix2', 'derived:udOff'),
    verdict: ud.verdict === 'near' ? msg(verdict) : msg(verdict, { lecture: num(r.lecture.udMedian, 'fix2', 'r.lecture.udMedian') }),
  });
}

// When a run shorter than the text's ends with BN Kaiming behind no-BN Kaiming (the text's order
// reversed), why: from the runs' own dev losses and curves; otherwise null.
export function shortRunNote(r) {
  const [noBn, bn] = r.results;
  const L = r.lecture;
  if (!noBn || !bn || noBn.diverged || bn.diverged || !(bn.dev > noBn.dev) || !(L.dev[1] < L.dev[0])) return null;
  if (!(stepsOf(r) < STEPS.def)) return null; // the text's length or longer: not a short run
  const dropBn = derived.dropBn({ r }),
    dropNoBn = derived.dropNoBn({ r });
  if (!Number.isFinite(dropBn) || !Number.isFinite(dropNoBn)) return null;
  const textGap = derived.textGap({ r });
  return msg(Math.max(dropBn, dropNoBn) > textGap ? 'diag.shortRun' : 'diag.shortRunSettled', {
    steps: num(stepsOf(r), 'int', 'derived:steps'),
    bn: num(bn.dev, 'fix4', 'r.results[1].dev'),
    noBn: num(noBn.dev, 'fix4', 'r.results[0].dev'),
    gap: num(bn.dev - noBn.dev, 'fix4', 'derived:gap'),
    textBn: num(L.dev[1], 'fix4', 'r.lecture.dev[1]'),
    textNoBn: num(L.dev[0], 'fix4', 'r.lecture.dev[0]'),
    textGap: num(textGap, 'fix4', 'derived:textGap'),
    dropBn: num(dropBn, 'fix3', 'derived:dropBn'),
    dropNoBn: num(dropNoBn, 'fix3', 'derived:dropNoBn'),
  });
}

// Every reading the tab shows beside its numbers, with the data-key of its paragraph.
export function readings(r) {
  return [
    ['ud-reading', udReading(r)],
    ['short-run', shortRunNote(r)],
  ].filter(([, s]) => s);
}

export const sentences = (r) => readings(r).map(([, s]) => s);
