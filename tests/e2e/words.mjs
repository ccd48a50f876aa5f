// words.mjs — the browser tests of what the page says (run.mjs registers them): titles, labels and
// explanations follow the settings and the names list, and the lecture's column says when it was
// computed with other settings; no English inside the Turkish page; one number format per
// language; charts that show their point; the embed snippet built from the tab's own settings.
import { readFileSync } from 'node:fs';
import { newPage, test, assert, noErrors, openDetails, OUT, setControl } from './harness.mjs';

const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
async function open(page, base, tab, query = '') {
  await page.goto(`${base}?tab=${tab}&steps=500&pg_steps=300${query}`);
  await ready(page, tab);
}
const text = (page, sel) => page.$eval(sel, (e) => e.textContent);
const num = (page, key) => page.$eval(`[data-key="${key}"]`, (e) => Number(e.dataset.value));
const chartTitles = (page) =>
  page.$$eval('#panel figure.chart', (fs) =>
    fs.map((f) => f.mmChart?.options.plugins.title.text ?? f.querySelector('figcaption')?.textContent ?? ''),
  );
// A names list of `n` distinct letters (a vocabulary of n + 1 with '.'), long enough to split.
const lettersList = (n) =>
  Array.from({ length: 60 }, (_, i) => {
    const a = 'abcdefghijklmnopqrstuvwxyz';
    return [0, 1, 2, 3].map((k) => a[(i * 7 + k * 5) % n]).join('') + a[i % n];
  }).join('\n');
export async function upload(page, name, body) {
  await page.setInputFiles('#names-file', { name, mimeType: 'text/plain', buffer: Buffer.from(body) });
  await page.waitForFunction((n) => document.querySelector('.names-status')?.textContent.includes(n), name);
}

test("words: the bad-init multiplier set with the control reaches the titles, the explanation and the lecture's column", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'tanh');
  assert(!(await page.$('[data-key=lecture-differs]')), "the lecture's settings are flagged as different");
  await setControl(page, 'tanh', 'bad', 2);
  const titles = await chartTitles(page);
  assert(titles.filter((x) => /×2(?![,\d])/.test(x)).length === 2 && !titles.some((x) => x.includes('×5')), `titles: ${titles}`);
  // the explanation speaks of the text's ×5 as the text's; the sentence of the figure names the result's ×2 (the setting as it is held, not ×2,0)
  const ex = await text(page, '.explain');
  assert(ex.includes('metinde kazanç ×5') && !/×2(?![,\d])/.test(ex), `explanation: ${ex}`);
  const rd = await text(page, '[data-key=tanh-reading]');
  assert(/×2(?![,\d])/.test(rd) && !rd.includes('×2,0') && !rd.includes('×5'), `reading: ${rd}`);
  const note = await text(page, '[data-key=lecture-differs]');
  assert(note.includes('5') && note.includes('Kötü init'), `lecture note: ${note}`);
  assert((await page.$$eval('td.lecture.differs', (e) => e.length)) === 3, "the lecture's cells are not greyed");
  noErrors(page);
  await page.context().close();
});

test('words: the Kaiming explanation and the diagnostics explanation follow the layers and the steps', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'kaiming');
  await setControl(page, 'kaiming', 'k_layers', 12);
  const ex = await text(page, '.explain');
  assert(ex.includes('12 Linear') && ex.includes('11 tanh') && !ex.includes('6 katman'), `explanation: ${ex}`);
  // The reading names the second stack's gain, as its legend does: at gain 1 it is no 5/3 stack.
  await open(page, base, 'kaiming', '&k_gain=1');
  const rd = await text(page, '[data-key=kaiming-reading]');
  assert(
    rd.includes('naif init’te (kazanç 1)') && rd.includes('ikinci yığında (kazanç 1;') && !rd.includes('Kaiming’de'),
    `reading: ${rd}`,
  );
  await open(page, base, 'diagnostics', '&lang=en');
  const dx = await text(page, '.explain');
  assert(dx.includes('500 steps each') && !dx.includes('20000'), `diagnostics explanation: ${dx}`);
  const ud = (await chartTitles(page)).find((x) => x.includes('update:data median'));
  assert(ud?.includes('steps 1–500'), `update:data median title: ${ud}`);
  assert((await text(page, '[data-key=lecture-differs]')).includes('20,000'), "the lecture's 20000 steps are not said");
  noErrors(page);
  await page.context().close();
});

test('words: with a 24-character names list the start tab says ln 24, and that the lecture used its own list', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'start');
  await upload(page, 'own24.txt', lettersList(23));
  await ready(page, 'start');
  const label = await page.$eval('[data-key=start-logv]', (e) => e.parentElement.querySelector('th').textContent);
  assert(label.includes('ln 24') && !label.includes('27'), `row label: ${label}`);
  const ex = await text(page, '.explain');
  assert(ex.includes('24 karakterine') && ex.includes('ln 24 ≈ 3,18'), `explanation: ${ex}`);
  assert((await text(page, '[data-key=lecture-differs]')).includes('isim listesi'), 'the other names list is not said');
  noErrors(page);
  await page.context().close();
});

// Every word and number a tab shows: its text (headings with section numbers such as "5.15" left
// out), its charts' titles, legends and tick labels, and its tables.
const shownText = (page) =>
  page.evaluate(() => {
    const body = document.querySelector('#panel .tab-body');
    // A quotation kept in its own language (lang="en", as the text quotes Karpathy) and code (PyTorch's
    // own signatures, written as Python writes them) are not the page's Turkish: left out.
    const words = (e) => {
      const c = e.cloneNode(true);
      c.querySelectorAll('code, [lang="en"]').forEach((x) => x.remove());
      return c.textContent;
    };
    const parts = [...body.querySelectorAll('p, li, td, th, caption, figcaption, label span, option')]
      .filter((e) => !e.closest('[lang="en"], code'))
      .map(words);
    for (const f of body.querySelectorAll('figure.chart')) {
      const c = f.mmChart;
      if (!c) continue;
      parts.push(c.options.plugins.title.text ?? '', ...c.data.datasets.map((d) => d.label ?? ''));
      for (const s of Object.values(c.scales)) parts.push(...s.ticks.map((k) => String(k.label ?? '')));
    }
    return parts;
  });
