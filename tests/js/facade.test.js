// facade.test.js — the real wasm module in node (vitest): every facade function and section through
// Embind, C++ refusals arriving as JS Errors with the C++ message, a code and its params, Turkish
// names in and out as UTF-8, and no leak: 1000 create/train/delete cycles leave the allocator's
// bytes in use (mallinfo, heapStats()) where they were after warm-up — and the same check fails
// when the test hook debugLeak leaks 1 KiB per cycle.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadCore } from '../../web/src/compute/core.js';
import { nearRef } from '../reference/trained_ref.mjs';
import { MANIFESTS } from '../../web/src/tabs/manifests.js';
import { JOBS } from '../../web/src/compute/jobs.js';
import { EVAL_ROWS } from '../../web/src/tabs/playground/run.js';

const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));
// The first 3000 names of the shipped list: every figure's code path, at a fraction of the time.
const NAMES = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8')
  .split('\n')
  .slice(0, 3000)
  .join('\n');
const SEED = 2147483647;
const PG = {
  nLayer: 3,
  nHidden: 32,
  norm: 'batch',
  gain: 5 / 3,
  badInit: 1,
  fixOutput: true,
  lr: 0.1,
  schedule: 'constant',
  batchSize: 32,
  steps: 50,
  seed: SEED,
};
const BN = { badInit: 3, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1, steps: 20, seed: SEED };
let core, m;

beforeAll(async () => {
  core = await loadCore({ wasmBinary });
  m = core.m;
  core.setNames(NAMES);
});
afterAll(() => core.dispose());

// Expects fn() to throw a JS Error (not a number, not a WebAssembly.Exception) whose message holds
// `part`; returns it.
function expectError(fn, part) {
  let caught = null;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(Error);
  expect(caught.message).toContain(part);
  return caught;
}

describe('basics', () => {
  it('randomNormal matches torch.manual_seed(1); torch.randn(5) (printed to 4 decimals)', () => {
    const v = core.randomNormal(1, 5);
    expect(v).toBeInstanceOf(Float64Array);
    [0.6614, 0.2669, 0.0617, 0.6213, -0.4519].forEach((x, i) => expect(v[i]).toBeCloseTo(x, 4));
    expect(Array.from(core.randomNormal(1, 5))).toEqual(Array.from(v)); // same seed, same draws
  });
  it('randomUniform draws in [0, 1)', () => {
    const u = core.randomUniform(3, 1000);
    expect(Math.min(...u)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...u)).toBeLessThan(1);
  });
  it("inspectNames summarises a file; a bad one fails with the loader's line number", () => {
    const info = core.inspectNames('emma\nolivia\n');
    expect(info).toMatchObject({ count: 2, vocabSize: 8, longest: 6, sample: ['emma', 'olivia'] });
    expectError(() => core.inspectNames('anna\nb.b\n'), 'line 2');
    expectError(() => core.inspectNames(''), 'empty');
  });
  it('bad seeds and counts name the parameter', () => {
    expectError(() => core.randomNormal(-1, 3), 'seed');
    expectError(() => core.randomNormal(1, 0), 'count');
  });
  it('a Lab reports its split sizes (80/10/10 of the names, each name giving len+1 rows)', () => {
    expect(core.lab.trainRows()).toBeGreaterThan(7 * core.lab.devRows());
    expect(core.lab.devRows()).toBeGreaterThan(0);
  });
  it('setNames keeps the previous list when the new file is bad', () => {
    expectError(() => core.setNames('x\u0000y\n'), 'line 1');
    expect(core.lab.info().count).toBe(3000);
  });
});

