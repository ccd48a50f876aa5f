// chart_data.js — the pure half of the chart widgets (charts.js): what a widget hands to Chart.js
// and to its data table, computed from the tab's series without a DOM or a canvas, so vitest can
// check it. No non-finite number reaches Chart.js: such points are left out and counted.
// Colour-blind-safe Okabe–Ito palette, and each series also differs by dash or marker.
// Tick labels use the page's one number formatter (i18n.js). Leaves out: drawing (charts.js).
import { tick, short, sig, fmt, int, t } from '../words/i18n.js';
import { PALETTE, DASHES, GUIDE } from './palette.js';

export { PALETTE, DASHES, GUIDE };
const MARKERS = ['circle', 'triangle', 'rect', 'rectRot', 'star', 'crossRot', 'rectRounded'];
export const MAX_TABLE_ROWS = 200;

// Log axes label 1, 2 and 5 times the powers of ten: 0.5, 1, 2, 5, 10 … (1e-6 style far from 1).
export const logTicks = {
  callback: (v) => {
    const e = Math.floor(Math.log10(v) + 1e-9);
    const m = Math.round((v / 10 ** e) * 1000) / 1000;
    if (![1, 2, 5].includes(m)) return null;
    return e < -2 || e > 4 ? sig(v, 1) : short(v, Math.max(0, -e));
  },
};

// Linear axes: the tick step decides the decimals ("0,30", never "0,30000000000000004" or "−7,5e−2").
export const linearTicks = {
  callback(v, i, ticks) {
    const step = ticks.length > 1 ? Math.abs(ticks[1].value - ticks[0].value) : 0;
    return tick(v, step);
  },
};

// The points a chart can draw: finite x and y, and y > 0 on a log axis. -> { points, dropped,
// nonFinite, nonPositive (finite, but 0 or below on a log axis: a gradient that underflowed to 0) }
export function drawable(points, logY = false) {
  const finite = points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  const kept = logY ? finite.filter(([, y]) => y > 0) : finite;
  return {
    points: kept,
    dropped: points.length - kept.length,
    nonFinite: points.length - finite.length,
    nonPositive: finite.length - kept.length,
  };
}

