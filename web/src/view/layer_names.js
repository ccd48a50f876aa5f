// layer_names.js — one name per layer, the same on every chart, table and strip of a tab: the
// lecture's MLP is Embedding C → (Linear → [norm] → tanh) × (n − 1) → Linear → [BatchNorm] →
// softmax, and its Linear layers are counted L1 … Ln; a module or parameter is named by the Linear
// layer whose block it sits in: "L3 tanh", "L3 BN", "L3 W", "L3 BN γ", "C". Which index of the
// core's model.layers is which module comes from the core's own results: the indices of its 2-d
// parameters (the Linear weights: "layers.6.weight"), of its tanh layers (LayerDiagnostics.tanh
// [].layer) and, where a result lists them, every parameter's name. A norm layer is the index
// between a Linear and its tanh; the output's BatchNorm follows the last Linear. Each name has the
// PyTorch expression of the "copy as PyTorch" script beside it (layers[7].gamma), for a title.
import { t } from '../words/i18n.js';
import { msg } from '../words/say.js';

const LAYER_PARAM = /^layers\.(\d+)\.(weight|bias)$/;

// { matrices: 2-d parameter names ("C", "layers.0.weight", ...), tanh: tanh layer indices,
//   norm: 'none' | 'batch' | 'layer' (the model's setting: which norm a norm layer is),
//   params?: every parameter name (then the output's BatchNorm is read from it, else from norm) }
// -> { blocks: [{ n, linear, norm, tanh, output }] (indices into model.layers; norm/tanh null
//   where absent), normKind: 'bn' | 'ln', at: Map(layer index -> { n, kind }) }.
// Throws on a list that is not the lecture's layout (a tanh without its Linear, a gap of two).
export function layerLayout({ matrices, tanh, norm = 'none', params = null }) {
  const linears = Array.from(matrices, (n) => LAYER_PARAM.exec(n))
    .filter((m) => m && m[2] === 'weight')
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  const tanhs = Array.from(tanh, Number).sort((a, b) => a - b);
  if (!linears.length) throw new Error('layer layout: no Linear weight among the parameters');
  const named = params ? new Set(Array.from(params)) : null;
  const normKind = norm === 'layer' ? 'ln' : 'bn';
  const at = new Map();
  const blocks = linears.map((linear, k) => {
    const next = k + 1 < linears.length ? linears[k + 1] : Infinity;
    const own = tanhs.filter((i) => i > linear && i < next);
    const output = k === linears.length - 1;
    if (own.length > 1 || (!output && own.length !== 1) || (output && own.length))
      throw new Error(`layer layout: Linear layers.${linear} has ${own.length} tanh layers after it`);
    const th = own.length ? own[0] : null;
    if (th !== null && th - linear > 2) throw new Error(`layer layout: layers.${linear} .. layers.${th} hold more than one norm`);
    const hasNorm = th !== null ? th - linear === 2 : named ? named.has(`layers.${linear + 1}.weight`) : norm === 'batch';
    const b = { n: k + 1, linear, norm: hasNorm ? linear + 1 : null, tanh: th, output };
    at.set(linear, { n: b.n, kind: 'linear' });
    if (b.norm !== null) at.set(b.norm, { n: b.n, kind: normKind });
    if (th !== null) at.set(th, { n: b.n, kind: 'tanh' });
    return b;
  });
  if (tanhs.some((i) => !at.has(i))) throw new Error('layer layout: a tanh layer before the first Linear');
  return { blocks, normKind, at };
}

// From the core's 5.13 panels (LayerDiagnostics: tanh[].layer, weights[].name) and the model's norm.
export const layoutOfPanels = (panels, norm, params = null) =>
  layerLayout({ matrices: panels.weights.map((w) => w.name), tanh: panels.tanh.map((s) => s.layer), norm, params });

// The block's short name: "L3".
export const blockName = (n) => t('network.block', { n });

