// scripts/bench_diagnostics_tab.mjs — how long the diagnostics tab's four runs take in headless
// Chromium, through the built page (run `npx vite build` first): opens ?tab=diagnostics, times
// from the first streamed point to the tab's ready flag (all four results drawn), and from the
// page's start to its first chart point; prints the medians of --runs R (default 3) cold page loads.
// --tab T times another tab's first chart point and ready flag instead (e.g. --tab start);
// --dist DIR serves another build (e.g. an older one, to compare).
//   node scripts/bench_diagnostics_tab.mjs [--steps 20000] [--runs 3] [--tab diagnostics] [--dist dist] [--json]
// Leaves out: building the page, asserting anything (a benchmark, not a test).
import { startPreview, launch } from '../tests/e2e/harness.mjs';
import { URL_VERSION } from '../web/src/state/state.js';

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? def : Number(process.argv[i + 1]);
}
const steps = arg('steps', 20000);
const runs = arg('runs', 3);
const json = process.argv.includes('--json');
const tabAt = process.argv.indexOf('--tab');
const tab = tabAt < 0 ? 'diagnostics' : process.argv[tabAt + 1];
const distAt = process.argv.indexOf('--dist');
const dist = distAt < 0 ? null : process.argv[distAt + 1];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// One page load: { firstPointS, runsS, totalS } (seconds) and the pool's size.
async function once(browser, base) {
  const context = await browser.newContext(); // a cold load: nothing cached
  const page = await context.newPage();
  await page.addInitScript(() => {
    // the first chart point: the curves widget's data-points turns positive
    new MutationObserver(() => {
      if (window.__firstPoint) return;
      const f = document.querySelector('#panel figure.chart');
      if (f && Number(f.dataset.points) > 0) window.__firstPoint = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-points'] });
  });
  // a link of this version: the tab's own defaults (an older link keeps older ones, e.g. hs_steps 200)
  await page.goto(`${base}?v=${URL_VERSION}&tab=${tab}&steps=${steps}`);
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 900000, polling: 100 });
  const r = await page.evaluate(() => ({ first: window.__firstPoint, end: performance.now(), pool: window.__mmTest?.poolSize?.() ?? 1 }));
  await context.close();
  return { firstPointS: r.first / 1000, runsS: (r.end - r.first) / 1000, totalS: r.end / 1000, pool: r.pool };
}

const server = await startPreview(dist);
const browser = await launch();
try {
  const all = [];
  for (let i = 0; i < runs; i++) {
    all.push(await once(browser, server.base));
    if (!json) console.error(`run ${i + 1}/${runs}: ${all.at(-1).runsS.toFixed(1)} s`);
  }
  const out = {
    tab,
    steps,
    runs,
    pool_size: all[0].pool,
    first_point_to_ready_s: median(all.map((r) => r.runsS)),
    first_point_s: median(all.map((r) => r.firstPointS)),
    load_to_done_s: median(all.map((r) => r.totalS)),
  };
  if (json) console.log(JSON.stringify(out));
  else {
    const what = tab === 'diagnostics' ? `four ${steps}-step runs` : 'its figures';
    console.log(`${tab} tab, ${what}, a pool of ${out.pool_size} worker(s) (1 before the pool), median of ${runs} cold loads:`);
    console.log(
      `  first chart point after ${out.first_point_s.toFixed(2)} s; then done after ${out.first_point_to_ready_s.toFixed(2)} s more;` +
        ` load to done ${out.load_to_done_s.toFixed(2)} s`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
