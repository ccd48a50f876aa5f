// view/chart_widget.js — the Chart.js widgets every tab shares, line and bar charts, each in its
// figure with its data table (data_table.js), the series keys, the export menu and a note counting
// the non-finite points left out of the drawing. Animations are off (stable screenshots, and
// prefers-reduced-motion is respected). Leaves out what reaches Chart.js (chart_data.js, pure and
// tested), the words that describe a chart (chart_words.js) and the heat map (heatmap.js).
import * as ChartJs from 'chart.js';
import { el, nextId } from './ui.js';
import { describeLines, describeBars } from './chart_words.js';
import { t, conventions } from '../words/i18n.js';
import { tapWords } from './touch_words.js';
import { baseOptions, setLogY, isLogY, lineData, barData, legendGroups, legendAction, notDrawnText } from './chart_data.js';
import { exportMenu } from './export_menu.js';
import { canvasPng } from './export.js';
import { dataTable } from './data_table.js';

// the parts of Chart.js the widgets use, registered once (the rest is left out of the build)
const Chart = ChartJs.Chart;
Chart.register(
  ChartJs.LineController,
  ChartJs.LineElement,
  ChartJs.PointElement,
  ChartJs.BarController,
  ChartJs.BarElement,
  ChartJs.LinearScale,
  ChartJs.LogarithmicScale,
  ChartJs.CategoryScale,
  ChartJs.Legend,
  ChartJs.Tooltip,
  ChartJs.Title,
  ChartJs.Decimation,
);

// The charts' text: Chart.js's 12 px, titles 14 px; chartTextScale(px) sets it from the body's type
// (presentation mode: ticks, legends and tooltips 0.85 × the body's size, titles the body's size).
const TEXT_PX = 12,
  TITLE_PX = 14;
Chart.defaults.plugins.title.font = { ...Chart.defaults.plugins.title.font, size: TITLE_PX };
export function chartTextScale(bodyPx = null) {
  Chart.defaults.font.size = bodyPx ? Math.round(bodyPx * 0.85) : TEXT_PX;
  Chart.defaults.plugins.title.font.size = bodyPx ? Math.round(bodyPx) : TITLE_PX;
  for (const c of Object.values(Chart.instances)) c.update('none');
}

const locale = () => conventions().locale;

// Calls fn after AFTER_MS, once the page's thread is idle (at most IDLE_WAIT_MS later) -> { cancel() }.
const AFTER_MS = 1000,
  IDLE_WAIT_MS = 1000;
function whenIdle(fn) {
  let idle = null;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fn, { timeout: IDLE_WAIT_MS });
    else fn();
  }, AFTER_MS);
  return {
    cancel() {
      clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    },
  };
}

// state: a widget's state. The Chart.js chart is made at its first drawing, with its data, or a
// second after the tab mounts (once the page is idle) if no data has come by then. A chart made when
// its tab mounts measures its box and draws itself empty as its canvas joins the page, then draws
// again with the data: a forced layout and two drawings per chart in the tab's first frame. Until it
// is made, `draft` holds its data and options; target() is the one of the two that holds them now.
function widgetState(type, opts, options, fill) {
  const w = {
    type,
    options,
    fill,
    chart: null,
    draft: { data: { labels: [], datasets: [] }, options },
    hidden: new Set(), // indices of the datasets hidden from the legend
    keyLabels: '', // the labels the series keys were built for
    title: opts.title,
    full: null, // the CSV export: every row of the data, not the thinned table
    queued: false,
    disposed: false,
    last: null, // setData's arguments, once it has been called
    // The same data again (a part of a figure that a slider does not change, redrawn while it moves)
    // is not drawn again: Chart.js would lay out and draw the whole chart for nothing.
    lastKey: null,
    lightFrame: 0,
  };
  w.target = () => w.chart ?? w.draft;
  return w;
}
const makeChart = (w) => {
  if (!w.chart && !w.disposed) w.chart = new Chart(w.ui.canvas, { type: w.type, data: w.draft.data, options: w.options });
};
const keyOf = (args) => JSON.stringify(args, (k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v));

