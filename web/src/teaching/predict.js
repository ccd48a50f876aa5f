// teaching/predict.js — "predict, then reveal" on a tab: a prompt (a number or a choice) above the
// tab's results, which stay blurred until the student reveals or skips; the reveal shows the guess
// beside the live value the tab's own computation reported, how far it was, and the text's reason.
// A prediction belongs to the settings it was made for (prompts.js settingsOf): it is judged once,
// against the result computed for them, and kept with them in the progress store. When the tab's
// controls move, the kept verdict stays, labelled with its settings, and the live value of the new
// settings is shown beside it, labelled with those, with "predict this case" (a new prediction for
// the new settings, kept beside the first); the question stays the one asked. A tab already
// predicted opens revealed. Mode 'require' has no "just show me". Hooks: data-predict,
// data-action=reveal|skip|predict-again|predict-case, data-predict-result (data-case: same | other).
// This file holds the box's state, its judging and its buttons; the pieces drawn from data are in
// predict_parts.js.
import { el, button, nextId } from '../view/ui.js';
import { announce, headline } from '../view/describe.js';
import { t } from '../words/i18n.js';
import { PROMPTS, score, settingsOf, sameSettings } from './prompts.js';
import { shownValue, settingsText, questionText } from './prompt_words.js';
import { meanDistance } from './sketch.js';
import { hider } from './predict_hide.js';
import { form, sketchPart, recordNodes, whyNodes, keptView, otherCasesList, nowBlock, keptSketch } from './predict_parts.js';

export { shownValue, settingsText };
export { farWords } from './predict_parts.js';

// state: the result (latest) that holds this prompt's value and the settings it was computed for
// (latestAt); a guess made, not judged yet (pending: { guess, sketch, settings, sketchSettings, isCase });
// "predict this case": the form open again above the kept prediction (asking).
const newState = () => ({ latest: null, latestAt: null, pending: null, asking: false });

const saved = (ctx) => ctx.progress.get().predictions[ctx.tab];
// the result on screen is for the tab's settings now (its number's and its sketch's)
const liveHere = ({ tab, st, getSettings }) =>
  st.latest &&
  sameSettings(settingsOf(tab, st.latestAt), settingsOf(tab, getSettings())) &&
  sameSettings(settingsOf(tab, st.latestAt, 'sketch'), settingsOf(tab, getSettings(), 'sketch'));

// The pending guess against the result for its settings, once; kept with them.
function judge({ tab, p, st, drawn, progress }) {
  const { latest, latestAt, pending } = st;
  if (!latest || !sameSettings(settingsOf(tab, latestAt), pending.settings)) return false;
  if (pending.sketch && !sameSettings(settingsOf(tab, latestAt, 'sketch'), pending.sketchSettings)) return false;
  const live = p.live(latest, latestAt);
  const { close, far } = score(tab, pending.guess, live);
  const record = { guess: pending.guess, live, close, far, settings: pending.settings };
  if (pending.sketch) {
    const sketchFar = meanDistance(pending.sketch, drawn.live(p.sketch.series(latest)));
    Object.assign(record, {
      sketch: pending.sketch,
      sketchFar,
      sketchClose: sketchFar <= p.sketch.tol,
      sketchSettings: pending.sketchSettings,
    });
  }
  if (pending.isCase) progress.predictedCase(tab, record);
  else progress.predicted(tab, record);
  st.pending = null;
  return true;
}

// render: the result box's content, with its data-* (data) replacing what it showed.
function show(out, data, ...nodes) {
  for (const k of Object.keys(out.dataset)) delete out.dataset[k];
  out.dataset.predictResult = '';
  Object.assign(out.dataset, data);
  out.replaceChildren(...nodes.flat().filter(Boolean));
  out.hidden = false;
}
// render: the tab's results blurred (and the note saying why) while a prediction is pending.
function setPending({ body, ui, hide }, on) {
  body.classList.toggle('predict-pending', on);
  ui.hiddenNote.hidden = !on;
  hide.sync();
}
// render: the question and the choices' words, for the settings they are asked for.
function askFor({ tab, ui }, s) {
  ui.question.textContent = questionText(tab, s);
  ui.f.relabel(s);
}
// render: the form put away, "predict again" offered, the results shown.
function revealed(ctx) {
  ctx.ui.ask.hidden = true;
  ctx.ui.againBtn.hidden = false;
  setPending(ctx, false);
}

