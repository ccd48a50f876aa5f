// locales/en/live.js — English: what the tab's polite live region says after a change (describe.js),
// the prediction's reveal and presentation mode's steps. The same keys as tr/live.js.
export default {
  live: {
    hidden: 'Drawn again; the results stay hidden until you predict or choose “Just show me”.',
    revealed: 'Revealed. {result}',
    titles: 'Now shown: {titles}.',
    presentQuestion: 'The question',
    presentStep: 'Step {at} of {n}',
    mapScroll: 'The map is wider than the screen: swipe it sideways to see all {n} neurons.',
  },
};