// The words under a chart about the points it left out, each kind in its own sentence, with its
// plural: non-finite values, and values of 0 (or below) a log axis cannot draw. '' when none.
export function notDrawnText({ nonFinite = 0, nonPositive = 0 }) {
  return [
    nonFinite ? t('common.nonFinite', { n: nonFinite }, { plural: 'n' }) : '',
    nonPositive ? t('common.logZero', { n: nonPositive }, { plural: 'n' }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// Bar values for Chart.js: non-finite ones become gaps (null). -> { values, dropped }
export function drawableValues(values) {
  const out = Array.from(values, (v) => (Number.isFinite(v) ? v : null));
  return { values: out, dropped: out.filter((v) => v === null).length };
}

// The options every chart starts from. opts: { title, xLabel, yLabel, xType, logY, legend, xInteger,
// nonNegative (a y that cannot be below 0, a std: the axis starts at 0, its grace never crosses it) },
// locale: the page language's (i18n.js conventions().locale: 'tr', 'en', …).
export function baseOptions(
  { title, xLabel, yLabel, xType = 'linear', logY = false, legend = true, xInteger = false, nonNegative = false },
  locale,
) {
  const options = {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    locale,
    parsing: false,
    normalized: true,
    interaction: { mode: 'nearest', intersect: false },
    plugins: {
      title: { display: !!title, text: title }, // its size: chart_widget.js chartTextScale
      legend: { display: legend, labels: { usePointStyle: true, boxWidth: 30 } },
      decimation: { enabled: true, algorithm: 'lttb', samples: 600 },
      tooltip: tooltipOptions(xLabel),
    },
    scales: {
      x: {
        type: xType,
        title: { display: !!xLabel, text: xLabel },
        ticks: xType === 'linear' ? { ...linearTicks, ...(xInteger ? { precision: 0 } : {}) } : {},
      },
      // grace: a reference line at the data's edge (std = 1, √16) stays off the chart's border
      y: { type: 'linear', title: { display: !!yLabel, text: yLabel }, ticks: {}, grace: '8%', ...(nonNegative ? { min: 0 } : {}) },
    },
  };
  setLogY(options, logY);
  return options;
}

// Switches an options object's y axis between linear and log (data spanning orders of magnitude).
export function setLogY(options, on) {
  options.scales.y.type = on ? 'logarithmic' : 'linear';
  options.scales.y.ticks = on ? { ...logTicks } : { ...linearTicks };
}

export const isLogY = (options) => options.scales.y.type === 'logarithmic';

// faint: a noisy background series (thin, translucent), drawn under the readable ones (Chart.js
// draws a higher `order` first); guides and the key series on top. color / dash: a series' own
// colour index and dash index (a group of series sharing a colour, e.g. one layer's parameters).
export function styleFor(i, { marker = false, guide = false, faint = false, color: ci = i, dash = i } = {}) {
  const color = guide ? GUIDE : faint ? `${PALETTE[ci % PALETTE.length]}66` : PALETTE[ci % PALETTE.length];
  return {
    borderColor: color,
    backgroundColor: color,
    borderDash: guide ? [5, 5] : DASHES[dash % DASHES.length],
    borderWidth: guide || faint ? 1 : 2,
    pointStyle: MARKERS[i % MARKERS.length],
    pointRadius: marker ? 3.5 : 0,
    pointHoverRadius: 4,
    order: faint ? 2 : guide ? 0 : 1,
  };
}

// Line series [{ label, points: [[x, y], ...], marker?, guide?, faint?, color?, dash?, legend? (false: not in the
// legend), legendText? (the legend's word for a group of series) }] -> what the widget draws:
// { datasets, dropped, points (data points, guides not counted), columns, rows } (the table has one
// row per x that any non-guide series has, in increasing order).
export function lineData(series, { logY = false, xName = 'x' } = {}) {
  let si = 0;
  let dropped = 0,
    nonFinite = 0,
    nonPositive = 0;
  const datasets = series.map((s) => {
    const d = drawable(s.points, logY);
    dropped += d.dropped;
    nonFinite += d.nonFinite;
    nonPositive += d.nonPositive;
    return {
      label: s.label,
      data: d.points.map(([x, y]) => ({ x, y })),
      ...styleFor(s.guide ? 0 : si++, s),
      spanGaps: true,
      ...(s.guide ? { guide: true } : {}),
      ...(s.legend === false ? { legend: false } : {}),
      ...(s.legendText ? { legendText: s.legendText } : {}),
    };
  });
  const data = series.filter((s) => !s.guide);
  const maps = data.map((s) => new Map(s.points.map(([x, y]) => [x, y])));
  const xs = [...new Set(data.flatMap((s) => s.points.map(([x]) => x)))].sort((a, b) => a - b);
  return {
    datasets,
    dropped,
    nonFinite,
    nonPositive,
    points: data.reduce((a, s) => a + s.points.length, 0),
    columns: [xName, ...data.map((s) => s.label)],
    rows: xs.map((x) => [x, ...maps.map((m) => (m.has(x) ? m.get(x) : '–'))]),
  };
}

// Bars: categories, series [{ label, values, colors? }], guides [{ y, label }] (dashed lines) ->
// { labels, datasets, dropped, points, columns, rows }.
export function barData(categories, series, guides = [], xName = '') {
  const bars = series.map((s) => drawableValues(s.values));
  return {
    labels: categories,
    datasets: [
      ...series.map((s, i) => ({
        type: 'bar',
        label: s.label,
        data: bars[i].values,
        backgroundColor: s.colors ?? PALETTE[i % PALETTE.length],
        borderColor: '#000',
        borderWidth: 1,
        order: 1,
      })),
      ...guides.map((g) => ({
        type: 'line',
        label: g.label,
        data: categories.map(() => g.y),
        borderColor: GUIDE,
        borderDash: [5, 5],
        borderWidth: 1.5,
        pointRadius: 0,
        backgroundColor: GUIDE,
        order: 0,
        guide: true,
      })),
    ],
    dropped: bars.reduce((a, b) => a + b.dropped, 0),
    nonFinite: bars.reduce((a, b) => a + b.dropped, 0),
    points: series.reduce((a, s) => a + s.values.length, 0),
    columns: [xName, ...series.map((s) => s.label)],
    rows: categories.map((c, i) => [c, ...series.map((s) => s.values[i])]),
  };
}

// How a data table writes a cell (value, column index): a column of whole numbers (steps, counts)
// as integers, a column whose every value would round to (almost) zero at `digits` with 3
// significant digits, any other number at `digits`; text as it is.
export function cellFormat(columns, rows, digits = 4) {
  const numbers = columns.map((_, j) => rows.map((r) => r[j]).filter((v) => typeof v === 'number' && Number.isFinite(v)));
  const whole = numbers.map((col) => col.every(Number.isInteger));
  const tiny = numbers.map((col) => col.every((v) => Math.abs(v) < 10 ** (1 - digits)));
  return (v, j) => {
    if (typeof v !== 'number') return String(v);
    if (whole[j] && Number.isInteger(v)) return int(v);
    return tiny[j] && v !== 0 ? sig(v, 3) : fmt(v, digits);
  };
}

// The rows a data table shows: every row up to MAX_TABLE_ROWS, else every `every`-th and the last.
export function thinRows(rows, max = MAX_TABLE_ROWS) {
  if (rows.length <= max) return { shown: rows, every: 1 };
  const every = Math.ceil(rows.length / max);
  return { shown: rows.filter((_, i) => i % every === 0 || i === rows.length - 1), every };
}

// A heat-map cell's colour for |h| in [0, 1]: white (0) to blue (1), vermillion above threshold.
export function heatColor(v, threshold) {
  const mix = (a, b, u) => Math.round(a + (b - a) * u);
  return v > threshold ? PALETTE[1] : `rgb(${mix(255, 0, v)},${mix(255, 114, v)},${mix(255, 178, v)})`;
}

// Histogram { edges, counts } -> bar-chart categories (bin centres) and counts.
export function histBars(h, digits = 2) {
  const e = Array.from(h.edges);
  return {
    cats: e.slice(0, -1).map((x, i) => fmt((x + e[i + 1]) / 2, digits)),
    counts: Array.from(h.counts),
    centres: e.slice(0, -1).map((x, i) => (x + e[i + 1]) / 2),
  };
}

// A tooltip value: 4 decimals, 3 significant digits when that would round a non-zero value away.
const tipNumber = (v) => (v !== 0 && Math.abs(v) < 1e-3 ? sig(v, 3) : short(v, 4));

// The tooltip: the series nearest the pointer (or finger) and its value in the page's number
// format, under the x it is at ("step = 500"); the guides (dashed reference lines) say nothing.
export function tooltipOptions(xName = '') {
  return {
    enabled: true,
    filter: (item) => !item.dataset?.guide,
    callbacks: {
      title: (items) => {
        const it = items[0];
        if (!it) return '';
        const x = typeof it.parsed?.x === 'number' && it.chart?.scales?.x?.type !== 'category' ? tipNumber(it.parsed.x) : it.label;
        return xName ? `${xName} = ${x}` : String(x);
      },
      label: (item) => `${item.dataset?.legendText ?? item.dataset?.label ?? ''}: ${tipNumber(item.parsed?.y)}`,
    },
  };
}

// The legend's entries: each dataset that has one, with the datasets it stands for (itself and the
// legend: false ones right after it, its group). -> [{ index, members, guide }]
export function legendGroups(datasets) {
  const groups = [];
  datasets.forEach((d, i) => {
    if (d.legend === false && groups.length) groups[groups.length - 1].members.push(i);
    else groups.push({ index: i, members: [i], guide: !!d.guide });
  });
  return groups;
}

// The hidden datasets after a click on the legend entry of dataset `index`: a click hides the entry's
// group, or shows it if it was hidden; isolate (shift- or alt-click, a double click) shows that
// group alone among the series (the guides stay), or, when it already was alone, every series again.
export function legendAction(groups, hidden, index, isolate = false) {
  const g = groups.find((x) => x.index === index || x.members.includes(index));
  if (!g) return new Set(hidden);
  const shown = (x) => x.members.every((i) => !hidden.has(i));
  const next = new Set(hidden);
  const set = (x, on) => {
    for (const i of x.members) {
      if (on) next.delete(i);
      else next.add(i);
    }
  };
  if (!isolate) {
    set(g, !shown(g));
    return next;
  }
  const series = groups.filter((x) => !x.guide);
  const alone = shown(g) && series.every((x) => x === g || x.members.every((i) => hidden.has(i)));
  for (const x of series) set(x, alone || x === g);
  return next;
}
