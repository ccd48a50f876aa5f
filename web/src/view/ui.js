// ui.js — small DOM helpers shared by the tabs. Text goes in through textContent only: nothing a
// user typed or uploaded is ever parsed as HTML. Controls are labelled <input>/<select> elements.
import { stackMarks } from './slider_marks.js';
import { t, fmt, int, short, getLang } from '../words/i18n.js';
import { localRange } from '../words/messages.js';
import { announce } from './live.js';
import { parseTypedNumber, typedText, typedForms } from '../state/typed_number.js';

// el('div', { class: 'x', 'aria-live': 'polite' }, child, 'text', ...) — strings become text nodes.
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k in e && typeof v !== 'string') e[k] = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c != null) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

// A setting's value as a number box shows it: integers exactly (seeds!), others to 6 digits.
export const shown = (v) => (Number.isInteger(v) ? v : +(+v).toPrecision(6));

// Drawing streamed data at most every `ms` ms: soon() draws at once when the last drawing is older
// than that, else once when the interval is over (however many calls came in between); now()
// draws at once; cancel() drops a drawing still waiting (a tab being unmounted).
export function throttled(draw, ms = 250) {
  let last = -Infinity,
    timer = null;
  const cancel = () => {
    clearTimeout(timer);
    timer = null;
  };
  const now = () => {
    cancel();
    last = performance.now();
    draw();
  };
  const soon = () => {
    if (timer) return;
    const wait = last + ms - performance.now();
    if (wait <= 0) now();
    else timer = setTimeout(now, wait);
  };
  return { now, soon, cancel };
}

let uid = 0;
export const nextId = (p) => `${p}-${++uid}`;

// A labelled numeric input. onChange(value) fires with the parsed number and may return the value
// actually used (clamped), which is then shown in the box. A text field (inputmode decimal), not
// type=number: a browser's number field drops a typed decimal comma ("2,5" became 25). What it
// reads is typed_number.js's: "2,5", "2.5", "5/3", "1e-3"; a value it cannot read is refused with a
// message naming the field and the forms it reads, and nothing changes. It shows values in the
// page's language ("0,5" on the Turkish page); ArrowUp/ArrowDown move by a numeric step, within
// min and max, as a number field's did. sayChanged: a value the field changed (onChange returned
// another one) is said under it (the tabs' settings rows say it in a note of their own).
export function numberInput({ label, value, min, max, step = 'any', onChange, name, sayChanged = false }) {
  const id = nextId('in');
  const f = typedField({ id, label, value, min, max, step, onChange, name, sayChanged });
  return el('label', { class: 'control', for: id }, el('span', { text: label }), f.input, f.msg);
}

