// app/locks.js — a mounted tab's controls that the link freezes: every one with lock=1 (an embedded
// demo's), or a teacher's lesson's locked settings (locked=bad,bm), shown but disabled (a matrix's:
// its cells). Leaves out: the controls themselves (view/controls.js).
import { field } from '../state/state.js';

// body: the tab's panel; settings: the page's (state.js).
export function lockControls(body, { lock, locked }) {
  const all = '.controls input, .controls select, .controls button, .matrix input';
  const one = (name) =>
    field(name)?.type === 'matrix' ? '.matrix input' : `.controls [name="${name}"], .controls [data-slider="${name}"]`;
  const selectors = lock ? [all] : locked.map(one);
  for (const sel of selectors) for (const c of body.querySelectorAll(sel)) c.disabled = true;
}
