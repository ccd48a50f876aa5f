// a11y_hear.mjs — what a screen reader hears and a projector shows (run.mjs registers this):
// the answer hidden from the accessibility tree until the reveal, which is said once with the
// result; every kind of change said once in the tab's polite live region with the tab's headline
// (its reading), not a chart's bin counts; the screen summary following a switch's new titles;
// presentation mode stepped by keys from the question to the last "try this" and back, without
// wrapping, the charts' text with the body's; and a phone: the dead-neuron map whole, the tables
// inside the screen, the slider marks apart, the touch words, one row of tabs at 1280 px.
import { newPage, test, assert, noErrors, OUT } from './harness.mjs';

const ready = (page, tab, timeout = 180000) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout });
const tree = (page) => page.locator('#panel').ariaSnapshot();
const live = (page) => page.$eval('#panel [data-key=figure-live]', (e) => e.textContent);
const reading = (page, key) => page.$eval(`[data-key=${key}]`, (e) => e.textContent.trim());
// every text the tab's live region takes from now on, in order
const listen = (page) =>
  page.evaluate(() => {
    window.__said = [];
    const region = document.querySelector('#panel [data-key=figure-live]');
    new MutationObserver(() => window.__said.push(region.textContent)).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
const said = (page) => page.evaluate(() => window.__said);
// a change made, then the tab settled (its ready flag)
async function change(page, tab, act) {
  await page.evaluate((id) => (window.__mmReady[id] = false), tab);
  await act();
  await ready(page, tab, 60000);
  await page.waitForTimeout(100); // the announcement follows the settle in the same task; a margin for the reveal's
}

test('hear: a hidden result is out of the accessibility tree until the reveal, which says it once', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=tanh&lang=en&bad=10&seed=0`);
  await ready(page, 'tanh');
  const words = await reading(page, 'tanh-reading');
  assert(/Drawn now: .*%/.test(words), `the tanh reading: ${words}`);
  const before = await tree(page);
  const leaks = [
    ['the reading', words.slice(0, 40)],
    ['the table of numbers', 'Saturation |h|'],
    ['the dead-neuron list', '(dead)'],
    ['a chart description', 'bars; the highest'],
  ].filter(([, s]) => before.includes(s));
  assert(!leaks.length, `before the prediction the tree holds ${leaks.map(([w]) => w).join(', ')}`);
  assert(await page.$eval('[data-key=tanh-reading]', (e) => e.inert), 'the hidden reading is not inert');
  assert((await live(page)) === '', `before the prediction the live region says: ${await live(page)}`);
  await listen(page);
  await page.click('[data-action=skip]');
  await page.waitForTimeout(300);
  const after = await tree(page);
  assert(
    after.includes(words.slice(0, 40)) && after.includes('Saturation |h|'),
    'after the reveal the tree lacks the reading or the table',
  );
  const heard = await said(page);
  assert(
    heard.length === 1 && heard[0].startsWith('Revealed.') && heard[0].includes(words.slice(0, 40)),
    `the reveal said: ${JSON.stringify(heard)}`,
  );
  // the heat map's dead-neuron sentence is read once (its description), not twice (the legend too)
  const dead = (after.match(/black frame: dead neuron/g) ?? []).length;
  assert(dead === 1, `the map's legend is in the tree ${dead} times`);
  noErrors(page);
  await page.context().close();
});

test('hear: a choice, a slider, a switch, a run and a layer are each said once, with the headline', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=kaiming&lang=en&predict=off&bn_steps=10&steps=100&pg_norm=none&pg_batch=1`); // one page: the tabs by their strip
  await ready(page, 'kaiming');
  await listen(page);
  await change(page, 'kaiming', () => page.selectOption('#panel select[name=k_act]', 'relu'));
  const relu = await reading(page, 'kaiming-reading');
  let now = await live(page);
  assert(relu.includes('ReLU') && now.includes(relu.slice(0, 60)), `after the choice: "${now}"`);
  assert(!/the highest|bars;/.test(now), `the choice is said with bin counts: ${now}`);
  // a slider let go (its change event), as a drag ends
  await change(page, 'kaiming', () =>
    page.$eval('#panel input[type=range][aria-labelledby]', (r) => {
      r.value = String(Math.round(Number(r.max) * 0.3));
      r.dispatchEvent(new Event('change', { bubbles: true }));
    }),
  );
  now = await live(page);
  assert(now.includes((await reading(page, 'kaiming-reading')).slice(0, 60)), `after the slider: "${now}"`);
  const heard = await said(page);
  assert(heard.length === 2 && heard[0] !== heard[1], `the kaiming tab said ${JSON.stringify(heard)}`);

  // a switch: the summary names the figure's new title
  await page.click('#tab-batchnorm');
  await ready(page, 'batchnorm');
  await page.click('[data-switch=bn]');
  await page.waitForFunction(() => document.querySelector('[data-key=bias-watch]')?.dataset.mode === 'off');
  const summary = await page.$eval('[data-key=screen-summary]', (e) => e.textContent);
  const title = await page.$eval('[data-key=bias-watch]', (n) =>
    n.previousElementSibling.querySelector('canvas').getAttribute('aria-label'),
  );
  assert(title.includes('BatchNorm off') && summary.includes(title), `the summary after the switch: ${summary}`);

  // a run finished, then a layer picked; three strips, "no layer selected" in no live region
  await page.click('#tab-diagnostics');
  await ready(page, 'diagnostics');
  await listen(page);
  await change(page, 'diagnostics', () => page.click('#panel [data-action=run]'));
  const runs = await page.$$eval('#panel .reading', (l) => l.map((e) => e.textContent.trim()).filter(Boolean));
  now = await live(page);
  assert(runs.length && now.includes(runs[0].slice(0, 40)), `after the runs: "${now}"`);
  await page.click('#panel .net-block >> nth=1');
  await page.waitForTimeout(100);
  assert(/^Selected: /.test(await live(page)), `after a layer pick: ${await live(page)}`);
  const quiet = await page.$$eval(
    '[aria-live], [role=status], [role=alert]',
    (l) => l.filter((e) => e.textContent.includes('No layer selected')).length,
  );
  assert(quiet === 0, `${quiet} live regions say "No layer selected"`);
  const all = await said(page);
  assert(
    all.every((s, i) => i === 0 || s !== all[i - 1]),
    `said twice in a row: ${JSON.stringify(all)}`,
  );

  // a run the core refuses (BatchNorm with a batch of 1), then a worker that dies: each said once,
  // in words, by the tab's polite live region; the error box and the worker's note are no live regions
  await page.click('#tab-playground');
  await ready(page, 'playground');
  await listen(page);
  await page.selectOption('#panel select[name=pg_norm]', 'batch');
  await page.waitForSelector('#panel .error:not([hidden])');
  await page.waitForTimeout(100);
  const refusal = await page.textContent('#panel .error');
  let failed = await said(page);
  assert(
    refusal.includes('Batch size must be at least 2') && failed.filter((s) => s === refusal).length === 1,
    `the refusal "${refusal}" was said ${JSON.stringify(failed)}`,
  );
  await page.evaluate(() => {
    // the tab is mounted again: every text put in any tab's live region, the new one's too
    window.__heard = [];
    new MutationObserver((list) => {
      for (const m of list) if (m.target.dataset?.key === 'figure-live') window.__heard.push(m.target.textContent);
    }).observe(document.querySelector('#panel'), { childList: true, subtree: true });
    window.__mmTest.crashWorker('abort');
  });
  await page.waitForFunction(() => document.querySelector('#worker-note:not([hidden])')?.textContent.includes('was restarted'));
  await page.waitForTimeout(300);
  const note = await page.textContent('#worker-note');
  failed = await page.evaluate(() => window.__heard);
  assert(failed.filter((s) => s === note).length === 1, `the worker's death was said ${JSON.stringify(failed)}`);
  const loud = await page.$$eval(
    '#panel .error, #worker-note',
    (l) => l.filter((e) => e.closest('[aria-live], [role=status], [role=alert]')).length,
  );
  assert(loud === 0, `${loud} error boxes or notes are live regions of their own (said twice)`);
  page.errors = page.errors.filter((e) => !/test crash|Aborted\(test\)/.test(e)); // the simulated death itself
  noErrors(page);
  await page.context().close();
});

