// previews.test.js — the sliders' cheaper figures through the real wasm module (lesson/preview.hpp):
// each is its section's own part for the same knobs (the page merges it into the figure on screen
// while a slider moves), and a bad knob is refused as the section refuses it.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';

let core;
beforeAll(async () => {
  core = await coreWithNames(3000);
});
afterAll(() => core.dispose());

// Embind's typed arrays and plain arrays alike, as nested plain arrays
const plain = (x) => JSON.parse(JSON.stringify(x, (k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v)));

describe('the core previews', () => {
  it('are listed with the sections the worker may call', () => {
    expect(Array.from(core.m.previewNames())).toEqual(['kaimingGain', 'batchnormPipeline', 'batchnormRunning']);
  });

  it('kaimingGain: the Kaiming stack of kaiming for the same knobs, without the naive stack', () => {
    for (const act of ['tanh', 'relu']) {
      const k = { nLayer: 5, gain: 1.3, probeRows: 200, seed: 7, act };
      const full = core.section('kaiming', k);
      const part = core.section('kaimingGain', k);
      expect(plain(part.kaiming)).toEqual(plain(full.kaiming));
      expect(part.act).toBe(act);
      expect(part.naive.gain).toBe(1);
      expect(part.naive.std.length).toBe(0);
      expect(part.nLayer).toBe(5);
      expect(() => core.section('kaimingGain', { ...k, gain: 0 })).toThrow(/gain/);
    }
  });

  it('kaimingGain over a drag: the stack kept between moves gives each move the section’s numbers', () => {
    // the Lab keeps the gain-1 stack between calls (GainStack); a change of depth, seed or
    // nonlinearity draws it anew, and a refused move leaves it usable
    const moves = [
      { gain: 1.3, act: 'tanh', nLayer: 5, seed: 7 },
      { gain: 0.6, act: 'tanh', nLayer: 5, seed: 7 },
      { gain: 1, act: 'tanh', nLayer: 5, seed: 7 },
      { gain: 1.3, act: 'relu', nLayer: 5, seed: 7 },
      { gain: 1.3, act: 'tanh', nLayer: 3, seed: 7 },
      { gain: 2.2, act: 'tanh', nLayer: 3, seed: 9 },
      { gain: 0.6, act: 'tanh', nLayer: 5, seed: 7 },
    ];
    for (const m of moves) {
      const k = { ...m, probeRows: 200 };
      expect(plain(core.section('kaimingGain', k).kaiming), JSON.stringify(m)).toEqual(plain(core.section('kaiming', k).kaiming));
    }
    expect(() => core.section('kaimingGain', { ...moves[0], probeRows: 200, nLayer: 40 })).toThrow(/n_layer|layer/);
    const k = { ...moves[1], probeRows: 200 };
    expect(plain(core.section('kaimingGain', k).kaiming)).toEqual(plain(core.section('kaiming', k).kaiming));
  });

  it('batchnormPipeline and batchnormRunning: the pipeline, eps demo and running statistics of batchnorm', () => {
    const k = { badInit: 4.5, eps: 1e-3, gamma: -0.7, beta: 0.4, momentum: 0.3, steps: 25, seed: 11 };
    const full = core.section('batchnorm', k);
    const p = core.section('batchnormPipeline', k);
    expect(plain(p.pipeline)).toEqual(plain(full.pipeline));
    expect(plain(p.eps)).toEqual(plain(full.eps));
    expect(plain(p.lecture)).toEqual(plain(full.lecture));
    expect([p.badInit, p.gamma, p.beta]).toEqual([4.5, -0.7, 0.4]);
    const r = core.section('batchnormRunning', k);
    expect(plain({ ...r.running, trueMean: full.running.trueMean, trueVar: full.running.trueVar })).toEqual(plain(full.running));
    expect([r.running.trueMean.length, r.running.trueVar.length]).toEqual([0, 0]);
    // what the page keeps from the figure on screen while the momentum moves: the model (and so the
    // whole split's statistics, and each batch's) is trained alike for every momentum
    const other = core.section('batchnorm', { ...k, momentum: 0.05 });
    expect(plain(other.running.trueMean)).toEqual(plain(full.running.trueMean));
    expect(plain(other.running.trueVar)).toEqual(plain(full.running.trueVar));
    expect(plain(other.running.batchMean)).toEqual(plain(full.running.batchMean));
    expect(plain(other.running.runningMean)).not.toEqual(plain(full.running.runningMean));
    expect([r.momentum, r.steps]).toEqual([0.3, 25]);
    expect(() => core.section('batchnormPipeline', { ...k, eps: 0 })).toThrow(/eps/);
  });
});
