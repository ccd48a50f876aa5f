// app/snippet_box.js — what sits under a tab for a course author: the embed code of the tab with its
// current settings and the author's choices (the sized div of the site's embed.js, and a plain
// iframe), its SCORM packages, and in an embedded demo the link out to the whole lab. Leaves out
// the embed code itself (embed.js) and the page around the tab (shell.js).
import { TABS } from '../state/state.js';
import { t, LANGS, DEFAULT_LANG, langName } from '../words/i18n.js';
import { el, button } from '../view/ui.js';
import { snippet, scriptSnippet, wholeLabUrl } from './embed.js';
import { TAB_SETTINGS } from '../tabs/manifests.js';
import { packageBox } from '../scorm/download.js';
import { originField } from './events.js';

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

// render + events: a select of the author's choices; set(value) on a change, then draw().
function choice(label, name, values, get, set, draw) {
  return el(
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
}
// render + events: a checkbox of the author's choices; set(on) on a change, then draw().
function flag(label, name, get, set, draw) {
  return el(
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
}

// The author's choices (opts: language, locked controls, the prediction prompt, what to hide, the
// page origin for events), each change written into opts and the snippets drawn again (draw).
function embedOptions(opts, draw) {
  const hideFlag = (f) =>
    flag(
      t(`embed.hide_${f}`),
      `hide-${f}`,
      () => opts.hide.includes(f),
      (on) => {
        opts.hide = on ? [...opts.hide, f] : opts.hide.filter((x) => x !== f);
      },
      draw,
    );
  return el(
    'div',
    { class: 'controls embed-options' },
    choice(
      t('embed.optLang'),
      'lang',
      LANGS.map((l) => [l, langName(l)]),
      () => opts.lang,
      (v) => {
        opts.lang = v;
      },
      draw,
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
      draw,
    ),
    flag(
      t('embed.optLock'),
      'lock',
      () => opts.lock,
      (on) => {
        opts.lock = on;
      },
      draw,
    ),
    ...['controls', 'explain', 'tables'].map(hideFlag),
    originField((v) => {
      opts.events = v;
      draw();
    }),
  );
}

// The embed snippets of a tab with its own current settings and the author's choices (language,
// locked controls, the prediction prompt, what to hide): the div that sizes itself (the site's
// embed.js) and a plain iframe for platforms that strip scripts. box.refresh(settings) rebuilds them.
export function snippetBox(settings, id) {
  const title = t(`tabs.${id}.title`);
  const opts = { lang: settings.lang, lock: false, predict: 'on', hide: [], events: '' };
  const sized = codeBox('embed-code', t('embed.codeLabel'), '3');
  const plain = codeBox('embed-iframe', t('embed.iframeLabel'), '3');
  let latest = settings;
  const draw = () => {
    sized.area.value = scriptSnippet(latest, title, id, opts);
    plain.area.value = snippet(latest, title, id, opts);
  };
  const options = embedOptions(opts, draw);
  const guide = el('a', { href: './EMBED.md', target: '_blank', rel: 'noopener', text: 'EMBED.md' });
  const box = el(
    'details',
    { class: 'snippet' },
    el('summary', { text: t('embed.summary') }),
    el('p', {}, t('embed.help'), ' ', guide),
    // several tabs as one lesson, its sheets and its class: the teacher's pages (teacher/)
    el(
      'p',
      {},
      el('a', {
        href: `?v=2&build=1${settings.lang === DEFAULT_LANG ? '' : `&lang=${settings.lang}`}`,
        target: '_blank',
        rel: 'noopener',
        'data-key': 'builder-link',
        text: t('teacher.builderLink'),
      }),
    ),
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
export function wholeLabLink(settings, id) {
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
