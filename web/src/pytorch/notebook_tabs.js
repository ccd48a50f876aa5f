// notebook_tabs.js — what a figure tab's notebook runs beyond the code beside the figure: the runs
// of the lecture's code (lecture_code.js, the one writer of it) that the tab's table of numbers needs
// (the figure's settings, and the same code with one setting the page holds fixed beside it: the
// fix left out, the naive gain 1, the bad init 1, the dead-neuron map's sizes), the Python
// expression of each row of that table (its key as in the tab's compare(); the numbers formatted as
// the page formats them, by notebook.js's fmt / pct / sig), and the matplotlib plot.
// Pure string building: no DOM; the words come in through `t` (i18n.js).
import { pyLiteral as py } from './pytorch_script.js';
import { ROW, AMONG, MANUAL } from '../tabs/ln-matrix/manifest.js';
import { isTextGain, namedGain } from '../tabs/kaiming/manifest.js';

const str = (s) => JSON.stringify(String(s)); // a Python string literal (JSON's escapes are Python's)

// "0.750 → 0.654": a list's first and last value, as the Kaiming tab's table writes them.
const firstLast = (v) => `f"{fmt(${v}[0], 3)} → {fmt(${v}[-1], 3)}"`;

// tab -> { data: whether the cells read names.txt ('script': after the playground script's
// definitions, which read it), lesson?: false when the whole lesson's notebook leaves it out, runs(knobs) -> [{ knobs (or code: a cell of
// its own), note?: locale key, keep?: a line after the run }], rows(knobs, recipe) -> { row key: Python expression of its text },
// tableNote?: locale key of a paragraph beside the page's table, plot(knobs, w) -> Python lines; w: { t, fmt, int, short } of i18n.js and the recipe, for the chart's words }.
export const NOTEBOOK_TABS = {
  start: {
    data: true,
    runs: (k) => [
      { knobs: { ...k, fix: false }, note: 'notebook.run.noFix', keep: 'first_loss_no_fix, lossi_no_fix = first_loss, lossi' },
      { knobs: k },
    ],
    rows: () => ({
      'start-nofix': 'fmt(first_loss_no_fix, 2)',
      'start-fix': 'fmt(first_loss, 2)',
      'start-logv': 'fmt(math.log(vocab_size), 2)',
    }),
    plot: (k, { t, int }) => [
      'plt.figure(figsize=(7, 4))',
      `plt.plot(range(1, len(lossi_no_fix) + 1), lossi_no_fix, label=${str(t('start.noFix'))})`,
      `plt.plot(range(1, len(lossi) + 1), lossi, label=${str(t('start.fix'))})`,
      `plt.axhline(math.log(vocab_size), color="gray", linestyle="--", label="ln %d" % vocab_size)`,
      `plt.title(${str(t('start.curveTitle', { n: int(k.steps) }))})`,
      `plt.xlabel(${str(t('common.step'))})`,
      `plt.ylabel(${str(t('common.loss'))})`,
      'plt.legend()',
      'plt.show()',
    ],
  },
  tanh: {
    data: true,
    runs: (k) => [
      { knobs: { ...k, badInit: 1 }, note: 'notebook.run.kaimingInit', keep: 'saturated_kaiming, h_kaiming = saturated, h' },
      { knobs: { ...k, nHidden: 100, probeRows: 24 }, note: 'notebook.run.deadMap', keep: 'dead_in_map = dead' },
      { knobs: k },
    ],
    rows: () => ({ 'sat-bad': 'pct(saturated / 100)', 'sat-kaiming': 'pct(saturated_kaiming / 100)', dead: 'str(dead_in_map)' }),
    plot: (k, { t, short }) => [
      'fig, axes = plt.subplots(1, 2, figsize=(10, 3.5), sharey=True)',
      `for ax, hs, title in ((axes[0], h, ${str(t('tanh.histBad', { bad: short(k.badInit, 4) }))}), (axes[1], h_kaiming, ${str(t('tanh.histKaiming'))})):`,
      '    ax.hist(hs.view(-1).tolist(), bins=50, range=(-1, 1))',
      '    ax.set_title(title)',
      '    ax.set_xlabel("h = tanh(…)")',
      `axes[0].set_ylabel(${str(t('tanh.count'))})`,
      'plt.show()',
    ],
  },
  kaiming: {
    data: true,
    runs: (k) => [{ knobs: { ...k, gain: 1 }, note: 'notebook.run.naive', keep: 'stds_naive = stds' }, { knobs: k }],
    rows: () => ({ 'naive-last': firstLast('stds_naive'), 'kaiming-last': firstLast('stds') }),
    // the legend is the page's std chart's: "Kaiming" only at the text's gain for the nonlinearity
    // (the manifest's one rule), a gain as the text writes it (5/3, √2) or to 3 decimals at most
    plot: (k, { t, short }) => [
      'plt.figure(figsize=(7, 4))',
      `plt.plot(range(1, len(stds_naive) + 1), stds_naive, "o-", label=${str(t(`kaiming.naive${k.act === 'relu' ? 'Relu' : ''}`, { g: namedGain(1) ?? short(1, 3) }))})`,
      `plt.plot(range(1, len(stds) + 1), stds, "o-", label=${str(t(`kaiming.${isTextGain(k.gain, k.act) ? 'kaiming' : 'second'}${k.act === 'relu' ? 'Relu' : ''}`, { g: namedGain(k.gain) ?? short(k.gain, 3) }))})`,
      `plt.title(${str(t(k.act === 'relu' ? 'kaiming.stdTitleRelu' : 'kaiming.stdTitle'))})`,
      `plt.xlabel(${str(t(k.act === 'relu' ? 'kaiming.layerAxisRelu' : 'kaiming.layerAxis'))})`,
      'plt.ylabel("std")',
      'plt.ylim(bottom=0)',
      'plt.legend()',
      'plt.show()',
    ],
  },
  batchnorm: {
    data: true,
    runs: (k) => [{ knobs: k }],
    rows: () => ({
      'hpreact-mean': 'fmt(hprebn.mean().item(), 2)',
      'hpreact-std': 'fmt(hprebn.std().item(), 2)',
      'xhat-std': 'fmt(xhat.std().item(), 2)',
      'tanh-std': 'fmt(h.std().item(), 2)',
    }),
    plot: (k, { t }) => [
      'fig, axes = plt.subplots(1, 4, figsize=(14, 3))',
      `for ax, x, title in zip(axes, (hprebn, xhat, hpreact, h), (${['hpreact', 'xhat', 'scaled', 'tanh'].map((s) => str(t(`bn.stage.${s}`))).join(', ')})):`,
      '    ax.hist(x.view(-1).tolist(), bins=50)',
      '    ax.set_title("%s\\nmean %.2f, std %.2f" % (title, x.mean().item(), x.std().item()))',
      'plt.tight_layout()',
      'plt.show()',
    ],
  },
  residual: {
    data: false,
    tableNote: 'notebook.residualFloat32', // beside the table: why exploding norms part from the page's
    runs: (k) => [{ knobs: k }],
    rows: (k, recipe) => {
      const rows = {};
      Array.from(recipe.residualDepths).forEach((d, i) => {
        rows[`plain-${d}`] = `sig(plain[${i}])`;
      });
      Array.from(recipe.residualDepths).forEach((d, i) => {
        rows[`res-${d}`] = `sig(residual[${i}])`;
      });
      rows['post-0'] = 'sig(post_norm[0], 4)';
      rows['post-last'] = 'sig(post_norm[-1], 4)';
      return rows;
    },
    plot: (k, { t, recipe }) => [
      `depths = (${Array.from(recipe.residualDepths, py).join(', ')})`,
      'fig, axes = plt.subplots(1, 2, figsize=(11, 3.5))',
      `axes[0].semilogy(depths, plain, "o-", label=${str(t('notebook.plot.plain'))})`,
      `axes[0].semilogy(depths, residual, "o-", label=${str(t('notebook.plot.residual'))})`,
      `axes[0].set_xlabel(${str(t('notebook.plot.depth'))})`,
      'axes[0].set_ylabel("||dL/dx||")',
      'axes[0].legend()',
      'axes[1].plot(range(len(post_norm)), post_norm, "o-", markersize=3)',
      `axes[1].set_xlabel(${str(t('notebook.plot.block'))})`,
      'axes[1].set_ylabel("||x||")',
      'plt.tight_layout()',
      'plt.show()',
    ],
  },
};

