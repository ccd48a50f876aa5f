// tabs/exercises/manifest.js — the exercises (5.16): no settings of its own (each card has its own
// knobs), no figures to embed one by one, no prediction. No DOM.
export default { id: 'exercises', settings: [], lecture: [], figures: [] };
