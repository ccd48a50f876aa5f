// network_strip.mjs — the network strip (run.mjs registers this): on the Kaiming, diagnostics and
// playground tabs one block per Linear layer of the model the tab shows (its modules as the core's
// layer indices say), named L1 … Ln like the tab's charts and tables; axe finds nothing serious or
// critical in it and it stays inside a 375 px phone; a click (or Enter) on a block selects that
// layer: on the diagnostics tab its lines stand over the others' faint ones, its tanh histogram
// at initialisation and after training and its grad:data and update:data numbers are shown; on the
// Kaiming tab its histograms come forward; in the playground its health-table row is marked.
import AxeBuilder from '@axe-core/playwright';
import { test, assert, newPage, noErrors, OUT } from './harness.mjs';

const FAST = 'steps=100&pg_steps=50';
const PHONE = { width: 375, height: 740 };

async function open(page, base, tab, query = '') {
  await page.goto(`${base}?tab=${tab}&${FAST}${query}`);
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
}

// The strip's blocks: [{ n, name, mods, pressed }].
const blocks = (page) =>
  page.$$eval('[data-strip] .net-block', (bs) =>
    bs.map((b) => ({
      n: Number(b.dataset.block),
      name: b.querySelector('.net-name').textContent,
      mods: b.querySelector('.net-mods').textContent,
      value: b.querySelector('.net-value')?.textContent ?? '',
      pressed: b.getAttribute('aria-pressed'),
    })),
  );

// Per chart in `scope`: its title and each line's label and whether it is drawn faint (thin).
const lines = (page, scope) =>
  page.$$eval(`${scope} figure.chart`, (fs) =>
    fs
      .filter((f) => f.mmChart)
      .map((f) => ({
        title: f.mmChart.options.plugins.title.text,
        lines: f.mmChart.data.datasets.map((d) => ({ label: d.label, faint: d.borderWidth === 1 && d.order === 2 })),
      })),
  );

