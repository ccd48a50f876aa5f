// worker.test.js — web/src/compute/worker.js on the real module, outside a browser: a 'section' message
// goes straight to core.section() and comes back as the section's result, a refusal as an error
// message with the core's code and params; 'call' reaches only the core's set-up functions, 'run'
// only jobs.js; a cancelled message is answered as cancelled. The worker's global `self` is faked.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { loadCore } from '../../web/src/compute/core.js';
import { wasmBinary, shippedNames } from './module_fixture.js';

const NAMES = shippedNames(1500);
const SEED = 2147483647;
const answers = new Map(); // id -> the final message (result, error or cancelled)
const progress = [];
let core;
let nextId = 1;

beforeAll(async () => {
  core = await loadCore({ wasmBinary }); // the worker's loadCore() then returns this module
  globalThis.self = {
    postMessage: (m) => (m.type === 'progress' ? progress.push(m) : answers.set(m.id, m)),
    close() {},
  };
  await import('../../web/src/compute/worker.js');
  await ask({ type: 'call', name: 'setNames', args: [NAMES] });
});
afterAll(() => core.dispose());

// Posts a message to the worker and resolves with its answer.
async function ask(body) {
  const id = nextId++;
  self.onmessage({ data: { ...body, id } });
  while (!answers.has(id)) await new Promise((r) => setTimeout(r, 1));
  return answers.get(id);
}

describe("the worker's section route", () => {
  it("a section by name comes back as the core's result for it", async () => {
    const knobs = { nLayer: 4, gain: 5 / 3, probeRows: 1000, seed: SEED, act: 'tanh' };
    const a = await ask({ type: 'section', name: 'kaiming', knobs });
    expect(a.type).toBe('result');
    expect(a.result).toEqual(core.section('kaiming', knobs));
    expect(a.result.naive.std.length).toBe(3);
  });

  it('a result says where its time went: waiting behind the request before it, then the core', async () => {
    const knobs = { nLayer: 4, gain: 5 / 3, probeRows: 1000, seed: SEED, act: 'tanh' };
    const [a, b] = [nextId++, nextId++];
    self.onmessage({ data: { type: 'section', name: 'kaiming', knobs, id: a } }); // both before either is answered
    self.onmessage({ data: { type: 'section', name: 'kaiming', knobs, id: b } });
    while (!answers.has(b)) await new Promise((r) => setTimeout(r, 1));
    const [first, second] = [answers.get(a).ms, answers.get(b).ms];
    expect(first.core).toBeGreaterThan(0);
    expect(first.queued).toBeGreaterThanOrEqual(0);
    expect(second.queued).toBeGreaterThanOrEqual(first.core); // the second waited for the whole first call
  });

  it("normMatrix: the input's own column and row std, and the 003 rows", async () => {
    const r = (
      await ask({
        type: 'section',
        name: 'normMatrix',
        knobs: {
          kind: 'batch',
          variance: 'biased',
          x: [
            [1, 2],
            [3, 6],
          ],
        },
      })
    ).result;
    expect(Array.from(r.inColStd)).toEqual([1, 2]);
    expect(Array.from(r.inRowStd)).toEqual([0.5, 1.5]);
    const l = (await ask({ type: 'section', name: 'normMatrix', knobs: { kind: 'layer', variance: 'biased', x: [[1, 2]] } })).result
      .sameRow;
    l.manual.forEach((v, i) => expect(l.layerOnManual[i]).toBeCloseTo(v, 4)); // LayerNorm == (x - mean) / population std
  });

  it("a refusal arrives with the core's message, code and params", async () => {
    const a = await ask({ type: 'section', name: 'tanh', knobs: { badInit: 11, seed: SEED } });
    expect(a).toMatchObject({ type: 'error', code: 'range', params: { name: 'bad_init', hi: '10', got: '11' } });
    expect(a.message).toContain('bad_init');
  });

  it('an unknown section is a page error with its own code', async () => {
    const a = await ask({ type: 'section', name: 'hockey', knobs: {} });
    expect(a).toMatchObject({ type: 'error', code: 'unknown_section', params: { name: 'hockey' } });
  });
});

