// lesson_tools.mjs — the browser tests of the lesson's tools, under the page's CSP, in Turkish and
// English: each 5.18 exercise fails with wrong actions of each natural kind, each for its reason,
// and passes with the right one (the core decides the numbers and E1's and E3's bands, the page the
// verdict; the badge names what the verdict was judged on); the 5.13 panels are drawn in the diagnostics tab for
// any run and moment and live in the playground; a chart's CSV and PNG, the playground's run JSON
// (no names in it) and the PyTorch script; earlier runs as labelled ghosts, cleared on demand.
// Screenshots of the exercises tab at 1280 and 375 px go to test-results/.
import { readFileSync } from 'node:fs';
import { test, assert, inRange, newPage, noErrors, OUT } from './harness.mjs';

const FAST = 'steps=500&pg_steps=300';

async function open(page, base, tab, query = '') {
  await page.goto(`${base}?tab=${tab}&${FAST}${query}`);
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
}

// Clicks an exercise's check button and returns its verdict ('pass' | 'fail'), reason and text.
async function check(page, id) {
  const card = `[data-exercise=${id}]`;
  await page.click(`${card} [data-action=check]`);
  await page.waitForSelector(`${card} [data-exercise-result][data-verdict]`, { timeout: 120000 });
  return page.$eval(`${card} [data-exercise-result]`, (e) => ({
    verdict: e.dataset.verdict,
    reason: e.dataset.reason,
    text: e.textContent,
  }));
}

// A wrong answer: it must fail, and for the reason named.
async function fails(page, id, reason, what) {
  const v = await check(page, id);
  assert(v.verdict === 'fail' && v.reason === reason, `${id} with ${what}: ${v.verdict} (${v.reason}) ${v.text}`);
}

const badge = (page, id) => page.textContent(`[data-exercise=${id}] [data-exercise-badge]`);

async function setNumber(page, selector, value) {
  await page.fill(selector, String(value));
  await page.dispatchEvent(selector, 'change');
}

const decimal = (lang, x, digits) => (lang === 'tr' ? x.toFixed(digits).replace('.', ',') : x.toFixed(digits));

// The saturated shares the E2 chart's bins add up to (bins beyond ±0.97, over all values).
const sharesFromChart = (page) =>
  page.$eval('[data-exercise=e2] figure.chart', (f) => {
    const c = f.mmChart;
    const centre = c.data.labels.map((l) => Number(String(l).replace('\u2212', '-').replace(',', '.'))); // the page writes − and the decimal comma
    return c.data.datasets.slice(0, 2).map((ds) => {
      let outer = 0,
        all = 0;
      ds.data.forEach((v, i) => {
        all += v;
        if (Math.abs(centre[i]) > 0.97) outer += v;
      });
      return (100 * outer) / all;
    });
  });

