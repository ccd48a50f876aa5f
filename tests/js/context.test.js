// context.test.js — what a mounted tab gets (web/src/app/context.js), with a fake worker: a section or
// a stream comes back as a Job whose progress and result reach the tab; a job lost with its worker
// fails with a sentence in the page's language; after dispose() the tab's jobs are cancelled and
// nothing of them settles or reports any more; set() goes through the store.
import { describe, it, expect, beforeAll } from 'vitest';
import { makeContext } from '../../web/src/app/context.js';
import { Job } from '../../web/src/compute/worker_client.js';
import { createStore, initialState } from '../../web/src/state/store.js';
import { defaults } from '../../web/src/state/state.js';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { WorkerDiedError } from '../../web/src/compute/protocol.js';

beforeAll(() => {
  globalThis.document ??= { documentElement: {} };
  return loadLang('en'); // the English words are a chunk of their own (i18n.js)
});

// Hands out Jobs the test settles by hand: settle(i, 'resolve' | 'reject', value), progress(i, p).
function fakeWorker() {
  const jobs = [];
  const make = (kind, name, params) => {
    let settle;
    const promise = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    const job = new Job(jobs.length + 1, promise, () => {
      job.cancelled = true;
    });
    jobs.push({ job, kind, name, params, settle });
    return job;
  };
  return {
    jobs,
    section: (name, knobs) => make('section', name, knobs),
    stream: (job, params) => make('stream', job, params),
    settle: (i, how, v) => jobs[i].settle[how](v),
    progress: (i, p) => jobs[i].job.onProgress?.(p),
  };
}

function setup() {
  const store = createStore(initialState(defaults(), []));
  const worker = fakeWorker();
  let ready = 0;
  const ctx = makeContext({
    store,
    worker,
    onReady: () => {
      ready++;
    },
  });
  return { store, worker, ctx, ready: () => ready };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('tab context', () => {
  it('section() and stream() give Jobs whose progress and result reach the tab', async () => {
    const { worker, ctx } = setup();
    const seen = [];
    const job = ctx.section('kaiming', { nLayer: 6, seed: 1 });
    expect(job).toBeInstanceOf(Job);
    expect(worker.jobs[0]).toMatchObject({ kind: 'section', name: 'kaiming', params: { nLayer: 6, seed: 1 } });
    const stream = ctx.stream('scenarios', { steps: 100 }, (p) => seen.push(p.done));
    worker.progress(1, { done: 5 });
    worker.settle(0, 'resolve', 42);
    worker.settle(1, 'resolve', 'ok');
    await expect(job.promise).resolves.toBe(42);
    await expect(stream.promise).resolves.toBe('ok');
    expect(seen).toEqual([5]);
  });

  it("a job lost with its worker fails with the page's sentence", async () => {
    setLang('en');
    const { worker, ctx } = setup();
    const job = ctx.section('start', {});
    worker.settle(0, 'reject', new WorkerDiedError('Aborted(OOM)'));
    await expect(job.promise).rejects.toMatchObject({ name: 'WorkerDiedError', message: 'the computing worker stopped: Aborted(OOM)' });
  });

  it("dispose() cancels the tab's jobs; nothing settles or reports afterwards, and markReady is ignored", async () => {
    const { worker, ctx, ready } = setup();
    const seen = [];
    let settled = false;
    const job = ctx.stream('playgroundRun', { until: 10 }, (p) => seen.push(p));
    job.promise.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    ctx.markReady();
    expect(ready()).toBe(1);
    ctx.dispose();
    expect(ctx.alive).toBe(false);
    expect(worker.jobs[0].job.cancelled).toBe(true);
    worker.progress(0, { done: 1 });
    worker.settle(0, 'resolve', 'late');
    await flush();
    expect(settled).toBe(false);
    expect(seen).toEqual([]);
    ctx.markReady();
    expect(ready()).toBe(1);
  });

  it("set() changes the store's settings (checked) and returns them; state reads the store", () => {
    const { store, ctx } = setup();
    expect(ctx.set({ k_layers: 99 }).k_layers).toBe(12);
    expect(store.get().settings.k_layers).toBe(12);
    expect(ctx.state.k_layers).toBe(12);
    store.set({ names: { alphabet: '.ab' }, recipe: { seed: 5 } });
    expect(ctx.alphabet).toBe('.ab');
    expect(ctx.recipe).toEqual({ seed: 5 });
  });
});
