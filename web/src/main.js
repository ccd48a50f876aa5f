// main.js — starts the page: the store from the URL, the worker, the shell (shell.js), then the
// core's recipe and range table, the names list (shipped or the student's own file) and the first
// tab. It mounts one tab instance at a time (tabs/: create(root, ctx) -> { unmount() }, ctx from
// context.js) and switches the language. A worker that dies is replaced and the tab mounted again
// with the same settings and names list, and a note says so. Mutable state: the store, the
// mounted tab and the shell; nothing else.
import './style.css';
import { parse, applyCoreLimits, revalidate } from './state.js';
import { t, setLang } from './i18n.js';
import { el } from './ui.js';
import { WorkerClient } from './worker_client.js';
import { startEmbed } from './embed.js';
import { TAB_MODULES } from './tabs/index.js';
import { describeError } from './messages.js';
import { createStore, initialState } from './store.js';
import { makeContext } from './context.js';
import { renderShell } from './shell.js';

const RESTART_AGAIN_MS = 10000; // a second death this soon: the tab is not mounted again (no loop)
const MAX_FILE_BYTES = 20 * 1024 * 1024;

const parsed = parse(location.search);
const store = createStore(initialState(parsed.state, parsed.notes), {
  writeUrl: (query) => history.replaceState(null, '', query + location.hash || location.pathname),
});
const worker = new WorkerClient({ onRestart: workerRestarted });
window.__mmReady = {};
window.__mmTest = { // the browser test's way to kill the worker; the benchmark's way in (tools/bench_browser.mjs)
  crashWorker: (how) => worker.crash(how),
  bench: ({ text, ...opts }) => worker.call('bench', [text, opts]).promise,
};
const root = document.getElementById('app');
let mounted = null; // { id, instance, ctx } of the tab on the page
let shell = null;   // renderShell()'s { panel, openPanel, dispose }

// ---- tabs --------------------------------------------------------------------------------------
function unmount() {
  if (!mounted) return;
  mounted.ctx.dispose();
  mounted.instance.unmount();
  mounted = null;
}

function mount(id) {
  unmount();
  window.__mmReady[id] = false;
  const body = shell.openPanel(id);
  const ctx = makeContext({ store, worker, onReady: () => {
    window.__mmReady[id] = true;
    shell.panel.setAttribute('data-ready', id);
  } });
  mounted = { id, ctx, instance: TAB_MODULES[id].create(body, ctx) };
  if (store.get().settings.lock) {
    for (const c of body.querySelectorAll('.controls input, .controls select, .controls button, .matrix input')) c.disabled = true;
  }
}

function openTab(id) {
  if (mounted?.id === id) return;
  store.set({ settings: { tab: id } });
  mount(id);
}

function switchLang(lang) {
  if (store.get().settings.lang === lang) return;
  store.set({ settings: { lang } });
  setLang(lang);
  unmount();
  showShell();
  mount(store.get().settings.tab);
}

function showShell() {
  shell?.dispose();
  shell = renderShell(root, store, { openTab, switchLang, onFile });
}

function workerRestarted(reason) {
  const now = performance.now();
  const again = now - store.get().worker.diedAt < RESTART_AGAIN_MS;
  store.set({ worker: { note: { key: again ? 'worker.stopped' : 'worker.restarted', reason }, diedAt: now } });
  if (!again && mounted) mount(mounted.id); // the same settings, the names list re-sent by the client
}

// ---- names file --------------------------------------------------------------------------------
async function useNames(text, label) {
  try {
    const info = await worker.call('setNames', [text]).promise;
    store.set({ names: { label, count: info.count, vocabSize: info.vocabSize, alphabet: info.alphabet }, namesNote: null });
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
  if (await useNames(await file.text(), file.name)) mount(mounted?.id ?? store.get().settings.tab);
}

// Dropping a file anywhere on the page (registered once: the shell is rebuilt on a language switch).
document.addEventListener('dragover', (ev) => ev.preventDefault());
document.addEventListener('drop', (ev) => {
  ev.preventDefault();
  if (!store.get().settings.embed) onFile(ev.dataTransfer?.files?.[0]);
});

async function loadShippedNames() {
  try {
    const res = await fetch(new URL('names.txt', document.baseURI));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    await useNames(await res.text(), 'names.txt');
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
  } catch { /* the copy's ranges are the core's at build time */ }
}

async function start() {
  setLang(store.get().settings.lang);
  showShell();
  if (store.get().settings.embed) startEmbed({ onSetLang: switchLang });
  store.set({ settings: {} }); // the URL as the table writes it: malformed and default values dropped
  shell.panel.replaceChildren(el('p', { class: 'loading', text: t('shell.loading') }));
  try {
    store.set({ recipe: await worker.call('recipe').promise });
  } catch (e) {
    shell.panel.replaceChildren(el('p', { class: 'error', role: 'alert', text: describeError(e) }));
    return;
  }
  await useCoreLimits();
  await loadShippedNames();
  mount(store.get().settings.tab);
}

start();
