// graph.js — the structure tests' one helper: a cycle in a graph given as edges [{ from, to }].
// Used by structure.test.js (the core's includes) and web_structure.test.js (the page's imports).

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
