// view/network_tabs.js — the network strip (network_strip.js) on its three tabs, with the layer names
// of layer_names.js: what each block is coloured by there and what selecting it brings forward.
//   Kaiming: the std of each tanh (or ReLU) output of the stack with the slider's gain; a selected block's
//     histograms stand over the others' faint ones.
//   Diagnostics: the grad:data of each block's Linear weight in the run and moment the 5.13 panels
//     show; a selected block: its panels' lines and update:data lines forward, and below the strip
//     its tanh histogram at initialisation and after training, its grad:data at both moments and
//     its update:data median (the BN Kaiming run, the one update:data is drawn for).
//   Playground: the saturated share of each block's tanh (the layer-health table's first column);
//     a selected block: its health-table row marked, its panels' and update:data lines forward.
// Every value is the core's; the page picks, names and formats them.
import { el } from './ui.js';
import { t, fmt, sig, pct } from '../words/i18n.js';
import { lineChart } from './charts.js';
import { histBars } from './chart_data.js';
import { networkStrip } from './network_strip.js';
import { layoutOfPanels, stackLayout, paramName, messageNames } from './layer_names.js';

const NO_UPDATE = -90; // below: a parameter never updated (the core's kNoUpdate)

// ---- Kaiming
// stackName(result): the second stack's name ("Kaiming (gain 5/3)", or "second stack (gain 1.20)").
// -> { el, draw(result, drawHists(focus)) }: drawHists draws the tab's histograms with block
// `focus` (or null) forward; the strip redraws them when a block is selected.
export function kaimingStrip(stackName) {
  let redraw = null;
  const strip = networkStrip({ id: 'kaiming', onSelect: (n) => redraw?.(n) });
  return {
    el: strip.el,
    draw(r, drawHists) {
      redraw = drawHists;
      const k = r.kaiming;
      const relu = r.act === 'relu';
      strip.set(stackLayout(r.nLayer, k.std.length, relu ? 'relu' : 'tanh'), {
        what: t(relu ? 'network.measure.kaimingStdRelu' : 'network.measure.kaimingStd', { stack: stackName(r) }),
        values: Array.from(k.std, (s) => ({ value: s, text: `${t('network.measure.std')} ${fmt(s, 2)}` })),
      });
      drawHists(strip.selected());
    },
    selected: () => strip.selected(),
  };
}

// A layout for a model's panels: the norm read off the core's indices (a hidden block with a layer
// between its Linear and its tanh is a BatchNorm model here: the lecture's, with the output's BN
// after its last Linear); params: every parameter's name, where the result lists them.
export function diagnosticsLayout(panels, params = null) {
  const plain = layoutOfPanels(panels, 'none', params);
  return plain.blocks[0].norm === null ? plain : layoutOfPanels(panels, 'batch', params);
}

// The per-parameter names of an update:data result (C, L1 W, L1 BN γ, ...), from the run's panels.
export function udLabels(panels, names) {
  const layout = diagnosticsLayout(panels, names);
  return Array.from(names, (n) => paramName(layout, n));
}

const weightOf = (d, b) => d?.weights.find((w) => w.name === `layers.${b.linear}.weight`);
const tanhOf = (d, b) => d?.tanh.find((s) => s.layer === b.tanh);
const histPoints = (h) => {
  const { centres, counts } = histBars(h);
  return centres.map((x, i) => [x, counts[i]]);
};

// A diagnostics block's numbers (pure): its weight's grad:data at initialisation and after training,
// and its update:data median in the run update:data is drawn for (udRun: its name; labels: udLabels
// of update:data's parameters, null before it came) -> { text, gradInit, ud } (the last two: data-*).
function layerNumbers(b, init, trained, labels, ud, udRun) {
  const wName = t('network.param.weight', { n: b.n }); // as paramName names layers.<linear>.weight
  const ratio = (d) => (weightOf(d, b) ? sig(weightOf(d, b).gradToData, 3) : t('network.notYet'));
  const lines = [
    t('network.gradDataLine', {
      name: wName,
      torch: `layers[${b.linear}].weight`,
      init: ratio(init),
      trained: ratio(trained),
    }),
  ];
  const p = ud ? labels.findIndex((x) => x.n === b.n && x.kind === 'linear' && x.field === 'weight') : -1;
  const median = p >= 0 ? ud.perParamMedian[p] : NaN;
  lines.push(
    t('network.udLine', {
      name: wName,
      run: udRun,
      ud: Number.isFinite(median) && median > NO_UPDATE ? fmt(median, 2) : t('network.notYet'),
    }),
  );
  return {
    text: lines.join(' '),
    gradInit: weightOf(init, b) ? String(weightOf(init, b).gradToData) : '',
    ud: p >= 0 ? String(median) : '',
  };
}

// A diagnostics block's tanh histograms at initialisation and after training, where the run has them (pure).
function layerSeries(b, init, trained) {
  return [
    [init, 'init'],
    [trained, 'trained'],
  ]
    .filter(([d]) => tanhOf(d, b))
    .map(([d, at]) => {
      const s = tanhOf(d, b);
      return {
        label: `${t(`network.layerAt.${at}`)}: std ${fmt(s.std, 2)}, ${t('network.measure.sat')} ${pct(s.saturationPct / 100)}`,
        points: histPoints(s.hist),
      };
    });
}

