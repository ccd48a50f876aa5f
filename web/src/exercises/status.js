// exercises/status.js — the exercises' results as the student left them, kept on this
// machine (localStorage 'mm.progress.exercises', nothing sent anywhere): per exercise the last
// verdict ('pass' | 'fail') and when, and whether its set-up was applied (E1 asks the student to
// start from a broken playground). One small door, so the lesson's shared progress store can take
// its place later. Leaves out: anything the student typed.
export const STORAGE_KEY = 'mm.progress.exercises';

function storage() {
  try { return globalThis.localStorage ?? null; } catch { return null; } // blocked storage: nothing kept
}

// { e1: { verdict, at, setup }, ... }; {} when nothing is kept or the stored text is unreadable.
export function exerciseStatus() {
  try {
    const v = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch { return {}; }
}

function update(id, patch) {
  const all = exerciseStatus();
  all[id] = { ...all[id], ...patch };
  try { storage()?.setItem(STORAGE_KEY, JSON.stringify(all)); } catch { /* full or blocked: the page goes on */ }
  return all[id];
}

// The page's verdict on exercise `id` ('e1'..'e5'): 'pass' or 'fail'.
export function markExercise(id, verdict) {
  if (verdict !== 'pass' && verdict !== 'fail') throw new Error(`verdict must be pass or fail, got ${verdict}`);
  return update(id, { verdict, at: new Date().toISOString() });
}

// The exercise's set-up was applied (kept until the student clears the site's storage).
export const markSetup = (id) => update(id, { setup: true });
