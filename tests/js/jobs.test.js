// jobs.test.js — the worker's streaming jobs on the real module, outside a worker: they stream
// their progress in chunks, a cancel at a chunk boundary stops them and releases every Embind
// object; the 5.13 stream starts with the lecture's values and its curve is the core's bucket
// means of the run's own minibatch losses; a playground's warnings reach the page with their chunk,
// unchanged; the start section's first steps first, from one run of the core whose parts are the
// section's results bit for bit, released after. (Sections are not jobs: worker.test.js.)
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { JOBS } from '../../web/src/compute/jobs.js';
import { CancelledError } from '../../web/src/compute/protocol.js';

let core;

beforeAll(async () => {
  core = await coreWithNames(1500);
});
afterAll(() => core.dispose());

// A job context that cancels after `cancelAfter` ticks (never if null).
function fakeContext(cancelAfter = null) {
  let ticks = 0;
  return {
    async tick() {
      if (cancelAfter !== null && ++ticks > cancelAfter) throw new CancelledError();
    },
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
    expect(ctxProgress[0].partial.lecture).toEqual(core.diagnosticsLecture()); // before any run
    expect(ctxProgress[0].done).toBe(0);
  }, 120000);

  it("scenarios: the curve is the mean of every bucket of the run's minibatch losses, the last short one too", async () => {
    const ctxProgress = [];
    const ctx = { ...fakeContext(3), progress: (done, total, rate, partial) => ctxProgress.push(partial) };
    await expect(JOBS.scenarios(core, { steps: 1300, seed: 5 }, ctx)).rejects.toBeInstanceOf(CancelledError); // buckets of 3
    const pts = ctxProgress.filter((p) => p.index === 0 && p.points).flatMap((p) => p.points);
    expect(pts.length).toBeGreaterThan(0);
    const run = core.newScenario(0, { steps: 1300, seed: 5 }); // the same run, its raw losses
    try {
      const losses = Array.from(run.advance(pts.at(-1)[0]));
      const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;
      expect(pts).toEqual(pts.map(([step], k) => [step, mean(losses.slice(3 * k, 3 * k + 3))]));
      expect(pts.map(([x]) => x)).toEqual(pts.map((_, k) => 3 * k + 3));
      losses.push(...run.advance(1300));
      const tail = run.curve(1299, 3); // the run is over: the last, one-step bucket is kept
      expect([tail.steps, Array.from(tail.means), tail.next]).toEqual([[1300], [losses[1299]], 1300]);
    } finally {
      core.releaseScenario(run);
    }
  }, 120000);

  it('scenarios: a cancel stops the job and releases the run', async () => {
    await expect(JOBS.scenarios(core, { steps: 20000, seed: 1 }, fakeContext(2))).rejects.toBeInstanceOf(CancelledError);
    expect(core.scenarios.size).toBe(0);
  });

  it('playground: reset, run to a step count with evals, pause (cancel) keeps the model', async () => {
    const config = {
      nLayer: 3,
      nHidden: 16,
      norm: 'layer',
      gain: 5 / 3,
      badInit: 1,
      fixOutput: true,
      lr: 0.1,
      schedule: 'step',
      batchSize: 16,
      steps: 300,
      seed: 7,
    };
    const r = JOBS.playgroundReset(core, { config });
    expect(r.eval.step).toBe(0);
    const done = await JOBS.playgroundRun(core, { until: 120, evalEvery: 50 }, fakeContext());
    expect(done.step).toBe(120);
    await expect(JOBS.playgroundRun(core, { until: 300, evalEvery: 50 }, fakeContext(0))).rejects.toBeInstanceOf(CancelledError);
    expect(core.playground.stepsDone()).toBeGreaterThan(120); // the paused model keeps its steps
    expect(JOBS.playgroundSample(core, { count: 3, seed: 1 })).toHaveLength(3);
    core.releasePlayground();
    let refused = null;
    try {
      JOBS.playgroundFinal(core);
    } catch (e) {
      refused = e;
    }
    expect(refused?.code).toBe('no_playground'); // a page error the locale files word
  });

  it('playground: warnings stream with their chunk and evaluation, as the core wrote them', async () => {
    // a thousandth of the lecture's lr and no output fix: still worse than guessing after 300 steps
    const config = {
      nLayer: 4,
      nHidden: 100,
      norm: 'none',
      gain: 5 / 3,
      badInit: 1,
      fixOutput: false,
      lr: 1e-4,
      schedule: 'constant',
      batchSize: 32,
      steps: 400,
      seed: 2147483647,
    };
    JOBS.playgroundReset(core, { config });
    const parts = [];
    const ctx = fakeContext();
    ctx.progress = (done, total, rate, partial) => parts.push(structuredClone(partial)); // as postMessage copies it
    await JOBS.playgroundRun(core, { until: 400, evalEvery: 100 }, ctx);
    const warnings = parts.flatMap((p) => [...p.chunk.warnings, ...p.evals.flatMap((e) => e.warnings)]);
    expect(warnings).toEqual([
      {
        step: 300,
        kind: 'not_learning',
        layer: -1,
        layerType: '',
        param: '',
        value: expect.any(Number),
        ref: expect.closeTo(Math.log(27), 12),
        cause: 'lr_low',
        suggestion: 'raise_lr',
      },
    ]);
    expect(warnings[0].value).toBeGreaterThan(Math.log(27));
  });

  it('playground: after a chunk that took long, the next one is announced to the heartbeat (busy)', async () => {
    let clock = 0;
    const spy = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const log = [];
    let step = 0;
    const cost = [100, 900, 900, 100, 100]; // ms per chunk: the 2nd and 3rd are slow
    const pg = {
      // a playground whose chunks take the times above (one step each: size stays small)
      stepsDone: () => step,
      run(n) {
        clock += cost[log.filter((e) => e === 'run').length];
        log.push('run');
        step += Math.min(n, 1);
        return { step, done: step >= 5, diverged: false };
      },
      evaluate() {
        return {};
      },
      health: () => ({}),
      updateSeries: (from) => ({ names: [], steps: [], series: [], next: from }), // the live diagnostics' reads
      panels: () => ({}),
    };
    try {
      await JOBS.playgroundRun({ playground: pg }, { until: 5, evalEvery: 1000 }, { ...fakeContext(), busy: () => log.push('busy') });
    } finally {
      spy.mockRestore();
    }
    expect(log.join(' ')).toBe('run run busy run busy run run busy'); // the last busy: the final evaluation
  });

  it('the jobs are the streaming ones only: a section is not a job, except one whose first steps come first', () => {
    expect(Object.keys(JOBS).sort()).toEqual([
      'playgroundExport',
      'playgroundFinal',
      'playgroundReset',
      'playgroundRun',
      'playgroundSample',
      'scenario',
      'scenarios',
      'sectionFirst',
    ]);
  });

  it('scenario: one of the four alone streams what `scenarios` streams for it (the pool runs them apart)', async () => {
    const all = [];
    const both = await JOBS.scenarios(core, { steps: 200, seed: 9 }, { ...fakeContext(), progress: (d, t, r, p) => all.push(p) });
    for (const index of [1, 3]) {
      const one = [];
      const busy = [];
      const ctx = {
        ...fakeContext(),
        progress: (done, total, rate, partial) => one.push({ done, total, partial }),
        busy: () => busy.push(one.length),
      };
      const r = await JOBS.scenario(core, { index, steps: 200, seed: 9 }, ctx);
      expect(r).toEqual(both[index]);
      expect(one[0].partial).toEqual({ lecture: core.diagnosticsLecture() });
      const points = (ps) => ps.filter((p) => p.index === index && p.points).flatMap((p) => p.points); // chunks vary with time
      expect(points(one.map((p) => p.partial))).toEqual(points(all));
      expect(points(all)).toHaveLength(200);
      expect(one.at(-1).partial).toEqual(all.find((p) => p.index === index && p.result));
      expect([one.at(-1).done, one.at(-1).total]).toEqual([200, 200]);
      expect(busy).toHaveLength(1); // the final evaluation, announced to the heartbeat
    }
    expect(core.scenarios.size).toBe(0);
    await expect(JOBS.scenario(core, { index: 4, steps: 200, seed: 9 }, fakeContext())).rejects.toMatchObject({ code: 'unknown_job' });
  }, 120000);
});

