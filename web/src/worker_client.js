// worker_client.js — the page's side of the worker protocol: run(job, params) returns a promise,
// streams progress to a callback and can be cancelled. One worker serves the whole page, so
// jobs run one after another in the order they were asked for.
import { RUN, CANCEL, PROGRESS, RESULT, ERROR, CANCELLED, CancelledError } from './protocol.js';

export class WorkerClient {
  constructor() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.pending = new Map();
    this.nextId = 1;
    this.worker.onmessage = (ev) => this.onMessage(ev.data);
    this.worker.onerror = (ev) => {
      for (const p of this.pending.values()) p.reject(new Error(ev.message || 'worker error'));
      this.pending.clear();
    };
  }

  // -> { id, promise }; onProgress({ done, total, rate, partial }) on every progress message.
  start(job, params = {}, onProgress = null) {
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
    });
    this.worker.postMessage({ type: RUN, id, job, params });
    return { id, promise };
  }

  run(job, params, onProgress) { return this.start(job, params, onProgress).promise; }

  cancel(id) {
    if (this.pending.has(id)) this.worker.postMessage({ type: CANCEL, id });
  }

  onMessage(msg) {
    const p = msg && this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === PROGRESS) { p.onProgress?.(msg); return; }
    this.pending.delete(msg.id);
    if (msg.type === RESULT) p.resolve(msg.result);
    else if (msg.type === CANCELLED) p.reject(new CancelledError());
    else if (msg.type === ERROR) p.reject(new Error(msg.message));
  }
}