// render: one drawing for all the changes a tab makes in one go (its data, then a title that states
// the settings): Chart.js lays out and draws the whole chart at every update.
function update(w) {
  if (w.queued) return;
  w.queued = true;
  queueMicrotask(() => {
    w.queued = false;
    if (w.disposed) return;
    if (w.chart) w.chart.update('none');
    else if (w.last) makeChart(w);
  });
}

// render: the PNG for slides: drawn again at twice the screen's density (at least), then back.
async function picture(w) {
  makeChart(w);
  const ratio = Math.max(2, 2 * (window.devicePixelRatio || 1));
  w.chart.options.devicePixelRatio = ratio;
  w.chart.resize();
  try {
    return await canvasPng(w.ui.canvas);
  } finally {
    delete w.chart.options.devicePixelRatio;
    w.chart.resize();
  }
}

// render: row i of the table lit up in the chart (only `series` of it, when a cell is pointed at),
// with its tooltip, in the next frame: after Chart.js has handled the pointer leaving the chart (it
// clears its points).
function light(w, i, series = null) {
  cancelAnimationFrame(w.lightFrame);
  w.lightFrame = requestAnimationFrame(() => lightNow(w, i, series));
}
function lightNow(w, i, series) {
  const { chart, full } = w;
  if (!chart || w.disposed) return;
  const els = [];
  if (i !== null && full?.rows[i]) {
    // the datasets of the table's series, in its column order (the guides have no column)
    const seriesSets = w.target().data.datasets.flatMap((d, k) => (d.guide ? [] : [k]));
    const sets = seriesSets.filter((di, s) => (series === null || s === series) && chart.isDatasetVisible(di));
    for (const di of sets) {
      const data = chart.data.datasets[di].data;
      const k = w.type === 'bar' ? i : data.findIndex((p) => p?.x === full.rows[i][0]);
      if (k >= 0 && data[k] !== null && data[k] !== undefined) els.push({ datasetIndex: di, index: k });
    }
  }
  const at = els.length ? chart.getDatasetMeta(els[0].datasetIndex).data[els[0].index] : null;
  chart.setActiveElements(els);
  chart.tooltip.setActiveElements(els, at ? { x: at.x, y: at.y } : { x: 0, y: 0 });
  chart.update('none');
}
// The row of the table that holds a chart element (a bar's category, a line point's x).
function rowOfElement(w, e) {
  if (w.type === 'bar') return e.index;
  const x = w.chart.data.datasets[e.datasetIndex]?.data[e.index]?.x;
  const r = w.full?.rows.findIndex((row) => row[0] === x);
  return r >= 0 ? r : null;
}

// state: the hidden series applied to the datasets, to the keys' pressed state and to the figure's data-hidden.
function applyHidden(w) {
  w.target().data.datasets.forEach((d, i) => {
    d.hidden = w.hidden.has(i);
  });
  for (const b of w.ui.keys.querySelectorAll('button[data-series]')) {
    b.setAttribute('aria-pressed', String(!w.hidden.has(Number(b.dataset.series))));
  }
  w.ui.fig.dataset.hidden = [...w.hidden].sort((a, b) => a - b).join(' ');
}
// state: the legend's click (isolate: that series alone, or all again), on the chart and on the keys.
function act(w, index, isolate) {
  w.hidden = legendAction(legendGroups(w.target().data.datasets), w.hidden, index, isolate);
  applyHidden(w);
  update(w);
}

