// notebooks.mjs — the `pytorch` stage's notebook part: for two settings per figure tab (the text's,
// in Turkish; one with every setting off the text's, in English) it makes the page's notebook the way
// the page does (the tab's knobs and table rows, tabs/section/tab.js; web/src/pytorch/notebook.js, loaded through
// Vite as the page is, locale files and all), validates it with nbformat, executes it headless
// (Debian's jupyter-nbconvert, one kernel per notebook, two at a time) beside the shipped names.txt,
// and compares every line it prints with the page's table: each row's label and "ours (live)" text,
// the core's result formatted as the page formats it. The whole lesson's notebook (every figure tab
// at the text's settings, in Turkish, made by tabs/lesson_notebook.js) the same way, in one kernel:
// a tab's own notebook at those settings is checked to hold the lesson's cells for that tab, and is
// not executed a second time (NOTEBOOKS_ONLY=<tab>, without the lesson, executes both of its own).
// Then the names check: the notebook's first cell, run where names.txt is missing, stops with the
// notebook's message. And the playground's notebook, one setting: its run to the end, its printed
// final line (train and dev over the whole splits) against the page's. And the start tab's notebook
// beside a student's own names file (capitals, byte-order marks: own_names.mjs) against the page's
// numbers for that file.
//   node tests/pytorch/notebooks.mjs   (NOTEBOOKS_ONLY=kaiming: one tab; NOTEBOOKS_KEEP=1: keep the files)
import { readFileSync, writeFileSync, copyFileSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { loadCore } from '../../web/src/compute/core.js';
import { JOBS } from '../../web/src/compute/jobs.js';
import { PYTHON } from './python.mjs';
import { ownNamesBytes, pageText } from './own_names.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const TIMEOUT = 600; // seconds a notebook may take (the slowest here: about 15 s)
const PARALLEL = 2; // kernels at once (each starts slowly: a few seconds)
const URL_BASE = 'https://example.org/makemore-lab/';

// tab -> [[name, language, the settings that differ from the page's defaults (the text's)]]
const SETTINGS = {
  start: [
    ['the text', 'tr', {}],
    ['60 steps, seed 42', 'en', { hs_steps: 60, seed: 42 }],
  ],
  tanh: [
    ['the text', 'tr', {}],
    ['bad init 2.5, seed 7', 'en', { bad: 2.5, seed: 7 }],
  ],
  kaiming: [
    ['the text', 'tr', {}],
    ['ReLU, 4 layers, gain 1.2, seed 42', 'en', { k_act: 'relu', k_layers: 4, k_gain: 1.2, seed: 42 }],
  ],
  batchnorm: [
    ['the text', 'tr', {}],
    ['bad init 7, eps 0.01, gamma 1.5, beta -0.5, seed 42', 'en', { bn_bad: 7, bn_eps: 0.01, bn_gamma: 1.5, bn_beta: -0.5, seed: 42 }],
  ],
  residual: [
    ['the text', 'tr', {}],
    ['weight std 0.35, seed 42', 'en', { r_std: 0.35, seed: 42 }],
  ],
  diagnostics: [
    ["100 steps (the tab's fewest), the text's seed", 'tr', { steps: 100 }],
    ['150 steps, seed 42', 'en', { steps: 150, seed: 42 }],
  ],
  'bn-matrix': [
    ['the text', 'tr', {}],
    [
      'unbiased, a constant column, 3x2',
      'en',
      {
        bvar: 'unbiased',
        bm: [
          [1.5, 2],
          [1.5, -7],
          [1.5, 0.25],
        ],
      },
    ],
  ],
  'ln-matrix': [
    ['the text', 'tr', {}],
    [
      '2x5, a constant row',
      'en',
      {
        lm: [
          [3, 3, 3, 3, 3],
          [-1, 0.5, 2, 8, -4],
        ],
      },
    ],
  ],
};

// The page's figure for a tab's knobs: the core's section, or the diagnostics' four runs as the tab's
// job streams them ({ lecture, results }).
async function pageFigure(core, def, knobs) {
  if (def.section !== 'scenarios') return core.section(def.section, knobs);
  const results = await JOBS.scenarios(core, knobs, { async tick() {}, progress() {} });
  return { lecture: core.diagnosticsLecture(), results };
}

// The diagnostics' run without BatchNorm at the x5 init is numerically chaotic (docs/lesson.md
// "Known chaos"): PyTorch and the core part after a few steps, and its dev loss with them. Its row is
// printed, and shown here beside the page's, not compared.
const CHAOTIC = { diagnostics: 'dev-3' };

// The playground: [name, language, the settings that differ from the page's defaults]. One setting,
// every knob off the defaults: its run is the costliest notebook (the whole splits evaluated), and
// run.mjs checks the script it is made of against three settings.
const PLAYGROUND = [
  [
    'no norm, seed 42, width 48, depth 3, lr 0.05, step schedule, batch 20, 40 steps',
    'en',
    { pg_norm: 'none', seed: 42, pg_width: 48, pg_layers: 3, pg_lr: 0.05, pg_sched: 'step', pg_batch: 20, pg_steps: 40 },
  ],
];

// Runs argv; -> { code, stdout, stderr }, killed after `seconds`.
function run(argv, { cwd, seconds = TIMEOUT, env = {} } = {}) {
  return new Promise((resolve) => {
    const p = spawn(argv[0], argv.slice(1), { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '',
      stderr = '';
    p.stdout.on('data', (s) => (stdout += s));
    p.stderr.on('data', (s) => (stderr += s));
    const timer = setTimeout(() => p.kill('SIGKILL'), seconds * 1000);
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, stdout, stderr });
    });
  });
}

