// jobs.test.js — the worker's jobs on the real module, outside a worker: long jobs stream their
// progress in chunks, a cancel at a chunk boundary stops them and releases every Embind object;
// a section comes back by name with what the tab draws (no arithmetic left to the page); a
// playground's warnings reach the page with their chunk, unchanged.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadCore } from '../../web/src/core.js';
import { JOBS } from '../../web/src/jobs.js';
import { CancelledError } from '../../web/src/protocol.js';

const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));
const NAMES = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8').split('\n').slice(0, 1500).join('\n');
let core;

beforeAll(async () => {
  core = await loadCore({ wasmBinary });
  JOBS.setNames(core, { text: NAMES });
});
afterAll(() => core.dispose());

// A job context that cancels after `cancelAfter` ticks (never if null).
function fakeContext(cancelAfter = null) {
  let ticks = 0;
  return {
    async tick() { if (cancelAfter !== null && ++ticks > cancelAfter) throw new CancelledError(); },
    progress() {},
  };
}

describe('worker jobs', () => {
  it('scenarios: four runs, curve points for every step, a result per run, nothing left allocated', async () => {
    const ctx = fakeContext();
    const ctxProgress = [];
    ctx.progress = (done, total, rate, partial) => ctxProgress.push({ done, total, partial });
    const results = await JOBS.scenarios(core, { steps: 600, seed: 2147483647 }, ctx); // buckets of 2 steps
    expect(results.map((r) => r.name)).toEqual(['no_bn_kaiming', 'bn_kaiming', 'bn_bad_init', 'no_bn_bad_init']);
    for (let i = 0; i < 4; i++) {
      const pts = ctxProgress.filter((p) => p.partial.index === i && p.partial.points).flatMap((p) => p.partial.points);
      expect(pts.map(([x]) => x)).toEqual(Array.from({ length: 300 }, (_, k) => 2 * k + 2));
    }
    expect(ctxProgress.at(-1).done).toBe(2400);
    expect(core.scenarios.size).toBe(0);
  }, 120000);

  it('scenarios: a cancel stops the job and releases the run', async () => {
    await expect(JOBS.scenarios(core, { steps: 20000, seed: 1 }, fakeContext(2))).rejects.toBeInstanceOf(CancelledError);
    expect(core.scenarios.size).toBe(0);
  });

  it('playground: reset, run to a step count with evals, pause (cancel) keeps the model', async () => {
    const config = { nLayer: 3, nHidden: 16, norm: 'layer', gain: 5 / 3, badInit: 1, fixOutput: true, lr: 0.1,
      schedule: 'step', batchSize: 16, steps: 300, seed: 7 };
    const r = JOBS.playgroundReset(core, { config });
    expect(r.eval.step).toBe(0);
    const done = await JOBS.playgroundRun(core, { until: 120, evalEvery: 50 }, fakeContext());
    expect(done.step).toBe(120);
    await expect(JOBS.playgroundRun(core, { until: 300, evalEvery: 50 }, fakeContext(0))).rejects.toBeInstanceOf(CancelledError);
    expect(core.playground.stepsDone()).toBeGreaterThan(120); // the paused model keeps its steps
    expect(JOBS.playgroundSample(core, { count: 3, seed: 1 })).toHaveLength(3);
  });

  it('playground: warnings stream with their chunk and evaluation, as the core wrote them', async () => {
    // a thousandth of the lecture's lr and no output fix: still worse than guessing after 300 steps
    const config = { nLayer: 4, nHidden: 100, norm: 'none', gain: 5 / 3, badInit: 1, fixOutput: false, lr: 1e-4,
      schedule: 'constant', batchSize: 32, steps: 400, seed: 2147483647 };
    JOBS.playgroundReset(core, { config });
    const parts = [];
    const ctx = fakeContext();
    ctx.progress = (done, total, rate, partial) => parts.push(structuredClone(partial)); // as postMessage copies it
    await JOBS.playgroundRun(core, { until: 400, evalEvery: 100 }, ctx);
    const warnings = parts.flatMap((p) => [...p.chunk.warnings, ...p.evals.flatMap((e) => e.warnings)]);
    expect(warnings).toEqual([{ step: 300, kind: 'not_learning', layer: -1, layerType: '', param: '',
      value: expect.any(Number), ref: expect.closeTo(Math.log(27), 12), cause: 'lr_low', suggestion: 'raise_lr' }]);
    expect(warnings[0].value).toBeGreaterThan(Math.log(27));
  });

  it('the normMatrix section adds the input\'s own column and row std and reproduces the 003 rows', () => {
    const r = JOBS.section(core, { name: 'normMatrix', knobs: { kind: 'batch', variance: 'biased', x: [[1, 2], [3, 6]] } });
    expect(Array.from(r.inColStd)).toEqual([1, 2]);
    expect(Array.from(r.inRowStd)).toEqual([0.5, 1.5]);
    const l = JOBS.section(core, { name: 'normMatrix', knobs: { kind: 'layer', variance: 'biased', x: [[1, 2]] } }).sameRow;
    l.manual.forEach((v, i) => expect(l.layerOnManual[i]).toBeCloseTo(v, 4)); // LayerNorm == (x - mean) / population std
  });
});