// A module of the model by its index in model.layers: "L3 tanh", "L3 BN", "L6 Linear".
export function moduleName(layout, index) {
  const m = layout.at.get(Number(index));
  if (!m) throw new Error(`layer layout: no module at layers.${index}`);
  return t(`network.module.${m.kind}`, { n: m.n });
}

// The PyTorch expression of a core parameter name, as the "copy as PyTorch" script writes it:
// C, layers[0].weight, layers[0].bias, layers[1].gamma / .beta (the script's BatchNorm1d and
// LayerNorm call their weight and bias gamma and beta).
export function pytorchName(layout, name) {
  const m = LAYER_PARAM.exec(name);
  if (!m) return name;
  const kind = layout.at.get(Number(m[1]))?.kind;
  const field = kind === 'bn' || kind === 'ln' ? (m[2] === 'weight' ? 'gamma' : 'beta') : m[2];
  return `layers[${m[1]}].${field}`;
}

// A core parameter name ("C", "layers.7.weight") -> { label: "L3 BN γ", torch: "layers[7].gamma",
// n: its block (0 for C), kind: 'linear' | 'bn' | 'ln', field: 'weight' | 'bias' }.
export function paramName(layout, name) {
  if (name === 'C') return { label: t('network.embedding'), torch: 'C', n: 0, kind: 'embedding', field: 'weight' };
  const m = LAYER_PARAM.exec(name);
  const mod = m && layout.at.get(Number(m[1]));
  if (!mod || mod.kind === 'tanh') throw new Error(`layer layout: no parameter ${name}`);
  const p = { torch: pytorchName(layout, name), n: mod.n, kind: mod.kind, field: m[2] };
  return { label: t(`network.param.${paramKey(p)}`, { n: mod.n }), ...p };
}

// A parameter's message under network.param: weight, bias, bnGamma, lnBeta, ...
const paramKey = (p) => (p.kind === 'linear' ? p.field : `${p.kind}${p.field === 'weight' ? 'Gamma' : 'Beta'}`);

// The Kaiming tab's stack has no norm and no core module list: its tanh outputs, one per hidden
// block in order (the core's arrays), are L1 tanh … L(n−1) tanh, or L1 ReLU … when the tab's
// nonlinearity is ReLU.
export const actName = (k, act) => t(act === 'relu' ? 'network.module.relu' : 'network.module.tanh', { n: k + 1 });

// The Kaiming stack's layout from the core's result: its n_layer Linear layers, one tanh (or, act
// 'relu', ReLU) output (std, hist) per hidden block. Its blocks carry no module index (the section
// reports none).
export function stackLayout(nLayer, tanhCount, act = 'tanh') {
  if (tanhCount !== nLayer - 1) throw new Error(`layer layout: ${tanhCount} tanh outputs for ${nLayer} Linear layers`);
  const blocks = Array.from({ length: nLayer }, (_, k) => ({
    n: k + 1,
    linear: null,
    norm: null,
    tanh: k < tanhCount ? k : null,
    output: k === tanhCount,
  }));
  return { blocks, normKind: 'bn', act, at: new Map() };
}

// The names the playground's warnings and divergence sentence use (tabs/playground/words.js), as
// sentences (words/say.js): a module as "L2 tanh (layers[5])", a parameter as "L2 W
// (layers[3].weight)", the shape written in the language's files (network.named: the page's name,
// the PyTorch expression beside it); null for what the layout does not hold (the sentence then
// says the core's name).
export const messageNames = (layout) => ({
  layer: (i) => {
    const m = layout.at.get(Number(i));
    return m ? msg('network.named', { name: msg(`network.module.${m.kind}`, { n: m.n }), torch: `layers[${i}]` }) : null;
  },
  param: (name) => {
    let p;
    try {
      p = paramName(layout, name);
    } catch {
      return null;
    }
    if (p.kind === 'embedding') return msg('network.embedding'); // the embedding's two names are one: "C", not "C (C)"
    return msg('network.named', { name: msg(`network.param.${paramKey(p)}`, { n: p.n }), torch: p.torch });
  },
});
