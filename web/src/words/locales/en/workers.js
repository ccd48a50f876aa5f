// locales/en/workers.js — English: what the page says about its computing workers beyond shell.js's notes.
// The same keys as tr/workers.js, one key per line.
export default {
  workers: {
    silent: 'it gave no sign of life for 5 seconds',
  },
};
