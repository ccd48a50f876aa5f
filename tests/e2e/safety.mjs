// safety.mjs — the browser tests of the page's limits and safety (run.mjs registers them): the core
// refuses values and runs it cannot take and the page shows its message; a diverging run pauses
// with the step, the place and the likely cause and no NaN anywhere; without a names list the page
// says so in the student's language; a dying worker is replaced without losing the student's
// settings or names list; the CSP is enforced; hostile URL values, names and file names reach the
// DOM only as text; the embed ignores malformed messages.
import { newPage, test, assert, noErrors, OUT } from './harness.mjs';

const enc = encodeURIComponent;
const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
const visibleError = (page, sel = '#panel .error') =>
  page.waitForSelector(`${sel}:not([hidden])`, { timeout: 60000 }).then((e) => e.textContent());

// Every number Chart.js was given on the page's charts: [label, x, y] of the non-finite ones.
const nonFiniteChartPoints = (page) =>
  page.$$eval('figure.chart', (figs) =>
    figs.flatMap((f) =>
      (f.mmChart?.data.datasets ?? []).flatMap((d) =>
        d.data
          .filter((p) =>
            p === null ? false : typeof p === 'number' ? !Number.isFinite(p) : !Number.isFinite(p.x) || !Number.isFinite(p.y),
          )
          .map((p) => [d.label, String(p?.x), String(p?.y ?? p)]),
      ),
    ),
  );

// No element, attribute or script that user text could have injected.
async function assertNothingInjected(page, scriptsBefore) {
  const found = await page.evaluate(() => ({
    tags: document.querySelectorAll('img, svg, iframe, object, embed, b, a[href^="javascript"]').length,
    handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
    inlineScripts: [...document.scripts].filter((s) => !s.src).length,
    scripts: document.scripts.length,
  }));
  assert(found.tags === 0 && found.handlers === 0 && found.inlineScripts === 0, `injected markup: ${JSON.stringify(found)}`);
  assert(found.scripts === scriptsBefore, `scripts: ${found.scripts}, before: ${scriptsBefore}`);
  assert(page.dialogs.length === 0, `a dialog opened: ${page.dialogs}`);
}

test("the core's ranges: an out-of-range URL value is clamped with the range shown; runs the core refuses show its message", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=playground&lang=en&pg_width=5000&pg_lr=0`);
  await ready(page, 'playground');
  const notes = await page.$$eval('#url-notes li', (li) => li.map((e) => e.textContent));
  assert(
    notes.some((n) => n.includes('pg_width=5000') && n.includes('[1, 1024]') && n.includes('1024')),
    `notes: ${notes}`,
  );
  assert(
    notes.some((n) => n.includes('pg_lr=0') && n.includes('(0, 10]') && n.includes('0.1')),
    `notes: ${notes}`,
  );
  assert((await page.inputValue('input[name=pg_width]')) === '1024', 'the width box does not show the clamped value');
  // every knob at its largest: the core's memory estimate refuses it before a single step
  await page.goto(`${base}?tab=playground&lang=en&pg_layers=12&pg_width=1024&pg_batch=4096`);
  const budget = await visibleError(page);
  assert(/would need about \d+ MB, more than the 256 MB a browser tab allows/.test(budget), `budget message: ${budget}`);
  assert(budget.includes('“Hidden width”'), `the budget message does not name the control: ${budget}`);
  await page.screenshot({ path: `${OUT}/refused-budget.png`, fullPage: false });
  // a batch of 1 is in range, but BatchNorm cannot use it: the core says why
  await page.goto(`${base}?tab=playground&lang=en&pg_batch=1&pg_norm=batch`);
  const bn = await visibleError(page);
  assert(bn.includes('Batch size must be at least 2 with BatchNorm'), `batch message: ${bn}`);
  noErrors(page);
  await page.context().close();
});

test("refusals in Turkish: the core's code and parameters, worded by the page, controls named as labelled", async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=playground&pg_layers=12&pg_width=1024&pg_batch=4096`);
  const budget = await visibleError(page);
  assert(/yaklaşık \d+ MB bellek isterdi, bir tarayıcı sekmesinin verdiği 256 MB’tan fazla/.test(budget), `budget message: ${budget}`);
  assert(budget.includes('“Gizli genişlik”'), `the budget message does not name the control: ${budget}`);
  await page.goto(`${base}?tab=playground&pg_batch=1&pg_norm=batch`);
  const bn = await visibleError(page);
  assert(bn.includes('BatchNorm ile Batch boyutu en az 2 olmalı'), `batch message: ${bn}`);
  await page.click('button[data-lang=en]'); // the same refusal, worded again in English
  await page.waitForFunction(() => document.querySelector('#panel .error:not([hidden])')?.textContent.includes('Batch size must be'));
  noErrors(page);
  await page.context().close();
});

