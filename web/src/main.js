// main.js — starts the page (startPage, called by boot.js with the workers it started and the
// shipped names list's download): the store from the URL, the shell (shell.js), then the core's
// recipe and range table and the names list (shipped, or the student's own file, which is kept in
// the browser's storage across reloads), all asked for at once, and the first tab as soon as they
// are in. It mounts one tab instance at a time (tabs/: create(root, ctx) -> { unmount() }, ctx
// from context.js) and switches the language and the colours (theme.js). A worker that dies is
// replaced and the tab mounted again with the same settings and names list, and a note says so.
// The browser's storage may be refused (a frame of another site): the page then works from memory
// (storage.js) and says once that nothing is kept. Mutable state: the store, the mounted tab and the
// shell; nothing else.
import { parse, applyCoreLimits, revalidate, TABS } from './state/state.js';
import { t, setLang, loadLang } from './words/i18n.js';
import { el, throttled } from './view/ui.js';
import { startEmbed } from './app/embed.js';
import { startEvents } from './app/events.js';
import { figureOnly } from './view/figures.js';
import { FIGURES } from './tabs/manifests.js';
import { TAB_MODULES } from './tabs/index.js';
import { describeError } from './words/messages.js';
import { createStore, initialState } from './state/store.js';
import { makeContext } from './app/context.js';
import { renderShell } from './app/shell.js';
import { createLesson } from './teaching/index.js';
import { startOffline } from './app/offline.js';
import { applyTheme, watchSystemTheme } from './app/theme.js';
import { openStorage } from './state/storage.js';
import { decodeNames } from './state/names_file.js';
import { createProgress } from './teaching/progress.js';
import { findPlatform } from './scorm/platform.js';
import { openSession, resumePlatform } from './scorm/session.js';
import { tabDescriber } from './view/describe.js';
import { presenter } from './app/present.js';
import { lockControls } from './app/locks.js';

const RESTART_AGAIN_MS = 10000; // a second death this soon: the tab is not mounted again (no loop)
const OFFLINE_AFTER_MS = 5000; // the service worker starts by then even if the first tab is still computing
const MAX_FILE_BYTES = 20 * 1024 * 1024;

const parsed = parse(location.search);
// a teacher's lesson (?lesson=…): its tabs only; every tab otherwise
const inLesson = (id) => !parsed.state.lesson.length || parsed.state.lesson.includes(id);
// The URL follows the settings, at most every URL_MS while a slider moves (browsers throttle and
// may refuse a flood of history calls); the last value is always written.
const URL_MS = 150;
let query = '';
const urlWriter = throttled(() => history.replaceState(null, '', query + location.hash || location.pathname), URL_MS);
const store = createStore(initialState(parsed.state, parsed.notes), {
  writeUrl: (q) => {
    query = q;
    urlWriter.soon();
  },
});
let worker = null; // the workers (pool.js), started by boot.js before this module loaded
let text = null; // the shipped names list's download (a promise of its text), started by boot.js
let loading = null; // boot.js's loading line (loading_line.js)
const root = document.getElementById('app');
let mounted = null; // { id, instance, ctx } of the tab on the page
let shell = null; // renderShell()'s { panel, openPanel, dispose }
// Inside a learning platform (its SCORM API up the windows) it keeps the work: the progress starts from it (scorm/).
const found = findPlatform(window, parsed.state.scorm);
const platform = found ? openSession(found, { onFailure: (f) => store.set({ platformFailed: f.code || '?' }) }) : null;
const storage = platform?.storage ?? openStorage(); // never throws; storage.kept is false where the browser keeps nothing
const progress = createProgress(storage);
if (platform) resumePlatform(platform, { progress, store, embed: parsed.state.embed, allowed: inLesson });
store.set({ storageKept: storage.kept !== false, progressLater: progress.later }); // a platform's session: kept by the platform
storage.onLost?.(() => store.set({ storageKept: false })); // a platform's session holds the work in memory: never lost
progress.subscribe(() => {
  if (progress.later !== store.get().progressLater) store.set({ progressLater: progress.later });
});
// another tab or frame of the lab on this site changed the progress: every mode reads it again (an
// embedded demo too), so what it shows and its next write start from the stored record
window.addEventListener('storage', (ev) => {
  if (!ev.key || ev.key.startsWith('mm.progress')) progress.refresh();
});
// the prompts, suggestions, map and questions (lesson/); go() opens a tab with settings, mounted again
const lesson = createLesson({
  progress,
  go: (id, patch) => {
    if (!inLesson(id)) return;
    store.set({ settings: { ...patch, tab: id } });
    mount(id);
    shell.panel.scrollIntoView();
  },
});
let lessonAside = () => {}; // removes the map's listeners
// an embedded demo's events to the page around it, when the link names that page's origin (events.js)
const events = parsed.state.embed ? startEvents({ origin: parsed.state.events, demo: parsed.state.embed, progress }) : null;

