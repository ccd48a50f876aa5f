// teaching/questions.js — the text's four check questions (5.17), each with its answer form (a number,
// a choice or a sentence); once the student commits, the text's own answer is shown (and, for a
// number or a choice, whether theirs matched) and "show me" opens the tab that demonstrates it with
// its controls set. An answer that differs can be tried again: the first answer stays in the record
// beside every try (progress.js), and a question counts as right once a try matches. A number may be
// written as arithmetic ("ln 27", "-log(1/27)": expr.js). Hooks: data-question, data-action=answer |
// try-again, data-answer.
import { el, button, nextId } from '../view/ui.js';
import { t, fmt } from '../words/i18n.js';
import { parseGuess } from './prompts.js';
import { mathEl } from './math.js';
import { textSettings as textOf } from '../tabs/manifests.js'; // the settings the text's links open a tab with

// form; the right answer (a number: ln 27, within tol; a choice: its value); the demonstrating tab.
export const QUESTIONS = [
  { id: 'q1', form: 'number', right: Math.log(27), tol: 0.2, show: { tab: 'start', set: textOf('start', 'question') } },
  { id: 'q2', form: 'choice', options: ['a', 'b', 'c'], right: 'a', show: { tab: 'diagnostics', set: textOf('diagnostics', 'question') } },
  { id: 'q3', form: 'sentence', show: { tab: 'tanh', set: textOf('tanh', 'saturation') } },
  { id: 'q4', form: 'choice', options: ['a', 'b', 'c'], right: 'b', show: { tab: 'batchnorm', set: textOf('batchnorm', 'question') } },
];

// A committed answer against the text's: true, false, or null (a sentence: the student compares).
export function judge(q, answer) {
  if (q.form === 'number') return Math.abs(answer - q.right) <= q.tol;
  if (q.form === 'choice') return answer === q.right;
  return null;
}

// A stored question (progress.js; one kept before tries were recorded has only `answer`) -> its tries
// [{ answer, right }], each judged against the text's answer (a fixed answer: no setting moves it).
// A try whose answer the question's form could not have given (another record's, a hand-edited
// one) is dropped: the page never shows it.
export function attemptsOf(q, saved) {
  if (!saved) return [];
  const list = Array.isArray(saved.attempts) && saved.attempts.length ? saved.attempts : [{ answer: saved.answer }];
  return list.filter((a) => fits(q, a?.answer)).map((a) => ({ answer: a.answer, right: judge(q, a.answer) }));
}
const fits = (q, a) =>
  q.form === 'number' ? Number.isFinite(a) : q.form === 'choice' ? q.options.includes(a) : typeof a === 'string' && a.trim() !== '';

// A question's state in the record -> 'none' | 'open' (a sentence) | 'right' | 'wrong' (the last
// try differs), with `tries` (how many) and `rightAt` (the try, from 1, that first matched).
export function questionStatus(q, saved) {
  const tries = attemptsOf(q, saved);
  if (!tries.length) return { state: 'none', tries: 0 };
  const at = tries.findIndex((a) => a.right === true);
  const lastRight = tries[tries.length - 1].right;
  const state = lastRight === null ? 'open' : at >= 0 ? 'right' : 'wrong';
  return { state, tries: tries.length, rightAt: at >= 0 ? at + 1 : null };
}

// The map's counts, apart: answered (any try), right (a try matched), checked (a number or a choice).
export function questionTally(saved) {
  const st = QUESTIONS.map((q) => questionStatus(q, saved?.[q.id]));
  return {
    answered: st.filter((x) => x.state !== 'none').length,
    right: st.filter((x) => x.state === 'right').length,
    checked: QUESTIONS.filter((q) => q.form !== 'sentence').length,
    total: QUESTIONS.length,
  };
}

function answerForm(q) {
  const id = nextId('qa');
  const k = `lesson.questions.${q.id}`;
  if (q.form === 'number') {
    const input = el('input', { id, type: 'text', inputmode: 'decimal', autocomplete: 'off' });
    return {
      el: el('label', { class: 'control', for: id }, el('span', { text: t('lesson.questions.yourNumber') }), input),
      value: () => parseGuess(input.value),
    };
  }
  if (q.form === 'sentence') {
    const area = el('textarea', { id, rows: '3', maxlength: '2000' });
    return {
      el: el('label', { class: 'control', for: id }, el('span', { text: t('lesson.questions.yourSentence') }), area),
      value: () => (area.value.trim().length >= 10 ? area.value.trim() : null),
    };
  }
  const radios = q.options.map((v) => el('input', { type: 'radio', name: id, value: v }));
  return {
    el: el(
      'fieldset',
      { class: 'choices' },
      el('legend', { text: t('lesson.questions.yourChoice') }),
      radios.map((r) => el('label', { class: 'choice' }, r, el('span', { text: t(`${k}.${r.value}`) }))),
    ),
    value: () => radios.find((r) => r.checked)?.value ?? null,
  };
}

const shownAnswer = (q, answer) =>
  q.form === 'number' ? fmt(answer, 2) : q.form === 'choice' ? t(`lesson.questions.${q.id}.${answer}`) : answer;

