// lesson/tries.js — the guided path: per tab, two or three "try this -> what to expect" suggestions.
// Each sets some controls (a patch of state.js settings) and states an expectation as a check on
// what the tab then shows: its result cells (data-key -> data-value, `v`) and the result it
// reported (`r`). The page runs the check after the tab has recomputed and marks the suggestion;
// the browser test clicks every one and requires each check to hold. Pure: no DOM, no text.

import { MANIFESTS } from '../tabs/manifests.js';

// tab -> [{ id, set: settings patch, keeps?: [settings the expectation needs at the text's values:
// the try sets them too, and its button says so], check(v, r) -> boolean }], each tab's manifest's
// (tabs/<id>/manifest.js); texts: lesson.guide.<tab>.<id>.{do,expect}. Each expectation holds from
// every setting a student can reach (claims.test.js tries each from the grid of settings it checks
// the tab's sentences at).
export const TRIES = Object.fromEntries(MANIFESTS.filter((m) => m.tries).map((m) => [m.id, m.tries]));

// The settings a try sets: its own, and the text's values of those its expectation keeps.
export const tryPatch = (x, textSettings) => ({ ...Object.fromEntries((x.keeps ?? []).map((k) => [k, textSettings[k]])), ...x.set });
