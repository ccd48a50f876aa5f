// tabs/section/render.js — a figure tab (section/tab.js) draws a result: its explanation, reading,
// table of numbers beside the text's (and the note when the settings are not the text's), the
// tab's own figure, its lecture code's notebook, and the mm:figure event that says what it drew.
import { compareTable } from '../../view/ui.js';
import { t } from '../../words/i18n.js';
import { lectureDiffers } from '../common.js';

// The event the bench script and the browser tests read: which settings the figure now shows, and when.
// first: the steps of a figure's first part (drawFirst), 0 for a whole figure.
function figureEvent(id, wish, arrivedAt, first = 0) {
  return new CustomEvent('mm:figure', {
    bubbles: true,
    detail: {
      tab: id,
      knobs: wish.knobs,
      preview: !!wish.preview,
      first,
      section: wish.section ?? id, // a part (kaimingGain, ...) or the section itself
      asked: wish.asked, // the knobs that section was asked with
      requestedAt: wish.requestedAt,
      worker: wish.job?.ms ?? null, // { queued, core } ms in the worker
      arrivedAt,
      drawnAt: performance.now(),
    },
  });
}

// def: sectionTab's; ui: the tab's { text, read, numbers, useTextButton(), parts, code, runner };
// state: section/state.js's. Draws result `r` of `wish`.
export function drawSection(def, ctx, ui, state, r, wish) {
  const arrivedAt = performance.now();
  state.drew(r, wish);
  ui.text.set(t(def.explainKey, def.explainVars(ctx.state, ctx, r)));
  const words = def.reading(r, ctx);
  ui.read.hidden = !words;
  ui.read.textContent = words ?? '';
  const differs = lectureDiffers(ctx, def.lectureSpecs, { button: true });
  ui.numbers.replaceChildren(compareTable(def.compare(r, ctx), differs), ...(differs ? [ui.useTextButton()] : []));
  def.draw(ui.parts, r, ctx);
  if (!wish.preview) {
    ctx.report(r);
    ui.code?.setFigure(
      () => def.notebookPart(r, wish.knobs, ctx),
      () => ctx.lessonParts(),
    );
    // the previews' worker starts now, not at the first drag (nor before the page's first figure)
    if (def.preview || def.part) ctx.warmPreview?.();
    if (def.preview && def.part) state.cheaperOf(wish.knobs);
  }
  ui.runner.el.dispatchEvent(figureEvent(def.id, wish, arrivedAt));
}

// The first part of a full figure (def.first: its first steps, computed first; jobs.js sectionFirst):
// only the figure is drawn, by the tab's draw told it is the first part ({ first, total }); the
// numbers, the reading and the notebook wait for the whole, which replaces it.
export function drawFirst(def, ctx, ui, { partial, first }, wish) {
  const arrivedAt = performance.now();
  def.draw(ui.parts, partial, ctx, { first, total: wish.knobs.steps });
  ui.runner.el.dataset.figure = 'first';
  ui.runner.el.dispatchEvent(figureEvent(def.id, wish, arrivedAt, first));
}
