// tabs/norm_matrix/render.js — what the matrix tabs draw of the core's normMatrix result: the
// output table with its stds, a value's arithmetic, the verdict, the std chart, the text's same row
// in two batches (its printed numbers beside ours).
import { tapWords } from '../../view/touch_words.js';
import { el, compareTable } from '../../view/ui.js';
import { t, fmt, list } from '../../words/i18n.js';
import { say } from '../../words/say.js';
import * as words from './words.js';
import { STD_OK } from './words.js';
import { barChart } from '../../view/charts.js';
import { ROW, AMONG, MANUAL } from '../ln-matrix/manifest.js'; // the 003 text's rows

const LOG_SPREAD = 20; // spreads of 50 and 1 on one linear axis would hide the output's bars
export const copy = (m) => m.map((r) => r.slice());
export const vec = (v) => list(v, (x) => fmt(x, 4));
// The rows [1, 5, -2, 3] sits among in the text (ROW, AMONG: lesson/chapter.js).
const among = (k) => t(`matrix.sameRowAmong${k}`, { a: list(AMONG[k][0]), b: list(AMONG[k][1]) });

// The output y with each column's (BatchNorm) or row's (LayerNorm) std, green where it is 1.00.
// Each value is a button: onCell(i, j) writes its arithmetic out.
export function outputTable(r, batch, onCell) {
  const y = r.norm.y.map((row) => Array.from(row));
  const stds = Array.from(batch ? r.norm.colStd : r.norm.rowStd);
  const stdCell = (v, i) =>
    el('td', {
      class: Math.abs(v - 1) < STD_OK ? 'std-ok' : '',
      'data-key': `${batch ? 'col' : 'row'}-std-${i}`,
      'data-value': String(v),
      text: fmt(v, 2),
    });
  const head = el(
    'tr',
    {},
    el('th', { text: '' }),
    y[0].map((_, j) => el('th', { scope: 'col', text: `${j + 1}` })),
    batch ? null : el('th', { scope: 'col', text: t('matrix.rowStd') }),
  );
  const body = y.map((row, i) =>
    el(
      'tr',
      {},
      el('th', { scope: 'row', text: `${i + 1}` }),
      row.map((v, j) =>
        el(
          'td',
          {},
          el('button', { type: 'button', class: 'cell-btn', 'data-out': `${i},${j}`, text: fmt(v, 4), onclick: () => onCell(i, j) }),
        ),
      ),
      batch ? null : stdCell(stds[i], i),
    ),
  );
  const foot = batch ? el('tr', {}, el('th', { scope: 'row', text: t('matrix.colStd') }), stds.map(stdCell)) : null;
  return el(
    'table',
    { class: 'matrix-y' },
    el('caption', { text: t('matrix.output') }),
    el('thead', {}, head),
    el('tbody', {}, body, foot),
  );
}

// One output value's arithmetic (words.js says it), with the numbers it used as data attributes.
export function arithmetic(r, x, i, j, batch, unbiased) {
  const n = r.norm,
    k = batch ? j : i;
  const values = batch ? x.map((row) => row[j]) : x[i];
  const div = values.length - (unbiased ? 1 : 0);
  const knobs = { kind: batch ? 'batch' : 'layer', variance: unbiased ? 'unbiased' : 'biased', x };
  const data = {
    'data-x': String(x[i][j]),
    'data-mean': String(n.mean[k]),
    'data-var': String(n.var[k]),
    'data-eps': String(n.eps),
    'data-y': String(n.y[i][j]),
    'data-div': String(div),
    'data-values': values.join(' '),
  };
  return { data, lines: words.arithmetic(r, knobs, i, j).map(say) };
}

