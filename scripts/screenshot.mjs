// screenshot.mjs — docs/screenshot.png, the README's picture: the built page (dist/, served by
// `vite preview`) 1280 px wide, Turkish, the kaiming tab once its charts hold data, with the
// first-visit note closed and the tab's prediction prompt answered by "just show".
//   npx vite build --logLevel warn && node scripts/screenshot.mjs [tab]
import { startPreview, launch, ROOT } from '../tests/e2e/harness.mjs';

const tab = process.argv[2] ?? 'kaiming';
const server = await startPreview();
const browser = await launch();
try {
  // No service worker: its "works offline now" bar would cover the page's top.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.base}?tab=${tab}&lang=tr`);
  await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
  for (const name of ['Tamam', 'Sadece göster']) {
    const b = page.getByRole('button', { name, exact: true });
    if (await b.count()) await b.first().click();
  }
  await page.waitForTimeout(1000); // the revealed charts' last frame
  await page.screenshot({ path: `${ROOT}docs/screenshot.png`, clip: { x: 0, y: 0, width: 1280, height: 1300 }, fullPage: true });
} finally {
  await browser.close();
  server.stop();
}
