// tabs/playground.js — train the lecture's MLP with every knob: layers, width, norm, init gain, bad
// init, output fix, lr and schedule, batch size, steps, seed. Play / pause / one step / reset; live
// minibatch and train/dev curves, steps/s, and a per-layer health table at a glance.
// All training runs in the worker (jobs.js playground*); a pause is a cancel that keeps the model.
// A diverging run stops itself (the core refuses to step on); the page says at which step, where
// the numbers first went non-finite and the likely cause (all three from the core's Divergence).
// A run too big for the tab's memory is refused by the core when the model is built; the page
// words the refusal in its language, naming the settings as the controls label them.
import { el, shown, button, explain, errorBox, progressBar } from '../ui.js';
import { t, fmt, pct, int } from '../i18n.js';
import { lineChart } from '../charts.js';
import { controls, knobsOf, labelsOf } from './common.js';
import { describeError, divergenceText } from '../messages.js';

const EVAL_EVERY = 250;
const MAX_POINTS = 4000; // minibatch points kept for the chart (older ones are thinned)
const SAMPLES = 12;

// The controls, in the page's order; their knobs make the core's PlaygroundConfig.
const CONTROLS = [
  { name: 'pg_layers', knob: 'nLayer', label: 'playground.layers', step: 1 },
  { name: 'pg_width', knob: 'nHidden', label: 'playground.width', step: 1 },
  { name: 'pg_norm', knob: 'norm', label: 'playground.norm',
    options: [['none', 'playground.normNone'], ['batch', 'playground.normBatch'], ['layer', 'playground.normLayer']] },
  { name: 'pg_gain', knob: 'gain', label: 'playground.gain' },
  { name: 'pg_bad', knob: 'badInit', label: 'playground.bad' },
  { name: 'pg_fix', knob: 'fixOutput', label: 'playground.fix', check: true },
  { name: 'pg_lr', knob: 'lr', label: 'playground.lr' },
  { name: 'pg_sched', knob: 'schedule', label: 'playground.sched',
    options: [['constant', 'playground.schedConst'], ['step', 'playground.schedStep']] },
  { name: 'pg_batch', knob: 'batchSize', label: 'playground.batch', step: 1 },
  { name: 'pg_steps', knob: 'steps', label: 'playground.steps', step: 1 },
  { name: 'seed', knob: 'seed', label: 'playground.seed', step: 1 },
];

// The layer health table: saturation, tanh std, gradient std and update:data per tanh layer.
function healthTable(h) {
  const row = (i) => {
    const sat = h.saturation[i], ud = h.updateRatio[i];
    return el('tr', {}, el('th', { scope: 'row', text: h.names[i] }),
      el('td', { class: sat > 0.1 ? 'bad' : 'good', text: pct(sat) }),
      el('td', { text: fmt(h.actStd[i], 3) }),
      el('td', { text: fmt(h.gradStd[i], 5) }),
      el('td', { class: Number.isFinite(ud) ? (Math.abs(ud + 3) > 1 ? 'bad' : 'good') : '', text: fmt(ud, 2) }));
  };
  const head = ['healthLayer', 'healthSat', 'healthStd', 'healthGrad', 'healthUd'].map((k) => el('th', { scope: 'col', text: t(`playground.${k}`) }));
  return [el('table', { class: 'health' }, el('caption', { text: t('playground.healthTitle') }),
    el('thead', {}, el('tr', {}, head)), el('tbody', {}, h.names.map((_, i) => row(i)))),
  el('p', { class: 'note', text: t('playground.healthHint') })];
}

