// vite.config.js — the page lives in web/, the names list in the top-level public/, the build in dist/.
// base './' keeps every URL relative, so dist/ works from any folder of any static server.
// The build also writes the web app manifest and a Workbox service worker (vite-plugin-pwa) that
// precaches the whole built site — page, scripts, worker, wasm, names list — so the page opens and
// computes offline after one visit; a new deployment waits for the student's consent (offline.js).
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { thirdPartyNotices } from './scripts/notices.mjs';
import { CSP } from './scripts/csp.mjs';
import { cacheNames, LAZY_CHUNK } from './web/src/app/site_cache.js';
import { SCRIPTS, withWords } from './scripts/script_words.mjs';
import fs, { readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { langFolders, DEFAULT_LANG } from './web/src/state/lang_folders.js';
import { execFileSync } from 'node:child_process';

// The languages, as i18n.js finds them: each folder of Fluent files under web/src/words/locales/ (the
// default first, English next), then the pseudo-locale; the link's lang= key takes these
// (state.js, which plain node scripts also import, reads them as __MM_LANGS__).
const LOCALES_DIR = new URL('./web/src/words/locales/', import.meta.url);
const LANG_CODES = langFolders(fs, LOCALES_DIR);

// The chunk of a language's words: its code ('en' for locales/en/common.ftl), none for the default
// language (part of the page's script), for every language's boot.ftl (the loading line's words,
// part of the first script: in a language's chunk they would make the first script import it) and
// for any other module.
const wordsChunk = (id) => {
  const [, code, area] = id.match(/\/words\/locales\/([\w-]+)\/(\w+)\.ftl(\?|$)/) ?? [];
  return code && code !== DEFAULT_LANG && area !== 'boot' ? code : null;
};

// The built page also carries the policy as a <meta> tag, for hosts that cannot set headers
// (GitHub Pages). Build only: the dev server injects inline styles the policy would block.
const cspMeta = {
  name: 'csp-meta',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
};

// The page's first script (boot.js) starts the worker, then imports the page (main.js): the page's
// chunk is preloaded from the HTML, so its download starts with the boot script's, not after it.
const preloadPage = {
  name: 'preload-page',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const page = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/main.js'));
      if (!page) throw new Error('preload-page: no chunk for src/main.js');
      return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${page.fileName}` }, injectTo: 'head' }];
    },
  },
};

// The classic scripts (public/embed.js, public/frame-check.js) carry their words for every language
// folder; the copies in dist/ are written again from the .ftl files, so a folder added since the
// committed block was written is in the built scripts (scripts/script_words.mjs).
const scriptWords = {
  name: 'script-words',
  apply: 'build',
  writeBundle: {
    order: 'pre',
    handler() {
      for (const file of Object.keys(SCRIPTS)) {
        const path = new URL(`./dist/${file}`, import.meta.url);
        if (existsSync(path)) writeFileSync(path, withWords(readFileSync(path, 'utf8'), file));
      }
    },
  },
};

// The version a course can cite: package.json's, and the commit it was built from ('' outside a
// git checkout). The page shows both in its footer; dist/version.json holds them for a script.
const VERSION = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}
const BUILD = { version: VERSION, commit: commit() };
// MM_PINNED=1: the build of a release, published in its own folder beside the latest (pages.yml);
// its caches carry its version (site_cache.js)
const PINNED = process.env.MM_PINNED === '1';
const PIN = PINNED ? `v${VERSION}` : '';
const { names: NAMES_CACHE, lazy: LAZY_CACHE } = cacheNames(PIN);
const versionFile = {
  name: 'version-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(BUILD)}\n` });
    // the embedding guide, linked from every snippet box, travels with the site
    this.emitFile({ type: 'asset', fileName: 'EMBED.md', source: readFileSync(new URL('./web/EMBED.md', import.meta.url), 'utf8') });
  },
};

// dist/THIRD_PARTY_NOTICES.txt: the licences of the npm packages in the page's and the worker's
// chunks, of the service worker's Workbox runtime and of the libraries in the wasm module.
const noticesSeen = { dirs: new Map() };

// The caches the page and the service worker share (web/src/app/site_cache.js holds the same names).
const NAMES_ROUTE = ({ url }) => url.pathname.endsWith('/names.txt');
const LAZY_GLOBS = ['**/assets/??-*.js', '**/assets/???-*.js', '**/assets/temml-*.js'];

