// embed_sites.mjs — the lab embedded where course authors put it: in a page of another site (the
// course page is served by a small server of the test's own and opened as `localhost`, the lab by the
// preview server as `127.0.0.1`: two sites to the browser, as a learning platform and a GitHub Pages
// copy are), where the browser refuses the frame its storage as it refuses third-party cookies; and
// in a sandboxed frame. Both servers listen on the loopback only.
import http from 'node:http';
import { newPage, test, assert, noErrors, OUT, freePort } from './harness.mjs';

// A course page on another site holding `body` (HTML); resolves the page once loaded. The server
// answers every path with that page and stops when the page's context closes.
export async function coursePage(browser, body, viewport) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title></head>
<body><h1>Lesson 5</h1>${body}</body></html>`;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const page = await newPage(browser, viewport);
  page.context().on('close', () => server.close());
  await page.goto(`http://localhost:${port}/course.html`);
  return page;
}
const frames = (list) => list.map((f) => `<iframe ${f}></iframe>`).join('\n');

// The frame of the lab (by its src's embed tab) once it exists.
async function labFrame(page, tab) {
  for (let i = 0; i < 100; i++) {
    const f = page.frames().find((x) => x.url().includes(`embed=${tab}`));
    if (f) return f;
    await page.waitForTimeout(100);
  }
  throw new Error(`no frame for ${tab}`);
}

