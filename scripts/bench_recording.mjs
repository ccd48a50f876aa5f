// scripts/bench_recording.mjs — what the diagnostics' recording costs per training step, in the web
// module under node: the 5.13 BN-Kaiming run (update:data of every parameter recorded each step,
// its losses kept for the curve) against the bench's bn6 row (the same model and batch, nothing
// recorded), interleaved in one process, in CPU time (a shared machine), medians of --runs R.
//   node scripts/bench_recording.mjs [--steps 2000] [--runs 5]     (build the module first: npm run bench)
// Leaves out: the browser (the recording is C++; the page gets it in ~100 ms chunks).
import { readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import createNNCore from '../web/src/wasm/nncore.mjs';
import { Core } from '../web/src/core.js';

const arg = (name, def) => { const i = process.argv.indexOf(`--${name}`); return i < 0 ? def : Number(process.argv[i + 1]); };
const steps = arg('steps', 2000);
const runs = arg('runs', 5);
const m = await createNNCore({ wasmBinary: readFileSync(new URL('../web/src/wasm/nncore.wasm', import.meta.url)) });
const core = new Core(m);
const names = readFileSync(new URL('../public/names.txt', import.meta.url), 'utf8');
core.setNames(names);
const cpu = () => { const u = cpuUsage(); return (u.user + u.system) / 1e6; };
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const recorded = [];
const plain = [];
for (let r = 0; r < runs; r++) {
  const s = core.newScenario(1, { steps: steps + 200, seed: 1 + r });
  try {
    s.advance(200); // warm-up, as the bench's
    const t = cpu();
    s.advance(steps);
    recorded.push(steps / (cpu() - t));
  } finally { core.releaseScenario(s); }
  plain.push(JSON.parse(m.runBench(names, { rows: 'bn6', steps, runs: 1, warmup: 200, cpuTime: true }).json).steps_per_s.bn6);
}
const [rec, bn6] = [median(recorded), median(plain)];
console.log(`BN-Kaiming run, recorded: ${rec.toFixed(0)} steps/s; bn6, nothing recorded: ${bn6.toFixed(0)} steps/s;`
  + ` the recording's share of a step: ${(100 * (1 - rec / bn6)).toFixed(1)} % (median of ${runs}, CPU time)`);
