// languages.mjs — a third language by files alone (docs/translating.md): the pseudo-locale ?lang=xx
// (English, every message twice as long and accented) on a phone, every tab: nothing scrolls
// sideways and no text is cut (an element that clips its own text); and a copy of a language's
// folder (German's, its .ftl files alone) under a new code, with no other change, builds into a page
// whose language choice offers it beside the languages found and whose words it speaks.
import fs, { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { keyOf } from '../../web/src/words/locales/ftl.js';
import { langFolders } from '../../web/src/state/lang_folders.js';
import { ROOT, newPage, test, assert, noErrors, openDetails, startPreview } from './harness.mjs';
import { TABS } from '../../web/src/state/state.js';

// Every message's key ('common.cancel'), as the code names it: shown on the page, a key is a missing message.
const EN = `${ROOT}web/src/words/locales/en/`;
const KEYS = readdirSync(EN)
  .filter((f) => f.endsWith('.ftl'))
  .flatMap((f) => [...readFileSync(`${EN}${f}`, 'utf8').matchAll(/^([a-zA-Z][\w-]*) =/gm)].map((m) => keyOf(m[1])));
const SHORT = 'steps=100&pg_steps=50&bn_steps=10&hs_steps=20';
const PHONE = { width: 375, height: 740 };
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });

// What does not fit at this width: the page wider than the screen, an element whose text is cut
// (its content wider or taller than its box, the overflow hidden; not the words kept for a screen
// reader alone, .visually-hidden, and the series keys out of sight until focused: clipped on purpose),
// a message's key shown in its place.
const cutProblems = (page, width, keys) =>
  page.evaluate(
    ({ width, keys }) => {
      const out = [];
      const wide = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      if (wide > width) out.push(`the page is ${wide}px wide`);
      for (const e of document.querySelectorAll('body *')) {
        if (
          !e.checkVisibility() ||
          !e.textContent.trim() ||
          e.closest('canvas, svg, .katex, math, [aria-hidden=true], .visually-hidden, .series-keys:not(:focus-within)')
        )
          continue;
        const s = getComputedStyle(e);
        const clipsX = ['hidden', 'clip'].includes(s.overflowX) && e.scrollWidth > e.clientWidth + 1;
        const clipsY = ['hidden', 'clip'].includes(s.overflowY) && e.scrollHeight > e.clientHeight + 1 && s.position !== 'absolute';
        if ((clipsX || clipsY || s.textOverflow === 'ellipsis') && e.scrollWidth > e.clientWidth + 1) {
          out.push(
            `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')} cuts “${e.textContent.trim().slice(0, 40)}”`,
          );
        }
      }
      const shown = (document.body.innerText.match(/\b[a-z]\w*(?:\.[\w-]+)+/g) ?? []).filter((k) => keys.includes(k));
      if (shown.length) out.push(`message keys shown: ${[...new Set(shown)].slice(0, 5).join(', ')}`);
      return out;
    },
    { width, keys },
  );

// Opens the page in `lang` at its first tab, then each tab in turn: after a tab is ready and its
// details are open, what cutProblems finds at `width` (named by tab), and what `more(tab)` adds.
async function walkTabs(page, base, lang, width, more = async () => []) {
  await page.goto(`${base}?tab=${TABS[0]}&lang=${lang}&${SHORT}`);
  const found = [];
  for (const tab of TABS) {
    if (tab !== TABS[0]) await page.click(`#tab-${tab}`);
    await ready(page, tab);
    await openDetails(page);
    found.push(...(await cutProblems(page, width, KEYS)).map((p) => `${tab}: ${p}`), ...(await more(tab)));
  }
  return [...new Set(found)];
}

test('languages: the pseudo-locale xx at 375 px: on every tab nothing sideways and no text cut', async ({ browser, base }) => {
  const page = await newPage(browser, PHONE, { hasTouch: true, isMobile: true });
  const list = await walkTabs(page, base, 'xx', PHONE.width);
  const title = await page.textContent(`#tab-${TABS[0]}`);
  assert(
    /[áéíóúýçñšžğ]/.test(title) && (await page.evaluate(() => document.documentElement.lang)) === 'xx',
    `not the pseudo-locale: ${title}`,
  );
  assert(list.length === 0, `${list.length} problems at 375 px in xx:\n${list.slice(0, 40).join('\n')}`);
  noErrors(page);
  await page.context().close();
});

