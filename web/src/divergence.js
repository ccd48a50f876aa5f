// divergence.js — the playground's reading of the core's divergence report (train/trainer.hpp:
// "step 812: loss became inf; first non-finite values in layers.3 (Linear) activations", or
// "step 9: gradients became non-finite; first in layers.5 (Tanh) output gradient") and the likely
// cause, judged from the run's settings. Both come back as data; the text is in the locale files.
// Leaves out: any cause the settings cannot show (a names file with odd statistics, say).

// -> { step, kind, layer?, loss? }; kind is 'activations' | 'gradients' (where the numbers first
// went non-finite), 'lossHigh' (a finite loss above the core's limit: every activation still
// finite) or 'loss' (a non-finite loss the core could not place in a layer).
export function readDivergence(report) {
  const text = String(report ?? '');
  const step = Number(/^step (\d+)/.exec(text)?.[1] ?? NaN);
  const act = /first non-finite values in (.+?) activations/.exec(text);
  if (act) return { step, kind: 'activations', layer: act[1] };
  const grad = /gradients became non-finite; first in (.+?)(?: output gradient)?$/.exec(text);
  if (grad) return { step, kind: 'gradients', layer: grad[1] };
  const raw = /loss became (\S+)/.exec(text)?.[1];
  const loss = raw === undefined ? NaN : Number(raw.replace(/^-?nan$/i, 'NaN').replace(/^(-?)inf$/i, '$1Infinity'));
  return { step, kind: Number.isFinite(loss) ? 'lossHigh' : 'loss', loss };
}

export const LR_HIGH = 1;    // ten times the lecture's 0.1
export const INIT_HIGH = 2;  // the bad-init multiplier (or gain / (5/3)) from which tanh layers saturate

// The likely cause from the playground's config ({ lr, badInit, gain, norm }): a locale key under
// playground.cause — 'lrInit' (a high lr on a large init), 'lr', 'init' (without normalisation,
// a large init alone explodes the activations) or 'other'.
export function divergenceCause({ lr, badInit, gain, norm }) {
  const lrHigh = lr >= LR_HIGH;
  const initHigh = badInit >= INIT_HIGH || gain / (5 / 3) >= INIT_HIGH;
  if (lrHigh && initHigh) return 'lrInit';
  if (lrHigh) return 'lr';
  if (initHigh && norm === 'none') return 'init';
  return 'other';
}
