// app/shell.js — the page around the tabs: header, language and colour switches, the notes about the
// link, the note about a worker that died, the tab bar (roving tabindex, arrow keys), the panel a tab
// is mounted in (its title, and under it the embed snippet of snippet_box.js) and the names-file box.
// It draws from the store and follows it (store.subscribe); what the user does goes to the handlers
// main.js passes in. Leaves out: loading anything (main.js) and the tabs' own content (tabs/).
import { TABS } from '../state/state.js';
import { t, int, LANGS, langName } from '../words/i18n.js';
import { el, button } from '../view/ui.js';
import { snippetBox, wholeLabLink } from './snippet_box.js';
import { describeError, linkNoteText } from '../words/messages.js';
import { keysDialog, skipToFigures } from './keys.js';
import { announce } from '../view/live.js';

const MAX_NOTES = 10;

function notesBox(notes) {
  if (!notes.length) return [];
  const items = notes.slice(0, MAX_NOTES).map((n) => el('li', { text: linkNoteText(n) }));
  if (notes.length > MAX_NOTES) items.push(el('li', { text: t('notes.more', { n: notes.length - MAX_NOTES }) }));
  return [el('div', { class: 'notes', role: 'status', id: 'url-notes' }, el('p', { text: t('notes.title') }), el('ul', {}, items))];
}

