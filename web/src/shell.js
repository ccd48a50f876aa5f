// shell.js — the page around the tabs: header, language and colour switches, the notes about the link, the
// note about a worker that died, the tab bar (roving tabindex, arrow keys), the panel a tab is
// mounted in (its title and embed snippet) and the names-file box. It draws from the store and
// follows it (store.subscribe); what the user does goes to the handlers main.js passes in.
// Leaves out: loading anything (main.js) and the tabs' own content (tabs/).
import { TABS } from './state.js';
import { t, int } from './i18n.js';
import { el, button } from './ui.js';
import { snippet } from './embed.js';
import { describeError } from './messages.js';

const MAX_NOTES = 10;

function notesBox(notes) {
  if (!notes.length) return [];
  const items = notes.slice(0, MAX_NOTES).map((n) => el('li', { text: t(n.kind === 'newer' ? 'site.newerLink' : `notes.${n.kind}`,
    { name: n.name, raw: n.raw, value: n.value || '–', range: n.range ?? '' }) }));
  if (notes.length > MAX_NOTES) items.push(el('li', { text: t('notes.more', { n: notes.length - MAX_NOTES }) }));
  return [el('div', { class: 'notes', role: 'status', id: 'url-notes' }, el('p', { text: t('notes.title') }), el('ul', {}, items))];
}

// The tab bar: open(id) on a click or an arrow key; select(id) marks the open tab.
function tabBar(open) {
  const tabs = TABS.map((id, i) => el('button', {
    type: 'button', role: 'tab', id: `tab-${id}`, 'aria-controls': 'panel', 'data-tab': id, onclick: () => open(id),
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
    open(TABS[j]);
  });
  const select = (id) => {
    for (const b of tabs) {
      b.setAttribute('aria-selected', String(b.dataset.tab === id));
      b.tabIndex = b.dataset.tab === id ? 0 : -1;
    }
  };
  return { el: bar, select };
}

// The names-file box: a file input, the list in use, the last file's refusal (worded on every render).
function namesBox(onFile) {
  const input = el('input', { type: 'file', id: 'names-file', accept: '.txt,text/plain' });
  input.addEventListener('change', () => onFile(input.files[0]));
  const status = el('p', { class: 'names-status', 'aria-live': 'polite' });
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  const update = ({ names, namesNote: n }) => {
    status.textContent = names ? t('names.loaded', { label: names.label, count: int(names.count), vocab: names.vocabSize }) : '';
    const message = n?.error ? describeError(n.error) : t('names.unreachable', { reason: n?.reason });
    error.textContent = n ? t(n.key, { label: n.label, message }) : '';
    error.hidden = !n;
  };
  return { el: el('div', { class: 'names' }, el('label', { for: 'names-file', text: t('names.label') }), input, status, error), update };
}

// The embed snippet of a tab with the current settings.
function snippetBox(settings, id) {
  const area = el('textarea', { readonly: true, rows: '3', id: 'embed-code', 'aria-label': t('embed.codeLabel') });
  area.value = snippet(settings, t(`tabs.${id}.title`));
  const copied = el('span', { class: 'copied', 'aria-live': 'polite' });
  return el('details', { class: 'snippet' }, el('summary', { text: t('embed.summary') }),
    el('p', { text: t('embed.help') }), area,
    button(t('embed.copy'), async () => {
      area.select();
      try { await navigator.clipboard.writeText(area.value); copied.textContent = t('embed.copied'); }
      catch { copied.textContent = t('embed.selectHint'); }
    }), copied);
}

// Builds the page in `root` in the current language. handlers: { openTab(id), switchLang(lang),
// switchTheme(theme), onFile(file) }. -> { panel, openPanel(id) -> the element a tab mounts in, dispose() }
export function renderShell(root, store, { openTab, switchLang, switchTheme, onFile }) {
  const s = store.get().settings;
  document.title = t('shell.title');
  document.body.classList.toggle('embed', !!s.embed);
  for (const f of ['controls', 'explain', 'snippet', 'tables']) document.body.classList.toggle(`hide-${f}`, s.hide.includes(f));
  const langSwitch = el('div', { class: 'lang', role: 'group', 'aria-label': t('shell.language') },
    ['tr', 'en'].map((l) => button(l.toUpperCase(), () => switchLang(l),
      { 'aria-pressed': String(s.lang === l), lang: l, title: t(`shell.lang_${l}`), 'data-lang': l })));
  const themeSwitch = el('div', { class: 'theme', role: 'group', 'aria-label': t('site.theme') },
    ['auto', 'light', 'dark'].map((m) => button(t(`site.theme_${m}`), () => switchTheme(m),
      { 'aria-pressed': String(s.theme === m), 'data-theme': m, ...(m === 'auto' ? { title: t('site.theme_autoTitle') } : {}) })));
  const header = el('header', { class: 'top' },
    el('div', { class: 'brand' }, el('h1', { text: t('shell.title') }), el('p', { class: 'tagline', text: t('shell.tagline') })),
    el('div', { class: 'switches' }, langSwitch, themeSwitch));
  const notes = el('div');
  const workerNote = el('p', { class: 'notes', role: 'alert', id: 'worker-note', hidden: true });
  const tabs = s.embed ? null : tabBar(openTab);
  const panel = el('main', { id: 'panel', role: 'tabpanel', tabindex: '-1' });
  const names = s.embed ? null : namesBox(onFile);
  root.replaceChildren(...[header, notes, workerNote, tabs?.el, panel,
    names ? el('footer', {}, names.el, el('p', { class: 'foot', text: t('shell.footer') })) : null].filter(Boolean));

  const update = (state, before) => {
    if (state.notes !== before?.notes) notes.replaceChildren(...notesBox(state.notes));
    if (state.worker !== before?.worker) {
      const n = state.worker.note;
      workerNote.hidden = !n;
      workerNote.textContent = n ? t(n.key, { reason: n.kind === 'silent' ? t('workers.silent') : n.reason }) : '';
    }
    if (names && (state.names !== before?.names || state.namesNote !== before?.namesNote)) names.update(state);
    if (tabs && state.settings.tab !== before?.settings.tab) tabs.select(state.settings.tab);
  };
  update(store.get(), null);
  const unsubscribe = store.subscribe(update);

  function openPanel(id) {
    const body = el('div', { class: 'tab-body' });
    panel.removeAttribute('data-ready');
    panel.setAttribute('aria-labelledby', `tab-${id}`);
    const settings = store.get().settings;
    panel.replaceChildren(...[el('h2', { text: t(`tabs.${id}.title`) }), body,
      settings.hide.includes('snippet') ? null : snippetBox(settings, id)].filter(Boolean));
    return body;
  }
  return { panel, openPanel, dispose: unsubscribe };
}
