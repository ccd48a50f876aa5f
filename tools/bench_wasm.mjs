#!/usr/bin/env node
// tools/bench_wasm.mjs — `npm run bench`'s runner: loads the web module (web/src/wasm/nncore.mjs,
// the same build the page ships) in node and runs the benchmark of the lesson's training loop
// through it, printing the same table (or, with --json, the same JSON object) as
// `makemore-lab bench` and tests/reference/bench_torch.py. Peak memory is the wasm heap size.
// Leaves out: building the module (scripts/bench.sh does that), browsers (node's V8 only).
//
//   node tools/bench_wasm.mjs [--json] [--steps N] [--runs R] [--warmup W] [--rows LIST] [--cpu-time]
//   node tools/bench_wasm.mjs --side-by-side A.json B.json ...   (the engines' --json outputs)
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = new URL('../', import.meta.url);
const USAGE = 'usage: node tools/bench_wasm.mjs [--json] [--steps N] [--runs R] [--warmup W] [--rows LIST] [--cpu-time]';

// name -> [lo, hi] for the integer flags (the core validates again and names the field)
const INT_FLAGS = { steps: [1, 100000], runs: [1, 50], warmup: [0, 100000] };

function fail(message) {
  console.error(`bench_wasm: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { json: false, cpuTime: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--json') {
      opts.json = true;
    } else if (arg === '--cpu-time') {
      opts.cpuTime = true;
    } else if (arg === '--rows') {
      if (i + 1 >= argv.length) fail('--rows needs a value');
      opts.rows = argv[++i];
    } else if (arg.startsWith('--') && arg.slice(2) in INT_FLAGS) {
      const name = arg.slice(2);
      const [lo, hi] = INT_FLAGS[name];
      const text = argv[++i];
      if (text === undefined || !/^\d+$/.test(text) || Number(text) < lo || Number(text) > hi) {
        fail(`--${name} must be an integer from ${lo} to ${hi}, got ${text === undefined ? 'nothing' : `'${text}'`}`);
      }
      opts[name] = Number(text);
    } else {
      fail(`unknown argument '${arg}'`);
    }
  }
  return opts;
}

const ENGINE_ORDER = ['pytorch', 'native', 'wasm'];
const ROW_ORDER = ['bn6', 'plain6', 'plain2', 'eval'];

// One table of medians, one column per engine, and each engine's speed-up over PyTorch
// (steps/s ratio; for eval, PyTorch's ms over the engine's ms: above 1 is faster either way).
function sideBySide(files) {
  const results = files.map((f) => JSON.parse(readFileSync(f, 'utf8')));
  results.sort((a, b) => ENGINE_ORDER.indexOf(a.engine) - ENGINE_ORDER.indexOf(b.engine));
  const ref = results.find((r) => r.engine === 'pytorch');
  const others = results.filter((r) => r !== ref);
  const pad = (s, n) => String(s).padStart(n);
  let head = 'row     ' + results.map((r) => pad(r.engine, 10)).join('');
  if (ref) head += others.map((r) => pad(`${r.engine}/pt`, 12)).join('');
  const lines = [head + '  unit'];
  for (const row of ROW_ORDER) {
    if (!results.some((r) => r.rows[row])) continue;
    const med = (r) => (r.rows[row] ? r.rows[row].median : NaN);
    let line = row.padEnd(8) + results.map((r) => pad(Number.isNaN(med(r)) ? '-' : med(r).toFixed(1), 10)).join('');
    if (ref) {
      line += others
        .map((r) => {
          const x = row === 'eval' ? med(ref) / med(r) : med(r) / med(ref);
          return pad(Number.isFinite(x) ? `${x.toFixed(2)}x` : '-', 12);
        })
        .join('');
    }
    lines.push(`${line}  ${row === 'eval' ? 'ms' : 'steps/s'}`);
  }
  const mem = results.map((r) => `${r.engine} ${r.peak_memory_mb.toFixed(1)} MB (${r.peak_memory_what})`);
  const clocks = [...new Set(results.map((r) => r.clock))].join(' / ');
  lines.push(`medians of ${results.map((r) => `${r.runs}x${r.steps}`).join(' / ')} steps, ${clocks} clock`);
  lines.push(`peak memory: ${mem.join(', ')}`);
  for (const r of results) lines.push(`${r.engine}: ${r.detail}`);
  console.log(lines.join('\n'));
}

async function main() {
  if (process.argv[2] === '--side-by-side') {
    if (process.argv.length < 4) fail('--side-by-side needs the JSON files of the engines');
    sideBySide(process.argv.slice(3));
    return;
  }
  const opts = parseArgs(process.argv.slice(2));
  const moduleUrl = new URL('web/src/wasm/nncore.mjs', ROOT);
  const wasmPath = fileURLToPath(new URL('web/src/wasm/nncore.wasm', ROOT));
  let wasmBinary;
  try {
    wasmBinary = readFileSync(wasmPath);
  } catch {
    fail(`${wasmPath} is missing: build it with npm run bench (scripts/bench.sh builds the wasm preset first)`);
  }
  const { default: createNNCore } = await import(pathToFileURL(fileURLToPath(moduleUrl)).href);
  const core = await createNNCore({ wasmBinary });
  const names = readFileSync(fileURLToPath(new URL('public/names.txt', ROOT)), 'utf8');
  const { json, cpuTime, ...benchOpts } = opts;
  let result;
  try {
    result = core.runBench(names, { ...benchOpts, cpuTime });
  } catch (e) {
    fail(e.message);
  }
  process.stdout.write(json ? `${result.json}\n` : result.table);
}

main();
