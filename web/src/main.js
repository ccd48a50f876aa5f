// main.js — the app shell: reads the state from the URL, builds the tab bar (roving tabindex,
// arrow keys), mounts one tab module at a time, keeps the URL in step with every setting, loads
// the names list (shipped or the student's own file) and switches the language. At start-up the
// core's range table replaces the state table's copy. A worker that dies is replaced and the tab
// mounted again with the same settings and names list, and a note says so.
// Tabs compute nothing themselves: they ask the worker through ctx.run().
import './style.css';
import { parse, serialize, TABS, applyCoreLimits, revalidate } from './state.js';
import { t, setLang, int } from './i18n.js';
import { el, button } from './ui.js';
import { WorkerClient } from './worker_client.js';
import { startEmbed, snippet } from './embed.js';
import { TAB_MODULES } from './tabs/index.js';

const { state, notes } = parse(location.search);
const worker = new WorkerClient({ onRestart: workerRestarted });
window.__mmReady = {};
window.__mmTest = { crashWorker: (how) => worker.crash(how), bench: (p) => worker.run('bench', p) }; // browser test / bench hooks
let current = null; // { id, module, ctx }
let lecture = null;   // the lecture's printed values (quoted in the core), fetched once
let alphabet = '';    // the current names list's vocabulary, '.' first
const root = document.getElementById('app');

function syncUrl() {
  history.replaceState(null, '', serialize(state) + location.hash || location.pathname);
}

// ---- notes about settings the URL could not use ------------------------------------------------
const MAX_NOTES = 10;
function notesBox() {
  if (!notes.length) return null;
  const items = notes.slice(0, MAX_NOTES).map((n) => el('li', { text: t(`notes.${n.kind}`,
    { name: n.name, raw: n.raw, value: n.value || '–', range: n.range ?? '' }) }));
  if (notes.length > MAX_NOTES) items.push(el('li', { text: t('notes.more', { n: notes.length - MAX_NOTES }) }));
  return el('div', { class: 'notes', role: 'status', id: 'url-notes' }, el('p', { text: t('notes.title') }), el('ul', {}, items));
}

function refreshNotes() {
  const box = notesBox();
  const old = document.getElementById('url-notes');
  if (old) old.replaceWith(...(box ? [box] : []));
  else if (box) root.querySelector('header.top')?.after(box);
}

// ---- a worker that died ------------------------------------------------------------------------
const RESTART_AGAIN_MS = 10000; // a second death this soon: the tab is not mounted again (no loop)
const workerNote = el('p', { class: 'notes', role: 'alert', id: 'worker-note', hidden: true });
let workerNoteKey = null; // { key, reason }
let lastDeath = -Infinity;

function showWorkerNote() {
  workerNote.hidden = !workerNoteKey;
  workerNote.textContent = workerNoteKey ? t(workerNoteKey.key, { reason: workerNoteKey.reason }) : '';
}

function workerRestarted(reason) {
  const now = performance.now();
  const again = now - lastDeath < RESTART_AGAIN_MS;
  lastDeath = now;
  workerNoteKey = { key: again ? 'worker.stopped' : 'worker.restarted', reason };
  showWorkerNote();
  if (!again && current) remount();  // the same state, the names list re-sent by the client
}

// ---- tab bar -----------------------------------------------------------------------------------
function tabBar() {
  const tabs = TABS.map((id, i) => el('button', {
    type: 'button', role: 'tab', id: `tab-${id}`, 'aria-controls': 'panel', 'aria-selected': String(id === state.tab),
    tabindex: id === state.tab ? '0' : '-1', 'data-tab': id, onclick: () => openTab(id),
  }, el('span', { class: 'tab-num', text: `${i + 1}` }), t(`tabs.${id}.short`)));
  const bar = el('nav', { class: 'tabs', role: 'tablist', 'aria-label': t('shell.tabsLabel') }, tabs);
  bar.addEventListener('keydown', (ev) => {
    const i = tabs.indexOf(document.activeElement);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: tabs.length - 1 }[ev.key];
    if (next === undefined) return;
    ev.preventDefault();
    const j = (next + tabs.length) % tabs.length;
    tabs[j].focus();
    openTab(TABS[j]);
  });
  return bar;
}

