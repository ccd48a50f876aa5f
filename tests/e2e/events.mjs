// events.mjs — an embedded demo's events for a course page that is not a learning platform: the page
// (another site: localhost, the lab on 127.0.0.1) names its origin in the link (?events=<origin>) and
// gets ready, revealed and predicted, each with the schema version; a demo whose link names another
// origin sends this page nothing, and ignores this page's messages.
import http from 'node:http';
import { newPage, test, assert, noErrors, freePort } from './harness.mjs';

test('events: an embed that names its page origin sends it ready, revealed and predicted (v 1); one naming another origin sends nothing and ignores the page', async ({
  browser,
  base,
}) => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const src = (events) => `${base}?embed=bn-matrix&lang=en&events=${encodeURIComponent(events)}`;
  const html = `<!doctype html><html lang="en"><title>Course</title><script>
    window.__events = []; addEventListener('message', (e) => { if (e.data && e.data.type === 'makemore-lab:event') window.__events.push({ origin: e.origin, frame: e.source === document.getElementById('mine').contentWindow ? 'mine' : 'other', ...e.data }); });
  </script><iframe id="mine" src="${src(origin)}" title="mine" width="1000" height="800"></iframe>
  <iframe id="other" src="${src('https://elsewhere.example')}" title="other" width="1000" height="800"></iframe></html>`;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const page = await newPage(browser);
  page.context().on('close', () => server.close());
  await page.goto(`${origin}/course.html`);
  const frame = (name) =>
    page.frames().find((f) => f.url().includes(encodeURIComponent(name === 'mine' ? origin : 'https://elsewhere.example')));
  await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
  for (let i = 0; i < 100 && !(frame('mine') && frame('other')); i++) await page.waitForTimeout(100);
  for (const f of [frame('mine'), frame('other')])
    await f.waitForFunction(() => window.__mmReady?.['bn-matrix'] === true, null, { timeout: 120000 });
  for (const f of [frame('mine'), frame('other')]) {
    await f.check('[data-predict] input[type=radio][value="cols"]');
    await f.click('[data-action=reveal]');
    await f.waitForSelector('[data-predict-result][data-live]');
  }
  // the page asks the other demo to switch language: from an origin it did not name, ignored
  await page.evaluate(() => document.getElementById('other').contentWindow.postMessage({ type: 'makemore-lab:set-lang', lang: 'tr' }, '*'));
  await page.waitForTimeout(500);
  const got = await page.evaluate(() => window.__events);
  const mine = got.filter((e) => e.frame === 'mine');
  const names = mine.map((e) => e.event).join(' ');
  assert(names === 'ready revealed predicted', `events: ${names}`);
  assert(
    mine.every((e) => e.v === 1 && e.demo === 'bn-matrix' && e.origin === base.replace(/\/$/, '') && typeof e.at === 'string'),
    JSON.stringify(mine[0]),
  );
  const p = mine[2].data;
  assert(p.prompt === 'bn-matrix' && p.guess === 'cols' && p.close === true, `predicted: ${JSON.stringify(p)}`);
  assert(
    !got.some((e) => e.frame === 'other'),
    `the other origin's demo sent ${got.filter((e) => e.frame === 'other').length} events here`,
  );
  assert(
    (await frame('other').evaluate(() => document.documentElement.lang)) === 'en',
    'a message from an origin the demo did not name was acted upon',
  );
  noErrors(page);
  await page.context().close();
});

test("events: two demos and a whole-lab tab on the lab's own site: each demo sends its own work once, under its own name", async ({
  browser,
  base,
}) => {
  const origin = base.replace(/\/$/, '');
  const src = (demo) => `${base}?embed=${demo}&lang=en&events=${encodeURIComponent(origin)}`;
  const html = `<!doctype html><html lang="en"><title>Course</title><script>
    window.__events = []; addEventListener('message', (e) => { if (e.data && e.data.type === 'makemore-lab:event') window.__events.push({ frame: [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source)?.id, event: e.data.event, demo: e.data.demo, data: e.data.data }); });
  </script><iframe id="kaiming" src="${src('kaiming')}" title="a" width="1000" height="800"></iframe>
  <iframe id="bn-matrix" src="${src('bn-matrix')}" title="b" width="1000" height="800"></iframe></html>`;
  const page = await newPage(browser);
  await page.route(`${base}course-events.html`, (r) => r.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${base}course-events.html`);
  const frame = (demo) => page.frames().find((f) => f.url().includes(`embed=${demo}`));
  for (let i = 0; i < 100 && !(frame('kaiming') && frame('bn-matrix')); i++) await page.waitForTimeout(100);
  for (const demo of ['kaiming', 'bn-matrix'])
    await frame(demo).waitForFunction((id) => window.__mmReady?.[id] === true, demo, { timeout: 120000 });
  const reveal = async (target, value) => {
    await target.check(`[data-predict] input[type=radio][value="${value}"]`);
    await target.click('[data-action=reveal]');
    await target.waitForSelector('[data-predict-result][data-live]');
  };
  await reveal(frame('kaiming'), 'kaiming');
  await reveal(frame('bn-matrix'), 'cols');
  // the student's own whole-lab tab, beside the course page: its work is no demo's
  const lab = await page.context().newPage();
  await lab.goto(`${base}?tab=bn-matrix&lang=en`);
  await lab.waitForFunction(() => window.__mmReady?.['bn-matrix'] === true, null, { timeout: 120000 });
  await lab.click('[data-action=predict-again]').catch(() => {});
  await reveal(lab, 'rows');
  await page.waitForTimeout(1000);
  const got = await page.evaluate(() => window.__events);
  const line = got.map((e) => `${e.frame}:${e.demo}:${e.event}:${e.data.prompt ?? e.data.figure ?? ''}`).join(' ');
  assert(
    line ===
      ['kaiming', 'bn-matrix'].map((d) => `${d}:${d}:ready:`).join(' ') +
        ' kaiming:kaiming:revealed:kaiming kaiming:kaiming:predicted:kaiming bn-matrix:bn-matrix:revealed:bn-matrix bn-matrix:bn-matrix:predicted:bn-matrix' ||
      line ===
        'bn-matrix:bn-matrix:ready: kaiming:kaiming:ready: kaiming:kaiming:revealed:kaiming kaiming:kaiming:predicted:kaiming bn-matrix:bn-matrix:revealed:bn-matrix bn-matrix:bn-matrix:predicted:bn-matrix',
    `events: ${line}`,
  );
  noErrors(page);
  await page.context().close();
});
