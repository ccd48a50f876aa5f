// a11y_words.mjs — what a screen reader gets from every tab, in Turkish and English (run.mjs
// registers this): the accessibility tree of the tab (Playwright's ariaSnapshot) holds a screen
// summary naming the tab's figures and settings, and every chart's description beside its name;
// the numbers a description says are the chart's own (its first series' first and last values,
// the highest bar, the map's size), read back in the page's number format; moving one control
// changes a description, still the chart's numbers, and the polite live region says the tab's
// headline (or, on a tab without one, the changed description) once the figure has settled.
import { newPage, test, assert, noErrors, setControl } from './harness.mjs';
import { TABS } from '../../web/src/state/state.js';

const SHORT = 'steps=100&pg_steps=50&bn_steps=10&hs_steps=20&predict=off';
const ready = (page, tab, timeout = 180000) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout });

// One control per tab and how to move it (a number field: name and value; else a function).
const MOVE = {
  start: ['seed', 7],
  tanh: ['bad', 3],
  kaiming: ['k_gain', 1.2],
  batchnorm: ['bn_bad', 2],
  diagnostics: async (page) => {
    await page.evaluate(() => (window.__mmReady.diagnostics = false));
    await page.fill('#panel input[name=seed]', '11'); // the seed is the page's: each tab moves it to a new one
    await page.$eval('#panel input[name=seed]', (e) => e.dispatchEvent(new Event('change')));
    await page.click('#panel [data-action=run]'); // the four runs start at the student's press
  },
  exercises: ['e2-multiplier', 3],
  'bn-matrix': async (page) => {
    const next = await page.$eval('select[name=bvar]', (s) => s.options[(s.selectedIndex + 1) % s.options.length].value);
    await page.evaluate(() => (window.__mmReady['bn-matrix'] = false));
    await page.selectOption('select[name=bvar]', next);
  },
  'ln-matrix': async (page) => {
    await page.evaluate(() => (window.__mmReady['ln-matrix'] = false));
    await page.fill('#panel .matrix input', '9');
    await page.$eval('#panel .matrix input', (e) => e.dispatchEvent(new Event('change', { bubbles: true })));
  },
  residual: ['r_std', 0.5],
  playground: ['seed', 13],
};

// Every number written in `text` in the page's format ("1.234,5" and "3,70·10⁻³" in Turkish).
const SUP = { '⁻': '-', '⁰': 0, '¹': 1, '²': 2, '³': 3, '⁴': 4, '⁵': 5, '⁶': 6, '⁷': 7, '⁸': 8, '⁹': 9 };
export function numbersIn(text, lang) {
  const [dec, group] = lang === 'tr' ? [',', '.'] : ['.', ','];
  const re = /[−-]?\d[\d.,]*(?:·10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?/g;
  return (text.match(re) ?? []).map((s) => {
    const [m, e] = s.replace(/[.,]$/, '').split('·10');
    const mant = Number(m.replace('−', '-').split(group).join('').replace(dec, '.'));
    return e ? mant * 10 ** Number([...e].map((c) => SUP[c]).join('')) : mant;
  });
}
const near = (list, v) => list.some((x) => (v === 0 ? Math.abs(x) < 1e-12 : Math.abs(x - v) <= Math.abs(v) * 0.006));

// Each chart of the tab: its name, its description, the values its description must say.
const charts = (page) =>
  page.$$eval('#panel figure.chart', (figs) =>
    figs.map((f) => {
      const canvas = f.querySelector('canvas');
      const words = f.querySelector('.chart-desc')?.textContent ?? '';
      const must = [];
      if (f.mmHeat) must.push(f.mmHeat.rows.length, f.mmHeat.rows[0].length);
      else if (f.mmChart.config?.type === 'bar' || f.mmChart.data.labels?.length) {
        const vals = (f.mmChart.data.datasets.find((d) => !d.guide)?.data ?? []).filter(Number.isFinite);
        if (vals.length) must.push(Math.max(...vals));
      } else {
        const ys = (f.mmChart.data.datasets.find((d) => !d.guide)?.data ?? []).map((p) => p?.y).filter(Number.isFinite);
        if (ys.length) must.push(ys[0], ys[ys.length - 1]);
      }
      return { name: canvas.getAttribute('aria-label'), words, must };
    }),
  );

// What is wrong with the tab's descriptions (empty: nothing), checked against its tree.
function problems(tab, tree, list, lang) {
  const out = [];
  if (!/(region "(Screen summary|Ekran özeti)")/.test(tree)) out.push(`${tab}: no screen summary in the tree`);
  for (const c of list) {
    if (!c.words) out.push(`${tab}: "${c.name}" has no description`);
    else if (!tree.includes(c.words.slice(0, 60))) out.push(`${tab}: the description of "${c.name}" is not in the tree`);
    const said = numbersIn(c.words, lang);
    for (const v of c.must) if (!near(said, v)) out.push(`${tab}: "${c.name}" draws ${v}, its description says ${c.words.slice(0, 200)}`);
  }
  return out;
}

for (const lang of ['tr', 'en']) {
  test(`accessibility tree, ${lang}: every tab's summary and chart descriptions hold the live numbers and follow a control`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    await page.goto(`${base}?tab=${TABS[0]}&lang=${lang}&${SHORT}`);
    const found = [];
    for (const tab of TABS) {
      if (tab !== TABS[0]) await page.click(`#tab-${tab}`);
      await ready(page, tab);
      const before = await charts(page);
      found.push(...problems(tab, await page.locator('#panel').ariaSnapshot(), before, lang));
      const move = MOVE[tab];
      // the tab says when its figure has settled (window.__mmReady): the announcement waits for that
      const moved =
        typeof move === 'function' ? move(page).then(() => ready(page, tab, 30000)) : setControl(page, tab, move[0], move[1], 30000);
      if (!(await moved.then(() => true).catch(() => false))) found.push(`${tab}: the figure never said it had settled after the move`);
      const after = await charts(page);
      found.push(...problems(tab, await page.locator('#panel').ariaSnapshot(), after, lang));
      const changed = after.filter((c, i) => c.words !== before[i]?.words);
      if (!changed.length) found.push(`${tab}: no description changed when ${typeof move === 'function' ? 'the matrix' : move[0]} moved`);
      // the live region says the tab's headline (its reading: the number the lesson is about and its
      // verdict) where it has one, else the changed figure's own words
      const live = (await page.$eval('[data-key=figure-live]', (e) => e.textContent).catch(() => null)) ?? '(no live region)';
      const head = await page.$$eval(
        '#panel .reading',
        (l) => l.filter((e) => !e.closest('[hidden], .predict') && e.textContent.trim()).map((e) => e.textContent.trim())[0] ?? '',
      );
      const want = head ? head.slice(0, 40) : changed[0]?.words.slice(0, 40);
      if (changed.length && !live.includes(want)) found.push(`${tab}: the live region says "${live.slice(0, 120)}"`);
    }
    assert(found.length === 0, `${found.length} problems:\n${found.slice(0, 30).join('\n')}`);
    noErrors(page);
    await page.context().close();
  });
}
