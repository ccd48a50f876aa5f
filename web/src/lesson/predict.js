// lesson/predict.js — "predict, then reveal" on a tab: a prompt (a number or a choice) above the
// tab's results, which stay blurred until the student reveals or skips; the reveal shows the guess
// beside the live value the tab's own computation reported, how far it was, and the text's reason.
// The guess is kept in the progress store; a tab already predicted opens revealed. Mode 'require'
// has no "just show me". Hooks: data-predict, data-action=reveal|skip, data-predict-result.
import { el, button, nextId } from '../ui.js';
import { t, fmt, sig, pct } from '../i18n.js';
import { PROMPTS, score, parseGuess } from './prompts.js';
import { settingPhrase } from '../setting_words.js';
import { mathEl } from './math.js';
import { sketchPad, meanDistance } from './sketch.js';

const SUP = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
const power = (d) => `10${String(d).split('').map((c) => SUP[c]).join('')}`;
const DIAG = ['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad'];

// A value of a tab's prompt as the page shows it.
export function shownValue(tab, v) {
  const p = PROMPTS[tab];
  if (p.form === 'number') return tab === 'tanh' ? pct(v / 100) : fmt(v, 2);
  if (tab === 'residual') return power(v);
  if (tab === 'diagnostics') return t(`diag.${v}`);
  if (v === 'neither') return t('lesson.predict.kaiming.neither');
  return t(`lesson.predict.${tab}.${v}`);
}

// The numbers a question or an explanation quotes, formatted in the page's language.
function words(tab, vars) {
  const out = {};
  for (const [k, v] of Object.entries(vars)) {
    if (k === 'fix' || k === 'norm') out[k] = settingPhrase(`pg_${k}`, v); // the playground's settings, worded
    else if (typeof v === 'boolean') out[k] = t(`lesson.predict.playground.${v ? 'on' : 'off'}`);
    else if (Array.isArray(v)) out[k] = v.map((x) => fmt(x, 3)).join('; ');
    else if (typeof v !== 'number') out[k] = v;
    else if (tab === 'tanh' && k !== 'bad') out[k] = pct(v / 100);
    else if (tab === 'residual' && k !== 'depth') out[k] = sig(v);
    else out[k] = fmt(v, k === 'bad' || k === 'n' || k === 'steps' || k === 'depth' ? 1 : 3).replace(/[.,]0$/, '');
  }
  if (tab === 'diagnostics' && vars.dev) out.list = vars.dev.map((d, i) => `${t(`diag.${DIAG[i]}`)} ${fmt(d, 4)}`).join('; ');
  if ((tab === 'bn-matrix' || tab === 'ln-matrix') && (vars.colStd || vars.rowStd)) out.list = out.colStd ?? out.rowStd;
  return out;
}

// The form: a labelled number box, or a group of radio buttons. -> { el, value() -> guess | null }
function form(tab) {
  const p = PROMPTS[tab];
  if (p.form === 'number') {
    const id = nextId('guess');
    const input = el('input', { id, type: 'text', inputmode: 'decimal', autocomplete: 'off', 'data-guess': '' });
    const box = el('label', { class: 'control', for: id }, el('span', { text: `${t('lesson.predict.guessLabel')}${p.unit ? ` (${p.unit})` : ''}` }), input);
    return { el: box, value: () => parseGuess(input.value), focus: () => input.focus() };
  }
  const name = nextId('choice');
  const radios = p.options.map((v) => el('input', { type: 'radio', name, value: v }));
  const box = el('fieldset', { class: 'choices' }, el('legend', { text: t('lesson.predict.guessLabel') }),
    radios.map((r) => el('label', { class: 'choice' }, r, el('span', { text: shownValue(tab, r.value) }))));
  return { el: box, value: () => radios.find((r) => r.checked)?.value ?? null, focus: () => radios[0].focus() };
}

