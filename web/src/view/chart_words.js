// chart_words.js — what a chart shows, in words, for a screen reader: written from the same rows as
// the chart's drawing and its data table (chart_data.js lineData / barData), in the page's number
// format (i18n.js). Per series of a line chart: its first and last point and its range; of a bar
// chart: every bar (a few) or the highest, the lowest and the total (a histogram). Plain numbers
// only: whether a value is good or bad is said by the tab's reading and verdicts, from the core's
// results. Leaves out: when the words are announced (describe.js).
import { t, sig, int, listSep } from '../words/i18n.js';

const FEW_BARS = 6; // up to this many bars are each read out
const finite = (v) => typeof v === 'number' && Number.isFinite(v);
const num = (v) => (typeof v !== 'number' ? String(v) : Number.isInteger(v) ? int(v) : sig(v, 3));

// The finite [x, y] of column j (1…) of the rows, in their order.
const seriesOf = (rows, j) => rows.filter((r) => finite(r[j])).map((r) => [r[0], r[j]]);

// A series with nothing finite to read: "no points yet" when it has no value at all (a run not
// started), "no finite value" when its values are infinite or not a number (a run that diverged).
const nothingIn = (rows, j, label) => t(rows.some((r) => typeof r[j] === 'number') ? 'describe.noValue' : 'describe.noPoints', { label });

const extremes = (pts) =>
  pts.reduce((m, p) => ({ lo: p[1] < m.lo[1] ? p : m.lo, hi: p[1] > m.hi[1] ? p : m.hi }), { lo: pts[0], hi: pts[0] });

// A line chart's words: columns [x name, ...series labels], rows [[x, y per series]].
export function describeLines(columns, rows) {
  const x = columns[0] || 'x';
  return columns
    .slice(1)
    .map((label, k) => {
      const pts = seriesOf(rows, k + 1);
      if (!pts.length) return nothingIn(rows, k + 1, label);
      const [x0, y0] = pts[0];
      if (pts.length === 1) return t('describe.onePoint', { label, x, x0: num(x0), y0: num(y0) });
      const [x1, y1] = pts[pts.length - 1];
      const { lo, hi } = extremes(pts);
      return t('describe.line', {
        label,
        x,
        x0: num(x0),
        y0: num(y0),
        x1: num(x1),
        y1: num(y1),
        n: int(pts.length),
        min: num(lo[1]),
        max: num(hi[1]),
      });
    })
    .join(' ');
}

// A bar chart's words: columns [category name, ...series labels], rows [[category, value per series]].
export function describeBars(columns, rows) {
  return columns
    .slice(1)
    .map((label, k) => {
      const bars = seriesOf(rows, k + 1);
      if (!bars.length) return nothingIn(rows, k + 1, label);
      if (bars.length <= FEW_BARS)
        return t('describe.bars', { label, values: bars.map(([c, v]) => `${num(c)}: ${num(v)}`).join(listSep()) });
      const { lo, hi } = extremes(bars);
      const sum = bars.reduce((a, [, v]) => a + v, 0);
      return t('describe.manyBars', {
        label,
        n: int(bars.length),
        max: num(hi[1]),
        at: num(hi[0]),
        min: num(lo[1]),
        lowAt: num(lo[0]),
        sum: num(sum),
      });
    })
    .join(' ');
}

// A heat map's words: its size and the range of its values (rows: arrays of numbers).
export function describeHeat(rows) {
  const values = rows.flat().filter(finite);
  if (!values.length) return '';
  const lo = values.reduce((a, v) => Math.min(a, v)),
    hi = values.reduce((a, v) => Math.max(a, v));
  return t('describe.heat', { rows: int(rows.length), cols: int(rows[0]?.length ?? 0), min: num(lo), max: num(hi) });
}