const ENGLISH = /\b(the|of|and|is|has|would|reduce|must|names|with|rows?|got|about|steps?)\b/i;
const DOT_DECIMAL = /(^|[^\w.])[−-]?\d+\.\d+(?![\w])|\d[eE][−-]?\d/; // 0.5, 1.1e-8, -7,5e-2
const TABS = ['start', 'tanh', 'kaiming', 'batchnorm', 'diagnostics', 'bn-matrix', 'ln-matrix', 'residual', 'playground'];

test('words: the Turkish page has no English sentence and no number written the English way, on any tab', async ({ browser, base }) => {
  const page = await newPage(browser);
  const found = [];
  for (const tab of TABS) {
    await open(page, base, tab, '&steps=100');
    const explanation = await page.$eval('#panel .explain', (e) => e.textContent);
    await openDetails(page);
    for (const s of [...(await shownText(page)), explanation]) {
      if (ENGLISH.test(s.replace(/names\.txt|update:data|train|dev|eval|batch|loss|std|Linear|tanh|BatchNorm\w*|LayerNorm|Kaiming/g, '')))
        found.push(`${tab}: English? ${s}`);
      if (/[[(][^\])]*\d, [−-]?\d/.test(s)) found.push(`${tab}: a list with "," between numbers? ${s}`);
      if (
        DOT_DECIMAL.test(
          s
            .replace(/layers\.\d+\.\w+/g, '')
            .replace(/PyTorch \d+\.\d+/g, 'PyTorch') /* a version, not a decimal */
            .replace(/\b[1-9]\d{0,2}(\.\d{3})+(?![\d,])/g, 'N'),
        )
      )
        found.push(`${tab}: number? ${s}`);
    }
  }
  assert(found.length === 0, `\n${[...new Set(found)].slice(0, 30).join('\n')}`);
  noErrors(page);
  await page.context().close();
});

test('words: a Turkish range note separates its ends with ";" and writes the decimal comma', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'batchnorm', '&bn_mom=0.00001&bn_eps=0');
  const notes = await page.$$eval('#url-notes li', (li) => li.map((e) => e.textContent));
  assert(
    notes.some((n) => n.includes('[0,0001; 1]') && n.includes('0,0001 olarak değiştirildi')),
    `notes: ${notes}`,
  );
  // eps: the value used (10⁻¹²) and the range the link is held to, not "[0; 1]; 0" (issue 34)
  assert(
    notes.some((n) => n.includes('bn_eps=0') && n.includes('[1·10⁻¹²; 1]') && n.includes('1·10⁻¹² olarak değiştirildi')),
    `notes: ${notes}`,
  );
  noErrors(page);
  await page.context().close();
});

// [{ title, datasets: [{ label, order, color, guide }], y: { min, max }, legend, xTitle }] of the tab's charts.
const charts = (page) =>
  page.$$eval('#panel figure.chart', (fs) =>
    fs
      .filter((f) => f.mmChart)
      .map((f) => {
        const c = f.mmChart;
        return {
          title: c.options.plugins.title.text,
          legend: c.options.plugins.legend.display,
          xTitle: c.options.scales.x.title.text,
          legendItems: (c.legend?.legendItems ?? []).map((i) => i.text),
          y: { min: c.scales.y.min, max: c.scales.y.max },
          datasets: c.data.datasets.map((d) => ({
            label: d.label,
            order: d.order ?? 0,
            color: d.borderColor,
            max: Math.max(...d.data.map((p) => (typeof p === 'number' ? p : p?.y)).filter(Number.isFinite)),
          })),
        };
      }),
  );

test('words: charts show their point (key series on top, shared scales, grouped update:data, padded guides, matrix axes)', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'batchnorm');
  const mean = (await charts(page)).find((c) => c.title.startsWith('Ortalama'));
  const [batch, running, whole] = mean.datasets;
  assert(
    batch.order > running.order && batch.order > whole.order,
    `the noisy batch line is drawn over the key ones: ${JSON.stringify(mean.datasets)}`,
  );
  await open(page, base, 'tanh');
  const [bad, kaiming] = await charts(page);
  assert(bad.y.max === kaiming.y.max, `the two histograms have different y scales: ${bad.y.max} vs ${kaiming.y.max}`);
  await open(page, base, 'residual');
  const norms = (await charts(page)).find((c) => c.datasets.some((d) => d.label === '√16 = 4'));
  assert(norms.y.max - 4 >= 0.05 * (norms.y.max - norms.y.min), `the √16 line sits on the border: y ${norms.y.min}..${norms.y.max}`);
  await open(page, base, 'bn-matrix');
  const std = (await charts(page))[0];
  assert(std.xTitle === 'sütun', `the matrix chart's x axis says "${std.xTitle}" under column numbers`);
  assert(std.y.max > Math.max(...std.datasets.map((d) => d.max)) * 1.03, `the std = 1 line or a bar on the border: ${std.y.max}`);
  await open(page, base, 'diagnostics', '&steps=100');
  const ud = (await charts(page)).find((c) => c.title.startsWith('update:data, '));
  const lines = ud.datasets.filter((d) => /^L\d+ /.test(d.label) || d.label === 'C');
  assert(ud.legend, 'the update:data chart has no legend');
  assert(new Set(lines.map((d) => d.color)).size === 7 && lines.length === 19, `colours: ${lines.map((d) => `${d.label} ${d.color}`)}`);
  assert(
    ud.datasets.some((d) => d.label.startsWith('−3')),
    'no −3 guide',
  );
  assert(ud.legendItems.length === 8 && ud.legendItems.includes('L6'), `legend: one entry per layer and the guide: ${ud.legendItems}`);
  noErrors(page);
  await page.context().close();
});

