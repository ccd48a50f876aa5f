// locales/en/keys.js — English: the keyboard shortcuts dialog and the skip link to the figures.
// The same keys as tr/keys.js.
export default {
  keys: {
    title: 'Keyboard shortcuts',
    closeButton: 'Close',
    skipFigures: 'Skip to the tab’s figures',
    help: { key: '?', does: 'opens this list (not while typing in a field)' },
    skip: { key: 'Tab (at the top of the page)', does: 'the links that skip to the tab’s content or its figures' },
    tabs: { key: '← → Home End (on the tab strip)', does: 'moves between the tabs' },
    slider: { key: '← → ↑ ↓ Home End (on a slider)', does: 'one step per press; the figure follows' },
    table: { key: '↑ ↓ Enter (in a data table)', does: 'lights a row up in the chart; Enter picks it' },
    map: { key: '← → Home End Enter (on the dead-neuron map)', does: 'picks a neuron and opens it' },
    series: { key: 'Enter, Shift+Enter (on the series buttons)', does: 'hides a series, or shows it alone' },
    present: { key: '← → PageUp PageDown (in presentation mode)', does: 'the next or previous figure or step' },
    close: { key: 'Esc', does: 'closes this dialog' },
  },
};
