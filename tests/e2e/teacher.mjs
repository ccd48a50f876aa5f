// teacher.mjs — the teacher's side (web/src/teacher/, docs/teachers.md), as a teacher and a student
// would go: the builder (?build=1) makes a three-tab Turkish lesson with two counted exercises (a
// count refused while the exercises tab is out of it), downloads its SCORM 1.2 package; the package,
// served as a platform serves it, runs under scorm-again two frames down (scorm.mjs's player): only
// the lesson's tabs in its order, its locked setting disabled, the score, status and interactions the
// runtime gets, a relaunch resumes; the class view reads a report shaped like Moodle's with that
// student's interactions in it. The worksheet and the answer sheet print on A4 (page.pdf, pdftoppm
// for a look), the answer sheet's value the tab's own at the lesson's settings.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { newPage, test, assert, noErrors, OUT } from './harness.mjs';
import { player, unzip, readManifest, ready } from './scorm.mjs';
import { moodleReport } from './moodle_report.mjs';

const LESSON_TABS = ['tanh', 'kaiming', 'exercises'];
const teacherReady = (page) => page.waitForFunction(() => window.__mmReady?.teacher === true, null, { timeout: 60000 });

// The builder: tanh, kaiming, exercises (start out), Turkish, bad = 2.5 locked, E2 and E3 counting,
// mastery 50; the refusal seen while the exercises tab is not in it. -> { page, url (the lesson's link), pkg, m }
async function buildLesson(browser, base) {
  const page = await newPage(browser);
  await page.goto(`${base}?build=1`);
  await teacherReady(page);
  await page.check('input[name=lesson-count-e2]');
  await page.check('input[name=lesson-count-e3]');
  const refusal = await page.textContent('[data-key=lesson-refusal]');
  assert(/E2, E3/.test(refusal) && /Egzersizler sekmesi/.test(refusal), `no refusal: ${refusal}`);
  assert(await page.isHidden('[data-key=lesson-link]'), 'a link offered for a refused lesson');
  await page.uncheck('input[name=lesson-tab-start]');
  await page.check('input[name=lesson-tab-exercises]');
  assert(await page.isHidden('[data-key=lesson-refusal]'), 'still refused with the exercises tab in');
  const order = await page.$$eval('[data-builder-tab].on', (es) => es.map((e) => e.dataset.builderTab));
  assert(JSON.stringify(order) === JSON.stringify(LESSON_TABS), `order ${order}`);
  await page.fill('input[name=bad]', '2,5');
  await page.dispatchEvent('input[name=bad]', 'change');
  await page.check('input[name=lesson-lock-bad]');
  await page.fill('input[name=lesson-mastery]', '50');
  await page.dispatchEvent('input[name=lesson-mastery]', 'change');
  const url = await page.inputValue('[data-key=lesson-link]');
  for (const part of ['lesson=tanh%2Ckaiming%2Cexercises', 'bad=2.5', 'locked=bad', 'count=e2%2Ce3', 'mastery=50'])
    assert(url.includes(part), `${part} not in ${url}`);
  assert(!/lang=/.test(url), `a Turkish lesson names its language: ${url}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=lesson-download]')]);
  assert(download.suggestedFilename() === 'makemore-lab-lesson-tr-scorm12.zip', download.suggestedFilename());
  const pkg = unzip(readFileSync(await download.path()));
  const manifestText = pkg['imsmanifest.xml'].toString('utf8');
  const m = await readManifest(page, manifestText);
  assert(
    m.ok && m.schemaversion === '1.2' && /<adlcp:masteryscore>50</.test(manifestText),
    `manifest ${JSON.stringify({ ...m, files: 0 })}`,
  );
  // the package's launch is the lesson's link and the version the package talks to alone
  const launch = new URLSearchParams(m.parameters);
  assert(launch.get('scorm') === '1.2', `launch ${m.parameters}: no scorm=1.2`);
  launch.delete('scorm');
  const link = new URLSearchParams(new URL(url).search);
  assert(launch.toString() === link.toString(), `launch ${m.parameters} vs link ${new URL(url).search}`);
  await page.screenshot({ path: `${OUT}/teacher-builder-tr.png`, fullPage: true });
  noErrors(page);
  return { page, url, pkg, m };
}

// The student's run: a prediction on each figure tab, E2 failed, E3 passed.
async function studentRun(lab) {
  const tabs = await lab.$$eval('[role=tab]', (es) => es.map((e) => e.dataset.tab));
  assert(JSON.stringify(tabs) === JSON.stringify(LESSON_TABS), `tab bar ${tabs}`);
  assert(await lab.isDisabled('.controls input[name=bad]'), 'the locked setting can be changed');
  assert(!(await lab.$('[data-welcome]')), 'the whole lab’s greeting (“start with tab 1”) in a lesson without that tab');
  const mapTabs = await lab.$$eval('[data-map-tab]', (es) => es.map((e) => e.dataset.mapTab));
  assert(JSON.stringify(mapTabs) === JSON.stringify(LESSON_TABS), `the lesson map's sections: ${mapTabs}`);
  await lab.fill('[data-predict] input[data-guess]', '30');
  await lab.click('[data-action=reveal]');
  await lab.waitForSelector('[data-predict-result][data-live]');
  await lab.click('#tab-kaiming');
  await ready(lab, 'kaiming');
  await lab.check('[data-predict] input[type=radio][value="kaiming"]');
  await lab.click('[data-action=reveal]');
  await lab.waitForSelector('[data-predict-result][data-live]');
  await lab.click('#tab-exercises');
  await ready(lab, 'exercises');
  await lab.fill('input[name=e3-gain]', '1.6667');
  await lab.dispatchEvent('input[name=e3-gain]', 'change');
  for (const [id, verdict] of [
    ['e3', 'pass'],
    ['e2', 'fail'],
  ]) {
    if (id === 'e2') {
      await lab.fill('input[name=e2-multiplier]', '3');
      await lab.dispatchEvent('input[name=e2-multiplier]', 'change');
      await lab.fill('#answer-e2-bad', '50');
      await lab.fill('#answer-e2-kaiming', '50');
    }
    await lab.click(`[data-exercise=${id}] [data-action=check]`);
    await lab.waitForSelector(`[data-exercise=${id}] [data-exercise-result][data-verdict]`, { timeout: 120000 });
    const got = await lab.getAttribute(`[data-exercise=${id}] [data-exercise-result]`, 'data-verdict');
    assert(got === verdict, `${id}: ${got}`);
  }
}

test('teacher: a three-tab Turkish lesson built, packaged, run under scorm-again (score, status, interactions, resume), seen in the class view', async ({
  browser,
  base,
}) => {
  const { page: builderPage, url, pkg, m } = await buildLesson(browser, base);
  await builderPage.context().close();
  const run = await player(browser, base, '1.2', { launch: `pkg/${m.href}${m.parameters}`, pkg });
  await ready(run.lab, 'tanh');
  await studentRun(run.lab);
  let c = await run.cmi();
  assert(
    c.core.lesson_status === 'passed' && Number(c.core.score.raw) === 50,
    `status ${c.core.lesson_status}, score ${JSON.stringify(c.core.score)}`,
  );
  const list = Object.values(c.interactions?.childArray ?? c.interactions ?? {}).filter((x) => x?.id);
  const ids = list.map((x) => `${x.id}:${x.result}`).join(' ');
  assert(ids === 'tanh.predict:wrong kaiming.predict:correct exercises.e3:correct exercises.e2:wrong', `interactions: ${ids}`);
  await run.page.frame({ url: /scorm-middle/ }).evaluate(() => (document.getElementById('sco').src = 'about:blank'));
  await run.page.waitForFunction(() => window.__finished === 1, null, { timeout: 10000 });
  c = await run.cmi();
  noErrors(run.page);
  await run.page.context().close();
  // a relaunch with what the runtime kept: the lesson's exercises tab, E3 passed
  const again = await player(browser, base, '1.2', {
    launch: `pkg/${m.href}${m.parameters}`,
    pkg,
    resume: { core: { entry: 'resume' }, suspend_data: c.suspend_data },
  });
  await ready(again.lab, 'exercises');
  const badge = await again.lab.textContent('[data-exercise=e3] [data-exercise-badge]');
  assert(/geçildi|pass/i.test(badge) || badge.includes('✓'), `E3 not resumed: ${badge}`);
  noErrors(again.page);
  await again.page.context().close();
  // the class view: this student and a classmate, in a report shaped like Moodle's
  const student = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.org',
    attempt: 1,
    score: 50,
    interactions: list.map((x) => ({ id: x.id, response: x.student_response, result: x.result })),
  };
  const mate = {
    name: 'Can Demir',
    email: 'can@example.org',
    attempt: 1,
    score: 100,
    interactions: [
      { id: 'tanh.predict', response: '12.5', result: 'correct' },
      { id: 'kaiming.predict', response: 'neither', result: 'incorrect' }, // the question's earlier form
      { id: 'exercises.e3', response: 'gain=1.6', result: 'correct' },
    ],
  };
  const report = moodleReport([student, mate], { sco: 'makemore-lab dersi' });
  const cls = await newPage(browser);
  await cls.goto(`${url}&build=class`);
  await teacherReady(cls);
  await cls.setInputFiles('#class-file', {
    name: 'course-lesson-20261204_1440-tab_separated.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(report),
  });
  await cls.waitForSelector('.class-out[data-ready]', { timeout: 60000 });
  const status = await cls.textContent('[data-key=class-status]');
  assert(/2 öğrenci/.test(status), status);
  const tanhCounts = await cls.$$eval('[data-class-prompt=tanh] [data-count]', (es) => es.map((e) => Number(e.dataset.count)));
  assert(tanhCounts.reduce((a, b) => a + b, 0) === 2, `tanh's histogram: ${tanhCounts}`);
  assert(await cls.textContent('[data-key=live-tanh]'), "no live answer beside tanh's predictions");
  const kaimingRow = await cls.getAttribute('[data-class-prompt=kaiming] tr[data-option=kaiming] [data-count]', 'data-count');
  assert(kaimingRow === '1', `kaiming's counts: ${kaimingRow}`);
  // the classmate's answer to the question's earlier form is counted in a row of its own, not dropped
  const earlier = await cls.getAttribute('[data-class-prompt=kaiming] tr[data-option=""] [data-count]', 'data-count');
  assert(earlier === '1', `kaiming's answers of the earlier form: ${earlier}`);
  const ex = await cls.$$eval('[data-class-exercise]', (es) =>
    es.map((e) => `${e.dataset.classExercise}:${e.dataset.pass}/${e.dataset.all}`),
  );
  assert(ex.join(' ') === 'e2:0/1 e3:2/2', `pass rates: ${ex}`);
  await cls.screenshot({ path: `${OUT}/teacher-class-tr.png`, fullPage: true });
  noErrors(cls);
  await cls.context().close();
});