for (const lang of ['tr', 'en']) {
  test(`exercises (${lang}): each fails with a wrong action and passes with the right one`, async ({ browser, base }) => {
    const page = await newPage(browser);
    await open(page, base, 'exercises', `&lang=${lang}`);
    assert((await page.$$eval('[data-exercise]', (es) => es.length)) === 5, 'not five exercise cards');

    // the tab has no "try this" suggestions of its own (each card is one): no empty box, only the way on
    const guide = await page.$eval('[data-guide=exercises]', (g) => ({
      h3: g.querySelectorAll('h3').length,
      li: g.querySelectorAll('li').length,
      next: g.querySelectorAll('[data-action=next-section]').length,
    }));
    assert(guide.h3 === 0 && guide.li === 0 && guide.next === 1, `the exercises tab's guide box: ${JSON.stringify(guide)}`);

    // E1: the default settings (already near ln V) without the broken start; the broken start alone;
    // then a change that does not touch the first logits; then the output fix
    await fails(page, 'e1', 'notStarted', 'no broken start');
    await page.click('[data-exercise=e1] [data-action=setup]');
    await page.waitForSelector('[data-key=e1-info][data-value]');
    inRange(await page.$eval('[data-key=e1-info]', (e) => Number(e.dataset.value)), 3.45, 6, "the broken start's first loss");
    await fails(page, 'e1', 'unchanged', 'the broken start and no change');
    await setNumber(page, '[data-exercise=e1] input[name=pg_lr]', 1);
    await fails(page, 'e1', 'far', 'only the learning rate changed');
    await page.check('[data-exercise=e1] input[name=pg_fix]');
    const e1 = await check(page, 'e1');
    assert(e1.verdict === 'pass', `E1 with the output fix: ${e1.text}`);
    assert(page.url().includes('pg_lr=1'), "E1 works on the playground's settings (the URL)");
    const fixWord = lang === 'tr' ? 'açık' : 'on';
    assert((await badge(page, 'e1')).includes(`: ${fixWord}`), `E1's badge does not name the change: ${await badge(page, 'e1')}`);

    // E2: the text's printed shares at the text's ×5 (the answer is in the prompt), then at a
    // multiplier of the student's: two wrong percentages, then what the histogram's bins add up to
    await page.fill('#answer-e2-bad', decimal(lang, 79.1, 1));
    await page.fill('#answer-e2-kaiming', decimal(lang, 19.5, 1));
    await fails(page, 'e2', 'textMultiplier', "the text's printed shares at its ×5");
    await setNumber(page, 'input[name=e2-multiplier]', 3);
    await page.waitForFunction(() =>
      document.querySelector('[data-exercise=e2] figure.chart').mmChart.data.datasets[0].label.includes('×3'),
    );
    await page.fill('#answer-e2-bad', '50');
    await page.fill('#answer-e2-kaiming', '50');
    assert((await check(page, 'e2')).verdict === 'fail', 'E2 passed with 50 % and 50 %');
    const [bad, kaiming] = await sharesFromChart(page);
    inRange(bad, 60, 95, 'E2 large W1 share');
    inRange(kaiming, 5, 35, 'E2 Kaiming share');
    await page.fill('#answer-e2-bad', decimal(lang, kaiming, 1));
    await page.fill('#answer-e2-kaiming', decimal(lang, bad, 1));
    await fails(page, 'e2', 'swapped', 'the two shares swapped');
    await page.fill('#answer-e2-bad', decimal(lang, bad + 0.5, 1));
    await page.fill('#answer-e2-kaiming', decimal(lang, kaiming, 1));
    await fails(page, 'e2', 'badOff', 'the large W1 share half a point off');
    await page.fill('#answer-e2-bad', decimal(lang, bad, 1));
    await page.fill('#answer-e2-kaiming', decimal(lang, kaiming, 1));
    const e2 = await check(page, 'e2');
    assert(e2.verdict === 'pass', `E2 with the bins' shares: ${e2.text}`);

    // E3: gain 1 (naive) fades, 4 and 10 saturate, 5/3 passes; the chart shows the core's band
    await setNumber(page, 'input[name=e3-gain]', 1);
    await fails(page, 'e3', 'faded', 'gain 1');
    await setNumber(page, 'input[name=e3-gain]', 4);
    await fails(page, 'e3', 'saturated', 'gain 4');
    await setNumber(page, 'input[name=e3-gain]', 10);
    await fails(page, 'e3', 'saturated', 'gain 10');
    assert((await badge(page, 'e3')).includes('10'), `E3's badge does not name the gain it failed with: ${await badge(page, 'e3')}`);
    await setNumber(page, 'input[name=e3-gain]', 1.6667);
    const e3 = await check(page, 'e3');
    assert(e3.verdict === 'pass', `E3 failed with gain 5/3: ${e3.text}`);
    const e3Badge = await badge(page, 'e3');
    assert(e3Badge.includes(decimal(lang, 1.667, 3)), `E3's badge does not name the gain: ${e3Badge}`);
    const band = await page.$eval('[data-exercise=e3] figure.chart', (f) =>
      f.mmChart.data.datasets.slice(2).map((d) => d.data.map((p) => p.y ?? p)),
    );
    const stdTarget = await page.$eval('[data-key=e3-band]', (e) => Number(e.dataset.value));
    inRange(stdTarget, 0.62, 0.69, "E3 band: Kaiming's last std");
    assert(
      band.length === 2 && Math.abs(band[0][0] - 0.9 * stdTarget) < 1e-3 && Math.abs(band[1][0] - 1.1 * stdTarget) < 1e-3,
      `E3's chart does not show the band ${0.9 * stdTarget}-${1.1 * stdTarget}: ${JSON.stringify(band)}`,
    );

    // E4: without BatchNorm; with it but too few steps; then with it (and what eval() changes)
    await setNumber(page, 'input[name=e4-steps]', 300);
    await fails(page, 'e4', 'noBn', 'no BatchNorm');
    await page.check('input[name=e4-bn]');
    await setNumber(page, 'input[name=e4-steps]', 100);
    await fails(page, 'e4', 'notBetter', 'BatchNorm and 100 steps');
    await setNumber(page, 'input[name=e4-steps]', 300);
    const e4 = await check(page, 'e4');
    assert(e4.verdict === 'pass', `E4 with BatchNorm: ${e4.text}`);
    assert(await page.isVisible('[data-key=e4-eval]'), 'E4: what eval() changes is not shown');

    // E5: softmax alone (no one-hot) fails, softmax minus one-hot passes; BatchNorm's backward beside autograd
    const logits = [2.0, 1.0, 0.1, -1.0],
      target = 0;
    const z = logits.reduce((s, v) => s + Math.exp(v), 0);
    const p = logits.map((v) => Math.exp(v) / z);
    for (let j = 0; j < 4; j++) await page.fill(`#answer-e5-g${j}`, decimal(lang, p[j], 3));
    await fails(page, 'e5', 'softmaxOnly', 'softmax alone');
    for (let j = 0; j < 4; j++) await page.fill(`#answer-e5-g${j}`, decimal(lang, (j === target ? 1 : 0) - p[j], 3));
    await fails(page, 'e5', 'sign', 'one-hot minus softmax');
    for (let j = 0; j < 4; j++) await page.fill(`#answer-e5-g${j}`, decimal(lang, p[j] - (j === target ? 1 : 0), 3));
    assert((await check(page, 'e5')).verdict === 'pass', 'E5 failed with softmax minus one-hot');
    await page.click('[data-action=show-bn-backward]');
    await page.waitForSelector('[data-key=e5-bn-maxdiff]');
    inRange(await page.$eval('[data-key=e5-bn-maxdiff]', (e) => Number(e.dataset.value)), 0, 1e-5, 'BatchNorm backward: hand vs autograd');

    // the hints fade in one at a time, the solution last
    for (let k = 0; k < 3; k++) await page.click('[data-exercise=e3] [data-action=hint]');
    const hints = await page.$$eval('[data-exercise=e3] [data-hint]', (es) => es.map((e) => e.dataset.hint));
    assert(JSON.stringify(hints) === '["hint1","hint2","solution"]', `hints: ${hints}`);
    assert(await page.isDisabled('[data-exercise=e3] [data-action=hint]'), 'the hint button stays enabled after the solution');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('mm.progress.exercises')));
    assert(
      ['e1', 'e2', 'e3', 'e4', 'e5'].every((id) => kept[id]?.verdict === 'pass'),
      `kept: ${JSON.stringify(kept)}`,
    );
    // the counter, each card's badge and the lesson map follow the verdicts at once, without a reload
    const counter = await page.$eval('[data-key=exercises-passed]', (e) => Number(e.dataset.value));
    const badges = await page.$$eval('[data-exercise-badge]', (b) => b.map((e) => e.dataset.verdict).join(' '));
    const summary = await page.textContent('[data-key=lesson-summary]');
    const mapped = await page.$$eval('[data-map-exercise]', (l) => l.map((e) => e.dataset.verdict).join(' '));
    assert(
      counter === 5 && badges === 'pass pass pass pass pass' && mapped === 'pass pass pass pass pass' && /5\/5/.test(summary),
      `after five passes: counter ${counter}, badges ${badges}, map ${mapped}, summary ${summary}`,
    );
    await page.screenshot({ path: `${OUT}/exercises-${lang}-1280.png`, fullPage: true });
    noErrors(page);
    await page.context().close();
  });

  test(`exercises (${lang}) at 375 px: nothing wider than the screen`, async ({ browser, base }) => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await open(page, base, 'exercises', `&lang=${lang}`);
    await page.click('[data-exercise=e1] [data-action=setup]');
    await page.waitForSelector('[data-key=e1-info][data-value]');
    await page.click('[data-action=show-bn-backward]');
    await page.waitForSelector('[data-key=e5-bn-maxdiff]');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 385, `page is ${wide}px wide on a 375px screen`);
    await page.screenshot({ path: `${OUT}/exercises-${lang}-375.png`, fullPage: true });
    noErrors(page);
    await page.context().close();
  });
}

