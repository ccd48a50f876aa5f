// lesson/progress.js — the student's progress, kept in this browser only (localStorage): the
// predictions made (guess, live value, how far), the tabs opened, the check questions answered, and
// the exercises' verdicts, which the exercises tab writes under its own key (exercises/status.js:
// { e1: { verdict: 'pass' | 'fail', at, setup } }; the plain { E1: 'pass' | 'fail' } is read too).
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
    const verdict = (id) => {
      if (!isObj(x)) return null;
      const v = isObj(x[id.toLowerCase()]) ? x[id.toLowerCase()].verdict : x[id];
      return v === 'pass' || v === 'fail' ? v : null;
    };
    return Object.fromEntries(EXERCISES.map((id) => [id, verdict(id)]));
  };
  return {
    get: () => data,
    // A tab's prediction, judged once for the settings it was made for: { guess, live, close, far,
    // settings (lesson/prompts.js settingsOf) }, with the time. The first stays the tab's record (the
    // map counts it: it was made before the tab showed anything); a later one, for other settings
    // ("predict this case"), is kept beside it in `more`.
    predicted(tab, record) { data.predictions[tab] = { ...record, at: new Date().toISOString() }; delete data.skipped[tab]; save(); },
    predictedCase(tab, record) {
      const first = data.predictions[tab];
      if (!first) { this.predicted(tab, record); return; }
      first.more = [...(Array.isArray(first.more) ? first.more : []), { ...record, at: new Date().toISOString() }];
      save();
    },
    skipped(tab) { data.skipped[tab] = true; save(); },
    forget(tab) { delete data.predictions[tab]; delete data.skipped[tab]; save(); },
    visited(tab) { if (!data.visited[tab]) { data.visited[tab] = true; save(); } },
    // A check question answered: the first answer stays `answer` (with its time); every try, the
    // first included, is in `attempts` as { answer, right (true | false | null: a sentence), at }.
    answered(id, answer, right = null) {
      const at = new Date().toISOString();
      const q = data.questions[id];
      const tries = isObj(q) ? (Array.isArray(q.attempts) ? q.attempts : [{ answer: q.answer, at: q.at }]) : [];
      data.questions[id] = isObj(q) ? { ...q, attempts: [...tries, { answer, right, at }] } : { answer, at, attempts: [{ answer, right, at }] };
      save();
    },
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
