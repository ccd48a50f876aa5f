// tabs/diagnostics/tab.js — 5.13–5.14: the lecture's four 20000-step runs {no BN, BN} x {Kaiming, bad
// init x5}, streamed with progress: their loss curves, final train/dev bars, the weight-gradient std
// per Linear layer (no BN vs BN) and its max/min spread, and update:data over training with the -3
// guide; the 5.13 panels (activation, activation-gradient and weight-gradient histograms per layer)
// of any run at initialisation or after training (panels.js). The URL's `steps` shortens the runs
// (the default is the lecture's 20000).
import { el, compareTable, explain, button, progressBar, errorBox, oursText } from '../../view/ui.js';
import { settingLabel } from '../../words/setting_labels.js';
import { settingValueText } from '../../words/setting_words.js';
import { t, fmt, int } from '../../words/i18n.js';
import { barChart, lineChart } from '../../view/charts.js';
import { PALETTE } from '../../view/palette.js';
import { controls, disposeAll, knobsOf, labelsOf, lectureDiffers, specsOf, fromOne } from '../common.js';
import { say } from '../../words/say.js';
import * as words from './words.js';
import MANIFEST from './manifest.js';
import { progressOf, curvesOf, resetRun, label } from './progress.js';
import { describeError } from '../../words/messages.js';
import { scenarioPanels } from '../../view/panels.js';
import { diagnosticsStrip } from '../../view/network_tabs.js';
import { blockName } from '../../view/layer_names.js';
import { snippetBox } from '../../view/lecture_code_box.js';

const CONTROLS = specsOf(MANIFEST.id);
const NO_UPDATE = -90; // below: a parameter never updated (the core's kNoUpdate, -99), not drawn

// Parameter names ("C", "layers.0.weight", "layers.1.bias", ...) -> per name { block, dash }: a
// Linear and the BatchNorm right after it (adjacent layer indices) form one block and share a
// colour; C is block 0; weights are solid, biases dashed.
export function paramGroups(names) {
  let block = 0,
    last = -2;
  return Array.from(names, (n) => {
    const m = /^layers\.(\d+)\.(\w+)$/.exec(n);
    if (!m) return { block: 0, dash: 0 };
    const i = Number(m[1]);
    if (i > last + 1) block++;
    last = i;
    return { block, dash: m[2] === 'bias' ? 1 : 0 };
  });
}

function view() {
  const v = {
    numbers: el('div'),
    curves: lineChart({ title: t('diag.curvesTitle'), xLabel: t('common.step'), yLabel: t('diag.meanLoss'), tall: true }),
    finals: barChart({ title: t('diag.finalTitle'), xLabel: '', yLabel: t('common.loss') }),
    grads: lineChart({
      title: t('diag.gradTitle'),
      xLabel: t('diag.linearAxis'),
      yLabel: t('diag.gradStd'),
      xInteger: true,
      nonNegative: true,
    }),
    udLines: lineChart({ title: t('diag.udTitle'), xLabel: t('common.step'), yLabel: t('diag.udAxis'), tall: true }),
    udBars: barChart({ title: t('diag.udMedianTitle', { window: '…' }), xLabel: '', yLabel: t('diag.udMedian'), legend: false }),
    panels: scenarioPanels(label, (run, at) => v.strip.show(run, at)),
    // the model's blocks by grad:data; a selected block: its lines forward, its numbers below the strip
    strip: diagnosticsStrip({
      runLabel: label,
      udRun: 1,
      onFocus: (n) => {
        v.panels.focus(n);
        if (v.ud) drawUd(v, v.ud);
      },
    }),
  };
  return v;
}

