// scorm.mjs — the lab inside a learning platform, against a real SCORM runtime on the platform's
// side (scorm-again, the npm package, loaded by a player page of the test's own): the player holds
// the API on its top window and nests the lab's launch page two frames down, as Moodle's player
// does. For SCORM 1.2 and 2004: predict, fail an exercise and then pass it, answer a question; the
// status, score, interactions and suspend_data the runtime holds; the frame left (its pagehide):
// commit and finish; a relaunch with what the runtime kept finds the work in a browser that kept
// nothing. A runtime whose writes fail: the student is told once and the page keeps working.
// Outside a platform the same launch page behaves as the site.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { PACKAGE_MARK } from '../../web/src/scorm/zip.js';
import { newPage, test, assert, noErrors, ROOT } from './harness.mjs';

const RUNTIME = {
  1.2: { file: 'scorm12.js', cls: 'Scorm12API', global: 'API' },
  2004: { file: 'scorm2004.js', cls: 'Scorm2004API', global: 'API_1484_11' },
};
const LAUNCH = '?tab=kaiming&count=e3&lang=en';
export const ready = (target, tab) =>
  target
    .waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 30000 })
    .catch(async (e) => {
      const text = await target.evaluate(() => document.body?.innerText.slice(0, 300)).catch(() => '');
      throw new Error(`${tab} not ready: ${e.message.split('\n')[0]}; page: ${text}; ${(target.errors ?? []).slice(0, 3).join(' | ')}`);
    });

// The player (top) -> a middle frame -> the lab's launch page, all on the lab's origin (a platform
// serves the package from its own). resume: the cmi JSON the runtime starts from; failing: the
// error code every write answers with.
// launch: the launch page's address (relative to the lab's site); pkg: a package's files ({ path:
// bytes }) served under pkg/, as a platform serves an uploaded package.
// preInit: the player initialises the session itself before the lab loads (some platforms do).
export async function player(
  browser,
  base,
  version,
  { resume = null, failing = null, launch = `index.html${LAUNCH}`, pkg = null, preInit = false } = {},
) {
  const rt = RUNTIME[version];
  const page = await newPage(browser);
  const at = (name) => new URL(name, base).href;
  const wrap = failing
    ? `const real = window.${rt.global}; const fail = (name) => (...a) => { window.__failedCalls = (window.__failedCalls || 0) + 1; return 'false'; };
       window.${rt.global} = new Proxy(real, { get: (t, k) => (/^(LMS)?(SetValue|Commit)$/.test(k) ? fail(k) : /GetLastError$/.test(k) ? () => '${failing}' : typeof t[k] === 'function' ? t[k].bind(t) : t[k]) });`
    : '';
  const top = `<!doctype html><html lang="en"><title>Player</title><script src="scorm-again/${rt.file}"></script><script>
    window.__commits = []; window.__finished = 0;
    const api = new ${rt.cls}({ autocommit: false, logLevel: 5 });
    ${resume ? `api.loadFromJSON(${JSON.stringify(resume)});` : ''}
    api.on('${version === '1.2' ? 'LMSCommit' : 'Commit'}', () => window.__commits.push(Date.now()));
    api.on('${version === '1.2' ? 'LMSFinish' : 'Terminate'}', () => window.__finished++);
    window.${rt.global} = api; ${wrap}
    ${preInit ? `api.${version === '1.2' ? 'LMSInitialize' : 'Initialize'}('');` : ''}
  </script><iframe id="middle" src="scorm-middle.html" width="1200" height="900"></iframe></html>`;
  const middle = `<!doctype html><html lang="en"><title>Frame</title><iframe id="sco" src="${launch}" width="1180" height="880"></iframe></html>`;
  await page.route(at('scorm-player.html'), (r) => r.fulfill({ contentType: 'text/html', body: top }));
  await page.route(at('scorm-middle.html'), (r) => r.fulfill({ contentType: 'text/html', body: middle }));
  await page.route(at(`scorm-again/${rt.file}`), (r) =>
    r.fulfill({ contentType: 'text/javascript', body: readFileSync(`${ROOT}node_modules/scorm-again/dist/${rt.file}`, 'utf8') }),
  );
  if (pkg)
    await page.route(at('pkg/**'), (r) => {
      const path = decodeURIComponent(new URL(r.request().url()).pathname.split('/pkg/')[1]);
      const type = {
        html: 'text/html',
        js: 'text/javascript',
        css: 'text/css',
        wasm: 'application/wasm',
        json: 'application/json',
        svg: 'image/svg+xml',
      };
      return pkg[path]
        ? r.fulfill({ body: Buffer.from(pkg[path]), contentType: type[path.split('.').pop()] ?? 'text/plain' })
        : r.fulfill({ status: 404, body: '' });
    });
  await page.goto(at('scorm-player.html'));
  let lab = null;
  for (let i = 0; i < 100 && !lab; i++) {
    lab = page.frames().find((f) => f.url().includes(launch.split('?')[0]) && f.url().includes('?'));
    if (!lab) await page.waitForTimeout(100);
  }
  assert(lab, 'no lab frame');
  lab.errors = page.errors;
  return { page, lab, cmi: () => page.evaluate((g) => JSON.parse(JSON.stringify(window[g].cmi)), rt.global) };
}