// ---- Diagnostics
// runLabel(i) names run i; udRun: the run whose update:data is drawn; onFocus(n | null) brings a
// block forward on the tab's charts. -> { el, setPanels(run, at, panels), setUd(updateData),
// show(run, at), reset(), udNames(names), focused(), dispose() }
export function diagnosticsStrip({ runLabel, udRun, onFocus }) {
  const have = { init: [], trained: [] };
  const view = { run: udRun, at: 'init' };
  let ud = null;
  const strip = networkStrip({
    id: 'diagnostics',
    onSelect: (n) => {
      onFocus(n);
      detail();
    },
  });
  const chart = lineChart({ title: '', xLabel: t('network.actAxis'), yLabel: t('network.count'), nonNegative: true });
  const numbers = el('p', { class: 'note', 'data-key': 'diag-layer-numbers' });
  // the chart is on the page only while it has a layer's lines (an empty chart is never shown)
  const slot = el('div');
  const box = el('div', { class: 'net-detail', 'data-key': 'diag-layer', hidden: true }, numbers, slot);
  const shownPanels = () => have[view.at][view.run] ?? have.init[view.run];
  const layoutNow = () => {
    const d = shownPanels();
    return d ? diagnosticsLayout(d) : null;
  };

  // render: the selected block's numbers and its tanh histograms under the strip (hidden: none selected)
  function detail() {
    const n = strip.selected();
    const layout = layoutNow();
    const b = layout?.blocks.find((x) => x.n === n);
    box.hidden = !b;
    if (!b) {
      slot.replaceChildren();
      return;
    }
    const init = have.init[view.run],
      trained = have.trained[view.run];
    const w = layerNumbers(b, init, trained, ud && udLabels(have.init[udRun], ud.names), ud, runLabel(udRun));
    numbers.textContent = w.text;
    numbers.dataset.gradInit = w.gradInit;
    numbers.dataset.ud = w.ud;
    chart.setTitle(`${t('network.layerTitle', { name: t('network.module.tanh', { n: b.n }) })} — ${runLabel(view.run)}`);
    const series = layerSeries(b, init, trained);
    slot.replaceChildren(...(series.length ? [chart.el] : [])); // the output block has no tanh
    chart.setData(series, 0);
  }

  // render: the strip coloured by each block's grad:data in the run and moment shown
  function draw() {
    const d = shownPanels();
    if (!d) return;
    const layout = diagnosticsLayout(d);
    strip.set(layout, {
      what: `${t('network.measure.gradData')} (${runLabel(view.run)}, ${t(`network.layerAt.${have[view.at][view.run] ? view.at : 'init'}`)})`,
      values: layout.blocks.map((b) => {
        const w = weightOf(d, b);
        return w ? { value: w.gradToData, text: `${t('network.measure.gradData')} ${sig(w.gradToData, 2)}` } : null;
      }),
    });
    detail();
  }

  return {
    el: el('div', {}, strip.el, box),
    setPanels(i, at, d) {
      have[at][i] = d;
      if (i === view.run) draw();
    },
    setUd(u) {
      ud = u;
      detail();
    },
    show(i, at) {
      view.run = i;
      view.at = at;
      draw();
    },
    reset() {
      have.init = [];
      have.trained = [];
      ud = null;
    },
    // the names of update:data's parameters ([{ label, torch, n, ... }]), once the run's panels came
    udNames: (names) => (have.init[udRun] ? udLabels(have.init[udRun], names) : null),
    focused: () => strip.selected(),
    dispose() {
      chart.dispose();
    },
  };
}

// ---- Playground
// onFocus(n | null): bring block n forward on the tab's panels. -> { el, set(panels, health, norm),
// focused(), rowBlock(healthName) }
export function playgroundStrip({ onFocus }) {
  let layout = null;
  const strip = networkStrip({ id: 'playground', onSelect: (n) => onFocus(n) });
  return {
    el: strip.el,
    // panels: the core's 5.13 panels of the model; health: its LayerHealth; norm: its setting
    set(panels, health, norm) {
      layout = layoutOfPanels(panels, norm);
      const byLinear = new Map(Array.from(health.names, (name, i) => [Number(name.split('.')[1]), i]));
      strip.set(layout, {
        what: t('network.measure.satShare'),
        values: layout.blocks.map((b) => {
          const i = byLinear.get(b.linear);
          const s = i === undefined ? NaN : health.saturation[i];
          return Number.isFinite(s) ? { value: s, text: `${t('network.measure.sat')} ${pct(s)}` } : null;
        }),
      });
    },
    // the block of a health-table row ("layers.3" -> 2), or null before the model's layout is known
    rowBlock: (name) => layout?.at.get(Number(String(name).split('.')[1]))?.n ?? null,
    torch: (name) => `layers[${String(name).split('.')[1]}]`,
    // the warnings' and divergence's names of a module or parameter: "L2 tanh (layers[5])", "L2 W
    // (layers[3].weight)"; null before the layout is known or for an index it does not hold
    names: {
      layer: (i) => (layout ? messageNames(layout).layer(i) : null),
      param: (name) => (layout ? messageNames(layout).param(name) : null),
    },
    focused: () => strip.selected(),
  };
}