test('words: the explanations say what the live figure shows, and follow it when a control moves it', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'tanh');
  const ex = await text(page, '.explain');
  // the text's "spread out around 0" quoted as the text's; how much sits at ±1 and on the slope is the reading's
  assert(ex.includes('“0 civarında yayılmış') && !ex.includes('U biçimli'), `tanh explanation: ${ex}`);
  const satK = await page.$eval('[data-key=sat-kaiming]', (e) => e.textContent);
  const read = await text(page, '[data-key=tanh-reading]');
  assert(read.includes(satK), `the reading (${read}) does not say the drawn Kaiming saturation ${satK}`);
  assert(read.includes('eğimli bölgede'), `the reading (${read}) does not say how much sits on the slope`);
  await open(page, base, 'residual');
  const rx = await text(page, '.explain');
  assert(!rx.includes('zayıflatmadan') && rx.includes('büyü'), `residual explanation: ${rx}`);
  const grow = await text(page, '[data-key=residual-reading]');
  const r5 = await page.$eval('[data-key=res-5]', (e) => e.textContent),
    r50 = await page.$eval('[data-key=res-50]', (e) => e.textContent);
  assert(grow.includes(r5) && grow.includes(r50) && grow.includes('büyüyor'), `residual reading: ${grow} (${r5}, ${r50})`);
  await setControl(page, 'residual', 'r_std', 0.05); // small sublayers: the growth stops, and the words say so
  const flat = await text(page, '[data-key=residual-reading]');
  assert(!flat.includes('büyüyor') && flat.includes('kararlı'), `residual reading at std 0.05: ${flat}`);
  assert((await text(page, '.explain')).includes('0,05'), 'the explanation does not name the sublayer std');
  noErrors(page);
  await page.context().close();
});

test("words 24.7: the residual reading says vanishing, growing or exploding by the core's rule on the live norms, and no paragraph says otherwise", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'residual', '&lang=en');
  // the plain stack's part of the reading (before "with residual": that stack has its own verdict)
  const plainPart = async () => (await text(page, '[data-key=residual-reading]')).split(/with residual/i)[0];
  // the text's setting, std 0.2: 0.505 -> 1.23e-6 without the identity path
  let read = await plainPart();
  assert(read.includes('vanishing') && !read.includes('exploding'), `std 0.2: ${read}`);
  // the text's residual stack, 9.21 -> 448: "healthy (even large)" in the text, so never "exploding" here
  const whole0 = await text(page, '[data-key=residual-reading]');
  assert(/With residual .*: growing, not exploding/.test(whole0), `std 0.2, with residual: ${whole0}`);
  await setControl(page, 'residual', 'r_std', 0.5); // 2.63 -> 91.8: the plain stack's gradient grows
  const p5 = await num(page, 'plain-5'),
    p50 = await num(page, 'plain-50');
  assert(p50 > 10 * p5, `at std 0.5 the plain norm should grow more than 10-fold: ${p5} -> ${p50}`);
  read = await plainPart();
  assert(read.includes('growing') && !read.includes('vanishing'), `std 0.5 (${p5} -> ${p50}): ${read}`);
  // at std 1.5 both stacks grow more than 1000-fold: the rule is said once, the residual one's verdict refers back to it
  await setControl(page, 'residual', 'r_std', 1.5);
  const whole = await text(page, '[data-key=residual-reading]');
  assert(
    whole.split('-fold from the shallowest depth').length === 2 && whole.includes('exploding as well.'),
    `the rule said twice, or the residual verdict not said, at std 1.5: ${whole}`,
  );
  const ex = await text(page, '.explain');
  assert(!ex.includes('all but vanishes'), `a static paragraph says the gradient vanishes whatever the std: ${ex}`);
  noErrors(page);
  await page.context().close();
});

test("words 24.9: the BatchNorm tab calls hpreact wide or shifted only when the core's rule says so", async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'batchnorm', '&lang=en&bn_bad=1&bn_steps=10');
  const std1 = await num(page, 'hpreact-std');
  assert(std1 > 1.5 && std1 < 1.8, `hpreact std at ×1: ${std1}`);
  const ex = await text(page, '.explain');
  assert(!ex.includes('wide and shifted'), `×1 (hpreact std ${std1}) called wide and shifted: ${ex}`);
  let read = (await page.$('[data-key=batchnorm-reading]')) ? await text(page, '[data-key=batchnorm-reading]') : '';
  assert(read.includes('of healthy width') && !/hpreact[^.]*: wide/.test(read), `×1 (hpreact std ${std1}) reading: "${read}"`);
  await setControl(page, 'batchnorm', 'bn_bad', 3);
  read = await text(page, '[data-key=batchnorm-reading]');
  assert(/hpreact has mean [^:]*: wide \(std > 3\)/.test(read), `×3 (std ${await num(page, 'hpreact-std')}) reading: ${read}`);
  await page.goto(`${base}?tab=batchnorm&bn_bad=1&bn_steps=10`);
  await ready(page, 'batchnorm');
  read = await text(page, '[data-key=batchnorm-reading]');
  assert(read.includes('sağlıklı genişlikte') && !read.includes('geniş (std'), `×1, Turkish: ${read}`);
  noErrors(page);
  await page.context().close();
});

test('words 24.10: each lecture value on the residual tab says whether the text prints it or its code gives it', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'residual', '&lang=en');
  // the text prints only the depth-50 norms (1.23e-06, 448); the rest are its code's
  const kinds = await page.$$eval('table.compare tbody tr', (rows) =>
    Object.fromEntries(rows.map((r) => [r.querySelector('td.ours').dataset.key, r.querySelector('td.lecture').dataset.kind])),
  );
  const want = { 'plain-5': 'code', 'plain-20': 'code', 'plain-50': 'printed', 'res-5': 'code', 'res-20': 'code', 'res-50': 'printed' };
  for (const [k, v] of Object.entries(want)) assert(kinds[k] === v, `lecture value ${k}: ${kinds[k]}, not ${v} (${JSON.stringify(kinds)})`);
  assert(kinds['post-0'] === 'code' && kinds['post-last'] === 'code', `post-norm lecture values: ${JSON.stringify(kinds)}`);
  const head = await text(page, 'table.compare thead th:last-child');
  assert(!head.includes('Lecture (printed in the text)') && head.includes('*'), `the lecture column's header: ${head}`);
  const cell = await page.$eval('[data-key=plain-5]', (e) => e.parentElement.querySelector('td.lecture').textContent);
  assert(cell.endsWith('*'), `the re-run value 0.505 is not marked: ${cell}`);
  const printed = await page.$eval('[data-key=plain-50]', (e) => e.parentElement.querySelector('td.lecture').textContent);
  assert(!printed.includes('*'), `the printed value is marked as re-run: ${printed}`);
  const note = await text(page, '[data-key=lecture-kind]');
  assert(note.includes('re-run') && note.includes('*'), `no note on the marked values: ${note}`);
  await page.goto(`${base}?tab=residual`);
  await ready(page, 'residual');
  const tr = await text(page, '[data-key=lecture-kind]');
  assert(tr.includes('yeniden çalıştırılınca'), `Turkish note: ${tr}`);
  noErrors(page);
  await page.context().close();
});