// render: what the box shows now: the question, the form or the kept prediction, and the live value.
function render(ctx) {
  const { tab, p, st, ui } = ctx;
  const s = ctx.getSettings();
  if (st.pending) ctx.tell = true; // the verdict, once judged, is said
  if (st.pending && !judge(ctx)) {
    askFor(ctx, st.pending.settings ? { ...s, ...st.pending.settings } : s);
    show(ui.out, {}, el('p', { text: t('lesson.predict.waiting') }));
    return;
  }
  const first = saved(ctx);
  if (!first) {
    askFor(ctx, s);
    if (ctx.progress.get().skipped[tab]) show(ui.out, {}, el('p', { text: t('lesson.predict.skipped') }));
    return;
  }
  const v = keptView(tab, first, s);
  if (st.asking && v.same) st.asking = false; // back at settings already predicted: nothing to ask
  askFor(ctx, st.asking ? s : { ...s, ...(v.rec.settings ?? {}) });
  const nodes = [recordNodes(tab, v.rec, v.where, v.same)];
  if (v.others.length) nodes.push(otherCasesList(tab, v.others, v.caseNames));
  ui.caseLine.hidden = !st.asking;
  ui.caseLine.textContent = st.asking ? t('lesson.predict.caseFor', { settings: v.nowText }) : '';
  if (ui.skipBtn) ui.skipBtn.hidden = st.asking;
  ui.cancelBtn.hidden = !st.asking;
  if (!st.asking) revealed(ctx);
  if (!v.same) {
    const now = liveHere(ctx) ? p.live(st.latest, st.latestAt) : undefined;
    if (now !== undefined) v.data.now = String(now);
    nodes.push(nowBlock(tab, now, v.nowText, s, st.asking ? null : () => onPredictCase(ctx)));
  }
  if (ctx.drawn && first.sketch) {
    const series = st.latest && liveHere(ctx) ? p.sketch.series(st.latest) : null;
    nodes.push(keptSketch(tab, ctx.drawn, first, s, series, v.data));
  }
  if (st.latest && liveHere(ctx)) nodes.push(whyNodes(tab, st.latest, s));
  show(ui.out, v.data, ...nodes);
  told(ctx);
}

// events: the reveal said once in the tab's live region: the verdict (when there is one) and the
// tab's headline, now shown.
function told(ctx) {
  if (!ctx.tell) return;
  ctx.tell = false;
  const verdict = ctx.ui.out.hidden ? '' : ctx.ui.out.textContent.trim();
  announce(ctx.body, t('live.revealed', { result: [verdict, headline(ctx.body)].filter(Boolean).join(' ') }));
}

// events: "reveal": the guess read (a clear note when there is none) and kept pending until judged.
function onReveal(ctx) {
  const { tab, p, st, ui } = ctx;
  const guess = ui.f.value();
  if (guess === null) {
    ui.note.textContent = t(p.positive ? `lesson.predict.${tab}.needGuess` : 'lesson.predict.needGuess');
    ui.note.hidden = false;
    ui.f.focus();
    return;
  }
  ui.note.hidden = true;
  const s = ctx.getSettings();
  const isCase = st.asking && !!saved(ctx);
  st.pending = {
    guess,
    sketch: isCase ? null : (ctx.drawn?.values() ?? null),
    settings: settingsOf(tab, s),
    sketchSettings: settingsOf(tab, s, 'sketch'),
    isCase,
  };
  st.asking = false;
  revealed(ctx);
  render(ctx);
}
// events: "just show me": skipped, kept so.
function onSkip(ctx) {
  ctx.progress.skipped(ctx.tab);
  revealed(ctx);
  ctx.tell = true;
  render(ctx);
  told(ctx); // a skip may leave no kept prediction: render returned before its end
}
// events: "predict again": the kept prediction forgotten, the form (and the sketch) asked afresh.
function onAgain(ctx) {
  const { st, ui, drawn } = ctx;
  ctx.progress.forget(ctx.tab);
  st.pending = null;
  st.asking = false;
  ui.out.hidden = true;
  ui.f.clear();
  if (drawn) {
    drawn.reset();
    ui.f.el.after(drawn.box);
  }
  ui.ask.hidden = false;
  ui.againBtn.hidden = true;
  setPending(ctx, true);
  askFor(ctx, ctx.getSettings());
}
// events: "predict this case": the form opened above the kept prediction, for the settings now.
function onPredictCase(ctx) {
  ctx.st.asking = true;
  ctx.ui.f.clear();
  ctx.ui.ask.hidden = false;
  ctx.ui.againBtn.hidden = true;
  render(ctx);
  ctx.ui.f.focus();
}
// events: "cancel" on "predict this case".
function onCancel(ctx) {
  ctx.st.asking = false;
  render(ctx);
}

