// tabs/playground/words.js — what the playground says of its run, as data (words/say.js): the
// status line, the final losses, BatchNorm's rescue of a huge learning rate, a divergence (its
// step, where it was seen, the likely cause), a failed run and the run's warnings (what was seen,
// the likely cause, one thing to try). No DOM; the view places say(s).
// Numbers name their source: r.* (the run's chunk fields: r.divergence, r.failure, r.rescue,
// r.final, r.status), w.* (one warning), ws.* (the warnings of one kind) and s.* (the settings).
import { num, msg } from '../../words/say.js';

const camel = (x) => x.replace(/_(\w)/g, (_, c) => c.toUpperCase());

// The settings a cause names: the learning rate, and the gain and bad-init multiplier of an init to blame.
const SETTINGS_OF = { lr_init: ['lr', 'gain', 'bad'], lr: ['lr'], init: ['gain', 'bad'], other: [] };
const settingArg = {
  lr: (s) => num(s.pg_lr, 'exact', 's.pg_lr'),
  gain: (s) => num(s.pg_gain, 'exact', 's.pg_gain'),
  bad: (s) => num(s.pg_bad, 'exact', 's.pg_bad'),
};

// The likely cause the core named (trainer.cpp likely_cause), with the settings it rests on.
export function cause(c, s) {
  const kind = c in SETTINGS_OF ? c : 'other';
  return msg(`playground.cause.${camel(kind)}`, Object.fromEntries(SETTINGS_OF[kind].map((k) => [k, settingArg[k](s)])));
}

// Where a divergence was seen: a layer by the strip's name (names.layer) or the core's, the
// embedding or a parameter gradient.
function layerOf(d, names) {
  if (d.layer >= 0) return names?.layer(d.layer) ?? `layers.${d.layer} (${d.layerType})`;
  return msg(`playground.layerName.${d.layerType || 'parameter'}`);
}

// "Training diverged at step 4 and was paused: the activations of layers.2 (Linear) … Likely cause: …"
export function divergence(d, s, names = null) {
  const loss = Number.isNaN(d.value) ? msg('playground.lossUndefined') : num(d.value, 'fix1', 'r.divergence.value');
  const what = msg(`playground.divergedWhat.${camel(d.kind)}`, { layer: layerOf(d, names), loss });
  return [msg('playground.diverged', { step: num(d.step, 'int', 'r.divergence.step'), what }), cause(d.cause, s)];
}

// A run whose loss stayed far above its start (the core's Failure): its numbers and the likely cause.
export function failure(f, d, s) {
  const at = (k, format) => num(f[k], format, `r.failure.${k}`);
  return [
    msg('playground.failed', {
      step: at('step', 'int'),
      window: at('window', 'int'),
      loss: at('loss', 'fix4'),
      held: at('held', 'int'),
      factor: at('factor', 'exact'),
      ref: at('ref', 'fix4'),
      start: at('start', 'fix4'),
    }),
    cause(d.cause, s),
  ];
}

// A chunk's end of a run: a failure when the core measured one, else a divergence.
export const stopped = (chunk, s, names = null) =>
  chunk.failure?.step > 0 ? failure(chunk.failure, chunk.divergence, s) : divergence(chunk.divergence, s, names);

// BatchNorm kept a huge learning rate healthy (the core's BatchNormRescue).
export function rescue(r) {
  const at = (k, format) => num(r[k], format, `r.rescue.${k}`);
  return msg('playground.rescue', {
    step: at('step', 'int'),
    lr: at('lr', 'exact'),
    high: at('highLr', 'exact'),
    loss: at('loss', 'fix4'),
    lnv: at('logVocab', 'fix4'),
  });
}

// The whole splits' losses when the run ends.
export const final = (f) =>
  msg('playground.final', { train: num(f.train, 'fix4', 'r.final.train'), dev: num(f.dev, 'fix4', 'r.final.dev') });

// The status line: step of steps, the model's parameters, the rate (a dash before one is measured).
export const status = (st) =>
  msg('playground.status', {
    step: num(st.step, 'int', 'r.status.step'),
    steps: num(st.steps, 'int', 'r.status.steps'),
    params: num(st.params, 'int', 'r.status.params'),
    rate: st.rate ? num(Math.round(st.rate), 'int', 'derived:rate') : '–',
  });

// The health kept from before a divergence to non-finite values.
export const healthKept = (note) =>
  msg('playground.healthKept', { step: num(note.step, 'int', 'r.healthNote.step'), at: num(note.at, 'int', 'r.healthNote.at') });

export const derived = { rate: ({ r }) => Math.round(r.status.rate), lowerLrTo: ({ s }) => lowerLrTo(s.pg_lr) };

