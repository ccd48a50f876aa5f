// worker_client.js — the page's side of the worker protocol (protocol.js). Every request returns
// a Job: its promise settles with the result, cancel() asks the worker to stop it, onProgress (if
// set) sees each progress message. One client drives one worker (pool.js holds the page's few);
// its requests run one after another in the order they were made. A job busy inside one long wasm call cannot see a cancel
// message: if it has not stopped after CANCEL_GRACE_MS the worker is replaced (the names list is
// sent again) and the requests that were not cancelled are re-sent to the new one. A worker that
// dies (uncaught error, or 'fatal' after the module aborted) is replaced the same way, but its
// jobs fail with WorkerDiedError (re-running them could kill the next one too), and
// onRestart(reason, kind) tells the page. A worker that dies without a word (closed, or stuck in a
// loop) is found by the heartbeat: a ping every second, and one unanswered for SILENT_MS counts as
// a death ('silent'), so it is noticed within 5 s of the worker's last message — except during a
// synchronous call of the core it announced ('busy'), which only its answer or a cancel ends.
import * as protocol from './protocol.js';

const CANCEL_GRACE_MS = 1500;
const HEARTBEAT_MS = 1000; // a ping this often (and the heartbeat checked)
const SILENT_MS = 2500; // a ping unanswered this long: gone (HEARTBEAT_MS + SILENT_MS = 3.5 s after
// the last message, leaving room for late timers on a busy machine)
const START_MS = 30000; // a new worker's first word ('hello') may wait for its script to download
const SILENT_REASON = 'no sign of life for 5 s'; // the page words it (kind 'silent')
// Calls whose last success sets up state a new worker needs (the pool sends them to every worker).
export const REPLAYED = new Set(['setNames']);

const spawnModuleWorker = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });

// An 'error' message as an Error, keeping the refusal's (or page error's) code and params.
function errorOf({ message, code, params }) {
  const e = new Error(message);
  if (typeof code === 'string') Object.assign(e, { code, params: params ?? {} });
  return e;
}

// One request to the worker. promise: its result; cancel(): stop it (a CancelledError then);
// onProgress({ done, total, rate, partial }): set by whoever wants the progress messages.
export class Job {
  constructor(id, promise, cancel, onProgress = null) {
    this.id = id;
    this.promise = promise;
    this.cancel = cancel;
    this.onProgress = onProgress;
    this.ms = null; // set with the result: the worker's { queued, core } ms
  }
}

export class WorkerClient {
  // makeWorker: () => a Worker-like object (tests pass a fake); onRestart(reason, kind) after a
  // death (kind as WorkerDiedError's).
  constructor({ makeWorker = spawnModuleWorker, onRestart = null } = {}) {
    this.pending = new Map(); // id -> { msg, job, resolve, reject, cancelled }
    this.replay = new Map(); // call name -> its last successful message
    this.nextId = 1;
    this.makeWorker = makeWorker;
    this.onRestart = onRestart;
    this.spawn();
    this.lastBeat = Date.now();
    this.beat = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
    this.beat.unref?.(); // node (vitest): the heartbeat alone keeps no process alive
  }

  spawn() {
    const w = this.makeWorker();
    this.worker = w;
    // the heartbeat's view of this worker: spoken yet, the unanswered ping's time, inside a long call
    this.life = { bornAt: Date.now(), spoke: false, awaiting: null, busy: false };
    // A replaced worker's late messages and errors are ignored.
    w.onmessage = (ev) => {
      if (this.worker === w) this.onMessage(ev.data);
    };
    w.onerror = (ev) => {
      ev?.preventDefault?.();
      if (this.worker === w) this.died(ev?.message || 'worker error');
    };
  }

