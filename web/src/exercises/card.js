// exercises/card.js — the frame every 5.18 exercise shares: its title and the text's own words
// (quoted), what to do on this page, the exercise's own controls, a "check" button that asks the
// core and shows the page's verdict (data-exercise-result, data-verdict pass | fail), and hints that
// fade in one at a time: hint 1, hint 2, then the worked solution. The verdict goes to the lesson's
// progress store (teaching/progress.js) with the settings and answer it was judged on, and the card's
// badge follows it and names them ("passed with gain 1.667"). Hooks for tests: data-exercise,
// data-action="check" / "hint", data-exercise-result (data-verdict, data-reason: the verdict's reason),
// data-exercise-badge (data-verdict).
import { el, button } from '../view/ui.js';
import { t } from '../words/i18n.js';
import { describeError } from '../words/messages.js';

const HINTS = ['hint1', 'hint2', 'solution'];

// render + events: the hints, shown one at a time by their button: hint 1, hint 2, then the worked
// solution (key(k): the exercise's words; hintVars(): the values they quote) -> { hints, hintBtn }.
function hintsPart(key, hintVars) {
  const hints = el('ol', { class: 'hints' });
  let shown = 0;
  const hintBtn = button(
    t('exercises.hint1'),
    () => {
      if (shown >= HINTS.length) return;
      hints.append(
        el(
          'li',
          { class: HINTS[shown] === 'solution' ? 'solution' : 'hint', 'data-hint': HINTS[shown] },
          el('strong', { text: t(`exercises.${HINTS[shown]}Label`) }),
          ' ',
          t(key(HINTS[shown]), hintVars()),
        ),
      );
      shown++;
      hintBtn.textContent = shown < HINTS.length ? t(`exercises.${HINTS[shown]}`) : t('exercises.noMoreHints');
      hintBtn.disabled = shown >= HINTS.length;
    },
    { class: 'secondary', 'data-action': 'hint' },
  );
  return { hints, hintBtn };
}

// render: the badge for an exercise's record (rec: progress.exercise(id)): its verdict, with the
// words for what it was judged on (inputs(rec)) when the record has them.
function badgeFor(badge, rec, inputs) {
  const v = rec.verdict;
  let what = '';
  try {
    what = v && rec.settings ? inputs(rec) : '';
  } catch {
    what = '';
  } // a record of an older page
  badge.hidden = !v;
  badge.className = v ? `badge ${v}` : 'badge';
  badge.dataset.verdict = v ?? 'none';
  badge.textContent = !v ? '' : what ? t(`exercises.before.${v}With`, { inputs: what }) : t(`exercises.before.${v}`);
}

// id: 'e1'..'e5'; progress: the lesson's progress store; body: nodes between the task and the buttons; check(): resolves to
// { pass, text, reason?, settings?, answer? } (or throws a refusal of the core); inputs(record): the words for
// what a stored verdict was judged on ('kazanç 1,667'), or '' ; hintVars(): values the task and the
// hints may quote; labels: { core name: label } for wording refusals. -> { el, result(pass, text, record), dispose() }
export function exerciseCard({ id, progress, body = [], check, inputs = () => '', hintVars = () => ({}), labels = {} }) {
  const key = (k) => `exercises.${id}.${k}`;
  const result = el('p', { class: 'exercise-result', 'data-exercise-result': '', 'aria-live': 'polite', hidden: true });
  const { hints, hintBtn } = hintsPart(key, hintVars);

  const show = (pass, text, { settings, answer, reason } = {}) => {
    result.hidden = false;
    result.dataset.verdict = pass ? 'pass' : 'fail';
    if (reason) result.dataset.reason = reason;
    else delete result.dataset.reason;
    result.textContent = `${pass ? '✓' : '✗'} ${text}`;
    progress.markExercise(id, pass ? 'pass' : 'fail', { settings, answer });
  };
  const checkBtn = button(
    t('exercises.check'),
    async () => {
      checkBtn.disabled = true;
      result.hidden = false;
      delete result.dataset.verdict;
      delete result.dataset.reason;
      result.textContent = t('exercises.checking');
      try {
        const v = await check();
        show(v.pass, v.text, v);
      } catch (e) {
        if (e?.name === 'CancelledError') {
          result.hidden = true;
          return;
        }
        result.textContent = t('exercises.error', { message: describeError(e, labels) }); // no verdict: nothing was checked
      } finally {
        checkBtn.disabled = false;
      }
    },
    { 'data-action': 'check' },
  );

  // the exercise's last verdict, beside its title, as the progress store has it now
  const badge = el('span', { 'data-exercise-badge': '' });
  const drawBadge = () => badgeFor(badge, progress.exercise(id), inputs);
  drawBadge();
  const unsubscribe = progress.subscribe(drawBadge);
  const root = el(
    'section',
    { class: 'exercise', 'data-exercise': id, id: `exercise-${id}`, 'aria-labelledby': `exercise-${id}-title` },
    el('h3', { id: `exercise-${id}-title` }, t(key('title')), badge),
    el('blockquote', { class: 'quote', cite: '#5.18' }, el('p', { text: t(key('text')) })),
    el('p', { class: 'task', text: t(key('task'), hintVars()) }),
    ...body,
    el('div', { class: 'actions' }, checkBtn, hintBtn),
    result,
    hints,
  );
  return { el: root, result: show, dispose: unsubscribe };
}
