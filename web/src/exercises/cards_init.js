// exercises/cards_init.js — exercises 1–3 of 5.18, the initialisation ones. E1: start the
// playground broken (no output fix, no norm, init ×5), then make its first loss ≈ ln V with the
// student's own change of the playground's settings (the same settings the playground tab trains
// with; the check reads them as they are now, and passes only after the set-up was broken and the
// settings changed since). E2: the saturated share of a large W1 and of Kaiming, read off the core's
// histograms and typed in. E3: a gain for a 5-layer tanh stack, inside the core's band around Kaiming.
import { el, numberInput } from '../view/ui.js';
import { t, fmt, pct, int, sig, short, listSep } from '../words/i18n.js';
import { describeError } from '../words/messages.js';
import { barChart, lineChart } from '../view/charts.js';
import { controls, labelsOf } from '../view/controls.js';
import { histBars } from '../view/chart_data.js';
import { fromOne } from '../compute/series.js';
import { PG_CONTROLS, playgroundConfig } from '../pytorch/playground_config.js';
import { exerciseCard } from './card.js';
import { say } from '../words/say.js';
import * as words from './words.js';
import { CORE_LIMITS } from '../state/state.js';
import { firstLossVerdict, saturationVerdict, gainVerdict, typedNumber, BROKEN_START, TEXT_MULTIPLIER, TOLERANCE } from './verdicts.js';

// A labelled free-text number box (the student's answer: '79,1' or '79.1').
export function answerBox(label, name) {
  const input = el('input', { type: 'text', inputmode: 'decimal', name, id: `answer-${name}`, autocomplete: 'off', size: '8' });
  return { input, el: el('label', { class: 'control answer', for: `answer-${name}` }, el('span', { text: label }), input) };
}

// The playground's settings as the state has them now: { pg_layers: 4, ... } (PG_CONTROLS' names).
const pgSettings = (state) => Object.fromEntries(PG_CONTROLS.map((f) => [f.name, state[f.name]]));

// One playground setting in words: 'Çıktı düzeltmesi: açık'.
function settingText(name, value) {
  const f = PG_CONTROLS.find((c) => c.name === name);
  if (!f) return `${name}: ${value}`;
  const v = f.check
    ? t(value ? 'exercises.on' : 'exercises.off')
    : f.options
      ? t(f.options.find(([o]) => o === value)?.[1] ?? String(value))
      : typeof value === 'number'
        ? sig(value, 4)
        : String(value);
  return `${t(f.label)}: ${v}`;
}

export function firstLossCard(ctx) {
  const labels = labelsOf(PG_CONTROLS);
  const settings = el('div');
  const info = el('p', { class: 'status', 'aria-live': 'polite', 'data-key': 'e1-info' });
  const drawControls = () => settings.replaceChildren(controls(ctx, PG_CONTROLS, () => {}));
  const firstLoss = () => ctx.section('exFirstLoss', playgroundConfig(ctx.state)).promise;
  const setup = async () => {
    ctx.set(BROKEN_START);
    drawControls();
    const r = await firstLoss();
    // what the set-up gave, for the check: the broken settings and whether the core calls its first loss broken
    ctx.progress.markSetup('e1', { firstLoss: r.firstLoss, broken: r.broken, settings: pgSettings(ctx.state) });
    info.dataset.value = String(r.firstLoss);
    info.textContent = say(words.e1Setup(r));
  };
  drawControls();
  const card = exerciseCard({
    id: 'e1',
    progress: ctx.progress,
    labels,
    body: [
      el(
        'div',
        { class: 'actions' },
        el(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'data-action': 'setup',
            onclick: () =>
              setup().catch((e) => {
                info.textContent = describeError(e, labels);
              }),
          },
          t('exercises.e1.setup'),
        ),
      ),
      info,
      el('p', { class: 'note', text: t('exercises.e1.settingsNote') }),
      settings,
    ],
    inputs: ({ settings: s, answer }) =>
      t('exercises.e1.inputs', {
        first: fmt(answer.firstLoss, 3),
        changes:
          Object.entries(s)
            .map(([k, v]) => settingText(k, v))
            .join(listSep()) || t('exercises.e1.noChange'),
      }),
    async check() {
      const r = await firstLoss();
      const setupRec = ctx.progress.exercise('e1').setup;
      const v = firstLossVerdict(r, { setup: setupRec, settings: pgSettings(ctx.state) });
      return {
        pass: v.pass,
        reason: v.reason,
        text: say(words.e1(r, v, setupRec)),
        settings: v.changed,
        answer: { firstLoss: r.firstLoss },
      };
    },
  });
  return { el: card.el, ready: Promise.resolve(), dispose: card.dispose };
}