  // Every HEARTBEAT_MS: ping the worker, or find it silent. A late tick (the page itself was
  // asleep or busy) judges nothing: the answer may be waiting behind it.
  heartbeat() {
    const now = Date.now();
    const late = now - this.lastBeat > 2 * HEARTBEAT_MS;
    this.lastBeat = now;
    const life = this.life;
    if (!life.spoke) {
      if (now - life.bornAt > START_MS && !late) this.died(SILENT_REASON, 'silent');
    } else if (life.awaiting === null || late) {
      life.awaiting = now;
      this.worker.postMessage({ type: protocol.PING });
    } else if (!life.busy && now - life.awaiting >= SILENT_MS) this.died(SILENT_REASON, 'silent');
  }

  // Stops the heartbeat and the worker (the page's pool shrinking, or a test ending).
  dispose() {
    clearInterval(this.beat);
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new protocol.CancelledError());
    this.pending.clear();
  }

  // One lesson section by name (the module's sectionNames()): its result struct.
  section(name, knobs = {}, onProgress = null) {
    return this.start({ type: protocol.SECTION, name, knobs }, onProgress);
  }

  // A set-up call of the core (protocol.js CALLS): call('setNames', [text]).
  call(name, args = []) {
    return this.start({ type: protocol.CALL, name, args });
  }

  // A streaming job of jobs.js, its progress to onProgress.
  stream(job, params = {}, onProgress = null) {
    return this.start({ type: protocol.RUN, job, params }, onProgress);
  }

  // body: a message without its id -> Job.
  start(body, onProgress) {
    const id = this.nextId++;
    const msg = { ...body, id };
    let entry;
    const promise = new Promise((resolve, reject) => {
      entry = { msg, resolve, reject, cancelled: false };
    });
    entry.job = new Job(id, promise, () => this.cancel(id), onProgress);
    this.pending.set(id, entry);
    this.worker.postMessage(msg);
    return entry.job;
  }

  cancel(id) {
    const p = this.pending.get(id);
    if (!p || p.cancelled) return;
    p.cancelled = true;
    this.worker.postMessage({ type: protocol.CANCEL, id });
    setTimeout(() => {
      if (this.pending.get(id)?.cancelled) this.restart();
    }, CANCEL_GRACE_MS);
  }

  // For tests: makes the worker fail as a dying one would (protocol.js, 'crash').
  crash(how) {
    this.worker.postMessage({ type: protocol.CRASH, how });
  }

  // A fresh worker with the replayed set-up (the names list) sent first.
  replace() {
    this.worker.terminate();
    this.spawn();
    for (const msg of this.replay.values()) this.worker.postMessage({ ...msg, id: 0 });
  }

  restart() {
    this.replace();
    for (const [id, p] of this.pending) {
      if (p.cancelled) {
        this.pending.delete(id);
        p.reject(new protocol.CancelledError());
      } else this.worker.postMessage(p.msg);
    }
  }

  died(reason, kind = 'error') {
    this.replace();
    const lost = [...this.pending.values()];
    this.pending.clear();
    for (const p of lost) p.reject(p.cancelled ? new protocol.CancelledError() : new protocol.WorkerDiedError(reason, kind));
    this.onRestart?.(reason, kind);
  }

  onMessage(msg) {
    Object.assign(this.life, { spoke: true, awaiting: null, busy: msg?.type === protocol.BUSY });
    if (msg?.type === protocol.FATAL) {
      this.died(String(msg.message), 'fatal');
      return;
    }
    const p = msg && this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === protocol.PROGRESS) {
      p.job.onProgress?.(msg);
      return;
    }
    this.pending.delete(msg.id);
    if (msg.type === protocol.RESULT) {
      if (p.msg.type === protocol.CALL && REPLAYED.has(p.msg.name)) this.replay.set(p.msg.name, p.msg);
      p.job.ms = msg.ms ?? null; // the worker's { queued, core } ms (the slider bench reads them)
      p.resolve(msg.result);
    } else if (msg.type === protocol.CANCELLED) p.reject(new protocol.CancelledError());
    else if (msg.type === protocol.ERROR) p.reject(errorOf(msg));
  }
}
