// words/bands.js — the one vocabulary of a quantity's change from a first value to a last, as the
// core decides it (lesson/words.hpp band: its thresholds stay there, a result carries them as
// r.words): vanishing, fading, stable, growing, exploding. The residual tab's verdict on a gradient
// norm names its band (trend: "exploding"), the Kaiming tab's on a stack's std says it as the
// stack's verb (hold: "explodes"); both tabs read theirs here as the one band, and pick the factors
// their words quote by it. Decides nothing: no threshold, no DOM.
export const BANDS = ['vanishing', 'fading', 'stable', 'growing', 'exploding'];
// a verdict of the core (trend's name or hold's verb) -> its band; 'undefined' for anything else
const OF = {
  vanishing: 'vanishing',
  fading: 'fading',
  stable: 'stable',
  growing: 'growing',
  exploding: 'exploding',
  vanishes: 'vanishing',
  fades: 'fading',
  holds: 'stable',
  grows: 'growing',
  explodes: 'exploding',
};
export const bandOf = (verdict) => (Object.hasOwn(OF, verdict) ? OF[verdict] : 'undefined');