// Ours beside the text's: each finished run's dev loss, the two gradient spreads, update:data
// (ui.js compareTable's rows).
function diagRows(L, results) {
  const done = results.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
  const ud = results[1]?.updateData;
  const range = (m, lo, hi) => `${fmt(m, 2)} [${fmt(lo, 2)}; ${fmt(hi, 2)}]`;
  return [
    ...done.map((i) => ({
      label: `${label(i)}: ${t('diag.dev')}`,
      key: `dev-${i}`,
      ours: results[i].dev,
      digits: 4,
      lecture: fmt(L.dev[i], 4),
    })),
    ...[
      [0, L.spreadNoBn],
      [1, L.spreadBn],
    ]
      .filter(([i]) => results[i])
      .map(([i, lec]) => ({
        label: t('diag.spread', { name: label(i) }),
        key: `spread-${i}`,
        ours: results[i].gradSpread,
        text: `${fmt(results[i].gradSpread, 1)}×`,
        lecture: `${fmt(lec, 1)}×`,
      })),
    ...(ud
      ? [
          {
            label: t('diag.udSummary'),
            key: 'ud-median',
            ours: ud.median,
            text: range(ud.median, ud.min, ud.max),
            lecture: range(L.udMedian, L.udMin, L.udMax),
          },
        ]
      : []),
  ];
}
const numbers = (L, results, differs) => compareTable(diagRows(L, results), differs);

// The four runs as a notebook's part (notebook.js): { lecture, results } of a run of `knobs`.
function notebookPart({ lecture, results }, knobs, ctx) {
  return {
    tab: MANIFEST.id,
    knobs,
    rows: diagRows(lecture, results),
    pageText: oursText,
    title: t('tabs.diagnostics.title'),
    notes: [t('diag.explain', { steps: int(knobs.steps) })].flat(),
    settings: CONTROLS.map((f) => [t(settingLabel(f.name) ?? f.label), settingValueText(f.name, ctx.state[f.name])]),
  };
}

// The finished runs' bars, gradient stds and (the BN Kaiming run's) update:data.
function drawResults(v, L, results, differs, points) {
  const idx = results.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
  v.finals.setData(
    idx.map(label),
    [
      { label: t('diag.train'), values: idx.map((i) => results[i].train) },
      { label: t('diag.dev'), values: idx.map((i) => results[i].dev) },
    ],
    [],
    4,
  );
  v.numbers.replaceChildren(
    numbers(L, results, differs),
    ...words.readings({ lecture: L, results, points }).map(([key, s]) => el('p', { class: 'reading', 'data-key': key, text: say(s) })),
  );
  v.grads.setData(
    idx.map((i) => ({ label: label(i), points: fromOne(results[i].gradStd), marker: true })),
    6,
  );
  const u = results[1]?.updateData;
  if (!u) return;
  v.strip.setUd(u);
  drawUd(v, u);
}

// update:data of the BN Kaiming run: one line per parameter named as the strip names its layer
// ("L2 W", "L2 BN γ"), a layer's parameters in its colour; the strip's selected layer forward.
function drawUd(v, u) {
  v.ud = u;
  v.udBars.setTitle(t('diag.udMedianTitle', { window: int(u.window) }));
  const steps = Array.from(u.seriesSteps);
  const groups = paramGroups(u.names);
  const names = v.strip.udNames(u.names);
  const focus = v.strip.focused();
  const lines = u.series.map((row, p) => ({
    label: names ? names[p].label : u.names[p],
    color: groups[p].block,
    dash: groups[p].dash,
    faint: focus !== null && groups[p].block !== focus,
    // one legend entry per layer: the first parameter of each block stands for it
    ...(p > 0 && groups[p - 1].block === groups[p].block
      ? { legend: false }
      : { legendText: groups[p].block ? blockName(groups[p].block) : 'C' }),
    points: steps.map((st, k) => [st, row[k]]).filter(([, y]) => y > NO_UPDATE),
  }));
  v.udLines.setData(
    [
      ...lines,
      {
        label: t('diag.udGuide'),
        points: [
          [steps[0], -3],
          [steps[steps.length - 1], -3],
        ],
        guide: true,
      },
    ],
    3,
  );
  v.udBars.setData(
    names ? names.map((x) => x.label) : Array.from(u.names),
    [
      {
        label: t('diag.udMedian'),
        values: Array.from(u.perParamMedian, (x) => (x > NO_UPDATE ? x : null)),
        ...(focus !== null ? { colors: groups.map((g) => (g.block === focus ? PALETTE[0] : `${PALETTE[0]}40`)) } : {}),
      },
    ],
    [{ y: -3, label: '−3' }],
    3,
  );
}

