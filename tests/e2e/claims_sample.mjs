// claims_sample.mjs — the browser's half of the claims test (run.mjs registers this): for a sample of
// settings off the text's path, in both languages (tests/js/claims/sample.js), the sentences the page
// shows beside a figure are the ones the claims test checked against the same settings' numbers:
// claims_sample.test.js renders them in node (vitest: the page's own modules, the same core and
// names list) and writes them out; here the page at the same settings must show each. A page that
// composed its words elsewhere, or from a control instead of the result, differs here.
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, test, assert, noErrors, ROOT } from './harness.mjs';
import { SAMPLE } from '../js/claims/sample.js';

let rendered = null;
function checked() {
  if (rendered) return rendered;
  const out = join(mkdtempSync(join(tmpdir(), 'claims-')), 'sample.json');
  execFileSync('npx', ['vitest', 'run', '--root', ROOT, 'tests/js/claims_sample.test.js'], {
    cwd: ROOT,
    env: { ...process.env, CLAIMS_SAMPLE_OUT: out, NO_COLOR: '1' },
    stdio: 'pipe',
  });
  rendered = JSON.parse(readFileSync(out, 'utf8'));
  return rendered;
}
const squash = (s) => s.replace(/\s+/g, ' ').trim();
// a words module's sentences the page writes as text, by key
const AS_TEXT = new Set(
  [
    'bn.trainEval',
    'bn.trainEvalSlow',
    'bn.single',
    'bn.bias',
    'bn.watchIntro',
    'bn.watch.on',
    'bn.eps',
    'bn.collapseIntro',
    'bn.collapse.on',
    'residual.batchDiff',
  ].map((k) => `words:${k}`),
);

SAMPLE.forEach(([id, lang, patch], i) =>
  test(`claims: the ${id} tab's sentences at ${JSON.stringify(patch)} (${lang}) are the ones checked in node`, async ({
    browser,
    base,
  }) => {
    const want = (where) => squash(checked()[i].sentences.find((x) => x.where === where).text);
    const page = await newPage(browser);
    const query = new URLSearchParams({
      tab: id,
      lang,
      predict: 'off',
      ...Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, String(v)])),
    });
    await page.goto(`${base}?${query}`);
    await page.waitForFunction((t) => window.__mmReady?.[t] === true, id, { timeout: 120000 });
    const shown = squash(await page.$eval(`[data-key="${id}-reading"]`, (e) => e.textContent));
    assert(shown === want('reading'), `the page reads:\n  ${shown}\nthe checked sentence:\n  ${want('reading')}`);
    const note = squash(await page.$eval('[data-key=lecture-differs]', (e) => e.textContent).catch(() => ''));
    assert(note === want('lecture'), `the page's note:\n  ${note}\nthe checked one:\n  ${want('lecture')}`);
    const explain = squash(await page.$eval('#panel .explain', (e) => [...e.querySelectorAll('p')].map((p) => p.textContent).join(' ')));
    assert(explain === want('explain'), `the page's explanation:\n  ${explain}\nthe checked one:\n  ${want('explain')}`);
    // the sentence beside the charts (says0; says1 is the legend, drawn on the canvas)
    const beside = checked()[i].sentences.find((x) => x.where === 'says0');
    if (beside) {
      const panel = squash(await page.$eval('#panel', (e) => e.textContent));
      assert(panel.includes(squash(beside.text)), `the page does not show the checked sentence: ${beside.text}`);
    }
    // the sentences of a tab's words module the page writes as text at its switches' first sides
    // (the words: entries; chart titles and legends are drawn on the canvas, a switch's other side is not shown)
    const panel = squash(await page.$eval('#panel', (e) => e.textContent));
    for (const x of checked()[i].sentences.filter((x) => AS_TEXT.has(x.where)))
      assert(panel.includes(squash(x.text)), `the page does not show the checked sentence (${x.where}): ${x.text}`);
    noErrors(page);
    await page.context().close();
  }),
);
