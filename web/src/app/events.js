// events.js — the events an embedded demo sends its course page when the embedder asked for them
// (?events=<the page's origin>, web/EMBED.md "Events"): ready, a figure revealed, a prediction
// judged, a question answered, an exercise judged: this demo's own, never another frame's or tab's
// of the same site that the shared progress takes in. Each is one postMessage to window.parent, to that
// origin only (the browser drops it when the parent is another), with a schema version:
//   { type: 'makemore-lab:event', v: 1, event, demo, at, data }
// originField() is the embed box's field where an author names their page's origin.
// Leaves out: anything the student typed beyond the answer itself; storage (progress.js keeps it).
import { EXERCISES } from '../teaching/progress.js';
import { isOrigin } from '../state/state.js';
import { el } from '../view/ui.js';
import { t } from '../words/i18n.js';

export const EVENT = 'makemore-lab:event';
export const EVENT_VERSION = 1;

const count = (q) => (q ? (q.attempts ?? [q]).length : 0);
const cases = (p) => (p ? 1 + (p.more?.length ?? 0) : 0);

// The events between two looks at the progress ({ p: progress.get(), ex: exercises' records }).
export function progressEvents(before, after) {
  const out = [];
  const { predictions: bp, skipped: bs, questions: bq } = before.p;
  const { predictions: ap, skipped: as, questions: aq } = after.p;
  for (const key of new Set([...Object.keys(ap), ...Object.keys(as)]))
    if (!bp[key] && !bs[key] && (ap[key] || as[key])) out.push(['revealed', { figure: key, skipped: !ap[key] }]);
  for (const [key, rec] of Object.entries(ap)) {
    const all = [rec, ...(rec.more ?? [])];
    for (const c of all.slice(cases(bp[key])))
      out.push(['predicted', { prompt: key, guess: c.guess, live: c.live ?? null, close: c.close ?? null, settings: c.settings ?? null }]);
  }
  for (const [id, q] of Object.entries(aq)) {
    const tries = q.attempts ?? [q];
    for (const a of tries.slice(count(bq[id]))) out.push(['answered', { question: id, answer: a.answer, right: a.right ?? null }]);
  }
  for (const id of EXERCISES.map((x) => x.toLowerCase())) {
    const a = after.ex[id],
      b = before.ex[id];
    if (a?.verdict && (a.at !== b?.at || a.verdict !== b?.verdict)) out.push(['exercise', { exercise: id, verdict: a.verdict }]);
  }
  return out;
}

// origin: the embedder's (state.js `events`); demo: the embedded tab. -> { ready() } or null when
// nothing is to be sent (no origin asked for, or no parent page).
export function startEvents({ origin, demo, progress, win = window }) {
  const parent = win.parent;
  if (!origin || !parent || parent === win) return null;
  const snap = () => ({
    p: structuredClone(progress.get()),
    ex: Object.fromEntries(EXERCISES.map((id) => [id.toLowerCase(), progress.exercise(id)])),
  });
  const post = (event, data = {}) =>
    parent.postMessage(structuredClone({ type: EVENT, v: EVENT_VERSION, event, demo, at: new Date().toISOString(), data }), origin);
  let before = snap();
  // this demo's own work only: another frame's or tab's (the same site's storage) is taken in silently
  progress.subscribe((how) => {
    const after = snap();
    if (how !== 'refresh') for (const [event, data] of progressEvents(before, after)) post(event, data);
    before = after;
  });
  let sent = false;
  return {
    ready() {
      if (sent) return;
      sent = true;
      post('ready');
    },
  };
}

// The embed box's field: the author's page origin -> set(origin) ('' while empty or not an origin,
// with a word saying what an origin looks like). Hooks: name=embed-events, data-key=events-error.
export function originField(set) {
  const error = el('p', { class: 'error', 'data-key': 'events-error', hidden: true });
  const input = el('input', {
    type: 'url',
    name: 'embed-events',
    placeholder: 'https://course.example.org',
    autocomplete: 'off',
    onchange: () => {
      const v = input.value.trim().replace(/\/$/, '');
      const ok = v === '' || isOrigin(v);
      error.hidden = ok;
      error.textContent = ok ? '' : t('embed.eventsBad', { value: v });
      set(ok ? v : '');
    },
  });
  return el(
    'div',
    { class: 'embed-events' },
    el('label', { class: 'control' }, el('span', { text: t('embed.eventsLabel') }), input),
    el('p', { class: 'note', text: t('embed.eventsHelp') }),
    error,
  );
}
