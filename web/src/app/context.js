// context.js — what a mounted tab gets (ctx): the settings to read and set, the worker to ask (a
// section by name, or a streaming job), the lecture's constants, and the ready flag the browser
// test waits for. Made fresh for every mount; dispose() cancels the tab's jobs, and from then on
// none of them settles or reports progress (a gone tab draws nothing). Leaves out: the DOM.
import { t } from '../words/i18n.js';

// A job lost with its worker fails with a sentence in the page's language, not the bare reason.
function localised(e) {
  if (e?.name !== 'WorkerDiedError') return e;
  const reason = e.kind === 'silent' ? t('workers.silent') : e.message; // the heartbeat's reason is the page's
  return Object.assign(new Error(t('worker.died', { reason })), { name: e.name });
}

// store: store.js; worker: a WorkerClient; progress: the lesson's progress store (lesson/progress.js); onReady(): the tab has drawn its figures; onResult(r): a
// result the tab computed (the lesson's prompts compare predictions with it); openedBy: 'keys' when
// the student arrowed onto the tab (a minute-long job then waits for its button).
// lessonNotebook(ctx): the whole lesson's notebook parts (main.js loads the module that imports every tab).
export function makeContext({
  store,
  worker,
  progress = null,
  onReady = () => {},
  onResult = () => {},
  openedBy = 'open',
  lessonNotebook = null,
}) {
  const jobs = new Set();
  let alive = true;
  const never = new Promise(() => {});

  // The worker's Job, bound to this tab: progress and settling only while the tab is mounted.
  function own(job, onProgress) {
    jobs.add(job);
    job.onProgress = onProgress ? (p) => alive && onProgress(p) : null;
    job.promise = job.promise
      .finally(() => jobs.delete(job))
      .then(
        (r) => (alive ? r : never),
        (e) => (alive ? Promise.reject(localised(e)) : never),
      );
    return job;
  }

  return {
    get alive() {
      return alive;
    },
    openedBy,
    // The whole lesson as one notebook's parts (every figure tab's), or [] where the page offers none.
    lessonParts() {
      return lessonNotebook ? lessonNotebook(this) : Promise.resolve([]);
    },
    // The settings (state.js FIELDS), read-only: change them with set().
    get state() {
      return store.get().settings;
    },
    // The lecture's constants (seed, tanh gain, saturation threshold, depths, block size).
    get recipe() {
      return store.get().recipe;
    },
    // The playground's earlier runs (ghosts.js), kept while the page is open; never in the URL.
    get ghosts() {
      return store.get().ghosts ?? [];
    },
    setGhosts(list) {
      store.set({ ghosts: list });
    },
    // The names list's vocabulary, '.' first ('' before a list has loaded).
    get alphabet() {
      return store.get().names?.alphabet ?? '';
    },
    // The names list in use: { label, shipped (the page's own list), count, vocabSize, alphabet }, or null.
    get names() {
      return store.get().names;
    },
    // The student's progress (lesson/progress.js): the exercises write their verdicts there.
    progress,
    // Changes settings (checked, written to the URL); returns the settings as they now are.
    set(patch) {
      store.set({ settings: patch });
      return store.get().settings;
    },
    // One lesson section's result by name (Module.sectionNames()) -> Job { id, promise, cancel(), onProgress }.
    section(name, knobs, onProgress) {
      return own(worker.section(name, knobs), onProgress);
    },
    // A slider's cheaper figure by section name, in the pool's previews' worker (pool.js) -> Job.
    preview(name, knobs) {
      return own(worker.preview ? worker.preview(name, knobs) : worker.section(name, knobs));
    },
    // Starts the previews' worker now (after a tab's first figure), not at the first drag.
    warmPreview() {
      if (alive) worker.warmPreview?.();
    },
    // A streaming job of jobs.js (the 5.13 runs, the playground) -> Job.
    stream(job, params, onProgress) {
      return own(worker.stream(job, params), onProgress);
    },
    markReady() {
      if (alive) onReady();
    },
    // The tab's headline result, as the core returned it (lesson/prompts.js reads it).
    report(result) {
      if (alive) onResult(result);
    },
    dispose() {
      alive = false;
      for (const job of jobs) job.cancel();
      jobs.clear();
    },
  };
}