// The text's row among other rows, and the manual check (LayerNorm), beside its printed numbers:
// { rows, manual: rows or null } (ui.js compareTable's rows).
export function sameRowRows({ sameRow: r, lecture: L }, batch) {
  if (batch)
    return {
      rows: [
        { label: among('A'), key: 'same-a', ours: r.batchA[0], text: vec(r.batchA), lecture: vec(L.rowBatchA) },
        { label: among('B'), key: 'same-b', ours: r.batchB[0], text: vec(r.batchB), lecture: vec(L.rowBatchB) },
      ],
      manual: null,
    };
  return {
    rows: [
      { label: t('matrix.sameRowAlone'), key: 'same-alone', ours: r.alone[0], text: vec(r.alone), lecture: vec(L.rowLayernorm) },
      { label: among('L'), key: 'same-among', ours: r.among[0], text: vec(r.among), lecture: vec(L.rowLayernorm) },
    ],
    manual: [
      { label: t('matrix.manualRow'), key: 'manual', ours: r.manual[0], text: vec(r.manual), lecture: vec(L.rowManual) },
      { label: t('matrix.lnRow'), key: 'manual-ln', ours: r.layerOnManual[0], text: vec(r.layerOnManual), lecture: vec(L.rowManual) },
    ],
  };
}

export function sameRow(r, batch) {
  const { rows, manual } = sameRowRows(r, batch);
  const parts = [el('h3', { text: t('matrix.sameRowTitle', { row: list(ROW) }) }), compareTable(rows)];
  if (manual) parts.push(el('h3', { text: t('matrix.manualTitle', { row: list(MANUAL) }) }), compareTable(manual));
  return parts;
}

// The output's view: its table (each value a button opening its arithmetic), the verdict on its
// stds, the std chart (input and output), the same row in two batches. -> { out, arith, verdict,
// same, chart, draw(r, unbiased), showArith(last, picked) -> picked, or null once it is gone }
export function matrixView(batch, onCell) {
  const out = el('div', { class: 'matrix-out' });
  // the clicked output value's arithmetic; it follows the matrix as it is edited
  const arith = el('div', { class: 'cell-arith', 'data-key': 'cell-arith', 'aria-live': 'polite', hidden: true });
  const verdict = el('p', { class: 'status', 'aria-live': 'polite' });
  const same = el('div', { class: 'same-row' });
  const chart = barChart({
    title: t(batch ? 'matrix.stdChartCol' : 'matrix.stdChartRow'),
    xLabel: t(batch ? 'matrix.colAxis' : 'matrix.rowAxis'),
    yLabel: 'std',
  });
  const showArith = (last, picked) => {
    if (!last || !picked) return picked;
    const [i, j] = picked;
    if (i >= last.x.length || j >= last.x[0].length) {
      arith.hidden = true;
      return null;
    }
    const a = arithmetic(last.r, last.x, i, j, batch, last.unbiased);
    for (const [name, value] of Object.entries(a.data)) arith.setAttribute(name, value);
    arith.replaceChildren(
      el('h3', { text: t('matrix.arith.title', { r: i + 1, c: j + 1 }) }),
      el(
        'ol',
        {},
        a.lines.map((line) => el('li', { text: line })),
      ),
    );
    arith.hidden = false;
    return picked;
  };
  const draw = (r, unbiased, x) => {
    out.replaceChildren(outputTable(r, batch, onCell), el('p', { class: 'note', text: tapWords('matrix.arith.hint') }));
    const stds = Array.from(batch ? r.norm.colStd : r.norm.rowStd);
    const knobs = { kind: batch ? 'batch' : 'layer', variance: unbiased ? 'unbiased' : 'biased', x };
    verdict.textContent = words.verdict(r, knobs).map(say).join(' ');
    const inStd = Array.from(batch ? r.inColStd : r.inRowStd);
    const all = [...inStd, ...stds].filter((v) => v > 0);
    chart.setLogY(Math.max(...all) / Math.min(...all) > LOG_SPREAD);
    chart.setData(
      stds.map((_, i) => `${i + 1}`),
      [
        { label: t('matrix.inputSeries'), values: inStd },
        { label: t('matrix.outputSeries'), values: stds },
      ],
      [{ y: 1, label: t('matrix.oneLine') }],
    );
    same.replaceChildren(...sameRow(r, batch));
  };
  return { out, arith, verdict, same, chart, draw, showArith };
}
