// tools/bench_common.mjs — what the two wasm bench runners share (bench_wasm.mjs in node,
// bench_browser.mjs in Chromium): their flags, and the side-by-side table of every engine's
// --json output that `npm run bench -- --all` prints.
// Leaves out: running anything (each runner loads the module its own way).
import { readFileSync } from 'node:fs';

// name -> [lo, hi] for the integer flags (the core validates again and names the field)
const INT_FLAGS = { steps: [1, 100000], runs: [1, 50], warmup: [0, 100000] };

export function failWith(tool, usage) {
  return (message) => {
    console.error(`${tool}: ${message}\n${usage}`);
    process.exit(2);
  };
}

// argv -> { json, cpuTime, steps?, runs?, warmup?, rows? }; exits with status 2 on a bad flag.
export function parseBenchArgs(argv, usage, fail) {
  const opts = { json: false, cpuTime: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
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

const ENGINE_ORDER = ['pytorch', 'native', 'wasm', 'chromium'];
const ROW_ORDER = ['bn6', 'bn6ud', 'plain6', 'plain2', 'eval'];

// One table, one column per engine, and each engine's speed-up over PyTorch (steps/s ratio; for
// eval, PyTorch's ms over the engine's ms: above 1 is faster either way). Our engines give their
// medians; PyTorch its best run (the highest steps/s, the lowest ms), so that a busy moment during
// its runs does not flatter the ratios.
export function sideBySide(files) {
  const results = files.map((f) => JSON.parse(readFileSync(f, 'utf8')));
  results.sort((a, b) => ENGINE_ORDER.indexOf(a.engine) - ENGINE_ORDER.indexOf(b.engine));
  const ref = results.find((r) => r.engine === 'pytorch');
  const others = results.filter((r) => r !== ref);
  const pad = (s, n) => String(s).padStart(n);
  let head = 'row     ' + results.map((r) => pad(r.engine, 10)).join('');
  if (ref) head += others.map((r) => pad(`${r.engine}/pt`, 13)).join('');
  const lines = [head + '  unit'];
  for (const row of ROW_ORDER) {
    if (!results.some((r) => r.rows[row])) continue;
    const best = (x) => (row === 'eval' ? x.min : x.max);
    const med = (r) => (!r.rows[row] ? NaN : r === ref ? best(r.rows[row]) : r.rows[row].median);
    let line = row.padEnd(8) + results.map((r) => pad(Number.isNaN(med(r)) ? '-' : med(r).toFixed(1), 10)).join('');
    if (ref) {
      line += others
        .map((r) => {
          const x = row === 'eval' ? med(ref) / med(r) : med(r) / med(ref);
          return pad(Number.isFinite(x) ? `${x.toFixed(2)}x` : '-', 13);
        })
        .join('');
    }
    lines.push(`${line}  ${row === 'eval' ? 'ms' : 'steps/s'}`);
  }
  const mem = results.map((r) => `${r.engine} ${r.peak_memory_mb.toFixed(1)} MB (${r.peak_memory_what})`);
  const clocks = [...new Set(results.map((r) => r.clock))].join(' / ');
  const what = (r) => `${r === ref ? 'best' : 'median'} of ${r.runs}x${r.steps}`;
  lines.push(`${results.map(what).join(' / ')} steps, ${clocks} clock`);
  if (ref) lines.push(`pytorch: best of ${ref.runs} runs; the others: medians`);
  lines.push(`peak memory: ${mem.join(', ')}`);
  for (const r of results) lines.push(`${r.engine}: ${r.detail}`);
  console.log(lines.join('\n'));
}