// presentation mode's state: the step shown, what it is, its box, the charts' text
const shown = (page) =>
  page.evaluate(() => {
    const c = document.querySelector('#panel .present-current');
    const r = c?.getBoundingClientRect();
    const chart = c?.matches('figure.chart') ? c.mmChart : null;
    return {
      at: document.body.dataset.presentAt,
      kind: c?.matches('.predict') ? 'question' : c?.matches('figure.chart') ? 'figure' : c?.matches('li[data-try]') ? 'try' : 'none',
      top: r?.top,
      width: r?.width,
      box: c?.querySelector('.chart-box, canvas.heatmap')?.getBoundingClientRect().height ?? 0,
      pending: !!document.querySelector('#panel .predict-pending'),
      readings: [...document.querySelectorAll('#panel .reading')].filter((e) => e.checkVisibility() && e.textContent.trim()).length,
      // the tab's prose on screen beside the step: its paragraphs, lists, headings and tables (the
      // controls, the screen reader's hidden words and, once revealed, the tab's reading aside)
      stray: [...document.querySelectorAll('#panel :is(p, li, h2, h3, h4, table), .lesson-aside :is(p, li, h2, h3, summary)')]
        .filter(
          (e) =>
            e.checkVisibility() &&
            !e.closest('.present-current, .visually-hidden, .controls, .controls-box, .runner, .actions, .reading') &&
            !e.querySelector('.present-current') &&
            e.textContent.trim(),
        )
        .map((e) => e.textContent.trim().slice(0, 40)),
      body: parseFloat(getComputedStyle(document.body).fontSize),
      title: chart?.options.plugins.title.font.size ?? null,
      ticks: chart?.scales?.x?._resolveTickFontOptions(0).size ?? null,
    };
  });

