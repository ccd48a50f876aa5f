// tabs/playground.js — train the lecture's MLP with every knob: layers, width, norm, init gain, bad
// init, output fix, lr and schedule, batch size, steps, seed. Play / pause / one step / reset; live
// minibatch and train/dev curves, steps/s, and a per-layer health table at a glance.
// All training runs in the worker (jobs.playground*); a pause is a cancel that keeps the model.
// A diverging run stops itself (the core refuses to step on); the page says at which step, where
// the numbers first went non-finite and the likely cause (all three from the core's Divergence).
// A run too big for the tab's memory is refused by the core when the model is built; the page
// words the refusal in its language, naming the settings as the controls label them.
import { el, shown, button, numberInput, selectInput, checkbox, explain, errorBox, progressBar } from '../ui.js';
import { t, fmt, pct, int } from '../i18n.js';
import { lineChart } from '../charts.js';
import { coerce, field } from '../state.js';
import { describeError, divergenceText } from '../messages.js';

const EVAL_EVERY = 250;
const MAX_POINTS = 4000; // minibatch points kept for the chart (older ones are thinned)

let chart = null;

// The core's names of the settings, as this tab's controls label them.
function labels() {
  const keys = { n_layer: 'layers', n_hidden: 'width', norm: 'norm', gain: 'gain', bad_init: 'bad', lr: 'lr', schedule: 'sched',
    batch_size: 'batch', steps: 'steps', seed: 'seed' };
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t(`playground.${key}`)]));
}

function config(s) {
  return { nLayer: s.pg_layers, nHidden: s.pg_width, norm: s.pg_norm, gain: s.pg_gain, badInit: s.pg_bad,
    fixOutput: s.pg_fix, lr: s.pg_lr, schedule: s.pg_sched, batchSize: s.pg_batch, steps: s.pg_steps, seed: s.seed };
}

