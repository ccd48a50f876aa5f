// tabs/common.js — what the tabs share: a controls row bound to settings (every change goes to the
// URL and recomputes), one "compute, then draw" cycle around a Job (busy bar, cancel button, error
// box, the ready flag), and sectionTab(), which makes a whole figure tab from its controls, its
// view, its table of numbers and its draw. A tab's parts live on its instance: whatever in the view
// has dispose() is released when the tab is unmounted.
import { el, button, progressBar, errorBox, explain, compareTable, oursText } from '../view/ui.js';
import { t, short, sig } from '../words/i18n.js';
import { field } from '../state/state.js';
import { describeError } from '../words/messages.js';
import { settingValueText } from '../words/setting_words.js';
import { settingLabel } from '../words/setting_labels.js';
import { latestWins } from '../compute/latest.js';
import { histBars } from '../view/chart_data.js';
import { fromOne } from '../compute/series.js';
import { snippetBox } from '../view/lecture_code_box.js';
import { namedGain } from '../teaching/prompts.js';
import { SEED, knobsOf, labelsOf, controls } from '../view/controls.js';
import { manifest, controlsOf } from './manifests.js';
import { GAIN } from './kaiming/manifest.js';

// For the tabs; defined below them, where the panels and exercises import them too.
export { histBars, fromOne, SEED, knobsOf, labelsOf, controls };

// A tab's controls (controls.js specs), from its manifest: a slider without its own bounds spans
// the setting's range (the core's, as the page has it when the control is built); `sliders`: what
// the tab adds to a slider's spec, by setting ({ name: { marks } }).
export function specsOf(id, sliders = {}) {
  return controlsOf(id).map((c) => {
    if (!c.slider) return c;
    const slider = { ...c.slider, ...sliders[c.name] };
    if (slider.min === undefined) Object.defineProperty(slider, 'min', { get: () => field(c.name).min, enumerable: true });
    if (slider.max === undefined) Object.defineProperty(slider, 'max', { get: () => field(c.name).max, enumerable: true });
    return { ...c, slider };
  });
}

// A tab's compute cycle. start(bar, wish) -> a Job (ctx.section / ctx.preview / ctx.stream);
// draw(result, wish). A refusal of the core is shown in the page's language, settings named by
// `labels` ({ core name: label }). -> { el, refresh(wish), dispose() }: refresh() asks for the
// figure of the settings as they are then. wish: { preview } (a cheaper figure while a slider moves).
// Full figures and previews are two lanes (latest.js each): the previews run in their own worker, so
// a drag's previews do not wait behind the full figure the last release started. In each lane,
// while one computation runs, later asks are merged into one, sent when it ends; an answer is
// dropped (never drawn) when a newer ask, in either lane, was made after it, unless keep(wish) says
// it still shows the settings as they are; and when it is older than the figure on screen (a full
// figure that comes after a newer preview), unless it is the full figure of the settings on screen
// as a preview.
export function figureRunner(ctx, start, draw, labels = {}, keep = () => false) {
  const err = errorBox();
  const bar = progressBar(() => {
    full.stop();
    previews.stop();
  });
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  const box = el('div', { class: 'runner' }, bar.el, status, err.el);
  let asks = 0; // the asks so far: a wish's number says which came later
  let shown = null; // the figure on screen: { n, preview }
  const settle = (wish, { result, error }) => {
    if (!full.busy) bar.hide();
    const older = wish.n < asks && !keep(wish); // stale: the settings changed since
    const behind = shown && shown.n > wish.n && (wish.preview || !shown.preview);
    if (older || behind) return;
    shown = { n: wish.n, preview: !!wish.preview };
    box.dataset.figure = wish.preview ? 'preview' : 'full';
    if (!error) {
      draw(result, wish);
      if (!wish.preview) ctx.markReady();
    } else if (error.name === 'CancelledError') status.textContent = t('common.cancelled');
    else err.show(describeError(error, labels));
  };
  const begin = (wish) => {
    err.clear();
    status.textContent = '';
    if (!wish.preview) bar.busy(); // a preview comes within a frame or two: no bar blinking under the slider
    return start(bar, wish);
  };
  const full = latestWins(begin, settle, { keep });
  const previews = latestWins(begin, settle, { keep });
  return {
    el: box,
    refresh(wish = {}) {
      wish.n = ++asks;
      (wish.preview ? previews : full).want(wish);
    },
    dispose() {
      full.cancel();
      previews.cancel();
    },
  };
}

