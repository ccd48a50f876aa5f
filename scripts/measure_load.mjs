// scripts/measure_load.mjs — how long a first visit takes on a slow link, with the built site
// (dist/, `npm run build:web` first) served compressed (gzip) and uncompressed, as a plain static
// server would. Chromium (playwright-core) on a link throttled
// at the server (1.6 Mbit/s down, 150 ms before every response, as a school's Wi-Fi shared by a
// class; see send() below), a fresh profile per run. Prints a table: when the loading line first says
// what is downloading, when the server has sent the last response the first tab needed, when the
// first tab's figures are drawn (the compute comes after the downloads), the bytes sent until then,
// and the bytes sent after it until the service worker is active (its precache: revalidations of
// what the page already has, answered 304, and what it had not downloaded).
// Usage: node scripts/measure_load.mjs [--runs N] [--tab start] [--dist <folder of a build>]
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { launch } from '../tests/e2e/harness.mjs';
import { CSP } from './csp.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const ROOT = `${resolve(arg('dist', new URL('../dist/', import.meta.url).pathname))}/`; // --dist <another build>
const RUNS = Math.max(1, Number(arg('runs', 1)) | 0);
const TAB = arg('tab', 'start');
const LINK = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 }; // bytes/s

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
};

// The link, at the server: every response waits the latency, then shares one downlink of
// LINK.downloadThroughput bytes/s with the others, in 16 KB pieces. (The DevTools emulation
// throttles only what the page's own session sees: the dedicated worker's download of the wasm
// module does not appear there, and would come at full speed.)
let linkFree = 0; // when the downlink has sent everything queued so far (ms, performance.now)
const wire = { bytes: 0, lastAt: 0 }; // bytes sent, and when the last response ended
function send(res, body) {
  const PIECE = 16384;
  let at = 0;
  const next = () => {
    if (at >= body.length) {
      wire.lastAt = performance.now();
      return res.end();
    }
    const piece = body.subarray(at, at + PIECE);
    at += piece.length;
    linkFree = Math.max(linkFree, performance.now()) + (piece.length / LINK.downloadThroughput) * 1000;
    setTimeout(() => {
      wire.bytes += piece.length;
      res.write(piece);
      next();
    }, linkFree - performance.now());
  };
  next();
}

// A static server of dist/ on a free port; gzip: compress every response the browser accepts so.
function serve(gzip) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(ROOT, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(ROOT) || !existsSync(file) || statSync(file).isDirectory()) file = join(ROOT, 'index.html');
    const body = readFileSync(file);
    // a validator, as every static server sends: a revalidation is a 304 without the body
    const etag = `"${statSync(file).mtimeMs.toString(36)}-${body.length}${gzip ? '-gz' : ''}"`;
    if (req.headers['if-none-match'] === etag) {
      setTimeout(() => res.writeHead(304, { ETag: etag }).end(), LINK.latency);
      return;
    }
    const headers = {
      ETag: etag,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CSP,
      'Cache-Control': 'no-cache',
    };
    let out = body;
    if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 9 }));
      out = cache.get(file);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(out.length);
    setTimeout(() => {
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else send(res, out);
    }, LINK.latency);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function visit(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // when the loading line first names what is downloading (boot.js's first write)
  await context.addInitScript(() => {
    new MutationObserver((_, obs) => {
      const line = document.getElementById('boot-progress');
      if (line && / — /.test(line.textContent) && !window.__lineAt) {
        window.__lineAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const page = await context.newPage();
  const sw = [];
  context.on('request', (r) => {
    if (r.serviceWorker()) sw.push(new URL(r.url()).pathname);
  });
  const t0 = performance.now();
  const bytes0 = wire.bytes;
  await page.goto(`${base}?tab=${TAB}`, { waitUntil: 'commit' });
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, TAB, { timeout: 600000, polling: 100 });
  const { chartAt, lineAt } = await page.evaluate(() => ({ chartAt: performance.now(), lineAt: window.__lineAt ?? NaN }));
  const bytesBefore = wire.bytes - bytes0;
  const downloadsAt = wire.lastAt - t0; // the last response before the first chart ended
  await page.evaluate(
    () =>
      navigator.serviceWorker.ready.then((r) =>
        r.active.state === 'activated' ? null : new Promise((done) => r.active.addEventListener('statechange', done)),
      ),
    null,
  );
  await context.close();
  return { lineAt, chartAt, downloadsAt, bytesBefore, swBytes: wire.bytes - bytes0 - bytesBefore, swFiles: sw };
}

if (!existsSync(join(ROOT, 'index.html'))) {
  console.error('no dist/: run `npm run build:web` first');
  process.exit(1);
}
const browser = await launch();
const rows = [];
try {
  for (const gzip of [true, false]) {
    const server = await serve(gzip);
    const base = `http://127.0.0.1:${server.address().port}/`;
    for (let i = 0; i < RUNS; i++) rows.push({ served: gzip ? 'gzip' : 'uncompressed', ...(await visit(browser, base)) });
    server.close();
  }
} finally {
  await browser.close();
}
const s = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : 'never');
const kb = (b) => String(Math.round(b / 1024));
console.log(`first visit of ?tab=${TAB}, ${((LINK.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s, ${LINK.latency} ms latency`);
console.log(
  '| served | loading line (s) | downloads done (s) | first chart (s) | KB sent until then | KB sent after, until the service worker is active | service worker requests |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const files = [...new Set(r.swFiles.map((f) => f.replace(/^\//, '').replace(/-[\w-]{8}\./, '-*.')))].join(', ') || '—';
  console.log(
    `| ${r.served} | ${s(r.lineAt)} | ${s(r.downloadsAt)} | ${s(r.chartAt)} | ${kb(r.bytesBefore)} | ${kb(r.swBytes)} | ${files} |`,
  );
}