// How far a guess was, in words (null for a choice). Two percentages differ by percentage points,
// not by a percent: "Fark: 28,9 yüzde puan", not "Fark: %28,9".
export function farWords(tab, far) {
  const p = PROMPTS[tab];
  if (p.unit === '%') return t('lesson.predict.farPoints', { far: fmt(far, 1) });
  if (p.form === 'number') return t('lesson.predict.farNumber', { far: shownValue(tab, far) });
  return tab === 'residual' ? t('lesson.predict.farDecades', { far: String(far) }) : null;
}

// The revealed comparison of a guess with the live value in `latest` (a reported result).
// -> { nodes, data (the result element's data-*), record (what the progress keeps) }
function comparison(tab, guess, latest, settings) {
  const p = PROMPTS[tab];
  const live = p.live(latest, settings);
  const { close, far } = score(tab, guess, live);
  const verdict = p.form === 'number' ? (close ? 'close' : 'notClose') : (close ? 'right' : 'wrong');
  const farText = farWords(tab, far);
  const nodes = [
    el('p', { text: t('lesson.predict.yourGuess', { guess: shownValue(tab, guess) }) }),
    el('p', { class: 'live', text: t('lesson.predict.live', { live: shownValue(tab, live) }) }),
    farText ? el('p', { text: farText }) : null,
    el('p', { class: `verdict ${close ? 'good' : 'bad'}`, text: t(`lesson.predict.${verdict}`) }),
    el('p', { class: 'why', text: t(`lesson.predict.${tab}.explain`, words(tab, p.vars(latest, settings))) }),
    mathEl(t(`lesson.predict.${tab}.tex`), t(`lesson.predict.${tab}.tex`), { display: true })];
  const data = { guess: String(guess), live: String(live), far: String(far), verdict: close ? 'close' : 'far' };
  return { nodes, data, record: { guess, live, close, far } };
}

// A drawn prediction (sketch.js) for the tabs whose prompt has one: the pad, its prompt, and the
// comparison of a sketch with the live curve. -> null | { box, values(), set(list), reset(), compare(sketch, latest) }
function sketchPart(p, settings) {
  if (!p.sketch) return null;
  const n = p.sketch.steps(settings);
  const pad = sketchPad({ steps: n });
  const prompt = el('p', { text: t('lesson.sketch.prompt', { n }) });
  const box = el('div', { class: 'sketch-box' }, prompt, pad.el);
  return {
    box,
    values: () => pad.values(),
    set: (list) => pad.set(list),
    reset() { prompt.hidden = false; },
    // -> { nodes (the pad included: it moves under the comparison), far }
    compare(sketch, latest) {
      const far = meanDistance(sketch, pad.showLive(p.sketch.series(latest)));
      const ok = far <= p.sketch.tol;
      prompt.hidden = true;
      return { far, nodes: [el('p', { text: t('lesson.sketch.far', { far: fmt(far, 2) }) }),
        el('p', { class: `verdict ${ok ? 'good' : 'bad'}`, text: t(ok ? 'lesson.predict.close' : 'lesson.predict.notClose') }),
        el('p', { class: 'note', text: t('lesson.sketch.legend') }), box] };
    },
  };
}

