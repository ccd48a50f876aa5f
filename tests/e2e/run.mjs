// run.mjs — the browser test: `npm run test:e2e` (after `npm run build:web`). Opens every tab of the
// built page in Chromium under the page's CSP, waits for each tab's charts to hold data, checks the
// numbers shown, switches language, loads an embed URL, a URL with malformed values and a bad names
// file, and fails on any console error or CSP violation; safety.mjs adds the limits and safety tests.
// Screenshots of every tab go to test-results/ for a human look.
import { startPreview, launch, newPage, test, run, assert, inRange, noErrors, drawnPoints, OUT } from './harness.mjs';
import { TAB_CHECKS } from './tab_checks.mjs';
import './safety.mjs'; // limits, divergence, worker death, CSP, hostile text, embed messages
import './lesson_tools.mjs'; // exercises, 5.13 panels, exports, PyTorch script, ghosts
import './words.mjs'; // what the page says: labels that follow the settings, Turkish, numbers, charts
import './worker.mjs'; // a silent worker (heartbeat), the pool of workers, the chart counter
import './lesson.mjs'; // predict then reveal, check questions, lesson map, guided path
import './embed_sites.mjs'; // embedded in a course page of another site, in a sandboxed frame
import './offline.mjs'; // the service worker: every tab offline after one visit, the update bar
import './a11y.mjs'; // axe on every tab (tr, en; 1280 and 375 px), keyboard and focus
import './a11y_theme.mjs'; // dark and light: the system's preference, the switch, contrast, screenshots
import './a11y_phone.mjs'; // a phone: nothing sideways, one row of tabs, 44 px targets, the foot bar, the map by touch
import './a11y_words.mjs'; // what a screen reader gets: every chart's description and the tab's summary, live
import './a11y_hear.mjs'; // hidden answers out of the tree, each change said once with the headline, presentation steps, phone
import './fuzz.mjs'; // random input on every tab (seeded; FUZZ_SEED repeats a run): no error, no NaN, the tab still draws
import './present.mjs'; // presentation mode: large type, one figure at a time, the arrows step, leaving restores
import './keys.mjs'; // the keyboard shortcuts dialog (?), the skip link to the figures
import './site_files.mjs'; // the files beside the page: the third-party notices
import './sliders.mjs'; // drag and see: a slider on each initialisation tab, the figure follows
import './chapter.mjs'; // the texts' closing parts beside the map, 5.10–5.11 on the BatchNorm tab, the names file's button
import './explore.mjs'; // the figures read against the text's words: the hockey stick's first view, Kaiming's saturated shares, update:data and a short run's order
import './network_strip.mjs'; // the network strip on the Kaiming, diagnostics and playground tabs: blocks, names, a click selects a layer
import './snippets.mjs'; // the lecture code beside a figure, with the settings written in
import './notebook.mjs'; // a figure as a Jupyter notebook: its settings, its code, the page's numbers
import './tanh_axis.mjs'; // the tanh tab's histograms: one y axis, topped by the lab's one rounding
import './pinned.mjs'; // a release pinned beside the latest site (/v0.0.1/): its own page, worker and caches
import './kaiming_relu.mjs'; // the Kaiming tab's nonlinearity: ReLU at gain √2 holds the std, said as ReLU
import './bn_switches.mjs'; // the BatchNorm tab's switches: the bias before BN with and without BatchNorm, the stack with and without tanh
import './claims_sample.mjs'; // the sentences beside a figure, off the text's path, are the ones the claims test checked
import './progress_sites.mjs'; // progress shared by frames of one site, a later release's record, unreadable entries; the offline worker answers only the lab's page
import './languages.mjs'; // a third language by files alone: the pseudo-locale on a phone, a copied folder offered and spoken
import './scorm.mjs'; // inside a learning platform: a real SCORM 1.2 and 2004 runtime (scorm-again) above the launch page
import './scorm_platform.mjs'; // inside a platform: F5 in the player's frame, a session the player already started
import './events.mjs'; // an embed's opt-in events to its page's origin
import './names_file.mjs'; // a student's own names file: capitals, byte-order marks, Latin-1
import './teacher.mjs'; // the teacher's side: a lesson built, packaged and run under a runtime, the sheets on A4, the class view

// Short runs for the long tabs: the defaults are the lecture's 20000 steps.
const FAST = 'steps=500&pg_steps=300';

