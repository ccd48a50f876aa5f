// a11y_theme.mjs — dark and light (run.mjs registers these): the page follows the system's
// prefers-color-scheme, the switch overrides it and the link keeps it; in dark, axe finds no
// serious or critical violation on any tab (text contrast included), the charts' text and grid
// are drawn light and no series is drawn black on the dark ground. Screenshots of both themes go
// to test-results/ (theme-*.png) for a human look.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { newPage, test, assert, noErrors, OUT } from './harness.mjs';
import { TABS } from '../../web/src/state/state.js';

const SHORT = 'steps=100&pg_steps=50&bn_steps=10&hs_steps=20';
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });

// What the page and its first chart are drawn with: the theme, the page's colours, the chart's
// resolved text and grid colours and every series colour.
const drawnColours = (page) =>
  page.evaluate(() => {
    const chart = document.querySelector('#panel figure.chart')?.mmChart;
    const body = getComputedStyle(document.body);
    return {
      theme: document.documentElement.dataset.theme,
      bg: getComputedStyle(document.documentElement).backgroundColor,
      fg: body.color,
      chartText: chart?.options.color,
      grid: chart?.options.scales.y.grid.color,
      series: (chart?.data.datasets ?? []).map((d) => String(d.borderColor).toLowerCase()),
    };
  });

// The relative luminance of an 'rgb(r, g, b)' or '#rrggbb' / 'rgba(...)' colour, 0 (black) .. 1.
function luminance(c) {
  const v = c.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
    : c
        .match(/[\d.]+/g)
        .slice(0, 3)
        .map(Number);
  const lin = v.map((x) => x / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

test('theme: follows prefers-color-scheme, the switch overrides it and the link keeps it', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${base}?tab=kaiming&lang=en&${SHORT}`);
  await ready(page, 'kaiming');
  const dark = await drawnColours(page);
  assert(dark.theme === 'dark' && luminance(dark.bg) < 0.05 && luminance(dark.fg) > 0.6, `dark page: ${JSON.stringify(dark)}`);
  assert(luminance(dark.chartText) > 0.6, `chart text on dark: ${dark.chartText}`);
  assert(dark.series.length > 0 && dark.series.every((c) => !c.startsWith('#000000')), `a black series on dark: ${dark.series}`);
  await page.screenshot({ path: `${OUT}/theme-dark-kaiming.png`, fullPage: true });

  await page.click('.theme button[data-theme=light]');
  await ready(page, 'kaiming');
  const light = await drawnColours(page);
  assert(light.theme === 'light' && luminance(light.bg) > 0.9 && luminance(light.fg) < 0.05, `light page: ${JSON.stringify(light)}`);
  assert(luminance(light.chartText) < 0.05, `chart text on light: ${light.chartText}`);
  assert(page.url().includes('theme=light'), `theme not in the link: ${page.url()}`);
  await page.screenshot({ path: `${OUT}/theme-light-kaiming.png`, fullPage: true });

  await page.reload(); // the link keeps the choice over the system's preference
  await ready(page, 'kaiming');
  assert((await drawnColours(page)).theme === 'light', 'the link did not keep the light theme');
  await page.click('.theme button[data-theme=auto]');
  await ready(page, 'kaiming');
  assert((await drawnColours(page)).theme === 'dark' && !page.url().includes('theme='), 'auto did not follow the system again');
  await page.emulateMedia({ colorScheme: 'light' }); // the system switches while the page is open
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await ready(page, 'kaiming');
  noErrors(page);
  await page.context().close();
});

test('theme: dark, every tab: axe finds no serious or critical violation; screenshots', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=${TABS[0]}&theme=dark&${SHORT}`);
  const found = [];
  for (const tab of TABS) {
    if (tab !== TABS[0]) await page.click(`#tab-${tab}`);
    await ready(page, tab);
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    found.push(
      ...violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) =>
          v.nodes.slice(0, 3).map((n) => `${tab}: ${v.id} at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim()}`),
        ),
    );
    await page.screenshot({ path: `${OUT}/theme-dark-${tab}.png`, fullPage: true });
  }
  assert(found.length === 0, `${found.length} serious/critical violations in dark:\n${found.join('\n')}`);
  noErrors(page);
  await page.context().close();
});

// The first pixel of a PNG file (8-bit RGB or RGBA, any filter: the first pixel of the first row
// is stored as it is under all five), as [r, g, b].
function firstPixel(bytes) {
  let off = 8,
    idat = [];
  let colorType = 6;
  while (off < bytes.length) {
    const len = bytes.readUInt32BE(off),
      type = bytes.subarray(off + 4, off + 8).toString();
    if (type === 'IHDR') colorType = bytes[off + 17];
    if (type === 'IDAT') idat.push(bytes.subarray(off + 8, off + 8 + len));
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  assert(colorType === 2 || colorType === 6, `PNG colour type ${colorType}`);
  return [raw[1], raw[2], raw[3]];
}

test("theme: a chart's PNG for slides is drawn at twice the screen's density on the theme's own solid background", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=kaiming&theme=dark&lang=en&${SHORT}`);
  await ready(page, 'kaiming');
  await page.click('[data-action=skip]').catch(() => {});
  const [png] = await Promise.all([page.waitForEvent('download'), page.click('#panel figure.chart [data-action=export-png]')]);
  const bytes = readFileSync(await png.path());
  const [w, cssW] = [bytes.readUInt32BE(16), await page.$eval('#panel figure.chart canvas', (c) => c.getBoundingClientRect().width)];
  assert(w >= 2 * cssW - 2, `PNG ${w} px wide for a ${cssW} px chart`);
  const px = firstPixel(bytes);
  const bg = (await drawnColours(page)).bg.match(/\d+/g).slice(0, 3).map(Number);
  assert(
    px.every((v, i) => Math.abs(v - bg[i]) <= 2),
    `PNG background ${px} against the page's ${bg}`,
  );
  noErrors(page);
  await page.context().close();
});
