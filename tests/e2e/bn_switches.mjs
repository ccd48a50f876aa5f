// bn_switches.mjs — the BatchNorm tab's two figure switches (run.mjs registers this): the bias b1
// before BatchNorm over SGD steps (its gradient at float rounding and b1 unmoved with BatchNorm; a
// real gradient and a moving b1 without it), and 5.15's stack with or without tanh beside the one
// matrix (a rounding-level difference without tanh, a large one with it); tr and en, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { newPage, test, assert, noErrors, inRange, setControl } from './harness.mjs';

const note = (page, key) =>
  page.$eval(`[data-key=${key}]`, (e) => ({
    value: Number(e.dataset.value),
    drift: Number(e.dataset.drift),
    mode: e.dataset.mode,
    text: e.textContent,
  }));
const flip = async (page, key, mode, noteKey) => {
  await page.click(`[data-switch=${key}]`);
  await page.waitForFunction(([k, m]) => document.querySelector(`[data-key=${k}]`)?.dataset.mode === m, [noteKey, mode]);
};
// the chart a note follows: its title and its series' labels
const chartOf = (page, key) =>
  page.$eval(`[data-key=${key}]`, (n) => {
    const c = n.previousElementSibling.mmChart;
    return { title: c.options.plugins.title.text, labels: c.data.datasets.map((d) => d.label), data: c.data.datasets.map((d) => d.data) };
  });

async function seriousIn(page, selector) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}`));
}

const WORDS = {
  tr: { bnOff: 'BatchNorm kapalı', tanhOff: 'tanh’sız yığın', collapsed: 'tek bir matrise çöktü', learned: 'gerçek bir parametredir' },
  en: { bnOff: 'BatchNorm off', tanhOff: 'stack without tanh', collapsed: 'collapsed to one matrix', learned: 'is a real parameter' },
};

for (const lang of ['tr', 'en']) {
  test(`batchnorm switches ${lang}: the bias before BN over SGD steps with and without BatchNorm; the stack with and without tanh beside one matrix`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    await page.goto(`${base}?tab=batchnorm&predict=off&bn_steps=10&lang=${lang}`);
    await page.waitForFunction(() => window.__mmReady?.batchnorm === true, null, { timeout: 180000 });
    const w = WORDS[lang];

    // with BatchNorm: ||dL/db1|| at float rounding, b1 where it started
    const on = await note(page, 'bias-watch');
    assert(on.mode === 'on', `the bias figure opens with BatchNorm: ${on.mode}`);
    inRange(on.value, 0, 1e-5, 'largest bias gradient with BatchNorm');
    inRange(on.drift, 0, 1e-6, "b1's change with BatchNorm");
    const onChart = await chartOf(page, 'bias-watch');
    assert(
      onChart.data.length === 3 && onChart.data.every((d) => d.length === 30),
      `bias chart series: ${onChart.data.map((d) => d.length)}`,
    );
    // without: the same bias gets a real gradient and moves
    await flip(page, 'bn', 'off', 'bias-watch');
    const off = await note(page, 'bias-watch');
    assert(off.value > 1e-2, `largest bias gradient without BatchNorm: ${off.value}`);
    assert(off.drift > 1e-3 && off.drift > 1e3 * on.drift, `b1's change without BatchNorm ${off.drift}, with ${on.drift}`);
    assert(off.text.includes(w.learned), `the note without BatchNorm: ${off.text}`);
    const offChart = await chartOf(page, 'bias-watch');
    assert(offChart.title.includes(w.bnOff), `the title without BatchNorm: ${offChart.title}`);
    assert(offChart.data[1][0].y !== onChart.data[1][0].y, 'the bias series did not change with the switch');

    // 5.15: with tanh the one matrix is far from the stack; without, rounding only
    const tanh = await note(page, 'collapse-diff');
    assert(tanh.mode === 'on', `the collapse figure opens with tanh: ${tanh.mode}`);
    assert(tanh.value > 0.1, `stack with tanh vs one matrix: ${tanh.value}`);
    await flip(page, 'tanh', 'off', 'collapse-diff');
    const lin = await note(page, 'collapse-diff');
    inRange(lin.value, 0, 1e-4, 'stack without tanh vs one matrix');
    assert(lin.text.includes(w.collapsed), `the note without tanh: ${lin.text}`);
    const bars = await chartOf(page, 'collapse-diff');
    assert(
      bars.labels[0] === w.tanhOff && bars.data.length === 2 && bars.data[0].length === 27,
      `collapse bars: ${JSON.stringify(bars.labels)}`,
    );
    const gap = Math.max(...bars.data[0].map((y, i) => Math.abs(y - bars.data[1][i])));
    inRange(gap, 0, 1e-4, 'the first example: the stack without tanh beside the one matrix');

    // the switches stay as set when the figure is recomputed (a control moved)
    // and their notes, live regions, are not rewritten when their words stay (a screen reader would say them again)
    await page.evaluate(() => {
      window.__notes = ['bias-watch', 'collapse-diff'].map((k) => document.querySelector(`[data-key=${k}]`).firstChild);
    });
    await setControl(page, 'batchnorm', 'bn_bad', 2);
    const kept = await page.evaluate(() =>
      ['bias-watch', 'collapse-diff'].map((k, i) => document.querySelector(`[data-key=${k}]`).firstChild === window.__notes[i]),
    );
    assert(kept.every(Boolean), `a note rewritten with the same words by a recompute: ${kept}`);
    assert(
      (await note(page, 'bias-watch')).mode === 'off' && (await note(page, 'collapse-diff')).mode === 'off',
      'a recompute reset a switch',
    );

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const found = await seriousIn(page, '#panel');
      assert(found.length === 0, `axe at ${width} px: ${found.join('\n')}`);
    }
    noErrors(page);
    await page.context().close();
  });
}

