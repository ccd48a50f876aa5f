// chapter.mjs — the parts of the texts the tabs did not answer (run.mjs registers these): beside the
// lesson map, the chapter's closing parts (5.16 summary, 5.20 key concepts, the LayerNorm text's
// "where it helps" and "3 mistakes", 5.19, 5.21, 5.22) in Turkish and English, a key concept opening
// its tab, the "batch size 1" item opening the playground where BatchNorm is refused and LayerNorm
// trains, every link out of the page with rel=noopener; at the end of the BatchNorm tab 5.10 (one
// example's output following its batchmates, live) and 5.11 (each kwarg tied to what shows it);
// the names file's button and file name in the page's language; axe on the new parts.
import AxeBuilder from '@axe-core/playwright';
import { newPage, test, assert, noErrors, OUT } from './harness.mjs';

const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
const PARTS = ['summary', 'cheat', 'layernorm', 'next', 'builder', 'sources'];
const WORDS = {
  tr: [
    '5.16 Bu Dersin Özeti',
    '5.20 Anahtar Kavramlar (Cheat Sheet)',
    'Nerede işe yarar',
    'Bu 3 hatayı yaparsın:',
    '5.19 Sonraki Ders İçin Hazırlık',
    '5.21 ML Builder Bağlantıları',
    '5.22 Karpathy’nin Önerdiği Kaynaklar',
    'Colab notebook',
  ],
  en: [
    '5.16 Summary of this lesson',
    '5.20 Key concepts (cheat sheet)',
    'where it helps',
    'You will make these 3 mistakes:',
    '5.19 Preparing for the next lesson',
    '5.21 ML builder links',
    '5.22 Resources Karpathy recommends',
    'Colab notebook',
  ],
};
const ARXIV = ['https://arxiv.org/abs/1502.01852', 'https://arxiv.org/abs/1502.03167', 'https://arxiv.org/abs/2105.07576'];

// What the chapter box holds, read in one go.
const chapterShape = (page) =>
  page.$eval('#lesson-chapter', (d) => ({
    parts: [...d.querySelectorAll('[data-chapter]')].map((s) => s.dataset.chapter),
    text: d.textContent,
    summary: d.querySelectorAll('[data-chapter=summary] li').length,
    summaryLinked: [...d.querySelectorAll('[data-chapter=summary] li')].every((li) => li.querySelector('a[data-open-tab]')),
    cheat: [...d.querySelectorAll('tr[data-cheat]')].map((tr) => tr.querySelector('a[data-open-tab]')?.dataset.openTab ?? null),
    where: [...d.querySelectorAll('[data-where]')].map((li) => li.querySelectorAll('a[data-open-tab]').length),
    mistakes: [...d.querySelectorAll('[data-mistake]')].map((li) => li.querySelectorAll('a[data-open-tab]').length),
    out: [...d.querySelectorAll('[data-chapter=sources] a')].map((a) => a.href),
  }));

// Every link of the page that leaves it (another origin, or a new browser tab) and lacks rel=noopener.
const openerLinks = (page) =>
  page.$$eval('a[href]', (as) =>
    as
      .filter((a) => (a.target === '_blank' || new URL(a.href).origin !== location.origin) && !a.relList.contains('noopener'))
      .map((a) => a.outerHTML.slice(0, 120)),
  );

