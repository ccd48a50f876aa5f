// worker_client.js — the page's side of the worker protocol: run(job, params) returns a promise,
// streams progress to a callback and can be cancelled. One worker serves the whole page; jobs run
// one after another in the order they were asked for. A job that is busy inside one long wasm call
// cannot see a cancel message: if it has not stopped after CANCEL_GRACE_MS the worker is replaced
// (the names list is sent again) and the jobs that were not cancelled are re-sent to the new one.
// A worker that dies (uncaught error, or 'fatal' after the module aborted) is replaced the same
// way, but its jobs fail with WorkerDiedError (re-running them could kill the next one too), and
// onRestart(reason) tells the page.
import { RUN, CANCEL, CRASH, PROGRESS, RESULT, ERROR, CANCELLED, FATAL, CancelledError, WorkerDiedError } from './protocol.js';

const CANCEL_GRACE_MS = 1500;
const REPLAYED = new Set(['setNames']); // jobs whose last call sets up state a new worker needs

const spawnModuleWorker = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });

// An 'error' message as an Error, keeping the core's refusal code and params when it has them.
function errorOf({ message, code, params }) {
  const e = new Error(message);
  if (typeof code === 'string') Object.assign(e, { code, params: params ?? {} });
  return e;
}

export class WorkerClient {
  // makeWorker: () => a Worker-like object (tests pass a fake); onRestart(reason) after a death.
  constructor({ makeWorker = spawnModuleWorker, onRestart = null } = {}) {
    this.pending = new Map(); // id -> { job, params, resolve, reject, onProgress, cancelled }
    this.replay = new Map();  // job -> params of its last successful call
    this.nextId = 1;
    this.makeWorker = makeWorker;
    this.onRestart = onRestart;
    this.spawn();
  }

  spawn() {
    const w = this.makeWorker();
    this.worker = w;
    // A replaced worker's late messages and errors are ignored.
    w.onmessage = (ev) => { if (this.worker === w) this.onMessage(ev.data); };
    w.onerror = (ev) => {
      ev?.preventDefault?.();
      if (this.worker === w) this.died(ev?.message || 'worker error');
    };
  }

  // -> { id, promise }; onProgress({ done, total, rate, partial }) on every progress message.
  start(job, params = {}, onProgress = null) {
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.pending.set(id, { job, params, resolve, reject, onProgress, cancelled: false });
    });
    this.worker.postMessage({ type: RUN, id, job, params });
    return { id, promise };
  }

  run(job, params, onProgress) { return this.start(job, params, onProgress).promise; }

  cancel(id) {
    const p = this.pending.get(id);
    if (!p || p.cancelled) return;
    p.cancelled = true;
    this.worker.postMessage({ type: CANCEL, id });
    setTimeout(() => { if (this.pending.get(id)?.cancelled) this.restart(); }, CANCEL_GRACE_MS);
  }

  // For tests: makes the worker fail as a dying one would (protocol.js, 'crash').
  crash(how) { this.worker.postMessage({ type: CRASH, how }); }

  // A fresh worker with the replayed setup (the names list) sent first.
  replace() {
    this.worker.terminate();
    this.spawn();
    for (const [job, params] of this.replay) this.worker.postMessage({ type: RUN, id: 0, job, params });
  }

  restart() {
    this.replace();
    for (const [id, p] of this.pending) {
      if (p.cancelled) { this.pending.delete(id); p.reject(new CancelledError()); }
      else this.worker.postMessage({ type: RUN, id, job: p.job, params: p.params });
    }
  }

  died(reason) {
    this.replace();
    const lost = [...this.pending.values()];
    this.pending.clear();
    for (const p of lost) p.reject(p.cancelled ? new CancelledError() : new WorkerDiedError(reason));
    this.onRestart?.(reason);
  }

  onMessage(msg) {
    if (msg?.type === FATAL) { this.died(String(msg.message)); return; }
    const p = msg && this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === PROGRESS) { p.onProgress?.(msg); return; }
    this.pending.delete(msg.id);
    if (msg.type === RESULT) {
      if (REPLAYED.has(p.job)) this.replay.set(p.job, p.params);
      p.resolve(msg.result);
    } else if (msg.type === CANCELLED) p.reject(new CancelledError());
    else if (msg.type === ERROR) p.reject(errorOf(msg));
  }
}