describe('refusals cross as data', () => {
  it('a refusal is an Error with the English message, a code and string params', () => {
    const e = expectError(() => core.newPlayground({ ...PG, nLayer: 99 }), 'n_layer must be from 2 to 12, got 99');
    expect(e.code).toBe('range');
    expect(e.params).toEqual({ name: 'n_layer', lo: '2', hi: '12', lo_open: '0', got: '99', integer: '1' });
    const n = expectError(() => core.inspectNames('anna\nb.b\n'), 'line 2');
    expect(n.code).toBe('names.reserved_dot');
    expect(n.params).toMatchObject({ line: '2', name: 'b.b' });
    const b = expectError(() => core.newPlayground({ ...PG, nLayer: 12, nHidden: 1024, batchSize: 4096 }), 'MB');
    expect(b.code).toBe('budget');
    expect(Number(b.params.need_mb)).toBeGreaterThan(256);
  });
  it("every tab's manifest names a section of the module or a job of the worker", () => {
    const known = new Set([...Array.from(m.sectionNames()), ...Object.keys(JOBS)]);
    const named = MANIFESTS.filter((t) => t.section).map((t) => `${t.id}: ${t.section}`);
    expect(named.length).toBeGreaterThanOrEqual(8);
    expect(named.filter((n) => !known.has(n.split(': ')[1]))).toEqual([]);
  });
  it('the module names its sections and gives its recipe', () => {
    expect(Array.from(m.sectionNames())).toEqual(['start', 'tanh', 'kaiming', 'batchnorm', 'normMatrix', 'residual']);
    expectError(() => core.section('hockey', {}), 'unknown section');
    const r = core.recipe();
    expect(r).toMatchObject({ seed: SEED, saturation: 0.97, blockSize: 3 });
    expect(r.tanhGain).toBeCloseTo(5 / 3, 15);
    expect(Array.from(r.residualDepths)).toEqual([5, 20, 50]);
    expect(r).toMatchObject({ bnMomentum: 0.1, eps: 1e-5 });
  });
});

describe('LayerNorm vs BatchNorm (normCompare, normMatrix)', () => {
  it('BatchNorm: every column std 1; LayerNorm: every row', () => {
    const x = [
      [1, 5, -2, 3],
      [2, 4, -1, 2],
      [0, 6, -3, 4],
    ];
    const bn = core.normCompare({ kind: 'batch', x });
    bn.colStd.forEach((s) => expect(s).toBeCloseTo(1, 3)); // eps = 1e-5 moves the std by ~1e-6 here
    const ln = core.normCompare({ kind: 'layer', x });
    ln.rowStd.forEach((s) => expect(s).toBeCloseTo(1, 3));
  });
  it("the same row in two batches: the text's printed numbers (4 decimals)", () => {
    const b = core.normCompare({
      kind: 'batch',
      x: [
        [1, 5, -2, 3],
        [50, -20, 10, 0],
        [-10, 10, 5, -5],
      ],
    });
    [-0.4857, 0.508, -1.2868, 1.1112].forEach((v, i) => expect(b.y[0][i]).toBeCloseTo(v, 4));
    const l = core.normCompare({ kind: 'layer', x: [[1, 5, -2, 3]] });
    [-0.29, 1.2568, -1.4501, 0.4834].forEach((v, i) => expect(l.y[0][i]).toBeCloseTo(v, 4));
  });
  it('a bad request is an Error naming the field', () => {
    expectError(() => core.normCompare({ kind: 'diagonal', x: [[1]] }), 'kind');
    expectError(() => core.normCompare({ kind: 'batch', x: [[1, 2], [3]] }), 'x');
  });
  it("the normMatrix section: the result of x, the input's own stds, the text's rows", () => {
    const r = core.section('normMatrix', { kind: 'layer', variance: 'biased', x: [[1, 5, -2, 3]] });
    [-0.29, 1.2568, -1.4501, 0.4834].forEach((v, i) => expect(r.norm.y[0][i]).toBeCloseTo(v, 4));
    expect(Array.from(r.lecture.rowManual)).toEqual([-0.2182, 1.0911, -1.5275, 0.6547]);
    r.sameRow.manual.forEach((v, i) => expect(r.sameRow.layerOnManual[i]).toBeCloseTo(v, 4));
    const e = expectError(
      () =>
        core.section('normMatrix', {
          kind: 'batch',
          variance: 'biased',
          x: [
            [1, NaN],
            [2, 3],
          ],
        }),
      'x[0][1]',
    );
    expect(e.code).toBe('norm.not_finite');
  });
});

