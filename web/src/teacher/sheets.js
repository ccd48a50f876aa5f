// teacher/sheets.js — a lesson's worksheet and answer sheet (?build=work / ?build=answers with the
// lesson's link), laid out for A4 by teacher.css's print rules: per tab its settings and its
// prediction prompts, the check questions its tabs answer, the exercises it holds. The worksheet
// leaves room to answer; the answer sheet gives the core's answers at the lesson's settings
// (answers.js) and the text's answers to the check questions, in the lesson's language.
import { el, button } from '../view/ui.js';
import { t, fmt } from '../words/i18n.js';
import { PROMPTS } from '../teaching/prompts.js';
import { QUESTIONS } from '../teaching/questions.js';
import { questionText, shownValue, explanationText } from '../teaching/prompt_words.js';
import { settingValueText } from '../words/setting_words.js';
import { settingLabel } from '../words/setting_labels.js';
import { lessonPrompts, promptTab, ownRows, tabQuestions, EXERCISES_TAB } from './lesson.js';
import { SEED } from '../tabs/manifests.js';
import { coreAnswers } from './answers.js';

const EXERCISES = ['e1', 'e2', 'e3', 'e4', 'e5'];

// The tab's own settings in words: "Bad init multiplier: 2.5; seed: 7".
function settingsLine(id, s) {
  const rows = ownRows(id);
  if (!rows.length) return t('teacher.sheet.noSettings');
  const parts = [...rows, { name: 'seed' }].filter((r) => settingLabel(r.name) || r.label);
  return t('teacher.sheet.settings', {
    list: parts
      .map(
        (r) => `${t(settingLabel(r.name) ?? r.label)}: ${r.name === SEED.name ? String(s[r.name]) : settingValueText(r.name, s[r.name])}`,
      )
      .join('; '),
  });
}

const lines = (n) =>
  el(
    'div',
    { class: 'answer-lines', 'aria-hidden': 'true' },
    Array.from({ length: n }, () => el('div', { class: 'line' })),
  );

// A choice's options with a box each (the worksheet), or the right one marked (the answer sheet).
const optionList = (options, word, right = null) =>
  el(
    'ul',
    { class: 'sheet-options' },
    options.map((o) =>
      el(
        'li',
        { class: o === right ? 'right' : '', 'data-option': o },
        el('span', { class: 'box', text: o === right ? '☒' : '☐' }),
        ` ${word(o)}`,
      ),
    ),
  );

// One prediction prompt: the question at the lesson's settings; room to answer, or the core's answer.
function promptItem(key, s, answer) {
  const p = PROMPTS[key];
  const item = el('li', { class: 'sheet-item', 'data-prompt': key }, el('p', { class: 'q', text: questionText(key, s) }));
  if (!answer) {
    item.append(
      p.form === 'choice' ? el('p', { class: 'note', text: t('teacher.sheet.choose') }) : el('p', { text: t('teacher.sheet.yourAnswer') }),
    );
    item.append(p.form === 'choice' ? optionList(p.options, (o) => shownValue(key, o, s)) : lines(2));
    return item;
  }
  if (answer.skipped)
    return (item.append(el('p', { class: 'note', text: t('teacher.sheet.notTrained', { tab: t('tabs.diagnostics.short') }) })), item);
  if (answer.error) return (item.append(el('p', { class: 'error', text: t('teacher.sheet.failed', { reason: answer.error }) })), item);
  const value = shownValue(key, answer.live, s);
  item.dataset.value = String(answer.live);
  if (p.form === 'choice') item.append(optionList(p.options, (o) => shownValue(key, o, s), answer.live));
  item.append(el('p', { class: 'core', 'data-key': `answer-${key}`, text: t('teacher.sheet.core', { value }) }));
  if (p.form === 'number') {
    const tol = p.tol(answer.live);
    item.append(
      el('p', {
        class: 'note',
        text:
          key === 'residual'
            ? t('teacher.sheet.closeDecades')
            : t('teacher.sheet.closeWithin', { tol: p.unit === '%' ? t('teacher.sheet.points', { n: fmt(tol, 1) }) : fmt(tol, 2) }),
      }),
    );
  }
  item.append(...[explanationText(key, answer.result, s)].flat().map((x) => el('p', { class: 'why', text: x })));
  return item;
}

