// scorm_platform.mjs — the lab inside a platform's player (scorm.mjs's: scorm-again on the top
// window, the lab two frames down), the cases where work was lost or the page misled: the student
// presses F5 inside the player's frame (the first page finished the session on its pagehide, the
// runtime refuses a second initialisation), and a player that initialised the session itself
// before the lab loaded. SCORM 1.2 and 2004 each. And a package's launch page opened outside the
// platform starts no offline worker over the package's folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, test, assert, noErrors, startPreview, ROOT } from './harness.mjs';
import { player, ready, status, interactions } from './scorm.mjs';

const predict = async (lab) => {
  await lab.check('[data-predict] input[type=radio][value="kaiming"]');
  await lab.click('[data-action=reveal]');
  await lab.waitForSelector('[data-predict-result][data-live]');
};
const noteOf = (lab) => lab.$$eval('#storage-note:not([hidden])', (es) => es.map((e) => e.textContent));

for (const v of ['1.2', '2004']) {
  test(`scorm ${v}: F5 inside the player's frame finds the work as it was, and the record the platform holds keeps it`, async ({
    browser,
    base,
  }) => {
    const { page, lab, cmi } = await player(browser, base, v);
    await ready(lab, 'kaiming');
    await predict(lab);
    const kept = (await cmi()).suspend_data;
    assert(kept.includes('kaiming'), `the work not written before the reload: ${kept}`);
    await lab.evaluate(() => location.reload());
    await page.waitForFunction(() => window.__finished >= 1, null, { timeout: 10000 });
    await ready(lab, 'kaiming');
    // the prediction made before the reload is there: the figure revealed, its result shown
    await lab.waitForSelector('[data-predict-result]:not([hidden])', { timeout: 10000 });
    const after = await cmi();
    assert(after.suspend_data.length >= kept.length && after.suspend_data.includes('kaiming'), `the record wiped: ${after.suspend_data}`);
    assert(interactions(after).length === 1, `interactions after the reload: ${JSON.stringify(interactions(after).map((x) => x.id))}`);
    assert(status(after, v) === 'incomplete' || status(after, v) === 'incomplete/unknown', `status after the reload: ${status(after, v)}`);
    const notes = await noteOf(lab);
    if (v === '2004') {
      // the platform closed the session: the page says so once, and that reopening goes on
      assert(notes.length === 1 && /closed this session/.test(notes[0]), `notes: ${JSON.stringify(notes)}`);
    } else assert(!notes.length, `notes where the runtime still takes the work: ${JSON.stringify(notes)}`);
    noErrors(page);
    await page.context().close();
  });

  test(`scorm ${v}: a session the player already initialised: no "not saved" note, the work reaches it, and leaving finishes it`, async ({
    browser,
    base,
  }) => {
    const { page, lab, cmi } = await player(browser, base, v, { preInit: true });
    await ready(lab, 'kaiming');
    await predict(lab);
    assert(!(await noteOf(lab)).length, `a note while the writes succeed: ${JSON.stringify(await noteOf(lab))}`);
    const c = await cmi();
    assert(
      interactions(c)
        .map((x) => x.id)
        .join() === 'kaiming.predict',
      `interactions: ${JSON.stringify(interactions(c))}`,
    );
    assert(c.suspend_data.includes('kaiming'), `suspend_data: ${c.suspend_data}`);
    await page.frame({ url: /scorm-middle/ }).evaluate(() => (document.getElementById('sco').src = 'about:blank'));
    await page.waitForFunction(() => window.__finished === 1, null, { timeout: 10000 });
    const exit = v === '1.2' ? (await cmi()).core.exit : (await cmi()).exit;
    assert(exit === 'suspend', `exit ${exit}`);
    noErrors(page);
    await page.context().close();
  });
}

test('scorm package: its launch page opened on its own ("Open the whole lab ↗") registers no offline worker over the package\'s folder', async ({
  browser,
}) => {
  // the package unpacked as a platform serves it: its files and imsmanifest.xml in one folder
  const dir = mkdtempSync(join(tmpdir(), 'makemore-pkg-'));
  execFileSync('unzip', ['-q', `${ROOT}dist/makemore-lab-scorm12.zip`, '-d', dir]);
  const site = await startPreview(dir);
  try {
    const page = await newPage(browser);
    await page.goto(`${site.base}?tab=kaiming&lang=en`);
    await ready(page, 'kaiming');
    await page.waitForTimeout(6000); // past the page's start of the worker (at the first draw, or 5 s)
    const scopes = await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((rs) => rs.map((r) => r.scope)));
    assert(!scopes.length, `a service worker over the package: ${scopes.join(', ')}`);
    noErrors(page);
    await page.context().close();
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
