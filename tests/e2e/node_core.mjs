// node_core.mjs — the core the e2e tests compare the page with: the same wasm module the page
// runs, loaded once in node for the whole run, with the shipped names list.
import { readFileSync } from 'node:fs';
import { ROOT } from './harness.mjs';
import { loadCore } from '../../web/src/compute/core.js';

let core = null;
export async function nodeCore() {
  if (!core) {
    core = await loadCore({ wasmBinary: readFileSync(`${ROOT}web/src/wasm/nncore.wasm`) });
    core.setNames(readFileSync(`${ROOT}public/names.txt`, 'utf8'));
  }
  return core;
}
