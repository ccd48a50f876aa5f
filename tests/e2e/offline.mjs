// offline.mjs — the page after its first visit (run.mjs registers these): the build's service
// worker precaches the site; with the network cut (context.setOffline) a reload opens the page,
// every tab computes its figures (the same checks as online) and draws, the names list included.
// A new deployment (sw.js changed on the server) shows the update bar; its button reloads the page
// into the new version.
import { readFileSync, writeFileSync } from 'node:fs';
import { newPage, test, assert, inRange, noErrors, OUT, ROOT } from './harness.mjs';
import { TAB_CHECKS } from './tab_checks.mjs';
import { TABS } from '../../web/src/state/state.js';

const FAST = 'steps=500&pg_steps=300'; // as run.mjs: PyTorch's fixtures hold runs of these lengths
const num = (page, key) => page.$eval(`[data-key="${key}"]`, (e) => Number(e.dataset.value));
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });

// Resolves once the service worker is activated (its precache complete). The page registers it
// when its first tab has drawn, so it may still be activating then.
const swActive = (page) =>
  page.evaluate(() =>
    navigator.serviceWorker.ready.then((r) =>
      r.active.state === 'activated'
        ? 'activated'
        : new Promise((done) => r.active.addEventListener('statechange', () => done(r.active?.state))),
    ),
  );

test('offline: after one visit, a reload without network opens the page and every tab computes and draws', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=start&${FAST}`);
  await ready(page, 'start');
  assert((await swActive(page)) === 'activated', 'no active service worker');
  noErrors(page);
  await page.context().setOffline(true);
  assert(
    (await page.evaluate(() =>
      fetch('names.txt?nocache=1').then(
        () => 'online',
        () => 'offline',
      ),
    )) === 'offline',
    'the network is still reachable',
  );
  page.errors.length = 0; // the probe's own failed request; from here on, any failure counts
  await page.reload();
  await ready(page, 'start');
  assert(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the reloaded page is not served by the worker');
  const names = await page.textContent('.names-status');
  assert(names.includes('names.txt'), `the shipped names list did not load offline: ${names}`);
  for (const tab of TABS) {
    if (tab !== 'start') {
      await page.click(`#tab-${tab}`);
      await ready(page, tab);
    }
    if (!TAB_CHECKS[tab]) {
      // the exercises: five cards, each checked by the core when the student asks
      assert((await page.$$eval('#panel [data-exercise]', (es) => es.length)) === 5, `${tab}: not five exercise cards offline`);
      continue;
    }
    const points = await page.$$eval('#panel figure.chart', (fs) => fs.map((f) => Number(f.dataset.points)));
    assert(
      points.every((n) => n > 0) && (points.length > 0 || TAB_CHECKS[tab].noCharts),
      `${tab}: a chart without data offline: ${points}`,
    );
    await TAB_CHECKS[tab](page, { num, assert, inRange });
  }
  await page.screenshot({ path: `${OUT}/offline-playground.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});

// A page at `query`, controlled by the service worker of its first visit, when a new version is
// deployed (sw.js changes on the server): then(page) runs while the new version is out, and the
// served sw.js is put back afterwards.
async function newDeployment(browser, base, query, then) {
  const page = await newPage(browser);
  await page.goto(`${base}?${query}`);
  await ready(page, 'bn-matrix');
  await swActive(page);
  await page.reload(); // now controlled by the first version
  await ready(page, 'bn-matrix');
  // the page registers its service worker once the first tab has drawn, and __mmSW is set when
  // that registration resolves: a little after the tab is ready, not with it
  await page.waitForFunction(() => !!window.__mmSW, null, { timeout: 60000 });
  const file = `${ROOT}dist/sw.js`;
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${original}\n// a new deployment\n`);
    await page.evaluate(() => window.__mmSW.update());
    await then(page);
  } finally {
    writeFileSync(file, original);
  }
  noErrors(page);
  await page.context().close();
}

test('offline: a new deployment shows the update bar, and its button reloads into it', ({ browser, base }) =>
  newDeployment(browser, base, 'tab=bn-matrix&lang=en', async (page) => {
    await page.waitForSelector('#site-bar [data-action=sw-reload]', { timeout: 60000 });
    const text = await page.textContent('#site-bar');
    assert(text.includes('new version'), `update bar: ${text}`);
    await page.screenshot({ path: `${OUT}/update-bar.png` });
    await Promise.all([page.waitForEvent('load', { timeout: 60000 }), page.click('#site-bar [data-action=sw-reload]')]);
    await ready(page, 'bn-matrix');
    const scripts = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => [!!r.active, !!r.waiting]));
    assert(scripts[0] && !scripts[1], `after the reload: active ${scripts[0]}, still waiting ${scripts[1]}`);
    assert(await page.isHidden('#site-bar [data-action=sw-reload]'), 'the update bar stays after the update');
  }));

