// lesson/progress_shape.js — what a stored progress entry may look like, checked when it is read:
// an entry of another shape (a hand-edited record, another program's key, a half-written value) is
// dropped, so the page never prints an object or a missing choice as text. One function per part
// of the record progress.js writes. Leaves out: which answer is right (questions.js), the wording.
export const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
const num = (x) => typeof x === 'number' && Number.isFinite(x);
const scalar = (x) => x === null || typeof x === 'string' || typeof x === 'boolean' || num(x);
const optional = (x, ok) => x === undefined || ok(x);
const maybeBool = (x) => x === undefined || x === null || typeof x === 'boolean';
const maybeNum = (x) => x === undefined || x === null || num(x);
const time = (x) => optional(x, (s) => typeof s === 'string');

// A prediction: { guess, live, close, far, settings?, sketch..., at, more? } (predict.js judge()).
function prediction(x) {
  if (!isObj(x) || !scalar(x.guess ?? null) || !scalar(x.live ?? null)) return false;
  if (!maybeBool(x.close) || !maybeNum(x.far) || !time(x.at) || !optional(x.settings, isObj)) return false;
  if (!optional(x.sketch, (s) => Array.isArray(s) && s.every((v) => v === null || num(v)))) return false;
  return maybeNum(x.sketchFar) && maybeBool(x.sketchClose) && optional(x.sketchSettings, isObj);
}
export function cleanPrediction(x) {
  if (!prediction(x)) return null;
  const more = Array.isArray(x.more) ? x.more.filter(prediction) : undefined;
  return more?.length ? { ...x, more } : (({ more: _drop, ...rest }) => rest)(x);
}

// An answer as the forms give it: a number (parsed), a choice's value or a sentence.
const answer = (a) => typeof a === 'string' || num(a);
const attempt = (a) => isObj(a) && answer(a.answer) && maybeBool(a.right) && time(a.at);
// A check question: { answer, at, attempts: [{ answer, right, at }] } (progress.js answered()).
export function cleanQuestion(x) {
  if (!isObj(x)) return null;
  const attempts = Array.isArray(x.attempts) ? x.attempts.filter(attempt) : [];
  if (!answer(x.answer) && !attempts.length) return null;
  const first = answer(x.answer) ? { answer: x.answer, at: typeof x.at === 'string' ? x.at : undefined } : attempts[0];
  return { answer: first.answer, ...(first.at ? { at: first.at } : {}), ...(attempts.length ? { attempts } : {}) };
}

// Each entry of `x` (an object) that `check` keeps (check -> the entry, or null to drop it). A key
// `__proto__` (JSON.parse makes it an own key) is dropped: assigned, it would set the prototype, and
// every key of its value would read as an entry (a prediction revealed that never was).
export function entries(x, check) {
  if (!isObj(x)) return {};
  const out = {};
  for (const [k, v] of Object.entries(x)) {
    if (k === '__proto__') continue;
    const c = check(v);
    if (c !== null && c !== undefined) out[k] = c;
  }
  return out;
}
export const flag = (v) => (v === true ? true : null);
