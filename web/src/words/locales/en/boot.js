// locales/en/boot.js — English: the loading line of the page's first script (boot.js), shown before
// the rest of the page has downloaded. The same keys as tr/boot.js, one key per line.
export default {
  boot: {
    loading: 'Loading makemore-lab — {parts}',
    page: 'page code: {state}',
    core: 'compute core (WebAssembly): {state}',
    names: 'names list: {state}',
    waiting: 'downloading…',
    done: 'ready',
    bytes: '{got} / {total} KB',
    failed: 'failed',
    noWorker: 'makemore-lab could not start its computing worker here ({why}).',
    noPage: 'makemore-lab could not load its page; reload to try again.',
  },
};