// The tab bar: open(id) on a click or an arrow key; select(id) marks the open tab. ids: the tabs
// (a teacher's lesson's, in its order; else every tab).
function tabBar(open, ids = TABS) {
  const tabs = ids.map((id, i) =>
    el(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${id}`,
        'aria-controls': 'panel',
        'data-tab': id,
        onclick: () => open(id),
      },
      el('span', { class: 'tab-num', text: `${i + 1}` }),
      t(`tabs.${id}.short`),
    ),
  );
  const bar = el('nav', { class: 'tabs', role: 'tablist', 'aria-label': t('shell.tabsLabel') }, tabs);
  bar.addEventListener('keydown', (ev) => {
    const i = tabs.indexOf(document.activeElement);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: tabs.length - 1 }[ev.key];
    if (next === undefined) return;
    ev.preventDefault();
    const j = (next + tabs.length) % tabs.length;
    tabs[j].focus();
    open(ids[j], 'keys'); // a tab reached by arrowing starts no long job by itself (diagnostics waits for its button)
  });
  const select = (id) => {
    for (const b of tabs) {
      b.setAttribute('aria-selected', String(b.dataset.tab === id));
      b.tabIndex = b.dataset.tab === id ? 0 : -1;
    }
    // on a phone the strip is one row that scrolls sideways: the open tab is brought into it
    const chosen = tabs.find((b) => b.dataset.tab === id);
    if (chosen && bar.scrollWidth > bar.clientWidth) {
      const at = chosen.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
      bar.scrollLeft = Math.max(0, at - (bar.clientWidth - chosen.offsetWidth) / 2);
    }
  };
  return { el: bar, select };
}

// The names-file box: the file input under a button worded in the page's language (the browser's own
// "Choose File / No file chosen" would be English on the Turkish page), the chosen file's name, the
// list in use, the last file's refusal (worded on every render). The input stays the real control
// (keyboard, screen readers, #names-file for the tests): it lies, transparent, over the button it
// is labelled by. Dropping a file on the page goes the same way (main.js).
function namesBox(onFile, backToShipped) {
  const input = el('input', {
    type: 'file',
    id: 'names-file',
    accept: '.txt,text/plain',
    'aria-describedby': 'names-help names-file-name',
  });
  input.addEventListener('change', () => {
    const file = input.files[0];
    input.value = ''; // the same file chosen again (after editing it) is read again
    onFile(file);
  });
  const help = el('span', { id: 'names-help', text: t('names.label') });
  const pick = el('span', { class: 'file-pick' }, input, el('label', { for: 'names-file', class: 'file-button', text: t('names.choose') }));
  const fileName = el('span', { id: 'names-file-name', class: 'file-name', 'data-key': 'names-file-name' });
  const status = el('p', { class: 'names-status', 'aria-live': 'polite' });
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  const back = button(t('names.back'), () => backToShipped(), { class: 'secondary', hidden: true, 'data-action': 'shipped-names' });
  const update = ({ names, namesNote: n }) => {
    status.textContent = names
      ? t(names.kept ? 'names.kept' : 'names.loaded', { label: names.label, count: int(names.count), vocab: names.vocabSize })
      : '';
    back.hidden = !names || names.shipped;
    const message = n?.error ? describeError(n.error) : t('names.unreachable', { reason: n?.reason });
    error.textContent = n ? t(n.key, { label: n.label, message }) : '';
    error.hidden = !n;
    // the file last given (refused or in use); none while the page's own list is in use
    const given = n && n.key !== 'names.notKept' && n.label !== 'names.txt' ? n.label : names && !names.shipped ? names.label : '';
    fileName.textContent = given ? t('names.chosen', { name: given }) : t('names.none');
  };
  return { el: el('div', { class: 'names' }, help, pick, fileName, status, back, error), update };
}

// The build a course can cite (vite.config.js: package.json's version and the commit), the licence
// and the bundled libraries' notices.
const BUILD = typeof __MM_BUILD__ === 'object' ? __MM_BUILD__ : { version: '', commit: '' };
function versionLine() {
  const v = `makemore-lab ${BUILD.version}${BUILD.commit ? ` (${BUILD.commit})` : ''}`;
  return el(
    'p',
    { class: 'foot version', 'data-key': 'version', 'data-version': BUILD.version, 'data-commit': BUILD.commit },
    `${v} · ${t('shell.licence')} · `,
    el('a', { href: './THIRD_PARTY_NOTICES.txt', text: t('shell.notices') }),
  );
}

// render: the header: the title, the language and colour switches and the presentation button.
// -> { header, presentBtn } (the button's pressed state follows the store).
function headerBox(s, { switchLang, switchTheme, togglePresent }) {
  const langSwitch = el(
    'div',
    { class: 'lang', role: 'group', 'aria-label': t('shell.language') },
    LANGS.map((l) =>
      button(l.toUpperCase(), () => switchLang(l), {
        'aria-pressed': String(s.lang === l),
        lang: l,
        title: langName(l),
        'data-lang': l,
      }),
    ),
  );
  const themeSwitch = el(
    'div',
    { class: 'theme', role: 'group', 'aria-label': t('site.theme') },
    ['auto', 'light', 'dark'].map((m) =>
      button(t(`site.theme_${m}`), () => switchTheme(m), {
        'aria-pressed': String(s.theme === m),
        'data-theme': m,
        ...(m === 'auto' ? { title: t('site.theme_autoTitle') } : {}),
      }),
    ),
  );
  const presentBtn = button(t('site.present'), togglePresent, {
    class: 'secondary',
    'aria-pressed': String(s.present),
    'data-action': 'present',
  });
  const header = el(
    'header',
    { class: 'top' },
    el('div', { class: 'brand' }, el('h1', { text: t('shell.title') }), el('p', { class: 'tagline', text: t('shell.tagline') })),
    el('div', { class: 'switches' }, langSwitch, themeSwitch, presentBtn),
  );
  return { header, presentBtn };
}

// state: the page's parts following the store: the link's notes, the worker's note, the storage
// note, the names box, the open tab, the presentation button and the open tab's snippet box
// (parts.live()) -> update(state, before).
function shellUpdate({ notes, workerNote, storageNote, names, tabs, presentBtn, live }) {
  return (state, before) => {
    if (state.notes !== before?.notes) notes.replaceChildren(...notesBox(state.notes));
    if (state.worker !== before?.worker) {
      const n = state.worker.note;
      workerNote.hidden = !n;
      workerNote.textContent = n ? t(n.key, { reason: n.kind === 'silent' ? t('workers.silent') : n.reason }) : '';
      // said by the open tab's live region once the tab, mounted again, has it in place
      if (n) setTimeout(() => announce(document.querySelector('#panel [data-key=figure-live]'), workerNote.textContent));
    }
    if (
      state.storageKept !== before?.storageKept ||
      state.progressLater !== before?.progressLater ||
      state.platformFailed !== before?.platformFailed
    ) {
      const f = state.platformFailed;
      storageNote.hidden = state.storageKept && !state.progressLater && !f;
      storageNote.textContent = f
        ? t(state.platformClosed ? 'site.platformClosed' : 'site.platformFailed', { code: f })
        : state.progressLater
          ? t('site.laterRecord')
          : state.storageKept
            ? ''
            : t('site.notKept');
    }
    if (names && (state.names !== before?.names || state.namesNote !== before?.namesNote)) names.update(state);
    if (tabs && state.settings.tab !== before?.settings.tab) tabs.select(state.settings.tab);
    presentBtn.setAttribute('aria-pressed', String(state.settings.present));
    if (state.settings !== before?.settings) live()?.refresh(state.settings); // the snippet follows the controls
  };
}

// Builds the page in `root` in the current language. handlers: { openTab(id), switchLang(lang),
// switchTheme(theme), togglePresent(), onFile(file), backToShipped() }. -> { panel, openPanel(id) -> the element a tab mounts in, dispose() }
export function renderShell(root, store, handlers) {
  const { openTab, onFile, backToShipped } = handlers;
  const s = store.get().settings;
  document.title = t('shell.title');
  document.body.classList.toggle('embed', !!s.embed);
  for (const f of ['controls', 'explain', 'snippet', 'tables']) document.body.classList.toggle(`hide-${f}`, s.hide.includes(f));
  const { header, presentBtn } = headerBox(s, handlers);
  const notes = el('div');
  const workerNote = el('p', { class: 'notes', id: 'worker-note', hidden: true });
  // said once, quietly: the browser keeps nothing here (a frame of another site, a private window)
  const storageNote = el('p', { class: 'storage-note', role: 'status', id: 'storage-note', hidden: true });
  const tabs = s.embed ? null : tabBar(openTab, s.lesson.length ? s.lesson : TABS);
  const panel = el('main', { id: 'panel', role: 'tabpanel', tabindex: '-1' });
  const names = s.embed ? null : namesBox(onFile, backToShipped);
  // a skip link, the first thing the keyboard reaches: straight to the tab's content
  const skip = el('a', {
    class: 'skip-link',
    href: '#panel',
    text: t('shell.skip'),
    onclick: (ev) => {
      ev.preventDefault();
      panel.focus();
    },
  });
  const keys = keysDialog();
  root.replaceChildren(
    ...[
      skip,
      tabs ? skipToFigures(panel) : null,
      keys.el,
      header,
      notes,
      workerNote,
      storageNote,
      tabs?.el,
      panel,
      names ? el('footer', {}, names.el, el('p', { class: 'foot', text: t('shell.footer') }), versionLine()) : null,
    ].filter(Boolean),
  );

  let live = null; // the open tab's snippet box or whole-lab link
  const update = shellUpdate({ notes, workerNote, storageNote, names, tabs, presentBtn, live: () => live });
  update(store.get(), null);
  const unsubscribe = store.subscribe(update);

  function openPanel(id) {
    const body = el('div', { class: 'tab-body' });
    panel.removeAttribute('data-ready');
    panel.setAttribute('aria-labelledby', `tab-${id}`);
    const settings = store.get().settings;
    // an embedded demo shows no snippet, only a link to the whole lab
    const extra = settings.embed ? wholeLabLink(settings, id) : settings.hide.includes('snippet') ? null : snippetBox(settings, id);
    live = extra?.querySelector?.('a.whole-lab') ?? extra;
    panel.replaceChildren(...[el('h2', { text: t(`tabs.${id}.title`) }), body, extra].filter(Boolean));
    return body;
  }
  return {
    panel,
    openPanel,
    dispose: () => {
      unsubscribe();
      keys.dispose();
    },
  };
}