// The text a code cell's run printed on stdout, and its error output, if any.
function printed(executed) {
  let out = '';
  for (const cell of executed.cells) {
    for (const o of cell.outputs ?? []) {
      if (o.output_type === 'stream' && o.name === 'stdout') out += [o.text].flat().join('');
      if (o.output_type === 'error') throw new Error(`cell ${cell.id} raised ${o.ename}: ${o.evalue}`);
    }
  }
  return out.split('\n');
}

// Every expected line must be printed: a table row as "label: text" (a line with the label but
// another text is named), the playground's final line as it is.
function compare(lines, expected) {
  const problems = [];
  for (const { label, text, chaotic } of expected) {
    const line = label ? `${label}: ${text}` : text;
    if (lines.includes(line)) continue;
    if (chaotic) {
      const got = lines.find((l) => l.startsWith(`${label}: `));
      console.log(
        `     (not compared, chaotic: ${label}: notebook ${JSON.stringify(got?.slice(label.length + 2))}, page ${JSON.stringify(text)})`,
      );
      continue;
    }
    const got = label ? lines.find((l) => l.startsWith(`${label}: `)) : null;
    if (got) problems.push(`${label}: notebook ${JSON.stringify(got.slice(label.length + 2))}, page ${JSON.stringify(text)}`);
    else problems.push(`not printed: ${JSON.stringify(line)}; printed: ${JSON.stringify(lines.filter(Boolean).slice(-4))}`);
  }
  return problems;
}

// '' when every cell of a tab's notebook after its set-up is the lesson's cell of that tab, else what differs.
function sameAsLesson(nb, lesson, tab) {
  const own = nb.cells.filter((c) => !['header', 'setup', 'format-note', 'format'].includes(c.id));
  const theirs = new Map(lesson.cells.map((c) => [c.id, c.source.join('')]));
  const bad = own.filter((c) => theirs.get(`${tab}-${c.id}`) !== c.source.join('')).map((c) => c.id);
  return !own.length ? 'no cells' : bad.length ? `cells not in the lesson's notebook: ${bad.join(', ')}` : '';
}

async function pool(items, n, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (queue.length) await work(queue.shift());
    }),
  );
}

