// core.js — the one place that talks to the wasm module: loads it once, and owns every Embind
// object it creates (Lab, Playground, Scenario, StartRun), deleting each exactly once. Value objects and
// arrays come back as plain JS copies, so nothing here points into the wasm heap after a call
// returns. A refusal of the core arrives as an Error with .code and .params (wasm-bindings/marshal.hpp).
// What the page itself cannot do (no names list yet, an unknown section) is an Error with a code
// of its own (protocol.js pageError). Used by the worker (and by vitest, which passes { wasmBinary }).
import createNNCore from '../wasm/nncore.mjs';
import { pageError } from './protocol.js';

let modulePromise = null;

export function loadCore(options = {}) {
  modulePromise ??= createNNCore(options).then((module) => new Core(module));
  return modulePromise;
}

// The sections (and exercise checks) that compute from fixed inputs, not from the names list.
const WITHOUT_LAB = new Set(['normMatrix', 'residual', 'exCrossEntropy', 'exBatchnormBackward']);

export class Core {
  constructor(module) {
    this.m = module;
    // what section(name, knobs) accepts: the lesson's sections, the sliders' cheaper figures
    // (a section's part: kaimingGain, batchnormPipeline, batchnormRunning) and the 5.18 exercises' checks
    this.sections = new Set([...module.sectionNames(), ...module.previewNames(), ...module.exerciseNames()]);
    this.lab = null; // the current names list's Lab
    this.playground = null; // the playground's trainer, if one exists
    this.scenarios = new Set(); // 5.13 runs in progress
    this.startRuns = new Set(); // start sections computed in parts, in progress
  }

  // Replaces the names list. A bad file throws the loader's refusal and keeps the previous Lab.
  setNames(text) {
    const lab = new this.m.Lab(text);
    this.releasePlayground();
    this.lab?.delete();
    this.lab = lab;
    return lab.info();
  }

  requireLab() {
    if (!this.lab) throw pageError('no_names', 'no names list loaded');
    return this.lab;
  }

  // One page section's result (plain data, nothing to delete): start, tanh, kaiming, batchnorm
  // and the exercise checks exFirstLoss, exSaturation, exGain, exBatchnorm on the current names
  // list; normMatrix, residual, exCrossEntropy, exBatchnormBackward on their own inputs. knobs: the
  // section's value object (every field given).
  section(name, knobs) {
    if (!this.sections.has(name)) throw pageError('unknown_section', `unknown section: ${name}`, { name: String(name) });
    return WITHOUT_LAB.has(name) ? this.m[name](knobs) : this.m[name](this.requireLab(), knobs);
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

  // One of the lecture's four 5.13 runs ({ steps, seed }); give it back with releaseScenario()
  // (also on error or cancel).
  newScenario(index, knobs) {
    const s = new this.m.Scenario(this.requireLab(), index, knobs);
    this.scenarios.add(s);
    return s;
  }

  releaseScenario(s) {
    if (this.scenarios.delete(s)) s.delete();
  }

  // The start section in parts ({ steps, seed }): its fixed part once, then advance(n) continues
  // its two SGD loops; result() is core.section('start', …) with the steps done so far, bit for bit.
  // Give it back with releaseStartRun() (also on error or cancel).
  newStartRun(knobs) {
    const run = new this.m.StartRun(this.requireLab(), knobs);
    this.startRuns.add(run);
    return run;
  }

  releaseStartRun(run) {
    if (this.startRuns.delete(run)) run.delete();
  }

  // Free functions of the module (no objects to own).
  limits() {
    return Array.from(this.m.limits());
  }
  budgetBytes() {
    return this.m.budgetBytes();
  }
  recipe() {
    return this.m.recipe();
  }
  diagnosticsLecture() {
    return this.m.diagnosticsLecture();
  }
  randomNormal(seed, count) {
    return this.m.randomNormal(seed, count);
  }
  randomUniform(seed, count) {
    return this.m.randomUniform(seed, count);
  }
  inspectNames(text) {
    return this.m.inspectNames(text);
  }
  bench(text, opts) {
    return this.m.runBench(text, opts);
  } // the benchmark (tools/bench_browser.mjs) -> { table, json }
  normCompare(request) {
    return this.m.normCompare({
      kind: 'batch',
      mode: 'train',
      variance: 'biased',
      gradOut: [],
      gamma: [],
      beta: [],
      eps: 1e-5,
      runningMean: [],
      runningVar: [],
      ...request,
    });
  }

  dispose() {
    for (const s of [...this.scenarios]) this.releaseScenario(s);
    for (const r of [...this.startRuns]) this.releaseStartRun(r);
    this.releasePlayground();
    this.lab?.delete();
    this.lab = null;
  }
}
