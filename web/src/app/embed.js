// embed.js — ?embed=<tab> shows one demo alone inside a course page's <iframe>; the snippets an
// author copies (a div that public/embed.js sizes, or a plain iframe).
// Outgoing (to window.parent only): { type: 'makemore-lab:height', height: <CSS px, integer> }
//   whenever the page's height changes, so the parent can size the iframe.
// Incoming (from window.parent only): { type: 'makemore-lab:request-height' } -> the height again;
//   { type: 'makemore-lab:set-lang', lang: 'tr' | 'en' | … } -> switch the language (one the link's lang= takes).
//   Any other message, or one from another window (or, with ?events=<origin>, another origin), is
//   ignored. Schema: web/EMBED.md. The opt-in events to the parent: events.js.
import { serialize, field } from '../state/state.js';
import { TAB_SETTINGS } from '../tabs/manifests.js';

export const HEIGHT = 'makemore-lab:height';
export const REQUEST_HEIGHT = 'makemore-lab:request-height';
export const SET_LANG = 'makemore-lab:set-lang';

// Checks a message against the documented schema; returns it or null.
export function validIncoming(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const keys = Object.keys(data).sort().join(',');
  if (data.type === REQUEST_HEIGHT && keys === 'type') return data;
  if (data.type === SET_LANG && keys === 'lang,type' && field('lang').values.includes(data.lang)) return data;
  return null;
}

// origin: the embedder's origin when the link names it (state.js `events`): messages from any other
// origin are then ignored too.
export function startEmbed({ onSetLang, origin = '' }) {
  const parent = window.parent;
  if (!parent || parent === window) return;
  let last = -1;
  const post = (force = false) => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (!force && height === last) return;
    last = height;
    // The height is not a secret, and the embedding page's origin is not known in advance.
    parent.postMessage({ type: HEIGHT, height }, '*');
  };
  new ResizeObserver(() => post()).observe(document.body);
  window.addEventListener('message', (ev) => {
    if (ev.source !== parent || (origin && ev.origin !== origin)) return;
    const msg = validIncoming(ev.data);
    if (!msg) return;
    if (msg.type === REQUEST_HEIGHT) post(true);
    else if (msg.type === SET_LANG) onSetLang(msg.lang);
  });
  post(true);
}

// The settings of tab `id` alone, from the page's settings (the others at their defaults).
function ownSettings(state, id) {
  const own = new Set([...(TAB_SETTINGS[id] ?? []), 'lang', 'hide', 'lock']);
  return Object.fromEntries(Object.entries(state).filter(([k]) => own.has(k)));
}

// The whole lab's URL opened on tab `id` with its own settings (the link an embedded demo shows).
export function wholeLabUrl(state, id) {
  const url = new URL(serialize({ ...ownSettings(state, id), hide: [], lock: false, tab: id }) || '?', document.baseURI);
  url.hash = '';
  return url.href;
}

const esc = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The snippet box's choices, over the tab's own settings: { lang, lock, predict, hide: [...] }.
const withOptions = (state, id, o) => ({ ...ownSettings(state, id), ...o, embed: id, tab: 'start' }); // embed implies the tab

// The <iframe> snippet for tab `id` with its own current settings and the author's options (embed
// mode, same origin as this page): for platforms that strip scripts. Its height is fixed: the
// script snippet sizes itself.
export function snippet(state, title, id = state.tab, options = {}) {
  const url = new URL(serialize(withOptions(state, id, options)) || '?', document.baseURI);
  url.hash = '';
  return `<iframe src="${esc(url.href)}" title="${esc(title)}" width="100%" height="900" loading="lazy" style="border:0"></iframe>`;
}

// The snippet that sizes itself: a div the site's embed.js (public/embed.js) turns into the demo's
// frame, following its height. The settings go in data-settings, the options in their own attributes.
export function scriptSnippet(state, title, id = state.tab, options = {}) {
  const all = new URLSearchParams(serialize(withOptions(state, id, options)).slice(1));
  const attrs = [
    ['data-makemore-lab', id],
    ['data-title', title],
  ];
  for (const k of ['lang', 'lock', 'predict', 'hide', 'events']) if (all.has(k)) attrs.push([`data-${k}`, all.get(k)]);
  // `v` stays in data-settings: without it the frame would read the settings as an old link's
  // (a 1000-step hockey stick, today's default and so not written, would open as 200 steps)
  for (const k of ['embed', 'tab', 'lang', 'lock', 'predict', 'hide', 'events']) all.delete(k);
  if ([...all.keys()].length) attrs.push(['data-settings', all.toString()]);
  const src = new URL('embed.js', document.baseURI).href;
  return `<div ${attrs.map(([k, v]) => `${k}="${esc(v)}"`).join(' ')}></div>\n<script src="${esc(src)}" async></script>`;
}
