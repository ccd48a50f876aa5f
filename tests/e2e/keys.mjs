// keys.mjs — the keyboard's way around (run.mjs registers this), in both languages: `?` opens the
// "keyboard shortcuts" dialog (a modal dialog named by its title, listing the page's keys), Esc
// closes it and the focus goes back; `?` typed in a field is text, not the dialog; the second skip
// link takes the focus to the tab's first figure.
import { newPage, test, assert, noErrors } from './harness.mjs';

for (const lang of ['tr', 'en']) {
  test(`keys (${lang}): ? opens the shortcuts dialog, Esc closes it, the skip link reaches the figures`, async ({ browser, base }) => {
    const page = await newPage(browser);
    await page.goto(`${base}?tab=kaiming&lang=${lang}&predict=off`);
    await page.waitForFunction(() => window.__mmReady?.kaiming === true, null, { timeout: 120000 });
    await page.locator('#tab-kaiming').focus();
    await page.keyboard.press('?');
    const tree = await page
      .locator('dialog[open]')
      .ariaSnapshot()
      .catch(() => '');
    const title = lang === 'tr' ? 'Klavye kısayolları' : 'Keyboard shortcuts';
    assert(tree.includes(`dialog "${title}"`) && tree.includes('Esc'), `after ?: ${tree || 'no open dialog'}`);
    await page.keyboard.press('Escape');
    assert(!(await page.$('dialog[open]')), 'Esc leaves the dialog open');
    assert(await page.evaluate(() => document.activeElement?.id === 'tab-kaiming'), 'the focus did not go back to the tab');
    await page.focus('#panel input[name=k_layers]');
    await page.keyboard.press('?');
    assert(!(await page.$('dialog[open]')), '? typed in a field opened the dialog');
    await page.focus('a.skip-link'); // the first thing the page's Tab reaches: to the tab's content
    await page.keyboard.press('Tab');
    const link = await page.evaluate(() => document.activeElement?.dataset.action ?? document.activeElement?.textContent);
    assert(link === 'skip-figures', `the Tab after the first skip link reaches ${link}`);
    await page.keyboard.press('Enter');
    const at = await page.evaluate(() => document.activeElement === document.querySelector('#panel figure.chart'));
    assert(at, 'the skip link did not take the focus to the first figure');
    noErrors(page);
    await page.context().close();
  });
}