// A sheet as Chromium prints it: A4 pages (their size read back from the PDF), one PNG per page to look at.
async function printed(page, name) {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/${name}.pdf`, pdf);
  const sizes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((x) => [
    Number(x[1]),
    Number(x[2]),
  ]);
  assert(
    sizes.length >= 1 && sizes.every(([w, h]) => Math.abs(w - 595.92) < 2 && Math.abs(h - 842.88) < 2),
    `${name}: pages ${JSON.stringify(sizes)}`,
  );
  execFileSync('pdftoppm', ['-png', '-r', '60', `${OUT}/${name}.pdf`, `${OUT}/${name}`]);
  return sizes.length;
}

test('teacher: the worksheet and the answer sheet print on A4, the answers the core’s at the lesson’s settings (tr, en)', async ({
  browser,
  base,
}) => {
  for (const lang of ['tr', 'en']) {
    const lesson = `?v=2&lesson=tanh%2Ckaiming%2Cexercises&bad=2.5&count=e2%2Ce3${lang === 'en' ? '&lang=en' : ''}`;
    const page = await newPage(browser);
    await page.goto(`${base}${lesson}&build=work`);
    await teacherReady(page);
    await page.waitForSelector('[data-sheet=work][data-ready]');
    const prompts = await page.$$eval('[data-prompt]', (es) => es.map((e) => e.dataset.prompt));
    assert(prompts.join(' ') === 'tanh kaiming', `worksheet prompts: ${prompts}`);
    assert(
      (await page.textContent('[data-prompt=tanh] .q')).includes('2,5') === (lang === 'tr'),
      'the question not at the lesson’s setting',
    );
    await printed(page, `teacher-worksheet-${lang}`);
    await page.goto(`${base}${lesson}&build=answers`);
    await teacherReady(page);
    await page.waitForSelector('[data-sheet=answers][data-ready]', { timeout: 120000 });
    const sheetValue = Number(await page.getAttribute('[data-prompt=tanh]', 'data-value'));
    const kaiming = await page.getAttribute('[data-prompt=kaiming]', 'data-value');
    await printed(page, `teacher-answers-${lang}`);
    noErrors(page);
    // the tab itself at the same settings shows the same saturated share
    await page.goto(`${base}?tab=tanh&bad=2.5&predict=off${lang === 'en' ? '&lang=en' : ''}`);
    await ready(page, 'tanh');
    const tabValue = Number(await page.getAttribute('[data-key="sat-bad"]', 'data-value'));
    assert(Number.isFinite(sheetValue) && Math.abs(sheetValue / 100 - tabValue) < 1e-9, `answer sheet ${sheetValue}, tab ${tabValue}`);
    assert(['naive', 'kaiming', 'same'].includes(kaiming), `kaiming's answer ${kaiming}`);
    noErrors(page);
    await page.context().close();
  }
});