async function main() {
  const started = Date.now();
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const core = await loadCore({ wasmBinary: readFileSync(join(ROOT, 'web/src/wasm/nncore.wasm')) });
  const names = core.setNames(readFileSync(join(ROOT, 'public/names.txt'), 'utf8'));
  const recipe = core.recipe();
  const dir = mkdtempSync(join(tmpdir(), 'makemore-notebooks-'));
  const jobs = [];
  const checked = []; // notebooks validated, not executed (their cells run in the lesson's)
  let failed = 0,
    passed = 0;
  try {
    const i18n = await vite.ssrLoadModule('/web/src/words/i18n.js');
    const { tabNotebook, notebookText } = await vite.ssrLoadModule('/web/src/pytorch/notebook.js');
    const { NOTEBOOK_TABS } = await vite.ssrLoadModule('/web/src/pytorch/notebook_tabs.js');
    const { defaults } = await vite.ssrLoadModule('/web/src/state/state.js');
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    // the whole lesson at the text's settings, in Turkish: every figure tab's cells in one kernel
    let lessonNb = null;
    if (!process.env.NOTEBOOKS_ONLY) {
      await i18n.loadLang('tr');
      i18n.setLang('tr');
      const { lessonParts } = await vite.ssrLoadModule('/web/src/tabs/lesson_notebook.js');
      const { lessonNotebook } = await vite.ssrLoadModule('/web/src/pytorch/notebook.js');
      const ctx = { state: defaults(), recipe, names: { ...names, shipped: true }, alphabet: [] };
      ctx.section = (name, knobs) => ({ promise: Promise.resolve(core.section(name, knobs)) });
      const parts = await lessonParts(ctx);
      lessonNb = lessonNotebook(parts, recipe, { title: i18n.t('notebook.lessonTitle'), settings: [], version, url: URL_BASE });
      const work = join(dir, 'lesson');
      mkdirSync(work);
      writeFileSync(join(work, 'figure.ipynb'), notebookText(lessonNb));
      copyFileSync(join(ROOT, 'public/names.txt'), join(work, 'names.txt'));
      const expected = parts.flatMap((part) => part.rows.map((r) => ({ label: r.label, text: part.pageText(r) })));
      jobs.unshift({ tab: 'lesson', name: parts.map((p) => p.tab).join(', '), lang: 'tr', work, expected, setup: '', missing: '' });
    }
    for (const [tab, settings] of Object.entries(SETTINGS)) {
      if (process.env.NOTEBOOKS_ONLY && tab !== process.env.NOTEBOOKS_ONLY) continue;
      const { TAB_MODULES } = await vite.ssrLoadModule('/web/src/tabs/index.js');
      const def = TAB_MODULES[tab];
      for (const [i, [name, lang, changed]] of settings.entries()) {
        await i18n.loadLang(lang);
        i18n.setLang(lang);
        const state = { ...defaults(), ...changed };
        const ctx = { state, recipe, names: { ...names, shipped: true }, alphabet: [] };
        const knobs = def.knobs(state);
        const part = def.notebookPart(await pageFigure(core, def, knobs), knobs, ctx);
        const nb = tabNotebook(part, recipe, { title: part.title, settings: part.settings, version, url: URL_BASE });
        const work = join(dir, `${tab}-${i}`);
        mkdirSync(work);
        writeFileSync(join(work, 'figure.ipynb'), notebookText(nb));
        copyFileSync(join(ROOT, 'public/names.txt'), join(work, 'names.txt'));
        const expected = part.rows.map((r) => ({ label: r.label, text: part.pageText(r), chaotic: CHAOTIC[tab] === r.key }));
        if (lessonNb && i === 0 && NOTEBOOK_TABS[tab].lesson !== false) {
          // the text's settings: the tab's cells are the lesson's section, executed there
          const differs = sameAsLesson(nb, lessonNb, tab);
          if (differs) failed++;
          else passed++;
          console.log(
            `${differs ? 'FAIL' : 'ok  '} ${tab}: ${name} (${lang}): ${differs || "its cells are the lesson's, executed with it"}`,
          );
          checked.push(join(work, 'figure.ipynb'));
          continue;
        }
        jobs.push({
          tab,
          name,
          lang,
          work,
          expected,
          setup: nb.cells.find((c) => c.id === 'setup').source.join(''),
          missing: i18n.t('notebook.namesMissing'),
        });
      }
    }
    // a student's own file (capitals, byte-order marks: own_names.mjs) as names.txt: the notebook
    // reads it as the page did, and prints the page's numbers for it
    if (!process.env.NOTEBOOKS_ONLY || process.env.NOTEBOOKS_ONLY === 'start') {
      const { TAB_MODULES } = await vite.ssrLoadModule('/web/src/tabs/index.js');
      const def = TAB_MODULES.start;
      await i18n.loadLang('en');
      i18n.setLang('en');
      const bytes = ownNamesBytes();
      const own = core.setNames(pageText(bytes));
      const state = { ...defaults(), hs_steps: 60, seed: 42 };
      const knobs = def.knobs(state);
      const part = def.notebookPart(await pageFigure(core, def, knobs), knobs, {
        state,
        recipe,
        names: { ...own, shipped: false },
        alphabet: [],
      });
      core.setNames(readFileSync(join(ROOT, 'public/names.txt'), 'utf8'));
      const nb = tabNotebook(part, recipe, { title: part.title, settings: part.settings, version, url: URL_BASE });
      const work = join(dir, 'start-own');
      mkdirSync(work);
      writeFileSync(join(work, 'figure.ipynb'), notebookText(nb));
      writeFileSync(join(work, 'names.txt'), bytes);
      const expected = part.rows.map((r) => ({ label: r.label, text: part.pageText(r) }));
      const name = `a student's own file (capitals, byte-order marks; vocabulary ${own.vocabSize}), 60 steps, seed 42`;
      jobs.push({ tab: 'start', name, lang: 'en', work, expected, setup: '', missing: '' });
    }
    // the playground: its run to the end in the core (the tab's jobs), its final line as the page writes it
    const { playgroundNotebook } = await vite.ssrLoadModule('/web/src/pytorch/notebook.js');
    const { playgroundNotebookPart } = await vite.ssrLoadModule('/web/src/tabs/playground/tools.js');
    const { playgroundConfig } = await vite.ssrLoadModule('/web/src/pytorch/playground_config.js');
    for (const [i, [name, lang, changed]] of PLAYGROUND.entries()) {
      if (process.env.NOTEBOOKS_ONLY && process.env.NOTEBOOKS_ONLY !== 'playground') break;
      await i18n.loadLang(lang);
      i18n.setLang(lang);
      const state = { ...defaults(), ...changed };
      const config = playgroundConfig(state);
      JOBS.playgroundReset(core, { config });
      await JOBS.playgroundRun(core, { until: config.steps, steps: config.steps }, { async tick() {}, progress() {} });
      const f = JOBS.playgroundFinal(core);
      const line = i18n.t('playground.final', { train: i18n.fmt(f.train, 4), dev: i18n.fmt(f.dev, 4) });
      const part = playgroundNotebookPart({ state }, config, line);
      const nb = playgroundNotebook(part, recipe, { title: part.title, settings: part.settings, version, url: URL_BASE });
      const work = join(dir, `playground-${i}`);
      mkdirSync(work);
      writeFileSync(join(work, 'figure.ipynb'), notebookText(nb));
      copyFileSync(join(ROOT, 'public/names.txt'), join(work, 'names.txt'));
      jobs.push({ tab: 'playground', name, lang, work, expected: [{ label: '', text: line }], setup: '', missing: '' });
    }
    // nbformat's schema, every notebook in one Python
    const v = await run([
      PYTHON,
      '-c',
      'import sys, nbformat\nfor p in sys.argv[1:]:\n    nbformat.validate(nbformat.read(p, 4))\n    print("valid", p)',
      ...jobs.map((j) => join(j.work, 'figure.ipynb')),
    ]);
    if (v.code !== 0) throw new Error(`nbformat: ${v.stderr}`);
    console.log(`nbformat: ${jobs.length + checked.length} notebooks valid`);
    await pool(jobs, PARALLEL, async (j) => {
      const t0 = Date.now();
      const r = await run(
        [
          PYTHON,
          '-m',
          'nbconvert',
          '--to',
          'notebook',
          '--execute',
          `--ExecutePreprocessor.timeout=${TIMEOUT}`,
          '--output',
          'executed.ipynb',
          'figure.ipynb',
        ],
        { cwd: j.work, env: { OMP_NUM_THREADS: '1', MPLBACKEND: 'Agg' } },
      );
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      let problems;
      try {
        if (r.code !== 0) throw new Error(`nbconvert exited ${r.code}:\n${r.stderr.slice(-3000)}`);
        problems = compare(printed(JSON.parse(readFileSync(join(j.work, 'executed.ipynb'), 'utf8'))), j.expected);
      } catch (e) {
        problems = [String(e.message ?? e)];
      }
      if (problems.length) failed++;
      else passed++;
      console.log(
        `${problems.length ? 'FAIL' : 'ok  '} ${j.tab}: ${j.name} (${j.lang}, ${j.expected.length} numbers, ${secs} s)${problems.map((p) => `\n     ${p}`).join('')}`,
      );
    });
    // names.txt missing: the first code cell stops with the notebook's own message
    const j = jobs.find((x) => x.setup.includes('names.txt'));
    if (j) {
      const empty = join(dir, 'no-names');
      mkdirSync(empty);
      const r = await run([PYTHON, '-c', j.setup], { cwd: empty });
      const ok = r.code !== 0 && r.stderr.includes(`FileNotFoundError: ${j.missing}`);
      if (!ok) failed++;
      else passed++;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} names.txt missing: ${ok ? 'the set-up cell says so' : `exit ${r.code}: ${r.stderr.slice(-500)}`}`,
      );
    }
  } finally {
    if (process.env.NOTEBOOKS_KEEP) console.log(`kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
    core.dispose();
    await vite.close();
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${passed} passed, ${failed} failed (${jobs.length} notebooks, and the names check when a notebook reads names.txt; ${secs} s)`,
  );
  process.exitCode = failed ? 1 : 0;
}

main();
