// scripts/bench_sliders.mjs — how closely each initialisation tab's figure follows its slider, in
// headless Chromium, through the built page (run `npx vite build` first; dist/ is served by
// `vite preview`). Per tab it drags one slider with the mouse back and forth across the middle of
// its track (--sweeps S sweeps of --moves M moves, --gap G ms between moves, as a hand drags), and
// times, for every position the slider passed (its `input` event), how long until a figure
// computed for that position or a later one was on screen (the frame after the tab's draw:
// sectionTab's mm:figure event, then requestAnimationFrame). Printed per tab: p50 / p95 / max of
// that redraw latency over all moves; the latency of the last position of each sweep (the figure
// once the hand stops); from letting go to the full figure (a tab with a cheaper preview draws
// the preview during the drag, the full figure on release); how many figures were previews, and
// how many of those a part of the section (the core's previews: only what the slider changes);
// and the medians of the worker's answer (request -> result on the page), of its parts in the
// worker (waiting there behind earlier requests; the core's call), of the page's drawing (the tab's
// draw, then Chart.js's, in the microtasks after it) and of the wait for the next frame.
//   node scripts/bench_sliders.mjs [--sweeps 3] [--moves 30] [--gap 30] [--tab kaiming] [--dist dist] [--json] [--raw]
// (--raw: every latency, and each figure's answer/drawing ms, as they came)
// Leaves out: building the page, asserting anything (a benchmark, not a test), the playground's
// learning rate (its slider draws no figure: the model is reset when it is let go).
import { loadavg } from 'node:os';
import { startPreview, launch } from '../tests/e2e/harness.mjs';

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? def : process.argv[i + 1];
}
const sweeps = Number(arg('sweeps', 3));
const moves = Number(arg('moves', 30));
const gap = Number(arg('gap', 30));
const only = arg('tab', null);
const dist = arg('dist', null);
const json = process.argv.includes('--json');

// The tab, its slider's setting, and the part of the track a sweep crosses (fractions).
const TABS = [
  { tab: 'tanh', name: 'bad', from: 0.2, to: 0.8 },
  { tab: 'kaiming', name: 'k_gain', from: 0.15, to: 0.75 },
  { tab: 'batchnorm', name: 'bn_bad', from: 0.1, to: 0.6 },
  { tab: 'batchnorm', name: 'bn_eps', from: 0.2, to: 0.8 },
  { tab: 'batchnorm', name: 'bn_gamma', from: 0.3, to: 0.9 },
  { tab: 'batchnorm', name: 'bn_beta', from: 0.2, to: 0.8 },
  { tab: 'batchnorm', name: 'bn_mom', from: 0.3, to: 0.9 },
  { tab: 'residual', name: 'r_std', from: 0.2, to: 0.8 },
].filter((c) => !only || c.tab === only);

const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