test('words 24.10: the tanh and Kaiming tabs mark the lecture values its code gives (the dead count, the first layer’s std)', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'tanh', '&lang=en');
  const dead = await page.$eval('[data-key=dead]', (e) => e.parentElement.querySelector('td.lecture'));
  const deadKind = await page.$eval('[data-key=dead]', (e) => e.parentElement.querySelector('td.lecture').dataset.kind);
  const deadText = await page.$eval('[data-key=dead]', (e) => e.parentElement.querySelector('td.lecture').textContent);
  assert(dead && deadKind === 'code' && deadText.endsWith('*'), `the dead-neuron count (drawn, not printed): ${deadKind} "${deadText}"`);
  const sat = await page.$eval('table.compare tbody tr td.lecture', (e) => e.dataset.kind);
  assert(sat === 'printed', `the saturated share (printed in Exercise 2): ${sat}`);
  assert((await text(page, '[data-key=lecture-kind]')).includes('*'), 'the tanh tab does not say what the mark means');
  await open(page, base, 'kaiming', '&lang=en');
  for (const key of ['naive-last', 'kaiming-last']) {
    const cell = await page.$eval(`[data-key=${key}]`, (e) => e.parentElement.querySelector('td.lecture').textContent);
    assert(/^\d\.\d{3} \* → \d\.\d{3}$/.test(cell), `${key}: the first std is the code's, the last printed: "${cell}"`);
  }
  const head = await text(page, 'table.compare thead th:last-child');
  assert(head.includes('*'), `the Kaiming lecture column's header: ${head}`);
  noErrors(page);
  await page.context().close();
});

test("words: a value that is changed is said to be changed, a typed √2 is read and abc refused, and a link's notes name the page's own keys", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'ln-matrix', '&seed=1.5&lm=1e7,1;2,3&lr=0.5&n_hidden=10');
  const notes = (await page.$$eval('#url-notes li', (li) => li.map((e) => e.textContent))).join('\n');
  assert(/“seed=1\.5”.*tam sayı.*\b2\b/.test(notes), `no note on the rounded seed:\n${notes}`);
  assert(
    /“lm=1e7,1;2,3”.*aralığının dışında/.test(notes) && !/lm=.*okunamadı/.test(notes),
    `the big matrix value is called unreadable:\n${notes}`,
  );
  assert(/“lr”.*pg_lr \(Öğrenme oranı\)/.test(notes) && /“n_hidden”.*pg_width \(Gizli genişlik\)/.test(notes), `no page keys:\n${notes}`);
  await open(page, base, 'tanh');
  await setControl(page, 'tanh', 'bad', 0.05);
  const note = await text(page, '[data-key=control-note]');
  assert(note.includes('0,05') && note.includes('0,1') && note.includes('değiştirildi'), `control note: ${note}`);
  assert((await page.inputValue('input[name=bad]')) === '0,1', "the box does not show the value used (in the page's decimal comma)");
  // The Kaiming gain typed as the text writes it (at 1280 px): √2 is read and kept as 1.41421; a
  // text that is no number is refused with a sentence saying what can be typed, and changes nothing.
  for (const lang of ['tr', 'en']) {
    await open(page, base, 'kaiming', `&lang=${lang}`);
    const box = 'input[data-number][name="k_gain"]';
    await typeInto(page, box, '√2');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('k_gain') === '1.41421');
    const kept = await text(page, '[data-key=control-note]');
    assert(
      (await page.inputValue(box)) === (lang === 'tr' ? '1,41421' : '1.41421') && !/dışında|outside/.test(kept) && /√2/.test(kept),
      `√2 (${lang}): the box shows ${await page.inputValue(box)}, the note says ${kept}`,
    );
    await typeInto(page, box, 'abc');
    const refused = await page.$eval(box, (e) => ({
      invalid: e.getAttribute('aria-invalid'),
      value: e.value,
      msg: document.getElementById(e.getAttribute('aria-describedby'))?.textContent ?? '',
      shown: !document.getElementById(`${e.id}-msg`).hidden,
    }));
    assert(
      refused.invalid === 'true' &&
        refused.shown &&
        refused.value === 'abc' &&
        /“abc”/.test(refused.msg) &&
        ['5/3', '√2', 'sqrt(2)', '1·10⁻³'].every((f) => refused.msg.includes(f)) &&
        param(page, 'k_gain') === '1.41421',
      `abc (${lang}) is not refused with the forms, or changed the gain: ${JSON.stringify(refused)}, k_gain=${param(page, 'k_gain')}`,
    );
    // the slider's mark sets a number in the box: the refusal does not stay beside it
    await page.click('input[data-slider="k_gain"] ~ .slider-marks .slider-mark:has-text("5/3")');
    const after = await page.$eval(box, (e) => ({
      invalid: e.getAttribute('aria-invalid'),
      hidden: document.getElementById(`${e.id}-msg`).hidden,
    }));
    assert(after.invalid === null && after.hidden, `after the 5/3 mark (${lang}) the refusal stays: ${JSON.stringify(after)}`);
  }
  noErrors(page);
  await page.context().close();
});