// Every sentence the tab says of a run r = { status, final?, rescue?, chunk? (the last, if it
// stopped the run), healthNote? } at settings s.
export function sentences(r, s, ctx = {}) {
  const out = [status(r.status)];
  if (r.rescue) out.push(rescue(r.rescue));
  if (r.chunk?.diverged) out.push(...stopped(r.chunk, s, ctx.names));
  if (r.healthNote) out.push(healthKept(r.healthNote));
  if (r.final) out.push(final(r.final));
  return out;
}

// ---- the run's warnings (train/warnings.hpp's Warning: step, kind, layer, layerType, param, value,
// ref, cause, suggestion) ----

// The formats of a warning's value and ref, by kind (the catalogue in warnings.hpp): a saturated
// layer's share of |h| > 0.97 against 0.99; a frozen parameter's steps without an update (its value
// is update:data = −∞, which the sentence writes itself); otherwise losses.
const WARN_FORMATS = {
  saturated: ['pct1', 'pct1'],
  frozen: [null, 'int'],
  notLearning: ['fix4', 'fix4'],
  lossRising: ['fix4', 'fix4'],
  overfitting: ['fix4', 'fix4'],
};

// Where a warning was seen: the parameter's name, else the layer's ("L2 tanh (layers[5])" by the
// strip's names, the core's "layers.5 (Tanh)" without them) or the embedding.
export function warningPlace(w, names = null) {
  if (w.param) return names?.param(w.param) ?? w.param;
  if (w.layer >= 0) return names?.layer(w.layer) ?? `layers.${w.layer} (${w.layerType})`;
  return msg('playground.layerName.embedding');
}

// A control as the suggestion names it: its label (the sentence puts it in quotation marks).
const label = (name) => msg(`playground.${name}`);

// The learning rate a "lower it" suggestion gives as an example: the lecture's 0.1 when the rate
// is above it, else a tenth of the rate (a suggestion to lower 0.05 "e.g. to 0.1" would raise it).
export const lowerLrTo = (lr) => (lr > 0.1 ? 0.1 : lr / 10);

const CAUSE_ARGS = {
  lrHigh: (s) => ({ lr: settingArg.lr(s) }),
  lrLow: (s) => ({ lr: settingArg.lr(s) }),
  init: (s) => ({ gain: settingArg.gain(s), bad: settingArg.bad(s) }),
};
const SUGGEST_ARGS = {
  lowerLr: (s) => ({ lr: label('lr'), to: num(lowerLrTo(s.pg_lr), 'exact', 'derived:lowerLrTo') }),
  raiseLr: () => ({ lr: label('lr') }),
  kaimingInit: () => ({ gain: label('gain'), bad: label('bad') }),
  addNorm: () => ({ norm: label('norm') }),
  smallerModel: () => ({ width: label('width'), layers: label('layers') }),
};

// A warning's likely cause (with the settings it rests on) and its one suggestion (naming the
// controls by their labels): two sentences.
export function advice(w, s) {
  const c = camel(w.cause),
    g = camel(w.suggestion);
  return [msg(`playground.warnCause.${c}`, CAUSE_ARGS[c]?.(s) ?? {}), msg(`playground.suggest.${g}`, SUGGEST_ARGS[g]?.(s) ?? {})];
}

// One warning: what was seen (step, where, the value measured and what it was compared with), the
// likely cause and one suggestion. from: the path of w among the sources.
export function warning(w, s, names = null, from = 'w') {
  const k = camel(w.kind);
  const [vf, rf] = WARN_FORMATS[k] ?? ['fix4', 'fix4'];
  const args = { step: num(w.step, 'int', `${from}.step`), ref: num(w.ref, rf, `${from}.ref`) };
  if (vf) args.value = num(w.value, vf, `${from}.value`);
  if (k === 'saturated') args.layer = warningPlace(w, names);
  if (k === 'frozen') args.param = warningPlace(w, names);
  return [msg(`playground.warn.${k}`, args), ...advice(w, s)];
}

// The warnings of one kind seen more than once, in one line: "From step 40 on, 11 tanh layers are
// fully saturated …: L2 tanh (layers[2]), …", the first one's cause and suggestion. from: the
// path of the list among the sources.
export function warningGroup(list, s, names = null, from = 'ws') {
  const kind = ['saturated', 'frozen'].includes(list[0].kind) ? list[0].kind : 'other';
  const where = list.map((w) => warningPlace(w, names));
  const what = msg(`playground.warnGroup.${kind}`, {
    step: num(list[0].step, 'int', `${from}[0].step`),
    count: num(list.length, 'int', `${from}.length`),
    where,
  });
  return [what, ...advice(list[0], s)];
}
