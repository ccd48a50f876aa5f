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
import { el, nextId } from './ui.js';
import { describeLines, describeBars, describeHeat } from './chart_words.js';
import { t, int, getLang } from '../words/i18n.js';
import {
  baseOptions,
  setLogY,
  isLogY,
  lineData,
  barData,
  thinRows,
  heatColor,
  cellFormat,
  legendGroups,
  legendAction,
} from './chart_data.js';
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

// The <details> table behind a chart: set(columns, rows, digits), setCaption(text), mark(i) (row i
// of the data, null: none, is highlighted: the point the chart's pointer is on). links: { onRow(i,
// series) (a row, or one series' cell in it, under the pointer or keyboard focus; null when it
// leaves), onPick(i) (a row clicked, or Enter on it) }. The rows take the focus one at a time: the
// arrow keys, Home and End move it.
function dataTable(title, links = {}) {
  let caption = title;
  let pending = null; // the last data set while the table is closed: built when it is opened
  let marked = null;
  const table = el('table', { class: 'data' });
  const note = el('p', { class: 'note' });
  const details = el('details', { class: 'data-table' }, el('summary', { text: t('common.dataTable') }), note, table);
  const rowOf = (node) => node?.closest?.('tbody tr');
  const mark = (i) => {
    marked = i;
    for (const tr of table.querySelectorAll('tr.linked')) tr.classList.remove('linked');
    if (i !== null) table.querySelector(`tbody tr[data-row="${i}"]`)?.classList.add('linked');
  };
  const build = () => {
    if (!pending) return;
    const [columns, rows, digits] = pending;
    pending = null;
    const { shown, every } = thinRows(rows);
    note.textContent = every > 1 ? t('common.tableThinned', { every: int(every), n: int(rows.length) }) : '';
    const cell = cellFormat(columns, rows, digits);
    const index = new Map(rows.map((r, i) => [r, i]));
    const linked = !!(links.onRow || links.onPick);
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
        shown.map((r, k) =>
          el(
            'tr',
            { 'data-row': String(index.get(r)), ...(linked ? { tabindex: k === 0 ? '0' : '-1' } : {}) },
            r.map((v, j) => el('td', { text: cell(v, j) })),
          ),
        ),
      ),
    );
    mark(marked);
  };
  const rowIndex = (tr) => Number(tr.dataset.row);
  // the series of a cell (its column less the x column), or null for the x column or a whole row
  const seriesOf = (td) => (td && td.cellIndex > 0 ? td.cellIndex - 1 : null);
  if (links.onRow || links.onPick) {
    table.addEventListener('mouseover', (e) => {
      const tr = rowOf(e.target);
      if (tr) links.onRow?.(rowIndex(tr), seriesOf(e.target.closest('td')));
    });
    table.addEventListener('mouseleave', () => links.onRow?.(null));
    table.addEventListener('focusin', (e) => {
      const tr = rowOf(e.target);
      if (tr) links.onRow?.(rowIndex(tr), null);
    });
    table.addEventListener('focusout', (e) => {
      if (!table.contains(e.relatedTarget)) links.onRow?.(null);
    });
    table.addEventListener('click', (e) => {
      const tr = rowOf(e.target);
      if (tr) links.onPick?.(rowIndex(tr));
    });
    table.addEventListener('keydown', (e) => {
      const tr = rowOf(e.target);
      if (!tr) return;
      const all = [...table.querySelectorAll('tbody tr')];
      const at = all.indexOf(tr);
      const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
      if (e.key === 'Enter' && links.onPick) {
        e.preventDefault();
        links.onPick(rowIndex(tr));
      } else if (to !== undefined && all[to]) {
        e.preventDefault();
        tr.tabIndex = -1;
        all[to].tabIndex = 0;
        all[to].focus();
      }
    });
  }
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
    mark(i) {
      if (i !== marked) mark(i);
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
// The chart and its table are linked: a row (or a cell) of the table under the pointer or the
// keyboard's focus lights its points up in the chart, with their tooltip; the point under the
// pointer lights its row up. Legend: a click hides or shows a series, shift- or alt-click or a
// double click shows it alone (once more: all); the same from the keyboard in `keys`, buttons that
// come into view when they take the focus.
function chartWidget(type, opts, options, fill) {
  // what the chart shows now, in words (chart_words.js), read with the canvas's name
  const desc = el('p', { class: 'visually-hidden chart-desc', id: nextId('desc') });
  const canvas = el('canvas', { role: 'img', 'aria-label': opts.title, 'aria-describedby': desc.id });
  const table = dataTable(opts.title, { onRow: (i, series) => light(i, series) });
  const keys = el('div', { class: 'series-keys', role: 'group', 'aria-label': t('common.seriesKeys') });
  let hidden = new Set(); // indices of the datasets hidden from the legend
  let keyLabels = '';
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
    desc,
    keys,
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
  // The same data again (a part of a figure that a slider does not change, redrawn while it moves)
  // is not drawn again: Chart.js would lay out and draw the whole chart for nothing.
  let lastKey = null;
  const keyOf = (args) => JSON.stringify(args, (k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v));
  // the datasets of the table's series, in its column order (the guides have no column)
  const seriesSets = () => target().data.datasets.flatMap((d, i) => (d.guide ? [] : [i]));
  // Lights up row i of the table in the chart (only `series` of it, when a cell is pointed at), in
  // the next frame: after Chart.js has handled the pointer leaving the chart (it clears its points).
  let lightFrame = 0;
  const light = (i, series = null) => {
    cancelAnimationFrame(lightFrame);
    lightFrame = requestAnimationFrame(() => lightNow(i, series));
  };
  const lightNow = (i, series) => {
    if (!chart || disposed) return;
    const els = [];
    if (i !== null && full?.rows[i]) {
      const sets = seriesSets().filter((di, s) => (series === null || s === series) && chart.isDatasetVisible(di));
      for (const di of sets) {
        const data = chart.data.datasets[di].data;
        const k = type === 'bar' ? i : data.findIndex((p) => p?.x === full.rows[i][0]);
        if (k >= 0 && data[k] !== null && data[k] !== undefined) els.push({ datasetIndex: di, index: k });
      }
    }
    const at = els.length ? chart.getDatasetMeta(els[0].datasetIndex).data[els[0].index] : null;
    chart.setActiveElements(els);
    chart.tooltip.setActiveElements(els, at ? { x: at.x, y: at.y } : { x: 0, y: 0 });
    chart.update('none');
  };
  // The row of the table that holds a chart element (a bar's category, a line point's x).
  const rowOf = (e) => {
    if (type === 'bar') return e.index;
    const x = chart.data.datasets[e.datasetIndex]?.data[e.index]?.x;
    const r = full?.rows.findIndex((row) => row[0] === x);
    return r >= 0 ? r : null;
  };
  options.onHover = (_, active) => table.mark(active.length ? rowOf(active[0]) : null);
  // The legend's click (isolate: that series alone, or all again), on the chart and on the keys.
  const applyHidden = () => {
    target().data.datasets.forEach((d, i) => {
      d.hidden = hidden.has(i);
    });
    for (const b of keys.querySelectorAll('button[data-series]')) {
      b.setAttribute('aria-pressed', String(!hidden.has(Number(b.dataset.series))));
    }
    fig.dataset.hidden = [...hidden].sort((a, b) => a - b).join(' ');
  };
  const act = (index, isolate) => {
    hidden = legendAction(legendGroups(target().data.datasets), hidden, index, isolate);
    applyHidden();
    update();
  };
  if (options.plugins.legend.display) {
    options.plugins.legend.onClick = (e, item) => act(item.datasetIndex, !!(e.native?.shiftKey || e.native?.altKey));
    canvas.addEventListener('dblclick', (e) => {
      // two quick shift- or alt-clicks are a double click too: they have isolated and restored already
      if (e.shiftKey || e.altKey) return;
      const legend = chart?.legend;
      const hit = legend?.legendHitBoxes?.findIndex(
        (b) => e.offsetX >= b.left && e.offsetX <= b.left + b.width && e.offsetY >= b.top && e.offsetY <= b.top + b.height,
      );
      if (hit >= 0 && legend.legendItems[hit]) act(legend.legendItems[hit].datasetIndex, true);
    });
  }
  // The keys: one button per legend entry, built again only when the entries change.
  const buildKeys = () => {
    const datasets = target().data.datasets;
    const groups = options.plugins.legend.display ? legendGroups(datasets).filter((g) => !datasets[g.index].guide) : [];
    const text = (g) => datasets[g.index].legendText ?? datasets[g.index].label;
    const labels = groups.map(text).join('\n');
    if (labels === keyLabels) return;
    keyLabels = labels;
    if (groups.length < 2) {
      keys.replaceChildren();
      return;
    }
    keys.replaceChildren(
      el('span', { class: 'note', text: t('common.seriesHint') }),
      ...groups.map((g) =>
        el('button', {
          type: 'button',
          class: 'series-key',
          'data-series': String(g.index),
          'aria-pressed': String(!hidden.has(g.index)),
          text: text(g),
          onclick: (e) => act(g.index, e.shiftKey || e.altKey),
          ondblclick: () => act(g.index, true),
          onkeydown: (e) => {
            if (e.key === 'Enter' && (e.shiftKey || e.altKey)) {
              e.preventDefault();
              act(g.index, true);
            }
          },
        }),
      ),
    );
  };
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
      const same = text === title; // the options already hold it (chart_data.js baseOptions, or the last call)
      title = text;
      target().options.plugins.title.text = text;
      target().options.plugins.title.display = !!text;
      canvas.setAttribute('aria-label', text);
      table.setCaption(text);
      if (!same) update();
    },
    setData(...args) {
      const key = keyOf(args);
      if (key === lastKey) return;
      lastKey = key;
      last = args;
      const before = target().data.datasets.length;
      const d = fill(target(), ...args);
      if (target().data.datasets.length !== before) hidden = new Set(); // other series: all shown
      applyHidden();
      buildKeys();
      update();
      skipped.hidden = d.dropped === 0;
      skipped.textContent = d.dropped ? t('common.nonFinite', { n: d.dropped }) : '';
      fig.dataset.dropped = String(d.dropped);
      fig.dataset.points = String(d.points);
      full = { columns: d.columns, rows: d.rows };
      table.set(d.columns, d.rows, d.digits);
      desc.textContent = (type === 'bar' ? describeBars : describeLines)(d.columns, d.rows);
    },
    // A log y axis (data spanning orders of magnitude); the data already set is drawn again.
    setLogY(on) {
      if (isLogY(target().options) === on) return;
      setLogY(target().options, on);
      lastKey = null; // drawn again on the new axis
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
      cancelAnimationFrame(lightFrame);
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
// neurons) get a thick black outline. setData(rows, framed, legendText); select(h) outlines column h
// (null: none); no setLogY (no y axis). A click on a column, Enter or the arrow keys on the map, or a
// row of its table picks a neuron: opts.onPick(h).
// opts: { title, threshold, onPick?, keysHint? (what the keys do, said with the map's name) }
export function heatmap(opts) {
  const threshold = opts.threshold; // the tab's: the core's recipe's saturation threshold
  const desc = el('p', { class: 'visually-hidden chart-desc', id: nextId('desc') });
  const canvas = el('canvas', { role: 'img', 'aria-label': opts.title, 'aria-describedby': desc.id, class: 'heatmap' });
  const table = dataTable(opts.title, {
    onRow: (i) => drawMap(i),
    onPick: opts.onPick ? (i) => pick(i) : null,
  });
  const legend = el('p', { class: 'heat-legend' });
  const caption = el('figcaption', { text: opts.title });
  let full = null; // the CSV export's rows
  let data = null; // { rows, framed, cell } of the last setData
  let picked = null; // the outlined column
  const menu = exportMenu({ title: () => caption.textContent, table: () => full, canvas });
  const label = (title) => (opts.keysHint ? `${title}. ${opts.keysHint}` : title);
  const box = el('div', { class: 'heat-box', tabindex: '0', role: 'region', 'aria-label': label(opts.title) }, canvas);
  const fig = el('figure', { class: 'chart', 'data-points': '0' }, caption, box, desc, legend, menu, table.el);
  // for the browser test: the |h| rows and the dead columns the map was drawn from
  Object.defineProperty(fig, 'mmHeat', { get: () => data && { rows: data.rows, framed: data.framed, threshold } });
  // The map; `linked` (a table row under the pointer or focus) is outlined dashed.
  const drawMap = (linked = null) => {
    if (!data) return;
    const { rows, framed, cell } = data;
    const B = rows.length,
      H = rows[0]?.length ?? 0;
    const g = canvas.getContext('2d');
    g.setLineDash([]);
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
    const outline = (h, dash) => {
      if (h === null || h < 0 || h >= H) return;
      g.lineWidth = 2;
      g.strokeStyle = '#CC79A7';
      g.setLineDash(dash);
      g.strokeRect(1 + h * cell, 1, cell + 2, B * cell + 2);
      g.setLineDash([]);
    };
    outline(picked, []);
    if (linked !== picked) outline(linked, [3, 2]);
  };
  const cols = () => data?.rows[0]?.length ?? 0;
  const pick = (h) => {
    if (!opts.onPick || !cols()) return;
    picked = Math.max(0, Math.min(cols() - 1, h));
    drawMap();
    opts.onPick(picked);
  };
  // the column under the pointer (a finger on the border: the nearest), from the canvas's drawn size (CSS may scale it)
  const columnAt = (e) => {
    const r = canvas.getBoundingClientRect();
    if (!data || !r.width) return null;
    const x = ((e.clientX - r.left) * canvas.width) / r.width;
    return Math.max(0, Math.min(cols() - 1, Math.floor((x - 2) / data.cell))); // the nearest column, borders included
  };
  if (opts.onPick) {
    canvas.classList.add('pickable');
    canvas.addEventListener('click', (e) => {
      const h = columnAt(e);
      if (h !== null) pick(h);
    });
    canvas.addEventListener('mousemove', (e) => {
      const h = columnAt(e);
      drawMap(h);
      table.mark(h);
    });
    canvas.addEventListener('mouseleave', () => {
      drawMap();
      table.mark(null);
    });
    box.addEventListener('keydown', (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      let h = null;
      if (step) h = picked === null ? 0 : picked + step;
      else if (e.key === 'Home') h = 0;
      else if (e.key === 'End') h = cols() - 1;
      else if (e.key === 'Enter' || e.key === ' ') h = picked ?? 0;
      if (h === null) return;
      e.preventDefault();
      pick(h);
    });
  }
  return {
    el: fig,
    setTitle(text) {
      caption.textContent = text;
      canvas.setAttribute('aria-label', text);
      box.setAttribute('aria-label', label(text));
      table.setCaption(text);
    },
    setData(rows, framed, legendText) {
      const B = rows.length,
        H = rows[0]?.length ?? 0;
      const cell = Math.max(3, Math.min(8, Math.floor(900 / Math.max(1, H))));
      canvas.width = H * cell + 4;
      canvas.height = B * cell + 4;
      data = { rows, framed, cell };
      if (picked !== null && picked >= H) picked = null;
      drawMap();
      legend.textContent = legendText;
      desc.textContent = `${describeHeat(rows)} ${legendText}`;
      fig.dataset.points = String(B * H);
      full = {
        columns: [t('common.neuron'), ...rows.map((_, b) => `#${b}`)],
        rows: Array.from({ length: H }, (_, h) => [framed.includes(h) ? `${h} ■` : String(h), ...rows.map((r) => r[h])]),
      };
      table.set(full.columns, full.rows, 2);
    },
    // the outlined column (the neuron the tab explains), or null
    select(h) {
      picked = h;
      drawMap();
    },
    dispose() {},
  };
}