test("words: the embed snippet is built live from the tab's own settings; an embedded demo links to the whole lab; a locked matrix invites no edit", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'tanh');
  await setControl(page, 'tanh', 'bad', 2);
  const code = await page.inputValue('#embed-iframe');
  const sized = await page.inputValue('#embed-code');
  assert(
    sized.includes('data-makemore-lab="tanh"') && /data-settings="[^"]*bad=2/.test(sized),
    `sized snippet after the control: ${sized}`,
  );
  assert(code.includes('embed=tanh') && code.includes('bad=2'), `snippet after the control: ${code}`);
  assert(!/steps=|pg_steps/.test(code), `the snippet carries other tabs' settings: ${code}`);
  await page.goto(`${base}?tab=bn-matrix&bad=3&pg_lr=0.2&bvar=unbiased`);
  await ready(page, 'bn-matrix');
  const bm = await page.inputValue('#embed-iframe');
  assert(bm.includes('bvar=unbiased') && !bm.includes('bad=') && !bm.includes('pg_lr'), `bn-matrix snippet: ${bm}`);
  await page.goto(`${base}?embed=bn-matrix&lock=1&bad=3`);
  await ready(page, 'bn-matrix');
  assert(!(await page.$('#embed-code')), 'an embedded demo shows the snippet');
  const href = await page.$eval('a.whole-lab', (a) => a.href);
  assert(
    href.includes('tab=bn-matrix') && !href.includes('embed') && !href.includes('lock') && !href.includes('bad='),
    `whole-lab link: ${href}`,
  );
  const body = await text(page, '#panel');
  assert(!body.includes('düzenlenebilir') && !body.includes('Bir hücreyi değiştir'), 'a locked matrix invites edits');
  noErrors(page);
  await page.context().close();
});

test("words: arrowing onto the diagnostics tab starts no minute-long run; a new run marks the previous run's table", async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'batchnorm', '&steps=100');
  await page.focus('#tab-batchnorm');
  await page.keyboard.press('ArrowRight'); // onto diagnostics
  await page.waitForFunction(() => document.querySelector('#panel .status')?.textContent.includes('▶'));
  await page.waitForTimeout(1500);
  assert(!(await page.isVisible('.progress')), 'the four runs started on arrowing');
  await page.click('[data-action=run]');
  await ready(page, 'diagnostics');
  assert(await page.$('[data-key=dev-0]'), 'no table after the run');
  await page.evaluate(() => {
    window.__mmReady.diagnostics = false;
  });
  // a longer second run, so it is still going when the page is looked at and cancelled
  await page.$eval('#panel input[name=steps]', (e) => {
    e.value = '20000';
    e.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.click('[data-action=run]');
  const mark = await page.waitForSelector('[data-key=previous-run]', { timeout: 10000 }).then((e) => e.textContent());
  assert(mark.includes('Önceki koşu'), `previous-run mark: ${mark}`);
  assert(await page.$('[data-key=dev-0]'), "the previous run's table is gone while the new run goes");
  await page.click('.progress button'); // cancel: the previous numbers stay, still marked
  await page.waitForFunction(() => document.querySelector('#panel .status')?.textContent.includes('İptal'));
  assert(await page.$('[data-key=previous-run]'), 'the mark is lost on cancel');
  noErrors(page);
  await page.context().close();
});

test('words: arrow keys move between matrix cells (Enter computes), and a skip link jumps to the tab', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'bn-matrix');
  await page.focus('[data-cell="0,0"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const at = await page.evaluate(() => document.activeElement.dataset.cell);
  assert(at === '1,1', `focus at ${at}, expected 1,1`);
  assert(
    (await page.inputValue('[data-cell="0,0"]')) === '1' && (await page.inputValue('[data-cell="1,1"]')) === '4',
    'an arrow key changed a number',
  );
  await page.fill('[data-cell="1,1"]', '40');
  await page.evaluate(() => {
    window.__mmReady['bn-matrix'] = false;
  });
  await page.keyboard.press('Enter');
  await ready(page, 'bn-matrix');
  assert((await page.evaluate(() => document.activeElement.dataset.cell)) === '2,1', 'Enter does not move down');
  await page.goto(`${base}?tab=start`);
  await ready(page, 'start');
  await page.keyboard.press('Tab');
  assert((await page.evaluate(() => document.activeElement.className)) === 'skip-link', 'the first Tab does not reach the skip link');
  await page.keyboard.press('Enter');
  assert((await page.evaluate(() => document.activeElement.id)) === 'panel', 'the skip link does not reach the tab');
  noErrors(page);
  await page.context().close();
});

test('words: an uploaded names list survives a reload, with a way back to the shipped list', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'start');
  await upload(page, 'own24.txt', lettersList(23));
  await page.reload();
  await ready(page, 'start');
  const status = await text(page, '.names-status');
  assert(status.includes('own24.txt') && status.includes('önceki ziyaretinde'), `after the reload: ${status}`);
  assert(
    (await page.$eval('[data-key=start-logv]', (e) => e.parentElement.textContent)).includes('ln 24'),
    'the figures do not use the kept list',
  );
  await page.evaluate(() => {
    window.__mmReady.start = false;
  });
  await page.click('[data-action=shipped-names]');
  await page.waitForFunction(() => document.querySelector('.names-status')?.textContent.startsWith('names.txt'));
  await ready(page, 'start');
  await page.reload();
  await ready(page, 'start');
  assert((await text(page, '.names-status')).startsWith('names.txt'), 'the shipped list is not back after a reload');
  assert(!(await page.isVisible('[data-action=shipped-names]')), 'the way back is offered with the shipped list in use');
  noErrors(page);
  await page.context().close();
});

test('words: a Turkish names list is taken, and the model samples Turkish names back', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'start');
  const list = readFileSync(new URL('../reference/names_tr.txt', import.meta.url), 'utf8');
  await upload(page, 'isimler.txt', list);
  const status = await text(page, '.names-status');
  assert(/isimler\.txt: 4\d isim/.test(status), `names status: ${status}`);
  assert(!(await page.isVisible('footer .error')), `refused: ${await text(page, 'footer .error')}`);
  await ready(page, 'start');
  const V = Number(/(\d+) karakterlik/.exec(status)[1]);
  assert((await text(page, '.explain')).includes(`ln ${V} ≈`), 'the explanation does not use the Turkish vocabulary');
  await open(page, base, 'playground', '&pg_steps=300'); // the kept list is in use after the reload
  await page.click('[data-action=play]');
  await page.waitForFunction(() => document.querySelector('[data-key=pg-final]')?.dataset.value, null, { timeout: 180000 });
  const samples = await page.$$eval('[data-key=pg-samples] li', (li) => li.map((e) => e.textContent));
  assert(samples.some((n) => /[çğıöşü]/.test(n)) && !samples.some((n) => /[ÇĞİÖŞÜI�]/.test(n)), `samples: ${samples}`);
  noErrors(page);
  await page.context().close();
});