async function openTab(page, base, tab, extra = '') {
  await page.goto(`${base}?tab=${tab}&${FAST}${extra}`);
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
}

const num = (page, key) => page.$eval(`[data-key="${key}"]`, (e) => Number(e.dataset.value));

test('the preview server sends the strict CSP', async ({ headers }) => {
  const csp = headers.get('content-security-policy') ?? '';
  assert(csp.includes("script-src 'self' 'wasm-unsafe-eval'") && csp.includes("style-src 'self'"), `CSP header: ${csp}`);
});

test("the page's first script is small and starts the worker; the page's own code downloads beside it", async ({ browser, base }) => {
  const html = await (await fetch(base)).text();
  const entry = /<script type="module"[^>]* src="\.\/([^"]+)"/.exec(html)?.[1];
  const preload = /<link rel="modulepreload"[^>]* href="\.\/([^"]+)"/.exec(html)?.[1];
  assert(entry && preload, `entry script ${entry}, preloaded chunk ${preload}`);
  const fetched = async (path) => new Uint8Array(await (await fetch(new URL(path, base))).arrayBuffer());
  const first = await fetched(entry);
  // the page's own code: the chunks the entry's one import brings (Vite's dependency map), the
  // preloaded one among them, all asked for at once beside the entry
  const deps = /__vite__mapDeps=[^[]*\[([^\]]*)\]/.exec(new TextDecoder().decode(first))?.[1] ?? '';
  const chunks = [...deps.matchAll(/"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
  assert(chunks.includes(preload), `the preloaded ${preload} is not among the entry's imports ${chunks}`);
  const page = (await Promise.all(chunks.map(fetched))).reduce((n, b) => n + b.byteLength, 0);
  const small = first.byteLength;
  assert(small < 20000 && page > 10 * small, `entry ${entry} ${small} bytes, the page's code ${chunks.join(' + ')} ${page} bytes`);
  // the worker is made by the entry, before the page chunk has run: a page whose chunk never
  // arrives still has its worker
  const p = await newPage(browser);
  await p.route(`**/${preload.split('/').pop()}`, (route) => route.abort());
  await p.goto(base);
  await p.waitForFunction(() => typeof window.__mmTest?.poolSize === 'function');
  await p.waitForTimeout(500);
  assert(p.workers().length === 1, `${p.workers().length} workers without the page's code`);
  const text = await p.textContent('#app');
  assert(/could not load|yükleyemedi/.test(text), `the page without its code says: ${text}`);
  await p.context().close();
});

for (const [tab, check] of Object.entries(TAB_CHECKS)) {
  test(`tab ${tab}: charts hold data, numbers in range, no console error`, async ({ browser, base }) => {
    const page = await newPage(browser);
    await openTab(page, base, tab);
    const points = await drawnPoints(page); // finite points that reached Chart.js, per chart
    assert(points.length > 0 || check.noCharts, 'no chart on the tab');
    assert(
      points.every((n) => n > 0),
      `a chart without drawn data: ${points}`,
    );
    await check(page, { num, assert, inRange });
    await page.screenshot({ path: `${OUT}/tab-${tab}.png`, fullPage: true });
    noErrors(page);
    await page.context().close();
  });
}

test('keyboard: arrow keys move between tabs (roving tabindex)', async ({ browser, base }) => {
  const page = await newPage(browser);
  await openTab(page, base, 'bn-matrix');
  await page.focus('#tab-bn-matrix');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.__mmReady?.['ln-matrix'] === true);
  const sel = await page.$eval('#tab-ln-matrix', (e) => [e.getAttribute('aria-selected'), e.tabIndex]);
  assert(sel[0] === 'true' && sel[1] === 0, `ln-matrix tab not selected: ${sel}`);
  assert(page.url().includes('tab=ln-matrix'), `URL did not follow: ${page.url()}`);
  noErrors(page);
  await page.context().close();
});

