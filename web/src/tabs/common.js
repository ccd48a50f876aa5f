// tabs/common.js — what the tabs share: a controls row bound to settings (every change goes to the
// URL and recomputes), one "compute, then draw" cycle around a Job (busy bar, cancel button, error
// box, the ready flag), and sectionTab(), which makes a whole figure tab from its controls, its
// view, its table of numbers and its draw. A tab's parts live on its instance: whatever in the view
// has dispose() is released when the tab is unmounted.
import { el, shown, numberInput, selectInput, checkbox, progressBar, errorBox, explain, compareTable } from '../ui.js';
import { t, fmt, short, listSep } from '../i18n.js';
import { field, rangeText } from '../state.js';
import { localRange } from '../messages.js';
import { describeError } from '../messages.js';
import { histBars } from '../chart_data.js';
import { fromOne, snake } from '../series.js';

export { histBars, fromOne };  // for the tabs; defined below them, where the panels and exercises import them too

// A control spec: { name (the setting), knob (the field of the section's knobs it fills: the
// camelCase of the core's name, which refusals cite), label (locale key), step?, options?: [[value,
// locale key]] (a select), check? (a checkbox) }. The seed control every figure tab has:
export const SEED = { name: 'seed', knob: 'seed', label: 'common.seed', step: 1 };

// The section's knobs (or the playground's config) from the settings the controls are bound to.
export const knobsOf = (specs, settings) => Object.fromEntries(specs.map((f) => [f.knob, settings[f.name]]));
// { the core's name: the on-screen label } of a tab's controls, for wording refusals.
export const labelsOf = (specs) => Object.fromEntries(specs.map((f) => [snake(f.knob), t(f.label)]));

// A value a control changed (clamped into its range, or rounded), said in words.
function changedText(f, typed, used) {
  const def = field(f.name);
  const m = /^([[(])(.*), (.*)\]$/.exec(rangeText(def));
  const key = def.type === 'int' && !Number.isInteger(typed) && used === Math.round(typed) ? 'notes.controlRounded' : 'notes.control';
  return t(key, { label: t(f.label), raw: short(typed, 6), value: short(used, 6), range: m ? localRange(m[2], m[3], m[1] === '(') : '' });
}

// specs -> a .controls row, and under it the note about a value that was changed; onChange() after
// the setting is set (checked as a link's value would be).
export function controls(ctx, specs, onChange) {
  const note = el('p', { class: 'note control-note', role: 'status', 'data-key': 'control-note', hidden: true });
  const row = el('div', { class: 'controls' }, specs.map((f) => {
    const set = (v) => {
      const used = ctx.set({ [f.name]: v })[f.name];
      const changed = typeof v === 'number' && used !== v;
      note.hidden = !changed;
      note.textContent = changed ? changedText(f, v, used) : '';
      onChange();
      return used;
    };
    if (f.check) return checkbox({ label: t(f.label), checked: ctx.state[f.name], name: f.name, onChange: set });
    if (f.options) {
      return selectInput({ label: t(f.label), value: ctx.state[f.name], name: f.name, onChange: set,
        options: f.options.map(([v, key]) => [v, t(key)]) });
    }
    const def = field(f.name);
    return numberInput({ label: t(f.label), value: shown(ctx.state[f.name]), name: f.name, min: def.min, max: def.max,
      step: f.step ?? 'any', onChange: set });
  }));
  return el('div', { class: 'controls-box' }, row, note);
}

// A tab's compute cycle. start(bar) -> a Job (ctx.section / ctx.stream); draw(result). A refusal of
// the core is shown in the page's language, settings named by `labels` ({ core name: label }).
// -> { el, refresh(), dispose() }: refresh() cancels a running computation and starts again.
export function figureRunner(ctx, start, draw, labels = {}) {
  const err = errorBox();
  let job = null;
  const bar = progressBar(() => job?.cancel());
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  let generation = 0;
  async function refresh() {
    const mine = ++generation;
    job?.cancel();
    err.clear();
    status.textContent = '';
    bar.busy();
    try {
      job = start(bar);
      const result = await job.promise;
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
  return { el: el('div', { class: 'runner' }, bar.el, status, err.el), refresh, dispose() { generation++; job?.cancel(); } };
}

// Calls dispose() on every part of a view that has one (its charts, also inside an array of parts).
export function disposeAll(view) {
  for (const part of Object.values(view).flat()) part?.dispose?.();
}

// The sentence saying that the lecture's printed values were computed with other settings than
// the tab's (the state table's defaults are the lecture's settings) or on another names list;
// '' when they were not. specs: the controls the printed values depend on.
export function lectureDiffers(ctx, specs) {
  const value = (v) => (typeof v === 'number' ? short(v, 4) : String(v));
  const diff = specs.filter((f) => JSON.stringify(ctx.state[f.name]) !== JSON.stringify(field(f.name).def))
    .map((f) => t('common.lectureValue', { label: t(f.label), value: value(field(f.name).def) }));
  const names = ctx.names;
  if (names && !names.shipped) diff.push(t('common.lectureList'));
  return diff.length ? t('common.lectureDiffers', { list: diff.join(listSep()) }) : '';
}

// A figure tab computed by the lesson section of the same name:
//   { id, explain (locale key), explainVars(settings, ctx) -> the explanation's {placeholders},
//     controls: [spec], lecture: [names of the controls the text's printed values depend on],
//     view(settings) -> { part: a chart or a DOM node }, layout(view) -> [nodes below the numbers],
//     compare(result, ctx) -> the rows of its table of ours beside the text's printed values
//     (ui.js compareTable), reading(result, ctx) -> what the live figure shows, in words (or
//     null), draw(view, result, ctx) }
// -> { id, create(root, ctx) -> { unmount() } }.
export function sectionTab({ id, explain: explainKey, explainVars = () => ({}), controls: specs, lecture = ['seed'], view, layout,
  compare, reading = () => null, draw }) {
  const lectureSpecs = specs.filter((f) => lecture.includes(f.name));
  return {
    id,
    create(root, ctx) {
      const numbers = el('div');
      const text = explain(t(explainKey, explainVars(ctx.state, ctx)));
      const read = el('p', { class: 'reading', 'data-key': `${id}-reading`, hidden: true });
      const runner = figureRunner(ctx, () => ctx.section(id, knobsOf(specs, ctx.state)), (r) => {
        text.set(t(explainKey, explainVars(ctx.state, ctx)));
        const words = reading(r, ctx);
        read.hidden = !words;
        read.textContent = words ?? '';
        numbers.replaceChildren(compareTable(compare(r, ctx), lectureDiffers(ctx, lectureSpecs)));
        draw(parts, r, ctx);
        ctx.report(r);
      }, labelsOf(specs));
      // The request goes out before the charts are built: the worker computes while the page lays
      // them out (the result arrives in a later task, when `parts` exists).
      runner.refresh();
      const parts = view(ctx.state);
      root.append(text, controls(ctx, specs, () => runner.refresh()), runner.el, read, numbers, ...layout(parts));
      return { unmount() { runner.dispose(); disposeAll(parts); } };
    },
  };
}
