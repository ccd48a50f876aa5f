// divergence.test.js — the playground's sentence from the core's Divergence struct (step, where the
// numbers first went non-finite, likely cause), on structs of each kind and on a real diverging
// run, in English and Turkish; and the formatters and chart filters that keep NaN off the page.
// The likely-cause rule itself is the core's (tests/native/test_train.cpp).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadCore } from '../../web/src/compute/core.js';
import { divergence, stopped } from '../../web/src/tabs/playground/words.js';
import { absorbHealth } from '../../web/src/tabs/playground/run.js';
import { playgroundConfig } from '../../web/src/pytorch/playground_config.js';
import { defaults } from '../../web/src/state/state.js';
import { say } from '../../web/src/words/say.js';
import { JOBS } from '../../web/src/compute/jobs.js';
import { fmt, int, sig, pct, setLang, loadLang } from '../../web/src/words/i18n.js';
import { drawable, drawableValues } from '../../web/src/view/chart_data.js';

beforeAll(() => loadLang('en'));
// the playground's divergence sentence (tabs/playground/words.js) at settings written as the page's
const divergenceText = (d, s = {}, names = null) =>
  divergence(d, { pg_lr: Number(s.lr ?? 0.1), pg_bad: Number(s.bad ?? 1), pg_gain: 5 / 3 }, names)
    .map(say)
    .join(' ');
// the English words are a chunk of their own (i18n.js)

const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));
const NAMES = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8')
  .split('\n')
  .slice(0, 1000)
  .join('\n');
let core;

beforeAll(async () => {
  globalThis.document ??= { documentElement: {} }; // setLang writes <html lang>
  core = await loadCore({ wasmBinary });
  core.setNames(NAMES);
});
afterAll(() => core.dispose());

describe("the sentence from the core's Divergence", () => {
  const at = (d) => divergenceText({ layer: -1, layerType: '', value: 0, cause: 'other', ...d }, { lr: '10', bad: '5' });
  it('activations, gradients, an exploding loss', () => {
    setLang('en');
    const act = at({ step: 812, kind: 'activations', layer: 3, layerType: 'Linear', value: Infinity });
    expect(act).toContain('step 812');
    expect(act).toContain('the activations of layers.3 (Linear) were the first to go non-finite');
    expect(at({ step: 9, kind: 'gradients', layer: 5, layerType: 'Tanh' })).toContain('non-finite in layers.5 (Tanh)');
    expect(at({ step: 2, kind: 'gradients', layer: -1, layerType: 'parameter' })).toContain('non-finite in a parameter gradient');
    expect(at({ step: 40, kind: 'loss_high', value: 1523.5 })).toContain('exploded to 1,523.5 (the limit is 1000)');
    expect(at({ step: 41, kind: 'loss', value: NaN })).toContain('the loss became undefined (0/0)');
    expect(at({ step: 41, kind: 'loss', value: Infinity })).toContain('the loss became ∞');
    expect(at({ step: NaN, kind: 'loss', value: NaN })).toContain('diverged at step – and'); // never the text NaN
    setLang('tr');
    const tr = at({ step: 4, kind: 'activations', layer: -1, layerType: 'embedding', cause: 'init' });
    expect(tr).toMatch(/4\. adımda ıraksadı/);
    expect(tr).toContain('C[X] gömmesi');
    expect(tr).toContain('Olası neden');
    setLang('en');
  });

  it("the likely cause is the core's, worded with the run's settings", () => {
    setLang('en');
    expect(at({ step: 1, kind: 'loss', cause: 'lr_init' })).toContain('Likely cause: the learning rate (10) is too high for this init');
    expect(at({ step: 1, kind: 'loss', cause: 'lr' })).toContain('the learning rate (10) is too high; each update overshoots');
    expect(at({ step: 1, kind: 'loss', cause: 'init' })).toContain(
      'the init is too large (gain 1.666667, bad-init multiplier ×5: one of them at least twice its Kaiming value',
    );
    expect(at({ step: 1, kind: 'loss', cause: 'other' })).toContain('the updates are unstable');
  });

  // tanh bounds every hidden activation, so such a run explodes through its loss (above 1000)
  // before any number can overflow; the page's e2e test uses the same settings.
  it('a real run with lr 10 and a bad init stops with a report the page can read, and no NaN in its data', async () => {
    const config = {
      nLayer: 4,
      nHidden: 1024,
      norm: 'none',
      gain: 5 / 3,
      badInit: 5,
      fixOutput: false,
      lr: 10,
      schedule: 'constant',
      batchSize: 32,
      steps: 300,
      seed: 2147483647,
    };
    JOBS.playgroundReset(core, { config });
    const partials = [];
    const ctx = { tick: async () => {}, progress: (done, total, rate, partial) => partials.push(partial) };
    const r = await JOBS.playgroundRun(core, { until: 300, evalEvery: 250 }, ctx);
    const last = r.last.chunk;
    expect(last.diverged).toBe(true);
    expect(r.step).toBeLessThan(300); // paused: no step after the divergence
    const d = last.divergence;
    expect(Number.isInteger(d.step) && d.step >= 1).toBe(true);
    expect(d.step).toBe(r.step + 1); // the step that diverged was not applied
    expect(d.kind).toBe('loss_high');
    expect(d.value).toBeGreaterThan(1000);
    expect(d.layer).toBe(-1); // no layer went non-finite: the loss exploded first
    for (const p of partials) p.chunk.loss.forEach((l) => expect(Number.isFinite(l)).toBe(true));
    expect(d.cause).toBe('lr_init');
    core.releasePlayground();
  }, 60000); // ~4 s: the evaluations of a 1024-wide model dominate
});