test('words: the playground says what goes wrong, live, in Turkish, and the run goes on', async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'playground', '&pg_lr=0.0001&pg_fix=0&pg_norm=none&pg_steps=400');
  await page.click('[data-action=play]');
  const li = await page.waitForSelector('[data-key=pg-warnings] li[data-kind=not_learning]', { timeout: 120000 });
  const said = await li.textContent();
  assert(
    /300\. adım/.test(said) && said.includes('ln V') && said.includes('“Öğrenme oranı”') && said.includes('0,0001'),
    `warning: ${said}`,
  );
  await page.waitForFunction(() => document.querySelector('[data-key=pg-final]')?.dataset.value, null, { timeout: 180000 });
  assert((await text(page, '[data-key=pg-status]')).includes('400 / 400'), 'the run stopped at the warning');
  noErrors(page);
  await page.context().close();
});

// Types into a number field as a student does in a Turkish browser: click, select what is there,
// type the keys, leave the field (Tab).
async function typeInto(page, selector, keys, leave = 'Tab') {
  await page.click(selector);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(keys);
  await page.keyboard.press(leave);
}
const param = (page, name) => new URL(page.url()).searchParams.get(name);

test('typed numbers: a decimal comma typed in a tr-TR browser is a decimal comma in every kind of number field', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser, undefined, { locale: 'tr-TR' });
  // A tab's setting: the tanh tab's bad-init multiplier.
  await open(page, base, 'tanh');
  assert((await page.getAttribute('input[name=bad]', 'inputmode')) === 'decimal', 'the setting field is no decimal field');
  await page.evaluate(() => {
    window.__mmReady.tanh = false;
  });
  await typeInto(page, 'input[name=bad]', '2,5');
  await ready(page, 'tanh');
  assert(param(page, 'bad') === '2.5', `"2,5" reached the settings as ${param(page, 'bad')}`);
  assert((await page.inputValue('input[name=bad]')) === '2,5', `the box shows ${await page.inputValue('input[name=bad]')}`);
  assert((await text(page, '#panel')).includes('×2,5'), 'the tab does not say ×2,5');
  await typeInto(page, 'input[name=bad]', '2,5,1');
  const refused = await page.$eval('input[name=bad]', (e) => ({
    invalid: e.getAttribute('aria-invalid'),
    msg: document.getElementById(e.getAttribute('aria-describedby'))?.textContent ?? '',
  }));
  assert(
    refused.invalid === 'true' &&
      /“2,5,1”/.test(refused.msg) &&
      refused.msg.includes('2,5 · 2.5 · 5/3 · √2 · 1e-3') &&
      refused.msg.includes(
        await page.$eval(
          'input[name=bad]',
          (e) => (e.closest('label') ?? document.querySelector(`label[for="${e.id}"]`)).querySelector('span').textContent,
        ),
      ),
    `"2,5,1" is not refused with the field's name and the forms: ${JSON.stringify(refused)}`,
  );
  assert(param(page, 'bad') === '2.5', 'a refused value changed the setting');
  await typeInto(page, 'input[name=bad]', '1.000,5');
  assert((await page.getAttribute('input[name=bad]', 'aria-invalid')) === 'true', '"1.000,5" is read');
  await page.click('input[name=bad]');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  const empty = await page.$eval('input[name=bad]', (e) => document.getElementById(`${e.id}-msg`).textContent);
  assert(/boş kalamaz/.test(empty) && param(page, 'bad') === '2.5', `an emptied field: ${empty}, bad=${param(page, 'bad')}`);

  // The prediction box: "60,2" is sixty point two, and how far it was is said in percentage points.
  await typeInto(page, '[data-predict] input[data-guess]', '60,2');
  await page.click('[data-action=reveal]');
  await page.waitForSelector('[data-predict-result][data-guess]');
  const guessed = await page.$eval('[data-predict-result]', (e) => ({ guess: e.dataset.guess, text: e.textContent }));
  assert(guessed.guess === '60.2' && /Fark: [\d,]+ yüzde puan/.test(guessed.text), `the prediction: ${JSON.stringify(guessed)}`);

  // The playground's learning rate.
  await open(page, base, 'playground');
  await typeInto(page, 'input[name=pg_lr]', '0,05');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('pg_lr') === '0.05');
  assert((await page.inputValue('input[name=pg_lr]')) === '0,05', 'the playground box does not show 0,05');

  // A matrix cell (Enter computes).
  await open(page, base, 'bn-matrix');
  await page.evaluate(() => {
    window.__mmReady['bn-matrix'] = false;
  });
  await typeInto(page, '[data-cell="1,1"]', '2,5', 'Enter');
  await ready(page, 'bn-matrix');
  assert((await page.getAttribute('[data-cell="1,1"]', 'aria-invalid')) === 'false', 'the cell refused 2,5');
  assert(/2\.5/.test(decodeURIComponent(page.url())), `the matrix in the link has no 2.5: ${page.url()}`);

  // The exercises: E2's multiplier, E3's gain as a fraction, an answer box.
  await open(page, base, 'exercises');
  await typeInto(page, 'input[name=e2-multiplier]', '2,5');
  await page.waitForFunction(() =>
    /×2,5/.test(document.querySelector('[data-exercise=e2] figure.chart')?.mmChart?.data.datasets[0].label ?? ''),
  );
  await typeInto(page, 'input[name=e3-gain]', '5/3');
  await page.waitForFunction(() =>
    /kazanç 1,667/.test(document.querySelector('[data-exercise=e3] figure.chart')?.mmChart?.data.datasets[0].label ?? ''),
  );
  await page.click('[data-exercise=e3] [data-action=check]');
  await page.waitForSelector('[data-exercise=e3] [data-exercise-result][data-verdict]', { timeout: 120000 });
  const e3 = await page.$eval('[data-exercise=e3] [data-exercise-result]', (e) => ({ verdict: e.dataset.verdict, text: e.textContent }));
  assert(e3.verdict === 'pass' && e3.text.includes('1,667'), `E3 with 5/3: ${JSON.stringify(e3)}`);
  await typeInto(page, 'input[name=e3-gain]', '12');
  const note = await page.$eval('input[name=e3-gain]', (e) => document.getElementById(`${e.id}-msg`).textContent);
  assert(
    (await page.inputValue('input[name=e3-gain]')) === '10' && note.includes('12') && note.includes('10'),
    `12 clamped without a word: ${note}`,
  );
  await typeInto(page, '#answer-e2-bad', '79,1');
  assert((await page.inputValue('#answer-e2-bad')) === '79,1', 'the answer box lost the comma');
  noErrors(page);
  await page.context().close();
});

