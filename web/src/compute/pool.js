// pool.js — the page's computing workers: the first serves everything (sections, set-up calls, the
// playground), and a job made of independent runs (the four 5.13 scenarios) is split over a small
// pool — as many workers as the machine has cores, at least 2, at most 4, one wasm module each —
// each run streaming its own curve, merged into the one Job the tab asked for. Cancel stops every
// run; a worker that dies is replaced (worker_client.js) and the whole job fails with it. The names
// list goes to every worker. Leaves out: threads inside one module (one core each, no shared memory).
import { WorkerClient, Job, REPLAYED } from './worker_client.js';
import { CALL } from './protocol.js';

// The pool's size for a machine with `cores` logical cores (navigator.hardwareConcurrency).
export const poolSize = (cores) => Math.max(2, Math.min(4, Math.floor(Number(cores)) || 2));

// Jobs that split into independent runs: params -> { total steps, parts: [{ job, params }] }.
const SPLIT = {
  scenarios: ({ steps, seed }) => ({
    total: 4 * steps,
    parts: [0, 1, 2, 3].map((index) => ({ job: 'scenario', params: { index, steps, seed } })),
  }),
};

export class WorkerPool {
  // size: the most workers (poolSize of the machine); makeWorker, onRestart: as WorkerClient's.
  constructor({ size = poolSize(globalThis.navigator?.hardwareConcurrency), makeWorker, onRestart = null } = {}) {
    this.size = size;
    this.options = makeWorker ? { makeWorker, onRestart } : { onRestart };
    this.clients = [new WorkerClient(this.options)]; // the others start when a split job first needs them
    this.nextId = -1; // a split job's id (negative: never a worker message's)
    this.lastNames = null; // { text, job } of the last setNames sent
  }

  get main() {
    return this.clients[0];
  }

  section(name, knobs = {}, onProgress = null) {
    return this.main.section(name, knobs, onProgress);
  }

  // A slider's cheaper figure (or a part of one) in the second worker, which no full figure holds
  // up; started at the first ask if warmPreview() did not start it.
  preview(name, knobs = {}) {
    return this.previewer.section(name, knobs);
  }

  // Starts the previews' worker ahead of its first preview (a tab with sliders has drawn its
  // first figure): the first drag does not wait for its module's compile and the names list.
  warmPreview() {
    return this.previewer;
  }

  get previewer() {
    return this.workers(2).at(-1); // the first itself in a pool of one
  }

  // A set-up call; one that sets up state (the names list) goes to every worker, the first answers.
  // The names list last sent is not sent again: its call answers (boot.js sends the shipped list as
  // soon as it is downloaded, and the page asks for it again once its code has loaded).
  call(name, args = []) {
    if (name === 'setNames' && this.lastNames?.text === args[0]) return this.lastNames.job;
    if (REPLAYED.has(name)) for (const c of this.clients.slice(1)) c.call(name, args).promise.catch(() => {});
    const job = this.main.call(name, args);
    if (name === 'setNames') this.lastNames = { text: args[0], job };
    return job;
  }

  // The shipped list sent ahead of the page (boot.js), only while no list has been sent: a
  // student's kept list that the page sent first must not be replaced by it. -> the Job, or null.
  offerNames(text) {
    return this.lastNames ? null : this.call('setNames', [text]);
  }

  stream(job, params = {}, onProgress = null) {
    return SPLIT[job] ? this.split(SPLIT[job](params), onProgress) : this.main.stream(job, params, onProgress);
  }

  crash(how) {
    this.main.crash(how);
  }

  // `count` workers, starting the missing ones with the names list the first one holds, or the
  // one still on its way to it (the first tab is opened while the list is being set up).
  workers(count) {
    while (this.clients.length < Math.min(count, this.size)) {
      const c = new WorkerClient(this.options);
      const setup = new Map(this.main.replay);
      for (const { msg } of this.main.pending.values()) if (msg.type === CALL && REPLAYED.has(msg.name)) setup.set(msg.name, msg);
      for (const [name, msg] of setup) {
        c.replay.set(name, msg);
        c.call(name, msg.args).promise.catch(() => {});
      }
      this.clients.push(c);
    }
    return this.clients.slice(0, count);
  }

  // Runs `parts` on the pool, each worker taking the next part when its last one ends; progress is
  // merged ({ done, total, rate } over all parts, each part's partial as it comes, the lecture's
  // values once). The merged rate is the sum of the running parts' own rates, each timed from its
  // start in its worker: not the steps over the time since this job began, which counts a second
  // worker's start-up (compiling its module) as slow steps. -> one Job: the parts' results in order.
  split({ total, parts }, onProgress) {
    const queue = parts.map((p, i) => ({ ...p, i }));
    const running = new Set(); // the parts' Jobs in flight
    const done = parts.map(() => 0);
    const rates = parts.map(() => 0); // steps/s of each part now (0: not stepping)
    const results = [];
    let stopped = false;
    let lectureSent = false;
    const job = new Job(
      this.nextId--,
      null,
      () => {
        stopped = true;
        for (const j of running) j.cancel();
      },
      onProgress,
    );
    const merge = (i, m) => {
      if (stopped) return; // a stopped job reports nothing more (the other runs' last chunks)
      if (m.partial?.lecture) {
        if (lectureSent) return;
        lectureSent = true;
      }
      done[i] = m.done;
      rates[i] = m.rate; // a note without steps (rate 0): this part is not stepping
      const all = done.reduce((a, b) => a + b, 0);
      job.onProgress?.({ ...m, done: all, total, rate: m.rate ? rates.reduce((a, b) => a + b, 0) : 0 });
    };
    const serve = async (client) => {
      while (queue.length && !stopped) {
        const p = queue.shift();
        const part = client.stream(p.job, p.params, (m) => merge(p.i, m));
        running.add(part);
        try {
          results[p.i] = await part.promise;
        } finally {
          running.delete(part);
          rates[p.i] = 0;
        }
      }
    };
    job.promise = Promise.all(this.workers(parts.length).map(serve)).then(
      () => results,
      (e) => {
        job.cancel(); // one part failed: the others stop
        throw e;
      },
    );
    return job;
  }
}