test('no names list (names.txt not served): the footer and the tab say so in Turkish, then in English', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.route('**/names.txt', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' }));
  await page.goto(`${base}?tab=tanh`);
  const footer = await visibleError(page, 'footer .error');
  assert(footer.includes('names.txt kullanılamadı') && footer.includes('sunucudan alınamadı (HTTP 404)'), `footer: ${footer}`);
  const tab = await visibleError(page); // the tab asked for its section: a page error with a code, worded here
  assert(tab === 'henüz bir isim listesi yüklenmedi', `tab error: ${tab}`);
  await page.click('button[data-lang=en]');
  await page.waitForFunction(
    () => document.querySelector('#panel .error:not([hidden])')?.textContent === 'no names list has been loaded yet',
  );
  const en = await page.textContent('footer .error');
  assert(en.includes('names.txt cannot be used') && en.includes('could not be fetched from the server (HTTP 404)'), `footer: ${en}`);
  const expected = page.errors.filter((e) => /404/.test(e)); // the browser logs the failed fetch itself
  page.errors = page.errors.filter((e) => !/404/.test(e));
  assert(expected.length === 1, `the 404 was not logged once: ${expected}`);
  noErrors(page);
  await page.context().close();
});

test('divergence: lr=10 on a bad init pauses with the step, what went wrong and the likely cause; no NaN anywhere', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=playground&lang=en&pg_lr=10&pg_bad=5&pg_width=1024&pg_norm=none&pg_fix=0&pg_steps=300`);
  await ready(page, 'playground');
  await page.click('[data-action=play]');
  await page.waitForSelector('#panel .error[data-kind=divergence]:not([hidden])', { timeout: 60000 });
  await page.waitForFunction(() => document.querySelector('[data-action=play]')?.textContent.includes('Play')); // paused
  const msg = await page.textContent('#panel .error');
  assert(/diverged at step \d+ and was paused/.test(msg), `no step in: ${msg}`);
  assert(/loss exploded to [\d,.]+ \(the limit is 1000\)|non-finite/.test(msg), `no description in: ${msg}`);
  assert(msg.includes('Likely cause: the learning rate (10) is too high for this init'), `no cause in: ${msg}`);
  const status = await page.textContent('[data-key=pg-status]');
  assert(!/Step 300 \//.test(status), `the run went on to the end: ${status}`);
  // the health table: after non-finite values, the last values measured before them, said so; never the broken model's zeros
  const kept = await page.$eval('[data-key=pg-health-kept]', (e) => e.textContent).catch(() => null);
  const cells = await page.$$eval('table.health tbody td', (l) => l.map((td) => td.textContent));
  if (/loss exploded/.test(msg)) assert(!kept, `a finite loss above the limit, yet: ${kept}`);
  else assert(/measured at step \d+, the last before the divergence at step \d+/.test(kept ?? ''), `health note: ${kept}`);
  assert(!cells.every((c) => /^0(\.0+)?%?$/.test(c)), `the health table shows only zeros: ${cells}`);
  const text = await page.evaluate(() => document.body.innerText);
  assert(!/NaN|Infinity|undefined/.test(text.replace('undefined (0/0)', '')), 'NaN, Infinity or undefined is shown on the page');
  const bad = await nonFiniteChartPoints(page);
  assert(bad.length === 0, `non-finite points reached Chart.js: ${JSON.stringify(bad.slice(0, 5))}`);
  await page.screenshot({ path: `${OUT}/playground-diverged.png`, fullPage: true });
  // the Turkish page says the same
  await page.click('button[data-lang=tr]');
  await ready(page, 'playground');
  await page.click('[data-action=play]');
  await page.waitForSelector('#panel .error[data-kind=divergence]:not([hidden])', { timeout: 60000 });
  const tr = await page.textContent('#panel .error');
  assert(/\d+\. adımda ıraksadı/.test(tr) && tr.includes('Olası neden'), `Turkish message: ${tr}`);
  noErrors(page);
  await page.context().close();
});

test('failed run: lr 10 without normalisation (12 layers, init ×3) stops as failed with its numbers; one warning line per kind', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=playground&lang=en&pg_lr=10&pg_norm=none&pg_layers=12&pg_bad=3&pg_steps=5000`);
  await ready(page, 'playground');
  await page.click('[data-action=play]');
  await page.waitForSelector('#panel .error[data-kind=failed]:not([hidden])', { timeout: 120000 });
  await page.waitForFunction(() => document.querySelector('[data-action=play]')?.textContent.includes('Play')); // paused
  const msg = await page.textContent('#panel .error');
  assert(/Training failed and was stopped at step \d+: the mean loss of the last 100 steps is [\d.]+/.test(msg), `failure: ${msg}`);
  assert(msg.includes('Likely cause: the learning rate (10) is too high for this init'), `no cause in: ${msg}`);
  const step = Number(/step (\d+)/.exec(msg)[1]);
  assert(step < 1000, `stopped only at step ${step}`);
  const status = await page.textContent('[data-key=pg-status]');
  assert(status.includes(`Step ${step} /`), `the status does not show the step it stopped at: ${status}`);
  // the warnings: one line per kind; a kind seen more than once folded, its count and places in the line
  const lines = await page.$$eval('[data-key=pg-warnings] > li', (li) => li.map((e) => e.dataset.kind));
  assert(lines.length > 0 && new Set(lines).size === lines.length, `warning lines per kind: ${lines}`);
  const folded = await page.$$eval('[data-key=pg-warnings] details', (ds) =>
    ds.map((d) => ({
      count: Number(d.dataset.count),
      open: d.open,
      summary: d.querySelector('summary').textContent,
      items: d.querySelectorAll('li').length,
    })),
  );
  assert(folded.length > 0 && folded.every((d) => d.count > 1 && d.items === d.count && !d.open), `folded: ${JSON.stringify(folded)}`);
  assert(
    folded.some((d) => /From step \d+ on, \d+ (tanh layers|parameters)/.test(d.summary) && d.summary.includes(String(d.count))),
    `summaries: ${JSON.stringify(folded)}`,
  );
  const h = await page.$eval('[data-key=pg-warnings]', (e) => e.getBoundingClientRect().height);
  assert(h < 400, `the warnings take ${h} px above the chart`);
  await page.click('button[data-lang=tr]');
  await ready(page, 'playground');
  await page.click('[data-action=play]');
  await page.waitForSelector('#panel .error[data-kind=failed]:not([hidden])', { timeout: 120000 });
  const tr = await page.textContent('#panel .error');
  assert(
    /Eğitim başarısız oldu ve \d+\. adımda durduruldu: son 100 adımın ortalama loss’u [\d,]+/.test(tr) && tr.includes('Olası neden'),
    `Turkish: ${tr}`,
  );
  noErrors(page);
  await page.context().close();
});

