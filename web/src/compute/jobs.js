// jobs.js — the worker's streaming work: the four 5.13 runs and the playground's model (its reset,
// run, sample, final evaluation). A job is (core, params, ctx) -> result; a long one works in
// chunks and awaits ctx.tick() between them (a cancel point), reporting ctx.progress(done, total,
// stepsPerSecond, partial), and calls ctx.busy() before one call of the core that may take
// seconds (an evaluation; the heartbeat then waits for its answer). The four 5.13 runs are
// independent: `scenario` is one of them, so the page can run them on several workers at once
// (pool.js); `scenarios` runs all four in one. Results are plain, structured-cloneable data. The
// core computes every number (the 5.13 curve's bucket means too: ScenarioRun::curve; the 5.13
// panels: panels(bins)); here only the chunk sizes and how often the panels are read are chosen. A lesson section is not a job: the worker sends it straight to
// core.section(), except a figure whose first steps are drawn first (sectionFirst).
import { pageError } from './protocol.js';

const CHUNK_MS = 100; // aim for chunks of about this long, so cancel and progress stay responsive
const SLOW_CHUNK_MS = 500; // a chunk longer than this: the next one is announced to the heartbeat (busy)
const CURVE_POINTS = 400; // the 5.13 curve: the mean of every steps/400 minibatch losses
export const PANEL_BINS = 50; // the 5.13 panels' histograms
const PANEL_MS = 250; // the playground's live panels: read a few times a second, not every chunk
const UD_POINTS = 400; // the playground's update:data series: about this many points over the run

// Adapts the chunk size so each chunk takes ~CHUNK_MS.
function nextChunk(size, ms) {
  if (ms <= 0) return Math.min(size * 2, 2000);
  return Math.max(1, Math.min(2000, Math.round((size * CHUNK_MS) / ms)));
}

function playgroundOf(core) {
  if (!core.playground) throw pageError('no_playground', 'the playground has no model: reset it first');
  return core.playground;
}

// One 5.13 run to its end: streams its curve's bucket means, then its result. progress(partial,
// taken?) reports a chunk of `taken` steps, or a note without steps.
async function streamScenario(core, index, knobs, bucket, progress, ctx, { initPanels = false } = {}) {
  const run = core.newScenario(index, knobs);
  try {
    if (initPanels) progress({ index, initPanels: run.panels(PANEL_BINS) }); // leaves the run as it was
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
    progress({ index, result, panels: run.panels(PANEL_BINS) });
    return result;
  } finally {
    core.releaseScenario(run);
  }
}

// The 5.13 runs' progress over `total` steps: (partial, taken?) -> ctx.progress. A chunk of `taken`
// steps reports the rate so far; a note between chunks reports none. The first message carries
// the lecture's printed values ({ lecture, ...extra }).
function scenarioProgress(core, ctx, total, extra = {}) {
  const t0 = performance.now();
  let done = 0;
  ctx.progress(0, total, 0, { lecture: core.diagnosticsLecture(), ...extra });
  return (partial, taken = null) => {
    if (taken !== null) done += taken;
    ctx.progress(done, total, taken === null ? 0 : done / ((performance.now() - t0) / 1000), partial);
  };
}

const bucketOf = (steps) => Math.max(1, Math.round(steps / CURVE_POINTS));

// A section whose figure is a curve of steps (the start tab's hockey stick), its first `first`
// steps first: the section with those steps, as a progress message ({ partial: that result, first }),
// then the whole. One run of the core computes both (core.newStartRun: the fixed part once, the
// steps continued), so the first result is the section with `first` steps and its curves are the
// whole one's first `first` points, bit for bit.
export const FIRST_STEPS = 100;

// The sections that can be computed in parts: name -> a new run of them (release it after).
const IN_PARTS = {
  start: { open: (core, knobs) => core.newStartRun(knobs), release: (core, run) => core.releaseStartRun(run) },
};

