// offline.js — the page after its first visit: registers the service worker the build generates
// (vite.config.js, Workbox precaching what every page needs at start), says once that the page now works offline,
// and when a new version has been deployed shows a bar asking the student to reload (nothing is
// swapped under a running computation); an embedded demo shows neither bar. Words come from the locale files and follow the language.
// Leaves out: what is cached (the build decides) and any storage of settings (the URL holds them).
import { registerSW } from 'virtual:pwa-register';
import { t } from '../words/i18n.js';
import { el, button } from '../view/ui.js';
import { watchLazy } from './site_cache.js';

// A SCORM package's launch page (scorm/zip.js marks it) opened on its own from the package's folder
// on a platform's site ("Open the whole lab ↗"): no worker there, and one an earlier version left
// over the folder is taken away, so that no later launch in the platform is served by it.
function inPackage() {
  if (!document.querySelector('meta[name="makemore-lab-package"]')) return false;
  const ours = new URL('sw.js', document.baseURI).href;
  navigator.serviceWorker
    ?.getRegistration()
    .then((r) => (r && [r.active, r.waiting, r.installing].some((w) => w?.scriptURL === ours) ? r.unregister() : null))
    .catch(() => {});
  return true;
}

// startOffline(store): the bar lives outside #app (the shell redraws #app on a language switch).
export function startOffline(store) {
  if (inPackage()) return;
  const bar = el('div', { class: 'site-bar', role: 'status', id: 'site-bar', hidden: true });
  document.body.prepend(bar);
  // the bar floats over the page's foot: the page keeps that much room below its end, and a
  // focused control is scrolled above the bar, not under it (page.css --site-bar)
  new ResizeObserver(() => {
    const h = bar.hidden ? 0 : bar.getBoundingClientRect().height;
    document.documentElement.style.setProperty('--site-bar', `${Math.ceil(h)}px`);
  }).observe(bar);
  let shown = null; // 'ready' | 'update' | null
  let update = null;
  const draw = () => {
    bar.hidden = !shown;
    if (shown === 'ready') {
      bar.replaceChildren(el('span', { text: t('site.offlineReady') }), button(t('site.dismiss'), hide, { class: 'secondary' }));
    } else if (shown === 'update') {
      bar.replaceChildren(
        el('span', { text: t('site.updateReady') }),
        button(t('site.reload'), () => update?.(true), { 'data-action': 'sw-reload' }),
        button(t('site.later'), hide, { class: 'secondary' }),
      );
    } else bar.replaceChildren();
  };
  const hide = () => {
    shown = null;
    draw();
  };
  const show = (what) => {
    shown = what;
    draw();
  };
  store.subscribe((s, before) => {
    if (shown && s.settings.lang !== before.settings.lang) draw();
  });
  if (!('serviceWorker' in navigator)) return;
  watchLazy(); // the words' and formulas' chunks this page loaded past the worker (site_cache.js)
  try {
    update = registerSW({
      immediate: true,
      onOfflineReady: () => {
        if (!store.get().settings.embed) show('ready');
      }, // a course page's demo stays quiet
      // an embedded demo takes a new version quietly, at its next load once every frame of it has
      // closed: a course page with five demos would show five bars
      onNeedRefresh: () => {
        if (!store.get().settings.embed) show('update');
      },
      onRegisteredSW: (url, registration) => {
        window.__mmSW = registration ?? null;
      },
      onRegisterError: () => {}, // the page works online without it
    });
  } catch {
    /* a document the browser denies service workers (a frame of another site): online only */
  }
}
