// lesson/progress.js — the student's progress, kept in this browser only (localStorage): the
// predictions made (guess, live value, how far), the tabs opened, the check questions answered, and
// the exercises' verdicts, which the exercises write under their own key as { E1: 'pass' | 'fail' }.
// "Start over" clears both; export() is the whole record as one JSON-ready object. A storage that
// throws (private mode, quota) or holds garbage leaves an empty progress, never an error.

export const KEY = 'mm.progress';
export const EXERCISES_KEY = 'mm.progress.exercises';
export const EXERCISES = ['E1', 'E2', 'E3', 'E4', 'E5'];
const VERSION = 1;

const empty = () => ({ v: VERSION, predictions: {}, skipped: {}, visited: {}, questions: {} });
const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);

function read(storage, key) {
  try { return JSON.parse(storage?.getItem(key) ?? 'null'); } catch { return null; }
}

// Only the shape this file writes survives a load: every part an object, unknown fields dropped.
function clean(x) {
  const p = empty();
  if (!isObj(x) || x.v !== VERSION) return p;
  for (const part of ['predictions', 'skipped', 'visited', 'questions']) if (isObj(x[part])) p[part] = x[part];
  return p;
}

// storage: window.localStorage or any { getItem, setItem, removeItem }; null keeps it in memory.
export function createProgress(storage = globalThis.localStorage ?? null) {
  let data = clean(read(storage, KEY));
  const listeners = new Set();
  const save = () => {
    try { storage?.setItem(KEY, JSON.stringify(data)); } catch { /* kept for this page only */ }
    for (const fn of listeners) fn();
  };
  const exercises = () => {
    const x = read(storage, EXERCISES_KEY);
    return Object.fromEntries(EXERCISES.map((id) => [id, isObj(x) && (x[id] === 'pass' || x[id] === 'fail') ? x[id] : null]));
  };
  return {
    get: () => data,
    // { guess, live, close, far } of a tab, with the time.
    predicted(tab, record) { data.predictions[tab] = { ...record, at: new Date().toISOString() }; delete data.skipped[tab]; save(); },
    skipped(tab) { data.skipped[tab] = true; save(); },
    forget(tab) { delete data.predictions[tab]; delete data.skipped[tab]; save(); },
    visited(tab) { if (!data.visited[tab]) { data.visited[tab] = true; save(); } },
    answered(id, answer) { data.questions[id] = { answer, at: new Date().toISOString() }; save(); },
    exercises,
    // Nothing done yet: the page greets a first-time visitor.
    isNew: () => !Object.keys(data.visited).length && !Object.keys(data.predictions).length,
    startOver() {
      data = empty();
      try { storage?.removeItem(EXERCISES_KEY); } catch { /* nothing kept */ }
      save();
    },
    export: () => ({ app: 'makemore-lab', kind: 'progress', version: VERSION, exported: new Date().toISOString(),
      ...structuredClone(data), exercises: exercises() }),
    subscribe(fn) { listeners.add(fn); return () => listeners.delete(fn); },
  };
}
