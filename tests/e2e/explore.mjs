// explore.mjs — the browser tests of figures that a student reads against the text's words (run.mjs
// registers them): the start tab's first view shows the whole hockey stick; the Kaiming tab prints
// each layer's saturated share beside its histogram, draws both stacks' histograms on one y scale
// and says where the live figure and the text's "spreads out around 0" part; the diagnostics tab
// reads update:data against the text's -3 and says why a short run can reverse the text's order.
import { newPage, test, assert, noErrors } from './harness.mjs';

const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
const text = (page, sel) => page.$eval(sel, (e) => e.textContent);
const num = (page, key) => page.$eval(`[data-key="${key}"]`, (e) => Number(e.dataset.value));
// The n-th chart of the tab: its datasets ({ label, data: [{ x, y }] }) and its y range.
const chart = (page, n) =>
  page.$$eval(
    '#panel figure.chart',
    (fs, i) => {
      const c = fs[i].mmChart;
      return {
        datasets: c.data.datasets.map((d) => ({ label: d.label, data: d.data })),
        yMin: c.options.scales.y.min,
        yMax: c.options.scales.y.max,
      };
    },
    n,
  );
// How long the start tab's figure took in the worker (requested -> arrived), from its mm:figure event.
const figureMs = (page) =>
  page.evaluate(() => {
    const e = window.__lastFigure;
    return e ? Math.round(e.arrivedAt - e.requestedAt) : NaN;
  });
const listen = (page) => page.addInitScript(() => document.addEventListener('mm:figure', (e) => (window.__lastFigure = e.detail)));
const mean = (ys) => ys.reduce((a, b) => a + b, 0) / ys.length;

// The hockey stick: most of the fall in the first tenth of the steps (the blade), and at the end the
// no-fix curve close to the fixed one (the handle), as a share of the gap they start with.
function hockey(noFix, fix) {
  const y = noFix.map((p) => p.y),
    f = fix.map((p) => p.y);
  const n = y.length,
    tenth = Math.round(n / 10),
    w = Math.max(5, Math.round(n / 20));
  const end = mean(y.slice(-w));
  return {
    steps: n,
    blade: (y[0] - mean(y.slice(tenth - w, tenth))) / (y[0] - end),
    handle: (end - mean(f.slice(-w))) / (y[0] - f[0]),
  };
}

// Every figure the start tab draws, in order: whether it was the first part, the curve chart's title,
// its data-first mark, its first series' points and the runner's data-figure then.
const recordFigures = (page) =>
  page.addInitScript(() => {
    window.__figures = [];
    document.addEventListener('mm:figure', (e) => {
      if (e.detail.tab !== 'start') return;
      const fig = document.querySelectorAll('#panel figure.chart')[1];
      const c = fig.mmChart;
      window.__figures.push({
        first: e.detail.first,
        title: c.options.plugins.title.text,
        mark: fig.dataset.first ?? null,
        noFix: c.data.datasets[0].data.map((p) => p.y),
        runner: document.querySelector('#panel .runner')?.dataset.figure ?? null,
      });
    });
  });

test('explore: the start tab draws the first 100 steps of its hockey stick, then the whole 1000 replaces them', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await recordFigures(page);
  await page.goto(base); // the first view: the start tab at its defaults, 1000 steps
  await ready(page, 'start');
  const figs = await page.evaluate(() => window.__figures);
  console.log(`  figures drawn: ${figs.map((f) => `${f.first ? 'first part' : 'whole'} (${f.noFix.length} steps)`).join(', ')}`);
  assert(figs.length === 2, `${figs.length} figures drawn: ${JSON.stringify(figs.map((f) => f.first))}`);
  const [part, whole] = figs;
  assert(part.first === 100 && part.noFix.length === 100, `the first figure: first ${part.first}, ${part.noFix.length} steps`);
  assert(part.mark === '100/1000' && part.runner === 'first', `the first part is not marked as such: ${part.mark}, ${part.runner}`);
  assert(/100/.test(part.title) && !/1\D?000/.test(part.title), `the first part's title: ${part.title}`);
  assert(
    whole.first === 0 && whole.noFix.length === 1000 && whole.mark === null,
    `the second figure: ${whole.first}, ${whole.noFix.length} steps`,
  );
  assert(/1\D?000/.test(whole.title), `the whole figure's title: ${whole.title}`);
  assert(
    part.noFix.every((y, i) => y === whole.noFix[i]),
    "the first part is not the whole curve's first 100 points",
  );
  const runner = await page.$eval('#panel .runner', (e) => e.dataset.figure);
  assert(runner === 'full', `the runner after the whole figure: ${runner}`);
  noErrors(page);
  await page.context().close();
});

