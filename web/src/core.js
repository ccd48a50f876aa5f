// core.js — the one place that talks to the wasm module: loads it once, and owns every Embind
// object it creates (Lab, Playground), deleting each exactly once. Value objects and arrays come
// back as plain JS copies, so nothing here points into the wasm heap after a call returns.
// Used by the worker (and by the vitest suite, which passes { wasmBinary }).
import createNNCore from './wasm/nncore.mjs';

let modulePromise = null;

export function loadCore(options = {}) {
  modulePromise ??= createNNCore(options).then((module) => new Core(module));
  return modulePromise;
}

export class Core {
  constructor(module) {
    this.m = module;
    this.lab = null;        // the current names list's Lab
    this.playground = null; // the playground's trainer, if one exists
    this.scenarios = new Set(); // 5.13 runs in progress
  }

  // Replaces the names list. A bad file throws the loader's message and keeps the previous Lab.
  setNames(text) {
    const lab = new this.m.Lab(text);
    this.releasePlayground();
    this.lab?.delete();
    this.lab = lab;
    return lab.info();
  }

  requireLab() {
    if (!this.lab) throw new Error('no names list loaded');
    return this.lab;
  }

  // A new playground from plain settings; the previous one is deleted first.
  newPlayground(config) {
    this.releasePlayground();
    this.playground = new this.m.Playground(this.requireLab(), config);
    return this.playground;
  }

  releasePlayground() {
    this.playground?.delete();
    this.playground = null;
  }

  // One of the lecture's four 5.13 runs; give it back with releaseScenario() (also on error/cancel).
  newScenario(index, steps, seed) {
    const s = new this.m.Scenario(this.requireLab(), index, steps, seed);
    this.scenarios.add(s);
    return s;
  }

  releaseScenario(s) {
    if (this.scenarios.delete(s)) s.delete();
  }

  // The lesson's figures on the current names list (plain results, nothing to delete).
  figure(name, ...args) {
    const FIGURES = ['startingLoss', 'saturation', 'deadNeurons', 'activationStd', 'bnForward', 'runningStats',
      'spuriousBias', 'linearCollapse'];
    if (!FIGURES.includes(name)) throw new Error(`unknown figure: ${name}`);
    return this.m[name](this.requireLab(), ...args);
  }

  // Free functions of the module (no objects to own).
  limits() { return Array.from(this.m.limits()); }
  budgetBytes() { return this.m.budgetBytes(); }
  epsilonDemo(eps) { return this.m.epsilonDemo(eps); }
  residualDepths(depths, std) { return this.m.residualDepths(depths, std); }
  postNormNorms(blocks, std) { return this.m.postNormNorms(blocks, std); }
  layernormBatch(batch, seed) { return this.m.layernormBatch(batch, seed); }
  lectureValues() { return this.m.lectureValues(); }
  randomNormal(seed, count) { return this.m.randomNormal(seed, count); }
  randomUniform(seed, count) { return this.m.randomUniform(seed, count); }
  inspectNames(text) { return this.m.inspectNames(text); }
  bench(text, opts) { return this.m.runBench(text, opts); } // the benchmark (tools/bench_browser.mjs) -> { table, json }
  normCompare(request) {
    return this.m.normCompare({
      kind: 'batch', mode: 'train', variance: 'biased', gradOut: [], gamma: [], beta: [], eps: 1e-5,
      runningMean: [], runningVar: [], ...request,
    });
  }

  dispose() {
    for (const s of [...this.scenarios]) this.releaseScenario(s);
    this.releasePlayground();
    this.lab?.delete();
    this.lab = null;
  }
}
