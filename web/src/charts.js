// charts.js — the chart widgets every tab shares: line, bar and a batch x neuron heat map, each
// with its data table in a <details> below it (a chart is never the only way to read a number).
// A widget is { el, setTitle(text), setData(...), setLogY(on), setYRange(min, max), dispose() }; tabs never touch
// Chart.js. What reaches Chart.js is computed in chart_data.js (pure, tested); non-finite points
// are left out of the drawing, a note under the chart counts them, and the table shows them
// (∞, –). Animations are off (stable screenshots, and prefers-reduced-motion is respected).
import {
  Chart,
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  LinearScale,
  LogarithmicScale,
  CategoryScale,
  Legend,
  Tooltip,
  Title,
  Decimation,
} from 'chart.js';
import { el } from './ui.js';
import { t, int, getLang } from './i18n.js';
import { baseOptions, setLogY, isLogY, lineData, barData, thinRows, heatColor, cellFormat } from './chart_data.js';
import { exportMenu } from './export_menu.js';
import { canvasPng } from './export.js';

export { PALETTE } from './chart_data.js';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  LinearScale,
  LogarithmicScale,
  CategoryScale,
  Legend,
  Tooltip,
  Title,
  Decimation,
);

const locale = () => (getLang() === 'tr' ? 'tr-TR' : 'en-US');

// The <details> table behind a chart: set(columns, rows, digits), setCaption(text).
function dataTable(title) {
  let caption = title;
  let pending = null; // the last data set while the table is closed: built when it is opened
  const table = el('table', { class: 'data' });
  const note = el('p', { class: 'note' });
  const details = el('details', { class: 'data-table' }, el('summary', { text: t('common.dataTable') }), note, table);
  const build = () => {
    if (!pending) return;
    const [columns, rows, digits] = pending;
    pending = null;
    const { shown, every } = thinRows(rows);
    note.textContent = every > 1 ? t('common.tableThinned', { every: int(every), n: int(rows.length) }) : '';
    const cell = cellFormat(columns, rows, digits);
    table.replaceChildren(
      el('caption', { text: caption }),
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          columns.map((c) => el('th', { scope: 'col', text: c })),
        ),
      ),
      el(
        'tbody',
        {},
        shown.map((r) =>
          el(
            'tr',
            {},
            r.map((v, j) => el('td', { text: cell(v, j) })),
          ),
        ),
      ),
    );
  };
  details.addEventListener('toggle', () => {
    if (details.open) build();
  });
  return {
    el: details,
    setCaption(text) {
      caption = text;
      table.querySelector('caption')?.replaceChildren(text);
    },
    // Rows of a streaming chart change several times a second; a closed table is not rebuilt each time.
    set(columns, rows, digits = 4) {
      pending = [columns, rows, digits];
      if (details.open) build();
    },
  };
}

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

