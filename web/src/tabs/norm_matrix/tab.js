// tabs/norm_matrix/tab.js — the two "LayerNorm vs BatchNorm" tabs on an editable matrix (rows =
// examples, columns = features). BatchNorm: every column of y ends with std 1.00; LayerNorm: every
// row. Below it, the same row [1, 5, -2, 3] in two batches, with the lecture's printed numbers.
// One factory makes both tabs; the kind decides the axis, the URL field and the texts. Every
// number comes from the core's normMatrix section (lesson/norm_matrix.hpp).
import { el, explain, errorBox, oursText } from '../../view/ui.js';
import { t, fmt, list } from '../../words/i18n.js';
import { describeError } from '../../words/messages.js';
import { manifest } from '../manifests.js';
import { snippetBox } from '../../view/lecture_code_box.js';
import { copy, vec, sameRowRows, matrixView } from './render.js';
import { matrixGrid } from './grid.js';

const DEBOUNCE_MS = 120; // typing in a cell recomputes once the typing pauses

// tab: normMatrixTab's { id, kind, batch, key, varRow, codeKey, section, notebookPart }. -> { unmount() }
function mountMatrix(tab, root, ctx) {
  const { kind, batch, key, varRow } = tab;
  // m: the matrix as edited; last: { r, x, unbiased } of the drawn result; picked: [i, j] of the
  // value whose arithmetic is open
  const st = { m: copy(ctx.state[key]), timer: 0, job: null, last: null, picked: null };
  const locked = ctx.state.lock; // a locked demo (lock=1): the matrix is shown, not offered for editing
  const err = errorBox();
  const view = matrixView(batch, (i, j) => {
    st.picked = view.showArith(st.last, [i, j]);
  });
  const code = snippetBox(tab.codeKey, ctx);
  const recompute = (delay = DEBOUNCE_MS) => {
    clearTimeout(st.timer);
    st.timer = setTimeout(async () => {
      ctx.set({ [key]: copy(st.m) });
      st.job?.cancel();
      const x = copy(st.m),
        variance = batch ? ctx.state[varRow.name] : 'biased';
      code.set({ kind, variance, x }); // the lecture's lines for the matrix as sent
      st.job = ctx.section(tab.section, { kind, variance, x });
      try {
        const r = await st.job.promise;
        err.clear();
        st.last = { r, x, unbiased: variance === 'unbiased' };
        view.draw(r, st.last.unbiased, x);
        code.setFigure(
          () => tab.notebookPart(r, { kind, variance, x }),
          () => ctx.lessonParts(),
        );
        st.picked = view.showArith(st.last, st.picked);
        ctx.report(r);
        ctx.markReady();
      } catch (e) {
        if (e.name !== 'CancelledError') err.show(describeError(e, { variance: t('matrix.varLabel') }));
      }
    }, delay);
  };
  const grid = matrixGrid(ctx, tab, st, locked, recompute);
  root.append(
    explain(t(batch ? 'bnm.explain' : 'lnm.explain')),
    grid.el,
    err.el,
    el('div', { class: 'grid2' }, el('div', {}, view.out, view.arith, view.verdict), view.chart.el),
    view.same,
    code.el,
  );
  grid.render();
  recompute();
  return {
    unmount() {
      clearTimeout(st.timer);
      st.job?.cancel();
      view.chart.dispose();
    },
  };
}

// id: bn-matrix or ln-matrix; its manifest names its matrix setting (and BatchNorm's variance).
export function normMatrixTab(id) {
  const { kind, settings, code: codeKey, section } = manifest(id);
  const [{ name: key }, varRow] = settings;
  const batch = kind === 'batch';
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
  const tab = { id, kind, batch, key, varRow, codeKey, section, notebookPart };
  return { id, section, knobs, notebookPart, create: (root, ctx) => mountMatrix(tab, root, ctx) };
}