describe("a section's first steps first (the start tab's hockey stick)", () => {
  it('the first 100 of 1000 steps come as a progress message, the prefix of the whole bit for bit, then the whole', async () => {
    const knobs = { steps: 1000, seed: SEED };
    const id = nextId;
    const a = await ask({ type: 'run', job: 'sectionFirst', params: { name: 'start', knobs, first: 100 } });
    expect(a.type).toBe('result');
    const whole = core.section('start', knobs);
    expect(a.result).toEqual(whole);
    const mine = progress.filter((m) => m.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ done: 100, total: 1000, partial: { first: 100 } });
    const first = mine[0].partial.partial;
    expect(first.hockeyNoFix).toHaveLength(100);
    expect(first.hockeyFix).toHaveLength(100);
    // toEqual compares numbers with Object.is: the same doubles, not close ones
    expect(first.hockeyNoFix).toEqual(whole.hockeyNoFix.slice(0, 100));
    expect(first.hockeyFix).toEqual(whole.hockeyFix.slice(0, 100));
    expect([first.noFix, first.fix, first.logVocab]).toEqual([whole.noFix, whole.fix, whole.logVocab]);
  });

  it('a figure of no more steps than the first part is computed once, without a progress message', async () => {
    const knobs = { steps: 50, seed: SEED };
    const id = nextId;
    const a = await ask({ type: 'run', job: 'sectionFirst', params: { name: 'start', knobs, first: 100 } });
    expect(a.result).toEqual(core.section('start', knobs));
    expect(progress.filter((m) => m.id === id)).toHaveLength(0);
  });
});

describe('the other routes', () => {
  it("call reaches only the core's set-up functions", async () => {
    const limits = await ask({ type: 'call', name: 'limits' });
    expect(limits.result.map((r) => r.name)).toContain('n_hidden');
    expect((await ask({ type: 'call', name: 'recipe' })).result.blockSize).toBe(3);
    for (const name of ['dispose', 'section', 'constructor']) {
      expect(await ask({ type: 'call', name })).toMatchObject({ type: 'error', code: 'unknown_call' });
    }
  });

  it('run reaches only the jobs of jobs.js; a job cancelled before it starts is answered as cancelled', async () => {
    const config = {
      nLayer: 3,
      nHidden: 8,
      norm: 'none',
      gain: 5 / 3,
      badInit: 1,
      fixOutput: true,
      lr: 0.1,
      schedule: 'constant',
      batchSize: 8,
      steps: 5,
      seed: 1,
    };
    const reset = await ask({ type: 'run', job: 'playgroundReset', params: { config } });
    expect(reset.result.params).toBeGreaterThan(0);
    for (const job of ['section', 'toString', '__proto__'])
      expect(await ask({ type: 'run', job })).toMatchObject({ type: 'error', code: 'unknown_job' });
    const id = nextId++;
    self.onmessage({ data: { type: 'cancel', id } });
    self.onmessage({ data: { type: 'run', id, job: 'playgroundRun', params: { until: 5 } } });
    while (!answers.has(id)) await new Promise((r) => setTimeout(r, 1));
    expect(answers.get(id)).toEqual({ type: 'cancelled', id });
    expect(core.playground.stepsDone()).toBe(0);
    const run = await ask({ type: 'run', job: 'playgroundRun', params: { until: 5 } });
    expect(run.result.step).toBe(5);
    expect(progress.at(-1)).toMatchObject({ type: 'progress', done: 5, total: 5 });
    core.releasePlayground();
  });

  it('messages of other shapes are ignored', async () => {
    const before = answers.size;
    for (const data of [null, 'run', { type: 'run' }, { type: 'nope', id: 999 }]) self.onmessage({ data });
    await new Promise((r) => setTimeout(r, 10));
    expect(answers.size).toBe(before);
  });
});
