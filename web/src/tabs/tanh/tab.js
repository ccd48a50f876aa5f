// tabs/tanh.js — 5.4: with a bad init (gain x5) the hidden pre-activations are wide and tanh sits
// at +-1, where its gradient (1 - h^2) is ~0. Histograms of the tanh outputs, bad vs Kaiming, and
// the batch x neuron map of |h| with dead neurons (saturated on every row of the batch) framed. A
// neuron picked on the map writes out why it is dead or not: its |h| on each row against the
// threshold, and the gradient this batch sends it (the core's autograd), ~0 when it is dead.
import { el, nextId } from '../../view/ui.js';
import { t, fmt, sig, pct, listSep } from '../../words/i18n.js';
import { barChart, heatmap, PALETTE } from '../../view/charts.js';
import { sectionTab, histBars, niceCeil } from '../common.js';

const badTitle = (s) => t('tanh.histBad', { bad: fmt(s.bad, 1) });
const mapTitle = (s, d = { rows: 24, cols: 100 }) => t('tanh.mapTitle', { bad: fmt(s.bad, 1), rows: d.rows, cols: d.cols });
const hist = (title) => barChart({ title, xLabel: 'h = tanh(…)', yLabel: t('tanh.count'), legend: false });

// The map frames what the core's recipe calls saturated (its threshold, as the core counts it).
function view(s, ctx) {
  const why = neuronWhy();
  const map = heatmap({
    title: mapTitle(s),
    threshold: ctx.recipe.saturation,
    onPick: (h) => why.show(h),
    keysHint: t('tanh.neuron.keys'),
  });
  why.map = map;
  return { badHist: hist(badTitle(s)), kaimingHist: hist(t('tanh.histKaiming')), map, why };
}

const layout = (v) => [
  el('div', { class: 'grid2' }, v.badHist.el, v.kaimingHist.el),
  v.map.el,
  el('p', { class: 'note', text: t('tanh.neuron.hint') }),
  v.why.picker,
  v.why.el,
];

// Why the picked neuron is dead (or not), with the core's numbers: its |h| on every row of the batch
// against the threshold (the rule saturation_map uses), tanh's local derivative 1 - h², the gradient
// of its pre-activation and of its incoming weights and bias. The list under the map picks a neuron
// exactly (a finger on a phone covers several columns; dead ones are marked as the core found them).
// -> { el, picker, set(result), show(h) }
function neuronWhy() {
  const box = el('div', { class: 'cell-arith', 'data-key': 'neuron-why', 'aria-live': 'polite', hidden: true });
  const id = nextId('neuron');
  const list = el('select', { id, name: 'neuron' });
  const picker = el('label', { class: 'control neuron-pick', for: id }, el('span', { text: t('tanh.neuron.pick') }), list);
  list.addEventListener('change', () => why.show(Number(list.value)));
  let r = null,
    picked = null;
  const fillList = () => {
    const dead = new Set(Array.from(r.dead.dead));
    const none = el('option', { value: '', text: '–', selected: picked === null });
    const opts = Array.from({ length: r.dead.cols }, (_, j) =>
      el('option', {
        value: String(j),
        text: t(dead.has(j) ? 'tanh.neuron.optionDead' : 'tanh.neuron.option', { j }),
        selected: j === picked,
      }),
    );
    list.replaceChildren(none, ...opts);
  };
  const render = () => {
    list.value = picked === null ? '' : String(picked);
    if (!r || picked === null || picked >= r.dead.cols) {
      box.hidden = true;
      return;
    }
    const d = r.dead,
      g = r.grads,
      j = picked,
      B = d.rows,
      H = d.cols;
    const col = (a) => Array.from({ length: B }, (_, b) => a[b * H + j]);
    const abs = col(d.absH),
      local = col(g.localGrad),
      pre = col(g.preGrad);
    const dead = Array.from(d.dead).includes(j);
    const sat = Math.round(d.saturatedFrac[j] * B);
    const thr = fmt(r.threshold, 2);
    const lowest = abs.indexOf(Math.min(...abs));
    const widest = local.indexOf(Math.max(...local));
    const norms = Array.from(g.weightGradNorm);
    const top = norms.indexOf(Math.max(...norms));
    const data = {
      'data-neuron': String(j),
      'data-dead': String(dead),
      'data-saturated': String(sat),
      'data-abs': abs.join(' '),
      'data-pre': pre.join(' '),
      'data-local': local.join(' '),
      'data-wnorm': String(norms[j]),
      'data-bias': String(g.biasGrad[j]),
    };
    for (const [k, v] of Object.entries(data)) box.setAttribute(k, v);
    const lines = [
      t('tanh.neuron.values', { values: abs.map((v) => fmt(v, 3)).join(listSep()) }),
      dead
        ? t('tanh.neuron.dead', { rows: B, thr, min: fmt(abs[lowest], 3), b: lowest })
        : t('tanh.neuron.alive', { rows: B, n: sat, thr, min: fmt(abs[lowest], 3), b: lowest }),
      t('tanh.neuron.local', { max: sig(local[widest], 3), b: widest }),
      t('tanh.neuron.pre', { values: pre.map((v) => sig(v, 2)).join(listSep()) }),
      t('tanh.neuron.weight', { j, w: sig(norms[j], 3), bias: sig(g.biasGrad[j], 3), max: sig(norms[top], 3), top }),
    ];
    box.replaceChildren(
      el('h3', { text: t(dead ? 'tanh.neuron.titleDead' : 'tanh.neuron.titleAlive', { j, rows: B }) }),
      el(
        'ol',
        {},
        lines.map((line) => el('li', { text: line })),
      ),
    );
    box.hidden = false;
  };
  const why = {
    el: box,
    picker,
    map: null,
    set(result) {
      r = result;
      fillList();
      render();
    },
    show(h) {
      picked = h;
      why.map?.select(h);
      render();
    },
  };
  return why;
}

