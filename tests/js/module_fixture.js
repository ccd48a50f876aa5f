// module_fixture.js — the real wasm module for the vitest files that drive it (core.js loads it once
// per file), with the first `count` names of the shipped list as its names list. Not a test file.
import { readFileSync } from 'node:fs';
import { loadCore } from '../../web/src/compute/core.js';

export const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));

export const shippedNames = (count) =>
  readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8')
    .split('\n')
    .slice(0, count)
    .join('\n');

export async function coreWithNames(count) {
  const core = await loadCore({ wasmBinary });
  core.setNames(shippedNames(count));
  return core;
}
