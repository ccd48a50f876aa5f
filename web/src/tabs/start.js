// tabs/start.js — 5.3: the loss at the first step. A raw randn output layer is confidently wrong
// (loss ~26); shrinking it (W2 * 0.01, b2 = 0) starts at ln 27 ~ 3.30, the loss of a uniform guess.
// Bars: first loss without / with the fix; curves: the first minibatch steps, hockey stick vs flat.
import { el, compareTable, explain } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { barChart, lineChart } from '../charts.js';
import { controls, figureRunner } from './common.js';

let charts = [];

function mount(root, ctx) {
  const s = ctx.state;
  const bars = barChart({ title: t('start.barTitle'), xLabel: '', yLabel: t('start.firstLoss') });
  const curve = lineChart({ title: t('start.curveTitle', { n: s.hs_steps }), xLabel: t('common.step'), yLabel: t('common.loss'), tall: true });
  charts = [bars, curve];
  const numbers = el('div');
  const compute = () => ctx.run('section', { name: 'start', knobs: { steps: s.hs_steps, seed: s.seed } });
  const runner = figureRunner(ctx, compute, (r) => {
    const L = r.lecture;
    numbers.replaceChildren(compareTable([
      { label: t('start.noFix'), key: 'start-nofix', ours: r.noFix, lecture: fmt(L.noFix, 2) },
      { label: t('start.fix'), key: 'start-fix', ours: r.fix, lecture: fmt(L.fix, 2) },
      { label: t('start.logV'), key: 'start-logv', ours: r.logVocab, lecture: fmt(L.logVocab, 2) },
    ]));
    bars.set([t('start.noFix'), t('start.fix')], [{ label: t('start.firstLoss'), values: [r.noFix, r.fix] }],
      [{ y: r.logVocab, label: t('start.logVLine') }]);
    const pts = (v) => Array.from(v, (y, i) => [i + 1, y]);
    const n = r.hockeyNoFix.length;
    curve.setSeries([
      { label: t('start.noFix'), points: pts(r.hockeyNoFix) },
      { label: t('start.fix'), points: pts(r.hockeyFix) },
      { label: t('start.logVLine'), points: [[1, r.logVocab], [n, r.logVocab]], guide: true },
    ]);
  }, { steps: t('start.steps'), seed: t('common.seed') });
  root.append(explain(t('start.explain')),
    controls(ctx, [{ name: 'hs_steps', label: t('start.steps'), step: 1 }, { name: 'seed', label: t('common.seed'), step: 1 }],
      () => runner.refresh()),
    runner.el, numbers, el('div', { class: 'grid2' }, bars.el, curve.el));
  runner.refresh();
}

export default { id: 'start', mount, unmount() { charts.forEach((c) => c.destroy()); charts = []; } };
