// progress_sites.mjs — the student's progress where several pages of the lab share one site: two
// demos in one course page of the lab's own site (each frame writes only its own entry), a record of
// a later release beside them (left as it is, the page says so), stored entries of another shape
// (never printed), and the offline worker, which answers only the lab's own page (a course site that
// hosts the lab at its root keeps its other pages).
import { newPage, pageOnTab, test, assert, noErrors } from './harness.mjs';

const KEY = 'mm.progress';
const ready = (target, tab) => target.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
const stored = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), KEY);

// A page of the lab's own origin (a course page beside the lab) holding `body`.
async function sameSitePage(browser, base, body) {
  const page = await newPage(browser);
  const url = new URL('course-notes.html', base).href;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Notes</title><h1>Lesson 5</h1>${body}</html>` }),
  );
  await page.goto(url);
  return page;
}
const frameOf = async (page, tab) => {
  for (let i = 0; i < 100; i++) {
    const f = page.frames().find((x) => x.url().includes(`embed=${tab}`));
    if (f) return f;
    await page.waitForTimeout(100);
  }
  throw new Error(`no frame for ${tab}`);
};
async function predict(frame, guess) {
  if (guess.text) await frame.fill('[data-predict] input[data-guess]', guess.text);
  else await frame.check(`[data-predict] input[type=radio][value="${guess.choice}"]`);
  await frame.click('[data-action=reveal]');
  await frame.waitForSelector('[data-predict-result][data-live]');
}

test('progress: two demos in one course page of the same site, a prediction in each: both stay stored', async ({ browser, base }) => {
  const src = (tab) => `${base}?embed=${tab}&lang=en`;
  const page = await sameSitePage(
    browser,
    base,
    `<iframe src="${src('tanh')}" title="tanh" width="900" height="700"></iframe><iframe src="${src('kaiming')}" title="Kaiming" width="900" height="700"></iframe>`,
  );
  const [tanh, kaiming] = [await frameOf(page, 'tanh'), await frameOf(page, 'kaiming')];
  await Promise.all([ready(tanh, 'tanh'), ready(kaiming, 'kaiming')]); // both have read the record
  await predict(tanh, { text: '80' });
  await predict(kaiming, { choice: 'kaiming' });
  const rec = await stored(page);
  assert(rec?.predictions?.tanh && rec.predictions.kaiming, `stored predictions: ${Object.keys(rec?.predictions ?? {})}`);
  assert(rec.visited.tanh && rec.visited.kaiming, `stored visits: ${JSON.stringify(rec.visited)}`);
  noErrors(page);
  await page.context().close();
});

test("progress: a later release's record is left as it is; the page says so and keeps the student's work while open", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(new URL('version.json', base).href);
  const record = JSON.stringify({ v: 2, predictions: { 'bn-matrix': { kept: 'by a later release' } }, notes: 'v2' });
  await page.evaluate(([k, r]) => localStorage.setItem(k, r), [KEY, record]);
  await page.goto(`${base}?tab=bn-matrix&lang=en`);
  page.errors.length = 0; // the JSON page's icon request
  await ready(page, 'bn-matrix');
  await predict(page, { choice: 'cols' });
  const after = await page.evaluate((k) => localStorage.getItem(k), KEY);
  assert(after === record, `the later record was written over: ${after}`);
  const note = await page.textContent('#storage-note');
  assert((await page.isVisible('#storage-note')) && /newer version of the lab/.test(note), `no word about it: ${note}`);
  assert(await page.$('[data-predict-result][data-live]'), "the student's prediction is not on the page");
  noErrors(page);
  await page.context().close();
});

test('progress: stored entries of another shape are dropped, never printed ([object Object], a missing choice)', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(new URL('version.json', base).href);
  const record = {
    v: 1,
    predictions: { 'bn-matrix': { guess: { value: 'cols' }, live: 'cols', close: true } },
    skipped: {},
    visited: { 'bn-matrix': true },
    questions: { q1: { answer: { value: 3.3 } }, q2: { answer: 'z', attempts: [{ answer: 'z' }] }, q3: { answer: { text: 'rows' } } },
  };
  await page.evaluate(([k, r]) => localStorage.setItem(k, r), [KEY, JSON.stringify(record)]);
  await page.goto(`${base}?tab=exercises&lang=en`); // the review: all four questions in full
  page.errors.length = 0; // the JSON page's icon request
  await ready(page, 'exercises');
  await page.goto(`${base}?tab=bn-matrix&lang=en`);
  await ready(page, 'bn-matrix');
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true))); // the map, the other questions
  await page.waitForTimeout(300);
  const text = await page.textContent('#app');
  for (const bad of ['[object Object]', 'lesson.questions.', 'undefined', 'NaN'])
    assert(!text.includes(bad), `the page prints "${bad}": …${text.slice(Math.max(0, text.indexOf(bad) - 80), text.indexOf(bad) + 40)}…`);
  assert(await page.$('[data-predict="bn-matrix"] input[type=radio]'), 'the unreadable prediction was not asked again');
  noErrors(page);
  await page.context().close();
});

test("offline worker: after a visit it answers the lab's own page, and leaves the site's other pages to the server", async ({
  browser,
  base,
}) => {
  const page = await pageOnTab(browser, base, 'bn-matrix', '&lang=en');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 60000 });
  await page.context().setOffline(true);
  let notes = '';
  try {
    await page.goto(new URL('notes.html', base).href);
    notes = await page.evaluate(() => (window.__mmReady ? 'the lab' : document.title));
  } catch (e) {
    notes = `not answered (${e.message.split('\n')[0].slice(0, 60)})`;
    await page.waitForURL(/^chrome-error:/).catch(() => {}); // the browser's own error page, then ours
  }
  assert(notes.startsWith('not answered'), `offline, the site's /notes.html showed ${notes}`);
  // the lab's own page with a link's settings still opens offline (its query ignored by the precache)
  await page.goto(`${base}?tab=ln-matrix&lang=en&theme=dark`);
  await ready(page, 'ln-matrix');
  page.errors.length = 0; // the refused navigation's own failed request
  await page.context().close();
});