function compare(r, ctx) {
  const L = r.lecture,
    dead = r.dead.dead.length;
  return [
    {
      label: t('tanh.satBad', { bad: fmt(ctx.state.bad, 1) }),
      key: 'sat-bad',
      ours: r.badInitPct / 100,
      text: pct(r.badInitPct / 100),
      lecture: pct(L.badInitPct / 100),
    },
    {
      label: t('tanh.satKaiming'),
      key: 'sat-kaiming',
      ours: r.kaimingPct / 100,
      text: pct(r.kaimingPct / 100),
      lecture: pct(L.kaimingPct / 100),
    },
    {
      label: t('tanh.dead', { rows: r.dead.rows }),
      key: 'dead',
      ours: dead,
      text: String(dead),
      lecture: String(L.deadNeurons),
      lectureKind: L.deadNeuronsPrinted ? 'printed' : 'code',
    },
  ];
}

// A histogram's bars, saturated bins (|centre| > threshold) in vermillion.
function drawHist(chart, h, threshold) {
  const { cats, counts, centres } = histBars(h);
  chart.setData(
    cats,
    [{ label: t('tanh.count'), values: counts, colors: centres.map((c) => (Math.abs(c) > threshold ? PALETTE[1] : PALETTE[0])) }],
    [],
    0,
  );
}

function draw(v, r, ctx) {
  v.badHist.setTitle(badTitle(ctx.state));
  drawHist(v.badHist, r.badInitHist, r.threshold);
  drawHist(v.kaimingHist, r.kaimingHist, r.threshold);
  // one y scale for the two: the bad init's pile at ±1 beside Kaiming's lower ends, at the same height
  const top = niceCeil(Math.max(...r.badInitHist.counts, ...r.kaimingHist.counts) * 1.05);
  v.badHist.setYRange(0, top);
  v.kaimingHist.setYRange(0, top);
  const d = r.dead,
    abs = Array.from(d.absH),
    dead = Array.from(d.dead);
  const rows = Array.from({ length: d.rows }, (_, b) => abs.slice(b * d.cols, (b + 1) * d.cols));
  v.map.setTitle(mapTitle(ctx.state, d));
  v.map.setData(rows, dead, t('tanh.mapLegend', { n: dead.length, list: dead.join(listSep()) || '–' }));
  v.why.set(r);
}

// The two shares as the table shows them (to 0.1 of a percent): which is larger, said only when the
// shown numbers differ.
const compareShares = (bad, kaiming) => {
  const d = Number(bad.toFixed(1)) - Number(kaiming.toFixed(1));
  return d > 0 ? 'more' : d < 0 ? 'fewer' : 'same';
};
// What the figure shows, from the result alone: the multiplier it was computed with, both saturated
// shares, the Kaiming outputs on tanh's slope ("most" only when more than half), the dead neurons.
const reading = (r) => {
  const slope = 100 - r.kaimingPct;
  const thr = fmt(r.threshold, 2);
  return t('tanh.reading', {
    bad: fmt(r.badInit, 1),
    thr,
    bad_pct: pct(r.badInitPct / 100),
    k_pct: pct(r.kaimingPct / 100),
    cmp: t(`tanh.cmp.${compareShares(r.badInitPct, r.kaimingPct)}`),
    slope: t(`tanh.slope.${slope > 50 ? 'most' : 'few'}`, { k_slope: pct(slope / 100), thr }),
    dead: r.dead.dead.length,
  });
};

export default sectionTab({
  id: 'tanh',
  explain: 'tanh.explain',
  reading,
  view,
  layout,
  compare,
  draw,
});
