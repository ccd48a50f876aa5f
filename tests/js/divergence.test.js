// divergence.test.js — the playground's reading of the core's divergence report (step, where the
// numbers first went non-finite, likely cause), on written reports of each kind and on a real
// diverging run; and the formatters and chart filters that keep NaN off the page.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadCore } from '../../web/src/core.js';
import { readDivergence, divergenceCause } from '../../web/src/divergence.js';
import { JOBS } from '../../web/src/jobs.js';
import { fmt, int, sig, pct, setLang } from '../../web/src/i18n.js';
import { drawable, drawableValues } from '../../web/src/charts.js';

const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));
const NAMES = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8').split('\n').slice(0, 1000).join('\n');
let core;

beforeAll(async () => {
  globalThis.document ??= { documentElement: {} }; // setLang writes <html lang>
  core = await loadCore({ wasmBinary });
  core.setNames(NAMES);
});
afterAll(() => core.dispose());

describe('reading the core\'s report', () => {
  it('activations, gradients, an exploding loss', () => {
    expect(readDivergence('step 812: loss became inf; first non-finite values in layers.3 (Linear) activations'))
      .toEqual({ step: 812, kind: 'activations', layer: 'layers.3 (Linear)' });
    expect(readDivergence('step 9: gradients became non-finite; first in layers.5 (Tanh) output gradient'))
      .toEqual({ step: 9, kind: 'gradients', layer: 'layers.5 (Tanh)' });
    expect(readDivergence('step 2: gradients became non-finite; first in a parameter gradient'))
      .toEqual({ step: 2, kind: 'gradients', layer: 'a parameter gradient' });
    expect(readDivergence('step 40: loss became 1523.5 (above 1000)')).toEqual({ step: 40, kind: 'lossHigh', loss: 1523.5 });
    expect(readDivergence('step 41: loss became -nan').loss).toBeNaN();
    expect(readDivergence('step 41: loss became inf')).toEqual({ step: 41, kind: 'loss', loss: Infinity });
    expect(readDivergence('garbage').step).toBeNaN(); // shown as '–', never as NaN
  });

  it('the likely cause follows the settings', () => {
    const base = { lr: 0.1, badInit: 1, gain: 5 / 3, norm: 'batch' };
    expect(divergenceCause({ ...base, lr: 10, badInit: 5 })).toBe('lrInit');
    expect(divergenceCause({ ...base, lr: 10 })).toBe('lr');
    expect(divergenceCause({ ...base, badInit: 5, norm: 'none' })).toBe('init');
    expect(divergenceCause({ ...base, gain: 5, norm: 'none' })).toBe('init');
    expect(divergenceCause({ ...base, badInit: 5 })).toBe('other'); // BatchNorm undoes a large init
    expect(divergenceCause(base)).toBe('other');
  });

  // tanh bounds every hidden activation, so such a run explodes through its loss (above 1000)
  // before any number can overflow; the page's e2e test uses the same settings.
  it('a real run with lr 10 and a bad init stops with a report the page can read, and no NaN in its data', async () => {
    const config = { nLayer: 4, nHidden: 1024, norm: 'none', gain: 5 / 3, badInit: 5, fixOutput: false, lr: 10,
      schedule: 'constant', batchSize: 32, steps: 300, seed: 2147483647 };
    JOBS.playgroundReset(core, { config });
    const partials = [];
    const ctx = { tick: async () => {}, progress: (done, total, rate, partial) => partials.push(partial) };
    const r = await JOBS.playgroundRun(core, { until: 300, evalEvery: 250 }, ctx);
    const last = r.last.chunk;
    expect(last.diverged).toBe(true);
    expect(r.step).toBeLessThan(300); // paused: no step after the divergence
    const d = readDivergence(last.divergence);
    expect(Number.isInteger(d.step) && d.step >= 1).toBe(true);
    expect(d.step).toBe(r.step + 1); // the step that diverged was not applied
    expect(d.kind).toBe('lossHigh');
    expect(d.loss).toBeGreaterThan(1000);
    if (d.layer) expect(d.layer).toMatch(/^(layers\.\d+ \(\w+\)|the embedding C\[X\]|a parameter gradient)$/);
    for (const p of partials) p.chunk.loss.forEach((l) => expect(Number.isFinite(l)).toBe(true));
    expect(divergenceCause(config)).toBe('lrInit');
    core.releasePlayground();
  }, 60000); // ~4 s: the evaluations of a 1024-wide model dominate
});

describe('numbers on the page are never the text NaN', () => {
  it('fmt, int, sig and pct show – and ∞', () => {
    setLang('en');
    for (const f of [fmt, int, sig, pct]) {
      for (const x of [NaN, undefined, null, 'x']) expect(f(x)).toBe('–');
      expect(f(Infinity)).toBe('∞');
      expect(f(-Infinity)).toBe('−∞');
    }
    expect(int(20000)).toBe('20,000');
    expect(pct(0.5)).toBe('50.0%');
  });

  it('charts get only finite points (and positive ones on a log axis); the rest are counted', () => {
    const pts = [[1, 2], [2, NaN], [3, Infinity], [NaN, 1], [5, -1], [6, 0.5]];
    expect(drawable(pts)).toEqual({ points: [[1, 2], [5, -1], [6, 0.5]], dropped: 3 });
    expect(drawable(pts, true)).toEqual({ points: [[1, 2], [6, 0.5]], dropped: 4 });
    expect(drawableValues(new Float64Array([1, NaN, -Infinity, 3]))).toEqual({ values: [1, null, null, 3], dropped: 2 });
  });
});
