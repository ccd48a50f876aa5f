// kaiming_relu.mjs — the Kaiming tab's nonlinearity control (run.mjs registers this): in Turkish and
// English, ReLU is chosen in the select and the gain set to √2 in its number box; the std chart then
// holds the core's stds for that stack (the wasm module run here in node with the page's names list
// and knobs), the Kaiming stack's are flat and the naive one's fade, and the chart's title, legend,
// the histograms' legends and the network strip say ReLU; axe finds nothing serious. A link with an
// unknown nonlinearity gets the lecture's tanh and a note naming the setting.
import AxeBuilder from '@axe-core/playwright';
import { newPage, pageOnTab, test, assert, noErrors, OUT } from './harness.mjs';
import { nodeCore } from './node_core.mjs';

const SEED = 2147483647;

const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
const notReady = (page, tab) =>
  page.evaluate((id) => {
    window.__mmReady[id] = false;
  }, tab);
// Per chart of the panel: its title and its datasets' labels and data (as Chart.js holds them).
const charts = (page) =>
  page.$$eval('#panel figure.chart', (fs) =>
    fs.map((f) => ({
      title: f.mmChart?.options.plugins.title.text ?? '',
      sets: (f.mmChart?.data.datasets ?? []).map((d) => ({ label: d.label, data: d.data.map((p) => (typeof p === 'number' ? p : p.y)) })),
    })),
  );
const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
const WORDS = {
  tr: { zero: 'sıfır (etkin değil)', title: 'Her ReLU katmanının çıktı std’si' },
  en: { zero: 'zero (inactive)', title: 'Output std of every ReLU layer' },
};

for (const lang of ['tr', 'en']) {
  test(`kaiming ReLU (${lang}): the nonlinearity select and gain √2 give the core's flat ReLU stds, said as ReLU`, async ({
    browser,
    base,
  }) => {
    const page = await pageOnTab(browser, base, 'kaiming', `&lang=${lang}`);
    const select = 'select[name="k_act"]';
    assert(await page.$(select), 'the Kaiming tab has no nonlinearity select');
    assert((await page.inputValue(select)) === 'tanh', "the lecture's tanh is not the default");
    await notReady(page, 'kaiming');
    await page.selectOption(select, 'relu');
    await ready(page, 'kaiming');
    await notReady(page, 'kaiming');
    const box = 'input[data-number][name="k_gain"]';
    await page.fill(box, lang === 'tr' ? '1,41421' : '1.41421');
    await page.press(box, 'Enter');
    await ready(page, 'kaiming');
    await page.waitForFunction(() => document.querySelector('#panel .runner')?.dataset.figure === 'full');
    const url = new URL(page.url());
    assert(url.searchParams.get('k_act') === 'relu' && url.searchParams.get('k_gain') === '1.41421', `link: ${url.search}`);

    const r = (await nodeCore()).section('kaiming', { nLayer: 6, gain: 1.41421, probeRows: 1000, seed: SEED, act: 'relu' });
    const [std, histNaive, histKaiming] = await charts(page);
    assert(std.title === WORDS[lang].title, `std chart title: ${std.title}`);
    assert(std.sets.length === 2 && std.sets.every((s) => s.label.includes('ReLU')), `legend: ${std.sets.map((s) => s.label)}`);
    const shown = std.sets[1].data;
    const want = Array.from(r.kaiming.std);
    assert(shown.length === want.length && shown.every((v, i) => close(v, want[i])), `Kaiming stds ${shown}, the core's ${want}`);
    assert(
      std.sets[0].data.every((v, i) => close(v, r.naive.std[i])),
      `naive stds ${std.sets[0].data}, the core's ${Array.from(r.naive.std)}`,
    );
    // √2 holds ReLU's std from layer to layer; gain 1 lets it fade (half the variance at each ReLU)
    assert(Math.max(...shown) / Math.min(...shown) < 1.25, `the ReLU stack at gain √2 is not flat: ${shown}`);
    assert(std.sets[0].data.at(-1) < 0.4 * std.sets[0].data[0], `the naive ReLU stack does not fade: ${std.sets[0].data}`);
    for (const h of [histNaive, histKaiming]) {
      assert(h.title.includes('ReLU'), `histogram title: ${h.title}`);
      assert(
        h.sets.length === 5 && h.sets.every((s) => s.label.includes('ReLU') && s.label.includes(WORDS[lang].zero)),
        `${h.sets.map((s) => s.label)}`,
      );
    }
    const strip = await page.textContent('[data-strip="kaiming"]');
    assert(strip.includes('ReLU') && !/→ tanh/.test(strip), `the network strip: ${strip}`);
    const vs = await page.textContent('[data-key="kaiming-vs-text"]');
    assert(vs.includes('ReLU') && vs.includes('√2'), `the reading under the histograms: ${vs}`);
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    assert(serious.length === 0, `axe: ${serious}`);
    await page.screenshot({ path: `${OUT}/kaiming-relu-${lang}.png`, fullPage: true });
    noErrors(page);
    await page.context().close();
  });
}

test('kaiming ReLU: a link with an unknown nonlinearity draws tanh and says so, naming the setting', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=kaiming&lang=en&k_act=gelu`);
  await ready(page, 'kaiming');
  assert((await page.inputValue('select[name="k_act"]')) === 'tanh', 'k_act=gelu did not fall back to tanh');
  const notes = await page.textContent('#url-notes');
  assert(notes.includes('k_act') && notes.includes('Nonlinearity') && notes.includes('gelu'), `the link's notes: ${notes}`);
  const [std] = await charts(page);
  assert(!std.title.includes('ReLU') && std.sets.every((s) => !s.label.includes('ReLU')), `tanh figure says ReLU: ${std.title}`);
  noErrors(page);
  await page.context().close();
});