// The text's answer under a committed one: the last try and its verdict (the first answer beside it
// when there were more tries), "try again" when it differs.
function answerBox(q, saved, showMe, again) {
  const tries = attemptsOf(q, saved);
  const last = tries[tries.length - 1];
  const ok = last.right;
  const k = `lesson.questions.${q.id}`;
  return el(
    'div',
    {
      class: 'answer',
      'data-answer': q.id,
      'data-verdict': ok === null ? 'open' : ok ? 'right' : 'wrong',
      'data-tries': String(tries.length),
    },
    tries.length > 1
      ? el('p', { class: 'note', text: t('lesson.questions.first', { answer: shownAnswer(q, tries[0].answer), n: tries.length }) })
      : null,
    el('p', { text: t('lesson.questions.yours', { answer: shownAnswer(q, last.answer) }) }),
    ok === null
      ? el('p', { class: 'note', text: t('lesson.questions.compare') })
      : el('p', { class: `verdict ${ok ? 'good' : 'bad'}`, text: t(ok ? 'lesson.questions.right' : 'lesson.questions.wrong') }),
    ok === false
      ? el('div', { class: 'actions' }, button(t('lesson.questions.tryAgain'), again, { class: 'secondary', 'data-action': 'try-again' }))
      : null,
    el('p', { class: 'label', text: t('lesson.questions.textAnswer') }),
    ...t(`${k}.answer`).map((p) => el('p', { text: p })),
    mathEl(t(`${k}.tex`), t(`${k}.tex`), { display: true }),
    button(t('lesson.questions.showMe', { name: t(`tabs.${q.show.tab}.short`) }), showMe, { class: 'secondary', 'data-action': 'show-me' }),
  );
}

// One question's article: its form, or the kept answer with its verdict; "try again" opens the form
// under the kept answer (state: retrying), an answer is judged and kept (progress.answered) and the
// article drawn again (render).
function questionItem(q, progress, go) {
  const k = `lesson.questions.${q.id}`;
  const note = el('p', { class: 'error', role: 'alert', hidden: true });
  const box = el('article', { class: 'question', 'data-question': q.id, 'data-form': q.form, id: `question-${q.id}` });
  const showMe = () => go(q.show.tab, q.show.set);
  let retrying = false; // "try again" pressed: the form is open under the kept answer
  const render = () => {
    const kept = progress.get().questions[q.id];
    const saved = attemptsOf(q, kept).length ? kept : null; // a record of no usable try: asked again
    const f = answerForm(q);
    const ask = el(
      'div',
      {},
      retrying ? el('p', { class: 'note', text: t('lesson.questions.again') }) : null,
      f.el,
      button(
        t('lesson.questions.answer'),
        () => {
          const v = f.value();
          if (v === null) {
            note.textContent = t(q.form === 'sentence' ? 'lesson.questions.needSentence' : 'lesson.questions.needAnswer');
            note.hidden = false;
            return;
          }
          note.hidden = true;
          retrying = false;
          progress.answered(q.id, v, judge(q, v));
          render();
        },
        { 'data-action': 'answer' },
      ),
      note,
    );
    box.replaceChildren(
      el('h3', { text: t(`${k}.q`) }),
      saved && !retrying
        ? answerBox(q, saved, showMe, () => {
            retrying = true;
            render();
          })
        : ask,
    );
  };
  render();
  return box;
}

// progress: progress.js; go(tab, patch) opens a tab with its controls set; tab: the open tab.
// Each question is shown in full on the tab that answers it (q.show.tab); the others wait, folded,
// under "the other questions"; the exercises tab (the chapter's review) shows the full set, once.
// A link to a folded question (#question-qN, the lesson map's) unfolds it.
// -> { el, setTab(id), dispose() }
export const REVIEW_TAB = 'exercises';
export function questionsBox(progress, go, tab) {
  const items = QUESTIONS.map((q) => questionItem(q, progress, go));
  const here = el('div', { 'data-questions-here': '' });
  const restTitle = el('span');
  const rest = el('details', { class: 'questions-rest', id: 'questions-rest' }, el('summary', {}, restTitle));
  const intro = el('p');
  const byId = new Map(QUESTIONS.map((q, i) => [q.id, items[i]]));
  function setTab(id) {
    const review = id === REVIEW_TAB;
    const own = QUESTIONS.filter((q) => review || q.show.tab === id);
    const other = QUESTIONS.filter((q) => !own.includes(q));
    intro.textContent = t(review ? 'lesson.questions.intro' : own.length ? 'lesson.questions.introHere' : 'lesson.questions.introNone');
    here.replaceChildren(...own.map((q) => byId.get(q.id)));
    here.hidden = !own.length;
    rest.replaceChildren(el('summary', {}, restTitle), ...other.map((q) => byId.get(q.id)));
    restTitle.textContent = t(own.length ? 'lesson.questions.others' : 'lesson.questions.all', { n: other.length });
    rest.hidden = !other.length;
    rest.open = false;
  }
  // A link to a question folded under "the others" opens the fold first (then the browser scrolls).
  const unfold = (e) => {
    const a = e.target.closest?.('a[href^="#question-"]');
    const box = a && rest.querySelector(a.getAttribute('href'));
    if (box) rest.open = true;
  };
  document.addEventListener('click', unfold, true);
  setTab(tab);
  const section = el(
    'section',
    { class: 'questions', id: 'questions', 'aria-labelledby': 'questions-title' },
    el('h2', { id: 'questions-title', text: t('lesson.questions.title') }),
    intro,
    here,
    rest,
  );
  return { el: section, setTab, dispose: () => document.removeEventListener('click', unfold, true) };
}
