// teacher/class_view.js — the class view (?build=class with a lesson's link): the teacher opens the
// platform's interactions report (class_csv.js reads it; FileReader, in this browser only, nothing
// sent) and sees per prediction prompt of the lesson the class's first predictions beside the core's
// live answer at the lesson's settings (answers.js): a histogram for a number, counts for a choice;
// per check question the share right at the first try; per exercise the pass rate (each student's
// latest verdict). Hooks: #class-file, data-class-prompt, data-class-question, data-class-exercise.
import { el } from '../view/ui.js';
import { t, pct, sig } from '../words/i18n.js';
import { PROMPTS } from '../teaching/prompts.js';
import { QUESTIONS } from '../teaching/questions.js';
import { questionText, shownValue } from '../teaching/prompt_words.js';
import { readInteractionsReport, byInteraction, choiceOf, histogram } from './class_csv.js';
import { lessonPrompts, tabQuestions, EXERCISES_TAB } from './lesson.js';
import { coreAnswers } from './answers.js';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
// a bar of n out of max (its width set through the CSSOM: the page's CSP allows no style attribute)
function bar(n, max) {
  const b = el('span', { class: 'bar', 'aria-hidden': 'true' });
  b.style.width = `${max ? Math.round((100 * n) / max) : 0}%`;
  return b;
}

// A number prompt's first predictions: a table of bins, the live answer's bin marked.
function numberTable(key, values, live, s) {
  const bins = histogram(values, 8, [live]);
  const max = Math.max(0, ...bins.map((b) => b.n));
  const word = (v) => (key === 'residual' ? sig(v, 2) : shownValue(key, v, s));
  return el(
    'table',
    { class: 'class-table' },
    el('thead', {}, el('tr', {}, el('th', { text: t('teacher.class.range') }), el('th', { text: t('teacher.class.count') }), el('th'))),
    el(
      'tbody',
      {},
      bins.map((b, i) => {
        const has = live !== undefined && live >= b.from && (live < b.to || (i === bins.length - 1 && live <= b.to));
        return el(
          'tr',
          { class: has ? 'live' : '' },
          el('td', { text: `${word(b.from)} – ${word(b.to)}${has ? ` ${t('teacher.class.isLive')}` : ''}` }),
          el('td', { 'data-count': String(b.n), text: String(b.n) }),
          el('td', {}, bar(b.n, max)),
        );
      }),
    ),
  );
}

// A choice prompt's first predictions: a count per option, the live answer marked, and a last row
// for the answers that are none of today's options (an earlier form of the question: the Kaiming
// question's "neither" before it compared the two stacks), so no student goes uncounted.
function choiceTable(key, responses, live, s) {
  const p = PROMPTS[key];
  const counts = p.options.map((o) => responses.filter((r) => choiceOf(r, p.options) === o).length);
  const other = responses.length - counts.reduce((a, n) => a + n, 0);
  const max = Math.max(0, other, ...counts);
  return el(
    'table',
    { class: 'class-table' },
    el('thead', {}, el('tr', {}, el('th', { text: t('teacher.class.option') }), el('th', { text: t('teacher.class.count') }), el('th'))),
    el(
      'tbody',
      {},
      p.options.map((o, i) =>
        el(
          'tr',
          { class: o === live ? 'live' : '', 'data-option': o },
          el('td', { text: `${shownValue(key, o, s)}${o === live ? ` ${t('teacher.class.isLive')}` : ''}` }),
          el('td', { 'data-count': String(counts[i]), text: String(counts[i]) }),
          el('td', {}, bar(counts[i], max)),
        ),
      ),
      other > 0
        ? el(
            'tr',
            { 'data-option': '' },
            el('td', { text: t('teacher.class.otherAnswer') }),
            el('td', { 'data-count': String(other), text: String(other) }),
            el('td', {}, bar(other, max)),
          )
        : null,
    ),
  );
}

function promptPart(key, g, answer, s) {
  const p = PROMPTS[key];
  const live = answer?.live;
  const firsts = g?.first ?? [];
  const part = el('section', { class: 'class-prompt', 'data-class-prompt': key }, el('h3', { text: questionText(key, s) }));
  if (live !== undefined)
    part.append(el('p', { class: 'core', 'data-key': `live-${key}`, text: t('teacher.class.live', { value: shownValue(key, live, s) }) }));
  else if (answer?.skipped)
    part.append(el('p', { class: 'note', text: t('teacher.sheet.notTrained', { tab: t('tabs.diagnostics.short') }) }));
  if (!firsts.length) return (part.append(el('p', { class: 'note', text: t('teacher.class.nobody') })), part);
  part.append(el('p', { text: t('teacher.class.answered', { n: firsts.length }) }));
  part.append(p.form === 'number' ? numberTable(key, firsts.map(Number), live, s) : choiceTable(key, firsts, live, s));
  return part;
}

