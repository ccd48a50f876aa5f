// charts.js — the chart widgets every tab shares: line, bar and a batch x neuron heat map, each
// with its data table in a <details> below it (a chart is never the only way to read a number).
// Colour-blind-safe Okabe–Ito palette, and each series also differs by dash or marker.
// Animations are off (stable screenshots, and prefers-reduced-motion is respected for free).
// No non-finite number reaches Chart.js: such points are left out of the drawing, a note under
// the chart counts them, and the data table shows them (∞, –).
import {
  Chart, LineController, LineElement, PointElement, BarController, BarElement, LinearScale,
  LogarithmicScale, CategoryScale, Legend, Tooltip, Title, Decimation,
} from 'chart.js';
import { el } from './ui.js';
import { t, fmt, getLang } from './i18n.js';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, LinearScale,
  LogarithmicScale, CategoryScale, Legend, Tooltip, Title, Decimation);

// Okabe & Ito (2008): blue, vermillion, bluish green, reddish purple, orange, sky blue, black.
export const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
export const DASHES = [[], [6, 3], [2, 2], [10, 3, 2, 3], [4, 4], [1, 3], [12, 4]];
const MARKERS = ['circle', 'triangle', 'rect', 'rectRot', 'star', 'crossRot', 'rectRounded'];
const GUIDE = '#555555';
const MAX_TABLE_ROWS = 200;

// Log axes label 1, 2 and 5 times the powers of ten: 0.5, 1, 2, 5, 10 … (1e-6 style far from 1).
export const logTicks = {
  callback: (v) => {
    const e = Math.floor(Math.log10(v) + 1e-9);
    const m = Math.round((v / 10 ** e) * 1000) / 1000;
    if (![1, 2, 5].includes(m)) return null;
    return e < -2 || e > 4 ? `${m === 1 ? '' : `${m}×`}1e${e}` : String(+v.toPrecision(3));
  },
};

// The points a chart can draw: finite x and y, and y > 0 on a log axis. -> { points, dropped }
export function drawable(points, logY = false) {
  const kept = points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y) && (!logY || y > 0));
  return { points: kept, dropped: points.length - kept.length };
}

// Bar values for Chart.js: non-finite ones become gaps (null). -> { values, dropped }
export function drawableValues(values) {
  const out = Array.from(values, (v) => (Number.isFinite(v) ? v : null));
  return { values: out, dropped: out.filter((v) => v === null).length };
}

// Switches a chart's y axis between linear and log (for data spanning orders of magnitude).
export function setLogY(chart, on) {
  const y = chart.options.scales.y;
  y.type = on ? 'logarithmic' : 'linear';
  y.ticks = on ? logTicks : {};
}

function baseOptions({ title, xLabel, yLabel, xType = 'linear', yType = 'linear', legend = true, xInteger = false }) {
  return {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    locale: getLang() === 'tr' ? 'tr-TR' : 'en-US',
    parsing: false,
    normalized: true,
    interaction: { mode: 'nearest', intersect: false },
    plugins: {
      title: { display: !!title, text: title, font: { size: 14 } },
      legend: { display: legend, labels: { usePointStyle: true, boxWidth: 30 } },
      decimation: { enabled: true, algorithm: 'lttb', samples: 600 },
      tooltip: { enabled: true },
    },
    scales: {
      x: { type: xType, title: { display: !!xLabel, text: xLabel }, ticks: xInteger ? { precision: 0 } : {} },
      y: { type: yType, title: { display: !!yLabel, text: yLabel }, ticks: yType === 'logarithmic' ? logTicks : {} },
    },
  };
}

// The <details> table behind a chart. columns: header strings; rows: arrays of cells.
function dataTable(caption) {
  const summary = el('summary', { text: t('common.dataTable') });
  const table = el('table', { class: 'data' });
  const note = el('p', { class: 'note' });
  const details = el('details', { class: 'data-table' }, summary, note, table);
  return {
    el: details,
    set(columns, rows, digits = 4) {
      let shown = rows;
      note.textContent = '';
      if (rows.length > MAX_TABLE_ROWS) {
        const every = Math.ceil(rows.length / MAX_TABLE_ROWS);
        shown = rows.filter((_, i) => i % every === 0 || i === rows.length - 1);
        note.textContent = t('common.tableThinned', { every, n: rows.length });
      }
      const cell = (v) => (typeof v === 'number' ? fmt(v, digits) : String(v));
      table.replaceChildren(
        el('caption', { text: caption }),
        el('thead', {}, el('tr', {}, columns.map((c) => el('th', { scope: 'col', text: c })))),
        el('tbody', {}, shown.map((r) => el('tr', {}, r.map((v) => el('td', { text: cell(v) }))))));
    },
  };
}

function frame(title, cls = '') {
  const canvas = el('canvas', { role: 'img', 'aria-label': title });
  const box = el('div', { class: `chart-box ${cls}` }, canvas);
  const table = dataTable(title);
  const skipped = el('p', { class: 'note', hidden: true });
  const fig = el('figure', { class: 'chart', 'data-points': '0' }, box, skipped, table.el);
  // The count of points left out, shown under the chart (0 hides the note).
  const setDropped = (n) => {
    skipped.hidden = n === 0;
    skipped.textContent = n ? t('common.nonFinite', { n }) : '';
    fig.dataset.dropped = String(n);
  };
  return { canvas, fig, table, setDropped };
}

