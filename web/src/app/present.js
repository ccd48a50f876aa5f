// present.js — presentation mode, for a classroom's projector (`present=1` in the link, or the
// header's button): type 1.5× as large and high contrast (present.css), one of the tab's figures or
// "try this" steps at a time, a figure at least half the screen high; → and ← (PageDown, PageUp)
// step through them. The answers stay hidden behind the tab's prediction prompt until the teacher
// reveals them. Leaving returns the page as it was, scrolled where it was.
// Leaves out: the words (the figures and steps are the tab's own).
const ITEMS = '#panel figure.chart, #panel .guide li[data-try]';
const STEP = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 };

// -> { set(on), refresh() (the tab has drawn: its items again) }
export function presenter() {
  let on = false,
    at = 0,
    scroll = 0;
  const show = () => {
    const list = [...document.querySelectorAll(ITEMS)];
    if (!list.length) return;
    at = (at + list.length) % list.length;
    list.forEach((e, i) => e.classList.toggle('present-current', i === at));
    document.body.dataset.presentAt = `${at + 1}/${list.length}`;
    list[at].scrollIntoView({ block: 'start' });
  };
  const onKey = (e) => {
    // a field, the tab strip, a slider or the map use the arrows themselves
    if (e.defaultPrevented || e.target.closest?.('input, select, textarea, [role=tablist], [tabindex="0"]')) return;
    const step = STEP[e.key];
    if (!step) return;
    e.preventDefault();
    at += step;
    show();
  };
  return {
    set(want) {
      if (want === on) return;
      on = want;
      document.documentElement.classList.toggle('present', on);
      if (on) {
        scroll = window.scrollY;
        at = 0;
        document.addEventListener('keydown', onKey);
        show();
        return;
      }
      document.removeEventListener('keydown', onKey);
      for (const e of document.querySelectorAll('.present-current')) e.classList.remove('present-current');
      delete document.body.dataset.presentAt;
      window.scrollTo(0, scroll);
    },
    refresh() {
      if (on) show();
    },
  };
}
