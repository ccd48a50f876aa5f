// tabs/common.js — what the figure tabs share: a controls row bound to state fields (every change
// goes to the URL and recomputes), and one "compute, then draw" cycle with a busy bar, a cancel
// button, the error box and the ready flag the browser test waits for.
import { el, shown, numberInput, selectInput, progressBar, errorBox } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { coerce, field } from '../state.js';
import { describeError } from '../messages.js';

// fields: [{ name, label, step?, options? }] -> a .controls row; onChange() after the state is set.
export function controls(ctx, fields, onChange) {
  return el('div', { class: 'controls' }, fields.map((f) => {
    const set = (v) => {
      const used = coerce(f.name, v);
      ctx.set({ [f.name]: used });
      onChange();
      return used;
    };
    if (f.options) return selectInput({ label: f.label, value: ctx.state[f.name], name: f.name, options: f.options, onChange: set });
    const def = field(f.name);
    return numberInput({ label: f.label, value: shown(ctx.state[f.name]), name: f.name, min: def.min, max: def.max,
      step: f.step ?? 'any', onChange: set });
  }));
}

// A tab's compute cycle. compute(ctx, bar) -> promise of a result; draw(result). A refusal of the
// core is shown in the page's language, settings named by `labels` ({ core name: on-screen label }).
// Returns { el, refresh } — refresh() cancels a running computation and starts again.
export function figureRunner(ctx, compute, draw, labels = {}) {
  const err = errorBox();
  let job = null;
  const bar = progressBar(() => job !== null && ctx.cancel(job));
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  let generation = 0;
  async function refresh() {
    const mine = ++generation;
    if (job !== null) ctx.cancel(job);
    err.clear();
    status.textContent = '';
    bar.busy();
    try {
      const promise = compute(bar);
      job = ctx.lastJob;
      const result = await promise;
      if (mine !== generation) return;
      draw(result);
      ctx.markReady();
    } catch (e) {
      if (mine !== generation) return;
      if (e.name === 'CancelledError') status.textContent = t('common.cancelled');
      else err.show(describeError(e, labels));
    } finally {
      if (mine === generation) { bar.hide(); job = null; }
    }
  }
  return { el: el('div', { class: 'runner' }, bar.el, status, err.el), refresh };
}

// Histogram { edges, counts } -> bar-chart categories (bin centres) and counts.
export function histBars(h, digits = 2) {
  const e = Array.from(h.edges);
  return { cats: e.slice(0, -1).map((x, i) => fmt((x + e[i + 1]) / 2, digits)), counts: Array.from(h.counts),
    centres: e.slice(0, -1).map((x, i) => (x + e[i + 1]) / 2) };
}
