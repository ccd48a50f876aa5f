// view/slider_marks.js — the lecture's marks under a slider (ui.js sliderInput) laid out in rows,
// measured as drawn: a mark goes one row lower only when it would overlap its left neighbour.
// Leaves out: the marks' positions (ui.js) and their look (controls.css).

// render: each slider mark on the first row (of three) where it overlaps no mark on its left, so
// that close marks ("1", "ReLU √2", "tanh 5/3" on a phone) do not write over each other.
export function stackMarks(row) {
  const marks = [...row.children].map((e) => ({ e, r: e.getBoundingClientRect() })).sort((a, b) => a.r.left - b.r.left);
  const ends = []; // the right end of each row's last mark
  for (const { e, r } of marks) {
    let k = ends.findIndex((end) => r.left >= end + 4);
    if (k < 0) k = ends.length < 3 ? ends.length : ends.indexOf(Math.min(...ends));
    ends[k] = r.right;
    e.dataset.row = String(k);
  }
  row.dataset.rows = String(Math.max(1, ends.length));
}