async function check(lab, id) {
  await lab.click(`[data-exercise=${id}] [data-action=check]`);
  await lab.waitForSelector(`[data-exercise=${id}] [data-exercise-result][data-verdict]`, { timeout: 120000 });
  return lab.getAttribute(`[data-exercise=${id}] [data-exercise-result]`, 'data-verdict');
}
async function setGain(lab, value) {
  await lab.fill('input[name=e3-gain]', String(value));
  await lab.dispatchEvent('input[name=e3-gain]', 'change');
}
export const status = (cmi, v) => (v === '1.2' ? cmi.core.lesson_status : `${cmi.completion_status}/${cmi.success_status}`);
export const interactions = (cmi) => Object.values(cmi.interactions?.childArray ?? cmi.interactions ?? {}).filter((x) => x && x.id);

for (const v of ['1.2', '2004']) {
  test(`scorm ${v}: predict, fail then pass an exercise, answer a question; status, score, interactions; pagehide commits and finishes; a relaunch resumes the work`, async ({
    browser,
    base,
  }) => {
    const { page, lab, cmi } = await player(browser, base, v);
    await ready(lab, 'kaiming');
    let c = await cmi();
    assert(status(c, v) === (v === '1.2' ? 'incomplete' : 'incomplete/unknown'), `at start: ${status(c, v)}`);
    // the platform keeps the work: no word that the browser keeps nothing
    assert(await lab.isHidden('#storage-note'), `a note in a working platform: ${await lab.textContent('#storage-note')}`);
    await lab.check('[data-predict] input[type=radio][value="kaiming"]');
    await lab.click('[data-action=reveal]');
    await lab.waitForSelector('[data-predict-result][data-live]');
    await lab.click('#tab-exercises');
    await ready(lab, 'exercises');
    await setGain(lab, 1);
    assert((await check(lab, 'e3')) === 'fail', 'gain 1 passed');
    c = await cmi();
    assert(status(c, v) === (v === '1.2' ? 'failed' : 'incomplete/failed'), `after a failed E3: ${status(c, v)}`);
    const commitsAfterFail = await page.evaluate(() => window.__commits.length);
    await setGain(lab, 1.6667);
    assert((await check(lab, 'e3')) === 'pass', 'gain 5/3 failed');
    await lab.check('[data-question=q2] input[type=radio][value="a"]');
    await lab.click('[data-question=q2] [data-action=answer]');
    await lab.waitForSelector('[data-answer=q2]');
    c = await cmi();
    const score = v === '1.2' ? c.core.score : c.score;
    assert(status(c, v) === (v === '1.2' ? 'passed' : 'incomplete/passed'), `after E3 passed: ${status(c, v)}`);
    assert(
      Number(score.raw) === 100 && Number(score.max) === 100 && (v === '1.2' || Number(score.scaled) === 1),
      `score ${JSON.stringify(score)}`,
    );
    const list = interactions(c);
    const ids = list.map((x) => `${x.id}:${x.result}`).join(' ');
    const wrong = v === '1.2' ? 'wrong' : 'incorrect';
    assert(ids === `kaiming.predict:correct exercises.e3:${wrong} exercises.e3:correct diagnostics.q2:correct`, `interactions: ${ids}`);
    assert(
      list.every((x) => x.latency && (v === '1.2' ? x.time : x.timestamp) && x.type),
      `an interaction without its latency, time or type: ${JSON.stringify(list[0])}`,
    );
    assert((await page.evaluate(() => window.__commits.length)) > commitsAfterFail, 'no commit after the verdict');
    const kept = c.suspend_data;
    assert(kept.length > 50 && kept.length <= (v === '1.2' ? 4096 : 64000), `suspend_data of ${kept.length} characters`);
    // the page hidden (another browser tab): the work is committed
    const beforeHide = await page.evaluate(() => window.__commits.length);
    await lab.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    assert((await page.evaluate(() => window.__commits.length)) === beforeHide + 1, 'no commit when the page was hidden');
    // the student leaves: the frame's pagehide commits and finishes, unfinished work suspended
    const commits = await page.evaluate(() => window.__commits.length);
    await page.frame({ url: /scorm-middle/ }).evaluate(() => (document.getElementById('sco').src = 'about:blank'));
    await page.waitForFunction(() => window.__finished === 1, null, { timeout: 10000 });
    c = await cmi();
    const exit = v === '1.2' ? c.core.exit : c.exit;
    const time = v === '1.2' ? c.core.session_time : c.session_time;
    assert(exit === 'suspend' && time && time !== '00:00:00' && time !== 'PT0H0M0S', `exit ${exit}, session time ${time}`);
    assert((await page.evaluate(() => window.__commits.length)) > commits, 'no commit on pagehide');
    noErrors(page);
    await page.context().close();
    // a relaunch, in a browser that kept nothing, with what the runtime kept
    const resume =
      v === '1.2' ? { core: { entry: 'resume' }, suspend_data: c.suspend_data } : { entry: 'resume', suspend_data: c.suspend_data };
    const again = await player(browser, base, v, { resume });
    await ready(again.lab, 'exercises');
    const badge = await again.lab.textContent('[data-exercise=e3] [data-exercise-badge]');
    assert(/pass/i.test(badge) || badge.includes('✓'), `E3's verdict not resumed: ${badge}`);
    assert(await again.lab.$('[data-answer=q2][data-verdict=right]'), "q2's answer not resumed");
    const stored = await again.lab.evaluate(() => localStorage.getItem('mm.progress'));
    assert(stored === null, `the work went to the browser's storage: ${stored}`);
    noErrors(again.page);
    await again.page.context().close();
  });
}

