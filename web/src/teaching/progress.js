// teaching/progress.js — the student's progress, kept in this browser only (storage.js): the
// predictions made (guess, live value, how far), the tabs opened, the check questions answered, and
// the exercises' verdicts (under a key of their own: { e1: { verdict: 'pass' | 'fail', at, settings,
// answer, setup } }, each verdict with the settings and answer it was judged on; the plain
// { E1: 'pass' | 'fail' } is read too). Every change tells the subscribers at once (the
// lesson map, the exercises tab's counter) with 'own'; another browser tab's change, read by
// refresh() or found in the storage at this page's next change, with 'refresh'.
// Several frames of the lab share one storage (two demos in one course page, a tab of the whole
// lab beside them): every write reads the stored record again and changes only the entry that
// changed, so one frame never writes back another's older copy. A record of a later format (a newer
// release on the same site) is left as it is: this page then keeps its work in memory (`later`).
// Stored entries are checked for shape when read (progress_shape.js); a bad one is dropped.
// "Start over" clears both; export() is the whole record as one JSON-ready object. A storage that
// refuses (a frame of another site, private mode, quota) or holds garbage leaves an empty progress,
// kept in memory, never an error.
import { isObj, cleanPrediction, cleanQuestion, entries, flag } from './progress_shape.js';

export const KEY = 'mm.progress';
export const EXERCISES_KEY = 'mm.progress.exercises';
export const EXERCISES = ['E1', 'E2', 'E3', 'E4', 'E5'];
const VERSION = 1;

const empty = () => ({ v: VERSION, predictions: {}, skipped: {}, visited: {}, questions: {} });

