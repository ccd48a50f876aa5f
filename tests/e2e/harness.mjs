// harness.mjs — what the browser test needs around it: a free port, `vite preview` started detached
// (its process group killed at the end), Chromium through playwright-core, a page that records every
// console error, and a tiny test runner that prints "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { chromium } from 'playwright-core';
import { GUIDE } from '../../web/src/view/palette.js'; // no page build needed: palette.js imports nothing

export const ROOT = new URL('../../', import.meta.url).pathname;
export const OUT = `${ROOT}test-results`; // screenshots for a human look
mkdirSync(OUT, { recursive: true });

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// Starts `vite preview` on a free port (of dist/, or of outDir); resolves { base, stop } once it answers.
export async function startPreview(outDir = null) {
  const port = await freePort();
  const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...(outDir ? ['--outDir', outDir] : [])],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  const base = `http://127.0.0.1:${port}/`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(base);
      if (r.ok) return { base, stop, headers: r.headers };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`vite preview did not start on ${base}:\n${log}`);
}

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// A page whose console errors (its workers' too), page errors, failed requests and Content-Security-
// Policy violations (in any frame) land in `errors`, and whose dialogs (alert, confirm) land in
// `dialogs`, dismissed: the page itself never opens one.
// `options`: more of the context's options (a locale: { locale: 'tr-TR' }).
export async function newPage(browser, viewport = { width: 1280, height: 900 }, options = {}) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', ...options });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`);
    });
  });
  const page = await context.newPage();
  page.errors = [];
  page.dialogs = [];
  page.on('dialog', (d) => {
    page.dialogs.push(`${d.type()}: ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  page.on('worker', (w) =>
    w.on('console', (m) => {
      if (m.type() === 'error') page.errors.push(`worker console: ${m.text()}`);
    }),
  );
  // Poll on a timer: requestAnimationFrame polling stalled while a <progress> bar was animating.
  const waitForFunction = page.waitForFunction.bind(page);
  page.waitForFunction = (fn, arg, opts = {}) => waitForFunction(fn, arg, { polling: 250, ...opts });
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  // net::ERR_ABORTED is the browser cancelling a request the page no longer needs (a navigation
  // drops the icon still loading), not a failure of the page: a CI run failed on exactly that.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') page.errors.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return page;
}

// Minimal runner: test(name, fn, { alone }) collects, run() executes and reports.
// The tests run in E2E_JOBS lanes at once (2 by default; 1 runs them one after another in file
// order): each opens its own browser context, and most of a test's time is spent waiting on the
// page, so two lanes share the machine's two cores. A test that times the page itself (a worker's
// silence, a drag's pace, a load's first chart) says `alone: true` and runs with nothing beside it,
// after the lanes.
const tests = [];
// E2E_ONLY=<text> runs only the tests whose name contains it.
export function test(name, fn, { alone = false } = {}) {
  if (!process.env.E2E_ONLY || name.includes(process.env.E2E_ONLY)) tests.push({ name, fn, alone });
}

export async function run(setup) {
  const env = await setup();
  const jobs = Math.max(1, Number(process.env.E2E_JOBS ?? 2) || 1);
  let passed = 0,
    failed = 0;
  const failures = []; // repeated at the end: a long log is often read from its tail
  const one = async ({ name, fn }) => {
    const t0 = Date.now();
    try {
      await fn(env);
      passed++;
      console.log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      failures.push(`${name}: ${String(e?.message ?? e).split('\n')[0]}`);
      console.log(
        `FAIL ${name}\n     ${String(e?.stack ?? e)
          .split('\n')
          .slice(0, 6)
          .join('\n     ')}`,
      );
    }
  };
  const queue = tests.filter((x) => !x.alone);
  const lane = async () => {
    while (queue.length) await one(queue.shift());
  };
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, lane));
  for (const x of tests.filter((x) => x.alone)) await one(x);
  await env.teardown();
  for (const f of failures) console.log(`failed: ${f}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

// Per chart of the panel: the finite points Chart.js was given, guide lines left out (a chart whose
// data were all non-finite draws nothing but its guides); a heat map (no Chart.js) counts its cells.
export function drawnPoints(page) {
  return page.$$eval(
    '#panel figure.chart',
    (figs, guide) =>
      figs.map((f) => {
        if (!f.mmChart) return Number(f.dataset.points);
        const finite = (p) => (typeof p === 'number' ? Number.isFinite(p) : p !== null && Number.isFinite(p?.x) && Number.isFinite(p?.y));
        return f.mmChart.data.datasets.filter((d) => d.borderColor !== guide).reduce((n, d) => n + d.data.filter(finite).length, 0);
      }),
    GUIDE,
  );
}

// Opens every <details> of the panel (the charts' data tables, a script) and waits until each data
// table of a chart that has data is built (a closed one is built when it is opened).
export async function openDetails(page) {
  await page.$$eval('#panel details', (ds) =>
    ds.forEach((d) => {
      d.open = true;
    }),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#panel details.data-table')].every(
      (d) => d.closest('figure')?.dataset.points === '0' || d.querySelector('table caption'),
    ),
  );
}

// Sets a numeric control as a student would (type, then leave the box) and waits for the tab to
// draw again (window.__mmReady, set false first).
// A new page on `tab` (its query string after `tab=`: '&lang=en' …), once the tab's figures are drawn.
export async function pageOnTab(browser, base, tab, query = '', timeout = 180000) {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=${tab}${query}`);
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout });
  return page;
}

export async function setControl(page, tab, name, value, timeout = 120000) {
  await page.evaluate((id) => {
    window.__mmReady[id] = false;
  }, tab);
  await page.fill(`input[name=${name}]`, String(value));
  await page.$eval(`input[name=${name}]`, (e) => e.dispatchEvent(new Event('change')));
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout });
}

export function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}
export function noErrors(page) {
  assert(page.errors.length === 0, `console errors:\n${page.errors.join('\n')}`);
  assert(page.dialogs.length === 0, `dialogs opened:\n${page.dialogs.join('\n')}`);
}
export function inRange(v, lo, hi, what) {
  assert(Number.isFinite(v) && v >= lo && v <= hi, `${what} = ${v}, expected in [${lo}, ${hi}]`);
}
