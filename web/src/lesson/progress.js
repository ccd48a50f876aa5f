// lesson/progress.js — the student's progress, kept in this browser only (storage.js): the
// predictions made (guess, live value, how far), the tabs opened, the check questions answered, and
// the exercises' verdicts (under a key of their own: { e1: { verdict: 'pass' | 'fail', at, settings,
// answer, setup } }, each verdict with the settings and answer it was judged on; the plain
// { E1: 'pass' | 'fail' } is read too). Every change tells the subscribers at once (the
// lesson map, the exercises tab's counter); another browser tab's change is read by refresh().
// "Start over" clears both; export() is the whole record as one JSON-ready object. A storage that
// refuses (a frame of another site, private mode, quota) or holds garbage leaves an empty progress,
// kept in memory, never an error.
export const KEY = 'mm.progress';
export const EXERCISES_KEY = 'mm.progress.exercises';
export const EXERCISES = ['E1', 'E2', 'E3', 'E4', 'E5'];
const VERSION = 1;

const empty = () => ({ v: VERSION, predictions: {}, skipped: {}, visited: {}, questions: {} });
const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);

function read(storage, key) {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

// Only the shape this file writes survives a load: every part an object, unknown fields dropped.
function clean(x) {
  const p = empty();
  if (!isObj(x) || x.v !== VERSION) return p;
  for (const part of ['predictions', 'skipped', 'visited', 'questions']) if (isObj(x[part])) p[part] = x[part];
  return p;
}

// The exercises' records as stored -> { e1: { verdict, at, setup }, ... } (the plain form read too).
function cleanExercises(x) {
  const out = {};
  if (!isObj(x)) return out;
  for (const id of EXERCISES) {
    const rec = x[id.toLowerCase()],
      plain = x[id];
    const r = isObj(rec) ? { ...rec } : plain === 'pass' || plain === 'fail' ? { verdict: plain } : null;
    if (!r) continue;
    if (r.verdict !== 'pass' && r.verdict !== 'fail') delete r.verdict;
    for (const part of ['settings', 'answer']) if (part in r && !isObj(r[part])) delete r[part];
    if ('setup' in r && r.setup !== true && !isObj(r.setup)) delete r.setup;
    out[id.toLowerCase()] = r;
  }
  return out;
}

// storage: storage.js's openStorage() or any { getItem, setItem, removeItem }; null keeps it in memory.
export function createProgress(storage = null) {
  let data = clean(read(storage, KEY));
  let ex = cleanExercises(read(storage, EXERCISES_KEY));
  const listeners = new Set();
  const tell = () => {
    for (const fn of listeners) fn();
  };
  const write = (key, value) => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      /* kept for this page only */
    }
  };
  const save = () => {
    write(KEY, data);
    tell();
  };
  const saveExercise = (id, patch) => {
    const key = id.toLowerCase();
    ex = { ...ex, [key]: { ...ex[key], ...patch } };
    write(EXERCISES_KEY, ex);
    tell();
    return ex[key];
  };
  const exercises = () => Object.fromEntries(EXERCISES.map((id) => [id, ex[id.toLowerCase()]?.verdict ?? null]));
  return {
    get: () => data,
    // false when the browser keeps nothing (storage.js): the progress lasts while the page is open
    get kept() {
      return !!storage && storage.kept !== false;
    },
    // A tab's prediction, judged once for the settings it was made for: { guess, live, close, far,
    // settings (lesson/prompts.js settingsOf) }, with the time. The first stays the tab's record (the
    // map counts it: it was made before the tab showed anything); a later one, for other settings
    // ("predict this case"), is kept beside it in `more`.
    predicted(tab, record) {
      data.predictions[tab] = { ...record, at: new Date().toISOString() };
      delete data.skipped[tab];
      save();
    },
    predictedCase(tab, record) {
      const first = data.predictions[tab];
      if (!first) {
        this.predicted(tab, record);
        return;
      }
      first.more = [...(Array.isArray(first.more) ? first.more : []), { ...record, at: new Date().toISOString() }];
      save();
    },
    skipped(tab) {
      data.skipped[tab] = true;
      save();
    },
    forget(tab) {
      delete data.predictions[tab];
      delete data.skipped[tab];
      save();
    },
    visited(tab) {
      if (!data.visited[tab]) {
        data.visited[tab] = true;
        save();
      }
    },
    // A check question answered: the first answer stays `answer` (with its time); every try, the
    // first included, is in `attempts` as { answer, right (true | false | null: a sentence), at }.
    answered(id, answer, right = null) {
      const at = new Date().toISOString();
      const q = data.questions[id];
      const tries = isObj(q) ? (Array.isArray(q.attempts) ? q.attempts : [{ answer: q.answer, at: q.at }]) : [];
      data.questions[id] = isObj(q)
        ? { ...q, attempts: [...tries, { answer, right, at }] }
        : { answer, at, attempts: [{ answer, right, at }] };
      save();
    },
    // { E1: 'pass' | 'fail' | null, ... }
    exercises,
    // One exercise's record ('e1'..'e5') -> { verdict?, at?, settings?, answer?, setup? } ({} before anything was done).
    exercise: (id) => structuredClone({ ...ex[id.toLowerCase()] }),
    // The page's verdict on an exercise ('pass' | 'fail'), with what it was judged on: the settings
    // (E3's { gain }) and the answer typed ({ bad, kaiming }); a verdict without them drops the
    // previous verdict's.
    markExercise(id, verdict, { settings, answer } = {}) {
      if (verdict !== 'pass' && verdict !== 'fail') throw new Error(`verdict must be pass or fail, got ${verdict}`);
      const rec = (x) => (isObj(x) ? JSON.parse(JSON.stringify(x)) : undefined);
      return saveExercise(id, { verdict, at: new Date().toISOString(), settings: rec(settings), answer: rec(answer) });
    },
    // The exercise's set-up was applied (E1 starts from a broken playground): true, or what it gave
    // ({ firstLoss, broken, settings }).
    markSetup: (id, record = true) => saveExercise(id, { setup: isObj(record) ? JSON.parse(JSON.stringify(record)) : true }),
    // Reads the storage again (another tab of the lab wrote it) and tells the subscribers.
    refresh() {
      data = clean(read(storage, KEY));
      ex = cleanExercises(read(storage, EXERCISES_KEY));
      tell();
    },
    // Nothing done yet: the page greets a first-time visitor.
    isNew: () => !Object.keys(data.visited).length && !Object.keys(data.predictions).length,
    startOver() {
      data = empty();
      ex = {};
      try {
        storage?.removeItem(EXERCISES_KEY);
      } catch {
        /* nothing kept */
      }
      save();
    },
    export: () => ({
      app: 'makemore-lab',
      kind: 'progress',
      version: VERSION,
      exported: new Date().toISOString(),
      ...structuredClone(data),
      exercises: exercises(),
    }),
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
