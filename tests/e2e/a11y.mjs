// a11y.mjs — the accessibility checks (run.mjs registers them): axe-core (@axe-core/playwright) on
// every tab, in Turkish and English, at desktop (1280 px) and phone (375 px) width, with the tab's
// figures drawn: no violation of impact serious or critical. Keyboard: the tab strip follows the
// arrow keys, Home and End, and the focused control shows a visible outline.
// Short runs (the smallest steps the link allows): axe checks the page's structure, not its numbers.
import AxeBuilder from '@axe-core/playwright';
import { writeFileSync } from 'node:fs';
import { newPage, test, assert, noErrors, OUT } from './harness.mjs';
import { TABS } from '../../web/src/state/state.js';

const SHORT = 'steps=100&pg_steps=50&bn_steps=10&hs_steps=20';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
];
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });

// The serious and critical violations on the page, one line each (rule, impact, where, why).
async function seriousViolations(page) {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 3)
        .map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
    );
}

for (const lang of ['tr', 'en']) {
  test(`axe: every tab in ${lang} at 1280 and 375 px, no serious or critical violation`, async ({ browser, base }) => {
    const page = await newPage(browser, WIDTHS[0]);
    await page.goto(`${base}?tab=${TABS[0]}&lang=${lang}&${SHORT}`);
    const found = [];
    for (const tab of TABS) {
      await page.setViewportSize(WIDTHS[0]);
      if (tab !== TABS[0]) await page.click(`#tab-${tab}`);
      await ready(page, tab);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        found.push(...(await seriousViolations(page)).map((v) => `${tab} ${size.width}px: ${v}`));
      }
    }
    writeFileSync(`${OUT}/axe-${lang}.txt`, `${found.join('\n')}\n`); // the whole list (the failure shows the first lines)
    assert(found.length === 0, `${found.length} serious/critical violations (${OUT}/axe-${lang}.txt):\n${found.join('\n')}`);
    noErrors(page);
    await page.context().close();
  });
}

test('keyboard: the tab strip follows arrows, Home and End; the focus is always visible', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=ln-matrix&${SHORT}`);
  await ready(page, 'ln-matrix');
  await page.focus('#tab-ln-matrix');
  const focusRing = () =>
    page.evaluate(() => {
      const e = document.activeElement,
        s = getComputedStyle(e);
      return { id: e.id, visible: e.matches(':focus-visible'), style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
  const steps = [
    ['ArrowLeft', 'bn-matrix'],
    ['End', 'playground'],
    ['ArrowRight', 'start'],
    ['Home', 'start'],
    ['ArrowUp', 'playground'],
    ['ArrowDown', 'start'],
  ];
  for (const [key, tab] of steps) {
    await page.keyboard.press(key);
    await ready(page, tab).catch((e) => {
      throw new Error(`${key} should open ${tab}: ${e.message}`);
    });
    const ring = await focusRing();
    assert(ring.id === `tab-${tab}`, `${key}: focus on ${ring.id}, expected tab-${tab}`);
    assert(ring.visible && ring.style !== 'none' && ring.width >= 2, `${key}: focus not visible on ${ring.id}: ${JSON.stringify(ring)}`);
  }
  // Tab moves from the tab strip into the panel, and the next control shows its focus too.
  await page.keyboard.press('Tab');
  const next = await focusRing();
  assert(next.id !== 'tab-start' && next.visible && next.style !== 'none' && next.width >= 2, `after Tab: ${JSON.stringify(next)}`);
  noErrors(page);
  await page.context().close();
});

// Live regions announce a finished run once, not every chunk: during a playground run no live
// region's text changes more than a few times; the final losses arrive in one that is.
test('live regions: a run is announced when it ends, not chunk by chunk', async ({ browser, base }) => {
  const page = await newPage(browser, WIDTHS[0]);
  await page.goto(`${base}?tab=playground&predict=off&pg_steps=600&pg_width=64`);
  await ready(page, 'playground');
  await page.evaluate(() => {
    window.__liveChanges = new Map();
    const live = () => [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')];
    new MutationObserver(() => {
      for (const n of live()) {
        const seen = window.__liveChanges.get(n) ?? { text: n.textContent, changes: 0 };
        if (seen.text !== n.textContent) {
          seen.text = n.textContent;
          seen.changes += 1;
        }
        window.__liveChanges.set(n, seen);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.click('[data-action=play]');
  await page.waitForFunction(() => document.querySelector('[data-key=pg-final]')?.textContent, null, { timeout: 180000 });
  const counts = await page.evaluate(() => [...window.__liveChanges.values()].map((v) => v.changes));
  assert(Math.max(0, ...counts) <= 4, `a live region changed ${Math.max(...counts)} times during one run`);
  const finalRole = await page.$eval('[data-key=pg-final]', (e) => e.getAttribute('role'));
  assert(finalRole === 'status', `the final losses are in a live region (role ${finalRole})`);
  await noErrors(page);
  await page.close();
});
