// snippets.mjs — the lecture code beside a figure (run.mjs registers this): on the Kaiming tab the
// code block is open at 1280 px and closed at 375 px, is the generator's text for the tab's knobs
// and the core's recipe, follows the layer-count and gain controls (the new values written into
// the code), and its copy button answers; in tr and en. The playground's, the residual figure's,
// the BatchNorm matrix tab's and the diagnostics tab's code follow their controls too.
import { newPage, test, assert, noErrors, setControl } from './harness.mjs';
import { nodeCore } from './node_core.mjs';
import { lectureSnippet } from '../../web/src/pytorch/lecture_code.js';

const SEED = 2147483647;
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
const BOX = 'details.lecture-code[data-lecture-code="kaiming"]';
const code = (page) => page.$eval(`${BOX} pre`, (e) => e.textContent);

test('lecture code: the Kaiming figure shows its PyTorch lines with the settings written in, following the controls; open on a wide screen, closed on a phone', async ({
  browser,
  base,
}) => {
  const recipe = (await nodeCore()).recipe();
  for (const lang of ['tr', 'en']) {
    const page = await newPage(browser);
    await page.goto(`${base}?tab=kaiming&lang=${lang}`);
    await ready(page, 'kaiming');
    assert(await page.$eval(BOX, (d) => d.open), `${lang}: the lecture code is closed at 1280 px`);
    const summary = await page.$eval(`${BOX} summary`, (e) => e.textContent);
    assert(lang === 'tr' ? /ders kodu/.test(summary) : /lecture code/.test(summary), `${lang}: summary "${summary}"`);
    const lecture = await code(page);
    assert(
      lecture === lectureSnippet('kaiming', { nLayer: 6, gain: 5 / 3, seed: SEED, probeRows: 1000 }, recipe),
      `${lang}: the code is not the generator's for the lecture's knobs:\n${lecture}`,
    );
    assert(lecture.includes('n_hidden, n_layer, gain = 200, 6, 5/3'), `${lang}: the lecture's layers and gain not in:\n${lecture}`);
    await setControl(page, 'kaiming', 'k_layers', 4);
    await setControl(page, 'kaiming', 'k_gain', 1.2);
    const changed = await code(page);
    assert(changed.includes('n_hidden, n_layer, gain = 200, 4, 1.2'), `${lang}: layers 4 and gain 1.2 not written into:\n${changed}`);
    assert(
      changed === lectureSnippet('kaiming', { nLayer: 4, gain: 1.2, seed: SEED, probeRows: 1000 }, recipe),
      `${lang}: the changed code is not the generator's`,
    );
    await page.click(`${BOX} [data-action="copy-lecture-code"]`);
    // the copy is a clipboard promise: its sentence comes when the promise settles, not at the click
    const said = await page
      .waitForFunction((sel) => document.querySelector(sel)?.textContent.length > 0, `${BOX} .status`, { timeout: 10000 })
      .then(
        () => true,
        () => false,
      );
    assert(said, `${lang}: the copy button said nothing within 10 s`);
    noErrors(page);
    await page.context().close();
  }
  const phone = await newPage(browser, { width: 375, height: 800 });
  await phone.goto(`${base}?tab=kaiming&lang=tr`);
  await ready(phone, 'kaiming');
  assert(!(await phone.$eval(BOX, (d) => d.open)), 'the lecture code is open at 375 px');
  noErrors(phone);
  await phone.context().close();
});

