#!/usr/bin/env node
// tools/bench_browser.mjs — `npm run bench -- --browser`: the same benchmark rows as
// bench_wasm.mjs, measured in headless Chromium through the page's own worker and module: the
// built site (dist/, `vite build`) is served by `vite preview` under its strict CSP, a page opens,
// and its test hook window.__mmTest.bench posts a 'bench' job to the page's worker, which calls
// the module's runBench. Prints the same table (or, with --json, the same JSON object, engine
// "chromium") as the other engines. Wall clock only: a page has no CPU-time clock.
// Leaves out: building (scripts/bench.sh runs the wasm preset and `vite build` first).
//
//   node tools/bench_browser.mjs [--json] [--steps N] [--runs R] [--warmup W] [--rows LIST]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { failWith, parseBenchArgs } from './bench_common.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const USAGE = 'usage: node tools/bench_browser.mjs [--json] [--steps N] [--runs R] [--warmup W] [--rows LIST]';
const fail = failWith('bench_browser', USAGE);
const TAB = 'ln-matrix'; // a light tab: its own start-up work is done long before the bench job

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// `vite preview` of dist/ on a free port, detached (its process group is killed by stop()).
async function startPreview() {
  const port = await freePort();
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
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
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`vite preview did not start on ${base}`);
}

// Chromium as tests/e2e/harness.mjs launches it.
function launch() {
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

async function benchInPage(base, params) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}?tab=${TAB}`);
    await page.waitForFunction((id) => window.__mmReady?.[id] === true, TAB, { timeout: 120000, polling: 250 });
    const text = await (await fetch(new URL('names.txt', base))).text();
    const result = await page.evaluate((p) => window.__mmTest.bench(p), { ...params, text, engine: 'chromium' });
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return { result, version: browser.version() };
  } finally {
    await browser.close();
  }
}

async function main() {
  const opts = parseBenchArgs(process.argv.slice(2), USAGE, fail);
  if (opts.cpuTime) fail('--cpu-time: a page has no CPU-time clock (the browser column is wall clock)');
  if (!existsSync(`${ROOT}dist/index.html`)) fail('dist/ is missing: run npm run bench -- --browser (it builds the page)');
  const { json, cpuTime, ...params } = opts;
  const server = await startPreview();
  let out, error;
  try {
    out = await benchInPage(server.base, params);
  } catch (e) {
    error = e;
  } finally {
    server.stop();
  }
  if (error) fail(error.message.split('\n')[0]);
  const r = JSON.parse(out.result.json);
  r.engine = 'chromium';
  r.detail += `, Chromium ${out.version}, the page's worker`;
  process.stdout.write(
    json ? `${JSON.stringify(r)}\n` : out.result.table.replace(/^(makemore-lab bench: chromium \(.*)\)/, `$1, Chromium ${out.version})`),
  );
}

main();
