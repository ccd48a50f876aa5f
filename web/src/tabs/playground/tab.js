// tabs/playground/tab.js — train the lecture's MLP with every knob: layers, width, norm, init gain, bad
// init, output fix, lr and schedule, batch size, steps, seed. Play / pause / one step / reset; live
// minibatch and train/dev curves, steps/s, and a per-layer health table at a glance.
// All training runs in the worker (jobs.js playground*); a pause is a cancel that keeps the model.
// A diverging run stops itself (the core refuses to step on); the page says at which step, where
// the numbers first went non-finite and the likely cause (all three from the core's Divergence).
// A run too big for the tab's memory is refused by the core when the model is built; the page
// words the refusal in its language, naming the settings as the controls label them.
// Below the curves: the 5.13 panels and update:data, live (panels.js); the earlier runs as faint
// ghosts, the run's JSON export and the run as a PyTorch script (tools.js); its run: run.js, its messages: messages.js.
import { el, button, explain, progressBar } from '../../view/ui.js';
import { t, fmt, pct, int } from '../../words/i18n.js';
import { lineChart } from '../../view/charts.js';
import { controls } from '../common.js';
import { PG_CONTROLS as CONTROLS, playgroundConfig } from '../../pytorch/playground_config.js';
import { livePanels } from '../../view/panels.js';
import { playgroundTools } from './tools.js';
import { playgroundMessages } from './messages.js';
import { playgroundRun, EVAL_EVERY, EVAL_ROWS } from './run.js';
import MANIFEST from './manifest.js';
import { say } from '../../words/say.js';
import * as words from './words.js';
import { playgroundStrip } from '../../view/network_tabs.js';
import { blockName } from '../../view/layer_names.js';
import { playgroundSnippetBox } from '../../view/lecture_code_box.js';

// The layer health table: saturation, tanh std, gradient std and update:data per tanh layer; each
// row named as the network strip names its block (L1 …, the PyTorch module in its title), the
// strip's selected block marked; note ({ step, at }): the values are kept from step `step`, before
// the divergence at step `at`, said under the table.
function healthTable(h, strip, note = null) {
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
    note &&
      el('p', {
        class: 'note',
        'data-key': 'pg-health-kept',
        text: say(words.healthKept(note)),
      }),
    el('p', { class: 'note', text: t('playground.healthHint') }),
  ].filter(Boolean);
}

// The tab's parts on the page (run.js and messages.js draw into them); pg(): the run (run.js), which
// the network strip and the progress bar's cancel act on.
function partsOf(root, ctx, pg) {
  const ui = {
    // the step count changes every chunk: not a live region; the finished run is announced once (pg-final)
    status: el('p', { class: 'status', 'data-key': 'pg-status' }),
    finalLine: el('p', { class: 'status', role: 'status', 'data-key': 'pg-final' }),
    // the layer-health table scrolls inside its box on a phone (focusable, so the keyboard can scroll it)
    health: el('div', { class: 'health-box', tabindex: '0', role: 'region', 'aria-label': t('playground.healthTitle') }),
    samples: el('ul', { class: 'samples', 'aria-live': 'polite', 'data-key': 'pg-samples' }),
    chart: lineChart({ title: t('playground.curveTitle'), xLabel: t('common.step'), yLabel: t('common.loss'), tall: true }),
    live: livePanels(),
    healthTable,
  };
  ui.msg = playgroundMessages(root, ctx, () => ui.strip.names);
  // the model's blocks by the saturated share of their tanh; a click marks the block's row and brings its lines forward
  ui.strip = playgroundStrip({
    onFocus: (n) => {
      ui.live.focus(n);
      const { health, healthNote } = pg().run;
      if (health) ui.health.replaceChildren(...healthTable(health, ui.strip, healthNote));
    },
  });
  ui.bar = progressBar(() => pg().pause());
  return ui;
}

function create(root, ctx) {
  const s = () => ctx.state;
  let pg = null;
  const ui = partsOf(root, ctx, () => pg);
  pg = playgroundRun(ctx, ui);
  const { run, draw, streamed, play, pause, reset, keepAsGhost } = pg;
  const tools = playgroundTools(ctx, {
    config: () => run.config ?? playgroundConfig(s()),
    redraw: () => draw(),
    onError: (e) => ui.msg.refused(e),
    finalText: () => ui.finalLine.textContent,
  });

  const playBtn = button(t('playground.play'), () => (run.going ? pause() : play(s().pg_steps)), { 'data-action': 'play' });
  ui.playBtn = playBtn; // run.js says Play or Pause on it
  const stepBtn = button(t('playground.step'), () => play(Math.min(s().pg_steps, run.step + 1)), {
    class: 'secondary',
    'data-action': 'step',
  });
  const resetBtn = button(t('playground.reset'), reset, { class: 'secondary', 'data-action': 'reset' });

  const code = playgroundSnippetBox(ctx); // the training loop with the lecture's ud line, for these settings
  code.set();
  // Every control writes its setting to the URL and starts over from a fresh model (a slider once it is let go).
  root.append(
    explain(t('playground.explain', { every: int(EVAL_EVERY), rows: int(EVAL_ROWS) })),
    controls(ctx, CONTROLS, (wish) => {
      code.set();
      if (!wish.preview) reset();
    }),
    el('div', { class: 'actions' }, playBtn, stepBtn, resetBtn),
    ui.bar.el,
    ui.status,
    ui.msg.err.el,
    ui.msg.fixes,
    ui.msg.warnings,
    ui.msg.rescueLine,
    ui.finalLine,
    ui.strip.el,
    el('div', { class: 'grid2 pg' }, ui.chart.el, el('div', {}, ui.health, el('h3', { text: t('playground.samples') }), ui.samples)),
    tools.el,
    ui.live.el,
    code.el,
  );
  reset();
  return {
    unmount() {
      run.job?.cancel();
      streamed.cancel();
      keepAsGhost();
      ui.chart.dispose();
      ui.live.dispose();
    },
  };
}

export default { id: MANIFEST.id, create };
