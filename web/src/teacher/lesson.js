// teacher/lesson.js — a teacher's lesson (docs/teachers.md): some tabs in an order of the teacher's,
// the language, each tab's settings and which of them are locked, the prediction mode, the exercises
// that count and the mastery score; as the link the page opens it with (state.js's `lesson`,
// `locked`, `mastery` keys) and back. The exercises live on the exercises tab: counting one in a
// lesson without that tab would report completion and never a score, so it is refused (the builder
// and scripts/scorm_packages.mjs word the refusal). Pure: no DOM, no words.
import { serialize, parse, defaults, field, TABS } from '../state/state.js';
import { manifest, SEED } from '../tabs/manifests.js';
import { PROMPTS, figurePrompts } from '../teaching/prompts.js';
import { countedOutside } from '../scorm/manifest.js';

// The check questions (teaching/questions.js: id and the tab that answers it) a lesson's tab asks:
// its own, and on the exercises tab every question no other tab of the lesson asks (the page shows
// all four there). questions: [{ id, show: { tab } }].
export const tabQuestions = (questions, tabs, id) =>
  questions.filter((q) => q.show.tab === id || (id === EXERCISES_TAB && !tabs.includes(q.show.tab)));

export const EXERCISES_TAB = 'exercises'; // the tab every exercise (e1 … e5) is done on
export const DEFAULT_MASTERY = field('mastery').def; // %, as the package's manifest writes it

// The settings a lesson's link carries: every setting of its tabs (their manifests' rows), the shared seed once.
export const lessonSettingNames = (tabs) => [...new Set(tabs.flatMap((id) => manifest(id)?.settings.map((r) => r.name) ?? []))];

// A tab's own rows for the builder's form (the seed apart: one for the whole lesson).
export const ownRows = (id) => (manifest(id)?.settings ?? []).filter((r) => r.name !== SEED.name);

// A lesson -> { count: [exercises that count but whose tab is not in it] } or null when it holds.
export function countRefusal({ tabs, count = [] }) {
  const outside = countedOutside({ lesson: tabs, count });
  return outside.length ? { count: outside } : null;
}

// o: { tabs: [tab ids], lang, predict, count, mastery (%), settings: { name: value }, locked: [names] }
// -> the page's settings for it (state.js's), the settings of other tabs left at their defaults.
export function lessonState(o) {
  const names = lessonSettingNames(o.tabs);
  const own = Object.fromEntries(names.filter((k) => o.settings?.[k] !== undefined).map((k) => [k, o.settings[k]]));
  return {
    ...defaults(),
    ...own,
    lesson: [...o.tabs],
    tab: o.tabs[0] ?? 'start',
    lang: o.lang ?? 'tr',
    predict: o.predict ?? 'on',
    count: [...(o.count ?? [])].sort(),
    mastery: o.mastery ?? DEFAULT_MASTERY,
    locked: (o.locked ?? []).filter((k) => names.includes(k)),
  };
}

// The lesson's link query ('?v=2&lesson=…'); throws on an empty lesson or a refused count.
export function lessonQuery(o) {
  if (!o.tabs.length) throw new Error('a lesson holds at least one tab');
  if (countRefusal(o)) throw new Error(`counted exercises outside the lesson: ${o.count.join(', ')}`);
  return serialize(lessonState(o));
}

// A link's query -> the lesson it opens ({ tabs, lang, predict, count, mastery, settings, locked }),
// or null when it names no lesson. The settings are those of its tabs, as the page reads them.
export function readLesson(search) {
  const { state } = parse(search);
  if (!state.lesson.length) return null;
  const names = lessonSettingNames(state.lesson);
  return {
    tabs: state.lesson,
    lang: state.lang,
    predict: state.predict,
    count: state.count,
    mastery: state.mastery,
    settings: Object.fromEntries(names.map((k) => [k, state[k]])),
    locked: state.locked,
  };
}

// The prediction prompts a lesson asks, in its order: each tab's own, then its figures' ([] with predictions off).
export const lessonPrompts = (tabs, predict = 'on') =>
  predict === 'off' || predict === '0' ? [] : tabs.flatMap((id) => [...(PROMPTS[id] ? [id] : []), ...figurePrompts(id).map(([k]) => k)]);

// The tab a prompt key is asked on ('bn-bias' -> 'batchnorm').
export const promptTab = (key) => PROMPTS[key]?.figure?.tab ?? key;

// Every tab id, for a form's list.
export const ALL_TABS = TABS;