test('language switch: Turkish by default, English on click', async ({ browser, base }) => {
  const page = await newPage(browser);
  const english = []; // the English words are a chunk of their own: the Turkish page does not fetch it
  page.on('request', (r) => {
    if (/\/assets\/en-[\w-]+\.js$/.test(r.url())) english.push(r.url());
  });
  await openTab(page, base, 'ln-matrix');
  assert((await page.$eval('html', (e) => e.lang)) === 'tr', 'default language is not Turkish');
  assert(english.length === 0, `the Turkish page fetched the English words: ${english}`);
  const before = await page.textContent('#tab-ln-matrix');
  // the offline bar (outside the redrawn shell) is on screen once the first visit is stored
  await page.waitForSelector('#site-bar:not([hidden])', { timeout: 60000 });
  await page.click('button[data-lang=en]');
  await page.waitForFunction(() => window.__mmReady?.['ln-matrix'] === true && document.documentElement.lang === 'en');
  const after = await page.textContent('#tab-ln-matrix');
  assert(before !== after && after.includes('LayerNorm matrix'), `tab label did not switch: ${before} -> ${after}`);
  assert(page.url().includes('lang=en'), 'language not in the URL');
  assert(english.length === 1, `the English words were fetched ${english.length} times`);
  const bar = await page.textContent('#site-bar');
  assert(bar.includes('stored in this browser'), `the offline bar did not switch: ${bar}`);
  const names = await page.textContent('.names-status');
  assert(names.includes('names,') && names.includes('vocabulary'), `names status not in English: ${names}`);
  await page.screenshot({ path: `${OUT}/lang-en.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});

test('embed: one demo alone, controls hidden, height posted to the parent', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?embed=ln-matrix&hide=controls`);
  await page.waitForFunction(() => window.__mmReady?.['ln-matrix'] === true);
  assert((await page.$('[role=tablist]')) === null, 'the tab bar is shown in embed mode');
  assert(!(await page.isVisible('.controls')), 'controls are visible despite hide=controls');
  // inside an iframe: the parent receives { type: 'makemore-lab:height', height }
  const parent = await newPage(browser);
  await parent.goto(`${base}?tab=ln-matrix`); // the full page hosts the embedded one
  const msg = await parent.evaluate(
    (src) =>
      new Promise((resolve, reject) => {
        // the first height is posted before the demo is drawn; wait for the grown one
        window.addEventListener('message', (ev) => {
          if (ev.data?.type === 'makemore-lab:height' && ev.data.height > 200) resolve(ev.data);
        });
        const f = document.createElement('iframe');
        f.src = src;
        document.body.append(f);
        setTimeout(() => reject(new Error('no height message')), 60000);
      }),
    `${base}?embed=bn-matrix`,
  );
  assert(Number.isInteger(msg.height) && msg.height > 200 && Object.keys(msg).length === 2, `height message ${JSON.stringify(msg)}`);
  await page.screenshot({ path: `${OUT}/embed-ln-matrix.png`, fullPage: true });
  noErrors(page);
  noErrors(parent);
  await page.context().close();
  await parent.context().close();
});

test('malformed URL values are clamped or dropped with a visible note', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=bn-matrix&seed=abc&pg_lr=99&foo=1&bm=1,2;3`);
  await page.waitForFunction(() => window.__mmReady?.['bn-matrix'] === true);
  const notes = await page.$$eval('#url-notes li', (li) => li.map((e) => e.textContent));
  assert(notes.length === 4, `expected 4 notes, got ${JSON.stringify(notes)}`);
  assert(
    notes.some((n) => n.includes('pg_lr') && n.includes('10')),
    `no clamp note: ${notes}`,
  );
  const std = await num(page, 'col-std-0'); // the default matrix is used instead of the broken one
  inRange(std, 0.995, 1.005, 'column 0 std');
  noErrors(page);
  await page.context().close();
});

test("a bad names file shows the loader's message and the page stays usable", async ({ browser, base }) => {
  const page = await newPage(browser);
  await openTab(page, base, 'ln-matrix', '&lang=en');
  await page.setInputFiles('#names-file', { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('anna\nb.b\nemma\n') });
  await page.waitForSelector('footer .error:not([hidden])');
  const msg = await page.textContent('footer .error');
  assert(msg.includes('bad.txt') && msg.includes('line 2'), `error text: ${msg}`);
  await page.click('button[data-lang=tr]'); // the loader's refusal, worded in Turkish
  await page.waitForFunction(() => document.querySelector('footer .error')?.textContent.includes('2. satır'));
  const tr = await page.textContent('footer .error');
  assert(tr.includes('bad.txt') && tr.includes('“b.b”'), `Turkish error text: ${tr}`);
  await page.click('#tab-bn-matrix');
  await page.waitForFunction(() => window.__mmReady?.['bn-matrix'] === true);
  const good = 'anna bob emma ava liam noah mia zoe leo ida max eva'.split(' ').join('\n');
  await page.setInputFiles('#names-file', { name: 'good.txt', mimeType: 'text/plain', buffer: Buffer.from(good) });
  await page.waitForFunction(() => document.querySelector('.names-status')?.textContent.includes('good.txt'));
  await page.click('#tab-tanh'); // every figure now runs on the student's 12 names
  await page.waitForFunction(() => window.__mmReady?.tanh === true);
  noErrors(page);
  await page.context().close();
});

test('a long run streams progress with steps/s and the time left, and can be cancelled', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=diagnostics`); // the lecture's 20000 steps
  // the bar is drawn at most four times a second: the first drawing may come before any rate
  // the label is read in the same poll that finds it whole: a later read may find the next drawing
  const FULL = '^([\\d.]+) \\/ 80\\.000 adım · ([\\d.]+) adım\\/sn · yaklaşık ([\\d.]+) sn kaldı$';
  const label = await (
    await page.waitForFunction((re) => {
      const text = document.querySelector('.progress-label')?.textContent ?? '';
      return new RegExp(re).test(text) && text;
    }, FULL)
  ).jsonValue();
  const m = new RegExp(FULL).exec(label);
  assert(m, `no steps/s and time left in "${label}"`);
  const [done, rate, left] = m.slice(1).map((x) => Number(x.replaceAll('.', '')));
  assert(
    done < 80000 && rate > 0 && left >= 1 && Math.abs(left - (80000 - done) / rate) <= 1 + 0.01 * left,
    `the time left ${left} s is not (80000 - ${done}) / ${rate} steps/s`,
  );
  await page.click('.progress button');
  await page.waitForFunction(() => document.querySelector('#panel .status')?.textContent.includes('İptal'));
  assert(!(await page.isVisible('.progress')), 'the progress bar stays after cancel');
  assert(!(await page.isDisabled('[data-action=run]')), 'the run button stays disabled after cancel');
  noErrors(page);
  await page.context().close();
});

