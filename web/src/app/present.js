// present.js — presentation mode, for a classroom's projector (`present=1` in the link, or the
// header's button): type 1.5× as large and high contrast (present.css), the charts' text with it
// (chart_widget.js chartTextScale), and the tab as a sequence a teacher steps through with → and ←
// (PageDown, PageUp): the prediction question, its reveal (→ on a question still waiting), each
// figure as large as the screen allows, each "try this" step, only the step's content on screen (the
// rest of the tab's prose put away). The steps do not wrap at either end.
// Leaving returns the page as it was, scrolled where it was.
// Leaves out: the words (the question, figures and steps are the tab's own).
import { chartTextScale } from '../view/chart_widget.js';

const ITEMS = '#panel .predict, #panel figure.chart, #panel .guide li[data-try]';
const STEP = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 };

// A question whose answer is still hidden: → reveals it ("just show me", or "reveal" where the tab
// requires a guess) instead of moving on.
function revealIfWaiting(item) {
  if (!item?.matches('.predict') || !item.parentElement?.classList.contains('predict-pending')) return false;
  const skip = item.querySelector('[data-action=skip]:not([hidden])');
  (skip ?? item.querySelector('[data-action=reveal]'))?.click();
  return true;
}

// The step's ancestors in the tab (present-path): present.css hides the rest of the tab's prose.
function markPath(item) {
  for (const e of document.querySelectorAll('.present-path')) e.classList.remove('present-path');
  for (let e = item?.parentElement; e && e.id !== 'panel'; e = e.parentElement) e.classList.add('present-path');
}

// -> { set(on), refresh() (the tab has drawn: its items again) }
export function presenter() {
  let on = false,
    at = 0,
    current = null, // the item shown: found again after the tab redraws its list
    scroll = 0;
  const items = () => [...document.querySelectorAll(ITEMS)].filter((e) => !e.closest('[hidden]'));
  const show = () => {
    const list = items();
    if (!list.length) return;
    const found = list.indexOf(current);
    if (found < 0 && !current?.isConnected) at = 0; // another tab: from its question
    at = Math.max(0, Math.min(list.length - 1, found >= 0 ? found : at));
    current = list[at];
    list.forEach((e, i) => e.classList.toggle('present-current', i === at));
    markPath(current);
    document.body.dataset.presentAt = `${at + 1}/${list.length}`;
    current.scrollIntoView({ block: 'start' });
  };
  const onKey = (e) => {
    // a field, the tab strip, a slider or the map use the arrows themselves
    if (e.defaultPrevented || e.target.closest?.('input, select, textarea, [role=tablist], [tabindex="0"]')) return;
    const step = STEP[e.key];
    if (!step) return;
    e.preventDefault();
    if (step > 0 && revealIfWaiting(current)) return show();
    const list = items();
    at = Math.max(0, Math.min(list.length - 1, list.indexOf(current) + step));
    current = list[at];
    show();
  };
  return {
    set(want) {
      if (want === on) return;
      on = want;
      document.documentElement.classList.toggle('present', on);
      chartTextScale(on ? parseFloat(getComputedStyle(document.documentElement).fontSize) : null);
      if (on) {
        scroll = window.scrollY;
        at = 0;
        current = null;
        document.addEventListener('keydown', onKey);
        show();
        return;
      }
      document.removeEventListener('keydown', onKey);
      for (const e of document.querySelectorAll('.present-current')) e.classList.remove('present-current');
      markPath(null);
      delete document.body.dataset.presentAt;
      window.scrollTo(0, scroll);
    },
    refresh() {
      if (on) show();
    },
  };
}
