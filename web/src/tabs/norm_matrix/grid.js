// tabs/norm_matrix/grid.js — the editable matrix of the matrix tabs: a cell's typed number (its
// decimal comma read), the spreadsheet keys between cells, rows and columns added or removed, the
// text's matrix back, and BatchNorm's variance. Every edit asks for the result again (recompute).
import { el, button, selectInput } from '../../view/ui.js';
import { t, getLang } from '../../words/i18n.js';
import { parseTypedNumber, typedText } from '../../state/typed_number.js';
import { field, MATRIX_LIMITS } from '../../state/state.js';
import { copy } from './render.js';

// Spreadsheet keys in a cell: the arrows move between cells (not up/down the number), Enter
// computes at once and moves down.
function moveFrom(grid, st, recompute, ev, i, j) {
  const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Enter: [1, 0] }[ev.key];
  if (!step || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  ev.preventDefault();
  if (ev.key === 'Enter') {
    clearTimeout(st.timer);
    recompute(0);
  }
  const r = Math.min(st.m.length - 1, Math.max(0, i + step[0])),
    c = Math.min(st.m[0].length - 1, Math.max(0, j + step[1]));
  grid.querySelector(`[data-cell="${r},${c}"]`)?.focus();
}

// A cell of the matrix: its number as typed (a value out of the limits is marked, not sent).
function cell(grid, st, recompute, i, j) {
  const input = el('input', {
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: typedText(st.m[i][j], getLang()),
    'aria-label': t('matrix.cell', { r: i + 1, c: j + 1 }),
    'data-cell': `${i},${j}`,
  });
  input.addEventListener('keydown', (ev) => moveFrom(grid, st, recompute, ev, i, j));
  input.addEventListener('input', () => {
    const x = parseTypedNumber(input.value).value; // "2,5" and "2.5" alike (typed_number.js)
    const ok = Number.isFinite(x) && Math.abs(x) <= MATRIX_LIMITS.abs;
    input.setAttribute('aria-invalid', String(!ok));
    if (ok) {
      st.m[i][j] = x;
      recompute();
    }
  });
  return el('td', {}, input);
}

// tab: { batch, key (the matrix setting), varRow (BatchNorm's variance row) }; st: the tab's
// { m (the matrix as edited), timer }; locked: shown, not offered for editing; recompute(delay?).
// -> { el, render() }
export function matrixGrid(ctx, tab, st, locked, recompute) {
  const grid = el('div', { class: 'matrix-wrap' });
  const table = () =>
    el(
      'table',
      { class: 'matrix' },
      el('caption', { text: t(locked ? 'matrix.inputLocked' : 'matrix.input') }),
      el(
        'tbody',
        {},
        st.m.map((row, i) =>
          el(
            'tr',
            {},
            el('th', { scope: 'row', text: `${i + 1}` }),
            row.map((_, j) => cell(grid, st, recompute, i, j)),
          ),
        ),
      ),
    );
  const render = () => {
    const L = MATRIX_LIMITS;
    const resize = (dr, dc) => () => {
      const R = st.m.length + dr,
        C = st.m[0].length + dc;
      if (R < 1 || R > L.rows || C < 1 || C > L.cols) return;
      st.m = Array.from({ length: R }, (_, i) => Array.from({ length: C }, (_, j) => st.m[i]?.[j] ?? ((i * 3 + j * 7) % 5) - 2));
      render();
      recompute();
    };
    const small = (text, onClick) => button(t(text), onClick, { class: 'secondary' });
    const { varRow } = tab;
    grid.replaceChildren(
      table(),
      el(
        'div',
        { class: 'controls' },
        small('matrix.addRow', resize(1, 0)),
        small('matrix.delRow', resize(-1, 0)),
        small('matrix.addCol', resize(0, 1)),
        small('matrix.delCol', resize(0, -1)),
        small('matrix.reset', () => {
          st.m = copy(field(tab.key).def);
          render();
          recompute();
        }),
        tab.batch
          ? selectInput({
              label: t(varRow.label),
              value: ctx.state[varRow.name],
              name: varRow.name,
              options: varRow.options.map(([v, label]) => [v, t(label)]),
              onChange: (v) => {
                ctx.set({ [varRow.name]: v });
                recompute();
              },
            })
          : null,
      ),
      locked ? null : el('p', { class: 'note', text: t('matrix.editHint') }),
    );
  };
  return { el: grid, render };
}
