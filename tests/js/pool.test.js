// pool.test.js — the page's pool of workers with fake workers: its size follows the machine's cores
// (at least 2, at most 4); the four 5.13 runs are split over the workers, each worker taking the
// next run when its last one ends, their progress merged into one Job (the lecture's values once,
// done/total over all four) and their results in order; the names list reaches every worker (also
// one not yet answered), and the list last sent is not sent again; cancel
// stops every run; a worker that dies fails the whole job and the others stop. A slider's preview
// goes to the second worker: it answers while the first still computes a full figure.
import { describe, it, expect } from 'vitest';
import { WorkerPool, poolSize } from '../../web/src/compute/pool.js';
import { WorkerDiedError, CancelledError } from '../../web/src/compute/protocol.js';
import { FakeWorker } from './fake_worker.js';

function setup(size) {
  const workers = [];
  const restarts = [];
  const pool = new WorkerPool({
    size,
    makeWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    onRestart: (reason) => restarts.push(reason),
  });
  return { pool, workers, restarts };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the pool of workers', () => {
  it('is sized from the cores: at least 2, at most 4', () => {
    expect([undefined, 1, 2, 3, 4, 8, 64].map(poolSize)).toEqual([2, 2, 2, 3, 4, 4, 4]);
  });

  it('splits the four runs over its workers, merges their progress, gives the results in order', async () => {
    const { pool, workers } = setup(2);
    const names = pool.call('setNames', ['emma\n']);
    workers[0].reply({ type: 'result', id: names.id, result: { count: 1 } });
    await names.promise;
    const seen = [];
    const job = pool.stream('scenarios', { steps: 100, seed: 3 });
    job.onProgress = (m) => seen.push(m);
    expect(workers).toHaveLength(2);
    expect(workers[1].sent[0]).toMatchObject({ type: 'call', name: 'setNames', args: ['emma\n'] }); // before its run
    const [a] = workers[0].runs();
    const [b] = workers[1].runs();
    expect([a.job, a.params, b.params]).toEqual(['scenario', { index: 0, steps: 100, seed: 3 }, { index: 1, steps: 100, seed: 3 }]);
    workers[0].reply({ type: 'progress', id: a.id, done: 0, total: 100, rate: 0, partial: { lecture: 'L' } });
    workers[1].reply({ type: 'progress', id: b.id, done: 0, total: 100, rate: 0, partial: { lecture: 'L' } });
    workers[1].reply({ type: 'progress', id: b.id, done: 40, total: 100, rate: 9, partial: { index: 1, points: [[1, 3]] } });
    workers[0].reply({ type: 'progress', id: a.id, done: 30, total: 100, rate: 9, partial: { index: 0, points: [[1, 2]] } });
    expect(seen.map((m) => [m.done, m.total, m.partial])).toEqual([
      [0, 400, { lecture: 'L' }],
      [40, 400, { index: 1, points: [[1, 3]] }],
      [70, 400, { index: 0, points: [[1, 2]] }],
    ]);
    workers[0].reply({ type: 'result', id: a.id, result: 'r0' });
    await tick();
    const [, c] = workers[0].runs(); // the first free worker takes the next run
    expect(c.params.index).toBe(2);
    // the merged rate: the sum of the running runs' own rates (each timed in its worker from its
    // start), a run that has ended counting no more; a note without steps has none
    workers[1].reply({ type: 'progress', id: b.id, done: 60, total: 100, rate: 8, partial: { index: 1, points: [] } });
    workers[0].reply({ type: 'progress', id: c.id, done: 10, total: 100, rate: 7, partial: { index: 2, points: [] } });
    workers[1].reply({ type: 'progress', id: b.id, done: 60, total: 100, rate: 0, partial: { index: 1, evaluating: true } });
    expect(seen.slice(1).map((m) => m.rate)).toEqual([9, 18, 8, 15, 0]);
    workers[1].reply({ type: 'result', id: b.id, result: 'r1' });
    await tick();
    const [, d] = workers[1].runs();
    expect(d.params.index).toBe(3);
    workers[1].reply({ type: 'result', id: d.id, result: 'r3' });
    workers[0].reply({ type: 'result', id: c.id, result: 'r2' });
    await expect(job.promise).resolves.toEqual(['r0', 'r1', 'r2', 'r3']);
  });

  it('other requests go to the first worker; a new names list to every worker', async () => {
    const { pool, workers } = setup(3);
    pool.stream('scenarios', { steps: 10, seed: 1 });
    expect(workers).toHaveLength(3);
    pool.section('kaiming', {});
    pool.stream('playgroundRun', { until: 5 });
    expect(workers[0].sent.slice(-2).map((m) => m.name ?? m.job)).toEqual(['kaiming', 'playgroundRun']);
    pool.call('setNames', ['ada\n']);
    for (const w of workers) expect(w.sent.at(-1)).toMatchObject({ type: 'call', name: 'setNames', args: ['ada\n'] });
    pool.call('limits');
    expect(workers.map((w) => w.sent.at(-1).name)).toEqual(['limits', 'setNames', 'setNames']);
  });

  it('the names list last sent is not sent again: its call answers; another list, or the first after it, is sent', async () => {
    const { pool, workers } = setup(2);
    const early = pool.call('setNames', ['ada\n']); // boot.js, as soon as the shipped list is in
    const again = pool.call('setNames', ['ada\n']); // the page, once its code has loaded
    expect(again).toBe(early);
    expect(workers[0].sent.filter((m) => m.name === 'setNames')).toHaveLength(1);
    workers[0].reply({ type: 'result', id: early.id, result: { count: 1 } });
    await expect(again.promise).resolves.toEqual({ count: 1 });
    const kept = pool.call('setNames', ['bo\n']); // a student's kept list replaces it
    const back = pool.call('setNames', ['ada\n']); // and back to the shipped one
    expect([kept, back]).not.toContain(early);
    expect(workers[0].sent.filter((m) => m.name === 'setNames').map((m) => m.args[0])).toEqual(['ada\n', 'bo\n', 'ada\n']);
  });

  it('the shipped list offered ahead of the page is sent only while no list has been: a kept list sent first stays', () => {
    const { pool, workers } = setup(2);
    const kept = pool.call('setNames', ['bo\n']); // the page's kept list, before the shipped one is downloaded
    expect(pool.offerNames('ada\n')).toBeNull(); // boot.js, once the shipped list is in
    expect(workers[0].sent.filter((m) => m.name === 'setNames').map((m) => m.args[0])).toEqual(['bo\n']);
    expect(pool.call('setNames', ['bo\n'])).toBe(kept);
    const { pool: other, workers: ws } = setup(2);
    const early = other.offerNames('ada\n'); // the usual order: the shipped list first, then the page's
    expect(early).not.toBeNull();
    expect(other.call('setNames', ['ada\n'])).toBe(early);
    other.call('setNames', ['bo\n']);
    expect(ws[0].sent.filter((m) => m.name === 'setNames').map((m) => m.args[0])).toEqual(['ada\n', 'bo\n']);
  });

  it('a run started while the names list is still on its way to the first worker gets that list first', () => {
    const { pool, workers } = setup(2);
    pool.call('setNames', ['ada\n']); // no answer yet: the page opened the tab before the list landed
    pool.stream('scenarios', { steps: 10, seed: 1 });
    expect(workers).toHaveLength(2);
    expect(workers[1].sent[0]).toMatchObject({ type: 'call', name: 'setNames', args: ['ada\n'] });
    expect(workers[1].sent[1]).toMatchObject({ type: 'run', job: 'scenario' });
  });

  it('cancel stops every run', async () => {
    const { pool, workers } = setup(4);
    const job = pool.stream('scenarios', { steps: 10, seed: 1 });
    job.cancel();
    for (const w of workers) {
      const [run] = w.runs();
      expect(w.sent.at(-1)).toEqual({ type: 'cancel', id: run.id });
      w.reply({ type: 'cancelled', id: run.id });
    }
    await expect(job.promise).rejects.toBeInstanceOf(CancelledError);
    expect(workers.flatMap((w) => w.runs())).toHaveLength(4); // no run started after the cancel
  });

  it('a worker that dies fails the job; the other runs are cancelled; the dead one is replaced', async () => {
    const { pool, workers, restarts } = setup(2);
    const job = pool.stream('scenarios', { steps: 10, seed: 1 });
    const seen = [];
    job.onProgress = (m) => seen.push(m.done);
    workers[1].fail('Uncaught RangeError: out of memory');
    await expect(job.promise).rejects.toBeInstanceOf(WorkerDiedError);
    const [run] = workers[0].runs();
    expect(workers[0].sent.at(-1)).toEqual({ type: 'cancel', id: run.id });
    workers[0].reply({ type: 'progress', id: run.id, done: 5, total: 10, rate: 1, partial: { index: 0, points: [] } });
    expect(seen).toEqual([]); // the failed job's other runs report nothing more (its bar stays hidden)
    expect(workers).toHaveLength(3);
    expect(workers[1].terminated).toBe(true);
    expect(restarts).toHaveLength(1);
    expect(pool.clients[1].worker).toBe(workers[2]);
  });

  it('a preview goes to the second worker and answers while the first is busy with a full figure', async () => {
    const { pool, workers } = setup(2);
    const names = pool.call('setNames', ['emma\n']);
    workers[0].reply({ type: 'result', id: names.id, result: { count: 1 } });
    await names.promise;
    expect(workers).toHaveLength(1); // the second starts only when asked
    const full = pool.section('batchnorm', { momentum: 0.1, steps: 200 });
    let fullDone = false;
    full.promise.then(() => (fullDone = true));
    const preview = pool.preview('batchnormRunning', { momentum: 0.5, steps: 20 });
    expect(workers).toHaveLength(2);
    expect(workers[1].sent.map((m) => m.name)).toEqual(['setNames', 'batchnormRunning']); // the names list first
    expect(workers[0].sent.filter((m) => m.type === 'section').map((m) => m.name)).toEqual(['batchnorm']);
    const asked = workers[1].sent.at(-1);
    expect(asked).toMatchObject({ type: 'section', knobs: { momentum: 0.5, steps: 20 } });
    workers[1].reply({ type: 'result', id: asked.id, result: 'part', ms: { queued: 0, core: 3 } });
    await expect(preview.promise).resolves.toBe('part');
    expect(fullDone).toBe(false);
    workers[0].reply({ type: 'result', id: workers[0].sent.at(-1).id, result: 'whole' });
    await expect(full.promise).resolves.toBe('whole');
  });

  it("warmPreview starts the previews' worker once, with the names list on its way", () => {
    const { pool, workers } = setup(3);
    pool.call('setNames', ['ada\n']);
    pool.warmPreview();
    pool.warmPreview();
    expect(workers).toHaveLength(2);
    expect(workers[1].sent).toMatchObject([{ type: 'call', name: 'setNames', args: ['ada\n'] }]);
    pool.preview('kaimingGain', { gain: 1 });
    expect(workers).toHaveLength(2);
    expect(workers[1].sent.at(-1)).toMatchObject({ type: 'section', name: 'kaimingGain' });
  });

  it("a previews' worker that dies fails its preview only and is replaced; the first worker goes on", async () => {
    const { pool, workers, restarts } = setup(2);
    const full = pool.section('kaiming', {});
    const preview = pool.preview('kaimingGain', { gain: 2 });
    workers[1].fail('Uncaught RangeError: out of memory');
    await expect(preview.promise).rejects.toBeInstanceOf(WorkerDiedError);
    expect(restarts).toHaveLength(1);
    expect(pool.previewer.worker).toBe(workers[2]);
    workers[0].reply({ type: 'result', id: workers[0].sent.at(-1).id, result: 'whole' });
    await expect(full.promise).resolves.toBe('whole');
    const again = pool.preview('kaimingGain', { gain: 1.5 });
    expect(workers[2].sent.at(-1)).toMatchObject({ type: 'section', name: 'kaimingGain' });
    workers[2].reply({ type: 'result', id: workers[2].sent.at(-1).id, result: 'part' });
    await expect(again.promise).resolves.toBe('part');
  });
});
