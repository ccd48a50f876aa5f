// shell.js — the page around the tabs: header, language and colour switches, the notes about the link, the
// note about a worker that died, the tab bar (roving tabindex, arrow keys), the panel a tab is
// mounted in (its title and embed snippet) and the names-file box. It draws from the store and
// follows it (store.subscribe); what the user does goes to the handlers main.js passes in.
// Leaves out: loading anything (main.js) and the tabs' own content (tabs/).
import { TABS } from '../state/state.js';
import { t, int } from '../words/i18n.js';
import { el, button } from '../view/ui.js';
import { snippet, scriptSnippet, wholeLabUrl, TAB_SETTINGS } from './embed.js';
import { packageBox } from '../scorm/download.js';
import { originField } from './events.js';
import { describeError, linkNoteText } from '../words/messages.js';
import { keysDialog, skipToFigures } from './keys.js';

const MAX_NOTES = 10;

function notesBox(notes) {
  if (!notes.length) return [];
  const items = notes.slice(0, MAX_NOTES).map((n) => el('li', { text: linkNoteText(n) }));
  if (notes.length > MAX_NOTES) items.push(el('li', { text: t('notes.more', { n: notes.length - MAX_NOTES }) }));
  return [el('div', { class: 'notes', role: 'status', id: 'url-notes' }, el('p', { text: t('notes.title') }), el('ul', {}, items))];
}