async function bench(browser, base, c) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__inputs = [];
    window.__figures = [];
    window.__releases = [];
    document.addEventListener(
      'input',
      (e) => {
        if (e.target.dataset?.slider) window.__inputs.push(performance.now());
      },
      true,
    );
    document.addEventListener(
      'change',
      (e) => {
        if (e.target.dataset?.slider) window.__releases.push(performance.now());
      },
      true,
    );
    // on screen: the frame after the draw (Chart.js draws in a microtask queued by the draw)
    document.addEventListener('mm:figure', (e) => {
      const d = e.detail;
      // Chart.js draws in microtasks the draw queued (charts.js update()): this one runs after them
      let chartsAt = NaN;
      queueMicrotask(() => (chartsAt = performance.now()));
      requestAnimationFrame(() =>
        window.__figures.push({
          requestedAt: d.requestedAt,
          arrivedAt: d.arrivedAt,
          drawnAt: d.drawnAt,
          chartsAt,
          shownAt: performance.now(),
          preview: d.preview,
          part: d.section !== undefined && d.section !== d.tab, // (a build before the parts names no section)
          worker: d.worker,
        }),
      );
    });
  });
  await page.goto(`${base}?tab=${c.tab}&predict=off`);
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, c.tab, { timeout: 300000, polling: 100 });
  const box = await page.$eval(`input[data-slider="${c.name}"]`, (e) => {
    e.scrollIntoView({ block: 'center' });
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y + r.height / 2, w: r.width };
  });
  const xAt = (f) => box.x + 13 + f * (box.w - 26); // the thumb's centre (view/controls.css: a 26 px thumb)
  const settle = () =>
    page.waitForFunction(
      () =>
        document.querySelector('#panel .runner')?.dataset.figure === 'full' &&
        window.__figures.length &&
        window.__figures.at(-1).shownAt > (window.__releases.at(-1) ?? 0),
      null,
      { timeout: 300000, polling: 50 },
    );
  const lastOfSweep = [];
  const release = [];
  for (let s = 0; s < sweeps; s++) {
    const [a, b] = s % 2 ? [c.to, c.from] : [c.from, c.to];
    await page.mouse.move(xAt(a), box.y);
    await page.mouse.down();
    for (let i = 1; i <= moves; i++) {
      await page.mouse.move(xAt(a + ((b - a) * i) / moves), box.y);
      await page.waitForTimeout(gap);
    }
    const n = await page.evaluate(() => window.__inputs.length);
    await page.mouse.up();
    await settle();
    await page.waitForTimeout(200);
    const r = await page.evaluate((k) => {
      const last = window.__inputs[k - 1];
      const shown = window.__figures.find((f) => f.requestedAt >= last);
      const up = window.__releases.at(-1);
      const full = window.__figures.find((f) => !f.preview && f.requestedAt >= up);
      return { last: shown ? shown.shownAt - last : NaN, release: full ? full.shownAt - up : NaN };
    }, n);
    lastOfSweep.push(r.last);
    release.push(r.release);
  }
  // every position passed: the first figure asked for at or after it
  const lat = await page.evaluate(() =>
    window.__inputs
      .map((t) => {
        const f = window.__figures.find((x) => x.requestedAt >= t);
        return f ? f.shownAt - t : NaN;
      })
      .filter(Number.isFinite),
  );
  const previews = await page.evaluate(() => window.__figures.filter((f) => f.preview).length);
  const parts_ = await page.evaluate(() => window.__figures.filter((f) => f.part).length);
  const inWorker = await page.evaluate(() => window.__figures.filter((f) => f.worker).map((f) => [f.worker.queued, f.worker.core]));
  // where the time goes: the worker's answer (request -> arrival) and the page's drawing (arrival -> drawn)
  const parts = await page.evaluate(() =>
    window.__figures.map((f) => [f.arrivedAt - f.requestedAt, f.drawnAt - f.arrivedAt, f.chartsAt - f.drawnAt, f.shownAt - f.chartsAt]),
  );
  await context.close();
  if (process.argv.includes('--raw'))
    console.log(c.tab, c.name, lat.map(Math.round).join(' '), '\n', parts.map((p) => p.map(Math.round).join('/')).join(' '));
  return {
    tab: c.tab,
    setting: c.name,
    moves: lat.length,
    p50: quantile(lat, 0.5),
    p95: quantile(lat, 0.95),
    max: quantile(lat, 1),
    lastP95: quantile(lastOfSweep, 0.95),
    releaseP50: quantile(release, 0.5),
    previews,
    partFigures: parts_,
    queuedP50: quantile(
      inWorker.map((w) => w[0]),
      0.5,
    ),
    coreP50: quantile(
      inWorker.map((w) => w[1]),
      0.5,
    ),
    computeP50: quantile(
      parts.map((p) => p[0]),
      0.5,
    ),
    drawP50: quantile(
      parts.map((p) => p[1]),
      0.5,
    ),
    chartsP50: quantile(
      parts.map((p) => p[2]),
      0.5,
    ),
    frameP50: quantile(
      parts.map((p) => p[3]),
      0.5,
    ),
  };
}

// the machine's load average (1 min) before and after: the latencies mean little on a busy machine
const load = [loadavg()[0]];
const server = await startPreview(dist);
const browser = await launch();
const rows = [];
try {
  for (const c of TABS) rows.push(await bench(browser, server.base, c));
} finally {
  await browser.close();
  server.stop();
}
load.push(loadavg()[0]);
if (json) console.log(JSON.stringify({ load, rows }, null, 2));
else {
  const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : '–');
  const head = [
    'tab',
    'slider',
    'moves',
    'p50 ms',
    'p95 ms',
    'max ms',
    'last pos. p95 ms',
    'release→full p50 ms',
    'previews (parts)',
    'answer p50 ms',
    'queued p50 ms',
    'core p50 ms',
    'draw p50 ms',
    'charts p50 ms',
    'frame p50 ms',
  ];
  const body = rows.map((r) => [
    r.tab,
    r.setting,
    String(r.moves),
    ms(r.p50),
    ms(r.p95),
    ms(r.max),
    ms(r.lastP95),
    ms(r.releaseP50),
    `${r.previews} (${r.partFigures})`,
    ms(r.computeP50),
    ms(r.queuedP50),
    ms(r.coreP50),
    ms(r.drawP50),
    ms(r.chartsP50),
    ms(r.frameP50),
  ]);
  const width = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((x, i) => x.padEnd(width[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  console.log(
    `\n${sweeps} sweeps of ${moves} mouse moves ${gap} ms apart per slider; redraw = input event -> the frame after the figure for that position or a later one was drawn.`,
  );
  console.log(`load average (1 min): ${load[0].toFixed(2)} before, ${load[1].toFixed(2)} after`);
}
