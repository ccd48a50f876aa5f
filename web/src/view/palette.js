// palette.js — the charts' colours and dashes, with no imports, so node scripts (the e2e harness)
// can read them without the page's build: the Okabe–Ito palette (Okabe & Ito 2008: blue,
// vermillion, bluish green, reddish purple, orange, sky blue, black), one dash per series, and the
// grey of reference lines. chart_data.js re-exports them.
export const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
export const DASHES = [[], [6, 3], [2, 2], [10, 3, 2, 3], [4, 4], [1, 3], [12, 4]];
export const GUIDE = '#555555';
