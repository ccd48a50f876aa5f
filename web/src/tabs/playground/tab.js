// tabs/playground/tab.js — train the lecture's MLP with every knob: layers, width, norm, init gain, bad
// init, output fix, lr and schedule, batch size, steps, seed. Play / pause / one step / reset; live
// minibatch and train/dev curves, steps/s, and a per-layer health table at a glance.
// All training runs in the worker (jobs.js playground*); a pause is a cancel that keeps the model.
// A diverging run stops itself (the core refuses to step on); the page says at which step, where
// the numbers first went non-finite and the likely cause (all three from the core's Divergence).
// A run too big for the tab's memory is refused by the core when the model is built; the page
// words the refusal in its language, naming the settings as the controls label them.
// Below the curves: the 5.13 panels and update:data, live (panels.js); the earlier runs as faint
// ghosts, the run's JSON export and the run as a PyTorch script (playground_tools.js).
import { el, button, explain, errorBox, progressBar, throttled } from '../../view/ui.js';
import { t, fmt, pct, int, short, listSep } from '../../words/i18n.js';
import { lineChart } from '../../view/charts.js';
import { controls, labelsOf } from '../common.js';
import { describeError, divergenceText, warningText, warningPlace, warningAdvice } from '../../words/messages.js';
import { PG_CONTROLS as CONTROLS, playgroundConfig } from '../../pytorch/playground_config.js';
import { livePanels } from '../../view/panels.js';
import { pushGhost } from '../../view/ghosts.js';
import { playgroundTools, ghostSeries } from './tools.js';
import { playgroundStrip } from '../../view/network_tabs.js';
import { blockName } from '../../view/layer_names.js';
import { playgroundSnippetBox } from '../../view/lecture_code_box.js';
import { snake } from '../../compute/series.js';

const EVAL_EVERY = 250;
const camel = (x) => x.replace(/_(\w)/g, (_, c) => c.toUpperCase());
const MAX_POINTS = 4000; // minibatch points kept for the chart (older ones are thinned)
const SAMPLES = 12;

// The layer health table: saturation, tanh std, gradient std and update:data per tanh layer; each
// row named as the network strip names its block (L1 …, the PyTorch module in its title), the
// strip's selected block marked.
function healthTable(h, strip) {
  const row = (i) => {
    const sat = h.saturation[i],
      ud = h.updateRatio[i];
    const n = strip.rowBlock(h.names[i]);
    return el(
      'tr',
      { class: n !== null && n === strip.focused() ? 'net-focus' : null, 'data-block': n === null ? null : String(n) },
      el('th', { scope: 'row', text: n === null ? h.names[i] : blockName(n), title: strip.torch(h.names[i]) }),
      el('td', { class: sat > 0.1 ? 'bad' : 'good', text: pct(sat) }),
      el('td', { text: fmt(h.actStd[i], 3) }),
      el('td', { text: fmt(h.gradStd[i], 5) }),
      el('td', { class: Number.isFinite(ud) ? (Math.abs(ud + 3) > 1 ? 'bad' : 'good') : '', text: fmt(ud, 2) }),
    );
  };
  const head = ['healthLayer', 'healthSat', 'healthStd', 'healthGrad', 'healthUd'].map((k) =>
    el('th', { scope: 'col', text: t(`playground.${k}`) }),
  );
  return [
    el(
      'table',
      { class: 'health' },
      el('caption', { text: t('playground.healthTitle') }),
      el('thead', {}, el('tr', {}, head)),
      el(
        'tbody',
        {},
        h.names.map((_, i) => row(i)),
      ),
    ),
    el('p', { class: 'note', text: t('playground.healthHint') }),
  ];
}

// The ways out a refusal names (its fit_* params: a setting and a value the core found to work),
// as buttons that set that control as the student would and so build the model again.
function waysOut(root, e) {
  const params = e?.params ?? {};
  return Object.entries(params).flatMap(([key, v]) => {
    const f = key.startsWith('fit_') && CONTROLS.find((c) => snake(c.knob) === key.slice(4));
    if (!f) return [];
    const shownValue = f.options ? t(f.options.find(([o]) => o === v)?.[1] ?? v) : int(Number(v));
    const apply = () => {
      const input = root.querySelector(`[name="${f.name}"]`);
      input.value = v;
      input.dispatchEvent(new Event('change'));
    };
    return [button(t('playground.wayOut', { label: t(f.label), value: shownValue }), apply, { class: 'secondary', 'data-fit': f.name })];
  });
}