for (const [v, code] of [
  ['1.2', '405'],
  ['2004', '407'],
]) {
  test(`scorm ${v}: a runtime whose writes fail (error ${code}): the student is told once, in their language, and the page keeps working`, async ({
    browser,
    base,
  }) => {
    const { page, lab } = await player(browser, base, v, { failing: code });
    await ready(lab, 'kaiming');
    await lab.check('[data-predict] input[type=radio][value="kaiming"]');
    await lab.click('[data-action=reveal]');
    await lab.waitForSelector('[data-predict-result][data-live]');
    const notes = await lab.$$eval('#storage-note:not([hidden])', (es) => es.map((e) => e.textContent));
    assert(notes.length === 1 && notes[0].includes(`error ${code}`) && /did not save/.test(notes[0]), `notes: ${JSON.stringify(notes)}`);
    assert((await page.evaluate(() => window.__failedCalls)) > 1, 'the page stopped writing');
    noErrors(page);
    await page.context().close();
  });
}

test('scorm: outside a platform the launch page behaves as the site (the browser keeps the work)', async ({ browser, base }) => {
  const page = await newPage(browser);
  await page.goto(`${base}${LAUNCH}`);
  await ready(page, 'kaiming');
  await page.check('[data-predict] input[type=radio][value="kaiming"]');
  await page.click('[data-action=reveal]');
  await page.waitForSelector('[data-predict-result][data-live]');
  const rec = JSON.parse((await page.evaluate(() => localStorage.getItem('mm.progress'))) ?? 'null');
  assert(rec?.predictions?.kaiming, `not kept in the browser: ${JSON.stringify(rec)}`);
  assert(await page.isHidden('#storage-note'), 'a note about a platform outside one');
  const notes = await page.$$eval('#url-notes li', (es) => es.map((e) => e.textContent));
  assert(!notes.length, `the launch link's own option is noted: ${notes}`);
  noErrors(page);
  await page.context().close();
});

// The entries of a zip (scorm/zip.js: stored or deflated) -> { path: bytes }.
export function unzip(buf) {
  const out = {};
  const end = buf.length - 22;
  let at = buf.readUInt32LE(end + 16);
  for (let i = 0; i < buf.readUInt16LE(end + 10); i++) {
    const [method, packed, nameLen, local] = [
      buf.readUInt16LE(at + 10),
      buf.readUInt32LE(at + 20),
      buf.readUInt16LE(at + 28),
      buf.readUInt32LE(at + 42),
    ];
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + packed);
    out[name] = method === 8 ? inflateRawSync(raw) : raw;
    at += 46 + nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return out;
}

