// notebook.mjs — a figure as a Jupyter notebook (run.mjs registers this): on the Kaiming tab, with
// settings off the text's and in English, the download button gives an nbformat 4 .ipynb whose
// header names the tab, the settings and the page's link; whose figure cell is the code shown beside
// the figure; whose table holds the page's "ours (live)" cells as drawn; without the names list. The
// names link beside it serves names.txt. The whole lesson's notebook holds every figure tab in order,
// the Kaiming one as on screen. (The pytorch stage executes such notebooks.)
import { readFileSync } from 'node:fs';
import { newPage, test, assert, noErrors } from './harness.mjs';

const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 120000 });
const BOX = 'details.lecture-code[data-lecture-code="kaiming"]';

test('notebook: the Kaiming figure downloads as a notebook with its settings, its code and the page’s numbers', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=kaiming&lang=en&k_layers=4&k_gain=1.2&seed=42`);
  await ready(page, 'kaiming');
  const button = `${BOX} [data-action="download-notebook"]`;
  await page.waitForFunction((sel) => document.querySelector(sel)?.disabled === false, button);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  assert(download.suggestedFilename().endsWith('.ipynb'), `file name ${download.suggestedFilename()}`);
  const text = readFileSync(await download.path(), 'utf8');
  const nb = JSON.parse(text);
  assert(nb.nbformat === 4 && nb.metadata.kernelspec.name === 'python3', 'not an nbformat 4 notebook with a python3 kernel');
  const cell = (id) => nb.cells.find((c) => c.id === id)?.source.join('') ?? '';
  const header = cell('header');
  assert(/Kaiming/.test(header) && header.includes('`1.2`') && header.includes('`42`'), `the header names no tab or settings:\n${header}`);
  assert(/[?&]k_gain=1\.2/.test(header) && /[?&]tab=kaiming/.test(header), `no link back with the settings:\n${header}`);
  const shown = await page.$eval(`${BOX} pre`, (e) => e.textContent);
  assert(cell('run-1') === shown, `the figure cell is not the code beside the figure:\n${cell('run-1')}\n---\n${shown}`);
  assert(cell('run-0').includes('n_hidden, n_layer, gain = 200, 4, 1\n'), `no naive run at gain 1:\n${cell('run-0')}`);
  const ours = await page.$$eval('table.compare td.ours', (tds) => tds.map((td) => td.textContent));
  assert(ours.length === 2 && ours.every((o) => cell('table').includes(`| ${o} |`)), `the page's cells ${ours} not in:\n${cell('table')}`);
  assert(cell('print').includes('print(') && cell('plot').includes('plt.show()'), 'no printout or plot cell');
  // the list is not embedded: of its first 300 names, hardly any is a word of the notebook
  const names = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8')
    .split('\n')
    .slice(0, 300)
    .filter(Boolean);
  const found = names.filter((n) => new RegExp(`\\b${n}\\b`).test(text));
  assert(found.length < 10, `names of the list are in the notebook: ${found.join(', ')}`);
  const href = await page.$eval(`${BOX} a.names-link`, (a) => a.href);
  const served = await page.evaluate(async (u) => (await fetch(u)).text(), href);
  assert(served.split('\n').length > 1000, `the names link serves ${served.length} characters`);

  // the whole lesson: every figure tab in order, the Kaiming one at the settings on screen
  const all = `${BOX} [data-action="download-lesson-notebook"]`;
  const [lessonFile] = await Promise.all([page.waitForEvent('download', { timeout: 120000 }), page.click(all)]);
  const lesson = JSON.parse(readFileSync(await lessonFile.path(), 'utf8'));
  const ids = lesson.cells.map((c) => c.id);
  const order = ['start', 'tanh', 'kaiming', 'batchnorm', 'bn-matrix', 'ln-matrix', 'residual'].map((tab) => ids.indexOf(`${tab}-print`));
  assert(
    order.every((i, k) => i > 0 && (k === 0 || i > order[k - 1])),
    `the lesson's tabs out of order: ${order}`,
  );
  const lessonCell = (id) => lesson.cells.find((c) => c.id === id)?.source.join('') ?? '';
  assert(lessonCell('kaiming-run-1') === shown, `the lesson's Kaiming cell is not the code beside the figure`);
  assert(
    ours.every((o) => lessonCell('kaiming-table').includes(`| ${o} |`)),
    "the lesson's Kaiming table is not the page's",
  );
  noErrors(page);
  await page.context().close();
});

test('notebook: the playground’s run downloads as a notebook beside its script, with its settings and its lecture loop', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=playground&lang=tr&pg_steps=200&pg_width=48&seed=7`);
  await ready(page, 'playground');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.pg-tools [data-action="download-notebook"]')]);
  assert(download.suggestedFilename() === 'makemore_run.ipynb', `file name ${download.suggestedFilename()}`);
  const nb = JSON.parse(readFileSync(await download.path(), 'utf8'));
  const cell = (id) => nb.cells.find((c) => c.id === id)?.source.join('') ?? '';
  assert(nb.nbformat === 4 && cell('header').includes('`200`') && cell('header').includes('`48`'), `header:\n${cell('header')}`);
  for (const line of ['"steps": 200,', '"n_hidden": 48,', '"seed": 7,']) assert(cell('setup').includes(line), `no ${line} in the set-up`);
  assert(!cell('setup').includes('def main()') && cell('run').includes('losses = train('), 'the script runs as cells, not as main()');
  const loop = await page.$eval('details.lecture-code[data-lecture-code="playground"] pre', (e) => e.textContent);
  assert(cell('ud').startsWith(loop), 'the ud cell is not the lecture loop beside the update:data chart');
  assert(cell('print').includes('Son: train %s · dev %s'), `the final line's template:\n${cell('print')}`);
  noErrors(page);
  await page.context().close();
});

test('notebook: the diagnostics tab’s four runs download as a notebook once they have ended, with the table of the run on screen', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=diagnostics&lang=en&steps=100&seed=42`);
  await ready(page, 'diagnostics');
  const box = 'details.lecture-code[data-lecture-code="diagnostics"]';
  await page.waitForFunction((sel) => document.querySelector(sel)?.disabled === false, `${box} [data-action="download-notebook"]`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${box} [data-action="download-notebook"]`)]);
  const nb = JSON.parse(readFileSync(await download.path(), 'utf8'));
  const cell = (id) => nb.cells.find((c) => c.id === id)?.source.join('') ?? '';
  const shown = await page.$eval(`${box} pre`, (e) => e.textContent);
  assert(cell('run-0') === shown && shown.includes('for i in range(100):'), 'the four runs’ cell is not the code beside the figures');
  const ours = await page.$$eval('table.compare td.ours', (tds) => tds.map((td) => td.textContent));
  assert(ours.length === 7 && ours.every((o) => cell('table').includes(`| ${o} |`)), `the page's cells ${ours} not in:\n${cell('table')}`);
  assert(cell('setup').includes('def build_model(') && !cell('setup').includes('CONFIG = {'), 'the set-up is not the script’s definitions');
  noErrors(page);
  await page.context().close();
});
