// scripts/bench_start_job.mjs — the start tab's figure as the worker computes it: the sectionFirst
// job (web/src/compute/jobs.js) on the wasm module in node, the whole shipped names list, the
// tab's first view (1000 hockey-stick steps, the first 100 first). Prints the median and the
// spread of --runs runs (after --warmup runs) of the job's total time and of its time to the first
// part (the progress message the page draws at once).
//   node scripts/bench_start_job.mjs [--runs 5] [--warmup 2] [--steps 1000] [--first 100] [--json]
// Leaves out: the worker and the page (scripts/bench_diagnostics_tab.mjs --tab start times those).
import { readFileSync } from 'node:fs';
import { loadCore } from '../web/src/compute/core.js';
import { JOBS } from '../web/src/compute/jobs.js';

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? def : process.argv[i + 1];
}
const runs = Number(arg('runs', 5));
const warmup = Number(arg('warmup', 2));
const steps = Number(arg('steps', 1000));
const first = Number(arg('first', 100));

const wasmBinary = readFileSync(new URL('../web/src/wasm/nncore.wasm', import.meta.url));
const core = await loadCore({ wasmBinary });
core.setNames(readFileSync(new URL('../public/names.txt', import.meta.url), 'utf8'));
const knobs = { steps, seed: core.recipe().seed };

async function once() {
  const t0 = performance.now();
  let firstMs = null;
  const ctx = {
    tick: async () => {},
    progress: () => (firstMs ??= performance.now() - t0),
  };
  await JOBS.sectionFirst(core, { name: 'start', knobs, first }, ctx);
  return { total: performance.now() - t0, first: firstMs };
}

for (let i = 0; i < warmup; i++) await once();
const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (key) => {
  const xs = times.map((t) => t[key]);
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
};
const out = { steps, first, runs, total: summary('total'), firstPart: summary('first') };
if (process.argv.includes('--json')) console.log(JSON.stringify(out));
else {
  const f = (s) => `${s.median.toFixed(0)} ms (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;
  console.log(`start tab, ${steps} steps, the first ${first} first; median of ${runs} runs (min–max)`);
  console.log(`  the job's total time:     ${f(out.total)}`);
  console.log(`  until the first part:     ${f(out.firstPart)}`);
}
core.dispose();
