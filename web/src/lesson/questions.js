// lesson/questions.js — the text's four check questions (5.17), each with its answer form (a number,
// a choice or a sentence); once the student commits, the text's own answer is shown (and, for a
// number or a choice, whether theirs matched) and "show me" opens the tab that demonstrates it with
// its controls set. Hooks: data-question, data-action=answer, data-answer.
import { el, button, nextId } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { parseGuess } from './prompts.js';
import { mathEl } from './math.js';

// form; the right answer (a number: ln 27, within tol; a choice: its value); the demonstrating tab.
export const QUESTIONS = [
  { id: 'q1', form: 'number', right: Math.log(27), tol: 0.2, show: { tab: 'start', set: { hs_steps: 200 } } },
  { id: 'q2', form: 'choice', options: ['a', 'b', 'c'], right: 'a', show: { tab: 'diagnostics', set: { steps: 2000 } } },
  { id: 'q3', form: 'sentence', show: { tab: 'tanh', set: { bad: 5 } } },
  { id: 'q4', form: 'choice', options: ['a', 'b', 'c'], right: 'b', show: { tab: 'batchnorm', set: { bn_bad: 3 } } },
];

// A committed answer against the text's: true, false, or null (a sentence: the student compares).
export function judge(q, answer) {
  if (q.form === 'number') return Math.abs(answer - q.right) <= q.tol;
  if (q.form === 'choice') return answer === q.right;
  return null;
}

function answerForm(q) {
  const id = nextId('qa');
  const k = `lesson.questions.${q.id}`;
  if (q.form === 'number') {
    const input = el('input', { id, type: 'text', inputmode: 'decimal', autocomplete: 'off' });
    return { el: el('label', { class: 'control', for: id }, el('span', { text: t('lesson.questions.yourNumber') }), input),
      value: () => parseGuess(input.value) };
  }
  if (q.form === 'sentence') {
    const area = el('textarea', { id, rows: '3', maxlength: '2000' });
    return { el: el('label', { class: 'control', for: id }, el('span', { text: t('lesson.questions.yourSentence') }), area),
      value: () => (area.value.trim().length >= 10 ? area.value.trim() : null) };
  }
  const radios = q.options.map((v) => el('input', { type: 'radio', name: id, value: v }));
  return { el: el('fieldset', { class: 'choices' }, el('legend', { text: t('lesson.questions.yourChoice') }),
    radios.map((r) => el('label', { class: 'choice' }, r, el('span', { text: t(`${k}.${r.value}`) })))),
  value: () => radios.find((r) => r.checked)?.value ?? null };
}

// The text's answer under a committed one; `shown` is the student's answer as text.
function answerBox(q, answer, showMe) {
  const ok = judge(q, answer);
  const k = `lesson.questions.${q.id}`;
  const shown = q.form === 'number' ? fmt(answer, 2) : q.form === 'choice' ? t(`${k}.${answer}`) : answer;
  return el('div', { class: 'answer', 'data-answer': q.id, 'data-verdict': ok === null ? 'open' : ok ? 'right' : 'wrong' },
    el('p', { text: t('lesson.questions.yours', { answer: shown }) }),
    ok === null ? el('p', { class: 'note', text: t('lesson.questions.compare') })
      : el('p', { class: `verdict ${ok ? 'good' : 'bad'}`, text: t(ok ? 'lesson.questions.right' : 'lesson.questions.wrong') }),
    el('p', { class: 'label', text: t('lesson.questions.textAnswer') }),
    ...t(`${k}.answer`).map((p) => el('p', { text: p })),
    mathEl(t(`${k}.tex`), t(`${k}.tex`), { display: true }),
    button(t('lesson.questions.showMe', { name: t(`tabs.${q.show.tab}.short`) }), showMe, { class: 'secondary', 'data-action': 'show-me' }));
}

// progress: progress.js; go(tab, patch) opens a tab with its controls set. -> the section element
export function questionsBox(progress, go) {
  const items = QUESTIONS.map((q) => {
    const k = `lesson.questions.${q.id}`;
    const f = answerForm(q);
    const note = el('p', { class: 'error', role: 'alert', hidden: true });
    const box = el('article', { class: 'question', 'data-question': q.id, 'data-form': q.form, id: `question-${q.id}` });
    const showMe = () => go(q.show.tab, q.show.set);
    const render = () => {
      const saved = progress.get().questions[q.id];
      box.replaceChildren(el('h3', { text: t(`${k}.q`) }), saved ? answerBox(q, saved.answer, showMe) : el('div', {}, f.el,
        button(t('lesson.questions.answer'), () => {
          const v = f.value();
          if (v === null) { note.textContent = t(q.form === 'sentence' ? 'lesson.questions.needSentence' : 'lesson.questions.needAnswer'); note.hidden = false; return; }
          progress.answered(q.id, v);
          render();
        }, { 'data-action': 'answer' }), note));
    };
    render();
    return box;
  });
  return el('section', { class: 'questions', id: 'questions', 'aria-labelledby': 'questions-title' },
    el('h2', { id: 'questions-title', text: t('lesson.questions.title') }), el('p', { text: t('lesson.questions.intro') }), items);
}