function read(storage, key) {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

// A record written by a later release of the lab: this one cannot read it and must not replace it.
export const laterFormat = (x) => isObj(x) && Number.isInteger(x.v) && x.v > VERSION;

// Only the shape this file writes survives a load: every part an object of well-formed entries,
// unknown fields dropped.
function clean(x) {
  const p = empty();
  if (!isObj(x) || x.v !== VERSION) return p;
  p.predictions = entries(x.predictions, cleanPrediction);
  p.skipped = entries(x.skipped, flag);
  p.visited = entries(x.visited, flag);
  p.questions = entries(x.questions, cleanQuestion);
  return p;
}

const verdictOk = (v) => v === 'pass' || v === 'fail';
// The exercises' records as stored -> { e1: { verdict, at, setup }, ... } (the plain form read too).
function cleanExercises(x) {
  const out = {};
  if (!isObj(x)) return out;
  for (const id of EXERCISES) {
    const rec = x[id.toLowerCase()],
      plain = x[id];
    const r = isObj(rec) ? { ...rec } : verdictOk(plain) ? { verdict: plain } : null;
    if (!r) continue;
    if (!verdictOk(r.verdict)) delete r.verdict;
    if ('at' in r && typeof r.at !== 'string') delete r.at;
    for (const part of ['settings', 'answer']) if (part in r && !isObj(r[part])) delete r[part];
    if ('setup' in r && r.setup !== true && !isObj(r.setup)) delete r.setup;
    out[id.toLowerCase()] = r;
  }
  return out;
}

const stamp = (record) => ({ ...record, at: new Date().toISOString() });

// The changes a page makes to the record, each through update(change) (progress.js's: on the stored
// record as it is now); get() is this page's copy.
function recordChanges(update, get) {
  return {
    // A tab's prediction, judged once for the settings it was made for: { guess, live, close, far,
    // settings (teaching/prompts.js settingsOf) }, with the time. The first stays the tab's record (the
    // map counts it: it was made before the tab showed anything); a later one, for other settings
    // ("predict this case"), is kept beside it in `more`.
    predicted(tab, record) {
      update((d) => {
        d.predictions[tab] = stamp(record);
        delete d.skipped[tab];
      });
    },
    predictedCase(tab, record) {
      update((d) => {
        const first = d.predictions[tab];
        if (!first) {
          d.predictions[tab] = stamp(record);
          delete d.skipped[tab];
        } else first.more = [...(first.more ?? []), stamp(record)];
      });
    },
    skipped(tab) {
      update((d) => {
        d.skipped[tab] = true;
      });
    },
    forget(tab) {
      update((d) => {
        delete d.predictions[tab];
        delete d.skipped[tab];
      });
    },
    visited(tab) {
      if (get().visited[tab]) return;
      update((d) => {
        if (d.visited[tab]) return false;
        d.visited[tab] = true;
      });
    },
    // A check question answered: the first answer stays `answer` (with its time); every try, the
    // first included, is in `attempts` as { answer, right (true | false | null: a sentence), at }.
    answered(id, answer, right = null) {
      const at = new Date().toISOString();
      update((d) => {
        const q = d.questions[id];
        const tries = q ? (q.attempts ?? [{ answer: q.answer, at: q.at }]) : [];
        d.questions[id] = q ? { ...q, attempts: [...tries, { answer, right, at }] } : { answer, at, attempts: [{ answer, right, at }] };
      });
    },
  };
}

// The exercises' verdicts and set-ups, each saved through saveExercise(id, patch) -> the exercise's record.
function exerciseMarks(saveExercise) {
  return {
    // The page's verdict on an exercise ('pass' | 'fail'), with what it was judged on: the settings
    // (E3's { gain }) and the answer typed ({ bad, kaiming }); a verdict without them drops the
    // previous verdict's.
    markExercise(id, verdict, { settings, answer } = {}) {
      if (!verdictOk(verdict)) throw new Error(`verdict must be pass or fail, got ${verdict}`);
      const rec = (x) => (isObj(x) ? JSON.parse(JSON.stringify(x)) : undefined);
      return saveExercise(id, { verdict, at: new Date().toISOString(), settings: rec(settings), answer: rec(answer) });
    },
    // The exercise's set-up was applied (E1 starts from a broken playground): true, or what it gave
    // ({ firstLoss, broken, settings }).
    markSetup: (id, record = true) => saveExercise(id, { setup: isObj(record) ? JSON.parse(JSON.stringify(record)) : true }),
  };
}

// The whole record as one JSON-ready object (the exercises as { E1: 'pass' | 'fail' | null, ... }).
const exportRecord = (data, exercises) => ({
  app: 'makemore-lab',
  kind: 'progress',
  version: VERSION,
  exported: new Date().toISOString(),
  ...structuredClone(data),
  exercises,
});

// The stored record read -> { record (clean; null when it is a later release's), later, threw (the
// storage threw: a plain one; openStorage() never throws) }.
function loadRecord(storage) {
  let raw = null,
    threw = false;
  try {
    raw = JSON.parse(storage?.getItem(KEY) ?? 'null');
  } catch (e) {
    if (!(e instanceof SyntaxError)) threw = true;
  }
  const later = laterFormat(raw);
  return { record: later ? null : clean(raw), later, threw };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
// -> false when the storage threw
function writeTo(storage, key, value) {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

// storage: storage.js's openStorage() or any { getItem, setItem, removeItem }; null keeps it in memory.
export function createProgress(storage = null) {
  let later = false; // the stored record is a later release's: nothing is written over it
  // a storage that threw (a plain one: openStorage() never throws) is read no more: this page's
  // copy holds what it could not keep
  let broken = !storage;
  const load = () => {
    const r = loadRecord(storage);
    if (r.threw) broken = true;
    later = r.later;
    return r.record;
  };
  let data = load() ?? empty();
  let ex = later ? {} : cleanExercises(read(storage, EXERCISES_KEY));
  const listeners = new Set();
  // how: 'own' (this page's change) or 'refresh' (another frame's, read from the storage)
  const tell = (how = 'own') => {
    for (const fn of listeners) fn(how);
  };
  const write = (key, value) => {
    if (!writeTo(storage, key, value)) broken = true;
  };
  // another frame's work found in the storage: taken in, and told apart from this page's change
  const takeIn = (d, e) => {
    if (same(d, data) && same(e, ex)) return;
    [data, ex] = [d, e];
    tell('refresh');
  };
  // change(record) on the stored record as it is now (another frame may have written since this
  // page read it), then written back; on this page's own copy alone when the stored one is a later
  // release's (or became one since).
  const update = (change) => {
    const stored = later || broken ? null : load();
    if (stored && !broken) takeIn(stored, ex);
    if (change(data) !== false && !later) write(KEY, data);
    tell();
  };
  const saveExercise = (id, patch) => {
    const key = id.toLowerCase();
    if (laterFormat(read(storage, KEY))) later = true;
    else if (!later && !broken) takeIn(data, cleanExercises(read(storage, EXERCISES_KEY)));
    ex = { ...ex, [key]: { ...ex[key], ...patch } };
    if (!later) write(EXERCISES_KEY, ex);
    tell();
    return ex[key];
  };
  const exercises = () => Object.fromEntries(EXERCISES.map((id) => [id, ex[id.toLowerCase()]?.verdict ?? null]));
  return {
    get: () => data,
    // false when the browser keeps nothing (storage.js) or the stored record is a later release's:
    // the progress lasts while the page is open
    get kept() {
      return !!storage && storage.kept !== false && !later;
    },
    // the stored record is a later release's (left as it is; the page says so)
    get later() {
      return later;
    },
    ...recordChanges(update, () => data),
    // { E1: 'pass' | 'fail' | null, ... }
    exercises,
    // One exercise's record ('e1'..'e5') -> { verdict?, at?, settings?, answer?, setup? } ({} before anything was done).
    exercise: (id) => structuredClone({ ...ex[id.toLowerCase()] }),
    ...exerciseMarks(saveExercise),
    // Reads the storage again (another tab or frame of the lab wrote it) and tells the subscribers.
    // This page's own work stays when the stored record is (now) a later release's.
    refresh() {
      const stored = later || broken ? null : load();
      if (stored && !broken) {
        data = stored;
        ex = cleanExercises(read(storage, EXERCISES_KEY));
      }
      tell('refresh');
    },
    // Nothing done yet: the page greets a first-time visitor.
    isNew: () => !Object.keys(data.visited).length && !Object.keys(data.predictions).length,
    // The whole record goes (a later release's stays: only this page's copy is cleared).
    startOver() {
      data = empty();
      ex = {};
      if (!later) {
        try {
          storage?.removeItem(EXERCISES_KEY);
        } catch {
          /* nothing kept */
        }
        write(KEY, data);
      }
      tell();
    },
    export: () => exportRecord(data, exercises()),
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
