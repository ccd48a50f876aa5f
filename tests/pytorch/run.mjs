// run.mjs — the `pytorch` stage: "copy as PyTorch" reproduces the page's run. For three playground
// settings (BatchNorm and none, LayerNorm; a non-default seed, width, depth, learning rate and
// schedule) it trains the real wasm module through the playground's own jobs (web/src/compute/jobs.js),
// makes the page's "export run" JSON from it (web/src/view/export.js), writes the script the page shows
// (web/src/pytorch/pytorch_script.js), runs it with Debian's python3-torch on the same names file (one
// Python process for the three, each script as __main__ in a child forked after torch's import:
// python.mjs), and
// compares: the same keys and config, the first 100 minibatch losses within 1e-4 relative, and the
// final train/dev losses within 1e-4 relative. Prints each setting's largest differences. A fourth
// run on a student's own file (capitals, byte-order marks: own_names.mjs) as the page reads it; and
// a Latin-1 file, which the page refuses and the script stops on with the same line and byte.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCore } from '../../web/src/compute/core.js';
import { JOBS } from '../../web/src/compute/jobs.js';
import { runJson } from '../../web/src/view/export.js';
import { exportConfig } from '../../web/src/pytorch/playground_config.js';
import { pytorchScript } from '../../web/src/pytorch/pytorch_script.js';
import { startPython, expectExit0 } from './python.mjs';
import { ownNamesBytes, latin1Bytes, pageText } from './own_names.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const NAMES = join(ROOT, 'public/names.txt');
const SCRIPT_TIMEOUT = 900; // seconds a script may take (300 steps: a few seconds)
const COMPARED = 100; // the first 100 losses
const REL = 1e-4; // float32 on both sides, other summation orders: measured below 1e-5 (printed)

// The module's PlaygroundConfig fields; steps short enough for a test, long enough to learn.
const BASE = {
  nLayer: 4,
  nHidden: 100,
  norm: 'batch',
  gain: 5 / 3,
  badInit: 1,
  fixOutput: true,
  lr: 0.1,
  schedule: 'constant',
  batchSize: 32,
  steps: 300,
  seed: 2147483647,
};
const SETTINGS = {
  'batchnorm, the defaults': { ...BASE },
  'no norm, seed 42, width 64, depth 3, lr 0.05, step schedule': {
    ...BASE,
    norm: 'none',
    seed: 42,
    nHidden: 64,
    nLayer: 3,
    lr: 0.05,
    schedule: 'step',
    steps: 120,
  },
  'layernorm, seed 7, width 48, depth 5, lr 0.2, batch 20, gain 1, init x2, no output fix': {
    ...BASE,
    norm: 'layer',
    seed: 7,
    nHidden: 48,
    nLayer: 5,
    lr: 0.2,
    batchSize: 20,
    gain: 1,
    badInit: 2,
    fixOutput: false,
    steps: 150,
  },
  // the page lower-cases the names and drops the byte-order marks: the script reads the file the same way
  "a student's own file (capitals, byte-order marks, CRLF), batchnorm, 100 steps": { ...BASE, steps: 100, names: 'own' },
};

const ctx = { async tick() {}, progress() {} }; // the worker's job context, without a worker

// The page's export of one run: reset, run to the end, export (the playground tab's three jobs).
async function pageExport(core, config) {
  JOBS.playgroundReset(core, { config });
  await JOBS.playgroundRun(core, { until: config.steps, steps: config.steps }, ctx);
  return runJson(config, JOBS.playgroundExport(core));
}

async function runScript(python, script, dir, names = NAMES) {
  const path = join(dir, 'makemore_run.py');
  writeFileSync(path, script);
  const t0 = Date.now();
  const answer = await python.run([path, names], { cwd: dir, script: true, timeout: SCRIPT_TIMEOUT });
  const r = expectExit0(answer, 'the script', SCRIPT_TIMEOUT);
  return { out: JSON.parse(r.stdout), seconds: (Date.now() - t0) / 1000 };
}

const rel = (a, b) => Math.abs(a - b) / Math.abs(b);