// The figures under the runs' controls and status, in the page's order.
const layout = (v) => [
  v.numbers,
  v.curves.el,
  el('div', { class: 'grid2' }, v.finals.el, v.grads.el),
  v.strip.el,
  v.udLines.el,
  v.udBars.el,
  v.panels.el,
];

function create(root, ctx) {
  const v = view();
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  const err = errorBox();
  let job = null;
  const bar = progressBar(() => job?.cancel());
  const run = { lecture: null, points: [[], [], [], []], results: [], previous: false }; // the runs streamed so far; previous: an earlier run's table is on screen
  const curves = curvesOf(v, run);

  const onProgress = progressOf(v, run, {
    bar,
    status,
    curves,
    drawn: () => drawResults(v, run.lecture, run.results, lectureDiffers(ctx, CONTROLS), run.points),
  });

  async function start() {
    if (job) return;
    resetRun(v, run);
    err.clear();
    status.textContent = '';
    const knobs = knobsOf(CONTROLS, ctx.state);
    shown = knobs; // from now on the figures are this run's, and so is the lecture code
    describeRun();
    job = ctx.stream(MANIFEST.section, knobs, onProgress);
    runBtn.disabled = true;
    try {
      await job.promise;
      curves.now();
      drawResults(v, run.lecture, run.results, lectureDiffers(ctx, CONTROLS), run.points);
      const finished = { lecture: run.lecture, results: [...run.results] };
      code.setFigure(
        () => notebookPart(finished, knobs, ctx),
        () => ctx.lessonParts(),
      );
      ctx.report({ results: run.results, lecture: run.lecture });
      ctx.markReady();
    } catch (e) {
      curves.now(); // the points that came before the stop are drawn before the status says so
      if (e.name === 'CancelledError') status.textContent = t('common.cancelled');
      else err.show(describeError(e, labelsOf(CONTROLS)));
    } finally {
      job = null;
      bar.hide();
      runBtn.disabled = false;
    }
  }
  const runBtn = button(t('diag.run'), start, { 'data-action': 'run' });

  // The explanation and the lecture's lines are for the run whose figures are on screen (its steps
  // and seed), the controls' before any run; when the controls have moved since, a line under the
  // code says it is the run's.
  let shown = null; // the knobs of the run last started (its figures are the ones drawn)
  const explained = () => t('diag.explain', { steps: int((shown ?? knobsOf(CONTROLS, ctx.state)).steps) });
  const text = explain(explained());
  const code = snippetBox(MANIFEST.code, ctx);
  const describeRun = () => {
    const now = knobsOf(CONTROLS, ctx.state);
    const moved = shown !== null && JSON.stringify(shown) !== JSON.stringify(now);
    code.set(shown ?? now, moved ? t('diag.codeOfRun') : '');
    text.set(explained());
  };
  describeRun();
  root.append(
    text,
    controls(ctx, CONTROLS, describeRun),
    el('div', { class: 'actions' }, runBtn),
    bar.el,
    status,
    err.el,
    ...layout(v),
    code.el,
  );

  // arrowing across the tabs starts no minute-long run, and neither does an embedded demo: a course
  // page may hold several, each with its own worker, and the student starts the one they read
  if (ctx.openedBy === 'keys' || ctx.state.embed) status.textContent = t('diag.waiting');
  else start();
  return {
    unmount() {
      job?.cancel();
      curves.cancel();
      disposeAll(v);
    },
  };
}

// knobs(settings): the four runs' knobs (the `scenarios` job's); notebookPart: their notebook's part.
export default { id: MANIFEST.id, section: MANIFEST.section, knobs: (settings) => knobsOf(CONTROLS, settings), notebookPart, create };
