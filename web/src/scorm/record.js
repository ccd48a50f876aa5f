// scorm/record.js — what a learning platform's gradebook gets from the student's progress
// (lesson/progress.js), as plain data: the status (completion: every figure of the package
// revealed; success: the counted exercises against a mastery score), the score, one interaction per
// prediction, check-question try and exercise verdict made since the last look, and the student's
// work as `suspend_data` within the version's limit (what is dropped first when it would not fit:
// docs/scorm.md). No platform calls here (scorm/session.js), no words.
import { PROMPTS, figurePrompts } from '../teaching/prompts.js';
import { QUESTIONS } from '../teaching/questions.js';
import { EXERCISES, laterFormat } from '../teaching/progress.js';
import { isObj } from '../teaching/progress_shape.js';
import { MASTERY } from './manifest.js';
import { TAB_IDS } from '../tabs/manifests.js';

export { MASTERY };

export const LIMITS = { 1.2: 4096, 2004: 64000 }; // suspend_data's characters (CMIString4096, SPM 64000)
const SUSPEND_VERSION = 1;

// The figures a package asks the student to reveal, per tab: each prediction prompt (the tab's and
// its figures'), or, for a tab without one (or with predictions off), the tab itself, opened.
export function figuresOf(tabs, predictOff = false) {
  return tabs.flatMap((tab) => {
    const keys = predictOff ? [] : [...(PROMPTS[tab] ? [tab] : []), ...figurePrompts(tab).map(([k]) => k)];
    return keys.length ? keys.map((key) => ({ key, kind: 'reveal' })) : [{ key: tab, kind: 'visit' }];
  });
}

// p: progress.get(); verdicts: progress.exercises() ({ E1: 'pass' | 'fail' | null, ... });
// counted: the exercises that count (['E3']); mastery: 0..1.
// -> { completion: 'completed' | 'incomplete', success: 'passed' | 'failed' | 'unknown', score: 0..1 | null }
export function gradebook(p, verdicts, { figures, counted, mastery = MASTERY }) {
  const own = (o, k) => Object.hasOwn(o, k) && !!o[k]; // an entry of the record, never an inherited name
  const done = figures.every(({ key, kind }) => (kind === 'visit' ? own(p.visited, key) : own(p.predictions, key) || own(p.skipped, key)));
  const passed = counted.filter((id) => verdicts[id] === 'pass').length;
  const judged = counted.filter((id) => verdicts[id]).length;
  const score = counted.length && judged ? passed / counted.length : null;
  const success = score === null ? 'unknown' : score >= mastery - 1e-9 ? 'passed' : judged === counted.length ? 'failed' : 'unknown';
  return { completion: done ? 'completed' : 'incomplete', success, score };
}

// A number as a SCORM decimal (no exponent): 1e-6 -> '0.000001'.
export function decimal(x) {
  if (!Number.isFinite(x)) return '0';
  const c = Math.max(-9999999999, Math.min(9999999999, x));
  return c.toFixed(12).replace(/\.?0+$/, '') || '0';
}

const tabOfQuestion = (id) => QUESTIONS.find((q) => q.id === id)?.show.tab ?? 'lesson';
const formOfPrompt = (key) => PROMPTS[key]?.form ?? 'number';

// SCORM 1.2 writes a choice as one character (0-9, a-z): each option is the letter of its place in
// the prompt's or question's list (a, b, c, …; docs/scorm.md lists them). null: not one of them.
export function choiceLetter(options, value) {
  const i = (options ?? []).indexOf(value);
  return i >= 0 && i < 26 ? String.fromCharCode(97 + i) : null;
}
// Every choice prompt's options with their letters: { 'kaiming.predict': { naive: 'a', ... }, 'diagnostics.q2': ... }.
export function choiceLetters() {
  const out = {};
  const add = (id, options) => (out[id] = Object.fromEntries(options.map((o) => [o, choiceLetter(options, o)])));
  for (const [key, p] of Object.entries(PROMPTS)) if (p.form === 'choice') add(`${key}.predict`, p.options);
  for (const q of QUESTIONS) if (q.form === 'choice') add(`${tabOfQuestion(q.id)}.${q.id}`, q.options);
  return out;
}

// An interaction's response as the version's data model takes it: 1.2 a choice's letter (null: none
// to write), any other at most 255 characters with no line break or control character (CMIString255,
// each run of them a space); 2004 at most 4000 characters (line breaks kept).
export function responseIn(x, version) {
  const upTo = (text, n) => Array.from(text).slice(0, n).join('');
  if (version === '2004') return upTo(x.response, 4000);
  if (x.type === 'choice') return x.letter ?? null;
  return upTo(x.response.replace(/[\p{Cc}]+/gu, ' '), 255);
}

