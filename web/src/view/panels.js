// panels.js — the lecture's 5.13 panels as chart widgets, drawn from the core's LayerDiagnostics
// (train/diagnostics diagnose() on a fixed probe batch): the tanh outputs' histogram per layer
// (legend "L1 tanh: mean, std, saturated %", layer_names.js), the histogram of the gradients of those
// outputs (mean, std) and each 2-d weight's gradient histogram with its grad:data ratio; and, for
// the playground, 5.14's update:data over time with the -3 guide. The diagnostics tab shows them
// for any of its four runs at initialisation or after training; the playground refreshes them live.
// The page formats; every number comes from the core.
import { el, selectInput } from './ui.js';
import { t, fmt, sig, pct } from '../words/i18n.js';
import { lineChart } from './charts.js';
import { histBars } from './chart_data.js';
import { layoutOfPanels, moduleName, paramName } from './layer_names.js';

// A histogram { edges, counts } as line points [[bin centre, count], ...].
const histPoints = (h) => {
  const { centres, counts } = histBars(h);
  return centres.map((x, i) => [x, counts[i]]);
};
// x to `digits` decimals even when tiny (fmt switches to 1e-3 style there), -0 shown as 0.
const fixed = (x, digits) => (Number.isFinite(x) ? fmt(Math.round(x * 10 ** digits) / 10 ** digits + 0, digits) : fmt(x));
const plus = (text) => (/^[-−]/.test(text) ? text : `+${text}`); // the sign always shown, as Karpathy's %+f

// The three histogram charts: { el, set(diagnostics), focus(block | null), clear(), dispose() }.
// Each line is named as the network strip names its layer ("L2 tanh", "L2 W"); focus(n) draws the
// lines of block Ln over the others' faint ones.
export function layerPanels() {
  let shown = null,
    focused = null;
  const acts = lineChart({ title: t('panels.actTitle'), xLabel: t('panels.actAxis'), yLabel: t('panels.count'), nonNegative: true });
  const grads = lineChart({ title: t('panels.gradTitle'), xLabel: t('panels.gradAxis'), yLabel: t('panels.count'), nonNegative: true });
  const weights = lineChart({
    title: t('panels.weightTitle'),
    xLabel: t('panels.weightAxis'),
    yLabel: t('panels.count'),
    nonNegative: true,
  });
  const charts = [acts, grads, weights];
  return {
    el: el(
      'div',
      { class: 'grid2 panels' },
      charts.map((c) => c.el),
    ),
    set(d) {
      shown = d;
      const layout = layoutOfPanels(d, 'none');
      const block = (layer) => layout.at.get(layer).n;
      const has = focused !== null && d.tanh.some((s) => block(s.layer) === focused);
      const faint = (n) => has && n !== focused;
      acts.setData(
        d.tanh.map((s) => ({
          points: histPoints(s.hist),
          faint: faint(block(s.layer)),
          label: t('panels.actLegend', {
            k: moduleName(layout, s.layer),
            mean: plus(fixed(s.mean, 2)),
            std: fixed(s.std, 2),
            sat: pct(s.saturationPct / 100),
          }),
        })),
        0,
      );
      grads.setData(
        d.tanh.map((s) => ({
          points: histPoints(s.gradHist),
          faint: faint(block(s.layer)),
          label: t('panels.gradLegend', { k: moduleName(layout, s.layer), mean: plus(sig(s.gradMean, 3)), std: sig(s.gradStd, 3) }),
        })),
        0,
      );
      const wHas = focused !== null && d.weights.some((w) => paramName(layout, w.name).n === focused);
      weights.setData(
        d.weights.map((w) => ({
          points: histPoints(w.gradHist),
          faint: wHas && paramName(layout, w.name).n !== focused,
          label: t('panels.weightLegend', {
            name: paramName(layout, w.name).label,
            shape: `(${Array.from(w.shape).join('×')})`,
            ratio: sig(w.gradToData, 3),
          }),
        })),
        0,
      );
    },
    focus(n) {
      focused = n;
      if (shown) this.set(shown);
    },
    clear() {
      shown = null;
      for (const c of charts) c.setData([], 0);
    },
    dispose() {
      for (const c of charts) c.dispose();
    },
  };
}