describe('lesson figures', () => {
  it('starting loss: no fix far above ln 27, the fix near it; the hockey stick has `steps` points', () => {
    const r = core.section('start', { steps: 20, seed: SEED });
    expect(r.logVocab).toBeCloseTo(Math.log(27), 6);
    expect(r.noFix).toBeGreaterThan(15);
    expect(Math.abs(r.fix - r.logVocab)).toBeLessThan(0.1);
    expect(r.hockeyNoFix.length).toBe(20);
  }, 60000);
  it('saturation, dead neurons, per-layer std, BN pipeline', () => {
    const sat = core.section('tanh', { badInit: 5, seed: SEED });
    expect(sat.badInitPct).toBeGreaterThan(sat.kaimingPct);
    expect(sat.badInitHist.counts.length + 1).toBe(sat.badInitHist.edges.length);
    const dead = sat.dead;
    expect(dead.absH.length).toBe(dead.rows * dead.cols);
    const a = core.section('kaiming', { nLayer: 6, gain: 5 / 3, probeRows: 1000, seed: SEED, act: 'tanh' });
    expect(a.naive.std.length).toBe(5);
    expect(a.kaiming.std[4]).toBeGreaterThan(a.naive.std[4]);
    expect(a.act).toBe('tanh');
    expect(a.kaiming.inactivePct.length).toBe(0);
    // ReLU in tanh's place: sqrt(2) holds the std, each layer's zero (inactive) share is given instead
    const relu = core.section('kaiming', { nLayer: 6, gain: Math.SQRT2, probeRows: 1000, seed: SEED, act: 'relu' });
    expect(relu.act).toBe('relu');
    expect(relu.kaiming.inactivePct.length).toBe(5);
    expect(relu.kaiming.saturatedPct.length).toBe(0);
    expect(relu.kaiming.std[4] / relu.kaiming.std[0]).toBeGreaterThan(0.8);
    expect(relu.kaiming.std[4] / relu.kaiming.std[0]).toBeLessThan(1.25);
    expect(relu.naive.std[4] / relu.naive.std[0]).toBeLessThan(0.4);
    expectError(() => core.section('kaiming', { nLayer: 6, gain: 1, probeRows: 1000, seed: SEED, act: 'gelu' }), 'act');
    const bn = core.section('batchnorm', BN).pipeline;
    expect(bn.xhat.std).toBeCloseTo(1, 2);
  });
  it('running stats, spurious bias, eps, linear collapse', () => {
    const b = core.section('batchnorm', BN);
    const r = b.running;
    expect(r.runningMean[0].length).toBe(20);
    expect(r.singleExample.code).toBe('bn_batch'); // a batch of 1: refused, as data
    expect(b.bias.biasGradNorm).toBeLessThan(1e-4);
    expect(b.eps.nonfiniteWithEps).toBe(0);
    expect(Array.from(b.collapse.shape)).toEqual([30, 27]);
    // the bias before BN over SGD steps: at rounding with BatchNorm, a real gradient without
    const w = b.biasWatch;
    expect([w.steps, w.batchSize, w.lr]).toEqual([30, 32, 0.1]);
    expect(w.withBn.batchnorm && !w.withoutBn.batchnorm).toBe(true);
    expect(Math.max(...w.withBn.biasGrad)).toBeLessThan(1e-5);
    expect(Math.min(...w.withoutBn.biasGrad)).toBeGreaterThan(1e-3);
    expect(w.withBn.biasDrift[29]).toBeLessThan(1e-6);
    expect(w.withoutBn.biasDrift[29]).toBeGreaterThan(1e-3);
    // each run's extremes, which the tab's sentence and the prediction read, come with it from the core
    for (const run of [w.withBn, w.withoutBn]) {
      expect([run.biasGradMin, run.biasGradMax]).toEqual([Math.min(...run.biasGrad), Math.max(...run.biasGrad)]);
      expect([run.weightGradMin, run.weightGradMax]).toEqual([Math.min(...run.weightGrad), Math.max(...run.weightGrad)]);
    }
    // the stack's first example beside the one matrix's: equal without tanh, not with it
    const gap = (a) => Math.max(...Array.from(a, (y, i) => Math.abs(y - b.collapse.exampleDirect[i])));
    expect(gap(b.collapse.exampleLinear)).toBeLessThan(1e-4);
    expect(gap(b.collapse.exampleTanh)).toBeGreaterThan(0.1);
  });
  it('residual depths, post-norm norms, LayerNorm batch independence', () => {
    const r = core.section('residual', { weightStd: 0.2, seed: SEED });
    const d = r.depths.filter((x) => x.depth === 5 || x.depth === 50);
    expect(d[1].plain).toBeLessThan(1e-4);
    expect(d[1].residual).toBeGreaterThan(10);
    const n = r.postNorm;
    expect(n.length).toBe(51);
    expect(n[50]).toBeCloseTo(4, 2);
    expect(r.batch.maxAbsDiff).toBeLessThan(1e-5);
    expectError(() => core.section('residual', { weightStd: 0, seed: SEED }), 'weight_std');
  });
  it("lecture values are the text's printed ones", () => {
    expect(core.section('start', { steps: 1, seed: SEED }).lecture.noFix).toBe(26.01);
    expect(Array.from(core.diagnosticsLecture().dev)).toEqual([2.2031, 2.1858, 2.233, 2.5318]);
  });
  it('a scenario steps in chunks and finishes with bars, spread and update:data', () => {
    const s = core.newScenario(1, { steps: 40, seed: SEED });
    try {
      expect(s.advance(25).length).toBe(25);
      expect(s.advance(100).length).toBe(15);
      expect(s.done()).toBe(true);
      expect(s.stepsDone()).toBe(40);
      expect(s.name()).toBe('bn_kaiming');
      const r = s.finish();
      expect(r.gradStd.length).toBe(6);
      nearRef(r.dev, 'facade.scenario.bn_kaiming.dev'); // PyTorch: same 3000 names, 40 steps (trained_ref.txt)
      expect(r.updateData.names.length).toBe(r.updateData.series.length);
      // the verdict on the median is the core's rule (words.hpp), carried with its thresholds
      const u = r.updateData;
      expect([u.healthy, u.near]).toEqual([-3, 0.5]);
      expect(u.verdict).toBe(Math.abs(u.median + 3) <= 0.5 ? 'near' : u.median > -3 ? 'high' : 'low');
    } finally {
      core.releaseScenario(s);
    }
    expectError(() => core.newScenario(4, { steps: 40, seed: SEED }), 'scenario');
  }, 60000);
});