// 003 on a matrix (rows = examples): the student's matrix last (its y and stds are the plot's), the
// text's row [1, 5, -2, 3] first among the rows the text gives (and for LayerNorm alone, and its
// manual check), as the tab's table below the matrix shows them.
const matrixRun = (kind, rows, keep, note) => ({ knobs: { kind, variance: 'biased', x: rows }, keep, note });
const matrixPlot =
  (batch) =>
  (k, { t }) => [
    `x_std = x.std(${batch ? 0 : 1}, unbiased=False)  # the input's spread${batch ? ' per column' : ' per row'}`,
    `n = torch.arange(1, len(x_std) + 1)`,
    'plt.figure(figsize=(7, 3.5))',
    `plt.bar(n - 0.2, x_std.tolist(), width=0.4, label=${str(t('matrix.inputSeries'))})`,
    `plt.bar(n + 0.2, ${batch ? 'col_std' : 'row_std'}.tolist(), width=0.4, label=${str(t('matrix.outputSeries'))})`,
    'plt.axhline(1, color="gray", linestyle="--")',
    `plt.title(${str(t(batch ? 'matrix.stdChartCol' : 'matrix.stdChartRow'))})`,
    `plt.xlabel(${str(t(batch ? 'matrix.colAxis' : 'matrix.rowAxis'))})`,
    'plt.ylabel("std")',
    'plt.legend()',
    'plt.show()',
  ];