// The diagnostics tab's panels: which of the four runs, at initialisation or after training.
// runLabel(i) names run i; onPick(run, at) hears which run and moment are shown. -> { el,
// setInit(panels[4]), setInitOne(i, panels), setTrained(i, panels), focus(block), reset(), dispose() }
export function scenarioPanels(runLabel, onPick = () => {}) {
  const panels = layerPanels();
  const have = { init: [], trained: [] };
  const pick = { run: 1, at: 'init' }; // the lecture's BatchNorm + Kaiming run first
  const note = el('p', { class: 'note', 'aria-live': 'polite', 'data-key': 'panels-note' });
  const draw = () => {
    const d = have[pick.at][pick.run];
    note.textContent = d ? t(`panels.showing.${pick.at}`, { run: runLabel(pick.run) }) : t('panels.notYet', { run: runLabel(pick.run) });
    if (d) panels.set(d);
    onPick(pick.run, pick.at);
  };
  const runs = selectInput({
    label: t('panels.run'),
    value: String(pick.run),
    name: 'panels-run',
    options: [0, 1, 2, 3].map((i) => [String(i), runLabel(i)]),
    onChange: (v) => {
      pick.run = Number(v);
      draw();
    },
  });
  const at = selectInput({
    label: t('panels.at'),
    value: pick.at,
    name: 'panels-at',
    options: [
      ['init', t('panels.atInit')],
      ['trained', t('panels.atTrained')],
    ],
    onChange: (v) => {
      pick.at = v;
      draw();
    },
  });
  return {
    el: el(
      'section',
      { class: 'panels-box', 'data-panels': 'diagnostics' },
      el('h3', { text: t('panels.heading') }),
      el('p', { class: 'explain-short', text: t('panels.explain') }),
      el('div', { class: 'controls' }, runs, at),
      note,
      panels.el,
    ),
    setInit(all) {
      have.init = [...(all ?? [])];
      draw();
    },
    setInitOne(i, d) {
      have.init[i] = d;
      if (pick.run === i) draw();
    },
    setTrained(i, d) {
      have.trained[i] = d;
      if (pick.run === i) draw();
    },
    focus(n) {
      panels.focus(n);
    },
    reset() {
      have.init = [];
      have.trained = [];
      note.textContent = '';
    },
    dispose() {
      panels.dispose();
    },
  };
}

// The playground's live panels and update:data over time. -> { el, set(panels), addUd(series),
// reset(), dispose() }; addUd takes the core's UpdateSeries increments and keeps the points.
export function livePanels() {
  const panels = layerPanels();
  const ud = lineChart({ title: t('panels.udTitle'), xLabel: t('common.step'), yLabel: t('panels.udAxis'), tall: true });
  let lines = new Map(); // parameter name -> [[step, log10 ratio], ...]
  let layout = null; // the model's layers, from its last panels: the lines' names
  let focused = null;
  // update:data exists only once a step was taken: until then a note stands where its chart goes
  const udLater = el('p', { class: 'note', text: t('panels.udLater') });
  const udSlot = el('div', {}, udLater);
  const drawUd = () => {
    const all = [...lines.values()].flat();
    if (!all.length) {
      ud.setData([], 3);
      udSlot.replaceChildren(udLater);
      return;
    }
    if (udSlot.firstChild !== ud.el) udSlot.replaceChildren(ud.el);
    const first = all[0][0],
      lastStep = Math.max(...all.map(([x]) => x));
    ud.setData(
      [
        ...[...lines].map(([name, points]) => {
          const p = layout ? paramName(layout, name) : null;
          return { label: p ? p.label : name, points, faint: focused !== null && p !== null && p.n !== focused };
        }),
        {
          label: '−3',
          points: [
            [first, -3],
            [Math.max(first + 1, lastStep), -3],
          ],
          guide: true,
        },
      ],
      3,
    );
  };
  return {
    el: el(
      'section',
      { class: 'panels-box', 'data-panels': 'playground' },
      el('h3', { text: t('panels.liveHeading') }),
      el('p', { class: 'explain-short', text: t('panels.liveExplain') }),
      panels.el,
      udSlot,
    ),
    set(d) {
      layout = layoutOfPanels(d, 'none');
      panels.set(d);
    },
    focus(n) {
      focused = n;
      panels.focus(n);
      drawUd();
    },
    addUd(series) {
      series.names.forEach((name, p) => {
        const points = lines.get(name) ?? [];
        series.steps.forEach((step, k) => points.push([step, series.series[p][k]]));
        lines.set(name, points);
      });
      if (series.steps.length) drawUd();
    },
    reset() {
      lines = new Map();
      layout = null;
      panels.clear();
      drawUd();
    },
    dispose() {
      panels.dispose();
      ud.dispose();
    },
  };
}
