// jobs.test.js — the worker's streaming jobs on the real module, outside a worker: they stream
// their progress in chunks, a cancel at a chunk boundary stops them and releases every Embind
// object; the 5.13 stream starts with the lecture's values and its curve is the core's bucket
// means of the run's own minibatch losses. (Sections are not jobs: worker.test.js.)
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { JOBS } from '../../web/src/jobs.js';
import { CancelledError } from '../../web/src/protocol.js';

let core;

beforeAll(async () => { core = await coreWithNames(1500); });
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
    expect(ctxProgress[0].partial.lecture).toEqual(core.diagnosticsLecture()); // before any run
    expect(ctxProgress[0].done).toBe(0);
  }, 120000);

  it('scenarios: the curve is the mean of every bucket of the run\'s minibatch losses, the last short one too', async () => {
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
    } finally { core.releaseScenario(run); }
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
    core.releasePlayground();
    let refused = null;
    try { JOBS.playgroundFinal(core); } catch (e) { refused = e; }
    expect(refused?.code).toBe('no_playground'); // a page error the locale files word
  });

  it('the jobs are the streaming ones only: a section is not a job', () => {
    expect(Object.keys(JOBS).sort()).toEqual(['playgroundFinal', 'playgroundReset', 'playgroundRun', 'playgroundSample', 'scenarios']);
  });
});