// The tab bar: open(id) on a click or an arrow key; select(id) marks the open tab.
function tabBar(open) {
  const tabs = TABS.map((id, i) =>
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
    open(TABS[j], 'keys'); // a tab reached by arrowing starts no long job by itself (diagnostics waits for its button)
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

// A read-only code box with its copy button. -> { el, area }
function codeBox(id, label, rows) {
  const area = el('textarea', { readonly: true, rows, id, 'aria-label': label });
  const copied = el('span', { class: 'copied', 'aria-live': 'polite' });
  const copy = button(
    t('embed.copy'),
    async () => {
      area.select();
      try {
        await navigator.clipboard.writeText(area.value);
        copied.textContent = t('embed.copied');
      } catch {
        copied.textContent = t('embed.selectHint');
      }
    },
    { class: 'secondary', 'aria-label': `${t('embed.copy')}: ${label}` },
  );
  return {
    el: el('div', { class: 'code-box' }, el('label', { for: id, text: label }), area, el('div', { class: 'actions' }, copy, copied)),
    area,
  };
}

// The embed snippets of a tab with its own current settings and the author's choices (language,
// locked controls, the prediction prompt, what to hide): the div that sizes itself (the site's
// embed.js) and a plain iframe for platforms that strip scripts. box.refresh(settings) rebuilds them.
function snippetBox(settings, id) {
  const title = t(`tabs.${id}.title`);
  const opts = { lang: settings.lang, lock: false, predict: 'on', hide: [], events: '' };
  const sized = codeBox('embed-code', t('embed.codeLabel'), '3');
  const plain = codeBox('embed-iframe', t('embed.iframeLabel'), '3');
  let latest = settings;
  const draw = () => {
    sized.area.value = scriptSnippet(latest, title, id, opts);
    plain.area.value = snippet(latest, title, id, opts);
  };
  const choice = (label, name, values, get, set) =>
    el(
      'label',
      { class: 'control' },
      el('span', { text: label }),
      el(
        'select',
        {
          name: `embed-${name}`,
          onchange: (ev) => {
            set(ev.target.value);
            draw();
          },
        },
        values.map(([v, text]) => el('option', { value: v, text, ...(get() === v ? { selected: true } : {}) })),
      ),
    );
  const flag = (label, name, get, set) =>
    el(
      'label',
      { class: 'check' },
      el('input', {
        type: 'checkbox',
        name: `embed-${name}`,
        ...(get() ? { checked: true } : {}),
        onchange: (ev) => {
          set(ev.target.checked);
          draw();
        },
      }),
      el('span', { text: label }),
    );
  const hideFlag = (f) =>
    flag(
      t(`embed.hide_${f}`),
      `hide-${f}`,
      () => opts.hide.includes(f),
      (on) => {
        opts.hide = on ? [...opts.hide, f] : opts.hide.filter((x) => x !== f);
      },
    );
  const options = el(
    'div',
    { class: 'controls embed-options' },
    choice(
      t('embed.optLang'),
      'lang',
      [
        ['tr', 'Türkçe'],
        ['en', 'English'],
      ],
      () => opts.lang,
      (v) => {
        opts.lang = v;
      },
    ),
    choice(
      t('embed.optPredict'),
      'predict',
      [
        ['on', t('embed.predict_on')],
        ['off', t('embed.predict_off')],
        ['require', t('embed.predict_require')],
      ],
      () => opts.predict,
      (v) => {
        opts.predict = v;
      },
    ),
    flag(
      t('embed.optLock'),
      'lock',
      () => opts.lock,
      (on) => {
        opts.lock = on;
      },
    ),
    ...['controls', 'explain', 'tables'].map(hideFlag),
    originField((v) => {
      opts.events = v;
      draw();
    }),
  );
  const guide = el('a', { href: './EMBED.md', target: '_blank', rel: 'noopener', text: 'EMBED.md' });
  const box = el(
    'details',
    { class: 'snippet' },
    el('summary', { text: t('embed.summary') }),
    el('p', {}, t('embed.help'), ' ', guide),
    options,
    sized.el,
    el('p', { class: 'note', text: t('embed.iframeHelp') }),
    plain.el,
    el('p', { class: 'note', text: t('embed.names', { list: TABS.join(', ') }) }),
    packageBox(id, () => ({ ...opts, events: '', settings: Object.fromEntries((TAB_SETTINGS[id] ?? []).map((k) => [k, latest[k]])) })),
  );
  draw();
  box.refresh = (s) => {
    latest = s;
    draw();
  };
  return box;
}

// An embedded demo's way out: the whole lab on this tab, with the demo's settings, in a new tab. A
// frame sandboxed without allow-popups opens nothing (window.open gives null): the link's address is
// then shown to copy.
function wholeLabLink(settings, id) {
  const a = el('a', { class: 'whole-lab', href: wholeLabUrl(settings, id), target: '_blank', rel: 'noopener', text: t('embed.wholeLab') });
  const note = el('p', { class: 'note', role: 'status', 'data-key': 'no-popups', hidden: true });
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    const w = window.open(a.href, '_blank');
    if (w) {
      w.opener = null;
      note.hidden = true;
      return;
    }
    note.replaceChildren(t('embed.noPopups'), ' ', el('code', { text: a.href }));
    note.hidden = false;
  });
  a.refresh = (s) => {
    a.href = wholeLabUrl(s, id);
  };
  return el('div', { class: 'whole-lab-box' }, el('p', {}, a), note);
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

// Builds the page in `root` in the current language. handlers: { openTab(id), switchLang(lang),
// switchTheme(theme), togglePresent(), onFile(file), backToShipped() }. -> { panel, openPanel(id) -> the element a tab mounts in, dispose() }
export function renderShell(root, store, { openTab, switchLang, switchTheme, togglePresent, onFile, backToShipped }) {
  const s = store.get().settings;
  document.title = t('shell.title');
  document.body.classList.toggle('embed', !!s.embed);
  for (const f of ['controls', 'explain', 'snippet', 'tables']) document.body.classList.toggle(`hide-${f}`, s.hide.includes(f));
  const langSwitch = el(
    'div',
    { class: 'lang', role: 'group', 'aria-label': t('shell.language') },
    ['tr', 'en'].map((l) =>
      button(l.toUpperCase(), () => switchLang(l), {
        'aria-pressed': String(s.lang === l),
        lang: l,
        title: t(`shell.lang_${l}`),
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
  const notes = el('div');
  const workerNote = el('p', { class: 'notes', role: 'alert', id: 'worker-note', hidden: true });
  // said once, quietly: the browser keeps nothing here (a frame of another site, a private window)
  const storageNote = el('p', { class: 'storage-note', role: 'status', id: 'storage-note', hidden: true });
  const tabs = s.embed ? null : tabBar(openTab);
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
  const update = (state, before) => {
    if (state.notes !== before?.notes) notes.replaceChildren(...notesBox(state.notes));
    if (state.worker !== before?.worker) {
      const n = state.worker.note;
      workerNote.hidden = !n;
      workerNote.textContent = n ? t(n.key, { reason: n.kind === 'silent' ? t('workers.silent') : n.reason }) : '';
    }
    if (
      state.storageKept !== before?.storageKept ||
      state.progressLater !== before?.progressLater ||
      state.platformFailed !== before?.platformFailed
    ) {
      const f = state.platformFailed;
      storageNote.hidden = state.storageKept && !state.progressLater && !f;
      storageNote.textContent = f
        ? t('site.platformFailed', { code: f })
        : state.progressLater
          ? t('site.laterRecord')
          : state.storageKept
            ? ''
            : t('site.notKept');
    }
    if (names && (state.names !== before?.names || state.namesNote !== before?.namesNote)) names.update(state);
    if (tabs && state.settings.tab !== before?.settings.tab) tabs.select(state.settings.tab);
    presentBtn.setAttribute('aria-pressed', String(state.settings.present));
    if (state.settings !== before?.settings) live?.refresh(state.settings); // the snippet follows the controls
  };
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