// Click and see why: an output value of the matrix writes its arithmetic out with the core's numbers.
for (const [tab, lang, extra] of [
  ['bn-matrix', 'tr', ''],
  ['bn-matrix', 'en', '&bvar=unbiased'],
  ['ln-matrix', 'en', ''],
]) {
  test(`click a matrix value (${tab}, ${lang}${extra}): its arithmetic, written out, is the core's and gives the value back`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    await page.goto(`${base}?tab=${tab}&lang=${lang}&predict=off${extra}`);
    await page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
    await page.click('[data-out="1,2"]');
    const a = await page.$eval('[data-key=cell-arith]', (e) => ({ ...e.dataset, text: e.textContent, hidden: e.hidden }));
    const [x, mean, v, eps, y, div] = ['x', 'mean', 'var', 'eps', 'y', 'div'].map((k) => Number(a[k]));
    const values = a.values.split(' ').map(Number);
    const sum = values.reduce((s, q) => s + q, 0);
    const ss = values.reduce((s, q) => s + (q - sum / values.length) ** 2, 0);
    assert(
      !a.hidden && Math.abs(mean - sum / values.length) < 1e-9 && Math.abs(v - ss / div) < 1e-9 * Math.max(1, v),
      `statistics ${JSON.stringify(a)}`,
    );
    assert(Math.abs((x - mean) / Math.sqrt(v + eps) - y) < 1e-9 && eps === 1e-5, `x̂ ${JSON.stringify(a)}`);
    assert(div === (extra ? values.length - 1 : values.length), `divisor ${div} for ${values.length} values`);
    const shownY = await page.$eval('[data-out="1,2"]', (b) => b.textContent);
    assert(
      a.text.includes(shownY) && (lang === 'tr' ? /Satır 2, sütun 3/.test(a.text) : /Row 2, column 3/.test(a.text)),
      `text: ${a.text}`,
    );
    if (lang === 'tr') assert(/Sütun 3’ün değerleri/.test(a.text) && /3’e bölünür/.test(a.text), `Turkish endings: ${a.text}`);
    if (extra) {
      // no column is constant: the explanation names the divisor the core used, not a constant column
      const why = await page.textContent('#panel .matrix-out ~ .status');
      assert(/B − 1/.test(why) && !/constant/.test(why), `the reason given for stds of ${a.div}/${values.length}: ${why}`);
    }
    await page.screenshot({ path: `${OUT}/arith-${tab}-${lang}.png`, fullPage: true });
    noErrors(page);
    await page.context().close();
  });
}

// Click and see why: a neuron of the dead-neuron map writes out its |h| on every row, the rule that
// makes it dead or not, and the gradient the core's autograd gives it in that batch.
for (const lang of ['tr', 'en']) {
  test(`click a neuron of the dead-neuron map (${lang}): its |h| are the core's, the verdict is the rule's, a dead one gets ~0 gradient`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    await open(page, base, 'tanh', `&lang=${lang}&predict=off`);
    const map = await page.$eval('#panel figure.chart:has(canvas.heatmap)', (f) => f.mmHeat);
    const H = map.rows[0].length;
    const dead = map.framed[0];
    const live = [...Array(H).keys()].find((j) => !map.framed.includes(j));
    assert(dead !== undefined && live !== undefined, `framed ${map.framed}`);
    const clickColumn = async (j) => {
      await page.locator('canvas.heatmap').scrollIntoViewIfNeeded();
      const box = await page.locator('canvas.heatmap').boundingBox();
      const w = await page.$eval('canvas.heatmap', (c) => c.width);
      const cell = (w - 4) / H;
      await page.mouse.click(box.x + ((2 + (j + 0.5) * cell) * box.width) / w, box.y + box.height / 2);
    };
    const why = () => page.$eval('[data-key=neuron-why]', (e) => ({ ...e.dataset, text: e.textContent, hidden: e.hidden }));
    const seen = {};
    for (const j of [dead, live]) {
      await clickColumn(j);
      const w = await why();
      const abs = w.abs.split(' ').map(Number);
      const core = map.rows.map((r) => r[j]);
      assert(!w.hidden && Number(w.neuron) === j, `picked ${w.neuron}, clicked ${j}`);
      assert(abs.length === map.rows.length && abs.every((v, b) => v === core[b]), `|h| of ${j}: ${w.abs} vs the map's ${core.join(' ')}`);
      const rule = core.every((v) => v > map.threshold);
      assert(w.dead === String(rule) && w.dead === String(map.framed.includes(j)), `neuron ${j}: dead ${w.dead}, rule ${rule}`);
      assert(Number(w.saturated) === core.filter((v) => v > map.threshold).length, `saturated ${w.saturated}`);
      const title =
        lang === 'tr' ? (rule ? `Nöron ${j} ölü` : `Nöron ${j} ölü değil`) : rule ? `Neuron ${j} is dead` : `Neuron ${j} is not dead`;
      assert(w.text.includes(title), `text: ${w.text}`);
      const pre = w.pre.split(' ').map(Number);
      assert(pre.length === core.length && pre.every(Number.isFinite), `dloss/dpre ${w.pre}`);
      seen[j] = { wnorm: Number(w.wnorm), pre: Math.max(...pre.map(Math.abs)) };
    }
    assert(
      seen[dead].wnorm < 0.05 * seen[live].wnorm || seen[dead].pre < 1e-3,
      `dead ${JSON.stringify(seen[dead])}, live ${JSON.stringify(seen[live])}`,
    );
    // the keyboard: the arrow keys move the pick along the map
    await page.focus('.heat-box');
    await page.keyboard.press('ArrowRight');
    assert(Number((await why()).neuron) === live + 1, `after → on ${live}: ${(await why()).neuron}`);
    // a row of the data table picks its neuron too
    await page.click('figure.chart:has(canvas.heatmap) details.data-table summary');
    await page.click(`figure.chart:has(canvas.heatmap) tbody tr[data-row="${dead}"]`);
    assert(Number((await why()).neuron) === dead, `table row ${dead}: ${(await why()).neuron}`);
    await page.screenshot({ path: `${OUT}/neuron-why-${lang}.png`, fullPage: true });
    noErrors(page);
    await page.context().close();
  });
}