test('BatchNorm at lr 10: the run trains, and the page says BatchNorm is why', async ({ browser, base }) => {
  const page = await newPage(browser);
  for (const [lang, words] of [
    [
      'en',
      /Step 300: the learning rate 10 is huge \(here 1 or more counts as huge\), yet the mean loss of the last steps, [\d.]+, is below ln V = 3\.2958.*BatchNorm is why/,
    ],
    ['tr', /300\. adım: öğrenme oranı 10 çok büyük \(burada 1 ve üstü çok büyük sayılır\), ama .*ln V = 3,2958.*Bunun nedeni BatchNorm/],
  ]) {
    await page.goto(`${base}?tab=playground&lang=${lang}&pg_lr=10&pg_steps=300`);
    await ready(page, 'playground');
    await page.click('[data-action=play]');
    const note = await page.waitForSelector('[data-key=pg-rescue]:not([hidden])', { timeout: 120000 }).then((e) => e.textContent());
    assert(words.test(note), `${lang}: ${note}`);
    assert(!(await page.isVisible('#panel .error')), `${lang}: an error is shown`);
  }
  // LayerNorm at the same lr: no such note (the run ends at step 300, or is stopped as failed)
  await page.goto(`${base}?tab=playground&lang=en&pg_lr=10&pg_steps=300&pg_norm=layer`);
  await ready(page, 'playground');
  await page.click('[data-action=play]');
  await page.waitForFunction(
    () =>
      /Step 300 \//.test(document.querySelector('[data-key=pg-status]')?.textContent) ||
      document.querySelector('#panel .error[data-kind=failed]:not([hidden])'),
    null,
    { timeout: 120000 },
  );
  assert(await page.isHidden('[data-key=pg-rescue]'), 'the BatchNorm note is shown for LayerNorm');
  noErrors(page);
  await page.context().close();
});

