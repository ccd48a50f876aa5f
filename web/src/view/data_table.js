// view/data_table.js — the <details> table behind every chart (charts.js): a chart is never the only
// way to read a number. Built only when it is open (a streaming chart's rows change several times a
// second), thinned to a readable number of rows (chart_data.js thinRows), linked to its chart by
// row. Leaves out the charts themselves (chart_widget.js, heatmap.js) and the cells' format (chart_data.js).
import { el } from './ui.js';
import { t, int } from '../words/i18n.js';
import { thinRows, cellFormat } from './chart_data.js';

// render: the table's caption, head and rows (thinned; each row's data-row is its index in `rows`,
// and with `linked` the rows take the focus one at a time) -> { nodes, every } (every: the thinning).
function tableParts(caption, columns, rows, digits, linked) {
  const { shown, every } = thinRows(rows);
  const cell = cellFormat(columns, rows, digits);
  const index = new Map(rows.map((r, i) => [r, i]));
  const nodes = [
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
  ];
  return { nodes, every };
}

// events: the rows under the pointer or the focus (links.onRow), a row clicked or Enter on it
// (links.onPick); the arrow keys, Home and End move the focus from row to row.
function bindRows(table, links) {
  const rowOf = (node) => node?.closest?.('tbody tr');
  const rowIndex = (tr) => Number(tr.dataset.row);
  // the series of a cell (its column less the x column), or null for the x column or a whole row
  const seriesOf = (td) => (td && td.cellIndex > 0 ? td.cellIndex - 1 : null);
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

// The <details> table behind a chart: set(columns, rows, digits), setCaption(text), mark(i) (row i
// of the data, null: none, is highlighted: the point the chart's pointer is on). links: { onRow(i,
// series) (a row, or one series' cell in it, under the pointer or keyboard focus; null when it
// leaves), onPick(i) (a row clicked, or Enter on it) }. The rows take the focus one at a time: the
// arrow keys, Home and End move it.
export function dataTable(title, links = {}) {
  let caption = title;
  let pending = null; // the last data set while the table is closed: built when it is opened
  let marked = null;
  const table = el('table', { class: 'data' });
  const note = el('p', { class: 'note' });
  const details = el('details', { class: 'data-table' }, el('summary', { text: t('common.dataTable') }), note, table);
  const mark = (i) => {
    marked = i;
    for (const tr of table.querySelectorAll('tr.linked')) tr.classList.remove('linked');
    if (i !== null) table.querySelector(`tbody tr[data-row="${i}"]`)?.classList.add('linked');
  };
  const build = () => {
    if (!pending) return;
    const [columns, rows, digits] = pending;
    pending = null;
    const { nodes, every } = tableParts(caption, columns, rows, digits, !!(links.onRow || links.onPick));
    note.textContent = every > 1 ? t('common.tableThinned', { every: int(every), n: int(rows.length) }) : '';
    table.replaceChildren(...nodes);
    mark(marked);
  };
  if (links.onRow || links.onPick) bindRows(table, links);
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
