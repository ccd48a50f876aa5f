// scorm/session.js — the page inside a learning platform (a SCORM 1.2 or 2004 package, or any frame
// whose parents hold the platform's API): the platform, not the browser, keeps the student's work.
// openSession() initialises once and reads the work back when the platform resumes the attempt
// (entry = resume), as the storage the progress store starts from; startSession() then reports
// every change (status, score, interactions, suspend_data), commits after each verdict and when the
// page is hidden, and finishes on pagehide (browsers drop `unload`) with exit = suspend while the
// work is unfinished. A write the platform refuses is said once (onFailure); the page keeps working.
// F5 in the player's frame: the first page's pagehide has finished the session, which the player's
// window outlives; the work it last wrote is also left on that window (STASH, for this API object
// and this launch alone), so the reloaded page starts from it whether the platform still reads the
// session (a lenient 1.2 runtime) or has closed it (2004: then nothing is written to it).
import { connect } from './platform.js';
import { gradebook, figuresOf, newInteractions, suspendData, readSuspendData, LIMITS, MASTERY, decimal } from './record.js';
import { responseIn, clockTime } from './record.js';
import { KEY, EXERCISES_KEY, EXERCISES } from '../teaching/progress.js';
import { predictMode } from '../teaching/prompts.js';
import { memoryStorage } from '../state/storage.js';
import { TABS, serialize, parse } from '../state/state.js';
import { TAB_SETTINGS } from '../tabs/manifests.js';

// The data model's names in each version.
const CMI = {
  1.2: {
    entry: 'cmi.core.entry',
    status: 'cmi.core.lesson_status',
    raw: 'cmi.core.score.raw',
    min: 'cmi.core.score.min',
    max: 'cmi.core.score.max',
    mastery: 'cmi.student_data.mastery_score',
    exit: 'cmi.core.exit',
    time: 'cmi.core.session_time',
    response: 'student_response',
  },
  2004: {
    entry: 'cmi.entry',
    raw: 'cmi.score.raw',
    min: 'cmi.score.min',
    max: 'cmi.score.max',
    mastery: 'cmi.scaled_passing_score',
    exit: 'cmi.exit',
    time: 'cmi.session_time',
    response: 'learner_response',
  },
};

// A duration in ms as the version writes it: 1.2 HHHH:MM:SS.SS, 2004 ISO 8601 (PT1H2M3.5S).
export function timespan(ms, version) {
  const cs = Math.max(0, Math.round(ms / 10)),
    s = Math.floor(cs / 100) % 60,
    m = Math.floor(cs / 6000) % 60,
    h = Math.min(9999, Math.floor(cs / 360000));
  const frac = (cs % 100) / 100;
  if (version === '2004') return `PT${h}H${m}M${decimal(s + frac)}S`;
  const two = (x) => String(x).padStart(2, '0');
  return `${String(h).padStart(4, '0')}:${two(m)}:${two(s)}.${two(cs % 100)}`;
}

const STASH = '__makemoreLabWork';
const launchKey = () => `${location.pathname}?${new URLSearchParams(location.search).get('embed') ?? ''}`;
function stashed({ win, api }) {
  try {
    const s = win?.[STASH];
    return s && s.api === api && s.key === launchKey() ? s.text : null;
  } catch {
    return null;
  }
}
function stash({ win, api }, text) {
  try {
    if (win) win[STASH] = { api, key: launchKey(), text };
  } catch {
    /* a window that takes no property: the platform's record alone */
  }
}

// found: platform.js findPlatform()'s. -> { session, storage (the progress store's), resumed,
// how: 'started' | 'joined' | 'closed' (platform.js init()), keep(text): the work left for a reload }
export function openSession(found, { onFailure }) {
  const session = connect(found, { onFailure });
  const how = session.init();
  const c = CMI[session.version];
  // a session joined (already initialised) holds what was written in it, whatever its entry says
  const own = how === 'joined' || session.get(c.entry) === 'resume' ? session.get('cmi.suspend_data') : '';
  const text = stashed(found) ?? own;
  const resumed = text ? readSuspendData(text) : null;
  // a later release's record seeds the progress store as one: it keeps this page's work in memory and says so
  const seed = resumed ? { [KEY]: JSON.stringify(resumed.p), ...(resumed.ex ? { [EXERCISES_KEY]: JSON.stringify(resumed.ex) } : {}) } : {};
  return { session, storage: memoryStorage(seed), resumed: resumed?.later ? null : resumed, how, keep: (t) => stash(found, t) };
}

// The platform's session once the progress store reads its record (store: the page's): the open tab and
// its settings of the last session (of this demo; inside a lesson, where allowed(tab)), every change
// reported to the platform, a session it had closed said once.
export function resumePlatform(platform, { progress, store, embed = '', allowed = () => true }) {
  const back = resumedSettings(platform.resumed, embed);
  if (back && allowed(back.tab)) store.set({ settings: back });
  startSession({ session: platform.session, progress, keep: platform.keep, settings: () => store.get().settings });
  if (platform.how === 'closed') store.set({ platformFailed: platform.session.closed.code || '?', platformClosed: true });
}