// tab: its id; body: the tab's element (blurred while pending); getSettings(); progress: progress.js;
// mode: 'on' | 'require'. -> { el, result(r) (the tab's report), dispose() }
export function predictBox(tab, body, getSettings, progress, mode) {
  const p = PROMPTS[tab];
  let latest = null;  // the last reported result that holds this prompt's value
  let pending = null; // the guess made ({ guess, sketch }), compared whenever a result arrives
  const question = el('p', { class: 'predict-q', id: nextId('pq') });
  const f = form(tab);
  const drawn = sketchPart(p, getSettings());
  const note = el('p', { class: 'predict-error', role: 'alert', hidden: true }); // not .error: the tab's own error box is #panel .error
  const out = el('div', { class: 'predict-result', 'data-predict-result': '', 'aria-live': 'polite', hidden: true });
  const hiddenNote = el('p', { class: 'note', text: t(mode === 'require' ? 'lesson.predict.required' : 'lesson.predict.hiddenNote') });
  const show = (...nodes) => { out.replaceChildren(...nodes.filter(Boolean)); out.hidden = false; };
  const setPending = (on) => { body.classList.toggle('predict-pending', on); hiddenNote.hidden = !on; };
  // Before any result the question quotes the settings alone (the ×5 of tanh, the 6 layers of Kaiming).
  const questionVars = (s) => ({ bad: tab === 'playground' ? s.pg_bad : s.bad, n: s.k_layers, depth: 50, fix: s.pg_fix, norm: s.pg_norm });
  const askText = () => t(`lesson.predict.${tab}.q`, words(tab, latest ? p.vars(latest, getSettings()) : questionVars(getSettings())));

  function compare() {
    if (!latest) { show(el('p', { text: t('lesson.predict.waiting') })); return; }
    const c = comparison(tab, pending.guess, latest, getSettings());
    const s = drawn && pending.sketch ? drawn.compare(pending.sketch, latest) : null;
    for (const k of ['guess', 'live', 'far', 'verdict', 'sketchFar']) delete out.dataset[k];
    Object.assign(out.dataset, c.data, s ? { sketchFar: String(s.far) } : {});
    show(...c.nodes, ...(s ? s.nodes : []));
    progress.predicted(tab, { ...c.record, ...(pending.sketch ? { sketch: pending.sketch } : {}) });
  }

  const revealBtn = button(t('lesson.predict.reveal'), () => {
    const guess = f.value();
    if (guess === null) { note.textContent = t('lesson.predict.needGuess'); note.hidden = false; f.focus(); return; }
    note.hidden = true;
    pending = { guess, sketch: drawn?.values() ?? null };
    revealed();
    compare();
  }, { 'data-action': 'reveal' });
  const skipBtn = mode === 'require' ? null : button(t('lesson.predict.skip'), () => {
    progress.skipped(tab);
    revealed();
    show(el('p', { text: t('lesson.predict.skipped') }));
  }, { class: 'secondary', 'data-action': 'skip' });
  const againBtn = button(t('lesson.predict.again'), () => {
    progress.forget(tab);
    pending = null;
    out.hidden = true;
    if (drawn) { drawn.reset(); f.el.after(drawn.box); }
    ask.hidden = false;
    againBtn.hidden = true;
    setPending(true);
  }, { class: 'secondary', 'data-action': 'predict-again', hidden: true });
  f.el.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' && ev.target.type === 'text') revealBtn.click(); });
  const ask = el('div', { class: 'predict-ask' }, f.el, drawn?.box, el('div', { class: 'actions' }, revealBtn, skipBtn), note);
  function revealed() { ask.hidden = true; againBtn.hidden = false; setPending(false); }

  const box = el('section', { class: 'predict', 'data-predict': tab, 'data-form': p.form, 'aria-labelledby': question.id },
    el('h3', { text: t('lesson.predict.title') }), question, ask, hiddenNote, out, againBtn);
  question.textContent = askText();

  // A tab predicted (or skipped) before opens revealed, compared with this run's value.
  const saved = progress.get().predictions[tab];
  if (saved) {
    pending = { guess: saved.guess, sketch: saved.sketch ?? null };
    if (saved.sketch) drawn?.set(saved.sketch);
    revealed();
  } else if (progress.get().skipped[tab]) {
    revealed();
    show(el('p', { text: t('lesson.predict.skipped') }));
  } else setPending(true);

  return {
    el: box,
    result(r) {
      if (p.live(r, getSettings()) === undefined) return;
      latest = r;
      question.textContent = askText();
      if (pending) compare();
    },
    dispose() { body.classList.remove('predict-pending'); },
  };
}
