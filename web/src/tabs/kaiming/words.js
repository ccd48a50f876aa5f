// tabs/kaiming/words.js — the only place the Kaiming tab's prose is decided: each sentence as data
// (words/say.js msg with raw numbers by num(), each naming the result field it came from), never a
// rendered piece. The view places say(s). The verdict on a stack's std is the core's (words.hpp
// hold: last / first within kHoldBand^√steps, past trend's factors it vanishes or explodes, the
// residual tab's bands for the same ratio) and its subject is in the key (kaiming.hold.naive.fades),
// with how far the std moves per layer beside it. No DOM.
import { num, msg } from '../../words/say.js';
import { actOf, isTextGain, namedGain, LAYERS } from './manifest.js';
import { bandOf } from '../../words/bands.js';

const last = (a) => a[a.length - 1];
const steps = (std) => std.length - 1;
// the share each layer's histogram counts (tanh: saturated, ReLU: inactive), as a fraction
const shareOf = (r, stack) => Array.from(r[stack][actOf(r.act).share], (p) => p / 100);
const topAt = (share) => share.indexOf(Math.max(...share));

// The values a sentence quotes that no result field holds as such: each a function of the sources
// ({ r: result, s: settings, recipe }), named by a number's `from` as 'derived:<name>'.
export const derived = {
  holdLo: ({ r }) => 1 / r.words.holdBand ** Math.sqrt(steps(r.kaiming.std)),
  holdHi: ({ r }) => r.words.holdBand ** Math.sqrt(steps(r.kaiming.std)),
  tenth: ({ r }) => 1 / r.words.trendFactor,
  naivePerLayer: ({ r }) => (last(r.naive.std) / r.naive.std[0]) ** (1 / steps(r.naive.std)),
  kaimingPerLayer: ({ r }) => (last(r.kaiming.std) / r.kaiming.std[0]) ** (1 / steps(r.kaiming.std)),
  steps: ({ r, s }) => (r?.nLayer ?? s.k_layers) - 1,
  values: ({ r }) => r.kaiming.hist[0].counts.reduce((a, b) => a + b, 0), // one layer's outputs on the probe batch
  topLayer: ({ r }) => topAt(shareOf(r, 'kaiming')) + 1,
  topShare: ({ r }) => Math.max(...shareOf(r, 'kaiming')),
  lastShare: ({ r }) => last(shareOf(r, 'kaiming')),
  naiveTopShare: ({ r }) => Math.max(...shareOf(r, 'naive')),
  // each layer's share, of either stack (naiveShare0 … kaimingShare10), for its histogram's legend
  ...Object.fromEntries(
    ['naive', 'kaiming'].flatMap((stack) =>
      Array.from({ length: LAYERS.max - 1 }, (_, i) => [`${stack}Share${i}`, ({ r }) => shareOf(r, stack)[i]]),
    ),
  ),
};
const sources = (r, s, ctx) => ({ r, s, recipe: ctx?.recipe });
const d = (name, r, s, ctx) => derived[name](sources(r, s, ctx));

// A gain as the text writes it (5/3, √2) when it is one of the text's, else the number.
const gainArg = (g, from) => namedGain(g) ?? num(g, 'short3', from);
// The second stack is "Kaiming" only at the text's gain for its nonlinearity.
export const named = (r) => isTextGain(r.kaiming.gain, r.act);
const relu = (r) => r.act === 'relu';
const R = (r) => (relu(r) ? 'Relu' : '');

// A layer's name: "L3 tanh", "L3 ReLU".
const layerName = (act, n, from) => msg(`network.module.${act === 'relu' ? 'relu' : 'tanh'}`, { n: num(n, 'int', from) });

// A stack's std from the first layer to the last: the core's verdict with its subject in the key,
// the factor it moves by per layer, and the band or factor the verdict means.
// By the verdict's band (words/bands.js, the residual tab's vocabulary too): the band's bounds.
const ARGS = {
  stable: ['per', 'lo', 'hi'],
  fading: ['per', 'lo'],
  growing: ['per', 'hi'],
  vanishing: ['per', 'tenth'],
  exploding: ['per', 'explode'],
  undefined: [],
};
export function hold(r, stack) {
  const band = bandOf(r[stack].hold);
  const verdict = band === 'undefined' ? 'undefined' : r[stack].hold;
  const all = {
    per: num(d(`${stack}PerLayer`, r), 'sig3', `derived:${stack}PerLayer`),
    lo: num(d('holdLo', r), 'short2', 'derived:holdLo'),
    hi: num(d('holdHi', r), 'short2', 'derived:holdHi'),
    tenth: num(d('tenth', r), 'short3', 'derived:tenth'),
    explode: num(r.words.explodeFactor, 'int', 'r.words.explodeFactor'),
  };
  return msg(`kaiming.hold.${stack}.${verdict}`, Object.fromEntries(ARGS[band].map((k) => [k, all[k]])));
}

