// jobs.js — what the worker can be asked to do: one function per job, (core, params, ctx) -> result.
// A lesson tab asks for its section by name ('section'); what streams (the four 5.13 runs, the
// playground) works in chunks and `await ctx.tick()` between them (cancel point), reporting
// ctx.progress(done, total, stepsPerSecond, partial). Results are plain, structured-cloneable
// data. The core computes every figure; the one reduction here is the streamed 5.13 curve's
// bucket means (the raw minibatch losses are too many and too noisy to post).

const CHUNK_MS = 100; // aim for chunks of about this long, so cancel and progress stay responsive

// Adapts the chunk size so each chunk takes ~CHUNK_MS.
function nextChunk(size, ms) {
  if (ms <= 0) return Math.min(size * 2, 2000);
  return Math.max(1, Math.min(2000, Math.round(size * CHUNK_MS / ms)));
}

export const JOBS = {
  // The core's table of hyperparameter ranges: [{ name, min, max, integer, minOpen }].
  limits(core) { return core.limits(); },

  // The names list every section uses: text of public/names.txt or a student's file.
  setNames(core, { text }) { return core.setNames(text); },

  // The lecture's constants the page shows (seed, tanh gain, saturation threshold, depths).
  recipe(core) { return core.recipe(); },

  // One lesson section's result: name in the module's sectionNames(), knobs its value object.
  section(core, { name, knobs }) { return core.section(name, knobs); },

  // The diagnostics tab's lecture values (its runs stream, so no section result carries them).
  diagnosticsLecture(core) { return core.diagnosticsLecture(); },

  // Playground: a fresh model and trainer from settings.
  playgroundReset(core, { config }) {
    const pg = core.newPlayground(config);
    return { params: pg.parameterCount(), eval: pg.evaluate(), health: pg.health() };
  },

  // Runs the playground until `until` steps (or its configured end), streaming losses, an eval
  // point every `evalEvery` steps and the layer health. Cancel = pause: the model stays.
  async playgroundRun(core, { until, evalEvery = 250 }, ctx) {
    const pg = core.playground;
    if (!pg) throw new Error('the playground has no model: reset it first');
    let size = 10;
    let nextEval = Math.ceil((pg.stepsDone() + 1) / evalEvery) * evalEvery;
    const t0 = performance.now();
    const start = pg.stepsDone();
    let last = null;
    while (pg.stepsDone() < until) {
      const t = performance.now();
      const chunk = pg.run(Math.min(size, until - pg.stepsDone(), nextEval - pg.stepsDone()));
      size = nextChunk(size, performance.now() - t);
      const evals = [];
      if (chunk.step >= nextEval || chunk.done || chunk.diverged) {
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

  playgroundSample(core, { count, seed }) {
    if (!core.playground) throw new Error('the playground has no model: reset it first');
    return core.playground.sample(count, seed);
  },

  playgroundFinal(core) {
    const pg = core.playground;
    if (!pg) throw new Error('the playground has no model: reset it first');
    return pg.evaluateFull();
  },
};

// Mean of every `bucket` consecutive losses, as [step, mean] with the bucket's last step (1-based);
// `firstStep` is the step of losses[0]. A short last bucket is kept only when `flush`.
function bucketMeans(losses, firstStep, bucket, flush) {
  const points = [];
  let k = 0;
  for (; k + bucket <= losses.length || (flush && k < losses.length); k += bucket) {
    const part = losses.slice(k, k + bucket);
    points.push([firstStep + k + part.length - 1, part.reduce((a, b) => a + b, 0) / part.length]);
  }
  return { points, rest: losses.slice(k) };
}

// 5.13: the four 20000-step runs one after another. Streams, per chunk, the mean minibatch loss of
// every `bucket` steps (the raw curve is too noisy to read) and each run's result when it ends.
JOBS.scenarios = async (core, { steps, seed }, ctx) => {
  const bucket = Math.max(1, Math.round(steps / 400));
  const total = 4 * steps;
  const results = [];
  const t0 = performance.now();
  let done = 0;
  for (let index = 0; index < 4; index++) {
    const run = core.newScenario(index, { steps, seed });
    try {
      let size = 50;
      let pending = [];
      while (!run.done()) {
        const t = performance.now();
        const losses = run.advance(size);
        size = Math.max(bucket, Math.round(nextChunk(size, performance.now() - t) / bucket) * bucket);
        done += losses.length;
        const b = bucketMeans([...pending, ...losses], run.stepsDone() - pending.length - losses.length + 1, bucket, run.done());
        pending = b.rest;
        ctx.progress(done, total, done / ((performance.now() - t0) / 1000), { index, points: b.points });
        await ctx.tick();
      }
      ctx.progress(done, total, 0, { index, evaluating: true });
      await ctx.tick();
      results.push(run.finish());
      ctx.progress(done, total, 0, { index, result: results[index] });
    } finally {
      core.releaseScenario(run);
    }
  }
  return results;
};
