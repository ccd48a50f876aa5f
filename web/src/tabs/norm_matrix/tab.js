// tabs/norm_matrix/tab.js — the two "LayerNorm vs BatchNorm" tabs on an editable matrix (rows =
// examples, columns = features). BatchNorm: every column of y ends with std 1.00; LayerNorm: every
// row. Below it, the same row [1, 5, -2, 3] in two batches, with the lecture's printed numbers.
// One factory makes both tabs; the kind decides the axis, the URL field and the texts. Every
// number comes from the core's normMatrix section (lesson/norm_matrix.hpp).
import { el, button, selectInput, compareTable, explain, errorBox, oursText } from '../../view/ui.js';
import { t, fmt, list, getLang, short } from '../../words/i18n.js';
import { parseTypedNumber, typedText } from '../../state/typed_number.js';
import { barChart } from '../../view/charts.js';
import { field, MATRIX_LIMITS } from '../../state/state.js';
import { describeError } from '../../words/messages.js';
import { ROW, AMONG, MANUAL } from '../../teaching/chapter.js'; // the 003 text's rows
import { manifest } from '../manifests.js';
import { snippetBox } from '../../view/lecture_code_box.js';

const STD_OK = 0.005; // "1.00" to the two decimals shown
const DEBOUNCE_MS = 120; // typing in a cell recomputes once the typing pauses
const LOG_SPREAD = 20; // spreads of 50 and 1 on one linear axis would hide the output's bars
const copy = (m) => m.map((r) => r.slice());
const vec = (v) => list(v, (x) => fmt(x, 4));
// The rows [1, 5, -2, 3] sits among in the text (ROW, AMONG: lesson/chapter.js).
const among = (k) => t(`matrix.sameRowAmong${k}`, { a: list(AMONG[k][0]), b: list(AMONG[k][1]) });

