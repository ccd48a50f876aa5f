// graph.js — the structure tests' helpers: the page's modules and their imports, and a cycle in a
// graph given as edges [{ from, to }]. Used by structure.test.js (the core's includes),
// web_structure.test.js and web_layers.test.js (the page's imports) and manifests.test.js.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, dirname, relative, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_SRC = fileURLToPath(new URL('../../web/src/', import.meta.url));

// Every .js module of the page (not the built wasm/), paths relative to web/src/.
export function webModules(dir = WEB_SRC) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'wasm' ? [] : webModules(path);
    return name.endsWith('.js') ? [relative(WEB_SRC, path)] : [];
  });
}

// [{ from, to }]: every static and dynamic relative import of every module, paths relative to web/src/.
export function webImportEdges(files = webModules()) {
  return files.flatMap((from) => {
    const text = readFileSync(join(WEB_SRC, from), 'utf8');
    const specs = [...text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/gm)];
    return specs.map((m) => ({ from, to: normalize(join(dirname(from), m[1] ?? m[2])) }));
  });
}

// One cycle as a list of nodes (the first repeated at the end), or null.
export function findCycle(edges) {
  const next = new Map();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map(); // undefined: new, 1: on the path, 2: done
  const path = [];
  const visit = (node) => {
    state.set(node, 1);
    path.push(node);
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 1) return [...path.slice(path.indexOf(to)), to];
      if (!state.get(to)) {
        const found = visit(to);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 2);
    return null;
  };
  for (const node of next.keys()) {
    if (!state.get(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}
