// tabs/residual.js — the 000 text: the input gradient through 5/20/50 random Linear(16,16)+tanh
// sublayers collapses without the identity path and stays large with h = h + f(h); 50 post-norm
// blocks LayerNorm(x + f(x)) keep the output norm at ~sqrt(16) = 4; LayerNorm ignores the batch.
import { el, compareTable, explain } from '../ui.js';
import { t, sig } from '../i18n.js';
import { lineChart } from '../charts.js';
import { controls, figureRunner } from './common.js';

let charts = [];

function mount(root, ctx) {
  const s = ctx.state;
  const grad = lineChart({ title: t('residual.gradTitle'), xLabel: t('residual.depth'), yLabel: t('residual.gradNorm'), yType: 'logarithmic', xInteger: true });
  const norms = lineChart({ title: t('residual.postTitle'), xLabel: t('residual.block'), yLabel: '‖x‖' });
  charts = [grad, norms];
  const numbers = el('div');
  const batchBox = el('div');
  const compute = () => ctx.run('section', { name: 'residual', knobs: { weightStd: s.r_std, seed: s.seed } });
  const runner = figureRunner(ctx, compute, (r) => {
    const L = r.lecture;
    numbers.replaceChildren(compareTable([
      ...r.depths.map((d, i) => ({ label: t('residual.plainAt', { d: d.depth }), key: `plain-${d.depth}`, ours: d.plain,
        text: sig(d.plain), lecture: sig(L.plain[i]) })),
      ...r.depths.map((d, i) => ({ label: t('residual.withAt', { d: d.depth }), key: `res-${d.depth}`, ours: d.residual,
        text: sig(d.residual), lecture: sig(L.residual[i]) })),
      { label: t('residual.postFirst'), key: 'post-0', ours: r.postNorm[0], text: sig(r.postNorm[0], 4), lecture: sig(L.postNormInput, 4) },
      { label: t('residual.postLast'), key: 'post-last', ours: r.postNorm[r.postNorm.length - 1], text: sig(r.postNorm[r.postNorm.length - 1], 4), lecture: sig(L.postNormBlock, 4) },
    ]));
    grad.setSeries([
      { label: t('residual.plain'), points: r.depths.map((d) => [d.depth, d.plain]), marker: true },
      { label: t('residual.with'), points: r.depths.map((d) => [d.depth, d.residual]), marker: true },
    ], 6);
    const n = r.postNorm.length - 1;
    norms.setSeries([
      { label: t('residual.postSeries'), points: Array.from(r.postNorm, (v, i) => [i, v]), marker: true },
      { label: '√16 = 4', points: [[0, 4], [n, 4]], guide: true },
    ], 4);
    const b = r.batch;
    batchBox.replaceChildren(el('h3', { text: t('residual.batchTitle') }),
      el('p', { 'data-key': 'ln-batch-diff', 'data-value': String(b.maxAbsDiff),
        text: t('residual.batchDiff', { batch: b.batch, diff: b.maxAbsDiff === 0 ? '0' : b.maxAbsDiff.toExponential(2) }) }));
  }, { weight_std: t('residual.std'), seed: t('common.seed') });
  root.append(explain(t('residual.explain')),
    controls(ctx, [{ name: 'r_std', label: t('residual.std') }, { name: 'seed', label: t('common.seed'), step: 1 }], () => runner.refresh()),
    runner.el, numbers, el('div', { class: 'grid2' }, grad.el, norms.el), batchBox);
  runner.refresh();
}

export default { id: 'residual', mount, unmount() { charts.forEach((c) => c.destroy()); charts = []; } };