// ---- tabs --------------------------------------------------------------------------------------
function unmount() {
  if (!mounted) return;
  mounted.ctx.dispose();
  mounted.instance.unmount();
  mounted.lesson.dispose();
  mounted = null;
}

// how: 'keys' when the tab was reached with the arrow keys (a long job then waits for a click).
function mount(id, how = 'open') {
  unmount();
  window.__mmReady[id] = false;
  const body = shell.openPanel(id);
  let tabLesson = null; // the tab's prediction prompt and suggestions (lesson/)
  let described = null; // the tab's screen summary and figure announcements (describe.js)
  const ctx = makeContext({
    store,
    worker,
    progress,
    openedBy: how,
    // the whole lesson's notebook asks every tab for its part: loaded when a student asks for it
    lessonNotebook: async (c) => (await import('./tabs/lesson_notebook.js')).lessonParts(c),
    onReady: () => {
      startOfflineOnce();
      if (store.get().settings.embed && store.get().settings.figure) figureOnly(body, id, store.get().settings.figure);
      window.__mmReady[id] = true;
      shell.panel.setAttribute('data-ready', id);
      events?.ready();
      tabLesson?.ready();
      described?.settled();
      presenting.set(store.get().settings.present);
      presenting.refresh();
    },
    onResult: (r) => tabLesson?.result(r),
  });
  mounted = { id, ctx, instance: TAB_MODULES[id].create(body, ctx) };
  mounted.lesson = tabLesson = lesson.attach(id, body, ctx);
  described = tabDescriber(body);
  const { embed, figure } = store.get().settings;
  if (embed && figure) figureOnly(body, id, figure); // ?embed=<tab>&figure=<name>: that figure alone
  lockControls(body, store.get().settings); // lock=1, or a lesson's locked settings
}

function openTab(id, how) {
  if (mounted?.id === id || !inLesson(id)) return;
  store.set({ settings: { tab: id } });
  mount(id, how);
}

// Every language but the default is a chunk of its own (English's too, for a missing message), fetched
// before the page first speaks it; if that fails (offline, not cached), the default language's words.
async function fetchWords(lang) {
  try {
    await loadLang(lang);
  } catch {
    /* t() falls back to the default language's words */
  }
}

// The words' language is set before the store tells its subscribers of the change, so what they
// redraw (the offline bar) is in the new language. The latest click wins: a switch whose words
// arrive after a later switch was asked for does nothing.
let langSwitch = 0;
async function switchLang(lang) {
  const mine = ++langSwitch;
  await fetchWords(lang);
  if (mine !== langSwitch || store.get().settings.lang === lang) return;
  setLang(lang);
  store.set({ settings: { lang } });
  unmount();
  showShell();
  mount(store.get().settings.tab);
}

// A new theme redraws the shell and the tab: the charts take their colours when they are made.
function switchTheme(theme) {
  if (store.get().settings.theme === theme) return;
  store.set({ settings: { theme } });
  redrawTheme();
}

// presentation mode (present.js): the setting in the link, the page following it
const presenting = presenter();
function togglePresent() {
  store.set({ settings: { present: !store.get().settings.present } });
  presenting.set(store.get().settings.present);
}

function redrawTheme() {
  applyTheme(store.get().settings.theme);
  if (!shell) return;
  unmount();
  showShell();
  if (store.get().recipe) mount(store.get().settings.tab);
}

function showShell() {
  shell?.dispose();
  lessonAside();
  shell = renderShell(root, store, { openTab, switchLang, switchTheme, togglePresent, onFile, backToShipped });
  presenting.refresh();
  lessonAside = lesson.aside(root, store.get().settings);
}