// ?embed=batchnorm&figure=<name>: the one figure carries its own switch, its intro and its note, and
// nothing of the other figures; the switch still drives the figure (the core's numbers in its note).
const EMBEDS = [
  {
    figure: 'bias-watch',
    key: 'bn',
    note: 'bias-watch',
    other: 'tanh',
    changed: (on, off) => off.value > 1e-2 && off.value > 1e3 * on.value,
  },
  { figure: 'collapse', key: 'tanh', note: 'collapse-diff', other: 'bn', changed: (on, off) => on.value > 0.1 && off.value < 1e-4 },
];
test('figure=bias-watch and figure=collapse: the embedded figure carries its own switch and intro, and the switch drives it', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  for (const e of EMBEDS) {
    await page.goto(`${base}?embed=batchnorm&figure=${e.figure}&predict=off&bn_steps=10&lang=en`);
    await page.waitForFunction(() => window.__mmReady?.batchnorm === true, null, { timeout: 180000 });
    const shown = await page.$$eval('#panel figure.chart', (fs) =>
      fs.filter((x) => x.offsetParent !== null).map((x) => x.dataset.figureKeep),
    );
    assert(shown.length === 1 && shown[0] === e.figure, `${e.figure}: figures shown ${JSON.stringify(shown)}`);
    assert(await page.isVisible(`[data-switch=${e.key}]`), `${e.figure}: its switch is hidden`);
    assert(!(await page.isVisible(`[data-switch=${e.other}]`)), `${e.figure}: the other figure's switch is shown`);
    const own = await page.$$eval(`[data-figure-of="${e.figure}"]`, (xs) =>
      xs.map((x) => (x.offsetParent !== null ? x.textContent.trim().length : -1)),
    );
    assert(own.length === 3 && own.every((n) => n > 0), `${e.figure}: its intro, switch and note (text lengths, -1 hidden): ${own}`);
    const other = await page.$$eval(
      '[data-figure-of]',
      (xs, f) => xs.filter((x) => x.dataset.figureOf !== f && x.offsetParent !== null).length,
      e.figure,
    );
    assert(other === 0, `${e.figure}: ${other} parts of the other figure shown`);
    const on = await note(page, e.note);
    await flip(page, e.key, 'off', e.note);
    const off = await note(page, e.note);
    assert(e.changed(on, off), `${e.figure}: the switch did not change the figure (${on.value} -> ${off.value})`);
  }
  // with the prompts on, the one figure asks its own question only (not the tab's train/eval one)
  await page.goto(`${base}?embed=batchnorm&figure=bias-watch&bn_steps=10&lang=en`);
  await page.waitForFunction(() => window.__mmReady?.batchnorm === true, null, { timeout: 180000 });
  const asked = await page.$$eval('[data-predict]', (xs) => xs.filter((x) => x.offsetParent !== null).map((x) => x.dataset.predict));
  assert(asked.length === 1 && asked[0] === 'bn-bias', `figure=bias-watch asks ${JSON.stringify(asked)}`);
  noErrors(page);
  await page.context().close();
});

