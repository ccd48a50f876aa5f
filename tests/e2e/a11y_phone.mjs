// a11y_phone.mjs — a phone (375 × 740 px, touch; run.mjs registers this): on every tab, in Turkish (the
// longer labels) and English, nothing scrolls sideways, the tab strip is one row that scrolls
// sideways (or fits), every control a finger presses (buttons, tabs, fields, selects, slider tracks,
// links, the data tables' summaries; a check box or radio button through its label) is at least
// 44 × 44 px and no two of them overlap; a dismissed site bar takes no tap; a tap on the dead-neuron
// map opens the nearest neuron, and the neuron list picks one exactly. The share of 44 px targets per
// tab goes to test-results/phone-targets-<lang>.json. Screenshots: test-results/phone-*.png.
import { writeFileSync } from 'node:fs';
import { newPage, test, assert, noErrors, openDetails, OUT } from './harness.mjs';
import { TABS } from '../../web/src/state/state.js';

const SHORT = 'steps=100&pg_steps=50&bn_steps=10&hs_steps=20';
const PHONE = { width: 375, height: 740 };
const TOUCH = { hasTouch: true, isMobile: true };
const MIN_TARGET = 44;
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
      // the tab strip: one row (every tab at the same height), scrolling sideways when it is wider
      const strip = document.querySelector('[role=tablist]');
      const tabs = [...document.querySelectorAll('[role=tab]')];
      if (strip) {
        const r = strip.getBoundingClientRect();
        if (r.left < -0.5 || r.right > width + 0.5) out.push(`the tab strip lies at ${Math.round(r.left)}..${Math.round(r.right)}px`);
        const tops = new Set(tabs.map((e) => Math.round(e.getBoundingClientRect().top)));
        if (tops.size > 1) out.push(`the tabs take ${tops.size} rows`);
        if (strip.scrollWidth > strip.clientWidth + 1 && !['auto', 'scroll'].includes(getComputedStyle(strip).overflowX)) {
          out.push('the tab strip is wider than the screen and does not scroll');
        }
      }
      // a check box or radio button is pressed through its label; a fixed bar is checked on its own
      const box = (e) => (e.matches('input[type=checkbox], input[type=radio]') ? (e.closest('label') ?? e.labels?.[0] ?? e) : e);
      const name = (e) =>
        `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.type ? `[${e.type}]` : ''} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      const shown = [];
      for (const e of document.querySelectorAll('button, select, input, textarea, summary, a[href], [role=tab]')) {
        const r = box(e).getBoundingClientRect();
        // not shown: hidden, embed-only, or inside a closed <details> (laid out there, but not drawn)
        if ((r.width === 0 && r.height === 0) || !e.checkVisibility()) continue;
        if (e.closest('.site-bar, .series-keys:not(:focus-within)')) continue; // fixed; or out of sight until focused
        shown.push({ e, r: { left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY } });
        if (r.width < min - 0.5 || r.height < min - 0.5) out.push(`${name(e)} is ${r.width.toFixed(1)}×${r.height.toFixed(1)}px`);
      }
      // no two targets overlap (1 px of border is no overlap); nested ones (a file input in its label) are one target
      for (let i = 0; i < shown.length; i++)
        for (let j = i + 1; j < shown.length; j++) {
          const [p, q] = [shown[i], shown[j]];
          if (box(p.e).contains(box(q.e)) || box(q.e).contains(box(p.e))) continue;
          if (p.r.right <= 0 || q.r.right <= 0) continue; // off the screen until focused (the skip links): no finger reaches it
          const dx = Math.min(p.r.right, q.r.right) - Math.max(p.r.left, q.r.left);
          const dy = Math.min(p.r.bottom, q.r.bottom) - Math.max(p.r.top, q.r.top);
          if (dx > 1 && dy > 1) out.push(`${name(p.e)} overlaps ${name(q.e)} by ${dx.toFixed(0)}×${dy.toFixed(0)}px`);
        }
      window.__mmTargets = { total: shown.length, small: out.filter((o) => / is [\d.]+×[\d.]+px$/.test(o)).length };
      return out;
    },
    { width, min },
  );

for (const lang of ['tr', 'en']) {
  test(`phone 375 px, ${lang}: nothing sideways, the tabs one row, every target ≥ 44 px and apart`, async ({ browser, base }) => {
    const page = await newPage(browser, PHONE, TOUCH);
    await page.goto(`${base}?tab=${TABS[0]}&lang=${lang}&${SHORT}`);
    const found = [];
    const share = {};
    for (const tab of TABS) {
      if (tab !== TABS[0]) await page.click(`#tab-${tab}`);
      await ready(page, tab);
      await openDetails(page); // tables and snippet too
      found.push(...(await phoneProblems(page, { width: PHONE.width, min: MIN_TARGET })).map((p) => `${tab}: ${p}`));
      const { total, small } = await page.evaluate(() => window.__mmTargets);
      share[tab] = { targets: total, atLeast44: total - small, share: Number(((total - small) / total).toFixed(3)) };
      if (lang === 'tr') await page.screenshot({ path: `${OUT}/phone-${tab}.png`, fullPage: true });
    }
    const list = [...new Set(found)];
    writeFileSync(`${OUT}/phone-${lang}.txt`, `${list.join('\n')}\n`); // the whole list (the failure shows the first lines)
    writeFileSync(`${OUT}/phone-targets-${lang}.json`, `${JSON.stringify(share, null, 1)}\n`);
    assert(list.length === 0, `${list.length} problems at 375 px (${OUT}/phone-${lang}.txt):\n${list.slice(0, 40).join('\n')}`);
    noErrors(page);
    await page.context().close();
  });
}