// kind: 'silent' (the heartbeat went unanswered; its reason is worded from the locale) or another.
function workerRestarted(reason, kind) {
  const now = performance.now();
  const again = now - store.get().worker.diedAt < RESTART_AGAIN_MS;
  store.set({ worker: { note: { key: again ? 'worker.stopped' : 'worker.restarted', reason, kind }, diedAt: now } });
  if (!again && mounted) mount(mounted.id); // the same settings, the names list re-sent by the client
}

// ---- names file --------------------------------------------------------------------------------
// The student's own list is kept in the browser's storage so that a reload keeps it; a list too big
// to keep leaves a marker, and the reload says it went back to the shipped list.
const SAVED_NAMES = 'makemore-lab:names';
function keepNames(text, label) {
  if (!storage.setItem(SAVED_NAMES, JSON.stringify({ label, text }), { hold: false })) {
    storage.setItem(SAVED_NAMES, JSON.stringify({ label, lost: true }), { hold: false });
  }
}
function keptNames() {
  try {
    return JSON.parse(storage.getItem(SAVED_NAMES) ?? 'null');
  } catch {
    return null;
  }
}
function forgetNames() {
  storage.removeItem(SAVED_NAMES);
}

// how: 'shipped' (public/names.txt), 'file' (just chosen) or 'kept' (the student's, from the last visit).
async function useNames(text, label, how = 'file') {
  try {
    const info = await worker.call('setNames', [text]).promise;
    store.set({
      names: {
        label,
        shipped: how === 'shipped',
        kept: how === 'kept',
        count: info.count,
        vocabSize: info.vocabSize,
        alphabet: info.alphabet,
      },
      namesNote: null,
    });
    return true;
  } catch (e) {
    store.set({ namesNote: { key: 'names.error', label, error: e } }); // the previous list stays in use
    return false;
  }
}

async function onFile(file) {
  if (!file) return;
  if (file.size > MAX_FILE_BYTES) {
    store.set({ namesNote: { key: 'names.tooBig', label: file.name } });
    return;
  }
  const { text, refusal } = decodeNames(new Uint8Array(await file.arrayBuffer())); // UTF-8 only, as Python reads it
  if (refusal) {
    store.set({ namesNote: { key: 'names.error', label: file.name, error: refusal } });
    return;
  }
  if (!(await useNames(text, file.name))) return;
  keepNames(text, file.name);
  mount(mounted?.id ?? store.get().settings.tab);
}

async function backToShipped() {
  forgetNames();
  await loadShippedNames(text);
  mount(mounted?.id ?? store.get().settings.tab);
}

// The list of the last visit if one was kept (never in an embedded demo), else the shipped one.
async function loadNames() {
  const kept = store.get().settings.embed ? null : keptNames();
  if (kept?.text && (await useNames(kept.text, kept.label, 'kept'))) return;
  await loadShippedNames(text);
  if (kept) {
    forgetNames();
    store.set({ namesNote: { key: 'names.notKept', label: kept.label } });
  }
}

// Dropping a file anywhere on the page (registered once: the shell is rebuilt on a language switch).
document.addEventListener('dragover', (ev) => ev.preventDefault());
document.addEventListener('drop', (ev) => {
  ev.preventDefault();
  if (!store.get().settings.embed) onFile(ev.dataTransfer?.files?.[0]);
});

// text: the shipped list's download, started by boot.js (a promise of its text).
async function loadShippedNames(text) {
  try {
    await useNames(await text, 'names.txt', 'shipped');
  } catch (e) {
    store.set({ namesNote: { key: 'names.error', label: 'names.txt', reason: e.message } });
  }
}

// ---- the core's constants ------------------------------------------------------------------------
// The core's own ranges replace the state table's copy (normally equal: tests/js checks that); a
// setting outside them is clamped, with a note. Without them the copy stays in use.
async function useCoreLimits() {
  try {
    const limits = await worker.call('limits').promise;
    store.set({ limits });
    if (!applyCoreLimits(limits).length) return;
    const settings = { ...store.get().settings };
    const notes = revalidate(settings);
    store.set({ settings: Object.fromEntries(notes.map((n) => [n.name, settings[n.name]])), notes: [...store.get().notes, ...notes] });
  } catch {
    /* the copy's ranges are the core's at build time */
  }
}