// One check question: its text, its options; room to answer, or the text's answer.
function questionItem(q, withAnswers) {
  const k = `lesson.questions.${q.id}`;
  const item = el('li', { class: 'sheet-item', 'data-question': q.id }, el('p', { class: 'q', text: t(`${k}.q`) }));
  const right = withAnswers && q.form === 'choice' ? q.right : null;
  if (q.form === 'choice') item.append(optionList(q.options, (o) => t(`${k}.${o}`), right));
  if (!withAnswers)
    return (
      item.append(...(q.form === 'choice' ? [] : [el('p', { text: t('teacher.sheet.yourAnswer') }), lines(q.form === 'sentence' ? 5 : 2)])),
      item
    );
  if (q.form === 'number') item.append(el('p', { class: 'core', text: t('teacher.sheet.textAnswer', { value: fmt(q.right, 2) }) }));
  if (q.form === 'sentence') item.append(el('p', { class: 'note', text: t('teacher.sheet.sentence') }));
  item.append(...[t(`${k}.answer`)].flat().map((x) => el('p', { class: 'why', text: x })));
  return item;
}

// lesson: teacher/lesson.js readLesson()'s; s: the page's settings (the lesson's); kind: 'work' | 'answers';
// worker: for the answers. -> the sheet's element; its data-ready is set once every answer is in.
export function sheet(lesson, s, kind, worker) {
  const withAnswers = kind === 'answers';
  const keys = lessonPrompts(lesson.tabs, s.predict);
  const article = el('article', { class: 'sheet', 'data-sheet': kind, lang: s.lang });
  const status = el('p', { class: 'status no-print', role: 'status', text: withAnswers ? t('teacher.sheet.computing') : '' });
  const head = el(
    'header',
    {},
    el('h1', {
      text: `${t(withAnswers ? 'teacher.sheet.answers' : 'teacher.sheet.work')}: ${lesson.tabs.map((id) => t(`tabs.${id}.short`)).join(' · ')}`,
    }),
    withAnswers
      ? null
      : el('p', { class: 'who' }, el('span', { text: t('teacher.sheet.name') }), el('span', { text: t('teacher.sheet.date') })),
    el(
      'div',
      { class: 'no-print' },
      button(t('teacher.sheet.print'), () => window.print(), { 'data-action': 'print' }),
      el('p', { class: 'note', text: t('teacher.sheet.printHelp') }),
    ),
    status,
  );
  const draw = (answers) => {
    const parts = lesson.tabs.map((id) => {
      const mine = keys.filter((k) => promptTab(k) === id);
      const qs = tabQuestions(QUESTIONS, lesson.tabs, id);
      const ex = id === EXERCISES_TAB ? EXERCISES : [];
      return el(
        'section',
        { class: 'sheet-tab', 'data-tab': id },
        el('h2', { text: t(`tabs.${id}.title`) }),
        el('p', { class: 'settings', text: settingsLine(id, s) }),
        mine.length ? el('h3', { text: t('teacher.sheet.predictions') }) : null,
        mine.length && !withAnswers ? el('p', { class: 'note', text: t('teacher.sheet.predictNote') }) : null,
        mine.length
          ? el(
              'ol',
              {},
              mine.map((k) => promptItem(k, s, answers?.get(k))),
            )
          : null,
        qs.length ? el('h3', { text: t('teacher.sheet.questions') }) : null,
        qs.length
          ? el(
              'ol',
              {},
              qs.map((q) => questionItem(q, withAnswers)),
            )
          : null,
        ex.length ? el('h3', { text: t('teacher.sheet.exercises') }) : null,
        ex.length ? el('p', { class: 'note', text: t('teacher.sheet.exerciseNote') }) : null,
        ex.length
          ? el(
              'ul',
              {},
              ex.map((e) =>
                el('li', {
                  'data-exercise': e,
                  text: t(`teacher.sheet.${s.count.includes(e) ? 'counted' : 'notCounted'}`, { title: t(`exercises.${e}.title`) }),
                }),
              ),
            )
          : null,
      );
    });
    article.replaceChildren(head, ...parts);
    article.dataset.ready = 'true';
  };
  if (!withAnswers) draw(null);
  else {
    article.replaceChildren(head);
    coreAnswers(keys, s, worker).then((a) => {
      status.textContent = '';
      draw(a);
    });
  }
  return article;
}