// ---- names file --------------------------------------------------------------------------------
const namesStatus = el('p', { class: 'names-status', 'aria-live': 'polite' });
const namesError = el('p', { class: 'error', role: 'alert', hidden: true });
let namesNote = null;  // { key, vars } of the status line, re-rendered when the language changes
let namesFail = null;  // { key, vars } of the error line, or null

function showNames() {
  namesStatus.textContent = namesNote ? t(namesNote.key, { ...namesNote.vars, count: int(namesNote.vars.count) }) : '';
  namesError.textContent = namesFail ? t(namesFail.key, namesFail.vars) : '';
  namesError.hidden = !namesFail;
}

async function useNames(text, label) {
  try {
    const info = await worker.run('setNames', { text });
    alphabet = info.alphabet;
    namesNote = { key: 'names.loaded', vars: { label, count: info.count, vocab: info.vocabSize } };
    namesFail = null;
    return true;
  } catch (e) {
    namesFail = { key: 'names.error', vars: { label, message: e.message } };
    return false;
  } finally {
    showNames();
  }
}

async function onFile(file) {
  if (!file) return;
  if (file.size > 20 * 1024 * 1024) {
    namesFail = { key: 'names.tooBig', vars: { label: file.name } };
    showNames();
    return;
  }
  if (await useNames(await file.text(), file.name)) remount();
}

// Dropping a file anywhere on the page (registered once: the shell is rebuilt on a language switch).
document.addEventListener('dragover', (ev) => ev.preventDefault());
document.addEventListener('drop', (ev) => {
  ev.preventDefault();
  if (!state.embed) onFile(ev.dataTransfer?.files?.[0]);
});

function namesControl() {
  const input = el('input', { type: 'file', id: 'names-file', accept: '.txt,text/plain' });
  input.addEventListener('change', () => onFile(input.files[0]));
  showNames();
  return el('div', { class: 'names' },
    el('label', { for: 'names-file', text: t('names.label') }), input, namesStatus, namesError);
}

// ---- tabs --------------------------------------------------------------------------------------
// A job lost with its worker fails with a sentence in the page's language, not the bare reason.
function localised(e) {
  if (e?.name !== 'WorkerDiedError') return e;
  return Object.assign(new Error(t('worker.died', { reason: e.message })), { name: e.name });
}

function makeContext(id) {
  const jobs = new Set();
  const ctx = {
    alive: true,
    state,
    lecture,
    alphabet,
    set(patch) { Object.assign(state, patch); syncUrl(); },
    // Runs a worker job; the promise never settles once the tab is gone.
    run(job, params, onProgress) {
      const { id: jobId, promise } = worker.start(job, params, (p) => ctx.alive && onProgress?.(p));
      jobs.add(jobId);
      ctx.lastJob = jobId;
      return promise.finally(() => jobs.delete(jobId)).then((r) => (ctx.alive ? r : new Promise(() => {})),
        (e) => (ctx.alive ? Promise.reject(localised(e)) : new Promise(() => {})));
    },
    cancel(jobId) { worker.cancel(jobId); },
    markReady() {
      window.__mmReady[id] = true;
      document.getElementById('panel')?.setAttribute('data-ready', id);
    },
    dispose() {
      ctx.alive = false;
      for (const j of jobs) worker.cancel(j);
    },
  };
  return ctx;
}

function snippetBox(id) {
  const code = snippet(state, t(`tabs.${id}.title`));
  const area = el('textarea', { readonly: true, rows: '3', id: 'embed-code', 'aria-label': t('embed.codeLabel') });
  area.value = code;
  const copied = el('span', { class: 'copied', 'aria-live': 'polite' });
  return el('details', { class: 'snippet' }, el('summary', { text: t('embed.summary') }),
    el('p', { text: t('embed.help') }), area,
    button(t('embed.copy'), async () => {
      area.select();
      try { await navigator.clipboard.writeText(area.value); copied.textContent = t('embed.copied'); }
      catch { copied.textContent = t('embed.selectHint'); }
    }), copied);
}