async function seriousIn(page, selector) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}`));
}

for (const lang of ['tr', 'en']) {
  test(`chapter ${lang}: summary, key concepts, LayerNorm's uses and mistakes, next lesson, builder links, resources; a key concept opens its tab`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    await page.goto(`${base}?tab=bn-matrix&lang=${lang}&predict=off`);
    await ready(page, 'bn-matrix');
    await page.click('#lesson-chapter > summary');
    const c = await chapterShape(page);
    assert(JSON.stringify(c.parts) === JSON.stringify(PARTS), `parts ${c.parts}`);
    for (const w of WORDS[lang]) assert(c.text.includes(w), `"${w}" is not in the chapter box`);
    assert(
      !/\{\w+\}|chapter\.|undefined|NaN/.test(c.text),
      `a placeholder or a key in the chapter box: ${c.text.match(/.{30}(\{\w+\}|chapter\.|undefined|NaN).{30}/)?.[0]}`,
    );
    assert(c.summary === 9 && c.summaryLinked, `summary: ${c.summary} items, every one linked: ${c.summaryLinked}`);
    assert(c.cheat.length === 12 && c.cheat.every(Boolean), `cheat sheet rows and their tabs: ${c.cheat}`);
    assert(c.where.length === 3 && c.where.every((n) => n >= 1), `"where it helps" items and their links: ${c.where}`);
    assert(c.mistakes.length === 3 && c.mistakes.every((n) => n >= 1), `mistakes and their links: ${c.mistakes}`);
    for (const url of ARXIV) assert(c.out.includes(url), `no link to ${url}: ${c.out}`);
    const opener = await openerLinks(page);
    assert(opener.length === 0, `outside links without rel=noopener: ${opener}`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // the charts follow a resize a moment later: the width is read once they have
      await page.waitForFunction((w) => document.documentElement.scrollWidth <= w, width, { timeout: 15000 }).catch(() => {});
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(wide <= width, `the page is ${wide} px wide at ${width} px with the chapter open`);
      const found = await seriousIn(page, '#lesson-chapter');
      assert(found.length === 0, `axe at ${width} px: ${found.join('\n')}`);
      await page.locator('#lesson-chapter').screenshot({ path: `${OUT}/chapter-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // a key concept opens its tab in this page
    await page.click('tr[data-cheat=kaiming] a');
    await ready(page, 'kaiming');
    assert(new URL(page.url()).searchParams.get('tab') === 'kaiming', `URL after the key concept: ${page.url()}`);
    assert((await page.getAttribute('#tab-kaiming', 'aria-selected')) === 'true', 'the Kaiming tab is not selected');
    noErrors(page);
    await page.context().close();
  });
}

test('chapter: the LayerNorm text\'s "batch size 1" opens the playground where BatchNorm is refused, then LayerNorm trains', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=bn-matrix&predict=off&pg_steps=200`);
  await ready(page, 'bn-matrix');
  await page.click('#lesson-chapter > summary');
  await page.click('[data-where="2"] a[data-open-tab=playground][data-patch*=\'"pg_norm":"batch"\']');
  await page.waitForSelector('#panel .error:not([hidden])', { timeout: 120000 });
  const refusal = await page.textContent('#panel .error');
  assert(refusal.includes('BatchNorm ile Batch boyutu en az 2'), `the refusal: ${refusal}`);
  const q = new URL(page.url()).searchParams;
  assert(q.get('tab') === 'playground' && q.get('pg_batch') === '1' && (q.get('pg_norm') ?? 'batch') === 'batch', `URL ${page.url()}`); // BatchNorm is the default
  assert(
    (await page.inputValue('[name=pg_batch]')) === '1' && (await page.inputValue('[name=pg_norm]')) === 'batch',
    'the controls do not show batch 1, BatchNorm',
  );
  await page.click('[data-where="2"] a[data-open-tab=playground][data-patch*=\'"pg_norm":"layer"\']');
  await ready(page, 'playground');
  assert(
    (await page.inputValue('[name=pg_norm]')) === 'layer' && (await page.inputValue('[name=pg_batch]')) === '1',
    'the controls do not show batch 1, LayerNorm',
  );
  assert(!(await page.isVisible('#panel .error')), 'LayerNorm with batch 1 is refused');
  await page.click('[data-action=play]');
  await page.waitForFunction(() => document.querySelector('[data-key=pg-final]')?.textContent, null, { timeout: 180000 });
  const final = await page.textContent('[data-key=pg-final]');
  assert(/\d,\d{4}/.test(final), `the finished LayerNorm run: ${final}`);
  await page.screenshot({ path: `${OUT}/chapter-batch1-layernorm.png` });
  noErrors(page);
  await page.context().close();
});

const outputs = (page) =>
  page.$$eval('[data-couple-out]', (rs) => Object.fromEntries(rs.map((r) => [r.dataset.coupleOut, JSON.parse(r.dataset.value)])));
const near = (a, b, tol = 1e-3) => a.length === b.length && a.every((v, i) => Math.abs(v - b[i]) <= tol);