// issue 42: "the playground's divergence names no layer and its health table then shows 0 % and std 0
// everywhere". A loss that explodes while every activation is finite names no layer and says why;
// the health table then shows what the core measured, not a broken model's zeros.
describe('a divergence with no layer to name, on the real core', () => {
  it('says every layer was still finite, and the health table keeps finite, non-zero values', async () => {
    setLang('en');
    const st = { ...defaults(), pg_norm: 'layer', pg_lr: 10, pg_width: 200, pg_steps: 300 };
    const r0 = JOBS.playgroundReset(core, { config: playgroundConfig(st) });
    const run = { health: r0.health, healthStep: 0, healthNote: null };
    const ctx = { tick: async () => {}, progress: (done, total, rate, partial) => absorbHealth(run, partial) };
    const r = await JOBS.playgroundRun(core, { until: 300, evalEvery: 250 }, ctx);
    core.releasePlayground();
    const c = r.last.chunk;
    expect(c.diverged).toBe(true);
    expect(c.divergence.layer).toBe(-1);
    expect(stopped(c, st).map(say).join(' ')).toContain('while every layer’s activations were still finite');
    const h = run.health;
    for (const k of ['saturation', 'actStd', 'gradStd']) expect(Array.from(h[k]).every(Number.isFinite), k).toBe(true);
    expect(Array.from(h.actStd).every((v) => v > 0)).toBe(true);
    expect(Array.from(h.saturation).some((v) => v > 0)).toBe(true);
  }, 60000);
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
    const pts = [
      [1, 2],
      [2, NaN],
      [3, Infinity],
      [NaN, 1],
      [5, -1],
      [6, 0.5],
    ];
    expect(drawable(pts)).toEqual({
      points: [
        [1, 2],
        [5, -1],
        [6, 0.5],
      ],
      dropped: 3,
      nonFinite: 3,
      nonPositive: 0,
    });
    expect(drawable(pts, true)).toEqual({
      points: [
        [1, 2],
        [6, 0.5],
      ],
      dropped: 4,
      nonFinite: 3,
      nonPositive: 1, // -1 on a log axis: finite, not drawable
    });
    expect(drawableValues(new Float64Array([1, NaN, -Infinity, 3]))).toEqual({ values: [1, null, null, 3], dropped: 2 });
  });
});
