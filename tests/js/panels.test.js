// panels.test.js — the 5.13 panels and 5.14 series through the real module and the worker's jobs:
// a playground's panels (tanh, tanh-gradient and weight-gradient histograms with their statistics,
// each panel's histograms on shared bins), the update:data series in increments that join up, every
// step's loss for the export; the live run reports them; the four 5.13 runs report theirs at
// initialisation and after training, and the panels change nothing about the run.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { JOBS, PANEL_BINS } from '../../web/src/compute/jobs.js';

let core;
beforeAll(async () => {
  core = await coreWithNames(1500);
});
afterAll(() => core.dispose());

const CONFIG = {
  nLayer: 4,
  nHidden: 32,
  norm: 'batch',
  gain: 5 / 3,
  badInit: 1,
  fixOutput: true,
  lr: 0.1,
  schedule: 'constant',
  batchSize: 32,
  steps: 200,
  seed: 2147483647,
};
const ctx = { async tick() {}, progress() {} };

describe('the 5.13 panels', () => {
  it('a playground reports its panels at initialisation: one entry per tanh layer and per 2-d weight', () => {
    const r = JOBS.playgroundReset(core, { config: CONFIG });
    const p = r.panels;
    expect(p.tanh.map((s) => s.name)).toEqual(['layers.2 (Tanh)', 'layers.5 (Tanh)', 'layers.8 (Tanh)']);
    expect(p.weights.map((w) => w.name)).toEqual(['C', 'layers.0.weight', 'layers.3.weight', 'layers.6.weight', 'layers.9.weight']);
    expect(Array.from(p.weights[0].shape)).toEqual([core.lab.info().vocabSize, 10]);
    for (const s of p.tanh) {
      expect(s.hist.counts.length).toBe(PANEL_BINS);
      expect(Array.from(s.gradHist.edges)).toEqual(Array.from(p.tanh[0].gradHist.edges)); // one x axis per panel
      expect(s.std).toBeGreaterThan(0.3);
      expect(s.saturationPct).toBeGreaterThanOrEqual(0);
    }
    for (const w of p.weights) expect(w.gradToData).toBeGreaterThan(0);
  });

  it("a live run reports panels and update:data increments that join up; the export has every step's loss", async () => {
    JOBS.playgroundReset(core, { config: CONFIG });
    const seen = [];
    const live = { ...ctx, progress: (done, total, rate, partial) => seen.push(partial) };
    await JOBS.playgroundRun(core, { until: 120, steps: CONFIG.steps }, live);
    await JOBS.playgroundRun(core, { until: 200, steps: CONFIG.steps, udFrom: seen.filter((p) => p.ud).at(-1).ud.next }, live);
    const withPanels = seen.filter((p) => p.panels);
    expect(withPanels.length).toBeGreaterThanOrEqual(2); // at least at the end of each run
    expect(seen.at(-1).panels).toBeDefined(); // the last chunk always carries them
    const steps = withPanels.flatMap((p) => Array.from(p.ud.steps));
    expect(steps).toEqual(Array.from({ length: 200 }, (_, k) => k + 1)); // stride 1 for 200 steps: every step, once
    expect(withPanels[0].ud.names).toEqual(['C', 'layers.0.weight', 'layers.3.weight', 'layers.6.weight', 'layers.9.weight']);
    const ex = JOBS.playgroundExport(core);
    expect(ex.losses.length).toBe(200);
    const fromChunks = seen.flatMap((p) => Array.from(p.chunk.loss));
    expect(Array.from(ex.losses)).toEqual(fromChunks);
    expect(ex.dev).toBeCloseTo(JOBS.playgroundFinal(core).dev, 12);
  });

  it('reading the panels leaves the run as it would have been', async () => {
    JOBS.playgroundReset(core, { config: CONFIG });
    await JOBS.playgroundRun(core, { until: 50, steps: CONFIG.steps }, ctx);
    const probed = Array.from(JOBS.playgroundExport(core).losses);
    core.newPlayground(CONFIG);
    core.playground.run(50);
    expect(Array.from(core.playground.losses())).toEqual(probed);
  });

  it("the four 5.13 runs: panels at initialisation first, then each run's after training", async () => {
    const seen = [];
    await JOBS.scenarios(core, { steps: 100, seed: 2147483647 }, { ...ctx, progress: (d, t, r, partial) => seen.push(partial) });
    expect(seen[0].panels).toHaveLength(4);
    expect(seen[0].panels[0].tanh).toHaveLength(5);
    const trained = seen.filter((p) => p.result && p.panels);
    expect(trained.map((p) => p.index)).toEqual([0, 1, 2, 3]);
    expect(trained[1].panels.tanh[0].std).not.toBe(seen[0].panels[1].tanh[0].std);
    expect(core.scenarios.size).toBe(0);
  }, 120000);
});