test('diagnostics: the 5.13 panels for any run, at initialisation and after training', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'diagnostics', '&lang=en');
  const box = '[data-panels=diagnostics]';
  const points = () => page.$$eval(`${box} figure.chart`, (fs) => fs.map((f) => Number(f.dataset.points)));
  const legends = () => page.$$eval(`${box} figure.chart`, (fs) => fs.map((f) => f.mmChart.data.datasets.map((d) => d.label)));
  assert((await points()).length === 3 && (await points()).every((n) => n > 0), `panels at init: ${await points()}`);
  const init = await legends();
  assert(
    init[0].length === 5 && /^L1 tanh: mean [+\u2212-]\d\.\d\d, std \d\.\d\d, saturated \d+\.\d%$/.test(init[0][0]),
    `activation legend: ${init[0][0]}`,
  );
  assert(/^L1 tanh: mean [+\u2212-]/.test(init[1][0]) && init[1][0].includes('std'), `gradient legend: ${init[1][0]}`);
  assert(init[2].length === 7 && init[2][0].startsWith('C (') && init[2][0].includes('grad:data'), `weight legend: ${init[2][0]}`);
  await page.selectOption(`${box} select[name=panels-run]`, '3');
  await page.selectOption(`${box} select[name=panels-at]`, 'trained');
  const trained = await legends();
  assert(JSON.stringify(trained) !== JSON.stringify(init), 'the panels did not change for another run after training');
  assert((await page.textContent('[data-key=panels-note]')).includes('after training'), 'the note does not say which moment');
  await page.screenshot({ path: `${OUT}/diagnostics-panels-en.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});

test("playground: live panels, run JSON, PyTorch script, ghosts, a chart's CSV and PNG", async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'playground');
  await page.click('[data-action=play]');
  await page.waitForFunction(() => document.querySelector('[data-key=pg-final]')?.dataset.value, null, { timeout: 180000 });
  // the curve's data table is built when it is opened, not at every chunk of the run
  const closed = await page.$eval('.pg figure.chart details.data-table', (d) => d.querySelectorAll('td').length);
  assert(closed === 0, `the closed data table was built (${closed} cells)`);
  await page.$eval('.pg figure.chart details.data-table', (d) => {
    d.open = true;
  });
  await page.waitForFunction(() => document.querySelector('.pg figure.chart details.data-table caption'));
  const table = await page.$eval('.pg figure.chart details.data-table', (d) => ({
    caption: d.querySelector('caption').textContent,
    title: d.closest('figure').mmChart.options.plugins.title.text,
    rows: d.querySelectorAll('tbody tr').length,
  }));
  assert(table.rows > 0 && table.caption === table.title, `the opened table: ${JSON.stringify(table)}`);
  const live = await page.$$eval('[data-panels=playground] figure.chart', (fs) => fs.map((f) => Number(f.dataset.points)));
  assert(live.length === 4 && live.every((n) => n > 0), `live panels and update:data: ${live}`);

  const [json] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=export-json]')]);
  const run = JSON.parse(readFileSync(await json.path(), 'utf8'));
  assert(JSON.stringify(Object.keys(run)) === '["config","losses","train","dev"]', `run JSON keys: ${Object.keys(run)}`);
  assert(run.losses.length === 300 && run.config.steps === 300 && run.config.norm === 'batch', 'run JSON: 300 losses, the settings');
  const dev = await page.$eval('[data-key=pg-final]', (e) => Number(e.dataset.value));
  assert(Math.abs(run.dev - dev) < 1e-12, `exported dev ${run.dev}, shown ${dev}`);
  const names = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8')
    .split('\n')
    .slice(0, 200)
    .filter(Boolean);
  const text = JSON.stringify(run);
  assert(!names.some((n) => text.includes(`"${n}"`)), 'a name from the list is in the export');

  await page.click('[data-action=copy-pytorch]');
  const code = await page.textContent('pre[data-pytorch-code]');
  assert(await page.isVisible('pre[data-pytorch-code]'), 'the script is not shown');
  assert(code.includes('import torch') && code.includes('"steps": 300,') && code.includes('read_names(sys.argv[1])'), 'script text');
  assert(!names.some((n) => code.includes(`"${n}"`)), 'a name from the list is in the script');

  // a change of the learning rate: the finished run becomes a ghost labelled by it
  await page.fill('input[name=pg_lr]', '0.5');
  await page.dispatchEvent('input[name=pg_lr]', 'change');
  await page.waitForFunction(() => document.querySelector('.pg figure.chart')?.mmChart.data.datasets.length === 4);
  const ghost = await page.$eval('.pg figure.chart', (f) => f.mmChart.data.datasets[3].label);
  assert(ghost.includes('lr 0,1') && ghost.includes('0,5'), `ghost label: ${ghost}`);
  assert(!page.url().includes('ghost'), 'ghosts in the link');
  await page.click('[data-action=clear-ghosts]');
  await page.waitForFunction(() => document.querySelector('.pg figure.chart')?.mmChart.data.datasets.length === 3);
  // a chart is exported once it is shown: before the prediction it is hidden, from the keys and the mouse too
  assert(await page.$eval('.pg figure.chart', (f) => f.inert), 'the chart is usable before its prediction');
  await page.click('[data-action=skip]');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('.pg figure.chart [data-action=export-csv]')]);
  const rows = readFileSync(await csv.path(), 'utf8').split('\r\n');
  assert(csv.suggestedFilename().endsWith('.csv') && rows[0].split(',').length === 4 && rows.length > 2, `CSV: ${rows.slice(0, 2)}`);
  const [png] = await Promise.all([page.waitForEvent('download'), page.click('.pg figure.chart [data-action=export-png]')]);
  const bytes = readFileSync(await png.path());
  assert(png.suggestedFilename().endsWith('.png') && bytes.subarray(1, 4).toString() === 'PNG' && bytes.length > 1000, 'PNG download');
  const cssWidth = await page.$eval('.pg figure.chart canvas', (c) => c.getBoundingClientRect().width);
  assert(bytes.readUInt32BE(16) >= 2 * cssWidth - 2, `PNG for slides: ${bytes.readUInt32BE(16)} px wide for a ${cssWidth} px chart`);
  await page.screenshot({ path: `${OUT}/playground-tools-tr.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});