function mount(root, ctx) {
  const s = ctx.state;
  const err = errorBox();
  const refused = (e) => err.show(describeError(e, labels()));
  const status = el('p', { class: 'status', 'aria-live': 'polite', 'data-key': 'pg-status' });
  const finalLine = el('p', { class: 'status', 'data-key': 'pg-final' });
  const health = el('div', { class: 'health-box' });
  const samples = el('ul', { class: 'samples', 'aria-live': 'polite', 'data-key': 'pg-samples' });
  let runId = null;
  let params = 0;
  let step = 0;
  let rate = 0;
  let mb = [], tr = [], dv = [];
  let lastHealth = null;

  chart = lineChart({ title: t('playground.curveTitle'), xLabel: t('common.step'), yLabel: t('common.loss'), tall: true });
  const bar = progressBar(() => pause());

  const draw = () => {
    chart.setSeries([
      { label: t('playground.minibatch'), points: mb, faint: true },
      { label: t('playground.train'), points: tr, marker: true },
      { label: t('playground.dev'), points: dv, marker: true },
    ], 4);
  };
  const showStatus = () => {
    status.textContent = t('playground.status', { step: int(step), steps: int(s.pg_steps), params: int(params),
      rate: rate ? int(rate) : '–' });
  };
  const showHealth = (h) => {
    lastHealth = h;
    const row = (i) => {
      const sat = h.saturation[i], ud = h.updateRatio[i];
      return el('tr', {}, el('th', { scope: 'row', text: h.names[i] }),
        el('td', { class: sat > 0.1 ? 'bad' : 'good', text: pct(sat) }),
        el('td', { text: fmt(h.actStd[i], 3) }),
        el('td', { text: fmt(h.gradStd[i], 5) }),
        el('td', { class: Number.isFinite(ud) ? (Math.abs(ud + 3) > 1 ? 'bad' : 'good') : '', text: fmt(ud, 2) }));
    };
    health.replaceChildren(el('table', { class: 'health' }, el('caption', { text: t('playground.healthTitle') }),
      el('thead', {}, el('tr', {}, ['healthLayer', 'healthSat', 'healthStd', 'healthGrad', 'healthUd'].map((k) => el('th', { scope: 'col', text: t(`playground.${k}`) })))),
      el('tbody', {}, h.names.map((_, i) => row(i)))), el('p', { class: 'note', text: t('playground.healthHint') }));
  };
  const absorb = (p) => {
    const c = p.chunk;
    const first = c.step - c.loss.length + 1;
    c.loss.forEach((l, i) => mb.push([first + i, l]));
    if (mb.length > MAX_POINTS) mb = mb.filter((_, i) => i % 2 === 0 || i === mb.length - 1);
    for (const e of p.evals) { tr.push([e.step, e.train]); dv.push([e.step, e.dev]); }
    step = c.step;
    showHealth(p.health);
    if (c.diverged) showDivergence(c.divergence);
  };

  // "Training diverged at step 4 and was paused: the activations of layers.2 (Linear) … Likely cause: …"
  const showDivergence = (d) => err.show(divergenceText(d, { lr: shown(s.pg_lr), bad: shown(s.pg_bad) }), 'divergence');

  const sample = async () => {
    try {
      const names = await ctx.run('playgroundSample', { count: 12, seed: s.seed });
      samples.replaceChildren(...names.map((n) => el('li', { text: n || '∅' })));
    } catch (e) { refused(e); }
  };

  const reset = async () => {
    await pause();
    err.clear();
    finalLine.textContent = '';
    mb = []; tr = []; dv = []; step = 0; rate = 0;
    try {
      const r = await ctx.run('playgroundReset', { config: config(s) });
      params = r.params;
      tr.push([0, r.eval.train]); dv.push([0, r.eval.dev]);
      showHealth(r.health);
      draw();
      showStatus();
      await sample();
      ctx.markReady();
    } catch (e) { refused(e); }
  };

  const run = async (until) => {
    if (runId) return;
    const job = ctx.run('playgroundRun', { until, evalEvery: EVAL_EVERY }, (p) => {
      rate = p.rate;
      absorb(p.partial);
      bar.set(p.done, until, p.rate);
      draw();
      showStatus();
    });
    runId = ctx.lastJob;
    playBtn.textContent = t('playground.pause');
    try {
      const r = await job;
      if (r.step >= s.pg_steps) {
        const f = await ctx.run('playgroundFinal', {});
        finalLine.textContent = t('playground.final', { train: fmt(f.train, 4), dev: fmt(f.dev, 4) });
        finalLine.dataset.value = String(f.dev);
      }
    } catch (e) { if (e.name !== 'CancelledError') refused(e); }
    runId = null;
    await sample();
    bar.hide();
    playBtn.textContent = t('playground.play');
    draw();
    showStatus();
  };

  let pausing = null;
  function pause() {
    if (!runId) return Promise.resolve();
    ctx.cancel(runId);
    pausing ??= new Promise((r) => {
      const wait = () => (runId ? setTimeout(wait, 20) : (pausing = null, r()));
      wait();
    });
    return pausing;
  }

  const playBtn = button(t('playground.play'), () => (runId ? pause() : run(s.pg_steps)), { 'data-action': 'play' });
  const stepBtn = button(t('playground.step'), () => run(Math.min(s.pg_steps, step + 1)), { class: 'secondary', 'data-action': 'step' });
  const resetBtn = button(t('playground.reset'), reset, { class: 'secondary', 'data-action': 'reset' });

  // Every control writes its setting to the URL and starts over from a fresh model.
  const bind = (name) => (v) => {
    const used = coerce(name, v);
    ctx.set({ [name]: used });
    reset();
    return used;
  };
  const num = (name, label, step = 'any') => numberInput({ label: t(`playground.${label}`), value: shown(s[name]), name,
    min: field(name).min, max: field(name).max, step, onChange: bind(name) });
  const controls = el('div', { class: 'controls' },
    num('pg_layers', 'layers', 1), num('pg_width', 'width', 1),
    selectInput({ label: t('playground.norm'), value: s.pg_norm, name: 'pg_norm', onChange: bind('pg_norm'),
      options: [['none', t('playground.normNone')], ['batch', t('playground.normBatch')], ['layer', t('playground.normLayer')]] }),
    num('pg_gain', 'gain'), num('pg_bad', 'bad'),
    checkbox({ label: t('playground.fix'), checked: s.pg_fix, name: 'pg_fix', onChange: bind('pg_fix') }),
    num('pg_lr', 'lr'),
    selectInput({ label: t('playground.sched'), value: s.pg_sched, name: 'pg_sched', onChange: bind('pg_sched'),
      options: [['constant', t('playground.schedConst')], ['step', t('playground.schedStep')]] }),
    num('pg_batch', 'batch', 1), num('pg_steps', 'steps', 1), num('seed', 'seed', 1));
  const actions = el('div', { class: 'actions' }, playBtn, stepBtn, resetBtn);

  root.append(explain(t('playground.explain')), controls, actions, bar.el, status, err.el, finalLine,
    el('div', { class: 'grid2 pg' }, chart.el, el('div', {}, health, el('h3', { text: t('playground.samples') }), samples)));
  reset();
}

export default {
  id: 'playground',
  mount,
  unmount() { chart?.destroy(); chart = null; },
};