describe('sectionFirst: the start section in parts (its first steps first, nothing computed twice)', () => {
  const SEED = 2147483647;
  const recording = (cancelAfter = null) => {
    const log = { progress: [], busy: 0 };
    const ctx = { ...fakeContext(cancelAfter), progress: (done, total, rate, partial) => log.progress.push({ done, total, partial }) };
    ctx.busy = () => log.busy++;
    return { ctx, log };
  };

  it("the first part and the whole are core.section('start', …) with those steps, bit for bit", async () => {
    for (const [steps, first] of [
      [300, 100],
      [120, 0],
      [121, 120],
    ]) {
      const knobs = { steps, seed: SEED };
      const { ctx, log } = recording();
      const whole = await JOBS.sectionFirst(core, { name: 'start', knobs, first }, ctx);
      // toEqual compares numbers with Object.is: the same doubles, not close ones
      expect(whole).toEqual(core.section('start', knobs));
      expect(log.progress).toHaveLength(1);
      expect(log.progress[0]).toMatchObject({ done: first, total: steps, partial: { first } });
      expect(log.progress[0].partial.partial).toEqual(core.section('start', { steps: first, seed: SEED }));
      expect(log.busy).toBe(1);
      expect(core.startRuns.size).toBe(0);
    }
  }, 120000);

  it('a cancel after the first part releases the run; a section not computed in parts is refused', async () => {
    const { ctx, log } = recording(0);
    await expect(JOBS.sectionFirst(core, { name: 'start', knobs: { steps: 5000, seed: SEED }, first: 10 }, ctx)).rejects.toBeInstanceOf(
      CancelledError,
    );
    expect(log.progress).toHaveLength(1);
    expect(core.startRuns.size).toBe(0);
    await expect(JOBS.sectionFirst(core, { name: 'kaiming', knobs: { steps: 500 }, first: 10 }, fakeContext())).rejects.toMatchObject({
      code: 'unknown_section',
    });
    expect(() => core.newStartRun({ steps: 10, seed: -1 })).toThrow('seed');
    expect(core.startRuns.size).toBe(0);
  });

  it("200 jobs leave malloc's bytes in use where they were (each run is deleted)", async () => {
    const job = () => JOBS.sectionFirst(core, { name: 'start', knobs: { steps: 2, seed: SEED }, first: 1 }, fakeContext());
    for (let i = 0; i < 20; i++) await job();
    const before = core.m.heapStats().live;
    for (let i = 0; i < 200; i++) await job();
    expect(core.m.heapStats().live - before).toBe(0);
    // the check sees a run that is not deleted
    const kept = core.newStartRun({ steps: 2, seed: SEED });
    try {
      expect(core.m.heapStats().live - before).toBeGreaterThan(10000);
    } finally {
      core.releaseStartRun(kept);
    }
  }, 120000);
});
