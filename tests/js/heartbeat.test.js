// heartbeat.test.js — a worker that dies without a word (closed, or stuck in a loop: no error
// event, no message) is found by the client's heartbeat within 5 s of its last message, replaced
// with the names list, its jobs fail with WorkerDiedError of kind 'silent' and the page is told;
// a worker that answers its pings, one inside an announced long call ('busy') and one whose script
// has not started yet are left alone. Fake timers and a fake worker: no browser needed.
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { WorkerClient } from '../../web/src/compute/worker_client.js';
import { WorkerDiedError } from '../../web/src/compute/protocol.js';

// A worker that answers pings only while `alive`.
class FakeWorker {
  constructor() {
    this.sent = [];
    this.terminated = false;
    this.alive = true;
  }
  postMessage(msg) {
    this.sent.push(msg);
    if (msg.type === 'ping' && this.alive) queueMicrotask(() => this.reply({ type: 'pong' }));
  }
  terminate() {
    this.terminated = true;
  }
  reply(msg) {
    this.onmessage?.({ data: msg });
  }
}

function setup() {
  const workers = [];
  const restarts = [];
  const client = new WorkerClient({
    makeWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    onRestart: (reason, kind) => restarts.push(kind),
  });
  return { client, workers, restarts };
}

// Advances fake time in 100 ms steps, letting the fake worker's answers through.
async function advance(ms) {
  for (let t = 0; t < ms; t += 100) await vi.advanceTimersByTimeAsync(100);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the heartbeat', () => {
  it('a worker that falls silent is replaced within 5 s of its last message; its job fails as silent', async () => {
    const { client, workers, restarts } = setup();
    workers[0].reply({ type: 'hello' });
    const names = client.call('setNames', ['emma\nava\n']);
    workers[0].reply({ type: 'result', id: names.id, result: { count: 2 } });
    await names.promise;
    const lost = client.stream('scenarios', { steps: 20000, seed: 1 });
    const failed = lost.promise.catch((e) => e);
    await advance(10000);
    expect(workers).toHaveLength(1); // answering its pings: alive, however long the job
    workers[0].alive = false; // self.close() or an endless loop: from now on, nothing
    await advance(4900);
    expect(workers).toHaveLength(2);
    expect(workers[0].terminated).toBe(true);
    const e = await failed;
    expect(e).toBeInstanceOf(WorkerDiedError);
    expect(e.kind).toBe('silent');
    expect(restarts).toEqual(['silent']);
    expect(workers[1].sent[0]).toMatchObject({ type: 'call', name: 'setNames', args: ['emma\nava\n'] });
  });

  it('inside an announced long call the worker is not pinged to death; its answer ends the wait', async () => {
    const { client, workers, restarts } = setup();
    workers[0].reply({ type: 'hello' });
    const s = client.section('batchnorm', {});
    workers[0].alive = false;
    workers[0].reply({ type: 'busy' });
    await advance(30000);
    expect(restarts).toEqual([]);
    workers[0].reply({ type: 'result', id: s.id, result: 1 });
    await expect(s.promise).resolves.toBe(1);
    await advance(5000); // no answer to the pings after the call: silent
    expect(restarts).toEqual(['silent']);
  });

  it('a worker whose script has not started is given START time; one that never starts is replaced', async () => {
    const { workers, restarts } = setup();
    await advance(20000);
    expect(restarts).toEqual([]);
    expect(workers[0].sent).toEqual([]); // no pings before its hello
    await advance(11000);
    expect(restarts).toEqual(['silent']);
    expect(workers).toHaveLength(2);
  });

  it('dispose() stops the heartbeat and the worker', async () => {
    const { client, workers, restarts } = setup();
    workers[0].reply({ type: 'hello' });
    workers[0].alive = false;
    client.dispose();
    await advance(10000);
    expect(workers[0].terminated).toBe(true);
    expect(restarts).toEqual([]);
  });
});