// Charts answer hover and touch: the nearest point's series and value in a tooltip, its table row
// lit; a table row lights its points; the legend isolates a series (mouse and keyboard).
test('chart hover: the tooltip names the nearest series, the table row and the chart are linked, the legend isolates', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await open(page, base, 'kaiming', '&lang=en&predict=off');
  const fig = 'figure.chart:first-of-type';
  await page.waitForFunction((sel) => typeof document.querySelector(`#panel ${sel}`)?.mmChart?.getDatasetMeta === 'function', fig);
  await page.click(`#panel ${fig} details.data-table summary`);
  const canvas = await page.locator(`#panel ${fig} canvas`).first().boundingBox();
  const point = await page.$eval(`#panel ${fig}`, (f) => {
    const c = f.mmChart;
    const p = c.getDatasetMeta(1).data[2];
    return { x: p.x, y: p.y, label: c.data.datasets[1].label, layer: c.data.datasets[1].data[2].x };
  });
  await page.mouse.move(canvas.x + point.x, canvas.y + point.y);
  await page.waitForFunction((sel) => document.querySelector(`#panel ${sel}`).mmChart.tooltip.opacity > 0, fig);
  const tip = await page.$eval(`#panel ${fig}`, (f) => {
    const tt = f.mmChart.tooltip;
    return {
      title: tt.title.join(' '),
      body: tt.body.map((b) => b.lines.join(' ')).join(' | '),
      linked: f.querySelector('tr.linked')?.dataset.row,
    };
  });
  assert(tip.body.startsWith(`${point.label}: `) && !tip.body.includes('|'), `tooltip ${JSON.stringify(tip)}`);
  assert(tip.title.includes(String(point.layer)), `tooltip title ${tip.title}`);
  assert(tip.linked === String(point.layer - 1), `table row lit ${tip.linked}, point at layer ${point.layer}`);
  // a table row lights up its points in the chart, with their tooltip
  await page.hover(`#panel ${fig} tbody tr[data-row="4"] td:nth-child(2)`);
  await page
    .waitForFunction((sel) => document.querySelector(`#panel ${sel}`).mmChart.getActiveElements().length > 0, fig, { timeout: 5000 })
    .catch(() => {});
  const lit = await page.$eval(`#panel ${fig}`, (f) =>
    f.mmChart.getActiveElements().map((e) => [e.datasetIndex, f.mmChart.data.datasets[e.datasetIndex].data[e.index].x]),
  );
  assert(JSON.stringify(lit) === '[[0,5]]', `row 5, naive column: lit ${JSON.stringify(lit)}`);
  // the legend: shift-click isolates, again shows all; a click hides. Chart.js takes a canvas event
  // in the next animation frame: each state is waited for (5 s at most), not read at once.
  const visible = () => page.$eval(`#panel ${fig}`, (f) => f.mmChart.data.datasets.map((_, i) => f.mmChart.isDatasetVisible(i)));
  const shows = async (want, what) => {
    await page
      .waitForFunction(
        ([sel, w]) => {
          const c = document.querySelector(`#panel ${sel}`).mmChart;
          return JSON.stringify(c.data.datasets.map((_, i) => c.isDatasetVisible(i))) === w;
        },
        [fig, want],
        { timeout: 5000 },
      )
      .catch(() => {});
    assert(JSON.stringify(await visible()) === want, `${what}: ${await visible()}`);
  };
  const hit = await page.$eval(`#panel ${fig}`, (f) =>
    f.mmChart.legend.legendHitBoxes.map((b) => [b.left + b.width / 2, b.top + b.height / 2]),
  );
  await page.keyboard.down('Shift');
  await page.mouse.click(canvas.x + hit[1][0], canvas.y + hit[1][1]);
  await page.keyboard.up('Shift');
  await shows('[false,true]', 'shift-click isolates');
  await page.keyboard.down('Alt');
  await page.mouse.click(canvas.x + hit[1][0], canvas.y + hit[1][1]);
  await page.keyboard.up('Alt');
  await shows('[true,true]', 'again: all');
  await page.mouse.click(canvas.x + hit[0][0], canvas.y + hit[0][1]);
  await shows('[false,true]', 'click hides');
  // the keyboard: the series buttons come into view with the focus; Enter toggles, Shift+Enter isolates
  await page.focus(`#panel ${fig} .series-key[data-series="0"]`);
  await page.keyboard.press('Enter');
  await shows('[true,true]', 'Enter shows');
  await page.keyboard.press('Shift+Enter');
  await shows('[true,false]', 'Shift+Enter isolates');
  const keyBox = await page.locator(`#panel ${fig} .series-keys`).first().boundingBox();
  assert(keyBox.width > 50, `the keys in view while focused: ${JSON.stringify(keyBox)}`);
  await page.screenshot({ path: `${OUT}/chart-hover-en.png`, fullPage: true });
  noErrors(page);
  await page.context().close();
});

// A seed set on one tab is the lab's (one link): on another tab the note under the table names it
// beside the text's, and its button puts the text's settings back, controls and figure with them.
test("words: a seed carried from another tab is named beside the text's, and one click uses the text's", async ({ browser, base }) => {
  const page = await newPage(browser);
  await open(page, base, 'start', '&seed=12345');
  await page.click('[role=tab][data-tab=tanh]');
  await ready(page, 'tanh');
  const note = await text(page, '[data-key=lecture-differs]');
  assert(note.includes('tohum (seed): burada 12345, metninki 2147483647'), `the note: ${note}`);
  const before = await num(page, 'sat-bad');
  await page.click('[data-action=use-text]');
  await page.waitForFunction((b) => Number(document.querySelector('[data-key=sat-bad]')?.dataset.value) !== b, before);
  assert(!(await page.$('[data-key=lecture-differs]')), 'the note stays after the text’s settings are back');
  assert(!new URL(page.url()).searchParams.has('seed'), `the link keeps the seed: ${page.url()}`);
  assert((await page.inputValue('input[name=seed]')) === '2147483647', 'the seed control does not show the text’s seed');
  noErrors(page);
  await page.context().close();
});
