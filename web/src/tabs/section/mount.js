// tabs/section/mount.js — a figure tab (section/tab.js) on the page: its explanation, controls,
// runner, reading, numbers, figure and lecture code, and what its controls and "use the text's
// settings" button do.
import { el, button, explain } from '../../view/ui.js';
import { t } from '../../words/i18n.js';
import { field } from '../../state/state.js';
import { snippetBox } from '../../view/lecture_code_box.js';
import { labelsOf, controls } from '../../view/controls.js';
import { figureRunner, disposeAll } from '../common.js';
import { figureState } from './state.js';
import { drawSection, drawFirst } from './render.js';

// def: sectionTab's. -> { unmount() }
export function mountSection(def, root, ctx) {
  const { id, specs, lectureSpecs } = def;
  const ui = {
    numbers: el('div'),
    text: explain(t(def.explainKey, def.explainVars(ctx.state, ctx))),
    read: el('p', { class: 'reading', 'data-key': `${id}-reading`, hidden: true }),
  };
  // the first steps of a figure computed first (def.first): drawn at once, if still of the settings shown
  const first = (m, wish, bar) => {
    bar.set(m.done, m.total, m.rate);
    if (state.keep(wish)) drawFirst(def, ctx, ui, m.partial, wish);
  };
  const state = figureState(def, ctx, first);
  ui.runner = figureRunner(ctx, state.start, (r, wish) => drawSection(def, ctx, ui, state, r, wish), labelsOf(specs), state.keep);
  // The request goes out before the charts are built: the worker computes while the page lays
  // them out (the result arrives in a later task, when `parts` exists).
  ui.runner.refresh();
  ui.parts = def.view(ctx.state, ctx);
  // The lecture's lines for this figure (lecture_code.js), written for the knobs it is asked with.
  ui.code = snippetBox(def.code, ctx);
  ui.code?.set(state.knobsNow());
  // A tab without a cheaper preview draws its full figure at every move of a slider.
  const refresh = (wish) => {
    ui.code?.set(state.knobsNow());
    ui.runner.refresh((def.preview || def.part) && wish.preview ? { preview: true, slider: wish.slider } : {});
  };
  // Settings are the lab's, shared by its tabs (one seed, one link): a setting made on another tab
  // is named beside the text's in the note under the table, and this button puts the text's back.
  let controlRow = controls(ctx, specs, refresh);
  ui.useTextButton = () =>
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
  root.append(ui.text, controlRow, ui.runner.el, ui.read, ui.numbers, ...def.layout(ui.parts), ...(ui.code ? [ui.code.el] : []));
  return {
    unmount() {
      ui.runner.dispose();
      disposeAll(ui.parts);
    },
  };
}