describe('playground', () => {
  const cfg = PG;
  it('trains, evaluates, reports layer health and samples names', () => {
    const pg = core.newPlayground(cfg);
    const c = pg.run(30);
    expect(c.loss.length).toBe(30);
    expect(c.done).toBe(false);
    expect(pg.run(100).step).toBe(50);
    const e = pg.evaluate();
    nearRef([e.train, e.dev], 'facade.playground.eval'); // PyTorch: the first 2000 rows of each split
    expect([e.trainRows, e.devRows]).toEqual([EVAL_ROWS, EVAL_ROWS]); // the count the tab's explanation quotes
    const h = pg.health();
    expect(h.names.length).toBe(2);
    h.saturation.forEach((v) => expect(v).toBeGreaterThanOrEqual(0));
    expect(pg.stepsDone()).toBe(50);
    expect(pg.parameterCount()).toBeGreaterThan(27 * 10);
    const full = pg.evaluateFull();
    expect(full.step).toBe(50);
    nearRef([full.train, full.dev], 'facade.playground.full');
    const names = pg.sample(5, 1);
    expect(names.length).toBe(5);
    expect(Array.from(pg.sample(5, 1))).toEqual(Array.from(names)); // same seed, same names
    core.releasePlayground();
  });
  it('bad settings are Errors naming the setting; divergence is reported, not NaN', () => {
    expectError(() => core.newPlayground({ ...cfg, norm: 'group' }), 'norm');
    expectError(() => core.newPlayground({ ...cfg, nLayer: 99 }), 'n_layer');
    expectError(() => core.newPlayground({ ...cfg, batchSize: 1 }), 'batch_size');
    // lr 10 is the largest allowed: a 1024-wide MLP without the output fix diverges within 20 steps
    const pg = core.newPlayground({ ...cfg, lr: 10, nHidden: 1024, norm: 'none', fixOutput: false });
    const c = pg.run(20);
    expect(c.diverged).toBe(true);
    expect(c.divergence.step).toBeGreaterThanOrEqual(1);
    expect(['loss', 'loss_high', 'activations', 'gradients']).toContain(c.divergence.kind);
    core.releasePlayground();
  });
  // One create/train/delete cycle of the page's objects: a playground trained two real SGD steps
  // (forward, backward, update) and a 5.13 run of one step.
  const cycle = () => {
    const pg = core.newPlayground({ ...cfg, nHidden: 16, steps: 2 });
    const trained = pg.run(2);
    if (trained.loss.length !== 2 || !trained.done) throw new Error(`the cycle did not train: ${JSON.stringify(trained)}`);
    pg.health();
    core.releasePlayground();
    const s = core.newScenario(1, { steps: 1, seed: SEED });
    s.advance(1);
    core.releaseScenario(s);
  };
  // Bytes the objects hold (malloc's bytes in use minus the tensor blocks kept for reuse) and the
  // wasm memory's size, after 100 warm-up cycles (the allocator reaches its working size) and
  // again after 1000 more.
  const measureCycles = (oneCycle) => {
    for (let i = 0; i < 100; i++) oneCycle();
    const before = { live: m.heapStats().live, heap: m.HEAP8.length };
    for (let i = 0; i < 1000; i++) oneCycle();
    return { before, after: { live: m.heapStats().live, heap: m.HEAP8.length } };
  };
  // The check: nothing grew. 1 KiB a cycle would be 1 MiB here; the wasm memory alone (it grows
  // in steps of 16 MiB and more) could not see it.
  const expectNoLeak = ({ before, after }) => {
    expect(after.live - before.live).toBe(0);
    expect(after.heap).toBe(before.heap);
  };
  it("1000 create/train/delete cycles leave malloc's bytes in use where they were", () => {
    const m0 = m.heapStats();
    expect(m0.inUse).toBeGreaterThan(0);
    expect(m0.live).toBe(m0.inUse - m0.cached);
    expectNoLeak(measureCycles(cycle));
  }, 300000);
  it('the same check fails when each cycle leaks 1 KiB (the test hook debugLeak)', () => {
    const leaky = measureCycles(() => {
      cycle();
      m.debugLeak(1024);
    });
    expect(leaky.after.live - leaky.before.live).toBeGreaterThanOrEqual(1000 * 1024);
    expect(() => expectNoLeak(leaky)).toThrow();
  }, 300000);
});