// A Chart.js chart in its figure, with the data table and the note on left-out points.
// fill(chart, ...args) -> { dropped, points, columns, rows, digits } draws the widget's data.
function chartWidget(type, opts, options, fill) {
  const canvas = el('canvas', { role: 'img', 'aria-label': opts.title });
  const table = dataTable(opts.title);
  const skipped = el('p', { class: 'note', hidden: true });
  let title = opts.title,
    full = null; // the CSV export: every row of the data, not the thinned table
  // The PNG for slides: drawn again at twice the screen's density (at least), then back.
  const picture = async () => {
    make();
    const ratio = Math.max(2, 2 * (window.devicePixelRatio || 1));
    chart.options.devicePixelRatio = ratio;
    chart.resize();
    try {
      return await canvasPng(canvas);
    } finally {
      delete chart.options.devicePixelRatio;
      chart.resize();
    }
  };
  const menu = exportMenu({ title: () => title, table: () => full, canvas, picture });
  const fig = el(
    'figure',
    { class: 'chart', 'data-points': '0' },
    el('div', { class: `chart-box ${opts.tall ? 'tall' : ''}` }, canvas),
    skipped,
    menu,
    table.el,
  );
  // The Chart.js chart is made at its first drawing, with its data, or a second after the tab
  // mounts (once the page is idle) if no data has come by then. A chart made when its tab mounts
  // measures its box and draws itself empty as its canvas joins the page, then draws again with
  // the data: a forced layout and two drawings per chart in the tab's first frame. Until it is
  // made, `draft` holds its data and options.
  let chart = null;
  const draft = { data: { labels: [], datasets: [] }, options };
  const target = () => chart ?? draft;
  let queued = false,
    disposed = false;
  const make = () => {
    if (!chart && !disposed) chart = new Chart(canvas, { type, data: draft.data, options });
  };
  const idle = whenIdle(make);
  // for the browser test, which checks what reaches Chart.js
  Object.defineProperty(fig, 'mmChart', { get: target });
  let last = null; // setData's arguments, once it has been called
  // One drawing for all the changes a tab makes in one go (its data, then a title that states the
  // settings): Chart.js lays out and draws the whole chart at every update.
  const update = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (disposed) return;
      if (chart) chart.update('none');
      else if (last) make();
    });
  };
  const widget = {
    el: fig,
    setTitle(text) {
      title = text;
      target().options.plugins.title.text = text;
      target().options.plugins.title.display = !!text;
      canvas.setAttribute('aria-label', text);
      table.setCaption(text);
      update();
    },
    setData(...args) {
      last = args;
      const d = fill(target(), ...args);
      update();
      skipped.hidden = d.dropped === 0;
      skipped.textContent = d.dropped ? t('common.nonFinite', { n: d.dropped }) : '';
      fig.dataset.dropped = String(d.dropped);
      fig.dataset.points = String(d.points);
      full = { columns: d.columns, rows: d.rows };
      table.set(d.columns, d.rows, d.digits);
    },
    // A log y axis (data spanning orders of magnitude); the data already set is drawn again.
    setLogY(on) {
      if (isLogY(target().options) === on) return;
      setLogY(target().options, on);
      if (last) widget.setData(...last);
      else update();
    },
    // A fixed y range (two charts meant to be compared share one); undefined: automatic.
    setYRange(min, max) {
      target().options.scales.y.min = min;
      target().options.scales.y.max = max;
      update();
    },
    dispose() {
      disposed = true;
      idle.cancel();
      chart?.destroy();
    },
  };
  return widget;
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

// Batch x neuron heat map of |h| in [0, 1] (chart_data.js heatColor); columns in `framed` (dead
// neurons) get a thick black outline. setData(rows, framed, legendText); no setLogY (no y axis).
// opts: { title, threshold }
export function heatmap(opts) {
  const threshold = opts.threshold ?? 0.97;
  const canvas = el('canvas', { role: 'img', 'aria-label': opts.title, class: 'heatmap' });
  const table = dataTable(opts.title);
  const legend = el('p', { class: 'heat-legend' });
  const caption = el('figcaption', { text: opts.title });
  let full = null; // the CSV export's rows
  const menu = exportMenu({ title: () => caption.textContent, table: () => full, canvas });
  const fig = el(
    'figure',
    { class: 'chart', 'data-points': '0' },
    caption,
    el('div', { class: 'heat-box', tabindex: '0', role: 'region', 'aria-label': opts.title }, canvas),
    legend,
    menu,
    table.el,
  );
  return {
    el: fig,
    setTitle(text) {
      caption.textContent = text;
      canvas.setAttribute('aria-label', text);
      table.setCaption(text);
    },
    setData(rows, framed, legendText) {
      const B = rows.length,
        H = rows[0]?.length ?? 0;
      const cell = Math.max(3, Math.min(8, Math.floor(900 / Math.max(1, H))));
      canvas.width = H * cell + 4;
      canvas.height = B * cell + 4;
      const g = canvas.getContext('2d');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, canvas.width, canvas.height);
      for (let b = 0; b < B; b++)
        for (let h = 0; h < H; h++) {
          g.fillStyle = heatColor(rows[b][h], threshold);
          g.fillRect(2 + h * cell, 2 + b * cell, cell, cell);
        }
      g.lineWidth = 2;
      g.strokeStyle = '#000';
      for (const h of framed) g.strokeRect(2 + h * cell, 1, cell, B * cell + 2);
      legend.textContent = legendText;
      fig.dataset.points = String(B * H);
      full = {
        columns: [t('common.neuron'), ...rows.map((_, b) => `#${b}`)],
        rows: Array.from({ length: H }, (_, h) => [framed.includes(h) ? `${h} ■` : String(h), ...rows.map((r) => r[h])]),
      };
      table.set(full.columns, full.rows, 2);
    },
    dispose() {},
  };
}