const pwa = VitePWA({
  registerType: 'prompt', // a waiting new version is announced; the student chooses when to reload
  injectRegister: null, // registered by web/src/app/offline.js (no inline script under the CSP)
  manifest: {
    name: 'makemore-lab',
    short_name: 'makemore-lab',
    description: 'Derin ağlar neden eğitilir ya da eğitilemez / why deep networks train or fail',
    lang: 'tr',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0072B2',
    icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    // What every page needs at start: the page, scripts, styles and the wasm module (+ the manifest
    // and its icon, added by the plugin). Not precached, so never downloaded for nothing:
    // - the names list (230 KB): the page's own download of it fills NAMES_CACHE (boot.js), and the
    //   worker answers from there, asking the server in the background for a newer one;
    // - the words of every language but the default (one chunk each, named by its code: en-….js)
    //   and temml (the formulas), chunks a page may never ask for: the worker
    //   keeps each one in LAZY_CACHE when the page first asks for it (site_cache.js does it for
    //   those the page asked for before the worker controlled it).
    globPatterns: ['**/*.{html,js,css,wasm}'],
    globIgnores: LAZY_GLOBS,
    runtimeCaching: [
      // ignoreVary: a server's `Vary: Origin` would keep a module script's request (it carries an
      // Origin) from matching the copy the page stored with a plain fetch
      { urlPattern: NAMES_ROUTE, handler: 'StaleWhileRevalidate', options: { cacheName: NAMES_CACHE, matchOptions: { ignoreVary: true } } },
      {
        urlPattern: LAZY_CHUNK, // a RegExp: the worker's script holds it as written (a function's closure it would not)
        handler: 'CacheFirst',
        options: { cacheName: LAZY_CACHE, matchOptions: { ignoreVary: true }, expiration: { maxEntries: 8 } },
      },
    ],
    // The lab's own page opens offline with any link's settings (?tab=…&…): its query is ignored
    // when the precache is looked up, and a folder's URL is its index.html. No other navigation is
    // answered with the lab (no navigateFallback): a course site that hosts the lab at its root keeps
    // its other pages (/notes.html), a release pinned beside the site (…/v0.2.0/?tab=…,
    // scripts/pages_site.mjs) gets that version's page from the server, and inside a learning
    // platform the platform's own pages are left to it.
    navigateFallback: null,
    ignoreURLParametersMatching: [/./],
    // the first version takes the open page at once, so that what the page asks for next (the
    // English words, temml) goes through it and is kept; a later version still waits for consent
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: false, // workbox-*.js beside sw.js: importScripts from 'self'
    sourcemap: false,
  },
});

export default defineConfig({
  root: 'web',
  base: './',
  publicDir: '../public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false }, // no inline script: the page runs under a strict CSP
    // a language's Fluent files (web/src/words/locales/<code>/*.ftl) are one chunk, named by its
    // code; the default language's come with the page's script (i18n.js)
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: wordsChunk, test: (id) => wordsChunk(id) !== null, debugName: 'words' }] } },
    },
  },
  worker: { format: 'es', plugins: () => [thirdPartyNotices(noticesSeen, { collectOnly: true })] },
  server: { fs: { allow: ['..'] } },
  // `vite preview` serves the build under the strict policy the page is written for (the e2e test
  // checks that nothing is blocked): no inline script or style, wasm compiled without eval.
  preview: { headers: { 'Content-Security-Policy': CSP } },
  // the shipped names list's size: the loading line's total when the server compresses the list
  define: {
    __MM_BUILD__: JSON.stringify(BUILD),
    __MM_PINNED__: JSON.stringify(PIN),
    __MM_LANGS__: JSON.stringify([...LANG_CODES, 'xx']),
    __MM_NAMES_BYTES__: String(statSync(new URL('./public/names.txt', import.meta.url)).size),
  },
  plugins: [cspMeta, preloadPage, versionFile, pwa, thirdPartyNotices(noticesSeen), scriptWords],
  // vitest: a test runs the real module; on a busy 2-core machine a few hundred training steps can
  // take seconds. A hang still fails, after a minute.
  test: { testTimeout: 60000, hookTimeout: 120000 },
});