test('embedded in a course page of another site (its storage refused): the demos load, compute and say that nothing is kept', async ({
  browser,
  base,
}) => {
  const page = await coursePage(
    browser,
    frames([
      `src="${base}?embed=ln-matrix&lang=en" title="LayerNorm" width="100%" height="900"`,
      `src="${base}?embed=start&lang=tr&predict=off" title="Başlangıç" width="100%" height="900"`,
    ]),
  );
  for (const [tab, words] of [
    ['ln-matrix', /keep nothing/],
    ['start', /saklamasına izin vermiyor/],
  ]) {
    const f = await labFrame(page, tab);
    // the premise: this browser refuses the frame its storage
    const refused = await f.evaluate(() => {
      try {
        return !window.localStorage;
      } catch {
        return true;
      }
    });
    assert(refused, `${tab}: the frame's storage was not refused, so the test shows nothing`);
    await f.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000, polling: 250 });
    const note = await f.textContent('#storage-note');
    assert(words.test(note) && (await f.isVisible('#storage-note')), `${tab}: the note about storage: ${note}`);
    assert(!/could not load|yükleyemedi/.test(await f.textContent('#app')), `${tab}: the page did not load`);
  }
  // the prediction still works from memory: reveal, then the record is the page's
  const f = await labFrame(page, 'ln-matrix');
  await f.fill('[data-predict] input[data-guess]', '1');
  await f.click('[data-action=reveal]');
  await f.waitForSelector('[data-predict-result][data-live]');
  await page.screenshot({ path: `${OUT}/embed-cross-site.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});

// The frame-check script's sentence, or the page: what a sandboxed frame shows after a while.
const frameText = (f) => f.evaluate(() => document.getElementById('app')?.textContent ?? '');

test('a sandboxed frame: without allow-same-origin it says what the frame needs; with it the demo runs and says where popups and downloads are refused', async ({
  browser,
  base,
}) => {
  const page = await coursePage(
    browser,
    frames([
      `src="${base}?embed=ln-matrix&lang=en" sandbox="allow-scripts" title="opaque" width="100%" height="400"`,
      `src="${base}?embed=start&lang=tr" sandbox="allow-scripts" title="opaque tr" width="100%" height="400"`,
      `src="${base}?embed=bn-matrix&lang=en" sandbox="allow-scripts allow-same-origin" title="same origin" width="100%" height="1200"`,
    ]),
  );
  // an opaque origin: the sentence comes from the classic script, in the link's language
  const opaque = page.frames().filter((x) => x.url().includes('embed=ln-matrix') || x.url().includes('embed=start'));
  assert(opaque.length === 2, `${opaque.length} sandboxed frames found`);
  for (const [f, words] of [
    [opaque.find((x) => x.url().includes('ln-matrix')), /needs sandbox="allow-scripts allow-same-origin"/],
    [opaque.find((x) => x.url().includes('start')), /taşıması gerekir/],
  ]) {
    await f.waitForFunction(() => document.getElementById('app')?.hasAttribute('data-frame-blocked'), null, {
      timeout: 30000,
      polling: 250,
    });
    const text = await frameText(f);
    assert(words.test(text), `the sandboxed frame says: ${text}`);
  }
  // allow-same-origin: the demo computes; the whole-lab link and an export say what the frame refuses
  const f = await labFrame(page, 'bn-matrix');
  await f.waitForFunction(() => window.__mmReady?.['bn-matrix'] === true, null, { timeout: 120000, polling: 250 });
  await f.click('a.whole-lab');
  await f.waitForSelector('[data-key=no-popups]:not([hidden])');
  const popups = await f.textContent('[data-key=no-popups]');
  assert(/allow-popups/.test(popups) && popups.includes('tab=bn-matrix'), `whole-lab link in a sandbox: ${popups}`);
  await f.click('[data-action=skip]'); // a chart is exported once shown: before its prediction it is inert
  await f.click('[data-action=export-csv]');
  await f.waitForSelector('[data-key=export-framed]:not([hidden])');
  assert(/allow-downloads/.test(await f.textContent('[data-key=export-framed]')), 'no word about refused downloads');
  await page.screenshot({ path: `${OUT}/embed-sandboxed.png`, fullPage: true });
  // the browser's own reports of what the sandbox blocked are expected here, nothing else
  page.errors = page.errors.filter((e) => !/sandboxed|allow-popups|allow-downloads|origin 'null'|CORS|net::ERR_FAILED/.test(e));
  noErrors(page);
  await page.context().close();
});

// The author's whole job: copy the snippet from the tab's box, paste it into a page on another site.
test('the copied snippet, pasted into a page of another site, shows the demo at its full height; a wrong demo name is refused with the list', async ({
  browser,
  base,
}) => {
  const lab = await newPage(browser);
  await lab.goto(`${base}?tab=ln-matrix&lang=en`);
  await lab.waitForFunction(() => window.__mmReady?.['ln-matrix'] === true, null, { timeout: 120000 });
  await lab.click('details.snippet summary');
  await lab.selectOption('select[name=embed-predict]', 'off');
  const code = await lab.inputValue('#embed-code');
  assert(
    code.includes('data-makemore-lab="ln-matrix"') && code.includes('data-predict="off"') && code.includes('embed.js'),
    `snippet: ${code}`,
  );
  const guide = await lab.$eval('details.snippet a[href$="EMBED.md"]', (a) => a.href);
  assert((await fetch(guide)).ok, `the snippet box's EMBED.md link: ${guide}`);
  await lab.context().close();
  for (const width of [1280, 375]) {
    const page = await coursePage(browser, `${code}\n<div data-makemore-lab="layernorm" data-lang="en"></div>`, { width, height: 800 });
    const f = await labFrame(page, 'ln-matrix');
    await f.waitForFunction(() => window.__mmReady?.['ln-matrix'] === true, null, { timeout: 120000, polling: 250 });
    // the frame grows to its content: no inner scrollbar once the demo has drawn
    await page.waitForFunction(
      () => {
        const fr = document.querySelector('iframe');
        const doc = fr?.contentDocument; // null: another site; the frame's own height is read below
        return fr && fr.getBoundingClientRect().height > 700 && !doc;
      },
      null,
      { timeout: 30000, polling: 250 },
    );
    await page.waitForTimeout(500);
    const inner = await f.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
    assert(Math.abs(inner[0] - inner[1]) <= 2, `${width} px: the frame is ${inner[1]} px tall for ${inner[0]} px of demo`);
    const refused = await page.textContent('[data-makemore-lab="layernorm"]');
    assert(/no demo named “layernorm”/.test(refused) && refused.includes('ln-matrix'), `a wrong name: ${refused}`);
    await page.screenshot({ path: `${OUT}/embed-snippet-${width}.png`, fullPage: true });
    noErrors(page);
    await page.context().close();
  }
  // the lab's own page, asked for a demo that does not exist, refuses it instead of opening the whole lab
  const direct = await newPage(browser);
  await direct.goto(`${base}?embed=layernorm&lang=en`);
  const text = await (await direct.waitForSelector('[data-key=bad-embed]')).textContent();
  assert(
    /no demo named “layernorm”/.test(text) && text.includes('bn-matrix') && !(await direct.$('[role=tablist]')),
    `?embed=layernorm: ${text}`,
  );
  await direct.context().close();
});

