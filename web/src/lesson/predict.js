// lesson/predict.js — "predict, then reveal" on a tab: a prompt (a number or a choice) above the
// tab's results, which stay blurred until the student reveals or skips; the reveal shows the guess
// beside the live value the tab's own computation reported, how far it was, and the text's reason.
// The guess is kept in the progress store; a tab already predicted opens revealed. Mode 'require'
// has no "just show me". Hooks: data-predict, data-action=reveal|skip, data-predict-result.
import { el, button, nextId } from '../ui.js';
import { t, fmt, sig, pct } from '../i18n.js';
import { PROMPTS, score, parseGuess } from './prompts.js';
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
    if (typeof v === 'boolean') out[k] = t(`lesson.predict.playground.${v ? 'on' : 'off'}`);
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

// tab: its id; body: the tab's element (blurred while pending); getSettings(); progress: progress.js;
// mode: 'on' | 'require'. -> { el, result(r) (the tab's report), dispose() }
export function predictBox(tab, body, getSettings, progress, mode) {
  const p = PROMPTS[tab];
  let latest = null; // the last reported result that holds this prompt's value
  const question = el('p', { class: 'predict-q', id: nextId('pq') });
  const f = form(tab);
  const pad = p.sketch ? sketchPad({ steps: p.sketch.steps(getSettings()) }) : null;
  const padPrompt = pad ? el('p', { text: t('lesson.sketch.prompt', { n: p.sketch.steps(getSettings()) }) }) : null;
  const padBox = pad ? el('div', { class: 'sketch-box' }, padPrompt, pad.el) : null;
  const note = el('p', { class: 'error', role: 'alert', hidden: true });
  const out = el('div', { class: 'predict-result', 'data-predict-result': '', 'aria-live': 'polite', hidden: true });
  const hiddenNote = el('p', { class: 'note', text: t(mode === 'require' ? 'lesson.predict.required' : 'lesson.predict.hiddenNote') });
  const setPending = (on) => {
    body.classList.toggle('predict-pending', on);
    hiddenNote.hidden = !on;
  };

  const askText = () => t(`lesson.predict.${tab}.q`, words(tab, latest ? p.vars(latest, getSettings()) : questionVars()));
  // Before any result, the question quotes the settings alone (the ×5 of tanh, the 6 layers of Kaiming).
  const questionVars = () => {
    const s = getSettings();
    return { bad: tab === 'playground' ? s.pg_bad : s.bad, n: s.k_layers, depth: 50, fix: s.pg_fix, norm: s.pg_norm };
  };

  function showComparison(record) {
    const live = latest ? p.live(latest, getSettings()) : undefined;
    if (live === undefined) {
      out.replaceChildren(el('p', { text: t('lesson.predict.waiting') }));
      out.hidden = false;
      return;
    }
    const { close, far } = score(tab, record.guess, live);
    const verdict = p.form === 'number' ? (close ? 'close' : 'notClose') : (close ? 'right' : 'wrong');
    const farText = p.form === 'number' ? t('lesson.predict.farNumber', { far: shownValue(tab, far) })
      : tab === 'residual' ? t('lesson.predict.farDecades', { far: String(far) }) : null;
    Object.assign(out.dataset, { guess: String(record.guess), live: String(live), far: String(far), verdict: close ? 'close' : 'far' });
    const drawn = sketchPart(record);
    out.replaceChildren(
      el('p', { text: t('lesson.predict.yourGuess', { guess: shownValue(tab, record.guess) }) }),
      el('p', { class: 'live', text: t('lesson.predict.live', { live: shownValue(tab, live) }) }),
      farText ? el('p', { text: farText }) : null,
      el('p', { class: `verdict ${close ? 'good' : 'bad'}`, text: t(`lesson.predict.${verdict}`) }),
      el('p', { class: 'why', text: t(`lesson.predict.${tab}.explain`, words(tab, p.vars(latest, getSettings()))) }),
      mathEl(t(`lesson.predict.${tab}.tex`), t(`lesson.predict.${tab}.tex`), { display: true }), ...drawn);
    out.hidden = false;
    progress.predicted(tab, { guess: record.guess, live, close, far, ...(record.sketch ? { sketch: record.sketch } : {}) });
  }

  // A sketch beside the live curve and their mean distance (nothing if the student drew none).
  function sketchPart(record) {
    if (!pad || !record.sketch) return [];
    const m = pad.showLive(p.sketch.series(latest));
    const far = meanDistance(record.sketch, m);
    out.dataset.sketchFar = String(far);
    padPrompt.hidden = true;
    return [el('p', { text: t('lesson.sketch.far', { far: fmt(far, 2) }) }),
      el('p', { class: `verdict ${far <= p.sketch.tol ? 'good' : 'bad'}`, text: t(far <= p.sketch.tol ? 'lesson.predict.close' : 'lesson.predict.notClose') }),
      el('p', { class: 'note', text: t('lesson.sketch.legend') }), padBox];
  }

  const revealBtn = button(t('lesson.predict.reveal'), () => {
    const guess = f.value();
    if (guess === null) { note.textContent = t('lesson.predict.needGuess'); note.hidden = false; f.focus(); return; }
    note.hidden = true;
    pending = { guess, sketch: pad?.values() ?? null };
    setPending(false);
    revealed();
    showComparison(pending);
  }, { 'data-action': 'reveal' });
  const skipBtn = mode === 'require' ? null : button(t('lesson.predict.skip'), () => {
    progress.skipped(tab);
    setPending(false);
    revealed();
    out.replaceChildren(el('p', { text: t('lesson.predict.skipped') }));
    out.hidden = false;
  }, { class: 'secondary', 'data-action': 'skip' });
  const againBtn = button(t('lesson.predict.again'), () => {
    progress.forget(tab);
    pending = null;
    out.hidden = true;
    ask.hidden = false;
    againBtn.hidden = true;
    setPending(true);
  }, { class: 'secondary', 'data-action': 'predict-again', hidden: true });
  f.el.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' && ev.target.type === 'text') revealBtn.click(); });
  const ask = el('div', { class: 'predict-ask' }, f.el, padBox, el('div', { class: 'actions' }, revealBtn, skipBtn), note);
  const revealed = () => { ask.hidden = true; againBtn.hidden = false; };

  const box = el('section', { class: 'predict', 'data-predict': tab, 'data-form': p.form, 'aria-labelledby': question.id },
    el('h3', { text: t('lesson.predict.title') }), question, ask, hiddenNote, out, againBtn);
  question.textContent = askText();

  // A tab predicted (or skipped) before opens revealed, its comparison against this run's value.
  const saved = progress.get().predictions[tab];
  let pending = saved ? { guess: saved.guess, sketch: saved.sketch ?? null } : null;
  if (saved?.sketch) pad?.set(saved.sketch);
  if (saved || progress.get().skipped[tab]) {
    revealed();
    setPending(false);
    if (!saved) { out.replaceChildren(el('p', { text: t('lesson.predict.skipped') })); out.hidden = false; }
  } else setPending(true);

  return {
    el: box,
    result(r) {
      if (p.live(r, getSettings()) === undefined) return;
      latest = r;
      question.textContent = askText();
      if (pending) showComparison(pending);
    },
    dispose() { body.classList.remove('predict-pending'); },
  };
}