test("lecture code: the playground's training loop with the ud line follows its controls", async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=playground&lang=tr&pg_steps=300&pg_lr=0.05`);
  await ready(page, 'playground');
  const box = 'details.lecture-code[data-lecture-code="playground"]';
  const text = () => page.$eval(`${box} pre`, (e) => e.textContent);
  const before = await text();
  assert(
    before.includes('ud.append([((lr * p.grad).std() / p.data.std()).log10().item() for p in parameters])'),
    `no ud line in:\n${before}`,
  );
  assert(before.includes('for i in range(300):') && before.includes('    lr = 0.05\n'), `steps 300 and lr 0.05 not in:\n${before}`);
  await page.fill('input[name=pg_batch]', '20');
  await page.$eval('input[name=pg_batch]', (e) => e.dispatchEvent(new Event('change')));
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent.includes('(20,), generator=gb)'), `${box} pre`);
  noErrors(page);
  await page.context().close();
});

test('lecture code: the residual figure writes its weight std in; the BatchNorm matrix tab writes its matrix and variance in', async ({
  browser,
  base,
}) => {
  const recipe = (await nodeCore()).recipe();
  const page = await newPage(browser);
  await page.goto(`${base}?tab=residual&lang=en`);
  await ready(page, 'residual');
  const res = 'details.lecture-code[data-lecture-code="residual"]';
  const resText = () => page.$eval(`${res} pre`, (e) => e.textContent);
  const lecture = await resText();
  assert(lecture.includes('def sublayer(i, std=0.2):'), `the lecture's std 0.2 not in:\n${lecture}`);
  assert(lecture === lectureSnippet('residual', { weightStd: 0.2, seed: SEED }, recipe), `not the generator's code:\n${lecture}`);
  await setControl(page, 'residual', 'r_std', 0.35);
  const changed = await resText();
  assert(changed.includes('def sublayer(i, std=0.35):'), `std 0.35 not written into:\n${changed}`);
  const help = await page.$eval(`${res} .lecture-code-help`, (e) => e.textContent);
  assert(/needs no data/.test(help), `the note says "${help}"`);

  await page.goto(`${base}?tab=bn-matrix&lang=tr`);
  await ready(page, 'bn-matrix');
  const bm = 'details.lecture-code[data-lecture-code="bn-matrix"] pre';
  const before = await page.$eval(bm, (e) => e.textContent);
  assert(before.includes('x.var(0, keepdim=True, unbiased=False)'), `biased variance not in:\n${before}`);
  await page.selectOption('select[name=bvar]', 'unbiased');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent.includes('unbiased=True'), bm);
  await page.fill('input[data-cell="0,0"]', '7,5'); // a Turkish decimal comma, typed
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent.includes('x = torch.tensor([[7.5, '), bm);
  noErrors(page);
  await page.context().close();
});

test("lecture code: the diagnostics tab's four runs with the ud and statistics lines, and the explanation, are the run's on screen: its steps and seed until the next run", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=diagnostics&lang=tr&steps=100`);
  const box = 'details.lecture-code[data-lecture-code="diagnostics"]';
  const note = `${box} [data-key=lecture-code-run]`;
  await page.waitForSelector(`${box} pre`, { state: 'attached' });
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent.includes('for i in range(100):'), `${box} pre`);
  const before = await page.$eval(`${box} pre`, (e) => e.textContent);
  assert(
    before.includes('ud.append([((lr * p.grad).std() / p.data.std()).log10().item() for p in parameters])'),
    `no ud line in:\n${before}`,
  );
  assert(before.includes("print('layer %d (%10s): mean %+.2f, std %.2f, saturated: %.2f%%'"), `no activation line in:\n${before}`);
  assert(before.includes('manual_seed(2147483647)'), `the lecture's seed not in:\n${before}`);
  const help = await page.$eval(`${box} .lecture-code-help`, (e) => e.textContent);
  assert(/dört koşusu/.test(help) && /ekrandaki koşunun/.test(help) && help.includes('names.txt'), `the note says "${help}"`);
  await ready(page, 'diagnostics');
  assert(!(await page.isVisible(note)), 'a note that the code is another run’s while the controls are the run’s');
  // the controls move, no run starts: the code stays the run's on screen, and says so
  await page.fill('input[name=steps]', '250');
  await page.$eval('input[name=steps]', (e) => e.dispatchEvent(new Event('change')));
  await page.waitForSelector(note, { state: 'visible' });
  assert(
    (await page.textContent(note)) === 'Bu, ekrandaki koşunun kodu; yeni ayarları kullanmak için ▶ düğmesine bas.',
    await page.textContent(note),
  );
  const kept = await page.$eval(`${box} pre`, (e) => e.textContent);
  assert(
    kept.includes('for i in range(100):') && !kept.includes('range(250)'),
    `the code followed the controls, not the run shown:\n${kept}`,
  );
  // and so does the explanation above the figures: the run shown took 100 steps
  const said = () => page.$eval('.explain p', (e) => e.textContent);
  assert((await said()).includes('her biri 100 adım'), `the explanation followed the controls: ${await said()}`);
  await page.fill('input[name=seed]', '42');
  await page.$eval('input[name=seed]', (e) => e.dispatchEvent(new Event('change')));
  assert(!(await page.$eval(`${box} pre`, (e) => e.textContent)).includes('"seed": 42}'), 'the seed written before its run');
  // ▶: the new run's figures, and its code
  await page.click('[data-action=run]');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent.includes('for i in range(250):'), `${box} pre`);
  assert((await page.$eval(`${box} pre`, (e) => e.textContent)).includes('"seed": 42}'), 'the new run’s seed not in the code');
  assert((await said()).includes('her biri 250 adım'), `the explanation is not the new run's: ${await said()}`);
  assert(!(await page.isVisible(note)), 'the note stays once the run shown is the controls’');
  await page.waitForFunction(() => !document.querySelector('[data-action=run]').disabled, null, { timeout: 120000 });
  noErrors(page);
  await page.context().close();
});
