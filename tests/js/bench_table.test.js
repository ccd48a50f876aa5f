// bench_table.test.js — the side-by-side table of `npm run bench -- --all`: PyTorch's column is its
// best run (highest steps/s, lowest eval ms), ours are medians, and each ratio is over PyTorch's best.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sideBySide } from '../../tools/bench_common.mjs';

const row = (samples, unit) => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[2], min: s[0], max: s[4], unit, samples };
};
const engine = (name, rows) => ({
  engine: name,
  detail: name,
  steps: 2000,
  runs: 5,
  clock: 'wall',
  rows,
  peak_memory_mb: 1,
  peak_memory_what: 'maxrss',
});

describe('bench side-by-side table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives PyTorch its best of the runs and divides by it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    const pt = engine('pytorch', { bn6: row([800, 900, 1000, 1100, 1600], 'steps/s'), eval: row([900, 1000, 1100, 1200, 1400], 'ms') });
    const nat = engine('native', { bn6: row([7000, 7800, 8000, 8100, 8200], 'steps/s'), eval: row([20, 25, 30, 31, 40], 'ms') });
    writeFileSync(join(dir, 'pytorch.json'), JSON.stringify(pt));
    writeFileSync(join(dir, 'native.json'), JSON.stringify(nat));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    sideBySide([join(dir, 'pytorch.json'), join(dir, 'native.json')]);
    const text = log.mock.calls.map((c) => c.join(' ')).join('\n');
    const bn6 = text.split('\n').find((l) => l.startsWith('bn6'));
    expect(bn6.split(/\s+/).slice(1, 4)).toEqual(['1600.0', '8000.0', '5.00x']);
    const ev = text.split('\n').find((l) => l.startsWith('eval'));
    expect(ev.split(/\s+/).slice(1, 4)).toEqual(['900.0', '30.0', '30.00x']);
    expect(text).toMatch(/pytorch: best of 5 runs/);
  });
});
