// teaching/index.js — the lesson around the tabs: on a mounted tab its prediction prompt (predict.js)
// first and its "try this" list (guide.js) last; beside the panel the lesson map and the check
// questions (map.js, questions.js) and, for a first-time visitor, one sentence saying where to
// start. Tabs report their results through ctx.report(). main.js makes one lesson and calls
// attach() on every mount and aside() on every shell. Leaves out: the exercises (they write their
// verdicts to the progress store under their own key) and embeds' extras (no map, no questions).
// Its styles (lesson.css) are in the page's stylesheet from the start (boot.js).
import { el, button } from '../view/ui.js';
import { t } from '../words/i18n.js';
import { predictBox } from './predict.js';
import { predictMode, PROMPTS, figurePrompts } from './prompts.js';
import { createProgress } from './progress.js';
import { guideBox, shownValues } from './guide.js';
import { lessonMap } from './map.js';
import { questionsBox } from './questions.js';
import { chapterBox } from './chapter.js';

// render: a mounted tab's prediction prompts, as its link's `predict` asks: the tab's own (box, at the
// top of `body`) and its figures' (prompts.js figurePrompts), each at the top of its part, blurring that part.
function predictBoxes(id, body, ctx, progress) {
  const mode = predictMode(ctx.state.predict);
  const box = mode === 'off' || !PROMPTS[id] ? null : predictBox(id, body, () => ctx.state, progress, mode);
  if (box) body.prepend(box.el);
  const figureBoxes = [];
  for (const [key, name] of mode === 'off' ? [] : figurePrompts(id)) {
    const part = body.querySelector(`[data-figure-part="${name}"]`);
    if (!part) continue;
    const b = predictBox(key, part, () => ctx.state, progress, mode);
    part.prepend(b.el);
    figureBoxes.push(b);
  }
  return { box, figureBoxes };
}

// render: the first-time visitor's one sentence on where to start, before the panel, with its close button.
function welcomeNote(panel) {
  const welcome = el(
    'div',
    { class: 'welcome', role: 'note', 'data-welcome': '' },
    el('p', { text: t('lesson.welcome') }),
    button(t('lesson.welcomeClose'), () => welcome.remove(), { class: 'secondary' }),
  );
  panel.before(welcome);
}

// go(tab, settingsPatch) opens a tab with those settings (mounted again if it is open).
export function createLesson({ go, progress = createProgress() }) {
  let pendingTry = null; // { tab, id } of a suggestion just clicked: checked once its tab is ready
  let map = null;
  let questions = null; // the aside's check questions: each shown on the tab that answers it
  const openMap = () => {
    if (!map) return;
    map.el.open = true;
    map.el.scrollIntoView({ block: 'start' });
  };
  const tryIt = (tab, patch, id) => {
    pendingTry = id ? { tab, id } : null;
    go(tab, patch);
  };

  // On a tab just mounted in `body` (its content already there). -> { result(r), ready(), dispose() }
  function attach(id, body, ctx) {
    const s = ctx.state;
    progress.visited(id);
    questions?.setTab(id);
    const { box, figureBoxes } = predictBoxes(id, body, ctx, progress);
    let last = null; // the tab's last reported result
    let drawn = false; // the tab has drawn its result
    // A suggestion whose settings are already the tab's is checked on what it shows, without a rerun.
    const here = (tab, patch, tryId) => {
      const same = tab === id && drawn && Object.entries(patch).every(([k, v]) => JSON.stringify(ctx.state[k]) === JSON.stringify(v));
      if (same && tryId) guide.verdict(tryId, shownValues(body), last);
      else tryIt(tab, patch, tryId);
    };
    const guide = s.embed || s.lock ? null : guideBox(id, { go: here, toMap: openMap });
    if (guide) body.append(guide.el);
    return {
      result(r) {
        last = r;
        box?.result(r);
        for (const b of figureBoxes) b.result(r);
      },
      ready() {
        drawn = true;
        if (pendingTry?.tab !== id) return;
        guide?.verdict(pendingTry.id, shownValues(body), last);
        pendingTry = null;
      },
      dispose() {
        box?.dispose();
        for (const b of figureBoxes) b.dispose();
      },
    };
  }

  // Around the panel of a full page (none in an embed): the greeting, the map and the questions.
  // -> dispose()
  function aside(root, settings) {
    if (settings.embed) return () => {};
    const panel = root.querySelector('#panel');
    if (progress.isNew() && !settings.lesson?.length) welcomeNote(panel); // its "start with tab 1" is the whole lab's
    map = lessonMap(
      progress,
      (tab, patch) => go(tab, patch),
      () => go(settings.tab, {}),
      settings.lesson,
    );
    const box = el(
      'aside',
      { class: 'lesson-aside', 'aria-label': t('lesson.map.title') },
      map.el,
      (questions = questionsBox(progress, go, settings.tab)).el,
      chapterBox(go, settings),
    );
    panel.after(box);
    return () => {
      map?.dispose();
      map = null;
      questions?.dispose();
      questions = null;
    };
  }

  return { attach, aside, progress };
}