// events: the legend's click on the chart, and its double click (that series alone, or all again).
function bindLegend(w) {
  w.options.plugins.legend.onClick = (e, item) => act(w, item.datasetIndex, !!(e.native?.shiftKey || e.native?.altKey));
  w.ui.canvas.addEventListener('dblclick', (e) => {
    // two quick shift- or alt-clicks are a double click too: they have isolated and restored already
    if (e.shiftKey || e.altKey) return;
    const legend = w.chart?.legend;
    const hit = legend?.legendHitBoxes?.findIndex(
      (b) => e.offsetX >= b.left && e.offsetX <= b.left + b.width && e.offsetY >= b.top && e.offsetY <= b.top + b.height,
    );
    if (hit >= 0 && legend.legendItems[hit]) act(w, legend.legendItems[hit].datasetIndex, true);
  });
}

// render: the keys, one button per legend entry, built again only when the entries change.
function buildKeys(w) {
  const { keys } = w.ui;
  const datasets = w.target().data.datasets;
  const groups = w.options.plugins.legend.display ? legendGroups(datasets).filter((g) => !datasets[g.index].guide) : [];
  const text = (g) => datasets[g.index].legendText ?? datasets[g.index].label;
  const labels = groups.map(text).join('\n');
  if (labels === w.keyLabels) return;
  w.keyLabels = labels;
  if (groups.length < 2) {
    keys.replaceChildren();
    return;
  }
  keys.replaceChildren(
    el('span', { class: 'note', text: tapWords('common.seriesHint') }),
    ...groups.map((g) =>
      el('button', {
        type: 'button',
        class: 'series-key',
        'data-series': String(g.index),
        'aria-pressed': String(!w.hidden.has(g.index)),
        text: text(g),
        onclick: (e) => act(w, g.index, e.shiftKey || e.altKey),
        ondblclick: () => act(w, g.index, true),
        onkeydown: (e) => {
          if (e.key === 'Enter' && (e.shiftKey || e.altKey)) {
            e.preventDefault();
            act(w, g.index, true);
          }
        },
      }),
    ),
  );
}

// render: the figure: the canvas in its box, its description (what the chart shows now, in words,
// read with the canvas's name), the keys, the note on left-out points, the export menu, the table.
function widgetFrame(w, opts) {
  const desc = el('p', { class: 'visually-hidden chart-desc', id: nextId('desc') });
  const canvas = el('canvas', { role: 'img', 'aria-label': opts.title, 'aria-describedby': desc.id });
  const table = dataTable(opts.title, { onRow: (i, series) => light(w, i, series) });
  const keys = el('div', { class: 'series-keys', role: 'group', 'aria-label': t('common.seriesKeys') });
  const skipped = el('p', { class: 'note', hidden: true });
  const menu = exportMenu({ title: () => w.title, table: () => w.full, canvas, picture: () => picture(w) });
  const fig = el(
    'figure',
    { class: 'chart', 'data-points': '0' },
    el('div', { class: `chart-box ${opts.tall ? 'tall' : ''}` }, canvas),
    desc,
    keys,
    skipped,
    menu,
    table.el,
  );
  return { desc, canvas, table, keys, skipped, fig };
}

// state: new data (setData's arguments) filled into the chart, its keys, its table and its description.
function setData(w, args) {
  const { desc, table, skipped, fig } = w.ui;
  const key = keyOf(args);
  if (key === w.lastKey) return;
  w.lastKey = key;
  w.last = args;
  const before = w.target().data.datasets.length;
  const d = w.fill(w.target(), ...args);
  if (w.target().data.datasets.length !== before) w.hidden = new Set(); // other series: all shown
  applyHidden(w);
  buildKeys(w);
  update(w);
  skipped.hidden = d.dropped === 0;
  skipped.textContent = d.dropped ? notDrawnText(d.nonFinite === undefined ? { nonFinite: d.dropped } : d) : '';
  fig.dataset.dropped = String(d.dropped);
  fig.dataset.points = String(d.points);
  w.full = { columns: d.columns, rows: d.rows };
  table.set(d.columns, d.rows, d.digits);
  desc.textContent = (w.type === 'bar' ? describeBars : describeLines)(d.columns, d.rows);
}

