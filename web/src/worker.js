// worker.js — all computation happens here, off the page's thread. It loads the wasm module once
// (core.js), runs the jobs of jobs.js one at a time, and lets a long job yield between chunks
// so a 'cancel' message can arrive. If the module aborts (out of memory, a failed assertion) it
// is unusable: the worker reports 'fatal' and closes, and the page starts a new one.
// Leaves out: parallel jobs (the module is single-threaded).
import { RUN, CANCEL, CRASH, PROGRESS, RESULT, ERROR, CANCELLED, FATAL, CancelledError } from './protocol.js';
import { JOBS } from './jobs.js';
import { loadCore } from './core.js';

const cancelled = new Set();
let queue = Promise.resolve();
let dead = false;

function fatal(what) {
  if (dead) return;
  dead = true;
  self.postMessage({ type: FATAL, message: String(what || 'the module aborted') });
  self.close();
}

function context(id) {
  return {
    // Yields to the event loop (a cancel may arrive), then throws if this job was cancelled.
    async tick() {
      await new Promise((r) => setTimeout(r, 0));
      if (cancelled.has(id)) throw new CancelledError();
    },
    // Jobs call this once per chunk (~100 ms), so every message carries data worth drawing.
    progress(done, total, rate, partial) {
      self.postMessage({ type: PROGRESS, id, done, total, rate, partial });
    },
  };
}

async function runJob({ id, job, params }) {
  try {
    const fn = JOBS[job];
    if (!fn) throw new Error(`unknown job: ${job}`);
    const core = await loadCore({ onAbort: fatal });
    if (cancelled.has(id)) throw new CancelledError();
    const result = await fn(core, params ?? {}, context(id));
    if (!dead) self.postMessage({ type: RESULT, id, result });
  } catch (e) {
    if (dead) return;
    if (e instanceof CancelledError) self.postMessage({ type: CANCELLED, id });
    else self.postMessage({ type: ERROR, id, message: e?.message ?? String(e), code: e?.code, params: e?.params });
  } finally {
    cancelled.delete(id);
  }
}

function crash(how) {
  if (how === 'abort') fatal('Aborted(test)');
  else if (how === 'throw') setTimeout(() => { throw new Error('test crash'); });
}

self.onmessage = (ev) => {
  const msg = ev.data;
  if (!msg || typeof msg !== 'object' || dead) return;
  if (msg.type === CRASH) { crash(msg.how); return; }
  if (typeof msg.id !== 'number') return;
  if (msg.type === CANCEL) cancelled.add(msg.id);
  else if (msg.type === RUN) queue = queue.then(() => runJob(msg));
};
