// tabs/residual/tab.js — the 000 text: the input gradient through 5/20/50 random Linear(16,16)+tanh
// sublayers collapses without the identity path and stays large with h = h + f(h); 50 post-norm
// blocks LayerNorm(x + f(x)) keep the output norm at ~sqrt(16) = 4; LayerNorm ignores the batch.
import { el } from '../../view/ui.js';
import { t, sig } from '../../words/i18n.js';
import { say, render } from '../../words/say.js';
import * as words from './words.js';
import { lineChart } from '../../view/charts.js';
import { sectionTab } from '../section/tab.js';

function view() {
  return {
    grad: lineChart({
      title: t('residual.gradTitle'),
      xLabel: t('residual.depth'),
      yLabel: t('residual.gradNorm'),
      logY: true,
      xInteger: true,
    }),
    norms: lineChart({ title: t('residual.postTitle'), xLabel: t('residual.block'), yLabel: '‖x‖' }),
    batch: el('div'),
  };
}

const layout = (v) => [el('div', { class: 'grid2' }, v.grad.el, v.norms.el), v.batch];

// The gradient norm at each depth, plain and residual, and the post-norm ends. The lecture's value
// is what the text prints at the depths the core says it prints (50), else what its code gives.
function compare(r) {
  const L = r.lecture;
  const post = r.postNorm,
    lastPost = post[post.length - 1];
  const printed = new Set(Array.from(L.printedDepths));
  const depthKind = (d) => (printed.has(d) ? 'printed' : 'code');
  const postKind = L.postNormPrinted ? 'printed' : 'code';
  return [
    // the gradient at each depth without, then with, the residual connection
    ...[
      ['plain', 'plain'],
      ['residual', 'res'],
    ].flatMap(([field, key]) =>
      r.depths.map((d, i) => ({
        label: say(words.rowLabel(r, i, field)),
        key: `${key}-${d.depth}`,
        ours: d[field],
        text: sig(d[field]),
        lecture: sig(L[field][i]),
        lectureKind: depthKind(d.depth),
      })),
    ),
    {
      label: t('residual.postFirst'),
      key: 'post-0',
      ours: post[0],
      text: sig(post[0], 4),
      lecture: sig(L.postNormInput, 4),
      lectureKind: postKind,
    },
    {
      label: t('residual.postLast'),
      key: 'post-last',
      ours: lastPost,
      text: sig(lastPost, 4),
      lecture: sig(L.postNormBlock, 4),
      lectureKind: postKind,
    },
  ];
}

function draw(v, r) {
  v.grad.setData(
    [
      { label: t('residual.plain'), points: r.depths.map((d) => [d.depth, d.plain]), marker: true },
      { label: t('residual.with'), points: r.depths.map((d) => [d.depth, d.residual]), marker: true },
    ],
    6,
  );
  const n = r.postNorm.length - 1;
  v.norms.setData(
    [
      { label: t('residual.postSeries'), points: Array.from(r.postNorm, (y, i) => [i, y]), marker: true },
      {
        label: '√16 = 4',
        points: [
          [0, 4],
          [n, 4],
        ],
        guide: true,
      },
    ],
    4,
  );
  const b = r.batch;
  v.batch.replaceChildren(
    el('h3', { text: t('residual.batchTitle') }),
    el('p', {
      'data-key': 'ln-batch-diff',
      'data-value': String(b.maxAbsDiff),
      text: say(words.batchDiff(r)),
    }),
  );
}

// A sentence's args as its message fills them (the explanation's, which sectionTab says).
const argsOf = (m) => Object.fromEntries(Object.entries(m.args).map(([k, a]) => [k, render(a)]));

export default sectionTab({
  id: 'residual',
  explain: 'residual.explain',
  explainVars: (s, ctx, r) => argsOf(words.explain(r, s)),
  reading: (r) => say(words.reading(r)),
  view,
  layout,
  compare,
  draw,
  words,
});