test('presentation mode: the question, the reveal, each figure, each "try this"; no wrap; charts scaled', async ({ browser, base }) => {
  const view = { width: 1280, height: 720 };
  const page = await newPage(browser, view);
  await page.goto(`${base}?present=1&tab=kaiming&lang=en&k_act=relu&k_layers=12`);
  await ready(page, 'kaiming');
  await page.waitForFunction(() => document.body.dataset.presentAt);
  const press = async (key) => {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
    return shown(page);
  };
  const first = await shown(page);
  const n = Number(first.at.split('/')[1]);
  assert(first.kind === 'question' && first.pending && first.top >= 0 && first.top < 60, `present=1 opens at ${JSON.stringify(first)}`);
  assert(!first.stray.length && !first.readings, `the question shows the tab's prose too: ${JSON.stringify(first)}`);
  await page.screenshot({ path: `${OUT}/present-question-en.png` });
  assert((await press('ArrowLeft')).at === first.at, '← on the question wrapped');
  const revealed = await press('ArrowRight');
  assert(revealed.kind === 'question' && !revealed.pending, `→ on the question: ${JSON.stringify(revealed)}`);
  const seen = [];
  let s = revealed;
  for (let i = 1; i < n; i++) {
    s = await press('ArrowRight');
    seen.push(s.kind);
    assert(!s.stray.length, `step ${s.at} shows the tab's prose too: ${JSON.stringify(s.stray.slice(0, 4))}`);
    if (s.kind === 'figure') {
      assert(s.width >= view.width * 0.9 && s.box >= view.height * 0.55, `figure ${s.at} is ${s.width}×${s.box}px`);
      if (s.title !== null) assert(s.title >= s.body && s.ticks >= s.body * 0.8, `chart text ${s.title}/${s.ticks}px beside ${s.body}px`);
    }
    if (i === 1) await page.screenshot({ path: `${OUT}/present-figure-en.png` });
  }
  assert(seen[0] === 'figure' && seen.at(-1) === 'try' && s.at === `${n}/${n}`, `the steps: ${seen.join(', ')}`);
  assert((await press('ArrowRight')).at === `${n}/${n}`, '→ on the last step wrapped');
  for (let i = 1; i < n; i++) s = await press('ArrowLeft');
  assert(s.kind === 'question' && s.at === `1/${n}`, `← back ends at ${JSON.stringify(s)}`);
  // ReLU's two stacks differ by orders of magnitude: each histogram has its own x axis
  const tops = await page.$$eval('#panel figure.chart', (l) => l.map((f) => f.mmChart?.options.scales.x.max).filter(Number.isFinite));
  assert(tops.length === 2 && tops[0] * 5 < tops[1], `the histograms' x axes end at ${tops}`);

  // "just show me" clicked: → goes on to the first figure (Turkish)
  await page.goto(`${base}?present=1&tab=tanh&lang=tr`);
  await ready(page, 'tanh');
  await page.waitForFunction(() => document.body.dataset.presentAt);
  const question = await shown(page);
  assert(question.kind === 'question' && !question.stray.length, `the Turkish question: ${JSON.stringify(question)}`);
  await page.screenshot({ path: `${OUT}/present-question-tr.png` });
  await page.click('[data-action=skip]');
  const next = await press('ArrowRight');
  assert(next.kind === 'figure' && next.at.startsWith('2/'), `after "just show me", →: ${JSON.stringify(next)}`);
  await page.screenshot({ path: `${OUT}/present-figure-tr.png` });
  noErrors(page);
  await page.context().close();
});