// faint: a noisy background series (thin, translucent) under the readable ones.
function styleFor(i, { marker = false, guide = false, faint = false } = {}) {
  const color = guide ? GUIDE : faint ? `${PALETTE[i % PALETTE.length]}66` : PALETTE[i % PALETTE.length];
  return {
    borderColor: color, backgroundColor: color, borderDash: guide ? [5, 5] : DASHES[i % DASHES.length],
    borderWidth: guide || faint ? 1 : 2, pointStyle: MARKERS[i % MARKERS.length],
    pointRadius: marker ? 3.5 : 0, pointHoverRadius: 4,
  };
}

// Line chart. setSeries([{ label, points: [[x,y],...], marker?, guide? }], tableDigits)
export function lineChart(opts) {
  const { canvas, fig, table, setDropped } = frame(opts.title, opts.tall ? 'tall' : '');
  const chart = new Chart(canvas, { type: 'line', data: { datasets: [] }, options: baseOptions(opts) });
  fig.mmChart = chart; // for the browser test, which checks what reaches Chart.js
  const xName = opts.xLabel ?? 'x';
  return {
    el: fig,
    chart,
    setSeries(series, digits = 4) {
      let si = 0;
      let dropped = 0;
      const logY = chart.options.scales.y.type === 'logarithmic';
      chart.data.datasets = series.map((s) => {
        const d = drawable(s.points, logY);
        dropped += d.dropped;
        return { label: s.label, data: d.points.map(([x, y]) => ({ x, y })), ...styleFor(s.guide ? 0 : si++, s), spanGaps: true };
      });
      chart.update('none');
      setDropped(dropped);
      const n = series.reduce((a, s) => a + (s.guide ? 0 : s.points.length), 0);
      fig.dataset.points = String(n);
      // table: one row per x of the longest non-guide series
      const data = series.filter((s) => !s.guide);
      const longest = data.reduce((a, s) => (s.points.length > a.points.length ? s : a), data[0] ?? { points: [] });
      const maps = data.map((s) => new Map(s.points.map(([x, y]) => [x, y])));
      table.set([xName, ...data.map((s) => s.label)],
        longest.points.map(([x]) => [x, ...maps.map((m) => (m.has(x) ? m.get(x) : '–'))]), digits);
    },
    destroy() { chart.destroy(); },
  };
}

// Bar chart. set(categories, [{ label, values }], guides = [{ y, label }])
export function barChart(opts) {
  const { canvas, fig, table, setDropped } = frame(opts.title, opts.tall ? 'tall' : '');
  const options = baseOptions({ ...opts, xType: 'category' });
  options.parsing = true;
  options.normalized = false;
  options.plugins.decimation.enabled = false;
  const chart = new Chart(canvas, { type: 'bar', data: { labels: [], datasets: [] }, options });
  fig.mmChart = chart;
  return {
    el: fig,
    chart,
    set(categories, series, guides = [], digits = 4) {
      chart.data.labels = categories;
      const bars = series.map((s) => drawableValues(s.values));
      chart.data.datasets = [
        ...series.map((s, i) => ({ type: 'bar', label: s.label, data: bars[i].values, backgroundColor: s.colors ?? PALETTE[i % PALETTE.length],
          borderColor: '#000', borderWidth: 1 })),
        ...guides.map((g) => ({ type: 'line', label: g.label, data: categories.map(() => g.y), borderColor: GUIDE,
          borderDash: [5, 5], borderWidth: 1.5, pointRadius: 0, backgroundColor: GUIDE })),
      ];
      chart.update('none');
      setDropped(bars.reduce((a, b) => a + b.dropped, 0));
      fig.dataset.points = String(series.reduce((a, s) => a + s.values.length, 0));
      table.set([opts.xLabel ?? '', ...series.map((s) => s.label)],
        categories.map((c, i) => [c, ...series.map((s) => s.values[i])]), digits);
    },
    destroy() { chart.destroy(); },
  };
}

// Batch x neuron heat map of |h| in [0, 1]: white (0) to blue (1), and vermillion above the
// saturation threshold; columns in `framed` (dead neurons) get a thick black outline.
export function heatmap(opts) {
  const threshold = opts.threshold ?? 0.97;
  const canvas = el('canvas', { role: 'img', 'aria-label': opts.title, class: 'heatmap' });
  const table = dataTable(opts.title);
  const legend = el('p', { class: 'heat-legend' });
  const fig = el('figure', { class: 'chart', 'data-points': '0' },
    el('figcaption', { text: opts.title }), el('div', { class: 'heat-box' }, canvas), legend, table.el);
  const mix = (a, b, u) => Math.round(a + (b - a) * u);
  const color = (v) => (v > threshold ? PALETTE[1] : `rgb(${mix(255, 0, v)},${mix(255, 114, v)},${mix(255, 178, v)})`);
  return {
    el: fig,
    set(rows, framed, legendText) {
      const B = rows.length, H = rows[0]?.length ?? 0;
      const cell = Math.max(3, Math.min(8, Math.floor(900 / Math.max(1, H))));
      canvas.width = H * cell + 4;
      canvas.height = B * cell + 4;
      const g = canvas.getContext('2d');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, canvas.width, canvas.height);
      for (let b = 0; b < B; b++) for (let h = 0; h < H; h++) {
        g.fillStyle = color(rows[b][h]);
        g.fillRect(2 + h * cell, 2 + b * cell, cell, cell);
      }
      g.lineWidth = 2;
      g.strokeStyle = '#000';
      for (const h of framed) g.strokeRect(2 + h * cell, 1, cell, B * cell + 2);
      legend.textContent = legendText;
      fig.dataset.points = String(B * H);
      table.set([t('common.neuron'), ...rows.map((_, b) => `#${b}`)],
        Array.from({ length: H }, (_, h) => [framed.includes(h) ? `${h} ■` : String(h), ...rows.map((r) => r[h])]), 2);
    },
    destroy() {},
  };
}