// A language's plain messages (no placeable, no list): id -> text.
const plainOf = (code) =>
  Object.fromEntries(
    readdirSync(`${ROOT}web/src/words/locales/${code}/`)
      .filter((f) => f.endsWith('.ftl'))
      .flatMap((f) => [...readFileSync(`${ROOT}web/src/words/locales/${code}/${f}`, 'utf8').matchAll(/^([a-zA-Z][\w-]*) = ([^{}\n]+)$/gm)])
      .map((m) => [m[1], m[2].trim()]),
  );

// German, the third language, on every tab at a desktop's width: the page says it is German, each
// tab's name is German's, no key is shown, nothing is cut, and no English sentence is shown (English
// stands in for a message a language lacks; German lacks none, and no code may speak English to it).
test('languages: German (lang=de) on every tab: its own words, no key, no English sentence, nothing cut', async ({ browser, base }) => {
  const de = plainOf('de');
  const english = Object.entries(plainOf('en'))
    .filter(([id, text]) => text.length >= 30 && de[id] !== text)
    .map(([, text]) => text);
  const page = await newPage(browser, { width: 1280, height: 900 });
  const list = await walkTabs(page, base, 'de', 1280, async (tab) => {
    const name = (await page.textContent(`#tab-${tab}`)).trim();
    const text = await page.evaluate(() => document.body.innerText);
    return [
      ...(name.includes(de[`tabs-${tab.replace(/-/g, '--')}-short`] ?? '\u0000') ? [] : [`${tab}: the tab is named “${name}”`]),
      ...english.filter((s) => text.includes(s)).map((s) => `${tab}: English “${s.slice(0, 50)}”`),
    ];
  });
  assert((await page.evaluate(() => document.documentElement.lang)) === 'de', 'the page is not German');
  assert(list.length === 0, `${list.length} problems in German:\n${list.slice(0, 40).join('\n')}`);
  noErrors(page);
  await page.context().close();
});

// The page's languages as its folders give them (i18n.js): the default, English, then the others by code.
const LANGS_FOUND = (locales) => langFolders(fs, locales);

test('languages: a copy of a language folder under a new code, and no other change, is offered and spoken', async ({ browser }) => {
  const dir = mkdtempSync(join(tmpdir(), 'makemore-lab-lang-'));
  for (const f of ['web', 'public', 'scripts', 'vite.config.js', 'package.json']) cpSync(`${ROOT}${f}`, join(dir, f), { recursive: true });
  symlinkSync(`${ROOT}node_modules`, join(dir, 'node_modules'));
  const locales = join(dir, 'web/src/words/locales');
  const before = LANGS_FOUND(locales);
  assert(before.includes('de') && !before.includes('zz'), `the languages before the copy: ${before}`);
  cpSync(join(locales, 'de'), join(locales, 'zz'), { recursive: true });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], timeout: 900000 });
  const server = await startPreview(join(dir, 'dist'));
  try {
    const page = await newPage(browser);
    await page.goto(`${server.base}?tab=start&${SHORT}`);
    await ready(page, 'start');
    const offered = await page.$$eval('.lang [data-lang]', (bs) => bs.map((b) => b.dataset.lang));
    assert(offered.join() === LANGS_FOUND(locales).join() && offered.includes('zz'), `the language choice offers ${offered}`);
    await page.click('.lang [data-lang=zz]');
    await page.waitForFunction(() => document.documentElement.lang === 'zz', null, { timeout: 60000 });
    await ready(page, 'start');
    const tab = await page.textContent('#tab-start');
    assert(/Startverlust/.test(tab) && new URL(page.url()).searchParams.get('lang') === 'zz', `zz: "${tab}", ${page.url()}`);
    // and a link with lang=zz opens in it
    await page.goto(`${server.base}?tab=start&lang=zz&${SHORT}`);
    await ready(page, 'start');
    const opened = [await page.evaluate(() => document.documentElement.lang), await page.textContent('#tab-start')];
    assert(opened[0] === 'zz' && /Startverlust/.test(opened[1]), `a link with lang=zz opens as ${opened}`);
    // the classic scripts speak it too: a course page's refusal of a demo name (embed.js) and a
    // sandboxed frame's sentence (frame-check.js) carry the new folder's words
    const check = readFileSync(join(dir, 'dist/frame-check.js'), 'utf8');
    assert(/\bzz: ["'][^\n]*sandbox=/.test(check), 'dist/frame-check.js has no words for zz');
    await page.setContent(`<div data-makemore-lab="nope" data-lang="zz"></div><script src="${server.base}embed.js"></script>`);
    await page.waitForSelector('[data-makemore-lab] [role=alert]');
    const refusal = await page.textContent('[data-makemore-lab] [role=alert]');
    assert(/Es gibt keine Demo namens „nope“/.test(refusal), `embed.js refuses in zz as: ${refusal}`);
    noErrors(page);
    await page.context().close();
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