function openTab(id) {
  if (current?.id === id) return;
  state.tab = id;
  syncUrl();
  for (const b of document.querySelectorAll('[role=tab]')) {
    const on = b.dataset.tab === id;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
  }
  mountTab(id);
}

function mountTab(id) {
  if (current) { current.ctx.dispose(); current.module.unmount?.(); }
  window.__mmReady[id] = false;
  const panel = document.getElementById('panel');
  panel.removeAttribute('data-ready');
  panel.setAttribute('aria-labelledby', `tab-${id}`);
  const body = el('div', { class: 'tab-body' });
  panel.replaceChildren(...[
    el('h2', { text: t(`tabs.${id}.title`) }),
    body,
    state.hide.includes('snippet') ? null : snippetBox(id),
  ].filter(Boolean));
  const module = TAB_MODULES[id];
  const ctx = makeContext(id);
  current = { id, module, ctx };
  module.mount(body, ctx);
  if (state.lock) {
    for (const c of body.querySelectorAll('.controls input, .controls select, .controls button, .matrix input')) c.disabled = true;
  }
}

function remount() {
  const id = current?.id ?? state.tab;
  current?.ctx.dispose();
  current?.module.unmount?.();
  current = null;
  mountTab(id);
}

// ---- shell -------------------------------------------------------------------------------------
function renderShell() {
  document.title = t('shell.title');
  document.body.classList.toggle('embed', !!state.embed);
  for (const f of ['controls', 'explain', 'snippet', 'tables']) document.body.classList.toggle(`hide-${f}`, state.hide.includes(f));
  const langSwitch = el('div', { class: 'lang', role: 'group', 'aria-label': t('shell.language') },
    ['tr', 'en'].map((l) => button(l.toUpperCase(), () => switchLang(l),
      { 'aria-pressed': String(state.lang === l), lang: l, title: t(`shell.lang_${l}`), 'data-lang': l })));
  const header = el('header', { class: 'top' },
    el('div', { class: 'brand' }, el('h1', { text: t('shell.title') }), el('p', { class: 'tagline', text: t('shell.tagline') })),
    langSwitch);
  root.replaceChildren(...[
    header,
    notesBox(),
    workerNote,
    state.embed ? null : tabBar(),
    el('main', { id: 'panel', role: 'tabpanel', tabindex: '-1' }),
    state.embed ? null : el('footer', {}, namesControl(), el('p', { class: 'foot', text: t('shell.footer') })),
  ].filter(Boolean));
}

function switchLang(l) {
  if (state.lang === l) return;
  state.lang = l;
  setLang(l);
  syncUrl();
  current?.ctx.dispose();
  current?.module.unmount?.();
  current = null;
  renderShell();
  showWorkerNote();
  mountTab(state.tab);
}

// The core's own ranges replace the state table's copy (normally equal: tests/js checks that); a
// setting outside them is clamped, with a note. Without them the copy stays in use.
async function useCoreLimits() {
  try {
    if (!applyCoreLimits(await worker.run('limits', {})).length) return;
    notes.push(...revalidate(state));
    syncUrl();
    refreshNotes();
  } catch { /* the copy's ranges are the core's at build time */ }
}

async function start() {
  setLang(state.lang);
  renderShell();
  if (state.embed) startEmbed({ onSetLang: switchLang });
  syncUrl();
  const panel = document.getElementById('panel');
  panel.replaceChildren(el('p', { class: 'loading', text: t('shell.loading') }));
  try {
    lecture = await worker.run('lectureValues', {});
  } catch (e) {
    panel.replaceChildren(el('p', { class: 'error', role: 'alert', text: e.message }));
    return;
  }
  await useCoreLimits();
  try {
    const res = await fetch(new URL('names.txt', document.baseURI));
    if (!res.ok) throw new Error(`names.txt: HTTP ${res.status}`);
    await useNames(await res.text(), 'names.txt');
  } catch (e) {
    namesFail = { key: 'names.error', vars: { label: 'names.txt', message: e.message } };
    showNames();
  }
  mountTab(state.tab);
}

start();