// The two stacks' first and last std (3 decimals, as the table shows them) and their verdicts.
const ends = (r) => {
  const at = (stack, i) => num(r[stack].std[i], 'fix3', `r.${stack}.std[${i}]`);
  return {
    n0: at('naive', 0),
    n1: at('naive', steps(r.naive.std)),
    k0: at('kaiming', 0),
    k1: at('kaiming', steps(r.kaiming.std)),
    nHold: hold(r, 'naive'),
    kHold: hold(r, 'kaiming'),
  };
};

// The second stack's name, as the legend and the titles write it.
export const stackName = (r) => msg(`kaiming.${named(r) ? 'kaiming' : 'second'}`, { g: gainArg(r.kaiming.gain, 'r.kaiming.gain') });
// The std chart's two series: naive, and the second stack by the name its gain earns.
export const seriesNames = (r) => [
  msg(`kaiming.naive${R(r)}`, { g: gainArg(r.naive.gain, 'r.naive.gain') }),
  msg(`kaiming.${named(r) ? 'kaiming' : 'second'}${R(r)}`, { g: gainArg(r.kaiming.gain, 'r.kaiming.gain') }),
];

// What the std chart shows, each stack with the core's verdict.
export function reading(r) {
  const a = actOf(r.act);
  const second = named(r)
    ? msg('kaiming.withKaiming', { g: gainArg(r.kaiming.gain, 'r.kaiming.gain') })
    : msg('kaiming.withSecond', { g: gainArg(r.kaiming.gain, 'r.kaiming.gain'), text: a.gainName, act: a.name });
  return msg(`kaiming.reading${R(r)}`, { ...ends(r), second });
}

// The explanation's chart line: the depth and nonlinearity of the result on screen (the settings'
// until it comes).
export function chart(r, s) {
  const n = r?.nLayer ?? s.k_layers;
  const args = { n: num(n, 'int', r ? 'r.nLayer' : 's.k_layers'), act: actOf(r?.act ?? s.k_act).name };
  return n - 1 === 1 ? msg('kaiming.chartOne', args) : msg('kaiming.chartMany', { ...args, k: num(n - 1, 'int', 'derived:steps') });
}

// Where the live histograms and the text's "spreads out around 0" part (tanh), or the share of
// zeros and the text's √2 (ReLU), in the core's numbers.
export function comparison(r, s, ctx) {
  const act = r.act;
  const n = r.nLayer;
  const top = layerName(act, d('topLayer', r), 'derived:topLayer');
  const lastLayer = layerName(act, n - 1, 'derived:steps');
  const share = (name) => num(d(name, r, s, ctx), 'pct1', `derived:${name}`);
  const g = gainArg(r.kaiming.gain, 'r.kaiming.gain');
  const depth = num(n, 'int', 'r.nLayer');
  if (relu(r)) {
    const { nHold, kHold, n0, n1, k0, k1 } = ends(r);
    const stacks = named(r)
      ? msg('kaiming.stacksRelu.text', { k0, k1, kHold, n0, n1, nHold })
      : msg('kaiming.stacksRelu.other', { g, k0, k1, kHold, n0, n1, nHold });
    return msg('kaiming.vsTextRelu', {
      g,
      n: depth,
      top,
      topZero: share('topShare'),
      last: lastLayer,
      lastZero: share('lastShare'),
      naiveTop: share('naiveTopShare'),
      stacks,
    });
  }
  const common = {
    g,
    n: depth,
    values: num(d('values', r), 'int', 'derived:values'),
    thr: num(ctx.recipe.saturation, 'fix2', 'recipe.saturation'),
    top,
    topSat: share('topShare'),
    last: lastLayer,
    lastSat: share('lastShare'),
    naiveTop: share('naiveTopShare'),
  };
  // the text's tanh stack at its own 5/3 (as the store keeps it too)
  return isTextGain(r.kaiming.gain, 'tanh')
    ? msg('kaiming.vsText', { ...common, nHold: hold(r, 'naive') })
    : msg('kaiming.vsTextGain', common);
}

// One line of a stack's histograms ("L2 tanh: 19.5% saturated", "L2 ReLU: 50.1% zero (inactive)"):
// layer i (0-based) with its share.
export function layerLabel(r, stack, i) {
  const share = num(shareOf(r, stack)[i], 'pct1', `derived:${stack}Share${i}`);
  const name = msg(`network.module.${relu(r) ? 'relu' : 'tanh'}`, { n: i + 1 });
  return relu(r) ? msg('kaiming.layerZero', { name, zero: share }) : msg('kaiming.layerSat', { name, sat: share });
}
const layerLabels = (r) => ['naive', 'kaiming'].flatMap((stack) => Array.from(r[stack].std, (_, i) => layerLabel(r, stack, i)));

// Every sentence the tab shows for a result, in the order the page shows them.
export const sentences = (r, s, ctx) => [chart(r, s), reading(r), comparison(r, s, ctx), ...seriesNames(r), ...layerLabels(r)];
