// field_notes.js — the sentences under a number field, as data (say.js): a typed value the field
// changed, and a text it could not read. Each is msg(key, args) with the raw numbers (the value
// typed, the value used, the range's ends); say() writes them in the page's language and signs.
// The settings rows (view/controls.js) and the exercises' fields (view/ui.js) say the same ones.
import { num, msg } from './say.js';

// The range a field accepts, as a sentence of its own: [lo; hi] or (lo; hi] on the Turkish page.
export const rangeNote = (min, max, minOpen = false) =>
  msg(minOpen ? 'notes.rangeOpen' : 'notes.rangeClosed', { lo: num(min, 'exact', 'field.min'), hi: num(max, 'exact', 'field.max') });

// A value the field changed -> the note naming the value used and why, or null when `used` is the
// value typed. Why, in this order: outside [min, max] (or at or below an open min), the value used
// is the nearest one inside or the setting's default; a whole number was due (integer); else, inside
// the range, the store kept it to the 6 significant digits a setting holds. label: the field's
// label, a sentence (msg of its locale key) or the words already written.
// text: what the student typed; the note quotes it where no number the note writes is the value
// typed exactly (√2, 5/3: "1,4142135624" would be a rounding), else writes the number in the
// page's signs (a typed 1.41421356 is 1,41421356 on the Turkish page).
const writtenExactly = (v) => {
  if (v === 0 || Math.abs(v) >= 1e-4) return Number(v.toFixed(10)) === v;
  return Number(v.toPrecision(10)) === v;
};
export function changedNote({ label, typed, used, min, max, minOpen = false, integer = false, text }) {
  if (used === typed) return null;
  const quoted = String(text ?? '').trim();
  const raw = quoted && !writtenExactly(typed) ? quoted : num(typed, 'typed', 'typed');
  const value = num(used, 'exact', 'used');
  const below = min !== undefined && (minOpen ? typed <= min : typed < min);
  const above = max !== undefined && typed > max;
  if (below || above) return msg('notes.control', { label, raw, range: rangeNote(min ?? -Infinity, max ?? Infinity, minOpen), value });
  if (integer && !Number.isInteger(typed)) return msg('notes.controlRounded', { label, raw, value });
  return msg('notes.controlKept', { label, raw, value });
}

// A text the field could not read (or an empty field), with every form it reads; the text quoted
// to its first 40 characters (a pasted page is not said back whole).
const MAX_QUOTED = 40;
export function refusedNote({ label, text }) {
  const s = String(text ?? '').trim();
  const forms = msg('common.typedForms');
  if (s === '') return msg('common.typedEmpty', { label, forms });
  return msg('common.typedRefused', { label, text: s.length > MAX_QUOTED ? `${s.slice(0, MAX_QUOTED)}…` : s, forms });
}