test('an embedded diagnostics demo starts its four runs when the student presses ▶, not on load', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?embed=diagnostics&steps=200&lang=en`);
  await page.waitForSelector('#panel [data-action=run]');
  await page.waitForTimeout(1500);
  const status = await page.textContent('#panel .status');
  assert(/press ▶/.test(status) && !(await page.isVisible('#panel .progress')), `on load: ${status}`);
  await page.click('#panel [data-action=run]');
  await page.waitForFunction(() => window.__mmReady?.diagnostics === true, null, { timeout: 120000 });
  noErrors(page);
  await page.context().close();
});

// ?embed=<tab>&figure=<name>: per tab, one of its figures and the title it must carry (English).
const ONE_FIGURE = {
  start: ['curve', /minibatch steps/],
  tanh: ['map', /^\|h\|/],
  kaiming: ['std', /^Output std/],
  batchnorm: ['logits', /train mode .*eval mode/],
  diagnostics: ['finals', /^Final train \/ dev loss/],
  residual: ['norms', /post-norm blocks/],
  playground: ['curves', /^Loss curves/],
};

test('figure=: an embedded demo shows the one figure asked for with its controls, and refuses a name the tab has not with its list', async ({
  browser,
  base,
}) => {
  const { FIGURES } = await import('../../web/src/tabs/manifests.js');
  const page = await newPage(browser);
  const title = (f) => f.$eval('canvas, figcaption', (e) => e.getAttribute('aria-label') ?? e.textContent);
  for (const [tab, [name, words]] of Object.entries(ONE_FIGURE)) {
    await page.goto(`${base}?embed=${tab}&figure=${name}&predict=off&steps=200&pg_steps=50&lang=en`);
    await page.waitForSelector(`#panel figure.chart[data-figure-keep="${name}"]`, { state: 'visible', timeout: 120000 });
    const figs = await page.$$('#panel figure.chart');
    assert(figs.length === FIGURES[tab].length, `${tab}: ${figs.length} figures on the page, figures.js names ${FIGURES[tab].length}`);
    const shown = [];
    for (const f of figs) if (await f.isVisible()) shown.push(await title(f));
    assert(shown.length === 1 && words.test(shown[0]), `${tab}&figure=${name}: shown ${JSON.stringify(shown)}`);
    assert(await page.isVisible('#panel .controls-box'), `${tab}: the controls are hidden`);
    assert(!(await page.isVisible('#panel .explain')), `${tab}: the explanation is shown`);
  }
  // lighter: the BatchNorm demo with its one figure is a fraction of the whole demo's height
  const height = async (q) => {
    await page.goto(`${base}?embed=batchnorm&predict=off&hide=explain,tables${q}`);
    await page.waitForFunction(() => window.__mmReady?.batchnorm === true, null, { timeout: 120000 });
    return page.evaluate(() => document.documentElement.scrollHeight);
  };
  const whole = await height('');
  const one = await height('&figure=mean');
  assert(one < whole / 2, `BatchNorm embed: ${one} px with figure=mean, ${whole} px whole`);
  // a name the tab has not: the list of its figures; a tab with one figure: embedded whole
  await page.goto(`${base}?embed=batchnorm&figure=nope&lang=en`);
  const refused = await page.textContent('[data-key=bad-figure]');
  assert(refused.includes('no figure named “nope”') && refused.includes(FIGURES.batchnorm.join(', ')), `figure=nope: ${refused}`);
  await page.goto(`${base}?embed=bn-matrix&figure=curves`);
  const whole1 = await page.textContent('[data-key=bad-figure]');
  assert(
    /bn-matrix demosunda seçilecek bir şekil yok/.test(whole1) && !(await page.$('[role=tablist]')),
    `bn-matrix&figure=curves: ${whole1}`,
  );
  noErrors(page);
  await page.context().close();
});

test('figure=: a course page’s div with data-figure gets that one figure', async ({ browser, base }) => {
  const src = new URL('embed.js', base).href;
  const page = await coursePage(
    browser,
    `<div data-makemore-lab="batchnorm" data-figure="mean" data-predict="off" data-lang="en"></div>\n<script src="${src}" async></script>`,
    { width: 1280, height: 800 },
  );
  const f = await labFrame(page, 'batchnorm');
  await f.waitForFunction(() => window.__mmReady?.batchnorm === true, null, { timeout: 120000, polling: 250 });
  assert(f.url().includes('figure=mean'), `the frame's link: ${f.url()}`);
  const shown = await f.$$eval('#panel figure.chart', (fs) => fs.filter((x) => x.offsetParent !== null).map((x) => x.dataset.figureKeep));
  assert(shown.length === 1 && shown[0] === 'mean', `figures shown in the frame: ${JSON.stringify(shown)}`);
  noErrors(page);
  await page.context().close();
});