// "From step 40 on, 11 tanh layers are fully saturated …: layers.2 (Tanh), layers.5 (Tanh), …" for a
// kind seen more than once (one line per kind; the single warnings open below it).
function groupText(list, labels, settings, names) {
  const kind = ['saturated', 'frozen'].includes(list[0].kind) ? list[0].kind : 'other';
  const where = list.map((w) => warningPlace(w, names)).join(listSep());
  const what = t(`playground.warnGroup.${kind}`, { step: int(list[0].step), count: int(list.length), where });
  return `${what} ${warningAdvice(list[0], labels, settings)}`;
}

function create(root, ctx) {
  const s = () => ctx.state;
  const err = errorBox();
  const fixes = el('div', { class: 'actions fixes', 'data-key': 'pg-fixes', hidden: true });
  const refused = (e) => {
    err.show(describeError(e, labelsOf(CONTROLS)));
    const ways = waysOut(root, e);
    fixes.replaceChildren(...(ways.length ? [el('span', { text: t('playground.waysOut') }), ...ways] : []));
    fixes.hidden = !ways.length;
  };
  const clearError = () => {
    err.clear();
    fixes.replaceChildren();
    fixes.hidden = true;
  };
  // the step count changes every chunk: not a live region; the finished run is announced once (pg-final)
  const status = el('p', { class: 'status', 'data-key': 'pg-status' });
  const finalLine = el('p', { class: 'status', role: 'status', 'data-key': 'pg-final' });
  // the layer-health table scrolls inside its box on a phone (focusable, so the keyboard can scroll it)
  const health = el('div', { class: 'health-box', tabindex: '0', role: 'region', 'aria-label': t('playground.healthTitle') });
  // the run's warnings (the core's, train/warnings.hpp): said as they come, the run goes on; one
  // line per kind, the single warnings of a kind seen more than once folded beneath it
  const warnings = el('ul', { class: 'warnings', role: 'status', 'data-key': 'pg-warnings', hidden: true });
  const groups = new Map(); // kind -> { list, li, details?, summary?, items? }
  const warn = (w) => {
    const labels = Object.fromEntries(['lr', 'gain', 'bad', 'norm', 'width', 'layers'].map((k) => [k, t(`playground.${k}`)]));
    const settings = { lr: short(s().pg_lr, 6) };
    const line = warningText(w, labels, settings, strip.names);
    let g = groups.get(w.kind);
    if (!g) {
      g = { list: [], li: el('li', { 'data-kind': w.kind }) };
      groups.set(w.kind, g);
      warnings.append(g.li);
    }
    g.list.push(w);
    if (g.list.length === 1) g.li.textContent = line;
    else {
      if (!g.details) {
        g.summary = el('summary');
        g.items = el('ul', {}, el('li', { text: g.li.textContent }));
        g.details = el('details', { 'data-count': '' }, g.summary, g.items);
        g.li.replaceChildren(g.details);
      }
      g.items.append(el('li', { text: line }));
      g.summary.textContent = groupText(g.list, labels, settings, strip.names);
      g.details.dataset.count = String(g.list.length);
    }
    warnings.hidden = false;
  };
  // BatchNorm kept a huge learning rate healthy: said once (the core's BatchNormRescue)
  const rescueLine = el('p', { class: 'note', 'data-key': 'pg-rescue', hidden: true });
  const showRescue = (r) => {
    rescueLine.textContent = t('playground.rescue', {
      step: int(r.step),
      lr: short(r.lr, 6),
      high: short(r.highLr, 6),
      loss: fmt(r.loss, 4),
      lnv: fmt(r.logVocab, 4),
    });
    rescueLine.hidden = false;
  };
  const samples = el('ul', { class: 'samples', 'aria-live': 'polite', 'data-key': 'pg-samples' });
  const chart = lineChart({ title: t('playground.curveTitle'), xLabel: t('common.step'), yLabel: t('common.loss'), tall: true });
  const live = livePanels();
  // the model's blocks by the saturated share of their tanh; a click marks the block's row and brings its lines forward
  const strip = playgroundStrip({
    onFocus: (n) => {
      live.focus(n);
      if (run.health) health.replaceChildren(...healthTable(run.health, strip));
    },
  });
  const bar = progressBar(() => pause());
  // the model's run so far: its config, curves, step, rate, parameter count, where its update:data
  // series goes on, the rows its train/dev points were measured on; the run in progress, if any
  const run = {
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
    panels: null,
    refusal: null, // the refusal that left the playground without a model
  };
  const drawStrip = () => run.panels && run.health && strip.set(run.panels, run.health, (run.config ?? playgroundConfig(s())).norm);

  const draw = () =>
    chart.setData(
      [
        { label: t('playground.minibatch'), points: run.mb, faint: true },
        { label: t('playground.train', { n: int(run.rows.train) }), points: run.tr, marker: true },
        { label: t('playground.dev', { n: int(run.rows.dev) }), points: run.dv, marker: true },
        ...ghostSeries(ctx.ghosts, run.config ?? playgroundConfig(s())),
      ],
      4,
    );
  // While a run streams (a chunk about every 0.1 s), the curves, the layer table and the status
  // line are drawn at most four times a second: each drawing is a new frame of the page.
  const streamed = throttled(() => {
    draw();
    drawStrip();
    if (run.health) health.replaceChildren(...healthTable(run.health, strip));
    showStatus();
  });
  // The run so far becomes a ghost of the next one (ghosts.js; a run without a step is skipped).
  const keepAsGhost = () => ctx.setGhosts(pushGhost(ctx.ghosts, { config: run.config, dev: run.dv, step: run.step }));
  const tools = playgroundTools(ctx, {
    config: () => run.config ?? playgroundConfig(s()),
    redraw: () => draw(),
    onError: (e) => refused(e),
    finalText: () => finalLine.textContent,
  });
  const showStatus = () => {
    status.textContent = t('playground.status', {
      step: int(run.step),
      steps: int(s().pg_steps),
      params: int(run.params),
      rate: run.rate ? int(run.rate) : '–',
    });
  };
  // "Training diverged at step 4 and was paused: the activations of layers.2 (Linear) … Likely cause: …"
  const showDivergence = (d) =>
    err.show(divergenceText(d, { lr: short(s().pg_lr, 6), bad: short(s().pg_bad, 6) }, strip.names), 'divergence');
  // A run whose loss stayed far above its start (the core's Failure): stopped, with its numbers and the likely cause.
  const showFailure = (f, d) => {
    const ref = fmt(f.ref, 4);
    const what = t('playground.failed', {
      step: int(f.step),
      window: int(f.window),
      loss: fmt(f.loss, 4),
      held: int(f.held),
      factor: short(f.factor, 6),
      ref,
      start: fmt(f.start, 4),
    });
    const cause = t(`playground.cause.${camel(d.cause)}`, { lr: short(s().pg_lr, 6), bad: short(s().pg_bad, 6) });
    err.show(`${what} ${cause}`, 'failed');
  };
  const absorb = (p) => {
    const c = p.chunk;
    const first = c.step - c.loss.length + 1;
    c.loss.forEach((l, i) => run.mb.push([first + i, l]));
    if (run.mb.length > MAX_POINTS) run.mb = run.mb.filter((_, i) => i % 2 === 0 || i === run.mb.length - 1);
    for (const e of p.evals) {
      run.tr.push([e.step, e.train]);
      run.dv.push([e.step, e.dev]);
      (e.warnings ?? []).forEach(warn);
    }
    (c.warnings ?? []).forEach(warn);
    (c.rescue ?? []).forEach(showRescue);
    run.step = c.step;
    run.health = p.health;
    if (p.panels) {
      run.panels = p.panels;
      live.set(p.panels);
    }
    if (p.ud) {
      live.addUd(p.ud);
      run.udNext = p.ud.next;
    }
    if (c.diverged && c.failure?.step > 0) showFailure(c.failure, c.divergence);
    else if (c.diverged) showDivergence(c.divergence);
  };

  const sample = async () => {
    try {
      const names = await ctx.stream('playgroundSample', { count: SAMPLES, seed: s().seed }).promise;
      samples.replaceChildren(...names.map((n) => el('li', { text: n || '∅' })));
    } catch (e) {
      refused(e);
    }
  };

  // Runs to `until` steps, drawing as the chunks arrive; then the final evaluation if at the end.
  async function runTo(until) {
    run.job = ctx.stream('playgroundRun', { until, evalEvery: EVAL_EVERY, udFrom: run.udNext, steps: s().pg_steps }, (p) => {
      run.rate = p.rate;
      absorb(p.partial);
      bar.set(p.done, until, p.rate);
      streamed.soon();
    });
    playBtn.textContent = t('playground.pause');
    try {
      const r = await run.job.promise;
      if (r.step >= s().pg_steps) {
        const f = await ctx.stream('playgroundFinal', {}).promise;
        finalLine.textContent = t('playground.final', { train: fmt(f.train, 4), dev: fmt(f.dev, 4) });
        finalLine.dataset.value = String(f.dev);
      }
    } catch (e) {
      if (e.name !== 'CancelledError') refused(e);
    }
    run.job = null;
    await sample();
    bar.hide();
    playBtn.textContent = t('playground.play');
    streamed.now();
  }
  const play = (until) => {
    // no model: the refusal that left none is said again, with its ways out (Reset would only repeat it)
    if (run.refusal) {
      refused(run.refusal);
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
    clearError();
    warnings.replaceChildren();
    warnings.hidden = true;
    groups.clear();
    rescueLine.hidden = true;
    run.refusal = null;
    finalLine.textContent = '';
    keepAsGhost();
    Object.assign(run, { config: playgroundConfig(s()), mb: [], tr: [], dv: [], step: 0, rate: 0, udNext: 0 });
    live.reset();
    try {
      const r = await ctx.stream('playgroundReset', { config: run.config }).promise;
      run.params = r.params;
      run.rows = { train: r.eval.trainRows, dev: r.eval.devRows }; // 2000, or all the rows of a small list
      run.tr.push([0, r.eval.train]);
      run.dv.push([0, r.eval.dev]);
      run.health = r.health;
      run.panels = r.panels;
      live.set(r.panels);
      streamed.now();
      await sample();
      ctx.report({ kind: 'reset', ...r });
      ctx.markReady();
    } catch (e) {
      run.refusal = e;
      refused(e);
    }
  }

  const playBtn = button(t('playground.play'), () => (run.going ? pause() : play(s().pg_steps)), { 'data-action': 'play' });
  const stepBtn = button(t('playground.step'), () => play(Math.min(s().pg_steps, run.step + 1)), {
    class: 'secondary',
    'data-action': 'step',
  });
  const resetBtn = button(t('playground.reset'), reset, { class: 'secondary', 'data-action': 'reset' });

  const code = playgroundSnippetBox(ctx); // the training loop with the lecture's ud line, for these settings
  code.set();
  // Every control writes its setting to the URL and starts over from a fresh model (a slider once it is let go).
  root.append(
    explain(t('playground.explain')),
    controls(ctx, CONTROLS, (wish) => {
      code.set();
      if (!wish.preview) reset();
    }),
    el('div', { class: 'actions' }, playBtn, stepBtn, resetBtn),
    bar.el,
    status,
    err.el,
    fixes,
    warnings,
    rescueLine,
    finalLine,
    strip.el,
    el('div', { class: 'grid2 pg' }, chart.el, el('div', {}, health, el('h3', { text: t('playground.samples') }), samples)),
    tools.el,
    live.el,
    code.el,
  );
  reset();
  return {
    unmount() {
      run.job?.cancel();
      streamed.cancel();
      keepAsGhost();
      chart.dispose();
      live.dispose();
    },
  };
}

export default { id: 'playground', create };
