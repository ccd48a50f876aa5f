// setting_labels.js — each URL setting's on-screen label (a locale key), so that a note about a
// link names the setting as the controls do, and a core name in a link (lr, n_hidden) is answered
// with this page's key for it (pg_lr, pg_width). A link's keys are the outside's words: they are
// looked up in a Map, so `constructor` or `__proto__` finds nothing. Leaves out: the controls themselves (tabs/).
import { FIELDS } from '../state/state.js';
import { SETTING_LABELS } from '../tabs/manifests.js';

// every tab's setting, as its manifest labels it (tabs/<id>/manifest.js)
const LABELS = SETTING_LABELS;

// A setting's label key, or null for a name that is not a setting's.
export const settingLabel = (name) => LABELS.get(name) ?? null;

// The page's keys for a name of the core's (its range table's rows: lr -> pg_lr, n_hidden -> pg_width).
export const pageKeysFor = (name) => FIELDS.filter((f) => f.core === name && f.name !== name).map((f) => f.name);
