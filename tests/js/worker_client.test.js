// worker_client.test.js — the page's side of the worker protocol with a fake worker: a worker that
// dies (an uncaught error, or 'fatal' after the module aborted) is replaced, the names list is
// sent to the new one first, the lost jobs fail with WorkerDiedError, the page is told, and the
// dead worker's late messages are ignored. Also: a cancel that is not honoured replaces the worker;
// every request is a Job (id, promise, cancel, onProgress) posted as a section, call or run message.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { WorkerClient } from '../../web/src/compute/worker_client.js';
import { WorkerDiedError, CancelledError } from '../../web/src/compute/protocol.js';
import { FakeWorker } from './fake_worker.js';

function setup() {
  const workers = [];
  const restarts = [];
  const client = new WorkerClient({
    makeWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    onRestart: (reason) => restarts.push(reason),
  });
  return { client, workers, restarts };
}

// A names list loaded successfully: what a new worker must be given again.
async function loadNames(client, worker, text) {
  const p = client.call('setNames', [text]).promise;
  const { id } = worker.sent.at(-1);
  worker.reply({ type: 'result', id, result: { count: 3 } });
  await p;
}

afterEach(() => vi.useRealTimers());

describe('worker client', () => {
  it("a job's progress and result reach its caller", async () => {
    const { client, workers } = setup();
    const seen = [];
    const job = client.section('kaiming', { nLayer: 6, seed: 1 }, (m) => seen.push(m.done));
    const p = job.promise;
    const { id } = workers[0].sent[0];
    expect(workers[0].sent[0]).toEqual({ type: 'section', id, name: 'kaiming', knobs: { nLayer: 6, seed: 1 } });
    expect(job.id).toBe(id);
    workers[0].reply({ type: 'progress', id, done: 1, total: 2 });
    workers[0].reply({ type: 'result', id, result: 42 });
    workers[0].reply({ type: 'result', id: 999, result: 'stray' }); // no such job: ignored
    await expect(p).resolves.toBe(42);
    expect(seen).toEqual([1]);
  });

  it("a result's timing from the worker is kept on its Job", async () => {
    const { client, workers } = setup();
    const job = client.section('kaiming', { nLayer: 6, seed: 1 });
    expect(job.ms).toBe(null);
    workers[0].reply({ type: 'result', id: workers[0].sent[0].id, result: 1, ms: { queued: 3, core: 40 } });
    await job.promise;
    expect(job.ms).toEqual({ queued: 3, core: 40 });
  });

  it("an error keeps the core's refusal code and params; a plain one has none", async () => {
    const { client, workers } = setup();
    const refused = client.section('tanh', { badInit: 11, seed: 1 }).promise;
    workers[0].reply({
      type: 'error',
      id: workers[0].sent[0].id,
      message: 'bad_init must be in (0, 10], got 11',
      code: 'range',
      params: { name: 'bad_init', got: '11' },
    });
    await expect(refused).rejects.toMatchObject({
      message: 'bad_init must be in (0, 10], got 11',
      code: 'range',
      params: { name: 'bad_init', got: '11' },
    });
    const plain = client.call('limits').promise;
    workers[0].reply({ type: 'error', id: workers[0].sent[1].id, message: 'no names list loaded' });
    const e = await plain.catch((x) => x);
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBeUndefined();
  });

  for (const [how, kill] of [
    ['an uncaught error', (w) => w.fail('Uncaught RangeError: out of memory')],
    ['a fatal message (the module aborted)', (w) => w.reply({ type: 'fatal', message: 'Aborted(OOM)' })],
  ]) {
    it(`${how}: new worker, names re-sent first, lost jobs fail with WorkerDiedError, page told`, async () => {
      const { client, workers, restarts } = setup();
      await loadNames(client, workers[0], 'anna\nbob\n<script>x</script>\n');
      const lost = client.stream('playgroundRun', { until: 100 }).promise;
      kill(workers[0]);
      await expect(lost).rejects.toBeInstanceOf(WorkerDiedError);
      expect(workers).toHaveLength(2);
      expect(workers[0].terminated).toBe(true);
      expect(workers[1].sent[0]).toMatchObject({ type: 'call', name: 'setNames', args: ['anna\nbob\n<script>x</script>\n'] });
      expect(restarts).toHaveLength(1);
      expect(restarts[0]).toMatch(/out of memory|Aborted/);
      // the dead worker's late answers change nothing; the new one serves new jobs
      const { id } = workers[0].sent.at(-1);
      workers[0].reply({ type: 'fatal', message: 'again' });
      workers[0].fail('late');
      expect(restarts).toHaveLength(1);
      const next = client.section('kaiming', {}).promise;
      workers[1].reply({ type: 'result', id: workers[1].sent.at(-1).id, result: 'ok' });
      await expect(next).resolves.toBe('ok');
      expect(id).toBeLessThan(workers[1].sent.at(-1).id);
    });
  }

  it('a job cancelled before the death fails as cancelled, not as lost', async () => {
    const { client, workers } = setup();
    const { promise, cancel } = client.stream('scenarios', {});
    cancel();
    workers[0].fail('boom');
    await expect(promise).rejects.toBeInstanceOf(CancelledError);
  });

  it('a cancel not honoured within the grace time replaces the worker and re-sends the other jobs', async () => {
    vi.useFakeTimers();
    const { client, workers, restarts } = setup();
    await loadNames(client, workers[0], 'emma\n');
    const stuck = client.section('start', { steps: 2000 });
    const queued = client.section('kaiming', {});
    stuck.cancel();
    vi.advanceTimersByTime(2000);
    await expect(stuck.promise).rejects.toBeInstanceOf(CancelledError);
    expect(workers).toHaveLength(2);
    expect(workers[1].sent.map((m) => m.name)).toEqual(['setNames', 'kaiming']);
    expect(restarts).toEqual([]); // a replacement the page asked for is not a death
    workers[1].reply({ type: 'result', id: queued.id, result: 1 });
    await expect(queued.promise).resolves.toBe(1);
  });

  it('a stream is a run message; progress reaches whoever sets onProgress later; a call has its args', async () => {
    const { client, workers } = setup();
    const job = client.stream('scenarios', { steps: 100, seed: 1 });
    expect(workers[0].sent[0]).toEqual({ type: 'run', id: job.id, job: 'scenarios', params: { steps: 100, seed: 1 } });
    const seen = [];
    job.onProgress = (m) => seen.push(m.partial);
    workers[0].reply({ type: 'progress', id: job.id, done: 0, total: 400, partial: { lecture: 1 } });
    workers[0].reply({ type: 'result', id: job.id, result: [] });
    await job.promise;
    expect(seen).toEqual([{ lecture: 1 }]);
    client.call('setNames', ['emma']);
    expect(workers[0].sent.at(-1)).toMatchObject({ type: 'call', name: 'setNames', args: ['emma'] });
  });

  it('crash() sends the test-only message', () => {
    const { client, workers } = setup();
    client.crash('abort');
    expect(workers[0].sent).toEqual([{ type: 'crash', how: 'abort' }]);
  });
});