// A Chart.js chart in its figure, with the data table and the note on left-out points.
// fill(chart, ...args) -> { dropped, points, columns, rows, digits } draws the widget's data.
// The chart and its table are linked: a row (or a cell) of the table under the pointer or the
// keyboard's focus lights its points up in the chart, with their tooltip; the point under the
// pointer lights its row up. Legend: a click hides or shows a series, shift- or alt-click or a
// double click shows it alone (once more: all); the same from the keyboard in `keys`, buttons that
// come into view when they take the focus.
function chartWidget(type, opts, options, fill) {
  const w = widgetState(type, opts, options, fill);
  w.ui = widgetFrame(w, opts);
  const { canvas, table, fig } = w.ui;
  const idle = whenIdle(() => makeChart(w));
  // for the browser test, which checks what reaches Chart.js
  Object.defineProperty(fig, 'mmChart', { get: w.target });
  options.onHover = (_, active) => table.mark(active.length ? rowOfElement(w, active[0]) : null);
  if (options.plugins.legend.display) bindLegend(w);
  return {
    el: fig,
    setTitle(text) {
      const same = text === w.title; // the options already hold it (chart_data.js baseOptions, or the last call)
      w.title = text;
      w.target().options.plugins.title.text = text;
      w.target().options.plugins.title.display = !!text;
      canvas.setAttribute('aria-label', text);
      table.setCaption(text);
      if (!same) update(w);
    },
    setData: (...args) => setData(w, args),
    // A log y axis (data spanning orders of magnitude); the data already set is drawn again.
    setLogY(on) {
      if (isLogY(w.target().options) === on) return;
      setLogY(w.target().options, on);
      w.lastKey = null; // drawn again on the new axis
      if (w.last) setData(w, w.last);
      else update(w);
    },
    // A fixed y range (two charts meant to be compared share one); undefined: automatic.
    setYRange(min, max) {
      w.target().options.scales.y.min = min;
      w.target().options.scales.y.max = max;
      update(w);
    },
    // the x axis's ends (undefined: the data's)
    setXRange(min, max) {
      w.target().options.scales.x.min = min;
      w.target().options.scales.x.max = max;
      update(w);
    },
    dispose() {
      w.disposed = true;
      cancelAnimationFrame(w.lightFrame);
      idle.cancel();
      w.chart?.destroy();
    },
  };
}

// Line chart: setData([{ label, points: [[x, y], ...], marker?, guide?, faint? }], tableDigits = 4).
// opts: { title, xLabel, yLabel, logY?, legend?, xInteger?, tall? }
export function lineChart(opts) {
  const options = baseOptions(opts, locale());
  // a series may stay out of the legend, or stand in it for its group (legendText)
  Object.assign(options.plugins.legend.labels, {
    filter: (item, data) => data.datasets[item.datasetIndex]?.legend !== false,
    generateLabels: (chart) =>
      Chart.defaults.plugins.legend.labels
        .generateLabels(chart)
        .map((item) => ({ ...item, text: chart.data.datasets[item.datasetIndex]?.legendText ?? item.text })),
  });
  return chartWidget('line', opts, options, (chart, series, digits = 4) => {
    const d = lineData(series, { logY: isLogY(chart.options), xName: opts.xLabel ?? 'x' });
    chart.data.datasets = d.datasets;
    return { ...d, digits };
  });
}

// Bar chart: setData(categories, [{ label, values, colors? }], guides = [{ y, label }], tableDigits = 4).
export function barChart(opts) {
  const options = baseOptions({ ...opts, xType: 'category' }, locale());
  options.parsing = true;
  options.normalized = false;
  options.plugins.decimation.enabled = false;
  return chartWidget('bar', opts, options, (chart, categories, series, guides = [], digits = 4) => {
    const d = barData(categories, series, guides, opts.xLabel ?? '');
    chart.data.labels = d.labels;
    chart.data.datasets = d.datasets;
    return { ...d, digits };
  });
}
