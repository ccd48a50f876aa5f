// tabs/start/tab.js — 5.3: the loss at the first step. A raw randn output layer is confidently wrong
// (loss ~26); shrinking it (W2 * 0.01, b2 = 0) starts at ln 27 ~ 3.30, the loss of a uniform guess.
// Bars: first loss without / with the fix; curves: the first minibatch steps, hockey stick vs flat.
import { el } from '../../view/ui.js';
import { t, fmt } from '../../words/i18n.js';
import { say, render } from '../../words/say.js';
import * as words from './words.js';
import { barChart, lineChart } from '../../view/charts.js';
import { fromOne } from '../common.js';
import { sectionTab } from '../section/tab.js';

const curveTitle = (s) => say(words.curveTitle(s));

function view(s) {
  return {
    bars: barChart({ title: t('start.barTitle'), xLabel: '', yLabel: t('start.firstLoss') }),
    curve: lineChart({ title: curveTitle(s), xLabel: t('common.step'), yLabel: t('common.loss'), tall: true }),
  };
}

const layout = (v) => [el('div', { class: 'grid2' }, v.bars.el, v.curve.el)];

const compare = (r, ctx) => [
  { label: t('start.noFix'), key: 'start-nofix', ours: r.noFix, lecture: fmt(r.lecture.noFix, 2) },
  { label: t('start.fix'), key: 'start-fix', ours: r.fix, lecture: fmt(r.lecture.fix, 2) },
  { label: say(words.logV(r, ctx)), key: 'start-logv', ours: r.logVocab, lecture: fmt(r.lecture.logVocab, 2) },
];

// first: { first, total } while only the curves' first steps are drawn (section/render.js drawFirst):
// the title names the steps drawn, and the progress bar under it the rest being computed.
function draw(v, r, ctx, first = null) {
  const lnV = say(words.logVLine(r, ctx));
  v.bars.setData(
    [t('start.noFix'), t('start.fix')],
    [{ label: t('start.firstLoss'), values: [r.noFix, r.fix] }],
    [{ y: r.logVocab, label: lnV }],
  );
  v.curve.setTitle(curveTitle(first ? { hs_steps: first.first } : ctx.state));
  if (first) v.curve.el.dataset.first = `${first.first}/${first.total}`;
  else delete v.curve.el.dataset.first;
  v.curve.setData([
    { label: t('start.noFix'), points: fromOne(r.hockeyNoFix) },
    { label: t('start.fix'), points: fromOne(r.hockeyFix) },
    {
      label: lnV,
      points: [
        [1, r.logVocab],
        [r.hockeyNoFix.length, r.logVocab],
      ],
      guide: true,
    },
  ]);
}

export default sectionTab({
  id: 'start',
  explain: 'start.explain',
  // the explanation's numbers as words.js decides them, each written by say.js's one renderer
  explainVars: (s, ctx, r) => Object.fromEntries(Object.entries(words.explain(r, s, ctx).args).map(([k, a]) => [k, render(a)])),
  view,
  layout,
  compare,
  draw,
  // the hockey stick's first 100 steps are drawn while the rest computes
  first: 100,
});
