// snippets.mjs — the `pytorch` stage's check of the lecture code beside each figure: for two
// settings per figure (the lecture's, and one with every setting of the snippet changed) it asks
// the real wasm module for the figure (core.section, the knobs the tab sends), writes the snippet
// the page shows for those knobs (web/src/snippets.js), runs it with Debian's python3-torch after
// the lecture's data cells (snippet_cell.py) and compares the variables it leaves with the core's
// numbers: within 1e-4 relative (float32 on both sides), a saturated percentage within 0.01 points.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadCore } from '../../web/src/core.js';
import { lectureSnippet, outputs } from '../../web/src/snippets.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const PYTHON = process.env.PYTHON ?? '/usr/bin/python3';
const CELL = join(ROOT, 'tests/pytorch/snippet_cell.py');
const SEED = 2147483647;
const REL = 1e-4;

// Is a (PyTorch) within tolerance of b (the core)? A mean near 0 is compared absolutely.
const near = (a, b, rel = REL, abs = 1e-6) => Number.isFinite(a) && Math.abs(a - b) <= rel * Math.abs(b) + abs;
function expectNear(what, a, b, rel, abs) {
  if (!near(a, b, rel, abs)) throw new Error(`${what}: PyTorch ${a}, page ${b}`);
}
function expectList(what, a, b) {
  if (!Array.isArray(a) || a.length !== b.length) throw new Error(`${what}: PyTorch ${a?.length} values, page ${b.length}`);
  b.forEach((v, i) => expectNear(`${what}[${i}]`, a[i], v));
}
const expectStats = (what, a, stage) => {
  expectNear(`${what} mean`, a.mean, stage.mean, REL, 1e-5);
  expectNear(`${what} std`, a.std, stage.std);
};

// figure -> [[name, knobs]] and how its cell's variables are compared with the core's result.
const FIGURES = {
  start: {
    settings: [
      ['the lecture', { steps: 200, seed: SEED }],
      ['seed 42, 60 steps', { steps: 60, seed: 42 }],
    ],
    check(out, r) {
      expectNear('first loss (with W2 *= 0.01)', out.first_loss, r.fix);
      expectList('hockey-stick losses', out.lossi, Array.from(r.hockeyFix));
    },
  },
  tanh: {
    settings: [
      ['the lecture', { badInit: 5, seed: SEED }],
      ['bad init 2.5, seed 7', { badInit: 2.5, seed: 7 }],
    ],
    check(out, r) {
      expectNear('saturated %', out.saturated, r.badInitPct, 0, 0.01);
    },
  },
  kaiming: {
    settings: [
      ['the lecture', { nLayer: 6, gain: 5 / 3, seed: SEED, probeRows: 1000 }],
      ['4 layers, gain 1.2, seed 42', { nLayer: 4, gain: 1.2, seed: 42, probeRows: 1000 }],
    ],
    check(out, r) {
      expectList('std of each tanh layer', out.stds, Array.from(r.kaiming.std));
    },
  },
  batchnorm: {
    settings: [
      ['the lecture', { badInit: 3, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1, steps: 20, seed: SEED }],
      [
        'bad init 7, eps 0.01, gamma 1.5, beta -0.5, momentum 0.001, seed 42',
        { badInit: 7, eps: 0.01, gamma: 1.5, beta: -0.5, momentum: 0.001, steps: 20, seed: 42 },
      ],
    ],
    check(out, r) {
      expectStats('hpreact after the BatchNorm line', out.hpreact, r.pipeline.scaled);
      expectStats('h = tanh(hpreact)', out.h, r.pipeline.tanh);
    },
  },
};

function runCell(text, names, dir) {
  const path = join(dir, 'cell.py');
  writeFileSync(path, text);
  const r = spawnSync(PYTHON, [CELL, path, ...names], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`the snippet failed (${r.status}):\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function main() {
  const core = await loadCore({ wasmBinary: readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url)) });
  core.setNames(readFileSync(join(ROOT, 'public/names.txt'), 'utf8'));
  const recipe = core.recipe();
  const dir = mkdtempSync(join(tmpdir(), 'makemore-snippets-'));
  let passed = 0,
    failed = 0;
  try {
    for (const [tab, fig] of Object.entries(FIGURES)) {
      for (const [name, knobs] of fig.settings) {
        try {
          const page = core.section(tab, knobs);
          fig.check(runCell(lectureSnippet(tab, knobs, recipe), outputs[tab], dir), page);
          passed++;
          console.log(`ok   ${tab}: ${name}`);
        } catch (e) {
          failed++;
          console.log(
            `FAIL ${tab}: ${name}\n     ${String(e?.message ?? e)
              .split('\n')
              .join('\n     ')}`,
          );
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    core.dispose();
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main();