export const JOBS = {
  async sectionFirst(core, { name, knobs, first = FIRST_STEPS }, ctx) {
    if (!(knobs.steps > first)) return core.section(name, knobs);
    const parts = IN_PARTS[name];
    if (!parts) throw pageError('unknown_section', `no section in parts: ${name}`, { name: String(name) });
    const t0 = performance.now();
    const run = parts.open(core, knobs);
    try {
      run.advance(first);
      ctx.progress(first, knobs.steps, first / ((performance.now() - t0) / 1000), { partial: run.result(), first });
      await ctx.tick();
      ctx.busy?.();
      run.advance(knobs.steps - first);
      return run.result();
    } finally {
      parts.release(core, run);
    }
  },

  // 5.13: the four runs one after another. The first message carries the lecture's printed values
  // and the four models' panels at initialisation ({ lecture, panels: [4] }); then, per chunk, the
  // curve's new points ({ index, points: [[step, mean loss]] }) and each run's result and panels
  // after training when it ends ({ index, result, panels }).
  async scenarios(core, { steps, seed }, ctx) {
    const atInit = [0, 1, 2, 3].map((index) => {
      const run = core.newScenario(index, { steps, seed });
      try {
        return run.panels(PANEL_BINS);
      } finally {
        core.releaseScenario(run);
      }
    });
    const progress = scenarioProgress(core, ctx, 4 * steps, { panels: atInit });
    const results = [];
    for (let index = 0; index < 4; index++)
      results.push(await streamScenario(core, index, { steps, seed }, bucketOf(steps), progress, ctx));
    return results;
  },

  // One of the four (index 0-3, the lecture's order), streamed as `scenarios` streams it: the
  // lecture's values first, then its curve, then its result.
  async scenario(core, { index, steps, seed }, ctx) {
    if (![0, 1, 2, 3].includes(index)) throw pageError('unknown_job', `no scenario ${index}`, { name: `scenario ${index}` });
    // its panels at initialisation first ({ index, initPanels }), from the run itself
    return streamScenario(core, index, { steps, seed }, bucketOf(steps), scenarioProgress(core, ctx, steps), ctx, { initPanels: true });
  },

  // Playground: a fresh model and trainer from settings, with its 5.13 panels at initialisation.
  playgroundReset(core, { config }) {
    const pg = core.newPlayground(config);
    return { params: pg.parameterCount(), eval: pg.evaluate(), health: pg.health(), panels: pg.panels(PANEL_BINS) };
  },

  // Runs the playground until `until` steps (or its configured end), streaming losses, an eval
  // point every `evalEvery` steps and the layer health; every PANEL_MS (and at the end) also the
  // 5.13 panels and the update:data points from step `udFrom` on ({ panels, ud }: ud.next is where
  // the next run continues). Cancel = pause: the model stays.
  async playgroundRun(core, { until, evalEvery = 250, udFrom = 0, steps = until }, ctx) {
    const pg = playgroundOf(core);
    let size = 10;
    let nextEval = Math.ceil((pg.stepsDone() + 1) / evalEvery) * evalEvery;
    const t0 = performance.now();
    const start = pg.stepsDone();
    const udStride = Math.max(1, Math.ceil(steps / UD_POINTS));
    let udNext = udFrom;
    let panelsAt = -Infinity;
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
      const end = chunk.done || chunk.diverged || chunk.step >= until;
      if (end || performance.now() - panelsAt >= PANEL_MS) {
        panelsAt = performance.now();
        last.ud = pg.updateSeries(udNext, udStride);
        udNext = last.ud.next;
        last.panels = pg.panels(PANEL_BINS);
      }
      ctx.progress(chunk.step, until, rate, last);
      if (chunk.done || chunk.diverged) break;
      await ctx.tick();
    }
    return { step: pg.stepsDone(), last };
  },

  playgroundSample(core, { count, seed }) {
    return playgroundOf(core).sample(count, seed);
  },

  playgroundFinal(core) {
    return playgroundOf(core).evaluateFull();
  },

  // The run as the page exports it: every step's minibatch loss so far and the losses over the
  // whole train and dev splits now (the export JSON's losses, train, dev).
  playgroundExport(core) {
    const pg = playgroundOf(core);
    const f = pg.evaluateFull();
    return { losses: pg.losses(), train: f.train, dev: f.dev };
  },
};
