// kaiming_layer.test.js — what the Kaiming tab says of its layer 1 (tabs/kaiming/tab.js vsText): at
// gain 5/3 the first layer of the deep stack is the tanh tab's Kaiming layer, so its saturated
// share is the tanh tab's Kaiming share, seed for seed; at another gain it is not.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadCore } from '../../web/src/compute/core.js';

const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));
const NAMES = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8')
  .split('\n')
  .slice(0, 3000)
  .join('\n');
let core;

beforeAll(async () => {
  core = await loadCore({ wasmBinary });
  core.setNames(NAMES);
});
afterAll(() => core.dispose());

describe("the Kaiming stack's layer 1", () => {
  it("is the tanh tab's Kaiming layer at gain 5/3, for any seed and depth", () => {
    for (const [seed, nLayer] of [
      [2147483647, 6],
      [7, 3],
    ]) {
      const tanh = core.section('tanh', { badInit: 5, seed });
      const k = core.section('kaiming', { nLayer, gain: 5 / 3, probeRows: 1000, seed, act: 'tanh' });
      expect(k.kaiming.saturatedPct[0]).toBe(tanh.kaimingPct);
      const other = core.section('kaiming', { nLayer, gain: 1.2, probeRows: 1000, seed, act: 'tanh' });
      expect(other.kaiming.saturatedPct[0]).not.toBe(tanh.kaimingPct);
    }
  }, 120000);
});