test('a refused model offers the way out: Play repeats the refusal, a button sets the control to a value that fits', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=playground&lang=en&pg_layers=12&pg_width=1024&pg_batch=4096`);
  const budget = await visibleError(page);
  const ways = await page.$$eval('[data-key=pg-fixes] button[data-fit]', (b) => b.map((e) => [e.dataset.fit, e.textContent]));
  const fits = Object.fromEntries(ways);
  // (no depth fits: 2 layers at batch 4096 and width 1024 are still too big)
  assert(fits.pg_width && fits.pg_batch && !fits.pg_layers, `ways out: ${JSON.stringify(ways)}`);
  assert(/^“Hidden width” = \d+$/.test(fits.pg_width), `width button: ${fits.pg_width}`);
  await page.click('[data-action=play]'); // no model: the same refusal again, not "reset first"
  const again = await visibleError(page);
  assert(again === budget && !/reset/i.test(again), `Play said: ${again}`);
  assert(await page.isVisible('[data-key=pg-fixes] button[data-fit=pg_width]'), 'the ways out are gone after Play');
  const width = /(\d+)$/.exec(fits.pg_width)[1];
  await page.click('[data-key=pg-fixes] button[data-fit=pg_width]');
  await ready(page, 'playground');
  await page.waitForFunction(() => /\d+ parameters/.test(document.querySelector('[data-key=pg-status]')?.textContent));
  assert(await page.isHidden('#panel .error'), 'the refusal stays after the way out');
  assert((await page.inputValue('input[name=pg_width]')) === width, 'the width box does not show the value');
  assert(page.url().includes(`pg_width=${width}`), `the URL: ${page.url()}`);
  // BatchNorm with a batch of 1, in Turkish: batch 2 or LayerNorm
  await page.goto(`${base}?tab=playground&pg_batch=1&pg_norm=batch`);
  await visibleError(page);
  const tr = await page.$$eval('[data-key=pg-fixes] button[data-fit]', (b) => b.map((e) => e.textContent));
  assert(tr.includes('“Batch boyutu” = 2') && tr.includes('“Normalizasyon” = LayerNorm'), `Turkish ways out: ${tr}`);
  await page.click('[data-key=pg-fixes] button[data-fit=pg_norm]');
  await ready(page, 'playground');
  assert((await page.inputValue('select[name=pg_norm]')) === 'layer', 'the norm select does not show LayerNorm');
  // steps cost no memory: 12 x 512 at batch 32 and a million steps is built
  await page.goto(`${base}?tab=playground&lang=en&pg_layers=12&pg_width=512&pg_steps=1000000`);
  await ready(page, 'playground');
  assert(await page.isHidden('#panel .error'), `refused: ${await page.textContent('#panel .error')}`);
  noErrors(page);
  await page.context().close();
});

test("a worker that dies is replaced; the settings, the URL and the student's names list are kept", async ({ browser, base }) => {
  const page = await newPage(browser);
  const url = `${base}?tab=playground&lang=en&pg_width=64&pg_lr=0.05&seed=7&pg_steps=300`;
  await page.goto(url);
  await ready(page, 'playground');
  const names = 'ada bo cy di ed fa gu hi io ju ka lu ma ne ol'.split(' ').join('\n'); // 15 letters + '.': V = 16
  await page.setInputFiles('#names-file', { name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(names) });
  await page.waitForFunction(() => document.querySelector('.names-status')?.textContent.includes('mine.txt'));
  await page.waitForFunction(
    () => window.__mmReady?.playground === true && /\d+ parameters/.test(document.querySelector('[data-key=pg-status]')?.textContent),
  );
  const before = await page.textContent('[data-key=pg-status]');
  const href = page.url();
  for (const [how, note] of [
    ['abort', 'was restarted'],
    ['throw', 'stopped again'],
  ]) {
    await page.evaluate((h) => window.__mmTest.crashWorker(h), how);
    await page.waitForFunction((n) => document.querySelector('#worker-note:not([hidden])')?.textContent.includes(n), note);
    if (how === 'throw') break; // a second death within seconds: no remount (no crash loop); the page still works
    await ready(page, 'playground');
    assert(page.url() === href, `URL changed: ${page.url()}`);
    assert(
      (await page.inputValue('input[name=pg_width]')) === '64' && (await page.inputValue('input[name=pg_lr]')) === '0.05',
      'settings lost',
    );
    const after = await page.textContent('[data-key=pg-status]');
    assert(after === before, `the new worker did not get the names list: ${before} -> ${after}`); // V=16, not 27
  }
  await page.screenshot({ path: `${OUT}/worker-restarted.png`, fullPage: false });
  await page.click('[data-action=reset]');
  await page.waitForFunction((b) => document.querySelector('[data-key=pg-status]')?.textContent === b, before);
  assert(await page.textContent('.names-status').then((t) => t.includes('mine.txt')), 'names status lost');
  page.errors = page.errors.filter((e) => !/test crash|Aborted\(test\)/.test(e)); // the simulated deaths themselves
  noErrors(page);
  await page.context().close();
});

test('CSP: the page runs under it without a violation, and an injected inline script is refused', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=kaiming`);
  await ready(page, 'kaiming');
  noErrors(page); // any violation while loading, in the page or the worker, is a console error
  const ran = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const s = document.createElement('script');
        s.textContent = 'window.__inlineRan = true';
        document.head.append(s);
        setTimeout(() => resolve(window.__inlineRan === true), 200);
      }),
  );
  assert(!ran, 'an inline script ran: the CSP is not in force');
  for (let i = 0; i < 20 && !page.errors.length; i++) await page.waitForTimeout(100); // the console event is async
  assert(
    page.errors.some((e) => e.includes('CSP violation: script-src')),
    `no violation reported: ${page.errors}`,
  );
  await page.context().close();
});

