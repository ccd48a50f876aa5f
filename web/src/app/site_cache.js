// site_cache.js — the two caches the page shares with the service worker (vite.config.js names the
// same ones in its runtime routes). Neither file is precached, so the worker's install downloads
// neither a second time:
// - NAMES_CACHE holds the names list: the page's own download of it is put there (keepNames), and
//   the worker answers later requests from there, refreshing it from the server in the background;
// - LAZY_CACHE holds the chunks a page may never ask for (another language's words, temml): the worker
//   keeps each one when the page asks for it. A page the worker does not control yet (the first
//   visit) fetches them past it, so keepLazy() adds the ones it used to the cache itself.
// Everything here may be refused (a frame of another site, a browser without Cache Storage): the
// page then works online as before.
// A release published in its own folder beside the latest site (vite.config.js, MM_PINNED=1) names
// its caches by its version: one origin holds the latest site's caches and each pinned version's.
export const cacheNames = (pin = '') => ({
  names: `makemore-lab-names${pin ? `-${pin}` : ''}`,
  lazy: `makemore-lab-lazy${pin ? `-${pin}` : ''}`,
});
const PIN = typeof __MM_PINNED__ === 'string' ? __MM_PINNED__ : '';
export const { names: NAMES_CACHE, lazy: LAZY_CACHE } = cacheNames(PIN);
// a language's words (a chunk named by its code: en, de, pt-BR…) or temml
export const LAZY_CHUNK = /\/assets\/([a-z]{2,3}(?:-[A-Za-z]{2,4})?|temml)-[\w-]+\.js$/;

// Controlled by this site's own worker (./sw.js beside the page): a pinned release's page opened
// first under the latest site's worker (the root's scope covers /v0.2.0/) is not, and keeps its own.
const controlled = () => {
  const c = globalThis.navigator?.serviceWorker?.controller;
  return !!c && c.scriptURL === new URL('sw.js', globalThis.location?.href).href;
};
const cacheStorage = () => (typeof caches === 'undefined' ? null : caches);

// The response of the page's own request for the names list (the caller reads its clone).
export function keepNames(url, response) {
  const store = cacheStorage();
  if (!store || controlled() || !response.ok) return Promise.resolve(false);
  return store
    .open(NAMES_CACHE)
    .then((c) => c.put(url, response))
    .then(
      () => true,
      () => false,
    );
}

// Adds to LAZY_CACHE the lazy chunks this page has loaded (its resource timing entries) that the
// cache does not hold yet; once more for those it loads later, while no worker controls the page.
// Resolves with the URLs it added.
export async function keepLazy(entries = globalThis.performance?.getEntriesByType?.('resource') ?? []) {
  const store = cacheStorage();
  if (!store || controlled()) return [];
  const urls = [...new Set(entries.map((e) => e.name).filter((u) => LAZY_CHUNK.test(new URL(u).pathname)))];
  if (!urls.length) return [];
  try {
    const cache = await store.open(LAZY_CACHE);
    const missing = [];
    for (const u of urls) if (!(await cache.match(u))) missing.push(u);
    // force-cache: the copy the page's own import just left in the browser's HTTP cache, not a
    // second download (a hashed name never changes)
    for (const u of missing) {
      const res = await fetch(u, { cache: 'force-cache' });
      if (res.ok) await cache.put(u, res);
    }
    return missing;
  } catch {
    return [];
  }
}

// keepLazy now and for every lazy chunk loaded from here on (the student switches to English).
export function watchLazy() {
  keepLazy();
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    new PerformanceObserver((list) => keepLazy(list.getEntries())).observe({ type: 'resource' });
  } catch {
    /* no resource timing: the worker keeps what it fetches once it controls the page */
  }
}
