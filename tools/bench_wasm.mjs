#!/usr/bin/env node
// tools/bench_wasm.mjs — `npm run bench`'s runner: loads the web module (web/src/wasm/nncore.mjs,
// the same build the page ships) in node and runs the benchmark of the lesson's training loop
// through it, printing the same table (or, with --json, the same JSON object) as
// `makemore-lab bench` and tests/reference/bench_torch.py. Peak memory is the wasm heap size.
// Leaves out: building the module (scripts/bench.sh does that), browsers (bench_browser.mjs).
//
//   node tools/bench_wasm.mjs [--json] [--steps N] [--runs R] [--warmup W] [--rows LIST] [--cpu-time]
//   node tools/bench_wasm.mjs --side-by-side A.json B.json ...   (the engines' --json outputs)
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { failWith, parseBenchArgs, sideBySide } from './bench_common.mjs';

const ROOT = new URL('../', import.meta.url);
const USAGE = 'usage: node tools/bench_wasm.mjs [--json] [--steps N] [--runs R] [--warmup W] [--rows LIST] [--cpu-time]';

const fail = failWith('bench_wasm', USAGE);

async function main() {
  if (process.argv[2] === '--side-by-side') {
    if (process.argv.length < 4) fail('--side-by-side needs the JSON files of the engines');
    sideBySide(process.argv.slice(3));
    return;
  }
  const opts = parseBenchArgs(process.argv.slice(2), USAGE, fail);
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
