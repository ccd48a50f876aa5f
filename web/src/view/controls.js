// controls.js — a row of controls bound to settings (every change goes to the URL and recomputes,
// a clamped or rounded value is said in words), and the specs' knobs and labels. Below the tabs:
// the tabs (through tabs/common.js) and the exercises use it.
import { el, shown, numberInput, sliderInput, selectInput, checkbox } from './ui.js';
import { t, short, sig } from '../words/i18n.js';
import { field } from '../state/state.js';
import { changedNote as fieldNote } from '../words/field_notes.js';
import { msg, say } from '../words/say.js';
import { snake } from '../compute/series.js';

// A control spec: { name (the setting), knob (the field of the section's knobs it fills: the
// camelCase of the core's name, which refusals cite), label (locale key), step?, options?: [[value,
// locale key]] (a select), check? (a checkbox), slider?: { min, max, log?, marks?(ctx) -> [{ value,
// label, said? }] } (a slider beside the number box, over [min, max] of the setting's range, with
// the lecture's value marked) }. A tab's specs come from its manifest (tabs/<id>/manifest.js).

// The section's knobs (or the playground's config) from the settings the controls are bound to.
export const knobsOf = (specs, settings) => Object.fromEntries(specs.map((f) => [f.knob, settings[f.name]]));
// { the core's name: the on-screen label } of a tab's controls, for wording refusals.
// The core cites a knob by its snake_case name or by its limits row (the setting's core: bn_momentum).
export const labelsOf = (specs) =>
  Object.fromEntries(
    specs.flatMap((f) => {
      const row = field(f.name)?.core;
      return [[snake(f.knob), t(f.label)], ...(row ? [[row, t(f.label)]] : [])];
    }),
  );

// A value a control changed, said in words with the value used (words/field_notes.js): clamped into
// its range, rounded to a whole number, or (inside its range) kept to the 6 significant digits a
// setting holds; the number typed as typed (eps 1e-13 is 1·10⁻¹³, and the 1·10⁻¹² used: never "0").
// changedNote -> the sentence as data (null when nothing changed); changedText -> its words.
// text: what the student typed, when it was typed (√2 is quoted as √2).
export function changedNote(f, typed, used, text) {
  const def = field(f.name);
  return fieldNote({
    label: msg(f.label),
    typed,
    used,
    min: def.min,
    max: def.max,
    minOpen: !!def.minOpen,
    integer: def.type === 'int',
    text,
  });
}
export const changedText = (f, typed, used, text) => {
  const n = changedNote(f, typed, used, text);
  return n ? say(n) : '';
};

// A slider's mark: the lecture's value of its setting (the recipe's, where the spec's lecture(recipe)
// reads it, else the state table's default: the defaults are the lecture's settings), or for a
// parameter the lecture learns (γ, β) its initial value.
function lectureMark(ctx, f) {
  const value = (ctx.recipe && f.slider.lecture?.(ctx.recipe)) ?? field(f.name).def;
  const kind = f.slider.init ? 'init' : 'lecture';
  const words = value !== 0 && Math.abs(value) < 1e-3 ? sig(value, 2) : short(value, 4); // eps 1e-5: "1,0·10⁻⁵"
  return [{ value, label: t(`slider.${kind}`, { value: words }), said: t(`slider.${kind}Said`, { value: words }) }];
}

// specs -> a .controls row, and under it the note about a value that was changed; onChange(wish)
// after the setting is set (checked as a link's value would be); wish.preview while a slider moves
// (wish.slider: its setting's name).
export function controls(ctx, specs, onChange) {
  const note = el('p', { class: 'note control-note', role: 'status', 'data-key': 'control-note', hidden: true });
  const row = el(
    'div',
    { class: 'controls' },
    specs.map((f) => {
      // text: what was typed in the number box (the slider and its marks type nothing)
      const set = (v, wish = {}, text = undefined) => {
        const used = ctx.set({ [f.name]: v })[f.name];
        const changed = typeof v === 'number' && used !== v;
        note.hidden = !changed;
        note.textContent = changed ? changedText(f, v, used, text) : '';
        onChange(wish);
        return used;
      };
      if (f.check) return checkbox({ label: t(f.label), checked: ctx.state[f.name], name: f.name, onChange: set });
      if (f.options) {
        return selectInput({
          label: t(f.label),
          value: ctx.state[f.name],
          name: f.name,
          onChange: set,
          options: f.options.map(([v, key]) => [v, t(key)]),
        });
      }
      const def = field(f.name);
      if (f.slider) {
        return sliderInput({
          label: t(f.label),
          value: ctx.state[f.name],
          name: f.name,
          min: def.min,
          max: def.max,
          step: f.step ?? 'any',
          // a slider without its own ends spans the setting's range (the core's, where the row has none)
          slider: { ...f.slider, min: f.slider.min ?? def.min, max: f.slider.max ?? def.max },
          labelKey: f.label,
          marks: f.slider.marks?.(ctx) ?? lectureMark(ctx, f),
          onInput: (v) => set(v, { preview: true, slider: f.name }),
          onChange: (v, text) => set(v, {}, text),
        });
      }
      return numberInput({
        label: t(f.label),
        labelKey: f.label,
        value: shown(ctx.state[f.name]),
        name: f.name,
        min: def.min,
        max: def.max,
        step: f.step ?? 'any',
        onChange: (v, text) => set(v, {}, text),
      });
    }),
  );
  return el('div', { class: 'controls-box' }, row, note);
}