// numberInput's text field and its message, unlabelled (the slider labels its own):
// -> { input, msg, show(v) (the value in the page's form) }
function typedField({ id, label, value, min, max, step = 'any', onChange, name, sayChanged = false }) {
  const msgId = `${id}-msg`;
  const input = el('input', {
    id,
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    value: typedText(value, getLang()),
    step: String(step),
    name,
    'data-number': '',
  });
  if (min !== undefined) input.setAttribute('min', String(min));
  if (max !== undefined) input.setAttribute('max', String(max));
  // No data-key: a pending prediction blurs those, and this is what the student reads to mend the field.
  const msg = el('span', { id: msgId, class: 'field-error', hidden: true });
  const refuse = (text, why) => {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', msgId);
    msg.textContent = t(why === 'empty' ? 'common.typedEmpty' : 'common.typedRefused', {
      label,
      text,
      forms: typedForms(getLang()),
    });
    msg.hidden = false;
  };
  const accept = () => {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    msg.hidden = true;
    msg.textContent = '';
  };
  const use = (v, typed) => {
    accept();
    const used = onChange(v);
    const shownValue = used !== undefined ? used : v;
    if (sayChanged && shownValue !== v) {
      const inside = (min === undefined || v >= min) && (max === undefined || v <= max);
      msg.textContent = t(inside ? 'notes.controlRounded' : 'notes.control', {
        label,
        raw: short(v, 6),
        value: short(shownValue, 6),
        range: localRange(min, max),
      });
      msg.hidden = false;
    }
    // A plain decimal is shown back in the page's form ("2.5" -> "2,5"); "5/3" or "1e-3" stays as
    // typed unless the value used is another one.
    if (shownValue !== v || !/[/e]/i.test(typed)) input.value = typedText(shownValue, getLang());
  };
  input.addEventListener('change', () => {
    const r = parseTypedNumber(input.value);
    if (r.error) {
      refuse(input.value.trim(), r.error);
      return;
    }
    use(r.value, input.value);
  });
  input.addEventListener('keydown', (ev) => {
    const dir = { ArrowUp: 1, ArrowDown: -1 }[ev.key];
    const by = Number(step);
    if (!dir || !(by > 0) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const r = parseTypedNumber(input.value);
    if (r.error) return;
    ev.preventDefault();
    let v = +(r.value + dir * by).toPrecision(12);
    if (min !== undefined) v = Math.max(Number(min), v);
    if (max !== undefined) v = Math.min(Number(max), v);
    use(v, String(v));
  });
  return {
    input,
    msg,
    show: (v) => {
      input.value = typedText(v, getLang());
    },
  };
}

// A slider beside a number box: two views of one number setting. The slider's track has
// SLIDER_STEPS positions over [min, max], evenly spaced, or on a log scale (log: true; min > 0);
// the position nearest a mark is the mark's value exactly (5/3, not 1.67), the others 3 significant
// digits. marks: [{ value, label }] drawn under the track (the lecture's value); a click on one sets
// it. onInput(v) while the thumb moves (a drag, or each arrow key); onChange(v) when it is let go
// and when the number box changes (any value of the setting's range, typed exactly); each may
// return the value used, shown in both. The number box is labelled by `label`, the slider by the
// same words, and described by the marks' words.
export const SLIDER_STEPS = 200;
export function sliderScale({ min, max, log = false }) {
  const lo = log ? Math.log10(min) : min,
    hi = log ? Math.log10(max) : max;
  const toPos = (v) => {
    const x = log ? Math.log10(Math.max(v, Number.MIN_VALUE)) : v;
    return Math.min(SLIDER_STEPS, Math.max(0, Math.round(((x - lo) / (hi - lo)) * SLIDER_STEPS)));
  };
  const fromPos = (p) => {
    const x = lo + (p / SLIDER_STEPS) * (hi - lo);
    return +(log ? 10 ** x : x).toPrecision(3);
  };
  return { toPos, fromPos };
}

export function sliderInput({ label, value, min, max, slider, marks = [], step = 'any', onInput, onChange, name }) {
  const scale = sliderScale(slider);
  const id = nextId('in'),
    labelId = nextId('lbl'),
    marksId = nextId('marks');
  // the number box reads and shows numbers as every number field does (a typed decimal comma)
  let moved = () => {};
  const number = typedField({
    id,
    label,
    value: shown(value),
    min,
    max,
    step,
    name,
    onChange: (v) => {
      const used = onChange(v);
      moved(used ?? v);
      return used;
    },
  });
  const range = el('input', {
    type: 'range',
    min: '0',
    max: String(SLIDER_STEPS),
    step: '1',
    value: String(scale.toPos(value)),
    'aria-labelledby': labelId,
    'aria-describedby': marks.length ? marksId : null,
    'data-slider': name,
    class: 'slider',
  });
  const valueAt = (p) => {
    const near = marks.find((m) => scale.toPos(m.value) === p);
    return near ? near.value : scale.fromPos(p);
  };
  const track = (v) => {
    range.value = String(scale.toPos(v));
    range.setAttribute('aria-valuetext', typedText(shown(v), getLang()));
  };
  const show = (v) => {
    number.show(shown(v));
    track(v);
  };
  moved = track; // the box changed the setting: the thumb follows
  show(value);
  const use = (fn, v) => {
    const used = fn(v);
    show(used ?? v);
  };
  range.addEventListener('input', () => use(onInput, valueAt(Number(range.value))));
  range.addEventListener('change', () => use(onChange, valueAt(Number(range.value))));
  const marksRow = el(
    'div',
    { class: 'slider-marks', 'aria-hidden': 'true' },
    marks.map((m) =>
      el('span', {
        class: 'slider-mark',
        text: m.label,
        title: m.label,
        onclick: () => use(onChange, m.value),
      }),
    ),
  );
  // the page runs under style-src 'self': no style attribute, the position is set through the CSSOM
  marks.forEach((m, i) => marksRow.children[i].style.setProperty('--at', `${(100 * scale.toPos(m.value)) / SLIDER_STEPS}%`));
  if (marks.length > 1) new ResizeObserver(() => stackMarks(marksRow)).observe(marksRow);
  const said = el('span', { id: marksId, class: 'visually-hidden', text: marks.map((m) => m.said ?? m.label).join('; ') });
  return el(
    'div',
    { class: 'control slider-control' },
    el('label', { for: id }, el('span', { id: labelId, text: label })),
    el('div', { class: 'slider-row' }, el('div', { class: 'slider-track' }, range, marksRow), number.input, number.msg),
    marks.length ? said : null,
  );
}

export function selectInput({ label, value, options, onChange, name }) {
  const id = nextId('sel');
  const select = el(
    'select',
    { id, name },
    options.map(([v, text]) => el('option', { value: v, text, selected: v === value })),
  );
  select.addEventListener('change', () => onChange(select.value));
  return el('label', { class: 'control', for: id }, el('span', { text: label }), select);
}

export function checkbox({ label, checked, onChange, name }) {
  const id = nextId('cb');
  const input = el('input', { id, type: 'checkbox', checked, name });
  input.addEventListener('change', () => onChange(input.checked));
  return el('label', { class: 'control check', for: id }, input, el('span', { text: label }));
}

export function button(text, onClick, attrs = {}) {
  return el('button', { type: 'button', ...attrs, onclick: onClick }, text);
}

// "ours vs the lecture's value" table. rows: [{ label, ours, lecture, digits, key, lectureKind }]
// Each of our cells carries data-key / data-value so tests can read the raw number. lectureKind
// says what the lecture's value is: 'printed' (the text prints it; the default) or 'code' (the
// text's own code gives it when re-run; the text does not print it): such a cell is marked with
// CODE_MARK, and the header and a note under the table say what the mark means; 'mixed' (a cell of
// several values, some printed and some the code's: its text carries the marks itself). differs: the
// sentence saying the lecture computed its column with other settings (its cells are then greyed
// and headed "the lecture used ..."), or '' when the settings are the lecture's.
export const CODE_MARK = '*';
// A row's "ours (live)" cell as the page writes it (the notebooks print the same text).
export const oursText = (r) => r.text ?? fmt(r.ours, r.digits ?? 2);
export function compareTable(rows, differs = '') {
  const kind = (r) => (r.lectureKind === 'code' || r.lectureKind === 'mixed' ? r.lectureKind : 'printed');
  const anyCode = rows.some((r) => kind(r) !== 'printed' && r.lecture != null);
  const body = rows.map((r) =>
    el(
      'tr',
      {},
      el('th', { scope: 'row', text: r.label }),
      el('td', { class: 'ours', 'data-key': r.key, 'data-value': String(r.ours), text: oursText(r) }),
      el('td', {
        class: differs ? 'lecture differs' : 'lecture',
        'data-kind': r.lecture == null ? null : kind(r),
        text: r.lecture == null ? '–' : kind(r) === 'code' ? `${r.lecture} ${CODE_MARK}` : r.lecture,
      }),
    ),
  );
  const head = differs ? t('common.lectureOther') : anyCode ? t('common.lectureMixed', { mark: CODE_MARK }) : t('common.lecture');
  const table = el(
    'table',
    { class: 'compare' },
    el('caption', { text: anyCode ? t('common.compareCaptionMixed') : t('common.compareCaption') }),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col', text: '' }),
        el('th', { scope: 'col', text: t('common.ours') }),
        el('th', { scope: 'col', class: differs ? 'differs' : null, text: head }),
      ),
    ),
    el('tbody', {}, body),
  );
  const notes = [
    anyCode
      ? el('p', { class: 'note lecture-kind', 'data-key': 'lecture-kind', text: t('common.lectureCodeNote', { mark: CODE_MARK }) })
      : null,
    differs ? el('p', { class: 'note lecture-differs', 'data-key': 'lecture-differs', text: differs }) : null,
  ].filter(Boolean);
  if (!notes.length) return table;
  return el('div', { class: 'compare-box' }, table, ...notes);
}