// The round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above x: a shared
// axis's top, close enough above the tallest bar that the chart is not half empty.
export const niceCeil = (x) => {
  const p = 10 ** Math.floor(Math.log10(Math.max(x, 1)));
  return [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * p).find((v) => v >= x);
};

// Calls dispose() on every part of a view that has one (its charts, also inside an array of parts).
export function disposeAll(view) {
  for (const part of Object.values(view).flat()) part?.dispose?.();
}

// A setting's number in the note: as short as it is exact to 4 decimals, a smaller one (eps 10⁻⁵)
// to 3 significant digits rather than "0".
const number = (v) => (v !== 0 && Math.abs(v) < 1e-3 ? sig(v, 3) : short(v, 4));

// The sentence saying that the lecture's printed values were computed with other settings than
// the tab's (the state table's defaults are the lecture's settings) or on another names list,
// each setting named with its value here and the text's; '' when they were not. specs: the controls
// the printed values depend on; button: the tab offers "use the text's settings" below the note.
export function lectureDiffers(ctx, specs, { button = false } = {}) {
  // the text's gains as it writes them (5/3, not 1.6667); a seed is a name, not a quantity: its
  // digits without grouping (2147483647, not 2.147.483.647)
  const value = (name, v) =>
    (name === GAIN.name && namedGain(v)) || (name === 'seed' ? String(v) : typeof v === 'number' ? number(v) : settingValueText(name, v));
  const diff = specs
    .filter((f) => JSON.stringify(ctx.state[f.name]) !== JSON.stringify(field(f.name).def))
    .map((f) =>
      t('common.lectureValue', {
        label: t(f.label),
        here: value(f.name, ctx.state[f.name]),
        value: value(f.name, field(f.name).def),
        name: f.name,
      }),
    );
  const names = ctx.names;
  if (names && !names.shipped) diff.push(t('common.lectureList'));
  if (!diff.length) return '';
  // '; ' between settings in both languages: a value may hold the English thousands comma (20,000)
  const note = t('common.lectureDiffers', { list: diff.join('; ') });
  return button ? `${note} ${t('common.lectureButton')}` : note;
}