test('hostile URL values, names and file names are shown as text, never as markup', async ({ browser, base }) => {
  const page = await newPage(browser);
  const q = [
    `${enc('<script>alert(1)</script>')}=1`,
    `seed=${enc('<img src=x onerror=alert(2)>')}`,
    `pg_norm=${enc('javascript:alert(3)')}`,
    `hide=${enc('<b>x</b>')}`,
  ].join('&');
  await page.goto(`${base}?tab=playground&lang=en&pg_steps=20&${q}`);
  await ready(page, 'playground');
  const scripts = await page.evaluate(() => document.scripts.length);
  const notes = await page.$$eval('#url-notes li', (li) => li.map((e) => e.textContent).join('\n'));
  for (const s of ['<script>alert(1)</script>', '<img src=x onerror=alert(2)>', 'javascript:alert(3)', '<b>x</b>']) {
    assert(notes.includes(s), `note does not show ${s} as text:\n${notes}`);
  }
  const hostile = [
    '<script>alert(5)</script>',
    '<img src=x onerror=alert(6)>',
    'javascript:alert(7)',
    '<svg onload=alert(8)>',
    '"><iframe src=javascript:alert(9)>',
    ...'anna bob emma ava liam noah mia zoe leo ida'.split(' '),
  ];
  const file = '<img src=x onerror=alert(4)>.txt';
  await page.setInputFiles('#names-file', { name: file, mimeType: 'text/plain', buffer: Buffer.from(hostile.join('\n')) });
  await page.waitForFunction((f) => document.querySelector('.names-status')?.textContent.includes(f), file);
  await ready(page, 'playground');
  await page.click('[data-action=play]'); // 20 steps, then names sampled from a model that knows '<', '>', '=' …
  await page.waitForFunction(() => document.querySelector('[data-key=pg-final]')?.dataset.value);
  await page.waitForFunction(() => document.querySelectorAll('[data-key=pg-samples] li').length === 12);
  // a file the loader rejects: its message quotes the hostile line
  await page.setInputFiles('#names-file', {
    name: 'x.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('anna\n<img src=x onerror=alert(10)>.x\n'),
  });
  const err = await visibleError(page, 'footer .error');
  assert(err.includes('<img src=x onerror=alert(10)>.x'), `error does not quote the line as text: ${err}`);
  await page.waitForTimeout(300); // an onerror handler would have fired by now
  await assertNothingInjected(page, scripts);
  await page.screenshot({ path: `${OUT}/hostile-text.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});

test('embed: garbage and malformed messages are ignored, the documented ones acted upon, only heights posted', async ({
  browser,
  base,
}) => {
  const parent = await newPage(browser);
  await parent.goto(`${base}?tab=bn-matrix`);
  await ready(parent, 'bn-matrix');
  await parent.evaluate((src) => {
    window.__fromFrame = [];
    window.addEventListener('message', (ev) => {
      if (ev.source === document.querySelector('#demo')?.contentWindow) window.__fromFrame.push(ev.data);
    });
    const f = Object.assign(document.createElement('iframe'), { id: 'demo', src });
    const sibling = Object.assign(document.createElement('iframe'), { id: 'sibling', src: 'about:blank' });
    document.body.append(f, sibling);
  }, `${base}?embed=ln-matrix`);
  const frame = await (async () => {
    for (let i = 0; i < 100; i++) {
      const f = parent.frames().find((x) => x.url().includes('embed=ln-matrix'));
      if (f) return f;
      await parent.waitForTimeout(100);
    }
    throw new Error('the embedded frame did not load');
  })();
  await frame.waitForFunction(() => window.__mmReady?.['ln-matrix'] === true, null, { timeout: 60000, polling: 250 });
  await parent.evaluate(() => {
    const w = document.querySelector('#demo').contentWindow;
    const garbage = [
      'hello',
      42,
      null,
      undefined,
      true,
      [1, 2],
      {},
      new Date(0),
      new Map([['type', 'x']]),
      'x'.repeat(1 << 20),
      { type: 'makemore-lab:set-lang' },
      { type: 'makemore-lab:set-lang', lang: 'fr' }, // a language the page does not have
      { type: 'makemore-lab:set-lang', lang: ['en'] },
      { type: 'makemore-lab:set-lang', lang: 'en', extra: 1 },
      { type: 'makemore-lab:request-height', x: 1 },
      { type: 'MAKEMORE-LAB:SET-LANG', lang: 'en' },
      { type: 'makemore-lab:height', height: 5 },
      JSON.parse('{"type":"makemore-lab:set-lang","lang":"en","__proto__":{"x":1}}'),
      { type: 'makemore-lab:set-lang', lang: '<img src=x onerror=alert(1)>' },
    ];
    for (const g of garbage) w.postMessage(g, '*');
  });
  // the right shape from the wrong window (a sibling frame) is ignored too
  const sibling = parent.frames().find((x) => x.url() === 'about:blank' && x !== parent.mainFrame());
  await sibling.evaluate(() =>
    window.parent.document.querySelector('#demo').contentWindow.postMessage({ type: 'makemore-lab:set-lang', lang: 'en' }, '*'),
  );
  await parent.waitForTimeout(500);
  assert((await frame.evaluate(() => document.documentElement.lang)) === 'tr', 'a malformed or foreign message switched the language');
  assert(await frame.evaluate(() => window.__mmReady['ln-matrix'] === true), 'the demo stopped working');
  const heights = await parent.evaluate(() => window.__fromFrame.length);
  await parent.evaluate(() => {
    const w = document.querySelector('#demo').contentWindow;
    w.postMessage({ type: 'makemore-lab:request-height' }, '*');
    w.postMessage({ type: 'makemore-lab:set-lang', lang: 'en' }, '*');
  });
  await frame.waitForFunction(() => document.documentElement.lang === 'en' && window.__mmReady['ln-matrix'] === true, null, {
    polling: 250,
  });
  await parent.waitForFunction((n) => window.__fromFrame.length > n, heights);
  const sent = await parent.evaluate(() => window.__fromFrame);
  const odd = sent.filter((m) => !(m && m.type === 'makemore-lab:height' && Number.isInteger(m.height) && Object.keys(m).length === 2));
  assert(sent.length > 0 && odd.length === 0, `undocumented messages from the demo: ${JSON.stringify(odd)}`);
  assert(parent.dialogs.length === 0, `a dialog opened: ${parent.dialogs}`);
  noErrors(parent);
  await parent.context().close();
});

// Keys named like a property of every JavaScript object: the page must treat them as unknown
// settings (a note), not find Object.prototype's functions behind them.
test("links with keys named like every object's properties (constructor, __proto__ …): a note, the tab computes, tabs switch", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  for (const q of [
    'constructor=1',
    'toString=1',
    '__proto__=x',
    'valueOf=x&lang=en',
    'hasOwnProperty=1',
    'constructor=1&tab=playground&pg_steps=50',
  ]) {
    await page.goto(`${base}?${q}`);
    const tab = q.includes('tab=playground') ? 'playground' : 'start';
    await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
    const notes = await page.$$eval('#url-notes li', (li) => li.map((e) => e.textContent));
    const key = q.split('=')[0];
    assert(notes.length === 1 && notes[0].includes(key), `${q}: notes ${JSON.stringify(notes)}`);
  }
  await page.click('#tab-ln-matrix');
  await page.waitForFunction(() => window.__mmReady?.['ln-matrix'] === true, null, { timeout: 60000 });
  noErrors(page);
  await page.context().close();
});