// The output y with each column's (BatchNorm) or row's (LayerNorm) std, green where it is 1.00.
// Each value is a button: onCell(i, j) writes its arithmetic out.
function outputTable(r, batch, onCell) {
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

// One output value's arithmetic, written out with the core's numbers (the statistics and the eps
// it normalised with) and the input it was given: the column's (BatchNorm) or row's (LayerNorm)
// values, their mean, their variance with its divisor named, x̂, then γ·x̂ + β.
function arithmetic(r, x, i, j, batch, unbiased) {
  const n = r.norm,
    k = batch ? j : i;
  const values = batch ? x.map((row) => row[j]) : x[i];
  const N = values.length,
    div = unbiased ? N - 1 : N;
  const [mean, v, y] = [n.mean[k], n.var[k], n.y[i][j]];
  const num = (a) => fmt(a, 4);
  const data = {
    'data-x': String(x[i][j]),
    'data-mean': String(mean),
    'data-var': String(v),
    'data-eps': String(n.eps),
    'data-y': String(y),
    'data-div': String(div),
    'data-values': values.join(' '),
  };
  return {
    data,
    lines: [
      t(batch ? 'matrix.arith.colValues' : 'matrix.arith.rowValues', { k: k + 1, values: list(values, num) }),
      t('matrix.arith.mean', { n: N, mean: num(mean) }),
      t(unbiased ? 'matrix.arith.varUnbiased' : 'matrix.arith.varBiased', { div, v: num(v) }),
      t('matrix.arith.xhat', {
        x: num(x[i][j]),
        mean: mean < 0 ? `(${num(mean)})` : num(mean),
        v: num(v),
        eps: short(n.eps, 3),
        y: num(y),
      }),
      t('matrix.arith.affine', { y: num(y) }),
    ],
  };
}

// Why some output std is not 1.00, from the core's numbers: a constant column (row) of the input,
// else the unbiased variance's B − 1, else a variance the size of eps.
function notOneWhy(r, batch, unbiased) {
  const inStd = Array.from(batch ? r.inColStd : r.inRowStd);
  if (inStd.some((s) => s === 0)) return 'matrix.constantCol';
  return unbiased ? 'matrix.unbiasedWhy' : 'matrix.epsWhy';
}

// The text's row among other rows, and the manual check (LayerNorm), beside its printed numbers:
// { rows, manual: rows or null } (ui.js compareTable's rows).
function sameRowRows({ sameRow: r, lecture: L }, batch) {
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

function sameRow(r, batch) {
  const { rows, manual } = sameRowRows(r, batch);
  const parts = [el('h3', { text: t('matrix.sameRowTitle', { row: list(ROW) }) }), compareTable(rows)];
  if (manual) parts.push(el('h3', { text: t('matrix.manualTitle', { row: list(MANUAL) }) }), compareTable(manual));
  return parts;
}

// id: bn-matrix or ln-matrix; its manifest names its matrix setting (and BatchNorm's variance).
export function normMatrixTab(id) {
  const { kind, settings, code: codeKey } = manifest(id);
  const [{ name: key }, varRow] = settings;
  const batch = kind === 'batch';

  function create(root, ctx) {
    let m = copy(ctx.state[key]);
    const locked = ctx.state.lock; // a locked demo (lock=1): the matrix is shown, not offered for editing
    let timer = 0;
    let job = null;
    const err = errorBox();
    const grid = el('div', { class: 'matrix-wrap' });
    const out = el('div', { class: 'matrix-out' });
    // the clicked output value's arithmetic; it follows the matrix as it is edited
    const arith = el('div', { class: 'cell-arith', 'data-key': 'cell-arith', 'aria-live': 'polite', hidden: true });
    let last = null; // { r, x, unbiased } of the drawn result
    let picked = null; // [i, j] of the value whose arithmetic is open
    const showArith = () => {
      if (!last || !picked) return;
      const [i, j] = picked;
      if (i >= last.x.length || j >= last.x[0].length) {
        arith.hidden = true;
        picked = null;
        return;
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
    };
    const onCell = (i, j) => {
      picked = [i, j];
      showArith();
    };
    const code = snippetBox(codeKey, ctx);
    const verdict = el('p', { class: 'status', 'aria-live': 'polite' });
    const same = el('div', { class: 'same-row' });
    const chart = barChart({
      title: t(batch ? 'matrix.stdChartCol' : 'matrix.stdChartRow'),
      xLabel: t(batch ? 'matrix.colAxis' : 'matrix.rowAxis'),
      yLabel: 'std',
    });

    const draw = (r) => {
      out.replaceChildren(outputTable(r, batch, onCell), el('p', { class: 'note', text: t('matrix.arith.hint') }));
      const stds = Array.from(batch ? r.norm.colStd : r.norm.rowStd);
      verdict.textContent = stds.every((v) => Math.abs(v - 1) < STD_OK)
        ? t(batch ? 'matrix.allOneCol' : 'matrix.allOneRow')
        : t('matrix.notOne', { why: t(notOneWhy(r, batch, last?.unbiased)) });
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

    const recompute = (delay = DEBOUNCE_MS) => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        ctx.set({ [key]: copy(m) });
        job?.cancel();
        const x = copy(m),
          variance = batch ? ctx.state[varRow.name] : 'biased';
        code.set({ kind, variance, x }); // the lecture's lines for the matrix as sent
        job = ctx.section('normMatrix', { kind, variance, x });
        try {
          const r = await job.promise;
          err.clear();
          last = { r, x, unbiased: variance === 'unbiased' };
          draw(r);
          code.setFigure(
            () => notebookPart(r, { kind, variance, x }),
            async () => (await import('../lesson_notebook.js')).lessonParts(ctx),
          );
          showArith();
          ctx.report(r);
          ctx.markReady();
        } catch (e) {
          if (e.name !== 'CancelledError') err.show(describeError(e, { variance: t('matrix.varLabel') }));
        }
      }, delay);
    };

    const cell = (i, j) => {
      const input = el('input', {
        type: 'text',
        inputmode: 'decimal',
        autocomplete: 'off',
        value: typedText(m[i][j], getLang()),
        'aria-label': t('matrix.cell', { r: i + 1, c: j + 1 }),
        'data-cell': `${i},${j}`,
      });
      input.addEventListener('keydown', (ev) => moveFrom(ev, i, j));
      input.addEventListener('input', () => {
        const x = parseTypedNumber(input.value).value; // "2,5" and "2.5" alike (typed_number.js)
        const ok = Number.isFinite(x) && Math.abs(x) <= MATRIX_LIMITS.abs;
        input.setAttribute('aria-invalid', String(!ok));
        if (ok) {
          m[i][j] = x;
          recompute();
        }
      });
      return el('td', {}, input);
    };

    // Spreadsheet keys in a cell: the arrows move between cells (not up/down the number), Enter
    // computes at once and moves down.
    const moveFrom = (ev, i, j) => {
      const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Enter: [1, 0] }[ev.key];
      if (!step || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      ev.preventDefault();
      if (ev.key === 'Enter') {
        clearTimeout(timer);
        recompute(0);
      }
      const r = Math.min(m.length - 1, Math.max(0, i + step[0])),
        c = Math.min(m[0].length - 1, Math.max(0, j + step[1]));
      grid.querySelector(`[data-cell="${r},${c}"]`)?.focus();
    };

    const renderGrid = () => {
      const L = MATRIX_LIMITS;
      const resize = (dr, dc) => () => {
        const R = m.length + dr,
          C = m[0].length + dc;
        if (R < 1 || R > L.rows || C < 1 || C > L.cols) return;
        m = Array.from({ length: R }, (_, i) => Array.from({ length: C }, (_, j) => m[i]?.[j] ?? ((i * 3 + j * 7) % 5) - 2));
        renderGrid();
        recompute();
      };
      const small = (text, onClick) => button(t(text), onClick, { class: 'secondary' });
      grid.replaceChildren(
        el(
          'table',
          { class: 'matrix' },
          el('caption', { text: t(locked ? 'matrix.inputLocked' : 'matrix.input') }),
          el(
            'tbody',
            {},
            m.map((row, i) =>
              el(
                'tr',
                {},
                el('th', { scope: 'row', text: `${i + 1}` }),
                row.map((_, j) => cell(i, j)),
              ),
            ),
          ),
        ),
        el(
          'div',
          { class: 'controls' },
          small('matrix.addRow', resize(1, 0)),
          small('matrix.delRow', resize(-1, 0)),
          small('matrix.addCol', resize(0, 1)),
          small('matrix.delCol', resize(0, -1)),
          small('matrix.reset', () => {
            m = copy(field(key).def);
            renderGrid();
            recompute();
          }),
          batch
            ? selectInput({
                label: t(varRow.label),
                value: ctx.state[varRow.name],
                name: varRow.name,
                options: varRow.options.map(([v, label]) => [v, t(label)]),
                onChange: (v) => {
                  ctx.set({ [varRow.name]: v });
                  recompute();
                },
              })
            : null,
        ),
        locked ? null : el('p', { class: 'note', text: t('matrix.editHint') }),
      );
    };

    root.append(
      explain(t(batch ? 'bnm.explain' : 'lnm.explain')),
      grid,
      err.el,
      el('div', { class: 'grid2' }, el('div', {}, out, arith, verdict), chart.el),
      same,
      code.el,
    );
    renderGrid();
    recompute();
    return {
      unmount() {
        clearTimeout(timer);
        job?.cancel();
        chart.dispose();
      },
    };
  }

  // The knobs of the section the tab asks (normMatrix), and the figure as a notebook's part (notebook.js).
  const knobs = (settings) => ({ kind, variance: batch ? settings[varRow.name] : 'biased', x: copy(settings[key]) });
  const notebookPart = (r, k) => {
    const { rows, manual } = sameRowRows(r, batch);
    const settings = [[t('notebook.matrix'), k.x.map((row) => list(row)).join(' ')]];
    if (batch) settings.push([t('matrix.varLabel'), t(k.variance === 'unbiased' ? 'matrix.varUnbiased' : 'matrix.varBiased')]);
    const notes = [t(batch ? 'bnm.explain' : 'lnm.explain')].flat();
    // the output table's rows and stds as written there, after the text's rows
    const y = r.norm.y.map((row) => Array.from(row));
    const out = y.map((row, i) => ({ label: t('notebook.yRow', { i: i + 1 }), key: `y-${i}`, ours: row[0], text: vec(row) }));
    const stds = Array.from(batch ? r.norm.colStd : r.norm.rowStd);
    out.push({ label: t(batch ? 'matrix.colStd' : 'matrix.rowStd'), key: 'y-std', ours: stds[0], text: list(stds, (v) => fmt(v, 2)) });
    const all = [...rows, ...(manual ?? []), ...out];
    return { tab: id, knobs: k, rows: all, pageText: oursText, title: t(`tabs.${id}.title`), notes, settings };
  };
  return { id, section: manifest(id).section, knobs, notebookPart, create };
}
