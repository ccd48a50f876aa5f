// teaching/sketch.js — a prediction drawn rather than typed: the loss over the first steps, sketched
// with the pointer (drag across the axes) or the keyboard (left/right pick a column, up/down set its
// height) on axes of steps × loss. On reveal the live curve is drawn over the sketch, both as
// `columns` bucket means. SVG built with DOM calls and attributes only (strict CSP, no style strings).
import { t, fmt } from '../words/i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 600,
  H = 240,
  L = 44,
  R = 10,
  T = 10,
  B = 30; // the viewBox and its margins
const PW = W - L - R,
  PH = H - T - B;

function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

// A series (one value per step) as `columns` bucket means.
export function buckets(series, columns) {
  const a = Array.from(series);
  return Array.from({ length: columns }, (_, i) => {
    const part = a.slice(
      Math.floor((i * a.length) / columns),
      Math.max(Math.floor(((i + 1) * a.length) / columns), Math.floor((i * a.length) / columns) + 1),
    );
    return part.reduce((s, x) => s + x, 0) / part.length;
  });
}

// Mean absolute difference of two equal-length lists.
export const meanDistance = (a, b) => a.reduce((s, x, i) => s + Math.abs(x - b[i]), 0) / a.length;

// render: the pad's SVG: the axes (steps × loss, ticks at thirds of yMax), the column cursor, the
// live curve and the sketch (empty polylines, drawn by sketchPad); y(v): a loss's height.
function padFrame(steps, yMax, colW, y) {
  const guess = svg('polyline', { class: 'sketch-guess', fill: 'none' });
  const live = svg('polyline', { class: 'sketch-live', fill: 'none' });
  const mark = svg('rect', { class: 'sketch-cursor', y: T, width: colW, height: PH });
  const root = svg('svg', {
    viewBox: `0 0 ${W} ${H}`,
    class: 'sketch',
    role: 'slider',
    tabindex: 0,
    'data-sketch': '',
    'aria-label': t('lesson.sketch.label', { n: steps }),
    'aria-valuemin': 0,
    'aria-valuemax': yMax,
  });
  root.append(svg('rect', { class: 'sketch-bg', x: L, y: T, width: PW, height: PH }));
  for (const v of [0, yMax / 3, (2 * yMax) / 3, yMax]) {
    root.append(
      svg('line', { class: 'sketch-grid', x1: L, x2: L + PW, y1: y(v), y2: y(v) }),
      svg('text', { class: 'sketch-tick', x: L - 6, y: y(v) + 4, 'text-anchor': 'end' }, fmt(v, 0)),
    );
  }
  root.append(
    svg('text', { class: 'sketch-tick', x: L, y: H - 8 }, '1'),
    svg('text', { class: 'sketch-tick', x: L + PW, y: H - 8, 'text-anchor': 'end' }, String(steps)),
    svg('text', { class: 'sketch-tick', x: L + PW / 2, y: H - 8, 'text-anchor': 'middle' }, t('lesson.sketch.axes')),
    mark,
    live,
    guess,
  );
  return { root, guess, live, mark };
}

// The sketch's values, its gaps filled from the nearest drawn column; null if under half is drawn (pure).
export function filledSketch(values) {
  const drawn = values.map((v, i) => (v === null ? -1 : i)).filter((i) => i >= 0);
  if (drawn.length < values.length / 2) return null;
  return values.map((v, i) => v ?? values[drawn.reduce((b, j) => (Math.abs(j - i) < Math.abs(b - i) ? j : b))]);
}

// { steps, yMax, columns } -> { el, values() -> [columns] | null (too little drawn), showLive(series) -> buckets }
export function sketchPad({ steps, yMax = 30, columns = 20 }) {
  const values = Array(columns).fill(null);
  let cursor = 0;
  const colW = PW / columns;
  const x = (i) => L + (i + 0.5) * colW;
  const y = (v) => T + PH * (1 - Math.min(yMax, Math.max(0, v)) / yMax);
  const { root, guess, live, mark } = padFrame(steps, yMax, colW, y);

  const redraw = () => {
    guess.setAttribute(
      'points',
      values
        .map((v, i) => (v === null ? '' : `${x(i)},${y(v)}`))
        .filter(Boolean)
        .join(' '),
    );
    mark.setAttribute('x', L + cursor * colW);
    const v = values[cursor];
    root.setAttribute('aria-valuenow', v === null ? 0 : v.toFixed(1));
    root.setAttribute('aria-valuetext', t('lesson.sketch.value', { i: cursor + 1, n: columns, v: v === null ? '–' : fmt(v, 1) }));
  };
  // A pointer position -> (column, value); a drag fills the columns it skipped.
  let last = null;
  const at = (ev) => {
    const b = root.getBoundingClientRect();
    const px = ((ev.clientX - b.left) / b.width) * W,
      py = ((ev.clientY - b.top) / b.height) * H;
    const i = Math.min(columns - 1, Math.max(0, Math.floor((px - L) / colW)));
    const v = Math.min(yMax, Math.max(0, ((T + PH - py) / PH) * yMax));
    if (last && last.i !== i) {
      const step = i > last.i ? 1 : -1;
      for (let k = last.i + step; k !== i; k += step) values[k] = last.v + ((v - last.v) * (k - last.i)) / (i - last.i);
    }
    values[i] = v;
    cursor = i;
    last = { i, v };
    redraw();
  };
  root.addEventListener('pointerdown', (ev) => {
    root.setPointerCapture(ev.pointerId);
    last = null;
    at(ev);
  });
  root.addEventListener('pointermove', (ev) => {
    if (root.hasPointerCapture(ev.pointerId)) at(ev);
  });
  root.addEventListener('pointerup', (ev) => {
    root.releasePointerCapture(ev.pointerId);
    last = null;
  });
  root.addEventListener('keydown', (ev) => {
    const d = { ArrowUp: yMax / 30, ArrowDown: -yMax / 30, PageUp: yMax / 6, PageDown: -yMax / 6 }[ev.key];
    if (d !== undefined) values[cursor] = Math.min(yMax, Math.max(0, (values[cursor] ?? yMax / 2) + d));
    else if (ev.key === 'ArrowRight') cursor = Math.min(columns - 1, cursor + 1);
    else if (ev.key === 'ArrowLeft') cursor = Math.max(0, cursor - 1);
    else return;
    ev.preventDefault();
    redraw();
  });
  redraw();

  return {
    el: root,
    // The sketch, its gaps filled from the nearest drawn column; null if under half is drawn.
    values: () => filledSketch(values),
    // A sketch kept from before (the same number of columns).
    set(list) {
      if (!Array.isArray(list) || list.length !== columns) return;
      list.forEach((v, i) => {
        values[i] = Number.isFinite(v) ? v : null;
      });
      redraw();
    },
    showLive(series) {
      const m = buckets(series, columns);
      live.setAttribute('points', m.map((v, i) => `${x(i)},${y(v)}`).join(' '));
      return m;
    },
  };
}
