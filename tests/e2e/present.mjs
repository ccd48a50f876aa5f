// present.mjs — presentation mode (run.mjs registers this): `present=1` on the Kaiming tab gives
// type 1.5× the page's, one figure shown at a time and at least half the screen high; → steps to
// the next figure and on to the "try this" steps, ← back; the header's button leaves it, and the
// page is as it was (every figure, the page's type size), and enters it again.
import { newPage, test, assert, noErrors } from './harness.mjs';

const VIEW = { width: 1280, height: 800 };
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
const state = (page) =>
  page.evaluate(() => {
    const figs = [...document.querySelectorAll('#panel figure.chart')];
    const shown = figs.filter((f) => f.getBoundingClientRect().height > 0);
    return {
      font: parseFloat(getComputedStyle(document.documentElement).fontSize),
      figures: figs.length,
      shown: shown.map((f) => figs.indexOf(f)),
      height: shown[0]?.querySelector('.chart-box, .heat-box')?.getBoundingClientRect().height ?? 0,
      step: document.querySelector('#panel .guide li.present-current')?.dataset.try ?? null,
      at: document.body.dataset.presentAt ?? null,
    };
  });

test('presentation mode: large type, one figure at a time half the screen high, arrows step, leaving restores', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser, VIEW);
  await page.goto(`${base}?tab=kaiming&lang=en&predict=off`);
  await ready(page, 'kaiming');
  const plain = await state(page);
  await page.goto(`${base}?tab=kaiming&lang=en&predict=off&present=1`);
  await ready(page, 'kaiming');
  await page.waitForFunction(() => document.body.dataset.presentAt);
  const first = await state(page);
  assert(first.font >= plain.font * 1.45, `present=1: type ${first.font}px, the page's ${plain.font}px`);
  assert(first.shown.length === 1 && first.shown[0] === 0, `present=1 shows figures ${first.shown} of ${first.figures}`);
  assert(first.height >= VIEW.height / 2, `the figure is ${first.height}px high on an ${VIEW.height}px screen`);
  await page.locator('body').press('ArrowRight');
  const second = await state(page);
  assert(second.shown.join() === '1', `→ shows figures ${second.shown}`);
  for (let i = 1; i < first.figures; i++) await page.locator('body').press('ArrowRight');
  const step = await state(page);
  assert(step.shown.length === 0 && step.step, `after the figures, → shows ${step.shown} and step ${step.step}`);
  await page.locator('body').press('ArrowLeft');
  assert((await state(page)).shown.join() === String(first.figures - 1), '← goes back to the last figure');
  await page.click('[data-action=present]');
  const left = await state(page);
  assert(left.font === plain.font && left.shown.length === plain.figures && left.at === null, `after leaving: ${JSON.stringify(left)}`);
  assert(!(await page.evaluate(() => location.search.includes('present=1'))), 'the link keeps present=1 after leaving');
  await page.click('[data-action=present]');
  assert((await state(page)).shown.length === 1, 'the button does not enter presentation mode again');
  noErrors(page);
  await page.context().close();
});