test('phone: the whole dead-neuron map, tables inside the screen, marks apart, touch words; one row of tabs at 1280 px', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser, { width: 375, height: 740 }, { hasTouch: true, isMobile: true });
  await page.goto(`${base}?tab=tanh&lang=tr&predict=off&bn_steps=10`); // one page: the tabs by their strip
  await ready(page, 'tanh');
  const map = await page.$eval('canvas.heatmap', (c) => ({
    right: c.getBoundingClientRect().right,
    box: c.parentElement.getBoundingClientRect().right,
  }));
  assert(map.right <= map.box + 0.5, `the map ends at ${map.right}px, its box at ${map.box}px`);
  await page.click('#tab-batchnorm');
  await ready(page, 'batchnorm');
  const cut = await page.$$eval('#panel table', (l) =>
    l
      .filter((t) => t.checkVisibility())
      .flatMap((t) => [...t.querySelectorAll('td, th')])
      .filter((c) => {
        const right = c.getBoundingClientRect().right;
        let p = c.parentElement; // a cell past the screen is fine inside a box that scrolls sideways
        while (p && !['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) p = p.parentElement;
        const edge = p && p !== document.documentElement ? p.getBoundingClientRect().right : innerWidth;
        const inner = c.querySelector('input')?.getBoundingClientRect().right ?? right;
        return Math.max(right, inner) > edge + 0.5 && !(p && p.scrollWidth > p.clientWidth);
      })
      .map((c) => c.textContent.trim() || c.querySelector('input')?.value),
  );
  assert(!cut.length, `table cells cut at the screen's edge: ${cut.slice(0, 6)}`);
  await page.click('#tab-kaiming');
  await ready(page, 'kaiming');
  const overlaps = await page.$$eval('.slider-marks', (rows) =>
    rows.flatMap((row) => {
      // the marks' words (a range: a mark's box has room above them for its tick)
      const r = [...row.children].map((m) => {
        const words = document.createRange();
        words.selectNodeContents(m);
        return words.getBoundingClientRect();
      });
      const over = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 2 && b.top < a.bottom - 2; // a glyph's edge may touch
      return r.flatMap((a, i) => r.slice(i + 1).filter((b) => over(a, b))).length ? [row.textContent] : [];
    }),
  );
  assert(!overlaps.length, `slider marks written over each other: ${overlaps}`);
  const hint = await page.$eval('.net-strip', (e) => e.textContent);
  assert(hint.includes('Bir bloğa dokun') && !hint.includes('tıkla'), 'the strip says "tıkla" on a touch screen');
  const series = await page.$$eval('.series-keys .note, .note', (l) => l.map((e) => e.textContent).filter((s) => /seri/i.test(s)));
  assert(
    series.length && series.every((s) => s.includes('dokun') && !/Bir seriye tıkla/.test(s)),
    `the series hint on a touch screen: ${series[0]}`,
  );
  await page.context().close();
  // a laptop: one row of tabs, in both languages (a mouse: the click words)
  const wide = await newPage(browser, { width: 1280, height: 720 });
  await wide.goto(`${base}?tab=start&lang=tr&predict=off`);
  for (const lang of ['tr', 'en']) {
    if (lang === 'en') await wide.click('[data-lang=en]');
    await wide.waitForFunction((l) => document.documentElement.lang === l && document.querySelector('[role=tab]'), lang); // the page's own lang="tr" comes before its tabs
    const rows = await wide.$$eval('[role=tab]', (l) => new Set(l.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    assert(rows === 1, `${lang}: the tabs take ${rows} rows at 1280 px`);
  }
  noErrors(wide);
  await wide.context().close();
});
