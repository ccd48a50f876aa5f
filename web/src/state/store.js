// store.js — the one place that owns what changes while the page runs: the settings (the URL's
// typed table, state.js), the notes about the link's unusable values, the names list in use, the
// core's recipe constants and range table, and the note about a worker that died. get() reads,
// set(patch) changes and tells every subscriber; a change of settings is checked against the
// table and written to the URL. Leaves out: storage (the URL; main.js keeps the student's names list).
import { coerce, field, serialize } from './state.js';

// The store's slices, all replaced whole by set() except `settings`, which is merged:
//   settings   the URL state ({ tab, lang, seed, ... }: state.js FIELDS)
//   notes      [{ name, raw, kind, value, range }] about the link (state.js parse())
//   names      { label, shipped, kept, count, vocabSize, alphabet } of the names list in use, or null
//   namesNote  the names box's error: { label, key, error?, message? } or null (worded on render)
//   recipe     the lecture's constants (the module's recipe()), null until the core has loaded
//   limits     the core's range table as the module gave it, or null
//   worker     { note: { key, reason, kind } | null, diedAt } about a computing worker that died
//   ghosts     the playground's earlier runs (ghosts.js), newest first; in no link and not stored
//   storageKept false when the browser keeps nothing this page writes (storage.js): said once
//   progressLater true when the stored progress is a later release's (lesson/progress.js): said once
//   platformFailed the error code of the first write a learning platform refused (scorm/), or null: said once
//   platformClosed true when the platform refused to initialise a session it had closed (platformFailed: its code)
export function initialState(settings, notes = []) {
  return {
    settings,
    notes,
    names: null,
    namesNote: null,
    recipe: null,
    limits: null,
    worker: { note: null, diedAt: -Infinity },
    ghosts: [],
    storageKept: true,
    progressLater: false,
    platformFailed: null,
    platformClosed: false,
  };
}

// writeUrl(query): called with serialize(settings) after every change of settings.
export function createStore(initial, { writeUrl = () => {} } = {}) {
  let state = initial;
  const subscribers = new Set();
  return {
    get: () => state,
    // patch: { slice: value, ... }; patch.settings is merged into the settings, each value checked
    // (clamped or replaced by its default, as a link's would be: state.js coerce()).
    set(patch) {
      const next = { ...state, ...patch };
      if (patch.settings) {
        const checked = Object.entries(patch.settings).map(([name, v]) => {
          if (!field(name)) throw new Error(`unknown setting: ${name}`);
          return [name, coerce(name, v)];
        });
        next.settings = { ...state.settings, ...Object.fromEntries(checked) };
      }
      const before = state;
      state = next;
      if (patch.settings) writeUrl(serialize(state.settings));
      for (const fn of [...subscribers]) fn(state, before);
    },
    // fn(state, before) after every set(); returns the function that unsubscribes.
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
}
