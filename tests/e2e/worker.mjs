// worker.mjs — the browser tests of the page's computing workers (run.mjs registers them): a worker
// that goes silent without an error event (self.close(), or an endless loop) is noticed by the
// heartbeat, replaced with the same settings, and its lost job fails with a sentence in the page's
// language; the diagnostics tab's four runs go to a pool of workers and cancel stops them all; the
// charts' point counter counts what reached Chart.js, so an all-non-finite chart fails it.
import { newPage, test, assert, noErrors, drawnPoints, OUT } from './harness.mjs';

const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
// The diagnostics tab is computing: its progress bar shows steps done.
const running = (page) =>
  page.waitForFunction(() => Number(document.querySelector('#panel .progress:not([hidden]) progress')?.value) > 0, null, {
    timeout: 60000,
  });
const note = (page, text) =>
  page.waitForFunction((n) => document.querySelector('#worker-note:not([hidden])')?.textContent.includes(n), text, { timeout: 20000 });

for (const [how, what] of [
  ['close', 'self.close()'],
  ['hang', 'an endless loop'],
]) {
  test(
    `a worker that goes silent (${what}) is noticed, replaced with the same settings; its lost job fails in words; the page stays usable`,
    async ({ browser, base }) => {
      const page = await newPage(browser);
      const url = `${base}?tab=diagnostics&lang=en&seed=7&steps=20000`; // long runs: still computing when the worker dies
      await page.goto(url);
      await running(page);
      const href = page.url();
      let t0 = Date.now();
      await page.evaluate((h) => window.__mmTest.crashWorker(h), how);
      await note(page, 'it gave no sign of life for 5 seconds) and was restarted');
      console.log(`     (${how}: noticed after ${Date.now() - t0} ms)`);
      await running(page); // mounted again on the new worker, the same settings
      assert(page.url() === href && (await page.inputValue('input[name=seed]')) === '7', `settings lost: ${page.url()}`);
      // a second death soon after: the tab is not mounted again, so its lost job's failure shows
      t0 = Date.now();
      await page.evaluate((h) => window.__mmTest.crashWorker(h), how);
      await note(page, 'stopped again');
      console.log(`     (${how}, again: noticed after ${Date.now() - t0} ms)`);
      await page.waitForFunction(
        () =>
          document.querySelector('#panel .error:not([hidden])')?.textContent ===
          'the computing worker stopped: it gave no sign of life for 5 seconds',
        null,
        { timeout: 10000 },
      );
      assert(!(await page.isVisible('#panel .progress')), 'the progress bar stays after the lost job');
      // the page stays usable: the runs start again on a new worker, and cancel stops them
      await page.click('[data-action=run]');
      await running(page);
      await page.click('#panel .progress button');
      await page.waitForFunction(() => document.querySelector('#panel .status')?.textContent.includes('Cancelled'));
      await page.click('#tab-ln-matrix');
      await ready(page, 'ln-matrix');
      await page.screenshot({ path: `${OUT}/worker-silent-${how}.png`, fullPage: false });
      noErrors(page);
      await page.context().close();
    },
    { alone: true },
  );
}

// The diagnostics curves' points per run, as Chart.js holds them.
const curvePoints = (page) => page.$eval('#panel figure.chart', (f) => f.mmChart.data.datasets.map((d) => d.data.length));

test('the four 5.13 runs stream side by side on a pool of workers; cancel stops them all', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=diagnostics&lang=en&steps=20000`);
  const size = await page.evaluate(() => window.__mmTest.poolSize());
  assert(size >= 2 && size <= 4, `pool size ${size}`);
  // as many runs as workers have points before any run has ended
  await page.waitForFunction(
    (n) => {
      const sets = document.querySelector('#panel figure.chart')?.mmChart?.data.datasets ?? [];
      return sets.filter((d) => d.data.length > 0).length >= n;
    },
    size,
    { timeout: 60000 },
  );
  assert(page.workers().length === size, `${page.workers().length} workers for a pool of ${size}`);
  const finals = await page.$$eval('#panel figure.chart', (fs) => fs[1].mmChart.data.datasets.length);
  assert(finals === 0, 'a run ended before the others started: not side by side');
  await page.click('#panel .progress button');
  await page.waitForFunction(() => document.querySelector('#panel .status')?.textContent.includes('Cancelled'));
  const stopped = await curvePoints(page);
  await page.waitForTimeout(1500); // a run still going would stream more points (its progress still draws)
  const later = await curvePoints(page);
  assert(JSON.stringify(later) === JSON.stringify(stopped), `a run went on after cancel: ${stopped} -> ${later}`);
  noErrors(page);
  await page.context().close();
});

test('the chart counter counts finite points that reached Chart.js, so a chart of non-finite values fails it', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=start`);
  await ready(page, 'start');
  const before = await drawnPoints(page);
  assert(before.length === 2 && before.every((n) => n > 0), `start tab: ${before}`);
  // what the old check read (the figure's count before the filter) stays positive; the drawn count does not
  await page.$$eval('#panel figure.chart', (fs) =>
    fs.forEach((f) => {
      for (const d of f.mmChart.data.datasets) d.data = d.data.map((p) => (typeof p === 'number' ? NaN : { x: p.x, y: NaN }));
    }),
  );
  const after = await drawnPoints(page);
  const attr = await page.$$eval('#panel figure.chart', (fs) => fs.map((f) => Number(f.dataset.points)));
  assert(after.every((n) => n === 0) && attr.every((n) => n > 0), `drawn ${after}, data-points ${attr}`);
  noErrors(page);
  await page.context().close();
});

