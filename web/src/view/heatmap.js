// view/heatmap.js — the batch x neuron heat map of |h| (the tanh tab's saturation figure), drawn on a
// canvas with DOM calls only, with its data table (data_table.js) and export menu. Dead neurons are
// framed; a column can be picked with the pointer, the keys or the table. Leaves out the colour
// scale (chart_data.js heatColor) and the Chart.js charts (chart_widget.js).
import { el, nextId } from './ui.js';
import { describeHeat } from './chart_words.js';
import { t } from '../words/i18n.js';
import { heatColor } from './chart_data.js';
import { exportMenu } from './export_menu.js';
import { dataTable } from './data_table.js';

// render: the map on its canvas from m.data ({ rows, framed, cell }): |h| coloured, the dead
// columns framed, the picked one outlined, `linked` (a table row under the pointer or focus) dashed.
function drawMap(m, linked = null) {
  if (!m.data) return;
  const { canvas } = m.ui;
  const { rows, framed, cell } = m.data;
  const B = rows.length,
    H = rows[0]?.length ?? 0;
  const g = canvas.getContext('2d');
  g.setLineDash([]);
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  for (let b = 0; b < B; b++)
    for (let h = 0; h < H; h++) {
      g.fillStyle = heatColor(rows[b][h], m.threshold);
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
  outline(m.picked, []);
  if (linked !== m.picked) outline(linked, [3, 2]);
}

// The table and the CSV of a map (pure): one row per neuron (framed: marked ■), one column per example.
export function heatTable(rows, framed) {
  return {
    columns: [t('common.neuron'), ...rows.map((_, b) => `#${b}`)],
    rows: Array.from({ length: rows[0]?.length ?? 0 }, (_, h) => [framed.includes(h) ? `${h} ■` : String(h), ...rows.map((r) => r[h])]),
  };
}

const cols = (m) => m.data?.rows[0]?.length ?? 0;
// state: column h picked (clamped to the map), outlined and reported to opts.onPick.
function pick(m, h) {
  if (!m.opts.onPick || !cols(m)) return;
  m.picked = Math.max(0, Math.min(cols(m) - 1, h));
  drawMap(m);
  m.opts.onPick(m.picked);
}

// events: a click picks the column under the pointer, a hover outlines it and marks its table row,
// the arrow keys, Home, End, Enter and space on the map pick one.
function bindPicking(m) {
  const { canvas, box, table } = m.ui;
  // the column under the pointer (a finger on the border: the nearest), from the canvas's drawn size (CSS may scale it)
  const columnAt = (e) => {
    const r = canvas.getBoundingClientRect();
    if (!m.data || !r.width) return null;
    const x = ((e.clientX - r.left) * canvas.width) / r.width;
    return Math.max(0, Math.min(cols(m) - 1, Math.floor((x - 2) / m.data.cell))); // the nearest column, borders included
  };
  canvas.classList.add('pickable');
  canvas.addEventListener('click', (e) => {
    const h = columnAt(e);
    if (h !== null) pick(m, h);
  });
  canvas.addEventListener('mousemove', (e) => {
    const h = columnAt(e);
    drawMap(m, h);
    table.mark(h);
  });
  canvas.addEventListener('mouseleave', () => {
    drawMap(m);
    table.mark(null);
  });
  box.addEventListener('keydown', (e) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    let h = null;
    if (step) h = m.picked === null ? 0 : m.picked + step;
    else if (e.key === 'Home') h = 0;
    else if (e.key === 'End') h = cols(m) - 1;
    else if (e.key === 'Enter' || e.key === ' ') h = m.picked ?? 0;
    if (h === null) return;
    e.preventDefault();
    pick(m, h);
  });
}

// render: the figure: caption, the focusable box round the canvas, description, legend, export menu, table.
function mapFrame(m) {
  const { opts } = m;
  const desc = el('p', { class: 'visually-hidden chart-desc', id: nextId('desc') });
  const canvas = el('canvas', { role: 'img', 'aria-label': opts.title, 'aria-describedby': desc.id, class: 'heatmap' });
  const table = dataTable(opts.title, {
    onRow: (i) => drawMap(m, i),
    onPick: opts.onPick ? (i) => pick(m, i) : null,
  });
  // its words are in the description too (desc): read once, there
  const legend = el('p', { class: 'heat-legend', 'aria-hidden': 'true' });
  const caption = el('figcaption', { text: opts.title });
  const menu = exportMenu({ title: () => caption.textContent, table: () => m.full, canvas });
  const box = el('div', { class: 'heat-box', tabindex: '0', role: 'region', 'aria-label': m.label(opts.title) }, canvas);
  const fig = el('figure', { class: 'chart', 'data-points': '0' }, caption, box, desc, legend, menu, table.el);
  return { desc, canvas, table, legend, caption, box, fig };
}

// Batch x neuron heat map of |h| in [0, 1] (chart_data.js heatColor); columns in `framed` (dead
// neurons) get a thick black outline. setData(rows, framed, legendText); select(h) outlines column h
// (null: none); no setLogY (no y axis). A click on a column, Enter or the arrow keys on the map, or a
// row of its table picks a neuron: opts.onPick(h).
// opts: { title, threshold, onPick?, keysHint? (what the keys do, said with the map's name) }
export function heatmap(opts) {
  const threshold = opts.threshold; // the tab's: the core's recipe's saturation threshold
  // state: the CSV export's rows (full), { rows, framed, cell } of the last setData (data), the outlined column (picked)
  const m = { opts, threshold, full: null, data: null, picked: null };
  m.label = (title) => (opts.keysHint ? `${title}. ${opts.keysHint}` : title);
  m.ui = mapFrame(m);
  const { desc, canvas, table, legend, caption, box, fig } = m.ui;
  // for the browser test: the |h| rows and the dead columns the map was drawn from
  Object.defineProperty(fig, 'mmHeat', { get: () => m.data && { rows: m.data.rows, framed: m.data.framed, threshold } });
  if (opts.onPick) bindPicking(m);
  return {
    el: fig,
    setTitle(text) {
      caption.textContent = text;
      canvas.setAttribute('aria-label', text);
      box.setAttribute('aria-label', m.label(text));
      table.setCaption(text);
    },
    setData(rows, framed, legendText) {
      const B = rows.length,
        H = rows[0]?.length ?? 0;
      const cell = Math.max(3, Math.min(8, Math.floor(900 / Math.max(1, H))));
      canvas.width = H * cell + 4;
      canvas.height = B * cell + 4;
      m.data = { rows, framed, cell };
      if (m.picked !== null && m.picked >= H) m.picked = null;
      drawMap(m);
      legend.textContent = legendText;
      desc.textContent = `${describeHeat(rows)} ${legendText}`;
      fig.dataset.points = String(B * H);
      m.full = heatTable(rows, framed);
      table.set(m.full.columns, m.full.rows, 2);
    },
    // the outlined column (the neuron the tab explains), or null
    select(h) {
      m.picked = h;
      drawMap(m);
    },
    dispose() {},
  };
}
