// tabs/common.js — what the tabs share: a controls row bound to settings (every change goes to the
// URL and recomputes), one "compute, then draw" cycle around a Job (busy bar, cancel button, error
// box, the ready flag), a tab's controls from its manifest, and the note on the lecture's settings.
// A whole figure tab: section/tab.js. A tab's parts live on its instance: whatever in the view has
// dispose() is released when the tab is unmounted.
import { el, progressBar, errorBox } from '../view/ui.js';
import { t, short, sig } from '../words/i18n.js';
import { field, atText } from '../state/state.js';
import { describeError } from '../words/messages.js';
import { settingValueText } from '../words/setting_words.js';
import { latestWins } from '../compute/latest.js';
import { histBars } from '../view/chart_data.js';
import { fromOne } from '../compute/series.js';
import { namedGain } from '../teaching/prompts.js';
import { knobsOf, labelsOf, controls } from '../view/controls.js';
import { controlsOf } from './manifests.js';
import { GAIN } from './kaiming/manifest.js';

// For the tabs; defined below them, where the panels and exercises import them too.
export { histBars, fromOne, knobsOf, labelsOf, controls };

// A tab's controls (controls.js specs), from its manifest; `sliders`: what the tab adds to a
// slider's spec, by setting ({ name: { marks } }). A slider without its own ends spans its
// setting's range (controls.js, when the control is built).
export function specsOf(id, sliders = {}) {
  return controlsOf(id).map((c) => (c.slider ? { ...c, slider: { ...c.slider, ...sliders[c.name] } } : c));
}

// A tab's compute cycle. start(bar, wish) -> a Job (ctx.section / ctx.preview / ctx.stream);
// draw(result, wish). A refusal of the core is shown in the page's language, settings named by
// `labels` ({ core name: label }). -> { el, refresh(wish), dispose() }: refresh() asks for the
// figure of the settings as they are then. wish: { preview } (a cheaper figure while a slider moves).
// Full figures and previews are two lanes (latest.js each): the previews run in their own worker, so
// a drag's previews do not wait behind the full figure the last release started. In each lane,
// while one computation runs, later asks are merged into one, sent when it ends; an answer is
// dropped (never drawn) when a newer ask, in either lane, was made after it, unless keep(wish) says
// it still shows the settings as they are; and when it is older than the figure on screen (a full
// figure that comes after a newer preview), unless it is the full figure of the settings on screen
// as a preview.
export function figureRunner(ctx, start, draw, labels = {}, keep = () => false) {
  const err = errorBox();
  const bar = progressBar(() => {
    full.stop();
    previews.stop();
  });
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  const box = el('div', { class: 'runner' }, bar.el, status, err.el);
  let asks = 0; // the asks so far: a wish's number says which came later
  let shown = null; // the figure on screen: { n, preview }
  const settle = (wish, { result, error }) => {
    if (!full.busy) bar.hide();
    const older = wish.n < asks && !keep(wish); // stale: the settings changed since
    const behind = shown && shown.n > wish.n && (wish.preview || !shown.preview);
    if (older || behind) return;
    shown = { n: wish.n, preview: !!wish.preview };
    box.dataset.figure = wish.preview ? 'preview' : 'full';
    if (!error) {
      draw(result, wish);
      if (!wish.preview) ctx.markReady();
    } else if (error.name === 'CancelledError') status.textContent = t('common.cancelled');
    else err.show(describeError(error, labels));
  };
  const begin = (wish) => {
    err.clear();
    status.textContent = '';
    if (!wish.preview) bar.busy(); // a preview comes within a frame or two: no bar blinking under the slider
    return start(bar, wish);
  };
  const full = latestWins(begin, settle, { keep });
  const previews = latestWins(begin, settle, { keep });
  return {
    el: box,
    refresh(wish = {}) {
      wish.n = ++asks;
      (wish.preview ? previews : full).want(wish);
    },
    dispose() {
      full.cancel();
      previews.cancel();
    },
  };
}

// The round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above x: a shared
// axis's top, close enough above the tallest bar that the chart is not half empty.
export const niceCeil = (x) => {
  const p = 10 ** Math.floor(Math.log10(Math.max(x, 1)));
  return [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * p).find((v) => v >= x);
};

// Calls dispose() on every part of a view that has one (its charts, also inside an array of parts).
export function disposeAll(view) {
  for (const part of Object.values(view).flat()) part?.dispose?.();
}

// A setting's number in the note: as short as it is exact to 4 decimals, a smaller one (eps 10⁻⁵)
// to 3 significant digits rather than "0".
const number = (v) => (v !== 0 && Math.abs(v) < 1e-3 ? sig(v, 3) : short(v, 4));

// The sentence saying that the lecture's printed values were computed with other settings than
// the tab's (the state table's defaults are the lecture's settings) or on another names list,
// each setting named with its value here and the text's; '' when they were not. specs: the controls
// the printed values depend on; button: the tab offers "use the text's settings" below the note.
export function lectureDiffers(ctx, specs, { button = false } = {}) {
  // the text's gains as it writes them (5/3, not 1.6667); a seed is a name, not a quantity: its
  // digits without grouping (2147483647, not 2.147.483.647)
  const value = (name, v) =>
    (name === GAIN.name && namedGain(v)) || (name === 'seed' ? String(v) : typeof v === 'number' ? number(v) : settingValueText(name, v));
  const diff = specs
    .filter((f) => !atText(f.name, ctx.state[f.name]))
    .map((f) =>
      t('common.lectureValue', {
        label: t(f.label),
        here: value(f.name, ctx.state[f.name]),
        value: value(f.name, field(f.name).def),
        name: f.name,
      }),
    );
  const names = ctx.names;
  if (names && !names.shipped) diff.push(t('common.lectureList'));
  if (!diff.length) return '';
  // '; ' between settings in both languages: a value may hold the English thousands comma (20,000)
  const note = t('common.lectureDiffers', { list: diff.join('; ') });
  return button ? `${note} ${t('common.lectureButton')}` : note;
}
