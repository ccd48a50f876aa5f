// snippets.mjs — the `pytorch` stage's check of the lecture code beside each figure: for two
// settings per figure (the lecture's, and one with every setting of the snippet changed; the Kaiming
// figure's third puts ReLU in tanh's place) it asks
// the real wasm module for the figure (core.section, the knobs the tab sends), writes the snippet
// the page shows for those knobs (web/src/pytorch/lecture_code.js), runs it with Debian's python3-torch after
// the lecture's data cells (snippet_cell.py: one process for the script, each cell in a child forked
// after torch's import and the data cells, python.mjs) and compares the variables it leaves with the core's
// numbers: within 1e-4 relative (float32 on both sides), a saturated percentage within 0.01 points
// (of the chaotic 5.13 run without BatchNorm and with the x5 init, only its first update).
import { readFileSync, writeFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCore } from '../../web/src/compute/core.js';
import { lectureSnippet, outputs } from '../../web/src/pytorch/lecture_code.js';
import { exportConfig } from '../../web/src/pytorch/playground_config.js';
import { pytorchScript } from '../../web/src/pytorch/pytorch_script.js';
import { snake } from '../../web/src/compute/series.js';

import { startPython, expectExit0 } from './python.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const CELL_TIMEOUT = 600; // seconds a cell may take (the diagnostics' four runs: about 10 s)
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
      ['the lecture', { nLayer: 6, gain: 5 / 3, seed: SEED, probeRows: 1000, act: 'tanh' }],
      ['4 layers, gain 1.2, seed 42', { nLayer: 4, gain: 1.2, seed: 42, probeRows: 1000, act: 'tanh' }],
      ['ReLU, gain sqrt 2, 6 layers', { nLayer: 6, gain: Math.SQRT2, seed: SEED, probeRows: 1000, act: 'relu' }],
    ],
    check(out, r) {
      expectList(`std of each ${r.act} layer`, out.stds, Array.from(r.kaiming.std));
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

// 5.13–5.14: the four runs, short (the tab's fewest steps), after the "copy as PyTorch" script's
// definitions. The page's numbers: each run's update:data series, its weight-gradient std per
// Linear, and its panels after training (activations, their gradients, the weights' grad:data).
const DIAG_PANEL_BINS = 10;
FIGURES.diagnostics = {
  settings: [
    ["100 steps (the tab's fewest), the lecture's seed", { steps: 100, seed: SEED }],
    ['150 steps, seed 42', { steps: 150, seed: 42 }],
  ],
  page(core, knobs) {
    return [0, 1, 2, 3].map((index) => {
      const run = core.newScenario(index, knobs);
      try {
        run.advance(knobs.steps);
        const result = run.finish();
        if (result.diverged || result.steps !== knobs.steps) throw new Error(`run ${index} stopped at step ${result.steps}`);
        return { result, panels: run.panels(DIAG_PANEL_BINS) };
      } finally {
        core.releaseScenario(run);
      }
    });
  },
  before: (knobs, recipe) => pytorchScript(exportConfig({ ...PG, seed: knobs.seed }), recipe),
  check(out, page) {
    if (out.runs?.length !== 4) throw new Error(`PyTorch left ${out.runs?.length} runs`);
    page.forEach(({ result, panels }, r) => {
      const run = out.runs[r];
      // the no-BN, bad-init run is numerically chaotic (docs/lesson.md "Known chaos"): its saturated
      // tanh units amplify last-bit differences, and after a few steps the two runs part (0.1 in
      // log10 by step 10); of it only the first update is compared, and its figures' shapes
      const chaotic = r === 3;
      const u = result.updateData;
      u.names.forEach((name, p) =>
        Array.from(u.seriesSteps)
          .slice(0, chaotic ? 1 : undefined)
          .forEach((step, k) => expectNear(`run ${r}: ud of ${name} at step ${step}`, run.ud[step - 1]?.[p], u.series[p][k], 0, 1e-4)),
      );
      if (run.ud[0].length !== u.names.length) throw new Error(`run ${r}: PyTorch ${run.ud[0].length} parameters, page ${u.names.length}`);
      if (run.acts.length !== panels.tanh.length)
        throw new Error(`run ${r}: PyTorch ${run.acts.length} Tanh layers, page ${panels.tanh.length}`);
      if (chaotic) {
        if (run.weights.length !== panels.weights.length)
          throw new Error(`run ${r}: PyTorch ${run.weights.length} weights, page ${panels.weights.length}`);
        return;
      }
      panels.tanh.forEach((l, i) => {
        const [mean, std, sat] = run.acts[i];
        expectNear(`run ${r}: ${l.name} mean`, mean, l.mean, REL, 1e-5);
        expectNear(`run ${r}: ${l.name} std`, std, l.std);
        expectNear(`run ${r}: ${l.name} saturated %`, sat, l.saturationPct, 0, 0.01);
        expectNear(`run ${r}: ${l.name} gradient mean`, run.grads[i][0], l.gradMean, 1e-3, 1e-8);
        expectNear(`run ${r}: ${l.name} gradient std`, run.grads[i][1], l.gradStd);
      });
      if (run.weights.length !== panels.weights.length)
        throw new Error(`run ${r}: PyTorch ${run.weights.length} weights, page ${panels.weights.length}`);
      panels.weights.forEach((w, i) => {
        expectNear(`run ${r}: ${w.name} grad std`, run.weights[i][0], w.gradStd);
        expectNear(`run ${r}: ${w.name} grad:data`, run.weights[i][1], w.gradToData);
      });
      const perLinear = run.weights.slice(1).map((w) => w[0]);
      Array.from(result.gradStd).forEach((v, i) => expectNear(`run ${r}: weight-gradient std of Linear ${i + 1}`, perLinear[i], v));
    });
  },
};

// 000: no data, so the core and PyTorch draw the same sublayers: every norm compared.
FIGURES.residual = {
  settings: [
    ['the lecture', { weightStd: 0.2, seed: SEED }],
    ['weight std 0.35, seed 42', { weightStd: 0.35, seed: 42 }],
  ],
  check(out, r) {
    expectList(
      'input-gradient norm without the identity path',
      out.plain,
      r.depths.map((d) => d.plain),
    );
    expectList(
      'input-gradient norm with x = x + f(x)',
      out.residual,
      r.depths.map((d) => d.residual),
    );
    expectList('post-norm ||x||', out.post_norm, Array.from(r.postNorm));
    expectList('LayerNorm of row 0 in its batch', out.row0_in_batch, Array.from(r.batch.row0InBatch));
    expectList('LayerNorm of row 0 alone', out.row0_alone, Array.from(r.batch.row0Alone));
  },
};

// 003: the matrix tabs; the cell's tensors read out whole (a line the test adds after the cell).
const matrixCheck = (stds) => ({
  page: (core, knobs) => core.section('normMatrix', knobs),
  readout: `\ny = y.tolist()\n${stds} = ${stds}.tolist()\n`,
  check(out, r) {
    const y = r.norm.y.map((row) => Array.from(row));
    if (out.y.length !== y.length) throw new Error(`y: PyTorch ${out.y.length} rows, page ${y.length}`);
    y.forEach((row, i) => row.forEach((v, j) => expectNear(`y[${i}][${j}]`, out.y[i][j], v, REL, 1e-9)));
    expectList(`${stds} of y`, out[stds], Array.from(stds === 'col_std' ? r.norm.colStd : r.norm.rowStd));
  },
});
FIGURES['bn-matrix'] = {
  ...matrixCheck('col_std'),
  settings: [
    [
      'the lecture, biased',
      {
        kind: 'batch',
        variance: 'biased',
        x: [
          [1, 5, -2, 3],
          [2, 4, -1, 2],
          [0, 6, -3, 4],
        ],
      },
    ],
    [
      'unbiased, a constant column, 3x2',
      {
        kind: 'batch',
        variance: 'unbiased',
        x: [
          [1.5, 2],
          [1.5, -7],
          [1.5, 0.25],
        ],
      },
    ],
  ],
};
FIGURES['ln-matrix'] = {
  ...matrixCheck('row_std'),
  settings: [
    [
      'the lecture',
      {
        kind: 'layer',
        variance: 'biased',
        x: [
          [1, 5, -2, 3],
          [100, -50, 20, 0],
          [0, 0, 0, 0.0001],
        ],
      },
    ],
    [
      '2x5, a constant row',
      {
        kind: 'layer',
        variance: 'biased',
        x: [
          [3, 3, 3, 3, 3],
          [-1, 0.5, 2, 8, -4],
        ],
      },
    ],
  ],
};

// The playground's module config (PlaygroundConfig) for a short run.
const PG = {
  nLayer: 4,
  nHidden: 64,
  norm: 'batch',
  gain: 5 / 3,
  badInit: 1,
  fixOutput: true,
  lr: 0.1,
  schedule: 'constant',
  batchSize: 32,
  steps: 60,
  seed: SEED,
};
// The playground: its knobs are the export's config (C++ names), its page numbers the core's run
// of that config: every step's loss and update:data (C and the 2-d weights, by the page's names).
const PLAYGROUND = {
  settings: [
    ['the defaults, 60 steps', exportConfig(PG)],
    [
      'no norm, seed 42, width 48, depth 3, lr 0.05, step schedule, batch 20, 40 steps',
      exportConfig({ ...PG, norm: 'none', seed: 42, nHidden: 48, nLayer: 3, lr: 0.05, schedule: 'step', batchSize: 20, steps: 40 }),
    ],
  ],
  page(core, c) {
    const config = Object.fromEntries(Object.keys(PG).map((knob) => [knob, c[snake(knob)]]));
    const pg = core.newPlayground(config);
    const chunk = pg.run(c.steps);
    if (chunk.diverged || chunk.step !== c.steps) throw new Error(`the page's run stopped at step ${chunk.step}`);
    const ud = pg.updateSeries(0, 1);
    return { losses: Array.from(pg.losses()), ud: { names: ud.names, series: ud.series.map((s) => Array.from(s)) } };
  },
  before: (c, recipe) => pytorchScript(c, recipe),
  names: ['param_names'],
  check(out, r) {
    expectList('minibatch losses', out.lossi, r.losses);
    r.ud.names.forEach((name, k) => {
      const p = out.param_names.indexOf(name);
      if (p < 0) throw new Error(`no parameter ${name} in PyTorch's ${out.param_names}`);
      const torchSeries = out.ud.map((row) => row[p]);
      torchSeries.forEach((v, i) => expectNear(`ud of ${name} at step ${i + 1}`, v, r.ud.series[k][i], 0, 1e-4));
    });
  },
};
FIGURES.playground = PLAYGROUND;

// Writes the cell (and the script it follows, if any) and runs it; -> the variables it left.
async function runCell(python, text, names, dir, before = null, timeout = CELL_TIMEOUT) {
  const path = join(dir, 'cell.py');
  writeFileSync(path, text);
  const after = [];
  if (before) {
    writeFileSync(join(dir, 'makemore_run.py'), before);
    after.push('--after', join(dir, 'makemore_run.py'));
  }
  if (before) copyFileSync(join(ROOT, 'public/names.txt'), join(dir, 'names.txt')); // the cell reads names.txt
  const r = expectExit0(await python.run([...after, path, ...names], { cwd: dir, timeout }), 'the snippet', timeout);
  return JSON.parse(r.stdout.trim().split('\n').pop()); // the last line: a cell may print the lecture's lines before it
}

// The runner's own checks, first: a cell that raises, one that dies and one that hangs each end in
// a message that says so (the traceback, the signal, the timeout), and the next cell still runs.
const RUNNER = [
  ['an exception', 'x = 1\nraise ValueError("no such figure")\n', /the snippet failed \(1\):\n[^]*Traceback[^]*ValueError: no such figure/],
  ['a child that dies', 'import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n', /the snippet died of signal SIGKILL \(9\)/],
  ['a cell that hangs', 'import time\ntime.sleep(600)\n', /the snippet did not finish in 2 s \(killed\)/, 2],
];
async function runnerChecks(python, dir) {
  let failed = 0;
  for (const [name, text, message, timeout] of RUNNER) {
    let got = 'no error';
    try {
      await runCell(python, text, ['x'], dir, null, timeout);
    } catch (e) {
      got = String(e?.message ?? e);
    }
    const ok = message.test(got);
    failed += ok ? 0 : 1;
    console.log(ok ? `ok   runner: ${name}` : `FAIL runner: ${name}\n     expected ${message}, got: ${got}`);
  }
  return failed;
}

async function main() {
  const core = await loadCore({ wasmBinary: readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url)) });
  core.setNames(readFileSync(join(ROOT, 'public/names.txt'), 'utf8'));
  const recipe = core.recipe();
  const dir = mkdtempSync(join(tmpdir(), 'makemore-snippets-'));
  const python = startPython({ timeout: CELL_TIMEOUT });
  let passed = 0,
    failed = 0,
    runnerFailed = RUNNER.length;
  try {
    runnerFailed = await runnerChecks(python, dir);
    for (const [tab, fig] of Object.entries(FIGURES)) {
      if (process.env.SNIPPETS_ONLY && tab !== process.env.SNIPPETS_ONLY) continue;
      for (const [name, knobs] of fig.settings) {
        try {
          const page = fig.page ? fig.page(core, knobs) : core.section(tab, knobs);
          const names = [...outputs[tab], ...(fig.names ?? [])];
          const cell = lectureSnippet(tab, knobs, recipe) + (fig.readout ?? '');
          fig.check(await runCell(python, cell, names, dir, fig.before?.(knobs, recipe)), page);
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
    python.close();
    rmSync(dir, { recursive: true, force: true });
    core.dispose();
  }
  console.log(`\n${passed} passed, ${failed} failed (and the runner's ${RUNNER.length} checks: ${runnerFailed} failed)`);
  process.exitCode = failed || runnerFailed ? 1 : 0;
}

main();