test('explore: the start tab opens on the whole hockey stick; an old link keeps its 200 steps', async ({ browser, base }) => {
  const page = await newPage(browser);
  await listen(page);
  const t0 = Date.now();
  await page.goto(base); // the page's first view: the start tab at its defaults
  await ready(page, 'start');
  const ms = Date.now() - t0;
  const c = await chart(page, 1);
  const h = hockey(c.datasets[0].data, c.datasets[1].data);
  console.log(
    `  first view: ${h.steps} steps, figure ${await figureMs(page)} ms in the worker, drawn ${ms} ms after the page was opened; blade ${h.blade.toFixed(2)}, handle ${h.handle.toFixed(3)}`,
  );
  assert(h.blade > 0.6, `the no-fix curve's first tenth of ${h.steps} steps falls only ${(100 * h.blade).toFixed(0)} % of its fall`);
  assert(
    h.handle < 0.1,
    `after ${h.steps} steps the no-fix curve is still ${(100 * h.handle).toFixed(0)} % of the starting gap above the fixed one: only the blade`,
  );
  // a link written before the default changed, without hs_steps, still means 200 steps
  await page.goto(`${base}?tab=start&lang=en`);
  await ready(page, 'start');
  const old = await chart(page, 1);
  const o = hockey(old.datasets[0].data, old.datasets[1].data);
  console.log(
    `  old link: ${o.steps} steps, figure ${await figureMs(page)} ms in the worker; blade ${o.blade.toFixed(2)}, handle ${o.handle.toFixed(3)}`,
  );
  assert(old.datasets[0].data.length === 200, `an old link draws ${old.datasets[0].data.length} steps`);
  assert(new URL(page.url()).searchParams.get('hs_steps') === '200', `the rewritten link: ${page.url()}`);
  noErrors(page);
  await page.context().close();
});

test("explore: the Kaiming tab's histograms share one y scale, each layer with its saturated share, and the text's words placed", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  for (const lang of ['en', 'tr']) {
    await page.goto(`${base}?tab=kaiming&lang=${lang}`);
    await ready(page, 'kaiming');
    const [naive, kaiming] = [await chart(page, 1), await chart(page, 2)];
    const top = Math.max(...[...naive.datasets, ...kaiming.datasets].flatMap((d) => d.data.map((p) => p.y)));
    assert(
      naive.yMax !== undefined && naive.yMax === kaiming.yMax && naive.yMax >= top && naive.yMin === 0,
      `${lang}: y ranges naive [${naive.yMin}, ${naive.yMax}], Kaiming [${kaiming.yMin}, ${kaiming.yMax}], tallest bin ${top}`,
    );
    const share = lang === 'en' ? /^L(\d+) tanh: (\d+\.\d)% saturated$/ : /^L(\d+) tanh: %(\d+,\d) doymuş$/;
    const shares = (c) =>
      c.datasets.map((d, i) => {
        const m = share.exec(d.label);
        assert(m && Number(m[1]) === i + 1, `${lang}: legend entry "${d.label}"`);
        return Number(m[2].replace(',', '.'));
      });
    const [ns, ks] = [shares(naive), shares(kaiming)];
    const words = await text(page, '[data-key=kaiming-vs-text]');
    const said = (x) => (lang === 'en' ? `${x.toFixed(1)}%` : `%${x.toFixed(1).replace('.', ',')}`);
    const k1 = Math.max(...ks);
    assert(
      words.includes(lang === 'en' ? 'spreads out around 0' : '0 civarında yayıldığını') &&
        words.includes(said(k1)) &&
        words.includes(said(ks[ks.length - 1])) &&
        words.includes(said(Math.max(...ns))) &&
        words.includes(`L${ks.indexOf(k1) + 1} tanh`),
      `${lang}: the sentence beside the histograms (shares ${ks}; naive ${ns}): ${words}`,
    );
  }
  // another gain: the sentence does not call layer 1 the tanh tab's Kaiming layer
  await page.goto(`${base}?tab=kaiming&lang=en&k_gain=1.2`);
  await ready(page, 'kaiming');
  const other = await text(page, '[data-key=kaiming-vs-text]');
  assert(other.includes('has gain 1.2, not 5/3') && !other.includes('very layer'), `at gain 1.2: ${other}`);
  noErrors(page);
  await page.context().close();
});

test("explore: diagnostics reads update:data against the text's −3 and says why 500 steps reverse the text's BN order", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=diagnostics&steps=500&lang=en`);
  await ready(page, 'diagnostics');
  const explain = await text(page, '#panel');
  assert(explain.includes('changes the parameters’ values') && !explain.includes('changes the data;'), 'the explanation says "the data"');
  const median = await num(page, 'ud-median');
  const ud = await text(page, '[data-key=ud-reading]');
  const d = median + 3;
  const dir = Math.abs(d) <= 0.5 ? 'near enough' : d > 0 ? 'large side' : 'small';
  assert(
    ud.includes(`median over its parameters is ${median.toFixed(2).replace('-', '−')}`) &&
      ud.includes(`${Math.abs(d).toFixed(2)} ${d >= 0 ? 'above' : 'below'}`) &&
      ud.includes(`about ${(1000 * 10 ** median).toFixed(1)} in a thousand`) &&
      ud.includes(dir),
    `median ${median}: ${ud}`,
  );
  const [noBn, bn] = [await num(page, 'dev-0'), await num(page, 'dev-1')];
  assert(bn > noBn, `at 500 steps BN Kaiming ${bn}, no BN ${noBn}: the order this test is about is gone`);
  const note = await text(page, '[data-key=short-run]');
  assert(
    note.includes(`dev ${bn.toFixed(4)} against ${noBn.toFixed(4)}, ${(bn - noBn).toFixed(4)} more`) &&
      note.includes('2.1858 against 2.2031'),
    `the short-run note: ${note}`,
  );
  noErrors(page);
  await page.context().close();
});