// A moment (ms) on the student's clock, as the version writes it: 1.2 hh:mm:ss (CMITime, local),
// 2004 YYYY-MM-DDThh:mm:ss.ss±hh:mm (time(second,10,0): the zone follows the fraction in its
// grammar, so the fraction is always written). offset: Date's getTimezoneOffset() (minutes west).
export function clockTime(ms, version, offset = new Date(ms).getTimezoneOffset()) {
  const local = new Date(ms - offset * 60000).toISOString(); // its UTC fields read the local clock
  if (version === '1.2') return local.slice(11, 19);
  const east = -offset,
    two = (x) => String(x).padStart(2, '0');
  const zone = `${east < 0 ? '-' : '+'}${two(Math.floor(Math.abs(east) / 60))}:${two(Math.abs(east) % 60)}`;
  return `${local.slice(0, 19)}.${local.slice(20, 22)}${zone}`;
}

// The interactions made between two looks at the progress (before, after: { p, ex } with p =
// progress.get() and ex = { e1: record, ... }), oldest first: { id, kind, type, response, result,
// at } with type numeric | choice | fill-in | performance and result correct | wrong | neutral.
export function newInteractions(before, after) {
  const out = [];
  for (const [key, rec] of Object.entries(after.p.predictions)) {
    const cases = [rec, ...(rec.more ?? [])];
    const seen = before.p.predictions[key] ? 1 + (before.p.predictions[key].more?.length ?? 0) : 0;
    for (const c of cases.slice(seen)) {
      const choice = formOfPrompt(key) === 'choice';
      out.push({
        id: `${key}.predict`,
        type: choice ? 'choice' : 'numeric',
        response: choice ? String(c.guess) : decimal(Number(c.guess)),
        ...(choice ? { letter: choiceLetter(PROMPTS[key].options, c.guess) } : {}),
        result: c.close === true ? 'correct' : c.close === false ? 'wrong' : 'neutral',
        at: c.at,
      });
    }
  }
  for (const [id, q] of Object.entries(after.p.questions)) {
    const tries = q.attempts ?? [{ answer: q.answer, at: q.at }];
    const b = before.p.questions[id];
    const seen = b ? (b.attempts ?? [b]).length : 0;
    const { form, options } = QUESTIONS.find((x) => x.id === id) ?? {};
    for (const a of tries.slice(seen)) {
      out.push({
        id: `${tabOfQuestion(id)}.${id}`,
        type: form === 'number' ? 'numeric' : form === 'choice' ? 'choice' : 'fill-in',
        response: form === 'number' ? decimal(Number(a.answer)) : String(a.answer),
        ...(form === 'choice' ? { letter: choiceLetter(options, a.answer) } : {}),
        result: a.right === true ? 'correct' : a.right === false ? 'wrong' : 'neutral',
        at: a.at,
      });
    }
  }
  for (const id of EXERCISES.map((x) => x.toLowerCase())) {
    const a = after.ex[id],
      b = before.ex[id];
    if (!a?.verdict || (b?.at === a.at && b?.verdict === a.verdict)) continue;
    const answer = isObj(a.answer) ? a.answer : isObj(a.settings) ? a.settings : {};
    out.push({
      id: `exercises.${id}`,
      type: 'performance',
      response: Object.entries(answer)
        .map(([k, v]) => `${k}=${typeof v === 'number' ? decimal(v) : String(v)}`)
        .join(';'),
      result: a.verdict === 'pass' ? 'correct' : 'wrong',
      at: a.at,
    });
  }
  return out.sort((x, y) => String(x.at).localeCompare(String(y.at)));
}

