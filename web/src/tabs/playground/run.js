// tabs/playground/run.js — the playground's model run: its state (config, curves, step, rate, the
// run in progress), what each streamed chunk draws, play / one step / pause (a cancel that keeps
// the model) and reset (a fresh model of the controls' settings; the run so far becomes a ghost).
// All training runs in the worker (jobs.js playground*).
import { el, throttled } from '../../view/ui.js';
import { t, int } from '../../words/i18n.js';
import { say } from '../../words/say.js';
import * as words from './words.js';
import { playgroundConfig } from '../../pytorch/playground_config.js';
import { pushGhost } from '../../view/ghosts.js';
import { ghostSeries } from './tools.js';

// Every EVAL_EVERY steps the live curves get a point of the train and dev loss, on the first
// EVAL_ROWS rows of each split (the core's kEvalRows, lesson/playground.hpp; a run's eval.trainRows
// says the count it used: all the rows of a smaller list). The tab's explanation quotes both.
export const EVAL_EVERY = 250;
export const EVAL_ROWS = 2000;
const MAX_POINTS = 4000; // minibatch points kept for the chart (older ones are thinned)
const SAMPLES = 12;

// the model's run so far: its config, curves, step, rate, parameter count, where its update:data
// series goes on, the rows its train/dev points were measured on; the run in progress, if any
const newRun = () => ({
  config: null,
  mb: [],
  tr: [],
  dv: [],
  step: 0,
  rate: 0,
  params: 0,
  udNext: 0,
  job: null,
  going: null,
  rows: { train: 0, dev: 0 },
  health: null,
  healthStep: 0, // the step the health was measured at
  healthNote: null, // { step, at }: the health kept from step `step`, the run broke at step `at`
  panels: null,
  refusal: null, // the refusal that left the playground without a model
});

// A few names the model writes now (the worker's sampler), listed under the curves.
async function sampleNames(ctx, ui) {
  try {
    const names = await ctx.stream('playgroundSample', { count: SAMPLES, seed: ctx.state.seed }).promise;
    ui.samples.replaceChildren(...names.map((n) => el('li', { text: n || '∅' })));
  } catch (e) {
    ui.msg.refused(e);
  }
}

// Kinds of divergence after which the model's activations or gradients are not finite (trainer.hpp).
const NON_FINITE = ['loss', 'activations', 'gradients'];

// A chunk's layer health into the run. After a divergence to non-finite values the health the core
// measures then is of a broken model (no finite saturation or std to show): the last values
// measured before it stay, with a note of their step and the divergence's.
export function absorbHealth(run, p) {
  const c = p.chunk;
  if (c.diverged && NON_FINITE.includes(c.divergence?.kind)) {
    run.healthNote = { step: run.healthStep ?? 0, at: c.divergence.step };
    return;
  }
  Object.assign(run, { health: p.health, healthStep: c.step, healthNote: null });
}

// One streamed chunk into the run: its minibatch losses (thinned past MAX_POINTS), evaluations,
// warnings, rescue, step, health, panels and update:data; a divergence or failure is said.
function absorb(run, ui, p) {
  const c = p.chunk;
  const first = c.step - c.loss.length + 1;
  c.loss.forEach((l, i) => run.mb.push([first + i, l]));
  if (run.mb.length > MAX_POINTS) run.mb = run.mb.filter((_, i) => i % 2 === 0 || i === run.mb.length - 1);
  for (const e of p.evals) {
    run.tr.push([e.step, e.train]);
    run.dv.push([e.step, e.dev]);
    (e.warnings ?? []).forEach(ui.msg.warn);
  }
  (c.warnings ?? []).forEach(ui.msg.warn);
  (c.rescue ?? []).forEach(ui.msg.showRescue);
  run.step = c.step;
  absorbHealth(run, p);
  if (p.panels) {
    run.panels = p.panels;
    ui.live.set(p.panels);
  }
  if (p.ud) {
    ui.live.addUd(p.ud);
    run.udNext = p.ud.next;
  }
  if (c.diverged && c.failure?.step > 0) ui.msg.showFailure(c.failure, c.divergence);
  else if (c.diverged) ui.msg.showDivergence(c.divergence);
}

