// a11y_phone.mjs — a phone (375 × 740 px, run.mjs registers this): on every tab, in Turkish (the
// longer labels) and English, nothing scrolls sideways, every tab of the strip lies on the screen,
// and every control a finger presses (buttons, tabs, fields, selects, check boxes, the data tables'
// summaries) is at least 24 × 24 px (WCAG 2.2 target size). Screenshots: test-results/phone-*.png.
import { writeFileSync } from 'node:fs';
import { newPage, test, assert, noErrors, openDetails, OUT } from './harness.mjs';
import { TABS } from '../../web/src/state.js';

const SHORT = 'steps=100&pg_steps=50&bn_steps=10&hs_steps=20';
const PHONE = { width: 375, height: 740 };
const MIN_TARGET = 24;
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });

// What is wrong with the page at this width: [description], empty when nothing is.
const phoneProblems = (page, { width, min }) =>
  page.evaluate(
    ({ width, min }) => {
      const out = [];
      const wide = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      if (wide > width) {
        // Name the innermost element reaching furthest right: that is what to fix.
        const far = [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > width + 0.5 && !e.closest('[hidden]'))
          .filter((e, _, all) => !all.some((o) => o !== e && e.contains(o)))
          .slice(0, 3)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')} (right ${Math.round(e.getBoundingClientRect().right)})`,
          );
        out.push(`the page is ${wide}px wide: ${far.join(', ')}`);
      }
      for (const tab of document.querySelectorAll('[role=tab]')) {
        const r = tab.getBoundingClientRect();
        if (r.left < 0 || r.right > width + 0.5) out.push(`tab ${tab.id} lies at ${Math.round(r.left)}..${Math.round(r.right)}px`);
      }
      const targets = document.querySelectorAll('button, select, input, textarea, summary, a[href], [role=tab]');
      for (const e of targets) {
        const r = e.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue; // not shown (hidden, closed <details>, embed-only)
        if (r.width < min - 0.5 || r.height < min - 0.5) {
          out.push(
            `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.type ? `[${e.type}]` : ''} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)}" is ${r.width.toFixed(1)}×${r.height.toFixed(1)}px`,
          );
        }
      }
      return out;
    },
    { width, min },
  );

for (const lang of ['tr', 'en']) {
  test(`phone 375 px, ${lang}: no tab scrolls sideways, the tab strip on screen, touch targets ≥ 24 px`, async ({ browser, base }) => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${base}?tab=${TABS[0]}&lang=${lang}&${SHORT}`);
    const found = [];
    for (const tab of TABS) {
      if (tab !== TABS[0]) await page.click(`#tab-${tab}`);
      await ready(page, tab);
      await openDetails(page); // tables and snippet too
      found.push(...(await phoneProblems(page, { width: PHONE.width, min: MIN_TARGET })).map((p) => `${tab}: ${p}`));
      if (lang === 'tr') await page.screenshot({ path: `${OUT}/phone-${tab}.png`, fullPage: true });
    }
    const list = [...new Set(found)];
    writeFileSync(`${OUT}/phone-${lang}.txt`, `${list.join('\n')}\n`); // the whole list (the failure shows the first lines)
    assert(list.length === 0, `${list.length} problems at 375 px (${OUT}/phone-${lang}.txt):\n${list.join('\n')}`);
    noErrors(page);
    await page.context().close();
  });
}