async function stripProblems(page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-strip]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  const wide = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  const right = await page.$eval('[data-strip]', (s) =>
    Math.max(...[...s.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
  );
  return { serious, wide, right };
}

for (const lang of ['tr', 'en']) {
  test(`network strip, ${lang}: one block per Linear layer on the Kaiming, diagnostics and playground tabs, axe clean, inside 375 px`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    const cases = [
      ['kaiming', '&k_layers=7', 7, 'Linear → tanh'],
      ['diagnostics', '', 6, 'Linear → BN → tanh'],
      ['playground', '&pg_layers=5&pg_norm=batch', 5, 'Linear → BN → tanh'],
      ['playground', '&pg_layers=3&pg_norm=none', 3, 'Linear → tanh'],
      ['playground', '&pg_layers=4&pg_norm=layer', 4, 'Linear → LN → tanh'],
    ];
    for (const [tab, query, n, hidden] of cases) {
      await open(page, base, tab, `&lang=${lang}${query}`);
      const bs = await blocks(page);
      assert(bs.length === n, `${tab}${query}: ${bs.length} blocks, expected ${n}`);
      assert(
        bs.every((b, k) => b.name.startsWith(`L${k + 1}`)),
        `${tab}: block names ${bs.map((b) => b.name)}`,
      );
      assert(
        bs.slice(0, -1).every((b) => b.mods === hidden),
        `${tab}${query}: hidden blocks ${bs.map((b) => b.mods)}`,
      );
      const out = bs.at(-1).mods;
      const outNorm = tab !== 'kaiming' && hidden.includes('BN');
      assert(out === (outNorm ? 'Linear → BN' : 'Linear'), `${tab}${query}: the output block is "${out}"`);
      assert(
        bs.slice(0, -1).every((b) => /\d/.test(b.value)),
        `${tab}: a hidden block without its value: ${bs.map((b) => b.value)}`,
      );
      for (const size of [{ width: 1280, height: 900 }, PHONE]) {
        await page.setViewportSize(size);
        const p = await stripProblems(page);
        assert(p.serious.length === 0, `${tab} ${size.width}px axe: ${p.serious.join('; ')}`);
        assert(p.wide <= size.width && p.right <= size.width + 0.5, `${tab} ${size.width}px: page ${p.wide}px, strip reaches ${p.right}px`);
      }
      await page.screenshot({ path: `${OUT}/strip-${tab}-${lang}-375.png`, fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    noErrors(page);
    await page.context().close();
  });
}

// A line's layer name: its label up to a colon (the Kaiming legend adds "L2 tanh: 19.5% saturated").
const name = (l) => l.label.split(':')[0];

test('network strip: a click on a diagnostics layer brings its lines forward and shows its histograms, grad:data and update:data', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'diagnostics', '&lang=en');
  await page.click('[data-strip=diagnostics] .net-block[data-block="3"]');
  const bs = await blocks(page);
  assert(bs.map((b) => b.pressed).join() === 'false,false,true,false,false,false', `pressed: ${bs.map((b) => b.pressed)}`);
  // the 5.13 panels: L3's lines forward, every other faint
  const panels = await lines(page, '[data-panels=diagnostics]');
  assert(panels.length === 3, `${panels.length} panels`);
  for (const c of panels) {
    const strong = c.lines.filter((l) => !l.faint).map(name);
    assert(strong.length === 1 && /^L3 (tanh|W)\b/.test(strong[0]), `${c.title}: drawn strong ${strong}`);
  }
  // update:data: L3's parameters forward (its W, BN γ, BN β), named like the strip
  const ud = (await lines(page, '#panel')).find((c) => c.title.startsWith('update:data, '));
  const udStrong = ud.lines.filter((l) => !l.faint && !l.label.startsWith('−3')).map((l) => l.label);
  assert(udStrong.join() === 'L3 W,L3 BN γ,L3 BN β', `update:data drawn strong: ${udStrong}`);
  // below the strip: L3's tanh at init and after training, and its numbers
  const box = '[data-key=diag-layer]';
  assert(!(await page.$eval(box, (e) => e.hidden)), 'the layer detail is hidden');
  const detail = (await lines(page, box))[0];
  assert(detail.title.startsWith('L3 tanh') && detail.lines.length === 2, `detail chart: ${JSON.stringify(detail)}`);
  assert(
    /^at initialisation: std /.test(detail.lines[0].label) && /^after training: std /.test(detail.lines[1].label),
    `${detail.lines.map((l) => l.label)}`,
  );
  const text = await page.textContent('[data-key=diag-layer-numbers]');
  const weightLegend = panels[2].lines.find((l) => l.label.startsWith('L3 W')).label; // "L3 W (100×100): grad:data 0.00123"
  const ratio = /grad:data (\S+)$/.exec(weightLegend)[1];
  assert(text.includes(`L3 W (layers[6].weight) grad:data: ${ratio} at initialisation`), `numbers: ${text} (legend ${weightLegend})`);
  const udValue = await page.$eval('[data-key=diag-layer-numbers]', (e) => Number(e.dataset.ud));
  assert(
    Number.isFinite(udValue) && udValue < 0 && /update:data median \(BN, Kaiming\): [-−]\d/.test(text),
    `update:data: ${udValue} ${text}`,
  );
  // the keyboard: Tab to L5, Enter selects it; Enter on it again clears the selection
  await page.focus('[data-strip=diagnostics] .net-block[data-block="5"]');
  await page.keyboard.press('Enter');
  assert((await page.textContent('[data-strip-said=diagnostics]')).includes('L5'), 'Enter did not select L5');
  await page.keyboard.press('Enter');
  const cleared = await lines(page, '[data-panels=diagnostics]');
  assert(
    cleared.every((c) => c.lines.every((l) => !l.faint)),
    'clearing the selection left faint lines',
  );
  assert(await page.$eval(box, (e) => e.hidden), 'the layer detail stays after the selection was cleared');
  noErrors(page);
  await page.context().close();
});

test('network strip: a click on a Kaiming layer brings its histograms forward; in the playground it marks its health row', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'kaiming', '&lang=en');
  await page.click('[data-strip=kaiming] .net-block[data-block="2"]');
  const hists = (await lines(page, '#panel')).filter((c) => c.lines.some((l) => name(l) === 'L2 tanh'));
  assert(hists.length === 2, `${hists.length} histogram charts name L2 tanh`);
  for (const c of hists) {
    const strong = c.lines.filter((l) => !l.faint).map(name);
    assert(strong.join() === 'L2 tanh', `${c.title}: drawn strong ${strong}`);
  }
  await open(page, base, 'playground', '&lang=en&pg_layers=4');
  const rows = await page.$$eval('table.health tbody th', (ths) => ths.map((th) => `${th.textContent} ${th.title}`));
  assert(rows.join() === 'L1 layers[0],L2 layers[3],L3 layers[6]', `health rows: ${rows}`);
  await page.click('[data-strip=playground] .net-block[data-block="2"]');
  const marked = await page.$$eval('table.health tbody tr.net-focus th', (ths) => ths.map((th) => th.textContent));
  assert(marked.join() === 'L2', `marked rows: ${marked}`);
  const live = await lines(page, '[data-panels=playground]');
  const act = live.find((c) => c.lines.some((l) => l.label.startsWith('L2 tanh')));
  assert(act && act.lines.filter((l) => !l.faint).length === 1, `live panel: ${JSON.stringify(act)}`);
  noErrors(page);
  await page.context().close();
});