// The open tab's own settings from a resumed attempt (the package's own options stay the launch's);
// embed: a one-demo package's demo, which a record of another demo does not replace (null).
export function resumedSettings(resumed, embed = '') {
  if (!resumed?.tab || !TABS.includes(resumed.tab) || (embed && resumed.tab !== embed)) return null;
  const { state } = parse(resumed.query || '');
  const own = TAB_SETTINGS[resumed.tab] ?? [];
  return { tab: resumed.tab, ...Object.fromEntries(own.map((k) => [k, state[k]])) };
}

// The status and the score (record.js gradebook()'s g) as the version names them.
function writeGradebook(session, g) {
  const v = session.version,
    c = CMI[v];
  if (v === '1.2') session.set(c.status, g.success !== 'unknown' ? g.success : g.completion);
  else {
    session.set('cmi.completion_status', g.completion);
    session.set('cmi.success_status', g.success);
  }
  if (g.score === null) return;
  session.set(c.min, 0);
  session.set(c.max, 100);
  session.set(c.raw, decimal(Math.round(g.score * 10000) / 100));
  if (v === '2004') session.set('cmi.score.scaled', decimal(Math.round(g.score * 10000) / 10000));
}

// Interaction n (record.js newInteractions()'s x, made at `when`, ms) with its latency, as the
// version writes it: 2004 other / long-fill-in / incorrect for 1.2's performance / fill-in / wrong.
function writeInteractionAt(session, n, x, when, latency) {
  const v = session.version;
  const p = `cmi.interactions.${n}.`;
  const type = v === '2004' ? ({ performance: 'other', 'fill-in': 'long-fill-in' }[x.type] ?? x.type) : x.type;
  session.set(`${p}id`, x.id);
  session.set(`${p}type`, type);
  session.set(`${p}${v === '2004' ? 'timestamp' : 'time'}`, clockTime(when, v));
  const response = responseIn(x, v);
  if (response !== null) session.set(`${p}${CMI[v].response}`, response);
  session.set(`${p}result`, v === '2004' && x.result === 'wrong' ? 'incorrect' : x.result);
  session.set(`${p}latency`, latency);
}

const exerciseRecords = (progress) => Object.fromEntries(EXERCISES.map((id) => [id.toLowerCase(), progress.exercise(id)]));
const snapshot = (progress) => ({ p: structuredClone(progress.get()), ex: exerciseRecords(progress) });

// session, keep: openSession()'s; progress: the progress store on its storage; settings(): the page's.
export function startSession({ session, progress, settings, keep = () => {}, now = () => Date.now() }) {
  const v = session.version,
    c = CMI[v];
  const s0 = settings();
  const figures = figuresOf(s0.embed ? [s0.embed] : s0.lesson?.length ? s0.lesson : TABS, predictMode(s0.predict) === 'off');
  const counted = (s0.count ?? []).map((x) => x.toUpperCase());
  const platformMastery = Number.parseFloat(session.get(c.mastery));
  const own = Number.isFinite(s0.mastery) ? s0.mastery / 100 : MASTERY; // a lesson's mastery score (%), else the package's
  const mastery = Number.isFinite(platformMastery) ? (v === '1.2' ? platformMastery / 100 : platformMastery) : own;
  const started = now();
  let last = started; // the previous interaction's time: the next one's latency runs from it
  let n = Number.parseInt(session.get('cmi.interactions._count'), 10) || 0;
  let before = snapshot(progress);
  let state = null;
  let finished = false;

  function writeStatus() {
    const g = gradebook(progress.get(), progress.exercises(), { figures, counted, mastery });
    writeGradebook(session, g);
    const changed = JSON.stringify(g) !== JSON.stringify(state);
    state = g;
    return changed;
  }
  function writeInteraction(x) {
    const at = Date.parse(x.at);
    const when = Number.isFinite(at) ? at : now();
    writeInteractionAt(session, n++, x, when, timespan(Math.max(0, when - last), v));
    last = Math.max(last, when);
  }
  // the platform holds a later release's record: it stays as it is (readSuspendData)
  const later = !!readSuspendData(session.get('cmi.suspend_data'))?.later;
  function writeWork() {
    if (later) return;
    const s = settings();
    const { text } = suspendData({ ...before, tab: s.embed || s.tab, query: serialize(s) }, LIMITS[v]);
    keep(text);
    session.set('cmi.suspend_data', text);
  }
  // A change of the progress: its interactions, the status and the work; a commit after a verdict.
  function report() {
    if (finished) return;
    const after = snapshot(progress);
    const made = newInteractions(before, after);
    before = after;
    made.forEach(writeInteraction);
    const changed = writeStatus();
    writeWork();
    if (made.length || changed) session.commit();
  }
  function finish() {
    if (finished) return;
    report();
    finished = true;
    const g = state;
    const done = g.completion === 'completed' && (counted.length === 0 || g.success === 'passed');
    session.set(c.exit, done ? (v === '1.2' ? '' : 'normal') : 'suspend');
    session.set(c.time, timespan(now() - started, v));
    session.commit();
    session.finish();
  }
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || finished) return;
    writeWork();
    session.commit();
  };
  const unsubscribe = progress.subscribe(report);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', finish);
  report();
  return {
    report,
    finish,
    dispose() {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', finish);
    },
  };
}
