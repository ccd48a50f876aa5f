// jobs.js — what the worker can be asked to do: one function per job, (core, params, ctx) -> result.
// Long jobs work in chunks and `await ctx.tick()` between them (cancel point), reporting
// ctx.progress(done, total, stepsPerSecond, partial). Results are plain, structured-cloneable data.

// Population std of a few numbers.
function popStd(v) {
  const mean = v.reduce((s, x) => s + x, 0) / v.length;
  return Math.sqrt(v.reduce((s, x) => s + (x - mean) ** 2, 0) / v.length);
}

const CHUNK_MS = 100; // aim for chunks of about this long, so cancel and progress stay responsive

// Adapts the chunk size so each chunk takes ~CHUNK_MS.
function nextChunk(size, ms) {
  if (ms <= 0) return Math.min(size * 2, 2000);
  return Math.max(1, Math.min(2000, Math.round(size * CHUNK_MS / ms)));
}

export const JOBS = {
  // The core's table of hyperparameter ranges: [{ name, min, max, integer, minOpen }].
  limits(core) { return core.limits(); },

  // The names list every figure uses: text of public/names.txt or a student's file.
  setNames(core, { text }) { return core.setNames(text); },
  bench(core, { text, ...opts }) { return core.bench(text, opts); }, // `npm run bench -- --browser`

  // One matrix through BatchNorm or LayerNorm, plus the input's own std per column and per row
  // (the "before" bars beside the output's).
  normCompare(core, request) {
    const r = core.normCompare(request);
    const x = request.x;
    return { ...r, inColStd: x[0].map((_, j) => popStd(x.map((row) => row[j]))), inRowStd: x.map(popStd) };
  },

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

// The "same row, different batches" experiment of the LayerNorm vs BatchNorm tabs, plus the
// manual check: (x - mean) / population std of [2, 8, -4, 6], done by hand next to LayerNorm.
export const ROW = [1, 5, -2, 3];
export const BATCH_A = [[2, 4, -1, 2], [0, 6, -3, 4]];
export const BATCH_B = [[50, -20, 10, 0], [-10, 10, 5, -5]];
export const BATCH_L = [[100, -50, 20, 0], [0, 0, 0, 0.0001]];
export const MANUAL = [2, 8, -4, 6];

JOBS.normSameRow = (core, { kind }) => {
  const first = (x, extra = {}) => Array.from(core.normCompare({ kind, x, ...extra }).y[0]);
  if (kind === 'batch') {
    return { a: first([ROW, ...BATCH_A]), b: first([ROW, ...BATCH_B]) };
  }
  const mean = MANUAL.reduce((s, v) => s + v, 0) / MANUAL.length;
  const sd = Math.sqrt(MANUAL.reduce((s, v) => s + (v - mean) ** 2, 0) / MANUAL.length);
  return {
    alone: first([ROW]),
    among: first([ROW, ...BATCH_L]),
    manual: MANUAL.map((v) => (v - mean) / sd),
    layer: first([MANUAL], { gamma: [1, 1, 1, 1], beta: [0, 0, 0, 0] }),
  };
};

// ---- the lesson's figures ---------------------------------------------------------------------
const arr = (v) => Array.from(v);

JOBS.lectureValues = (core) => core.lectureValues();

JOBS.startingLoss = (core, { steps, seed }) => core.figure('startingLoss', steps, seed);

JOBS.tanh = (core, { bad, seed }) => ({
  saturation: core.figure('saturation', bad, seed),
  dead: core.figure('deadNeurons', bad, seed),
});

JOBS.kaiming = (core, { layers, seed }) => core.figure('activationStd', layers, seed);

JOBS.batchnorm = (core, { bad, momentum, steps, seed }) => ({
  pipeline: core.figure('bnForward', bad, seed),
  running: core.figure('runningStats', steps, momentum, seed),
  bias: core.figure('spuriousBias', seed),
  eps: core.epsilonDemo(1e-5),
  collapse: core.figure('linearCollapse', 6, seed),
});

JOBS.residual = (core, { std, seed }) => ({
  depths: core.residualDepths([5, 20, 50], std),
  postNorm: arr(core.postNormNorms(50, std)),
  batch: core.layernormBatch(32, seed),
});

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
    const run = core.newScenario(index, steps, seed);
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