// The set-up calls the first worker was sent, in order ({ name } of every 'call' message).
const recordCalls = (page) =>
  page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    window.__calls = new Map(); // worker -> [call names]
    Worker.prototype.postMessage = function (msg, ...rest) {
      if (!window.__calls.has(this)) window.__calls.set(this, []);
      if (msg?.type === 'call') window.__calls.get(this).push(msg.name);
      return post.call(this, msg, ...rest);
    };
  });
const firstCalls = (page) => page.evaluate(() => [...window.__calls.values()][0] ?? []);

test("the shipped names list goes to the core as soon as it is downloaded, once; a student's kept list replaces it", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await recordCalls(page);
  await page.goto(`${base}?tab=start&lang=en`);
  await ready(page, 'start');
  let calls = await firstCalls(page);
  // before the page's own code asks for the recipe (the first tab waits for both), and only once
  assert(calls.filter((c) => c === 'setNames').length === 1, `setNames sent ${calls.join(', ')}`);
  assert(calls.indexOf('setNames') < calls.indexOf('recipe'), `the names list after the page's own calls: ${calls.join(', ')}`);
  // a student's own list (17 letters and '.': ln 18), kept across a reload: the reload's early shipped list does not win
  const names = 'ada bo cy di ed fa gu hi io ju ka lu ma ne ol'.split(' ').join('\n');
  await page.setInputFiles('#names-file', { name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(names) });
  await page.waitForFunction(() => document.querySelector('.names-status')?.textContent.includes('mine.txt'));
  await ready(page, 'start');
  await page.reload();
  await ready(page, 'start');
  calls = await firstCalls(page);
  assert(calls.filter((c) => c === 'setNames').length === 2, `after a reload with a kept list: ${calls.join(', ')}`);
  const label = await page.$eval('[data-key=start-logv]', (e) => e.parentElement.querySelector('th').textContent);
  assert(label.includes('ln 18') && !label.includes('27'), `the kept list is not the one in use: ${label}`);
  assert((await page.textContent('.names-status')).includes('mine.txt'), 'names status lost');
  noErrors(page);
  await page.context().close();
});

test("a kept list the page sends before the shipped list is downloaded stays the core's list", async ({ browser, base }) => {
  const page = await newPage(browser, undefined, { serviceWorkers: 'block' }); // every download through the route below
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    window.__lists = []; // the first line of every names list sent to a worker
    Worker.prototype.postMessage = function (msg, ...rest) {
      if (msg?.type === 'call' && msg.name === 'setNames') window.__lists.push(msg.args[0].split('\n')[0]);
      return post.call(this, msg, ...rest);
    };
  });
  await page.goto(`${base}?tab=start&lang=en`);
  await ready(page, 'start');
  const names = 'ada bo cy di ed fa gu hi io ju ka lu ma ne ol'.split(' ').join('\n');
  await page.setInputFiles('#names-file', { name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(names) });
  await page.waitForFunction(() => document.querySelector('.names-status')?.textContent.includes('mine.txt'));
  await ready(page, 'start');
  // the reload's shipped list is held until the page has sent the kept one (a slow network, a fast cache)
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/names.txt', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await page.waitForFunction(() => window.__lists.includes('ada'));
  const downloaded = page.waitForResponse('**/names.txt');
  release();
  await downloaded;
  await ready(page, 'start');
  await page.waitForTimeout(300); // the shipped list's text is read and, with the old order, sent
  const lists = await page.evaluate(() => window.__lists);
  assert(
    lists.every((l) => l === 'ada'),
    `lists sent after a reload with a kept list: ${lists.join(', ')}`,
  );
  assert((await page.textContent('.names-status')).includes('mine.txt'), 'names status lost');
  noErrors(page);
  await page.context().close();
});