// ---- suspend_data --------------------------------------------------------------------------------
// The student's work as one string: { s: 1, tab, q: the open tab's settings (a link's query), p: the
// progress record, e: the exercises' records }. When it would not fit the limit, parts go in this
// order until it does: the entries the lab does not know (another release's prompts), drawn
// sketches, the predictions' later cases, the questions' middle tries (the first, the last and the
// first right one stay), the exercises' answers and settings, the
// predictions' settings, the open tab's settings, the times, then written answers are cut to their
// first 160 characters (a prediction's text too), and last the tries but each question's first
// answer. What is left (one verdict per prediction, question and exercise, the tabs opened) fits
// 4096 characters; a record the lab would not make loses whole entries (lastResort), never the limit.
const STEPS = [
  (r) => dropUnknown(r),
  (r) => each(r.p.predictions, (c) => ['sketch', 'sketchSettings'].forEach((k) => delete c[k])),
  (r) => each(r.p.predictions, (c) => delete c.more),
  (r) =>
    each(r.p.questions, (q) => {
      const t = q.attempts ?? [];
      const right = t.findIndex((a) => a.right === true);
      q.attempts = t.filter((a, i) => i === 0 || i === t.length - 1 || i === right);
    }),
  (r) => each(r.e, (x) => ['answer', 'settings', 'setup'].forEach((k) => delete x[k])),
  (r) => each(r.p.predictions, (c) => delete c.settings),
  (r) => delete r.q,
  (r) => {
    each(r.p.predictions, (c) => ['at', 'live', 'far'].forEach((k) => delete c[k]));
    each(r.p.questions, (q) => (q.attempts ?? []).forEach((a) => delete a.at));
    each(r.e, (x) => delete x.at);
  },
  (r) => {
    each(r.p.questions, (q) => [q, ...(q.attempts ?? [])].forEach((a) => cutText(a, 'answer')));
    each(r.p.predictions, (c) => ['guess', 'live'].forEach((k) => cutText(c, k)));
  },
  (r) => each(r.p.questions, (q) => delete q.attempts),
];
const SENTENCE_KEPT = 160; // a written answer's first characters, when it must be cut
const cutText = (x, k) => typeof x[k] === 'string' && (x[k] = x[k].slice(0, SENTENCE_KEPT));
function each(obj, fn) {
  for (const v of Object.values(obj ?? {})) if (isObj(v)) fn(v);
}

// The entries no part of this lab names (another release's prompts, a hand-edited record's keys).
const PROMPT_KEYS = new Set(TAB_IDS.flatMap((tab) => [...(PROMPTS[tab] ? [tab] : []), ...figurePrompts(tab).map(([k]) => k)]));
const KNOWN = {
  predictions: PROMPT_KEYS,
  skipped: PROMPT_KEYS,
  visited: new Set(TAB_IDS),
  questions: new Set(QUESTIONS.map((q) => q.id)),
};
function dropUnknown(r) {
  for (const [part, known] of Object.entries(KNOWN))
    if (isObj(r.p[part])) for (const k of Object.keys(r.p[part])) if (!known.has(k)) delete r.p[part][k];
  for (const k of Object.keys(r.e ?? {})) if (!EXERCISES.includes(k.toUpperCase())) delete r.e[k];
}

// Past every step (a record the lab would not make: a known prompt's guess of megabytes, a tab's name
// too long): the entries themselves go, the questions', the predictions' and skips', the tabs
// opened and the exercises', the last first, until it fits; at worst only { s } is left.
function lastResort(r, limit) {
  if (typeof r.tab === 'string' && r.tab.length > SENTENCE_KEPT) delete r.tab;
  const parts = [r.p.questions, r.p.predictions, r.p.skipped, r.p.visited, r.e];
  let text = JSON.stringify(r);
  for (const part of parts) {
    const keys = Object.keys(part ?? {});
    while (text.length > limit && keys.length) {
      delete part[keys.pop()];
      text = JSON.stringify(r);
    }
  }
  return text.length <= limit ? text : JSON.stringify({ s: SUSPEND_VERSION });
}

// -> { text, dropped: the number of STEPS applied }
export function suspendData({ p, ex, tab, query }, limit) {
  const r = structuredClone({ s: SUSPEND_VERSION, tab, q: query, p, e: ex });
  let text = JSON.stringify(r);
  let dropped = 0;
  while (text.length > limit && dropped < STEPS.length) {
    STEPS[dropped++](r);
    text = JSON.stringify(r);
  }
  return { text: text.length > limit ? lastResort(r, limit) : text, dropped };
}

// suspend_data as a platform gives it back -> { tab, query, p, ex } (each part checked by the
// progress store when it is loaded), { later: true, p } for a later release's record (a later `s`,
// or a later progress format inside: left as it is, never written over), or null for anything else.
export function readSuspendData(text) {
  let r;
  try {
    r = JSON.parse(text);
  } catch {
    return null;
  }
  if (isObj(r) && ((Number.isInteger(r.s) && r.s > SUSPEND_VERSION) || (r.s === SUSPEND_VERSION && laterFormat(r.p))))
    return { later: true, p: laterFormat(r.p) ? r.p : { v: Number.MAX_SAFE_INTEGER } };
  if (!isObj(r) || r.s !== SUSPEND_VERSION || !isObj(r.p)) return null;
  return { tab: typeof r.tab === 'string' ? r.tab : null, query: typeof r.q === 'string' ? r.q : '', p: r.p, ex: isObj(r.e) ? r.e : {} };
}