test('a chart is made at its first drawing, with its data; one still without data is made soon after its tab opens', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=batchnorm&lang=en`);
  await page.waitForFunction(() => window.__mmReady?.batchnorm === true);
  // a Chart.js chart has a canvas; before it is made, the figure holds only its data and options
  const made = () => page.$$eval('#panel figure.chart', (fs) => fs.map((f) => !!f.mmChart?.canvas));
  const drawn = await made();
  assert(drawn.length === 9 && drawn.every(Boolean), `batchnorm charts made once drawn: ${drawn}`);
  await page.focus('#tab-batchnorm');
  await page.keyboard.press('ArrowRight'); // onto diagnostics: its runs wait for a click, no chart has data
  await page.waitForFunction(() => document.querySelector('#panel .status')?.textContent.includes('▶'), null, { polling: 'raf' });
  const empty = await made();
  assert(empty.length > 0 && empty.every((m) => !m), `charts made before they had data: ${empty}`);
  await page.waitForFunction(() => [...document.querySelectorAll('#panel figure.chart')].every((f) => f.mmChart?.canvas), null, {
    timeout: 10000,
  });
  const titles = await page.$$eval('#panel figure.chart', (fs) => fs.map((f) => f.mmChart.options.plugins.title.text));
  assert(
    titles.every((x) => typeof x === 'string' && x.length > 0),
    `the empty charts' titles: ${titles}`,
  );
  noErrors(page);
  await page.context().close();
});

test('lock=1 disables the settings but keeps them visible', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?embed=bn-matrix&lock=1`);
  await page.waitForFunction(() => window.__mmReady?.['bn-matrix'] === true);
  assert(await page.isVisible('.controls'), 'controls hidden');
  const enabled = await page.$$eval('.controls select, .matrix input', (es) => es.filter((e) => !e.disabled).length);
  assert(enabled === 0, `${enabled} controls still enabled`);
  noErrors(page);
  await page.context().close();
});

test('phone width: one column, nothing wider than the screen', async ({ browser, base }) => {
  const page = await newPage(browser, { width: 390, height: 844 });
  await openTab(page, base, 'bn-matrix');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(wide <= 400, `page is ${wide}px wide on a 390px screen`);
  await page.screenshot({ path: `${OUT}/phone-bn-matrix.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});

run(async () => {
  const server = await startPreview();
  const browser = await launch();
  return {
    ...server,
    browser,
    async teardown() {
      await browser.close();
      server.stop();
    },
  };
});