// A manifest as the browser's XML parser reads it -> { ok, schemaversion, title, parameters, files }
export const readManifest = (page, text) =>
  page.evaluate((xml) => {
    const d = new DOMParser().parseFromString(xml, 'application/xml');
    const one = (tag) => d.getElementsByTagName(tag)[0];
    return {
      ok: !d.getElementsByTagName('parsererror').length,
      schemaversion: one('schemaversion')?.textContent,
      title: one('title')?.textContent,
      parameters: one('item')?.getAttribute('parameters'),
      href: one('resource')?.getAttribute('href'),
      files: [...d.getElementsByTagName('file')].map((f) => f.getAttribute('href')),
    };
  }, text);

test('scorm packages: `npm run build` writes the whole lab as 1.2 and 2004 packages; the embed box downloads one demo that runs in a 2004 player', async ({
  browser,
  base,
}) => {
  const listed = JSON.parse(readFileSync(`${ROOT}dist/package-files.json`, 'utf8'));
  const page = await newPage(browser);
  await page.goto(`${base}?tab=bn-matrix&lang=en`);
  await ready(page, 'bn-matrix');
  for (const [file, schema] of [
    ['makemore-lab-scorm12.zip', '1.2'],
    ['makemore-lab-scorm2004.zip', '2004 4th Edition'],
  ]) {
    const entries = unzip(readFileSync(`${ROOT}dist/${file}`));
    const m = await readManifest(page, entries['imsmanifest.xml'].toString('utf8'));
    assert(
      m.ok && m.schemaversion === schema && /Derin ağlar/.test(m.title),
      `${file}: ${JSON.stringify({ ...m, files: m.files.length })}`,
    );
    assert(
      JSON.stringify(m.files) === JSON.stringify(listed) && listed.every((f) => entries[f]) && listed.includes('index.html'),
      `${file}: files`,
    );
    assert(m.parameters.includes('count=e1%2Ce2%2Ce3%2Ce4%2Ce5'), `${file}: ${m.parameters}`);
  }
  // the embed box: English, predictions required, SCORM 2004; E3 counting is refused (no exercise in
  // this demo), then the package without it
  await page.click('details.snippet > summary');
  await page.selectOption('select[name=embed-predict]', 'require');
  await page.selectOption('select[name=scorm-version]', '2004');
  await page.check('input[name=scorm-count-e3]');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.click('[data-action=scorm-download]');
  const refused = await page.locator('[data-key=scorm-status]').textContent();
  assert(/^E3 cannot count: the “BatchNorm matrix” demo has no exercises/.test(refused) && downloads === 0, `${refused} (${downloads})`);
  await page.uncheck('input[name=scorm-count-e3]');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=scorm-download]')]);
  assert(download.suggestedFilename() === 'makemore-lab-bn-matrix-en-scorm2004.zip', download.suggestedFilename());
  // deflated in the browser (CompressionStream): a standard reader finds every entry whole
  const tested = execFileSync('unzip', ['-t', await download.path()], { encoding: 'utf8' });
  assert(/No errors detected/.test(tested), tested.slice(-300));
  const pkg = unzip(readFileSync(await download.path()));
  assert(Object.values(pkg).reduce((s, b) => s + b.length, 0) > 2 * statSync(await download.path()).size, 'the package is not deflated');
  const m = await readManifest(page, pkg['imsmanifest.xml'].toString('utf8'));
  assert(
    m.ok && m.schemaversion === '2004 4th Edition' && m.title === 'makemore-lab — LayerNorm vs BatchNorm — BatchNorm: every column',
    `manifest: ${JSON.stringify({ ...m, files: m.files.length })}`,
  );
  assert(
    /embed=bn-matrix/.test(m.parameters) &&
      /predict=require/.test(m.parameters) &&
      !/count=/.test(m.parameters) &&
      /scorm=2004/.test(m.parameters) &&
      /lang=en/.test(m.parameters),
    m.parameters,
  );
  assert(
    pkg['index.html'].toString('utf8').replace(`\n    ${PACKAGE_MARK}`, '') === readFileSync(`${ROOT}dist/index.html`, 'utf8') &&
      pkg['index.html'].includes(PACKAGE_MARK),
    "index.html is not the site's with the package's mark",
  );
  noErrors(page);
  await page.context().close();
  // the downloaded package, served as a platform serves it, launched by a 2004 runtime
  const run = await player(browser, base, '2004', { launch: `pkg/${m.href}${m.parameters}`, pkg });
  await ready(run.lab, 'bn-matrix');
  const c = await run.cmi();
  assert(
    `${c.completion_status}/${c.success_status}` === 'incomplete/unknown',
    `the package's first report: ${c.completion_status}/${c.success_status}`,
  );
  noErrors(run.page);
  await run.page.context().close();
});
