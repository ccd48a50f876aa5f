// teaching/predict_hide.js — what predict-then-reveal blurs for the eyes (lesson.css .predict-pending)
// is hidden from the ears and the keys too: each such element is made inert (out of the
// accessibility tree, no focus, no click) while its prediction is pending, and given back when it is
// revealed. A tab draws after the box is made and redraws on every change, so the body is watched
// while it waits. Leaves out: the tab's screen summary and live region (describe.js says there that
// the results are hidden), and the prediction box itself.

// The same elements as lesson.css blurs; not a refusal's ways out (.fixes: controls, not results).
const RESULTS = [
  '.explain',
  'figure.chart',
  'table.compare',
  '.matrix-out',
  '.same-row',
  '.facts',
  '.health-box',
  '.samples',
  '.neuron-pick',
  '.guide .expect',
  '[data-key]:not(.screen-summary, [data-key=figure-live], .fixes)',
  '.grid2 .status',
  '.note',
].join(', ');
const MARK = 'data-predict-hid';

// Whether e is blurred now: inside a pending part, not in a prediction box, and not in a figure whose
// own prompt (teaching/index.js) has been answered.
function blurred(e) {
  if (!e.matches(RESULTS) || e.closest('.predict')) return false;
  const pending = e.parentElement?.closest('.predict-pending');
  if (!pending) return false;
  const part = e.parentElement.closest('[data-figure-part]');
  return !(part && !part.classList.contains('predict-pending') && pending.contains(part));
}

// Every result under root inert and aria-hidden exactly while it is blurred (aria-hidden too: not
// every tool that reads the accessibility tree honours inert). An aria-hidden the element had of its
// own is kept: MARK says whether it was ours ('aria').
export function syncHidden(root) {
  for (const e of root.querySelectorAll(`${RESULTS}, [${MARK}]`)) {
    const hide = blurred(e);
    if (hide === e.hasAttribute(MARK)) continue;
    e.inert = hide;
    if (hide) {
      e.setAttribute(MARK, e.hasAttribute('aria-hidden') ? '' : 'aria');
      e.setAttribute('aria-hidden', 'true');
    } else {
      if (e.getAttribute(MARK) === 'aria') e.removeAttribute('aria-hidden');
      e.removeAttribute(MARK);
    }
  }
}

// Watches root while one of its parts waits for a prediction. -> { sync(), dispose() }
export function hider(root) {
  const watch = new MutationObserver(() => syncHidden(root)); // our own changes are attributes: not watched
  watch.observe(root, { childList: true, subtree: true });
  return {
    sync: () => syncHidden(root),
    dispose: () => watch.disconnect(),
  };
}