// The student's output y, row by row, and its stds, as the tab's output table writes them.
const outputRows = (k, stds) => Object.fromEntries([...k.x.map((_, i) => [`y-${i}`, `vec(y[${i}])`]), ['y-std', `vec(${stds}, 2)`]]);
const firstRow = (name) => `${name} = y[0].tolist()`;
NOTEBOOK_TABS['bn-matrix'] = {
  data: false,
  runs: (k) => [
    matrixRun('batch', [ROW, ...AMONG.A], firstRow('row_a'), 'notebook.run.among'),
    matrixRun('batch', [ROW, ...AMONG.B], firstRow('row_b'), 'notebook.run.among'),
    { knobs: k },
  ],
  rows: (k) => ({ 'same-a': 'vec(row_a)', 'same-b': 'vec(row_b)', ...outputRows(k, 'col_std') }),
  plot: matrixPlot(true),
};
NOTEBOOK_TABS['ln-matrix'] = {
  data: false,
  runs: (k) => [
    matrixRun('layer', [ROW], firstRow('row_alone'), 'notebook.run.alone'),
    matrixRun('layer', [ROW, ...AMONG.L], firstRow('row_among'), 'notebook.run.among'),
    {
      code: `m = torch.tensor([${MANUAL.map(py).join(', ')}], dtype=torch.float64)
manual = ((m - m.mean()) / m.std(unbiased=False)).tolist()  # by hand: the population std, no eps`,
      note: 'notebook.run.manual',
    },
    matrixRun('layer', [MANUAL], firstRow('row_manual'), 'notebook.run.manualLn'),
    { knobs: k },
  ],
  rows: (k) => ({
    'same-alone': 'vec(row_alone)',
    'same-among': 'vec(row_among)',
    manual: 'vec(manual)',
    'manual-ln': 'vec(row_manual)',
    ...outputRows(k, 'row_std'),
  }),
  plot: matrixPlot(false),
};

// 5.13–5.14: the lecture's four runs (the code beside the tab's figures, after the "copy as PyTorch"
// script's definitions), then the table's numbers from them: each run's dev loss, the weight-gradient
// spread (largest / smallest std over the Linear weights on the probe batch), and update:data's median
// and range over the parameters of each one's median over steps 1..10000 of the BatchNorm-Kaiming run.
// Not in the lesson's notebook: the four runs take minutes at the text's 20000 steps.
NOTEBOOK_TABS.diagnostics = {
  data: 'script',
  lesson: false,
  runs: (k) => [
    { knobs: k },
    {
      code: `def median(v):
    v = sorted(v)
    return v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2

def spread(run):  # the Linear weights' gradient std, largest over smallest (C is not a Linear)
    stds = [w[0] for w in run["weights"][1:]]
    return max(stds) / min(stds)

window = min(len(runs[1]["ud"]), 10000)  # the text's steps 1..10000, of the BatchNorm-Kaiming run
per_param = [[r[p] for r in runs[1]["ud"][:window] if math.isfinite(r[p])] for p in range(len(runs[1]["ud"][0]))]
ud_medians = [median(v) for v in per_param if v]
ud_median, ud_min, ud_max = median(ud_medians), min(ud_medians), max(ud_medians)`,
      note: 'notebook.run.diagSummary',
    },
  ],
  rows: () => ({
    ...Object.fromEntries([0, 1, 2, 3].map((i) => [`dev-${i}`, `fmt(runs[${i}]["dev"], 4)`])),
    'spread-0': 'fmt(spread(runs[0]), 1) + "×"',
    'spread-1': 'fmt(spread(runs[1]), 1) + "×"',
    'ud-median': 'f"{fmt(ud_median, 2)} [{fmt(ud_min, 2)}; {fmt(ud_max, 2)}]"',
  }),
  plot: (k, { t }) => [
    'fig, axes = plt.subplots(1, 2, figsize=(12, 4))',
    `for r, name in zip(runs, (${['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad'].map((n) => str(t(`diag.${n}`))).join(', ')})):`,
    '    axes[0].plot([w[0] for w in r["weights"][1:]], "o-", label=name)',
    `axes[0].set_title(${str(t('diag.gradTitle'))})`,
    `axes[0].set_xlabel(${str(t('diag.linearAxis'))})`,
    'axes[0].legend()',
    'ud = torch.tensor(runs[1]["ud"])',
    'for p in range(ud.shape[1]):',
    '    axes[1].plot(ud[:, p].tolist(), linewidth=0.6)',
    'axes[1].axhline(-3, color="gray", linestyle="--")',
    `axes[1].set_title(${str(t('diag.udTitle'))} + " — " + ${str(t('diag.bnKaiming'))})`,
    `axes[1].set_xlabel(${str(t('common.step'))})`,
    'plt.tight_layout()',
    'plt.show()',
  ],
};

export const hasNotebook = (tab) => Object.hasOwn(NOTEBOOK_TABS, tab);