test("chapter, batchnorm tab: 5.10 and 5.11 in tr and en; one example's BatchNorm output follows its batchmates, live, its LayerNorm output does not", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=batchnorm&predict=off&bn_steps=10`);
  await ready(page, 'batchnorm');
  await page.waitForSelector('[data-couple-out=bn]');
  const a = await outputs(page); // the text's batch A: the row is the batch's mean
  assert(near(a.bn, [0, 0, 0, 0]) && near(a.ln, [-0.29, 1.2568, -1.4501, 0.4834]), `batch A: ${JSON.stringify(a)}`);
  await page.click('[data-couple-preset=B]');
  await page.waitForFunction(() => !document.querySelector('[data-couple-out=bn]')?.dataset.value.startsWith('[0,'));
  const b = await outputs(page);
  assert(near(b.bn, [-0.4857, 0.508, -1.2868, 1.1112]) && near(b.ln, a.ln, 1e-9), `batch B: ${JSON.stringify(b)}`);
  await page.fill('[data-couple-mate="0,0"]', '7');
  await page.waitForFunction((old) => document.querySelector('[data-couple-out=bn]')?.dataset.value !== old, JSON.stringify(b.bn));
  const c = await outputs(page);
  assert(Math.abs(c.bn[0] - b.bn[0]) > 0.01 && near(c.ln, a.ln, 1e-9), `a batchmate edited: ${JSON.stringify(c)}`);
  const moved = await page.textContent('[data-couple-moved]');
  assert(/BatchNorm [\d,]+.*LayerNorm 0/.test(moved), `the change said: ${moved}`);
  const notes = await page.textContent('[data-bn-notes]');
  for (const w of [
    '5.10 BatchNorm Nereye Oturur',
    'Linear → BatchNorm1d → Tanh',
    'ResNet-50',
    'No one likes this layer',
    '5.11 PyTorch Katman İçleri',
    'track_running_stats=True',
  ])
    assert(notes.includes(w), `"${w}" not in the notes`);
  assert((await page.getAttribute('[data-bn-notes] blockquote', 'lang')) === 'en', 'the quote is not marked English');
  const kwargs = await page.$$eval('[data-kwarg]', (as) => as.map((a) => a.dataset.kwarg));
  for (const k of ['bias', 'eps', 'momentum', 'affine', 'track_running_stats']) assert(kwargs.includes(k), `no link for ${k}: ${kwargs}`);
  await page.click('[data-kwarg=momentum]');
  assert((await page.evaluate(() => document.activeElement?.name)) === 'bn_mom', 'the momentum kwarg does not reach its control');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const found = await seriousIn(page, '[data-bn-notes]');
    assert(found.length === 0, `axe at ${width} px: ${found.join('\n')}`);
    await page.locator('[data-bn-notes]').screenshot({ path: `${OUT}/bn-notes-tr-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.click('button[data-lang=en]');
  await page.waitForFunction(() => window.__mmReady?.batchnorm === true && document.documentElement.lang === 'en');
  await page.waitForSelector('[data-couple-out=bn]');
  const en = await page.textContent('[data-bn-notes]');
  for (const w of ['5.10 Where BatchNorm sits', 'Live: the same example, other batchmates', '5.11 Inside PyTorch’s layers'])
    assert(en.includes(w), `"${w}" not in the English notes`);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.locator('[data-bn-notes]').screenshot({ path: `${OUT}/bn-notes-en-375.png` });
  noErrors(page);
  await page.context().close();
});

test("chapter, names file: a button and the chosen file's name in the page's language, the input reachable as #names-file", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=bn-matrix&predict=off`);
  await ready(page, 'bn-matrix');
  const said = () =>
    page.evaluate(() => [
      document.querySelector('label[for=names-file]')?.textContent,
      document.querySelector('#names-file-name')?.textContent,
    ]);
  const [button, none] = await said();
  assert(button === 'Dosya seç…' && none === 'Dosya seçilmedi', `Turkish: ${button} / ${none}`);
  const box = await (await page.$('#names-file')).boundingBox();
  assert(box.width >= 24 && box.height >= 24, `the input's target is ${box.width}×${box.height}`);
  const good = 'anna bob emma ava liam noah mia zoe leo ida max eva'.split(' ').join('\n');
  await page.setInputFiles('#names-file', { name: 'good.txt', mimeType: 'text/plain', buffer: Buffer.from(good) });
  await page.waitForFunction(() => document.querySelector('#names-file-name')?.textContent === 'Seçilen dosya: good.txt');
  await page.click('button[data-lang=en]');
  await page.waitForFunction(() => document.documentElement.lang === 'en' && window.__mmReady?.['bn-matrix'] === true);
  const [enButton, chosen] = await said();
  assert(enButton === 'Choose a file…' && chosen === 'Chosen file: good.txt', `English: ${enButton} / ${chosen}`);
  await page.click('[data-action=shipped-names]');
  await page.waitForFunction(() => document.querySelector('#names-file-name')?.textContent === 'No file chosen');
  noErrors(page);
  await page.context().close();
});