// Throws unless the script's JSON matches the page's export; returns the largest differences.
function compare(page, torch) {
  const keys = (o) => Object.keys(o).sort().join(',');
  if (keys(torch) !== keys(page)) throw new Error(`keys differ: page ${keys(page)}, script ${keys(torch)}`);
  if (JSON.stringify(torch.config) !== JSON.stringify(page.config)) {
    throw new Error(`config differs: page ${JSON.stringify(page.config)}, script ${JSON.stringify(torch.config)}`);
  }
  if (torch.losses.length !== page.losses.length)
    throw new Error(`${page.losses.length} losses on the page, ${torch.losses.length} in PyTorch`);
  const n = Math.min(COMPARED, page.losses.length);
  let worst = 0;
  for (let i = 0; i < n; i++) {
    const d = rel(page.losses[i], torch.losses[i]);
    if (!(d <= REL)) throw new Error(`loss of step ${i + 1}: page ${page.losses[i]}, PyTorch ${torch.losses[i]} (relative ${d} > ${REL})`);
    worst = Math.max(worst, d);
  }
  for (const k of ['train', 'dev']) {
    if (!(rel(page[k], torch[k]) <= REL)) throw new Error(`${k}: page ${page[k]}, PyTorch ${torch[k]} (relative tolerance ${REL})`);
  }
  return { losses: worst, train: rel(page.train, torch.train), dev: rel(page.dev, torch.dev), n };
}

// A Latin-1 file: the page refuses it (its line and byte), and the script stops with a sentence
// naming them, not a UnicodeDecodeError's traceback.
async function latin1(python, dir, script) {
  const path = join(dir, 'latin1.txt');
  writeFileSync(path, latin1Bytes());
  let refusal = null;
  try {
    pageText(latin1Bytes());
  } catch (e) {
    refusal = e.refusal;
  }
  if (JSON.stringify(refusal?.params) !== '{"line":"2","byte":"0xE9"}') throw new Error(`the page: ${JSON.stringify(refusal)}`);
  writeFileSync(join(dir, 'makemore_run.py'), script);
  const r = await python.run([join(dir, 'makemore_run.py'), path], { cwd: dir, script: true, timeout: 60 });
  if (r.status === 0 || !r.stderr.includes('line 2: the byte 0xE9 is not UTF-8') || r.stderr.includes('UnicodeDecodeError'))
    throw new Error(`the script: exit ${r.status}:\n${r.stderr.slice(-600)}`);
}

async function main() {
  const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));
  const core = await loadCore({ wasmBinary });
  const dir = mkdtempSync(join(tmpdir(), 'makemore-pytorch-'));
  const own = join(dir, 'own_names.txt');
  writeFileSync(own, ownNamesBytes());
  const python = startPython({ timeout: SCRIPT_TIMEOUT });
  let failed = 0;
  try {
    for (const [name, { names, ...config }] of Object.entries(SETTINGS)) {
      try {
        const file = names === 'own' ? own : NAMES;
        const info = core.setNames(pageText(readFileSync(file)));
        const page = await pageExport(core, config);
        const { out, seconds } = await runScript(python, pytorchScript(exportConfig(config), core.recipe()), dir, file);
        const d = compare(page, out);
        if (names) console.log(`     the page: ${info.count} names, a vocabulary of ${info.vocabSize}`);
        console.log(
          `ok   ${name}: ${d.n} losses within ${d.losses.toExponential(2)} relative, train ${d.train.toExponential(2)}, ` +
            `dev ${d.dev.toExponential(2)} (PyTorch ${seconds.toFixed(1)} s)`,
        );
      } catch (e) {
        failed++;
        console.log(
          `FAIL ${name}\n     ${String(e?.message ?? e)
            .split('\n')
            .join('\n     ')}`,
        );
      }
    }
    try {
      await latin1(python, dir, pytorchScript(exportConfig(BASE), core.recipe()));
      console.log('ok   a Latin-1 file: the page refuses it (line 2, byte 0xE9), the script stops saying so');
    } catch (e) {
      failed++;
      console.log(`FAIL a Latin-1 file: ${e.message}`);
    }
  } finally {
    python.close();
    rmSync(dir, { recursive: true, force: true });
    core.dispose();
  }
  console.log(`\n${Object.keys(SETTINGS).length + 1 - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main();