// Each switch's figure asks its own prediction, above it and blurring only it: the bias watch (the
// bias gradient with BatchNorm against the weight's) and the collapse (the stack without tanh one
// matrix?); the reveal shows the core's live answer, the verdict and the text's reason.
test('batchnorm figure predictions: the bias watch and the collapse each ask first, then reveal the core’s answer', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=batchnorm&bn_steps=10&lang=en`);
  await page.waitForFunction(() => window.__mmReady?.batchnorm === true, null, { timeout: 180000 });
  const cases = [
    { key: 'bn-bias', part: 'bias-watch', guess: 'smaller', live: 'smaller', verdict: 'close', why: /5\.7, 5\.8.*no gradient/ },
    { key: 'bn-collapse', part: 'collapse', guess: 'no', live: 'yes', verdict: 'far', why: /5\.15.*collapses into one linear map/ },
  ];
  for (const c of cases) {
    const part = `[data-figure-part="${c.part}"]`;
    const box = `${part} > [data-predict="${c.key}"]`;
    assert(await page.$(box), `${c.part}: no prompt of its own`);
    assert(
      await page.$eval(part, (e) => e.classList.contains('predict-pending')),
      `${c.part}: the figure is not hidden before the prediction`,
    );
    await page.click(`${box} [data-action=reveal]`);
    assert(await page.isVisible(`${box} .predict-error`), `${c.part}: an empty prediction was accepted`);
    await page.check(`${box} input[type=radio][value="${c.guess}"]`);
    await page.click(`${box} [data-action=reveal]`);
    await page.waitForSelector(`${box} [data-predict-result][data-live] .why`);
    const r = await page.$eval(`${box} [data-predict-result]`, (e) => ({ ...e.dataset, text: e.textContent }));
    assert(r.live === c.live && r.verdict === c.verdict && r.case === 'same', `${c.part}: ${JSON.stringify(r)}`);
    assert(c.why.test(r.text), `${c.part}: the reason: ${r.text}`);
    assert(!(await page.$eval(part, (e) => e.classList.contains('predict-pending'))), `${c.part}: still hidden after the reveal`);
  }
  // the tab's own prompt still hides the rest of the tab; a switch does not grade a kept prediction again
  assert(
    await page.$eval('#panel .tab-body', (b) => b.classList.contains('predict-pending')),
    'the tab’s own prompt was answered by a figure’s',
  );
  // and it hides the rest of the tab, not the figures answered
  const blur = (q) => page.$eval(q, (e) => getComputedStyle(e).filter);
  const [logits, bias] = [await blur('#panel figure.chart'), await blur('[data-figure-part="bias-watch"] figure.chart')];
  assert(logits.includes('blur') && bias === 'none', `filters: the tab's first chart ${logits}, the bias watch ${bias}`);
  await flip(page, 'bn', 'off', 'bias-watch');
  const kept = await page.$eval('[data-predict="bn-bias"] [data-predict-result]', (e) => ({ ...e.dataset }));
  assert(kept.live === 'smaller' && kept.verdict === 'close', `after the switch: ${JSON.stringify(kept)}`);
  // three prompts on one tab, one answered per figure: nothing serious for axe
  const found = await seriousIn(page, '#panel');
  assert(found.length === 0, `axe: ${found.join('\n')}`);
  noErrors(page);
  await page.context().close();
});

// issue 42: at the BatchNorm tab's own link the "try this" buttons read "… as in the text:
// lesson.predict.at.bn_eps; …" in both languages. No message key anywhere on the BatchNorm and
// residual tabs, the guide's buttons included, and the buttons name eps as the text's 0.00001.
const KEY = /\b(?:common|bn|bnNotes|lesson|residual|refusal|slider|settingWords|playground|tabs)\.[a-zA-Z_][\w-]*/;
for (const lang of ['tr', 'en'])
  test(`batchnorm and residual at their own links (${lang}): no message key on the page, the "try this" buttons in words`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    for (const tab of ['batchnorm', 'residual']) {
      await page.goto(`${base}?tab=${tab}&lang=${lang}`);
      await page.waitForFunction((t) => window.__mmReady?.[t] === true, tab, { timeout: 180000 });
      const text = await page.$eval('body', (b) => b.innerText);
      const key = KEY.exec(text);
      assert(!key, `${tab}: a message key on the page: ${key?.[0]} in “${text.slice(Math.max(0, key?.index - 80), key?.index + 80)}”`);
      const tries = await page.$$eval('[data-action=try]', (bs) => bs.map((b) => b.textContent));
      assert(tries.length > 0, `${tab}: the guide's "try this" buttons are on the page`);
      if (tab === 'batchnorm')
        assert(
          tries.every((x) => /eps 0[,.]00001\b/.test(x)),
          `the try buttons name the text's eps: ${tries}`,
        );
    }
    noErrors(page);
    await page.context().close();
  });