// The run drawn: the curves (with the earlier runs as ghosts), the strip, the health table and the
// status line. -> { draw(), streamed (throttled: soon(), now(), cancel()) }
function drawingOf(ctx, ui, run) {
  const drawStrip = () =>
    run.panels && run.health && ui.strip.set(run.panels, run.health, (run.config ?? playgroundConfig(ctx.state)).norm);

  const draw = () =>
    ui.chart.setData(
      [
        { label: t('playground.minibatch'), points: run.mb, faint: true },
        { label: t('playground.train', { n: int(run.rows.train) }), points: run.tr, marker: true },
        { label: t('playground.dev', { n: int(run.rows.dev) }), points: run.dv, marker: true },
        ...ghostSeries(ctx.ghosts, run.config ?? playgroundConfig(ctx.state)),
      ],
      4,
    );
  // While a run streams (a chunk about every 0.1 s), the curves, the layer table and the ui.status
  // line are drawn at most four times a second: each drawing is a new frame of the page.
  const streamed = throttled(() => {
    draw();
    drawStrip();
    if (run.health) ui.health.replaceChildren(...ui.healthTable(run.health, ui.strip, run.healthNote));
    showStatus();
  });
  const showStatus = () => {
    ui.status.textContent = say(words.status({ step: run.step, steps: ctx.state.pg_steps, params: run.params, rate: run.rate }));
  };
  return { draw, streamed };
}

// ui: the tab's { msg, status, finalLine, health, samples, chart, live, strip, bar, playBtn,
// healthTable(h, strip, note) }, read when used. -> { run, draw, streamed, play, pause, reset, keepAsGhost }
export function playgroundRun(ctx, ui) {
  const run = newRun();

  const { draw, streamed } = drawingOf(ctx, ui, run);
  // The run so far becomes a ghost of the next one (ghosts.js; a run without a step is skipped).
  const keepAsGhost = () => ctx.setGhosts(pushGhost(ctx.ghosts, { config: run.config, dev: run.dv, step: run.step }));

  const sample = () => sampleNames(ctx, ui);

  // Runs to `until` steps, drawing as the chunks arrive; then the final evaluation if at the end.
  async function runTo(until) {
    run.job = ctx.stream('playgroundRun', { until, evalEvery: EVAL_EVERY, udFrom: run.udNext, steps: ctx.state.pg_steps }, (p) => {
      run.rate = p.rate;
      absorb(run, ui, p.partial);
      ui.bar.set(p.done, until, p.rate);
      streamed.soon();
    });
    ui.playBtn.textContent = t('playground.pause');
    try {
      const r = await run.job.promise;
      if (r.step >= ctx.state.pg_steps) {
        const f = await ctx.stream('playgroundFinal', {}).promise;
        ui.finalLine.textContent = say(words.final(f));
        ui.finalLine.dataset.value = String(f.dev);
      }
    } catch (e) {
      if (e.name !== 'CancelledError') ui.msg.refused(e);
    }
    run.job = null;
    await sample();
    ui.bar.hide();
    ui.playBtn.textContent = t('playground.play');
    streamed.now();
  }
  const play = (until) => {
    // no model: the refusal that left none is said again, with its ways out (Reset would only repeat it)
    if (run.refusal) {
      ui.msg.refused(run.refusal);
      return Promise.resolve();
    }
    run.going ??= runTo(until).finally(() => {
      run.going = null;
    });
    return run.going;
  };
  // A pause is a cancel: the model keeps its steps. Resolves once the run has wound down.
  function pause() {
    run.job?.cancel();
    return run.going ?? Promise.resolve();
  }

  async function reset() {
    await pause();
    ui.msg.clearError();
    ui.msg.clearWarnings();
    run.refusal = null;
    ui.finalLine.textContent = '';
    keepAsGhost();
    Object.assign(run, { config: playgroundConfig(ctx.state), mb: [], tr: [], dv: [], step: 0, rate: 0, udNext: 0 });
    ui.live.reset();
    try {
      const r = await ctx.stream('playgroundReset', { config: run.config }).promise;
      run.params = r.params;
      run.rows = { train: r.eval.trainRows, dev: r.eval.devRows }; // 2000, or all the rows of a small list
      run.tr.push([0, r.eval.train]);
      run.dv.push([0, r.eval.dev]);
      Object.assign(run, { health: r.health, healthStep: 0, healthNote: null });
      run.panels = r.panels;
      ui.live.set(r.panels);
      streamed.now();
      await sample();
      ctx.report({ kind: 'reset', ...r });
      ctx.markReady();
    } catch (e) {
      run.refusal = e;
      ui.msg.refused(e);
    }
  }
  return { run, draw, streamed, play, pause, reset, keepAsGhost };
}
