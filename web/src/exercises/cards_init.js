// exercises/cards_init.js — exercises 1–3 of 5.18, the initialisation ones. E1: start the
// playground broken (no output fix, no norm, init ×5), then make its first loss ≈ ln V with the
// student's own change of the playground's settings (the same settings the playground tab trains
// with; the check reads them as they are now). E2: the saturated share of a large W1 and of Kaiming,
// read off the core's histograms and typed in. E3: a gain for a 5-layer tanh stack.
import { el, numberInput } from '../ui.js';
import { t, fmt, pct, int } from '../i18n.js';
import { describeError } from '../messages.js';
import { barChart, lineChart } from '../charts.js';
import { controls, labelsOf } from '../tabs/common.js';
import { histBars } from '../chart_data.js';
import { fromOne } from '../series.js';
import { PG_CONTROLS, playgroundConfig } from '../playground_config.js';
import { exerciseCard } from './card.js';
import { firstLossVerdict, saturationVerdict, gainVerdict, typedNumber, TOLERANCE, BROKEN_START } from './verdicts.js';

// A labelled free-text number box (the student's answer: '79,1' or '79.1').
export function answerBox(label, name) {
  const input = el('input', { type: 'text', inputmode: 'decimal', name, id: `answer-${name}`, autocomplete: 'off', size: '8' });
  return { input, el: el('label', { class: 'control answer', for: `answer-${name}` }, el('span', { text: label }), input) };
}

export function firstLossCard(ctx) {
  const labels = labelsOf(PG_CONTROLS);
  const settings = el('div');
  const info = el('p', { class: 'status', 'aria-live': 'polite', 'data-key': 'e1-info' });
  const drawControls = () => settings.replaceChildren(controls(ctx, PG_CONTROLS, () => {}));
  const firstLoss = () => ctx.section('exFirstLoss', playgroundConfig(ctx.state)).promise;
  const setup = async () => {
    ctx.set(BROKEN_START);
    ctx.progress.markSetup('e1');
    drawControls();
    const r = await firstLoss();
    info.dataset.value = String(r.firstLoss);
    info.textContent = t('exercises.e1.brokenLoss', { first: fmt(r.firstLoss, 3), logv: fmt(r.logVocab, 3) });
  };
  drawControls();
  const card = exerciseCard({
    id: 'e1', progress: ctx.progress, labels,
    body: [el('div', { class: 'actions' }, el('button', { type: 'button', class: 'secondary', 'data-action': 'setup', onclick: () => setup().catch((e) => { info.textContent = describeError(e, labels); }) },
      t('exercises.e1.setup'))), info, el('p', { class: 'note', text: t('exercises.e1.settingsNote') }), settings],
    async check() {
      const r = await firstLoss();
      const v = firstLossVerdict(r, { setup: !!ctx.progress.exercise('e1').setup });
      return { pass: v.pass, text: t(`exercises.e1.${v.reason}`, { first: fmt(r.firstLoss, 3), logv: fmt(r.logVocab, 3), diff: fmt(v.diff, 3),
        tol: fmt(TOLERANCE.firstLoss, 1) }) };
    },
  });
  return { el: card.el, ready: Promise.resolve(), dispose: card.dispose };
}

export function saturationCard(ctx) {
  const knob = { badInit: 5 };
  const chart = barChart({ title: t('exercises.e2.chartTitle'), xLabel: t('exercises.e2.binAxis'), yLabel: t('exercises.e2.countAxis') });
  const bad = answerBox(t('exercises.e2.answerBad'), 'e2-bad'), kaiming = answerBox(t('exercises.e2.answerKaiming'), 'e2-kaiming');
  let last = null;
  const compute = async () => {
    last = await ctx.section('exSaturation', { badInit: knob.badInit, seed: ctx.state.seed }).promise;
    const b = histBars(last.badInitHist, 3), k = histBars(last.kaimingHist, 3);
    chart.setData(b.cats, [{ label: t('exercises.e2.seriesBad', { bad: fmt(last.badInit, 1) }), values: b.counts },
      { label: t('exercises.e2.seriesKaiming'), values: k.counts }], [], 0);
    return last;
  };
  const multiplier = numberInput({ label: t('exercises.e2.multiplier'), value: knob.badInit, min: 2, max: 10, step: 'any', name: 'e2-multiplier',
    onChange: (v) => { knob.badInit = Math.min(10, Math.max(2, Number.isFinite(v) ? v : 5)); compute().catch(() => {}); return knob.badInit; } });
  const card = exerciseCard({
    id: 'e2', progress: ctx.progress, labels: { bad_init: t('exercises.e2.multiplier') },
    body: [el('div', { class: 'controls' }, multiplier), chart.el, el('div', { class: 'answers' }, bad.el, kaiming.el)],
    hintVars: () => ({ values: int(last ? last.values : 200000), bad: last ? pct(last.badInitPct / 100) : '–',
      kaiming: last ? pct(last.kaimingPct / 100) : '–' }),
    async check() {
      const r = await compute();
      const v = saturationVerdict(r, { bad: typedNumber(bad.input.value), kaiming: typedNumber(kaiming.input.value) });
      return { pass: v.pass, text: t(`exercises.e2.${v.reason}`, { bad: pct(r.badInitPct / 100), kaiming: pct(r.kaimingPct / 100) }) };
    },
  });
  return { el: card.el, ready: compute(), dispose() { chart.dispose(); card.dispose(); } };
}

export function gainCard(ctx) {
  const knob = { gain: 1 };
  const chart = lineChart({ title: t('exercises.e3.chartTitle'), xLabel: t('exercises.e3.layerAxis'), yLabel: t('exercises.e3.stdAxis'), xInteger: true });
  const compute = async () => {
    const r = await ctx.section('exGain', { gain: knob.gain, nLayer: 6, seed: ctx.state.seed }).promise;
    const n = r.std.length;
    chart.setData([{ label: t('exercises.e3.seriesChosen', { gain: fmt(r.gain, 3) }), points: fromOne(r.std), marker: true },
      { label: t('exercises.e3.seriesNaive'), points: fromOne(r.naiveStd), marker: true },
      { label: '0,6', points: [[1, TOLERANCE.lastStd], [n, TOLERANCE.lastStd]], guide: true }], 3);
    return r;
  };
  const gain = numberInput({ label: t('exercises.e3.gain'), value: knob.gain, min: 0.01, max: 10, step: 'any', name: 'e3-gain',
    onChange: (v) => { knob.gain = Number.isFinite(v) && v > 0 ? Math.min(10, v) : 1; return knob.gain; } });
  const card = exerciseCard({
    id: 'e3', progress: ctx.progress, labels: { gain: t('exercises.e3.gain') },
    body: [el('div', { class: 'controls' }, gain), chart.el],
    async check() {
      const r = await compute();
      const v = gainVerdict(r);
      const vars = { gain: fmt(r.gain, 3), last: fmt(v.last, 3), sat: pct(v.saturated / 100) };
      return { pass: v.pass, text: t(`exercises.e3.${v.reason}`, vars) + (v.overshoot ? ` ${t('exercises.e3.overshoot', vars)}` : '') };
    },
  });
  return { el: card.el, ready: compute(), dispose() { chart.dispose(); card.dispose(); } };
}