// The box's elements, its buttons bound to the events above -> ui.
function boxParts(ctx) {
  const { tab, p, mode } = ctx;
  const question = el('p', { class: 'predict-q', id: nextId('pq') });
  const f = form(tab);
  const drawn = sketchPart(p, ctx.getSettings()); // null when the prompt has no sketch
  const note = el('p', { class: 'predict-error', role: 'alert', hidden: true }); // not .error: the tab's own error box is #panel .error
  // not a live region: it is drawn again on every result; the reveal is said once (told)
  const out = el('div', { class: 'predict-result', 'data-predict-result': '', hidden: true });
  const hiddenNote = el('p', { class: 'note', text: t(mode === 'require' ? 'lesson.predict.required' : 'lesson.predict.hiddenNote') });
  const revealBtn = button(t('lesson.predict.reveal'), () => onReveal(ctx), { 'data-action': 'reveal' });
  const skipBtn =
    mode === 'require' ? null : button(t('lesson.predict.skip'), () => onSkip(ctx), { class: 'secondary', 'data-action': 'skip' });
  const againBtn = button(t('lesson.predict.again'), () => onAgain(ctx), {
    class: 'secondary',
    'data-action': 'predict-again',
    hidden: true,
  });
  f.el.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && ev.target.type === 'text') revealBtn.click();
  });
  const cancelBtn = button(t('lesson.predict.cancel'), () => onCancel(ctx), {
    class: 'secondary',
    'data-action': 'cancel-case',
    hidden: true,
  });
  const caseLine = el('p', { class: 'predict-case', hidden: true });
  const actions = el('div', { class: 'actions' }, revealBtn, skipBtn, cancelBtn);
  const ask = el('div', { class: 'predict-ask' }, caseLine, f.el, drawn?.box, actions, note);
  const box = el(
    'section',
    { class: 'predict', 'data-predict': tab, 'data-form': p.form, 'aria-labelledby': question.id },
    el('h3', { text: t('lesson.predict.title') }),
    question,
    ask,
    hiddenNote,
    out,
    againBtn,
  );
  return { question, f, drawn, note, out, hiddenNote, revealBtn, skipBtn, againBtn, cancelBtn, caseLine, ask, box };
}

// tab: its id; body: the tab's element (blurred while pending); getSettings(); progress: progress.js;
// mode: 'on' | 'require'. -> { el, result(r) (the tab's report), dispose() }
export function predictBox(tab, body, getSettings, progress, mode) {
  const ctx = { tab, p: PROMPTS[tab], body, getSettings, progress, mode, st: newState(), hide: hider(body) };
  ctx.ui = boxParts(ctx);
  ctx.drawn = ctx.ui.drawn;

  // A tab predicted (or skipped) before opens revealed: the kept verdict, for its settings.
  if (saved(ctx) || progress.get().skipped[tab]) revealed(ctx);
  else setPending(ctx, true);
  render(ctx);

  return {
    el: ctx.ui.box,
    result(r) {
      if (ctx.p.live(r, getSettings()) === undefined) return;
      ctx.st.latest = r;
      ctx.st.latestAt = structuredClone(getSettings());
      render(ctx);
    },
    dispose() {
      ctx.hide.dispose();
      body.classList.remove('predict-pending');
    },
  };
}
