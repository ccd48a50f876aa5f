// tabs/lesson_notebook.js — the whole lesson as one notebook's parts: every figure tab that has a
// notebook (notebook_tabs.js) but the diagnostics (minutes of training), in the lesson's order, at the settings as they are now, each figure
// asked from the core as its tab asks it and its table's rows made by its tab. Loaded when the
// student asks for the lesson's notebook: main.js hands it to every tab's ctx as lessonParts() (it
// imports every tab, so no tab imports it).
import { TAB_MODULES } from './index.js';
import { hasNotebook, NOTEBOOK_TABS } from '../pytorch/notebook_tabs.js';

// ctx: a tab's (state, recipe, names, section(name, knobs) -> Job). -> Promise<[notebook part]>.
export function lessonParts(ctx) {
  const tabs = Object.entries(TAB_MODULES).filter(([id, def]) => hasNotebook(id) && NOTEBOOK_TABS[id].lesson !== false && def.notebookPart);
  return Promise.all(
    tabs.map(async ([id, def]) => {
      const knobs = def.knobs(ctx.state);
      return def.notebookPart(await ctx.section(def.section ?? id, knobs).promise, knobs, ctx);
    }),
  );
}