export function saturationCard(ctx) {
  const knob = { badInit: 5 };
  const chart = barChart({ title: t('exercises.e2.chartTitle'), xLabel: t('exercises.e2.binAxis'), yLabel: t('exercises.e2.countAxis') });
  const bad = answerBox(t('exercises.e2.answerBad'), 'e2-bad'),
    kaiming = answerBox(t('exercises.e2.answerKaiming'), 'e2-kaiming');
  let last = null;
  const compute = async () => {
    last = await ctx.section('exSaturation', { badInit: knob.badInit, seed: ctx.state.seed }).promise;
    const b = histBars(last.badInitHist, 3),
      k = histBars(last.kaimingHist, 3);
    chart.setData(
      b.cats,
      [
        { label: t('exercises.e2.seriesBad', { bad: short(last.badInit, 4) }), values: b.counts },
        { label: t('exercises.e2.seriesKaiming'), values: k.counts },
      ],
      [],
      0,
    );
    return last;
  };
  const multiplier = numberInput({
    label: t('exercises.e2.multiplier'),
    labelKey: 'exercises.e2.multiplier',
    value: knob.badInit,
    min: 2,
    max: CORE_LIMITS.bad_init.max,
    step: 'any',
    sayChanged: true,
    name: 'e2-multiplier',
    onChange: (v) => {
      knob.badInit = Math.min(CORE_LIMITS.bad_init.max, Math.max(2, Number.isFinite(v) ? v : 5));
      compute().then(ctx.markReady, () => {}); // the figure has settled: said to a screen reader (describe.js)
      return knob.badInit;
    },
  });
  const card = exerciseCard({
    id: 'e2',
    progress: ctx.progress,
    labels: { bad_init: t('exercises.e2.multiplier') },
    body: [el('div', { class: 'controls' }, multiplier), chart.el, el('div', { class: 'answers' }, bad.el, kaiming.el)],
    inputs: ({ settings: s, answer }) =>
      t('exercises.e2.inputs', { bad: pct(answer.bad / 100), kaiming: pct(answer.kaiming / 100), mult: short(s.badInit, 4) }),
    hintVars: () => ({
      tol: fmt(TOLERANCE.percentPoints, 1),
      text: short(TEXT_MULTIPLIER),
      values: int(last ? last.values : 200000),
      bad: last ? pct(last.badInitPct / 100) : '–',
      kaiming: last ? pct(last.kaimingPct / 100) : '–',
    }),
    async check() {
      const r = await compute();
      const answer = { bad: typedNumber(bad.input.value), kaiming: typedNumber(kaiming.input.value) };
      const v = saturationVerdict(r, answer);
      const text = say(words.e2(r, v));
      return v.reason === 'missing'
        ? { pass: false, reason: v.reason, text }
        : { pass: v.pass, reason: v.reason, text, settings: { badInit: r.badInit }, answer };
    },
  });
  return {
    el: card.el,
    ready: compute(),
    dispose() {
      chart.dispose();
      card.dispose();
    },
  };
}

export function gainCard(ctx) {
  const knob = { gain: 1 };
  const chart = lineChart({
    title: t('exercises.e3.chartTitle'),
    xLabel: t('exercises.e3.layerAxis'),
    yLabel: t('exercises.e3.stdAxis'),
    xInteger: true,
  });
  const bandNote = el('p', { class: 'note', 'data-key': 'e3-band' });
  const compute = async () => {
    const r = await ctx.section('exGain', { gain: knob.gain, nLayer: 6, seed: ctx.state.seed }).promise;
    const n = r.std.length,
      b = r.band;
    const line = (y) => [
      [1, y],
      [n, y],
    ];
    // the pass band the core computed: Kaiming's last std -/+ 10 %
    chart.setData(
      [
        { label: t('exercises.e3.seriesChosen', { gain: fmt(r.gain, 3) }), points: fromOne(r.std), marker: true },
        { label: t('exercises.e3.seriesNaive'), points: fromOne(r.naiveStd), marker: true },
        { label: t('exercises.e3.seriesBandLo', { std: fmt(b.stdLo, 3) }), points: line(b.stdLo), guide: true },
        { label: t('exercises.e3.seriesBandHi', { std: fmt(b.stdHi, 3) }), points: line(b.stdHi), guide: true },
      ],
      3,
    );
    bandNote.dataset.value = String(b.stdTarget);
    bandNote.textContent = say(words.e3Band(r));
    return r;
  };
  const gain = numberInput({
    label: t('exercises.e3.gain'),
    value: knob.gain,
    min: 0.01,
    max: CORE_LIMITS.gain.max,
    step: 'any',
    sayChanged: true,
    name: 'e3-gain',
    onChange: (v) => {
      knob.gain = Number.isFinite(v) && v > 0 ? Math.min(CORE_LIMITS.gain.max, v) : 1;
      compute().catch(() => {});
      return knob.gain;
    },
  });
  const card = exerciseCard({
    id: 'e3',
    progress: ctx.progress,
    labels: { gain: t('exercises.e3.gain') },
    body: [el('div', { class: 'controls' }, gain), chart.el, bandNote],
    inputs: ({ settings: s }) => t('exercises.e3.inputs', { gain: fmt(s.gain, 3) }),
    async check() {
      const r = await compute();
      const v = gainVerdict(r);
      return { pass: v.pass, reason: v.reason, text: say(words.e3(r, v)), settings: { gain: r.gain } };
    },
  });
  return {
    el: card.el,
    ready: compute(),
    dispose() {
      chart.dispose();
      card.dispose();
    },
  };
}
