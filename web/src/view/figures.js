// figures.js — the figures of each tab with several charts, by name, in the order the tab puts
// them on the page (its `figure.chart` elements): `?embed=<tab>&figure=<name>` shows that one
// figure with the tab's controls, and nothing else of the tab (main.js, figureOnly). A tab not
// listed here has one figure, or none, and is embedded whole. The browser test checks every tab's
// count and titles against this table. The names are the tabs' manifests' (tabs/<id>/manifest.js).
import { FIGURES } from '../tabs/manifests.js';

// What stays beside the chosen figure: the tab's controls and what they say (the run's progress,
// its status and errors, the prediction prompt). Everything else of the tab is hidden.
const KEEP = '.controls-box, .runner, .actions, .progress, .status, .error, .warnings, .predict';

// Marks the figure `name` of `body` (the tab's element) and the elements it sits in, so that the
// style sheet (body.figure-only) hides the rest; returns false when the tab has no such figure.
// What a tab marks `data-figure-of="<name>"` (a figure's intro, its switch, its note) stays with it.
export function figureOnly(body, tab, name) {
  const index = (FIGURES[tab] ?? []).indexOf(name);
  const fig = body.querySelectorAll('figure.chart')[index];
  if (index < 0 || !fig) return false;
  for (const e of body.querySelectorAll('[data-figure-path], [data-figure-keep]')) {
    e.removeAttribute('data-figure-path');
    e.removeAttribute('data-figure-keep');
  }
  const own = [fig, ...body.querySelectorAll(`[data-figure-of="${name}"]`)];
  for (const f of own) {
    f.setAttribute('data-figure-keep', name);
    for (let e = f.parentElement; e && e !== body.parentElement; e = e.parentElement) e.setAttribute('data-figure-path', '');
  }
  for (const e of body.querySelectorAll(KEEP)) e.setAttribute('data-figure-keep', '');
  // a figure with a prediction prompt of its own (lesson/index.js) keeps that one, not the tab's
  const part = fig.closest('[data-figure-part]');
  if (part?.querySelector('.predict'))
    for (const p of body.querySelectorAll('.predict')) if (!part.contains(p)) p.removeAttribute('data-figure-keep');
  return true;
}
