// tabs/tanh/words.js — the only place the tanh tab's prose is decided: each sentence as data
// (words/say.js msg with raw numbers by num(), each naming the result field it came from). The view
// places say(s). No DOM.
import { num, msg } from '../../words/say.js';
import { listSep } from '../../words/i18n.js';

// The values a sentence quotes that no result field holds as such ('derived:<name>'), each a
// function of the sources ({ r: result, s: settings, recipe }).
export const derived = {
  badShare: ({ r }) => r.badInitPct / 100,
  kaimingShare: ({ r }) => r.kaimingPct / 100,
  slopeShare: ({ r }) => (100 - r.kaimingPct) / 100, // the Kaiming outputs on tanh's slope (|h| ≤ the threshold)
  dead: ({ r }) => r.dead.dead.length,
  mapRows: () => MAP.rows, // the map's size before its first result
  mapCols: () => MAP.cols,
};
// The dead-neuron map's size until a result gives it.
export const MAP = { rows: 24, cols: 100 };
const d = (name, r) => derived[name]({ r });

// The two shares as the table shows them (to 0.1 of a percent): which is larger, said only when the
// shown numbers differ.
const compareShares = (bad, kaiming) => {
  const x = Number(bad.toFixed(1)) - Number(kaiming.toFixed(1));
  return x > 0 ? 'more' : x < 0 ? 'fewer' : 'same';
};

// What the figure shows, from the result alone: the multiplier it was computed with, both saturated
// shares, the Kaiming outputs on tanh's slope ("most" only when more than half), the dead neurons.
export function reading(r) {
  const thr = num(r.threshold, 'fix2', 'r.threshold');
  const slope = d('slopeShare', r);
  return msg('tanh.reading', {
    bad: num(r.badInit, 'short4', 'r.badInit'),
    thr,
    bad_pct: num(d('badShare', r), 'pct1', 'derived:badShare'),
    k_pct: num(d('kaimingShare', r), 'pct1', 'derived:kaimingShare'),
    cmp: msg(`tanh.cmp.${compareShares(r.badInitPct, r.kaimingPct)}`),
    slope: msg(`tanh.slope.${100 - r.kaimingPct > 50 ? 'most' : 'few'}`, { k_slope: num(slope, 'pct1', 'derived:slopeShare'), thr }),
    dead: num(d('dead', r), 'int', 'derived:dead'),
  });
}

// The charts' titles: the multiplier as the setting holds it (before a result comes), the map's size.
export const histBad = (s) => msg('tanh.histBad', { bad: num(s.bad, 'short4', 's.bad') });
export const mapTitle = (s, dims) =>
  msg('tanh.mapTitle', {
    bad: num(s.bad, 'short4', 's.bad'),
    rows: num(dims.rows, 'int', dims.from ? 'r.dead.rows' : 'derived:mapRows'),
    cols: num(dims.cols, 'int', dims.from ? 'r.dead.cols' : 'derived:mapCols'),
  });
// The map's legend: the dead neurons, counted and listed (each neuron's index is a name).
export const mapLegend = (r, list = Array.from(r.dead.dead).join(listSep()) || '–') =>
  msg('tanh.mapLegend', { n: num(d('dead', r), 'int', 'derived:dead'), list });

// Every sentence the tab shows for a result that quotes its numbers.
export const sentences = (r, s) => [
  reading(r),
  histBad(s),
  mapTitle(s, { rows: r.dead.rows, cols: r.dead.cols, from: true }),
  mapLegend(r),
];