// The report's students against the lesson (s: its settings; answers: coreAnswers()'s).
function classParts(students, s, answers) {
  const groups = byInteraction(students);
  const keys = lessonPrompts(s.lesson, s.predict);
  const share = (a, b) => (b ? pct(a / b, 0) : '–');
  const qs = s.lesson.flatMap((id) => tabQuestions(QUESTIONS, s.lesson, id));
  const questions = qs.map((q) => {
    const g = groups.get(`${q.show.tab}.${q.id}`);
    const all = g?.firstResults.length ?? 0;
    const right = g?.firstResults.filter((r) => r === 'correct').length ?? 0;
    const n = Number(q.id.slice(1));
    const text =
      q.form === 'sentence'
        ? t('teacher.class.sentence', { n, all })
        : t('teacher.class.firstTry', { n, share: share(right, all), right, all });
    return el('li', { 'data-class-question': q.id, 'data-right': String(right), 'data-all': String(all), text });
  });
  const exIds = s.lesson.includes(EXERCISES_TAB) ? (s.count.length ? s.count : ['e1', 'e2', 'e3', 'e4', 'e5']) : [];
  const exercises = exIds.map((e) => {
    const g = groups.get(`exercises.${e}`);
    const title = t(`exercises.${e}.title`);
    const all = g?.last.length ?? 0;
    const pass = g?.last.filter((r) => r === 'correct').length ?? 0;
    const text = all ? t('teacher.class.passRate', { title, share: share(pass, all), pass, all }) : t('teacher.class.noTry', { title });
    return el('li', { 'data-class-exercise': e, 'data-pass': String(pass), 'data-all': String(all), text });
  });
  return [
    keys.length ? el('h2', { text: t('teacher.class.predictions') }) : null,
    ...keys.map((k) => promptPart(k, groups.get(`${k}.predict`), answers.get(k), s)),
    questions.length ? el('h2', { text: t('teacher.class.questions') }) : null,
    questions.length ? el('ul', {}, questions) : null,
    exercises.length ? el('h2', { text: t('teacher.class.exercises') }) : null,
    exercises.length ? el('ul', {}, exercises) : null,
  ];
}

// s: the page's settings (a lesson's link); worker: for the live answers. -> the view's element
export function classView(s, worker) {
  const status = el('p', { class: 'status', role: 'status', 'data-key': 'class-status' });
  const out = el('div', { class: 'class-out' });
  const input = el('input', { type: 'file', id: 'class-file', accept: '.txt,.csv,text/plain,text/csv,text/tab-separated-values' });
  const answers = coreAnswers(lessonPrompts(s.lesson, s.predict), s, worker);
  const show = async (name, text) => {
    const r = readInteractionsReport(text);
    if (r.error) {
      status.textContent = t(`teacher.class.${r.error}`);
      out.replaceChildren();
      return;
    }
    status.textContent = t('teacher.class.read', { file: name, n: r.students.length });
    out.replaceChildren(...classParts(r.students, s, await answers));
    out.dataset.ready = 'true';
  };
  input.addEventListener('change', () => {
    const file = input.files[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return void (status.textContent = t('teacher.class.tooBig'));
    const reader = new FileReader(); // read here, in this browser: nothing is sent
    reader.onload = () => show(file.name, String(reader.result));
    reader.onerror = () => (status.textContent = t('teacher.class.unreadable', { reason: reader.error?.message ?? '?' }));
    reader.readAsText(file);
  });
  return el(
    'section',
    { class: 'class-view' },
    el('h1', { text: t('teacher.class.title') }),
    el('p', { text: t('teacher.class.intro') }),
    el('p', { class: 'note', text: t('teacher.class.how') }),
    // the input lies, transparent, over a button worded in the page's language (page.css, as the names file's)
    el(
      'p',
      {},
      el('span', { class: 'file-pick' }, input, el('label', { for: 'class-file', class: 'file-button', text: t('teacher.class.file') })),
    ),
    status,
    out,
  );
}
