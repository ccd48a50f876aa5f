// jobs.js — the worker's streaming work: the four 5.13 runs and the playground's model (its reset,
// run, sample, final evaluation). A job is (core, params, ctx) -> result; a long one works in
// chunks and awaits ctx.tick() between them (a cancel point), reporting ctx.progress(done, total,
// stepsPerSecond, partial), and calls ctx.busy() before one call of the core that may take
// seconds (an evaluation; the heartbeat then waits for its answer). The four 5.13 runs are
// independent: `scenario` is one of them, so the page can run them on several workers at once
// (pool.js); `scenarios` runs all four in one. Results are plain, structured-cloneable data. The
// core computes every number (the 5.13 curve's bucket means too: ScenarioRun::curve); here only
// the chunk sizes are chosen. A lesson section is not a job: the worker sends it straight to
// core.section().
import { pageError } from './protocol.js';

const CHUNK_MS = 100; // aim for chunks of about this long, so cancel and progress stay responsive
const SLOW_CHUNK_MS = 500; // a chunk longer than this: the next one is announced to the heartbeat (busy)
const CURVE_POINTS = 400; // the 5.13 curve: the mean of every steps/400 minibatch losses

// Adapts the chunk size so each chunk takes ~CHUNK_MS.
function nextChunk(size, ms) {
  if (ms <= 0) return Math.min(size * 2, 2000);
  return Math.max(1, Math.min(2000, Math.round(size * CHUNK_MS / ms)));
}

function playgroundOf(core) {
  if (!core.playground) throw pageError('no_playground', 'the playground has no model: reset it first');
  return core.playground;
}

// One 5.13 run to its end: streams its curve's bucket means, then its result. progress(partial,
// taken?) reports a chunk of `taken` steps, or a note without steps.
async function streamScenario(core, index, knobs, bucket, progress, ctx) {
  const run = core.newScenario(index, knobs);
  try {
    let size = 50;
    let from = 0; // the losses the curve has not averaged yet start here
    while (!run.done()) {
      const t = performance.now();
      const taken = run.advance(size).length;
      size = Math.max(bucket, Math.round(nextChunk(size, performance.now() - t) / bucket) * bucket);
      const curve = run.curve(from, bucket);
      from = curve.next;
      progress({ index, points: Array.from(curve.steps, (step, k) => [step, curve.means[k]]) }, taken);
      await ctx.tick();
    }
    progress({ index, evaluating: true });
    await ctx.tick();
    ctx.busy?.();
    const result = run.finish();
    progress({ index, result });
    return result;
  } finally {
    core.releaseScenario(run);
  }
}

// The 5.13 runs' progress over `total` steps: (partial, taken?) -> ctx.progress. A chunk of `taken`
// steps reports the rate so far; a note between chunks reports none. The first message carries
// the lecture's printed values ({ lecture }).
function scenarioProgress(core, ctx, total) {
  const t0 = performance.now();
  let done = 0;
  ctx.progress(0, total, 0, { lecture: core.diagnosticsLecture() });
  return (partial, taken = null) => {
    if (taken !== null) done += taken;
    ctx.progress(done, total, taken === null ? 0 : done / ((performance.now() - t0) / 1000), partial);
  };
}

const bucketOf = (steps) => Math.max(1, Math.round(steps / CURVE_POINTS));

export const JOBS = {
  // 5.13: the four runs one after another. The first message carries the lecture's printed values
  // ({ lecture }); then, per chunk, the curve's new points ({ index, points: [[step, mean loss]] })
  // and each run's result when it ends ({ index, result }).
  async scenarios(core, { steps, seed }, ctx) {
    const progress = scenarioProgress(core, ctx, 4 * steps);
    const results = [];
    for (let index = 0; index < 4; index++) results.push(await streamScenario(core, index, { steps, seed }, bucketOf(steps), progress, ctx));
    return results;
  },

  // One of the four (index 0-3, the lecture's order), streamed as `scenarios` streams it: the
  // lecture's values first, then its curve, then its result.
  async scenario(core, { index, steps, seed }, ctx) {
    if (![0, 1, 2, 3].includes(index)) throw pageError('unknown_job', `no scenario ${index}`, { name: `scenario ${index}` });
    return streamScenario(core, index, { steps, seed }, bucketOf(steps), scenarioProgress(core, ctx, steps), ctx);
  },

  // Playground: a fresh model and trainer from settings.
  playgroundReset(core, { config }) {
    const pg = core.newPlayground(config);
    return { params: pg.parameterCount(), eval: pg.evaluate(), health: pg.health() };
  },

  // Runs the playground until `until` steps (or its configured end), streaming losses, an eval
  // point every `evalEvery` steps and the layer health. Cancel = pause: the model stays.
  async playgroundRun(core, { until, evalEvery = 250 }, ctx) {
    const pg = playgroundOf(core);
    let size = 10;
    let nextEval = Math.ceil((pg.stepsDone() + 1) / evalEvery) * evalEvery;
    const t0 = performance.now();
    const start = pg.stepsDone();
    let last = null;
    let slow = false; // the last chunk took long: one step of a big model can outlast the heartbeat
    while (pg.stepsDone() < until) {
      const t = performance.now();
      if (slow) ctx.busy?.();
      const chunk = pg.run(Math.min(size, until - pg.stepsDone(), nextEval - pg.stepsDone()));
      const ms = performance.now() - t;
      slow = ms > SLOW_CHUNK_MS;
      size = nextChunk(size, ms);
      const evals = [];
      if (chunk.step >= nextEval || chunk.done || chunk.diverged) {
        ctx.busy?.();
        evals.push(pg.evaluate());
        nextEval += evalEvery;
      }
      const rate = (chunk.step - start) / ((performance.now() - t0) / 1000);
      last = { chunk, evals, health: pg.health() };
      ctx.progress(chunk.step, until, rate, last);
      if (chunk.done || chunk.diverged) break;
      await ctx.tick();
    }
    return { step: pg.stepsDone(), last };
  },

  playgroundSample(core, { count, seed }) { return playgroundOf(core).sample(count, seed); },

  playgroundFinal(core) { return playgroundOf(core).evaluateFull(); },
};