describe('Turkish names', () => {
  it('load with their own vocabulary, train, and sample back as UTF-8', () => {
    const text = readFileSync(new URL('../reference/names_tr.txt', import.meta.url), 'utf8');
    try {
      const info = core.setNames(text);
      expect(info.alphabet).toBe('.abcdefghiklmnoprstuvyzçöüğış');
      expect(info.vocabSize).toBe(29);
      expect(Array.from(info.chars)).toEqual([...info.alphabet]); // one string per index
      expect(Array.from(info.sample).slice(0, 3)).toEqual(['çağla', 'ılgın', 'ismail']); // Ilgın, İsmail
      const pg = core.newPlayground({ ...PG, nHidden: 64, steps: 300 });
      expect(pg.run(300).done).toBe(true);
      const names = Array.from(pg.sample(30, 7));
      const letters = new Set(info.chars);
      for (const n of names) for (const ch of n) expect(letters.has(ch) && ch !== '.', `${n}: ${ch}`).toBe(true);
      expect(names.join('')).toMatch(/[çğıöşü]/);
    } finally {
      core.setNames(NAMES);
    }
  });
});

// libc++'s streams bring its locale facets, whose tables hold the month names and the strftime
// formats; one std::ostringstream anywhere in the module's code put 110 KB (37 KB gzip) of them
// back into the page's download.
describe('the web module', () => {
  it('carries no C++ streams or locales (their tables are not in its data)', () => {
    const text = wasmBinary.toString('latin1');
    const traces = ['February', '%m/%d/%y', '%H:%M:%S'].filter((s) => text.includes(s));
    expect(traces).toEqual([]);
    expect(['February'].filter((s) => 'January February'.includes(s))).toHaveLength(1); // the filter sees one
  });
});