test('offline: an embedded demo takes a new deployment quietly (no bar), at its next load', ({ browser, base }) =>
  newDeployment(browser, base, 'embed=bn-matrix&lang=en', async (page) => {
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting), null, { timeout: 60000 });
    await page.waitForTimeout(500);
    assert(!(await page.isVisible('#site-bar')), `an embedded demo shows a bar: ${await page.textContent('#site-bar').catch(() => '')}`);
  }));

// Every request of a context (its pages' and its service worker's) whose path matches `re`.
function countRequests(context, re) {
  const seen = [];
  context.on('request', (r) => {
    if (re.test(new URL(r.url()).pathname)) seen.push({ url: r.url(), sw: !!r.serviceWorker() });
  });
  return seen;
}

test('offline: the first visit downloads the names list once, and a Turkish page neither the English words nor temml', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  const names = countRequests(page.context(), /\/names\.txt$/);
  const lazy = countRequests(page.context(), /\/assets\/(en|temml)-[\w-]+\.js$/);
  await page.goto(`${base}?tab=bn-matrix`);
  await ready(page, 'bn-matrix');
  assert((await swActive(page)) === 'activated', 'no active service worker');
  const show = (list) => list.map((r) => `${r.url}${r.sw ? ' (service worker)' : ''}`).join(', ');
  assert(names.length === 1, `names.txt requested ${names.length} times: ${show(names)}`);
  assert(lazy.length === 0, `a Turkish page downloaded: ${show(lazy)}`);
  // the page's own download is the offline copy: a reload without network still has the list
  await page.context().setOffline(true);
  await page.reload();
  await ready(page, 'bn-matrix');
  const status = await page.textContent('.names-status');
  assert(status.includes('names.txt'), `the names list offline: ${status}`);
  noErrors(page);
  await page.context().close();
});

test('offline: a first visit in English keeps the English words for a reload without network', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=bn-matrix&lang=en`);
  await ready(page, 'bn-matrix');
  assert((await swActive(page)) === 'activated', 'no active service worker');
  // the page adds the words' chunk it loaded before the worker controlled it (site_cache.js)
  await page.waitForFunction(
    () => caches.open('makemore-lab-lazy').then((c) => c.keys().then((ks) => ks.some((k) => /\/assets\/en-/.test(k.url)))),
    null,
    { timeout: 60000 },
  );
  await page.context().setOffline(true);
  await page.reload();
  await ready(page, 'bn-matrix');
  const tabs = await page.textContent('[role=tablist]');
  assert(/Residual|Diagnostics/.test(tabs) && (await page.evaluate(() => document.documentElement.lang)) === 'en', `offline: ${tabs}`);
  noErrors(page);
  await page.context().close();
});

test('loading: from the first script the page says what is still downloading (the names list held back), in tr and en', async ({
  browser,
  base,
}) => {
  for (const [lang, words] of [
    ['tr', /makemore-lab yükleniyor — .*isim listesi: iniyor…/],
    ['en', /Loading makemore-lab — .*names list: downloading…/],
  ]) {
    const page = await newPage(browser);
    // the names list is held back until the line has been read: a slow server, without timing
    let release;
    const held = new Promise((r) => {
      release = r;
    });
    await page.route(/\/names\.txt$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}?tab=bn-matrix&lang=${lang}`);
    const line = await page.waitForSelector('#boot-progress');
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('boot-progress')?.textContent ?? ''), words.source, {
      timeout: 60000,
    });
    const text = await line.textContent();
    assert(words.test(text), `${lang}: ${text}`);
    release();
    await ready(page, 'bn-matrix');
    assert(!(await page.$('#boot-progress')), `${lang}: the loading line stays after the first tab`);
    noErrors(page);
    await page.context().close();
  }
});

test('offline: English asked for on a Turkish first visit is kept too, for a reload without network', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=bn-matrix`);
  await ready(page, 'bn-matrix');
  assert((await swActive(page)) === 'activated', 'no active service worker');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 }); // the first version takes the page
  await page.click('button[data-lang=en]');
  await page.waitForFunction(() => window.__mmReady?.['bn-matrix'] === true && document.documentElement.lang === 'en', null, {
    timeout: 60000,
  });
  await page.context().setOffline(true);
  await page.reload();
  await ready(page, 'bn-matrix');
  const tabs = await page.textContent('[role=tablist]');
  assert(/Residual|Diagnostics/.test(tabs), `offline after a switch to English: ${tabs}`);
  noErrors(page);
  await page.context().close();
});