// A figure tab computed by the lesson section of the same name:
//   { id, explain (locale key), explainVars(settings, ctx, result?) -> the explanation's {placeholders}
//     (from the result once there is one: the settings it was computed with, not the controls'),
//     controls?: [spec] (its manifest's, specsOf), lecture?: [names of the controls the text's
//     printed values depend on] (its manifest's), view(settings, ctx) -> { part: a chart or a DOM node }, layout(view) -> [nodes below the numbers],
//     compare(result, ctx) -> the rows of its table of ours beside the text's printed values
//     (ui.js compareTable), reading(result, ctx) -> what the live figure shows, in words (or
//     null), draw(view, result, ctx), knobs? (fixed knobs of the section beside the controls': its manifest's),
//     preview?(knobs) -> the knobs of a cheaper figure drawn while a slider moves (the full one
//     follows when it is let go; without it every move asks for the full figure),
//     part?(knobs, slider) -> null, or { section, knobs, merge(part, drawn) -> result }: while the
//     slider named `slider` moves, only the part of the figure it changes, computed by `section`
//     (the core's previews, lesson/preview.hpp) and merged into the figure last drawn, or into the
//     cheaper figure of its knobs, when that one was asked with the same `knobs` but the slider's
//     (else the cheaper figure above),
//     says?: [(result, ctx) -> a sentence (or legend) the tab's draw shows beside the figure] }
// Under the figure, the lecture's code for it (lecture_code_box.js), where lecture_code.js has some for `id`,
// and the figure as a notebook (notebook.js), where notebook_tabs.js knows its table.
// -> { id, create(root, ctx) -> { unmount() }, section: the core's section (id), knobs(settings) -> its knobs,
// notebookPart(result, knobs, ctx) -> what the notebook of that figure is made from, cells(result, ctx),
// sentences(result, ctx) -> [{ where, text }]: every sentence the tab shows for a result (its
// explanation, reading, the note on the lecture's settings and `says`), what the claims test checks
// against the result's numbers }.
export function sectionTab({
  id,
  explain: explainKey,
  explainVars = () => ({}),
  controls: specs = specsOf(id),
  lecture = manifest(id).lecture,
  view,
  layout,
  compare,
  reading = () => null,
  draw,
  knobs: fixed = manifest(id).knobs ?? {},
  preview = null,
  part = null,
  says = [],
}) {
  const lectureSpecs = specs.filter((f) => lecture.includes(f.name));
  const knobsFor = (settings) => ({ ...knobsOf(specs, settings), ...fixed });
  // The figure of `knobs` as the notebook's part: its table's rows as the page drew them, its words.
  const notebookPart = (result, knobs, ctx) => ({
    tab: id,
    knobs,
    rows: compare(result, ctx),
    pageText: oursText,
    title: t(`tabs.${id}.title`),
    notes: [t(explainKey, explainVars(ctx.state, ctx))].flat(),
    settings: specs.map((f) => [t(settingLabel(f.name) ?? f.label), settingValueText(f.name, ctx.state[f.name])]),
  });
  const paragraphs = (x) => (Array.isArray(x) ? x.join(' ') : x);
  return {
    id,
    section: id,
    knobs: knobsFor,
    notebookPart,
    controls: specs,
    lectureControls: lectureSpecs,
    // the numbers of its table as the page keeps them (data-key -> data-value): what a try's check reads
    cells: (r, ctx) => Object.fromEntries(compare(r, ctx).map((row) => [row.key, row.ours])),
    sentences: (r, ctx) => [
      { where: 'explain', text: paragraphs(t(explainKey, explainVars(ctx.state, ctx, r))) },
      { where: 'reading', text: reading(r, ctx) ?? '' },
      { where: 'lecture', text: lectureDiffers(ctx, lectureSpecs, { button: true }) },
      ...says.map((f, i) => ({ where: `says${i}`, text: f(r, ctx) })),
    ],
    create(root, ctx) {
      const numbers = el('div');
      const text = explain(t(explainKey, explainVars(ctx.state, ctx)));
      const read = el('p', { class: 'reading', 'data-key': `${id}-reading`, hidden: true });
      // The full figure last drawn ({ key: its knobs, result }): letting go of a slider whose drag
      // already drew the full figure of the same knobs draws it again without asking the core.
      let drawn = null;
      // The figure last drawn, full or cheaper ({ asked: the knobs the core was asked with, result }):
      // what a part computed while a slider moves is merged into.
      let shown = null;
      // The cheaper figure of the knobs on screen ({ asked, result: it, or the promise of it }),
      // asked for in the previews' worker when a full figure is drawn: a slider whose part is
      // computed with the cheaper figure's knobs (BatchNorm's momentum: fewer steps) merges its
      // first move into it, not into the full figure of other knobs.
      let cheaper = null;
      const cheaperOf = (knobs) => {
        const asked = preview(knobs);
        if (JSON.stringify(asked) === JSON.stringify(knobs) || JSON.stringify(cheaper?.asked) === JSON.stringify(asked)) return;
        const job = ctx.preview(id, asked);
        cheaper = { asked, result: job.promise };
        job.promise.catch(() => {
          if (cheaper?.result === job.promise) cheaper = null;
        });
      };
      // The part of the figure the moving slider changes, if the figure on screen (or the cheaper
      // one of its knobs) was asked with the same knobs but that slider's: { section, knobs, base }.
      const partOf = (wish) => {
        const knob = specs.find((f) => f.name === wish.slider)?.knob;
        const p = knob && part?.(wish.knobs, wish.slider);
        if (!p) return null;
        const others = (k) => JSON.stringify({ ...k, [knob]: null });
        const base = [shown, cheaper].find((b) => b && others(b.asked) === others(p.knobs));
        return base ? { ...p, base: base.result } : null;
      };
      const start = (bar, wish) => {
        wish.knobs = { ...knobsOf(specs, ctx.state), ...fixed };
        wish.requestedAt = performance.now();
        const key = JSON.stringify(wish.knobs);
        if (!wish.preview && drawn?.key === key) return { promise: Promise.resolve(drawn.result), cancel() {} };
        const p = wish.preview ? partOf(wish) : null;
        if (!p) {
          wish.asked = wish.preview && preview ? preview(wish.knobs) : wish.knobs;
          wish.job = wish.preview ? ctx.preview(id, wish.asked) : ctx.section(id, wish.asked);
          return wish.job;
        }
        Object.assign(wish, { section: p.section, asked: p.knobs });
        wish.job = ctx.preview(p.section, p.knobs);
        return {
          promise: Promise.all([p.base, wish.job.promise]).then(([base, r]) => p.merge(r, base)),
          cancel: () => wish.job.cancel(),
        };
      };
      const runner = figureRunner(
        ctx,
        start,
        (r, wish) => {
          const arrivedAt = performance.now();
          if (!wish.preview) drawn = { key: JSON.stringify(wish.knobs), result: r };
          shown = { asked: wish.asked, result: r };
          if (wish.preview && preview && JSON.stringify(wish.asked) === JSON.stringify(preview(wish.knobs))) cheaper = shown;
          text.set(t(explainKey, explainVars(ctx.state, ctx, r)));
          const words = reading(r, ctx);
          read.hidden = !words;
          read.textContent = words ?? '';
          const differs = lectureDiffers(ctx, lectureSpecs, { button: true });
          numbers.replaceChildren(compareTable(compare(r, ctx), differs), ...(differs ? [useTextButton()] : []));
          draw(parts, r, ctx);
          if (!wish.preview) {
            ctx.report(r);
            code?.setFigure(
              () => notebookPart(r, wish.knobs, ctx),
              async () => (await import('./lesson_notebook.js')).lessonParts(ctx),
            );
            // the previews' worker starts now, not at the first drag (nor before the page's first figure)
            if (preview || part) ctx.warmPreview?.();
            if (preview && part) cheaperOf(wish.knobs);
          }
          // for the bench script and the browser tests: which settings the figure now shows, and when
          runner.el.dispatchEvent(
            new CustomEvent('mm:figure', {
              bubbles: true,
              detail: {
                tab: id,
                knobs: wish.knobs,
                preview: !!wish.preview,
                section: wish.section ?? id, // a part (kaimingGain, ...) or the section itself
                asked: wish.asked, // the knobs that section was asked with
                requestedAt: wish.requestedAt,
                worker: wish.job?.ms ?? null, // { queued, core } ms in the worker
                arrivedAt,
                drawnAt: performance.now(),
              },
            }),
          );
          // keep: a figure of the settings as they still are (a preview of the position the slider was
          // let go at is drawn while its full figure is computed)
        },
        labelsOf(specs),
        (wish) => JSON.stringify({ ...knobsOf(specs, ctx.state), ...fixed }) === JSON.stringify(wish.knobs),
      );
      // The request goes out before the charts are built: the worker computes while the page lays
      // them out (the result arrives in a later task, when `parts` exists).
      runner.refresh();
      const parts = view(ctx.state, ctx);
      // The lecture's lines for this figure (lecture_code.js), written for the knobs it is asked with.
      const code = snippetBox(id, ctx);
      const knobsNow = () => ({ ...knobsOf(specs, ctx.state), ...fixed });
      code?.set(knobsNow());
      // A tab without a cheaper preview draws its full figure at every move of a slider.
      const refresh = (wish) => {
        code?.set(knobsNow());
        runner.refresh((preview || part) && wish.preview ? { preview: true, slider: wish.slider } : {});
      };
      // Settings are the lab's, shared by its tabs (one seed, one link): a setting made on another tab
      // is named beside the text's in the note under the table, and this button puts the text's back.
      let controlRow = controls(ctx, specs, refresh);
      const useTextButton = () =>
        button(
          t('common.useText'),
          () => {
            ctx.set(Object.fromEntries(lectureSpecs.map((f) => [f.name, structuredClone(field(f.name).def)])));
            const next = controls(ctx, specs, refresh);
            controlRow.replaceWith(next);
            controlRow = next;
            refresh({});
          },
          { 'data-action': 'use-text' },
        );
      root.append(text, controlRow, runner.el, read, numbers, ...layout(parts), ...(code ? [code.el] : []));
      return {
        unmount() {
          runner.dispose();
          disposeAll(parts);
        },
      };
    },
  };
}
