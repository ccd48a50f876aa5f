// tabs/manifests.js — every tab's manifest (tabs/<id>/manifest.js), in the lecture's order, and what
// the page builds from them: the tab list, the settings table's tab rows (state.js), each tab's own
// settings (an embedded demo's link), the settings' labels, the figures by name, the prediction's
// settings, the text's settings, the controls. A manifest is data, no DOM: state.js and the tests
// import it without a document. A setting row: { name (the link's key), type, def, min?, max? (its
// own range, inside the core's), core? (the core's limits row), values? (an enum's, else its
// options'), knob (the core's knob, the refusal's name for it), label (locale key), step?,
// options?, check?, slider? }.
import start from './start/manifest.js';
import tanh from './tanh/manifest.js';
import kaiming from './kaiming/manifest.js';
import batchnorm from './batchnorm/manifest.js';
import diagnostics from './diagnostics/manifest.js';
import exercises from './exercises/manifest.js';
import bnMatrix from './bn-matrix/manifest.js';
import lnMatrix from './ln-matrix/manifest.js';
import residual from './residual/manifest.js';
import playground from './playground/manifest.js';
import { SEED } from './seed.js';

export { SEED };
export const MANIFESTS = [start, tanh, kaiming, batchnorm, diagnostics, exercises, bnMatrix, lnMatrix, residual, playground];
const BY_ID = new Map(MANIFESTS.map((m) => [m.id, m]));
export const manifest = (id) => BY_ID.get(id);

// The tabs' ids in the lecture's order.
export const TAB_IDS = MANIFESTS.map((m) => m.id);

// A row as the settings table has it (state.js FIELDS): a fresh object (state.js fits its range).
const FIELD_KEYS = ['name', 'type', 'values', 'def', 'min', 'max', 'core'];
export function fieldOf(row) {
  const f = Object.fromEntries(FIELD_KEYS.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]));
  if (row.type === 'enum' && !f.values) f.values = row.options.map(([v]) => v);
  return f;
}

// Every tab's own rows, once each (the shared seed is the page's row), in the lecture's order.
export const TAB_ROWS = [
  ...new Map(MANIFESTS.flatMap((m) => m.settings.filter((r) => r.name !== SEED.name)).map((r) => [r.name, r])).values(),
];

// A tab's own settings: the names an embedded demo's link carries ([] for a tab without).
export const tabSettings = (id) => manifest(id)?.settings.map((r) => r.name) ?? [];

// { link key: label key } of every setting a tab has (the seed's as most tabs label it).
export const SETTING_LABELS = new Map([SEED, ...TAB_ROWS].filter((r) => r.label).map((r) => [r.name, r.label]));

// { tab: [its figures' names, in the order the tab puts them on the page] }, tabs with several.
export const FIGURES = Object.fromEntries(MANIFESTS.filter((m) => m.figures.length).map((m) => [m.id, m.figures]));
// Every figure name (the URL's `figure` accepts these; the tab decides which are its own).
export const FIGURE_NAMES = [...new Set(Object.values(FIGURES).flat())];
// Each tab's own settings, for an embedded demo's link (app/embed.js) and a platform's record (scorm/).
export const TAB_SETTINGS = Object.fromEntries(TAB_IDS.map((id) => [id, tabSettings(id)]).filter(([, s]) => s.length));

// The settings a tab's prediction depends on (its sketch's, with part 'sketch'; a figure's own
// prediction's, with the figure's name).
export const dependsOf = (id, part) =>
  !part ? manifest(id).depends : part === 'sketch' ? manifest(id).sketchDepends : manifest(id).figureDepends[part];

// The settings the text's links open tab `id` with (`use`: which of its links), a fresh object.
export const textSettings = (id, use) => structuredClone(manifest(id).text[use]);

// A tab's controls (controls.js specs: { name, knob, label, step?, options?, check?, slider? }), in
// its manifest's order.
const SPEC_KEYS = ['name', 'knob', 'label', 'step', 'options', 'check', 'slider'];
export const controlsOf = (id) =>
  manifest(id).settings.map((r) => Object.fromEntries(SPEC_KEYS.filter((k) => r[k] !== undefined).map((k) => [k, r[k]])));