// The "stored for offline use" bar: once its button is tapped it is gone, and a tap where it stood
// reaches the page on this tab and the next.
test('phone 375 px: a dismissed site bar takes no tap', async ({ browser, base }) => {
  const page = await newPage(browser, PHONE, TOUCH);
  await page.goto(`${base}?tab=start&lang=tr&${SHORT}`);
  await ready(page, 'start');
  await page.waitForSelector('#site-bar:not([hidden]) button', { timeout: 60000 });
  const bar = await page.$eval('#site-bar', (e) => e.getBoundingClientRect().toJSON());
  const dismiss = await page.$('#site-bar button');
  const b = await dismiss.boundingBox();
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  for (const tab of ['start', 'kaiming']) {
    if (tab !== 'start') {
      await page.tap('#tab-kaiming');
      await ready(page, tab);
    }
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#site-bar') !== null, {
      x: bar.left + bar.width / 2,
      y: bar.top + bar.height / 2,
    });
    assert(!hit, `on ${tab} the dismissed bar still takes taps at ${Math.round(bar.top)}px`);
    assert(await page.isHidden('#site-bar'), `on ${tab} the dismissed bar is shown again`);
  }
  noErrors(page);
  await page.context().close();
});

// The dead-neuron map by touch: a tap opens the neuron under the finger (or the nearest one), and
// the neuron list under the map picks one exactly (here the last dead neuron).
test('phone 375 px: a tap on the dead-neuron map opens a neuron; the list picks one exactly', async ({ browser, base }) => {
  const page = await newPage(browser, PHONE, TOUCH);
  await page.goto(`${base}?tab=tanh&lang=en&predict=off&${SHORT}`);
  await ready(page, 'tanh');
  const canvas = await page.$('#panel canvas.heatmap');
  await canvas.scrollIntoViewIfNeeded();
  const r = await canvas.boundingBox();
  const cols = await page.$eval('#panel canvas.heatmap', (c) => c.closest('figure').mmHeat.rows[0].length);
  const at = Math.min(r.width - 1, 40); // 40 px into the map as drawn (the canvas may be scaled)
  await page.touchscreen.tap(r.x + at, r.y + r.height / 2);
  await page.waitForSelector('[data-key=neuron-why]:not([hidden])', { timeout: 5000 }).catch(() => {});
  const opened = await page.$eval('[data-key=neuron-why]', (e) => (e.hidden ? null : Number(e.dataset.neuron)));
  const drawn = await page.$eval('#panel canvas.heatmap', (c) => c.width);
  const expect = Math.floor((((at * drawn) / r.width - 2) * cols) / (drawn - 4));
  assert(opened !== null, 'a tap on the map opened no neuron');
  assert(Math.abs(opened - expect) <= 1, `the tap at ${at}px opened neuron ${opened}, the column there is ${expect}`);
  const dead = await page.$eval('#panel canvas.heatmap', (c) => c.closest('figure').mmHeat.framed);
  const want = dead.length ? dead[dead.length - 1] : cols - 1;
  await page.selectOption('select[name=neuron]', String(want));
  await page.waitForFunction((j) => document.querySelector('[data-key=neuron-why]')?.dataset.neuron === String(j), want);
  const [title, list] = await page.$eval('[data-key=neuron-why]', (e) => [e.querySelector('h3').textContent, e.dataset.dead]);
  assert(title.includes(String(want)) && list === String(dead.includes(want)), `the list picked ${want}: "${title}", dead ${list}`);
  noErrors(page);
  await page.context().close();
});
