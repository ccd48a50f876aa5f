// live.js — the one way a tab's parts speak: announce() says a text once in the polite live region
// of the tab a node is in (describe.js tabDescriber makes it). Its own module: ui.js's error box
// speaks through it, and describe.js builds on ui.js.
// Leaves out: the region itself (tabDescriber).

// The tab's live region (tabDescriber's) nearest to node: the one made for the tab node is in.
function liveOf(node) {
  for (let e = node; e; e = e.parentElement) {
    const live = e.querySelector(':scope > [data-key=figure-live]');
    if (live) return live;
  }
  return null;
}

// Says text once in the tab's polite live region (nothing when it is what was said last).
export function announce(node, text) {
  const live = liveOf(node);
  if (!live || !text || live.textContent === text) return;
  live.textContent = text;
}