function create(root, ctx) {
  const s = () => ctx.state;
  const err = errorBox();
  const refused = (e) => err.show(describeError(e, labelsOf(CONTROLS)));
  const status = el('p', { class: 'status', 'aria-live': 'polite', 'data-key': 'pg-status' });
  const finalLine = el('p', { class: 'status', 'data-key': 'pg-final' });
  const health = el('div', { class: 'health-box' });
  const samples = el('ul', { class: 'samples', 'aria-live': 'polite', 'data-key': 'pg-samples' });
  const chart = lineChart({ title: t('playground.curveTitle'), xLabel: t('common.step'), yLabel: t('common.loss'), tall: true });
  const bar = progressBar(() => pause());
  // the model's run so far: curves, step, rate, parameter count; the run in progress, if any
  const run = { mb: [], tr: [], dv: [], step: 0, rate: 0, params: 0, job: null, going: null };

  const draw = () => chart.setData([
    { label: t('playground.minibatch'), points: run.mb, faint: true },
    { label: t('playground.train'), points: run.tr, marker: true },
    { label: t('playground.dev'), points: run.dv, marker: true },
  ], 4);
  const showStatus = () => {
    status.textContent = t('playground.status', { step: int(run.step), steps: int(s().pg_steps), params: int(run.params),
      rate: run.rate ? int(run.rate) : '–' });
  };
  // "Training diverged at step 4 and was paused: the activations of layers.2 (Linear) … Likely cause: …"
  const showDivergence = (d) => err.show(divergenceText(d, { lr: shown(s().pg_lr), bad: shown(s().pg_bad) }), 'divergence');
  const absorb = (p) => {
    const c = p.chunk;
    const first = c.step - c.loss.length + 1;
    c.loss.forEach((l, i) => run.mb.push([first + i, l]));
    if (run.mb.length > MAX_POINTS) run.mb = run.mb.filter((_, i) => i % 2 === 0 || i === run.mb.length - 1);
    for (const e of p.evals) { run.tr.push([e.step, e.train]); run.dv.push([e.step, e.dev]); }
    run.step = c.step;
    health.replaceChildren(...healthTable(p.health));
    if (c.diverged) showDivergence(c.divergence);
  };

  const sample = async () => {
    try {
      const names = await ctx.stream('playgroundSample', { count: SAMPLES, seed: s().seed }).promise;
      samples.replaceChildren(...names.map((n) => el('li', { text: n || '∅' })));
    } catch (e) { refused(e); }
  };

  // Runs to `until` steps, drawing as the chunks arrive; then the final evaluation if at the end.
  async function runTo(until) {
    run.job = ctx.stream('playgroundRun', { until, evalEvery: EVAL_EVERY }, (p) => {
      run.rate = p.rate;
      absorb(p.partial);
      bar.set(p.done, until, p.rate);
      draw();
      showStatus();
    });
    playBtn.textContent = t('playground.pause');
    try {
      const r = await run.job.promise;
      if (r.step >= s().pg_steps) {
        const f = await ctx.stream('playgroundFinal', {}).promise;
        finalLine.textContent = t('playground.final', { train: fmt(f.train, 4), dev: fmt(f.dev, 4) });
        finalLine.dataset.value = String(f.dev);
      }
    } catch (e) { if (e.name !== 'CancelledError') refused(e); }
    run.job = null;
    await sample();
    bar.hide();
    playBtn.textContent = t('playground.play');
    draw();
    showStatus();
  }
  const play = (until) => {
    run.going ??= runTo(until).finally(() => { run.going = null; });
    return run.going;
  };
  // A pause is a cancel: the model keeps its steps. Resolves once the run has wound down.
  function pause() {
    run.job?.cancel();
    return run.going ?? Promise.resolve();
  }

  async function reset() {
    await pause();
    err.clear();
    finalLine.textContent = '';
    Object.assign(run, { mb: [], tr: [], dv: [], step: 0, rate: 0 });
    try {
      const r = await ctx.stream('playgroundReset', { config: knobsOf(CONTROLS, s()) }).promise;
      run.params = r.params;
      run.tr.push([0, r.eval.train]);
      run.dv.push([0, r.eval.dev]);
      health.replaceChildren(...healthTable(r.health));
      draw();
      showStatus();
      await sample();
      ctx.report({ kind: 'reset', ...r });
      ctx.markReady();
    } catch (e) { refused(e); }
  }

  const playBtn = button(t('playground.play'), () => (run.going ? pause() : play(s().pg_steps)), { 'data-action': 'play' });
  const stepBtn = button(t('playground.step'), () => play(Math.min(s().pg_steps, run.step + 1)), { class: 'secondary', 'data-action': 'step' });
  const resetBtn = button(t('playground.reset'), reset, { class: 'secondary', 'data-action': 'reset' });

  // Every control writes its setting to the URL and starts over from a fresh model.
  root.append(explain(t('playground.explain')), controls(ctx, CONTROLS, reset), el('div', { class: 'actions' }, playBtn, stepBtn, resetBtn),
    bar.el, status, err.el, finalLine,
    el('div', { class: 'grid2 pg' }, chart.el, el('div', {}, health, el('h3', { text: t('playground.samples') }), samples)));
  reset();
  return { unmount() { run.job?.cancel(); chart.dispose(); } };
}

export default { id: 'playground', create };