// A progress bar's words: the steps done of all, and once a rate has come, the rate and about
// how long the rest takes at it (the seconds rounded up).
export function progressText(done, total, rate) {
  const vars = { done: int(done), total: int(total), rate: rate ? int(rate) : '–' };
  if (!(rate > 0) || done >= total) return t('common.progress', vars);
  return t('common.progressLeft', { ...vars, left: int(Math.ceil((total - done) / rate)) });
}

// Progress bar with steps/s, the time left, and a cancel button. set(done, total, rate); hide().
export function progressBar(onCancel) {
  const bar = el('progress', { max: '1', value: '0' });
  const label = el('span', { class: 'progress-label' }); // not live: a screen reader would read every chunk
  const cancel = button(t('common.cancel'), onCancel, { class: 'secondary' });
  const box = el('div', { class: 'progress', hidden: true }, bar, label, cancel);
  // Progress arrives with every chunk of every worker (~20 a second for the pool's runs); each
  // change of the bar is a new frame of the whole page, so it is drawn at most four times a second.
  let latest = null;
  const draw = throttled(() => {
    const [done, total, rate] = latest;
    bar.max = total;
    bar.value = done;
    label.textContent = progressText(done, total, rate);
  });
  return {
    el: box,
    set(done, total, rate) {
      box.hidden = false;
      latest = [done, total, rate];
      draw.soon();
    },
    // A single long call: no step count, an indeterminate bar.
    busy() {
      draw.cancel();
      box.hidden = false;
      bar.removeAttribute('value');
      label.textContent = t('common.computing');
    },
    hide() {
      draw.cancel();
      box.hidden = true;
    },
  };
}

export function errorBox() {
  const box = el('p', { class: 'error', hidden: true }); // no live region: the tab's says it (announce), once, politely
  return {
    el: box,
    // kind: what the message is about (data-kind, for tests): 'error' or e.g. 'divergence'.
    show(msg, kind = 'error') {
      box.textContent = msg;
      box.hidden = false;
      box.dataset.kind = kind;
      announce(box, msg);
    },
    clear() {
      box.textContent = '';
      box.hidden = true;
      delete box.dataset.kind;
    },
  };
}

// A tab's explanation paragraphs (from the locale file). -> the element, with set(paras) to
// rewrite them when the settings or the figure change.
export function explain(paras) {
  const box = el('div', { class: 'explain' });
  box.set = (ps) => box.replaceChildren(...(Array.isArray(ps) ? ps : [ps]).map((p) => el('p', { text: p })));
  box.set(paras);
  return box;
}