// ?embed=<a name that is no tab's>: a course page asked for a demo that does not exist. The frame
// says so with the list, instead of opening the whole lab inside it.
const badEmbed = parsed.notes.find((n) => n.name === 'embed' && n.kind === 'malformed');
// ?embed=<tab>&figure=<a name that is not one of that tab's figures>: refused the same way, with
// the tab's figures (or, for a tab with one figure, the word that it is embedded whole).
const askedFigure = parsed.notes.find((n) => n.name === 'figure' && n.kind === 'malformed')?.raw ?? parsed.state.figure;
const badFigure = parsed.state.embed && askedFigure && !(FIGURES[parsed.state.embed] ?? []).includes(askedFigure) ? askedFigure : null;

// The frame's refusal: one sentence in place of the demo.
function refuse(key, text) {
  document.body.classList.add('embed');
  root.replaceChildren(el('p', { class: 'error', role: 'alert', 'data-key': key, text }));
  startEmbed({ onSetLang: () => {} });
}

async function start() {
  await fetchWords(store.get().settings.lang);
  setLang(store.get().settings.lang);
  applyTheme(store.get().settings.theme);
  if (badEmbed) {
    refuse('bad-embed', t('embed.noSuchDemo', { name: badEmbed.raw, list: TABS.join(', ') }));
    return;
  }
  if (badFigure) {
    const tab = parsed.state.embed;
    const list = FIGURES[tab];
    refuse(
      'bad-figure',
      list ? t('figure.noSuch', { name: badFigure, tab, list: list.join(', ') }) : t('figure.none', { name: badFigure, tab }),
    );
    return;
  }
  if (store.get().settings.build) {
    await teacherPage();
    return;
  }
  document.body.classList.toggle('figure-only', !!(store.get().settings.embed && store.get().settings.figure));
  watchSystemTheme(() => {
    if (store.get().settings.theme === 'auto') redrawTheme();
  });
  showShell();
  if (store.get().settings.embed) startEmbed({ onSetLang: switchLang, origin: store.get().settings.events });
  store.set({ settings: {} }); // the URL as the table writes it: malformed and default values dropped
  // the loading line of the first script goes on here: what is still downloading
  shell.panel.replaceChildren(el('p', { class: 'loading', id: 'boot-progress', text: t('shell.loading') }));
  loading?.draw();
  // The worker answers in order: recipe, limits, then the names list once downloaded; the first
  // tab's own request follows them.
  const recipe = worker.call('recipe').promise;
  const limits = useCoreLimits();
  const names = loadNames();
  try {
    store.set({ recipe: await recipe });
  } catch (e) {
    shell.panel.replaceChildren(el('p', { class: 'error', role: 'alert', text: describeError(e) }));
    return;
  }
  await limits;
  await names;
  mount(store.get().settings.tab);
}

// ?build=…: a teacher's pages (teacher/: the lesson builder, the worksheet and answer sheet, the
// class view), with the core for the answers: the names list and the core's ranges first.
async function teacherPage() {
  root.replaceChildren(el('p', { class: 'loading', text: t('shell.loading') }));
  await Promise.all([useCoreLimits(), loadNames()]);
  const { startTeacher } = await import('./teacher/page.js');
  startTeacher(root, { state: store.get().settings, worker, switchLang: (lang) => fetchWords(lang).then(() => setLang(lang)) });
}

// The service worker (offline after the first visit, a prompt for updates). Its install downloads
// the whole site again, the wasm module and every chunk: it starts once the first tab has drawn,
// not beside the first tab's own work.
let offlineStarted = false;
function startOfflineOnce() {
  if (offlineStarted || platform) return; // inside a platform the worker would sit over the platform's pages
  offlineStarted = true;
  startOffline(store);
}

// boot.js calls this once the page's code has loaded: pool, the workers it started; names, the
// shipped list's download; setOnRestart(fn), where a dead worker's replacement is told; loading,
// the loading line (loading_line.js).
export function startPage({ pool, names, setOnRestart, loading: line = null }) {
  worker = pool;
  text = names;
  loading = line;
  setOnRestart(workerRestarted);
  setTimeout(startOfflineOnce, OFFLINE_AFTER_MS);
  start();
}
