// teaching/map.js — the lesson map: every section (tab) with what the student did there (predicted,
// how close, skipped, opened), the four check questions (right, on which try, differs, answered or
// not; right and answered counted apart), the five exercises with the verdicts the exercises stored,
// "start over" and an export of the progress as a JSON file. A tab counts once: its first prediction
// (the one made before the tab showed a result), with how many other cases were predicted after it.
// Redrawn whenever the progress changes (the exercises' verdicts included) and when it is opened.
import { el, button } from '../view/ui.js';
import { t } from '../words/i18n.js';
import { TABS } from '../state/state.js';
import { PROMPTS } from './prompts.js';
import { EXERCISES } from './progress.js';
import { QUESTIONS, questionStatus, questionTally } from './questions.js';

const predicted = (tabs) => tabs.filter((id) => PROMPTS[id]); // the tabs that ask for a prediction (not the exercises)

const status = (cls, text) => el('span', { class: cls, text });

function tabStatus(p, id) {
  const pr = p.predictions[id];
  if (pr) {
    const choice = PROMPTS[id]?.form === 'choice';
    const key =
      pr.close === null || pr.close === undefined
        ? 'predicted'
        : choice
          ? pr.close
            ? 'predictedRight'
            : 'predictedWrong'
          : pr.close
            ? 'predictedClose'
            : 'predictedFar';
    const more = Array.isArray(pr.more) && pr.more.length ? t('lesson.map.moreCases', { n: pr.more.length }) : '';
    return status(pr.close ? 'status-done' : pr.close === false ? 'status-fail' : 'status-none', `${t(`lesson.map.${key}`)}${more}`);
  }
  if (p.skipped[id]) return status('status-none', t('lesson.map.skipped'));
  return status('status-none', t(p.visited[id] ? 'lesson.map.opened' : 'lesson.map.notYet'));
}

function questionLine(q, saved) {
  const s = questionStatus(q, saved);
  if (s.state === 'none') return status('status-none', t('lesson.map.notYet'));
  if (s.state === 'open') return status('status-none', t('lesson.map.answered'));
  if (s.state === 'wrong') return status('status-fail', t('lesson.map.differs', { n: s.tries }));
  return status('status-done', t(s.rightAt === 1 ? 'lesson.map.right' : 'lesson.map.rightAt', { n: s.rightAt }));
}

// The progress as a file the student keeps (a blob URL, revoked right after the click).
function download(progress) {
  const blob = new Blob([JSON.stringify(progress.export(), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: 'makemore-lab-progress.json' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// render: the counts: predictions made, questions answered, exercises passed, each of how many (the
// predictions of `tabs`, the sections on the map).
function summaryLine(p, ex, tabs) {
  const done = {
    p: Object.keys(p.predictions).filter((id) => tabs.includes(id)).length,
    q: Object.keys(p.questions).length,
    e: EXERCISES.filter((id) => ex[id] === 'pass').length,
  };
  return el('p', {
    'data-key': 'lesson-summary',
    text: t('lesson.map.summary', {
      p: done.p,
      pn: predicted(tabs).length,
      q: done.q,
      qn: QUESTIONS.length,
      e: done.e,
      en: EXERCISES.length,
    }),
  });
}

// render: every section (tab) of `tabs`, a button that opens it (go(tab, patch)) and what the student did there.
function sectionsPart(p, go, tabs) {
  return [
    el('h3', { text: t('lesson.map.sections') }),
    el(
      'ol',
      {},
      tabs.map((id) =>
        el(
          'li',
          { 'data-map-tab': id },
          button(t(`tabs.${id}.title`), () => go(id, {}), { class: 'link' }),
          ' — ',
          tabStatus(p, id),
        ),
      ),
    ),
  ];
}

// render: the check questions, their tally (right and answered counted apart) and each one's state.
function questionsPart(p) {
  const qt = questionTally(p.questions);
  return [
    el('h3', { text: t('lesson.map.questions') }),
    el('p', {
      'data-key': 'lesson-questions-summary',
      text: t('lesson.map.questionsSummary', { r: qt.right, c: qt.checked, a: qt.answered, n: qt.total }),
    }),
    el(
      'ul',
      {},
      QUESTIONS.map((q, i) =>
        el(
          'li',
          { 'data-map-question': q.id },
          el('a', { href: `#question-${q.id}`, text: t('lesson.map.question', { n: i + 1 }) }),
          ' — ',
          questionLine(q, p.questions[q.id]),
        ),
      ),
    ),
  ];
}

// render: the five exercises with the verdicts they stored (ex: progress.exercises()).
function exercisesPart(ex) {
  return [
    el('h3', { text: t('lesson.map.exercises') }),
    el(
      'ul',
      {},
      EXERCISES.map((id, i) =>
        el(
          'li',
          { 'data-map-exercise': id, 'data-verdict': ex[id] ?? 'none' },
          el('span', { text: t(`lesson.map.e${i + 1}`) }),
          ' — ',
          ex[id]
            ? status(ex[id] === 'pass' ? 'status-done' : 'status-fail', t(`lesson.map.${ex[id]}`))
            : status('status-none', t('lesson.map.notYet')),
        ),
      ),
    ),
  ];
}

// render + events: where the progress is kept, its export and "start over" (startedOver() after it).
function keepPart(progress, startedOver) {
  return [
    el('p', { class: 'note', text: t(progress.kept ? 'lesson.map.local' : 'lesson.map.notKept') }),
    el(
      'div',
      { class: 'actions' },
      button(t('lesson.map.export'), () => download(progress), { class: 'secondary', 'data-action': 'export-progress' }),
      button(
        t('lesson.map.startOver'),
        () => {
          progress.startOver();
          startedOver();
        },
        { class: 'secondary', 'data-action': 'start-over' },
      ),
    ),
  ];
}

// progress: progress.js; go(tab, patch) opens a tab; startedOver() after "start over" (the open tab asks
// again); lesson: a teacher's lesson's tabs (state.js `lesson`), the map's sections in its order (none:
// every tab). -> { el, render(), dispose() }
export function lessonMap(progress, go, startedOver = () => {}, lesson = []) {
  const tabs = lesson.length ? lesson : TABS;
  const body = el('div');
  const details = el(
    'details',
    { class: 'lesson-map', id: 'lesson-map' },
    el('summary', {}, el('h2', { text: t('lesson.map.title') })),
    body,
  );
  const render = () => {
    const p = progress.get();
    const ex = progress.exercises();
    body.replaceChildren(
      summaryLine(p, ex, tabs),
      ...sectionsPart(p, go, tabs),
      ...questionsPart(p),
      ...exercisesPart(ex),
      ...keepPart(progress, startedOver),
    );
  };
  render();
  details.addEventListener('toggle', render);
  // another tab of the lab changed the progress: main.js reads it again, the subscription redraws
  const unsubscribe = progress.subscribe(render);
  return {
    el: details,
    render,
    dispose() {
      unsubscribe();
    },
  };
}
