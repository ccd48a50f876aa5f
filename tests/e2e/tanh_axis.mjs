// tanh_axis.mjs — the tanh tab's two histograms share one y axis whose top is the lab's one rounding
// (tabs/common.js niceCeil, as on the Kaiming tab): the smallest of 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8
// times a power of ten at or above the tallest bar plus 5 %, so the taller histogram fills the axis.
import { newPage, test, assert, noErrors } from './harness.mjs';

const STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];
const rounded = (x) => {
  const p = 10 ** Math.floor(Math.log10(Math.max(x, 1)));
  return STEPS.map((m) => m * p).find((v) => v >= x);
};

test("tanh axis: both histograms share one y axis, topped by the lab's one rounding (as on the Kaiming tab)", async ({ browser, base }) => {
  const page = await newPage(browser);
  // bad 2.5: the tallest bar (about 65,000) is where a coarser rounding would top the axis at 100,000
  for (const [bad, lang] of [
    [2.5, 'en'],
    [5, 'tr'],
  ]) {
    await page.goto(`${base}?tab=tanh&bad=${bad}&lang=${lang}&predict=off`);
    await page.waitForFunction(() => window.__mmReady?.tanh === true, null, { timeout: 180000 });
    const axes = await page.$$eval('#panel figure.chart', (fs) =>
      fs
        .filter((f) => f.mmChart)
        .map((f) => ({
          min: f.mmChart.options.scales.y.min,
          max: f.mmChart.options.scales.y.max,
          tallest: Math.max(...f.mmChart.data.datasets.flatMap((d) => d.data.map((p) => (typeof p === 'number' ? p : p.y)))),
        })),
    );
    assert(axes.length === 2, `bad ${bad}: ${axes.length} histograms`);
    const tallest = Math.max(...axes.map((a) => a.tallest));
    const want = rounded(tallest * 1.05);
    assert(
      axes.every((a) => a.min === 0 && a.max === want),
      `bad ${bad}: y axes ${axes.map((a) => `[${a.min}, ${a.max}]`).join(', ')}, tallest bar ${tallest}, the shared rounding gives ${want}`,
    );
  }
  noErrors(page);
  await page.context().close();
});
