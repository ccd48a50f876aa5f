// structure.test.js — the core's floors: every `#include "..."` under native/ is resolved (from the
// including file's folder, then from native/) and must go to a file of the same floor or a lower
// one, and the include graph must have no cycle at all. The floors, lowest first, are the order
// below (docs/architecture.md). The checker is also fed a fake upward edge and a fake cycle, to
// show it fails on them. Node's fs only; no build needed.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, dirname, relative, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycle } from './graph.js';

const NATIVE = fileURLToPath(new URL('../../native/', import.meta.url));

// Lowest first. A top-level name matches its .hpp/.cpp (ops matches ops*.cpp); a folder matches
// every file in it.
const FLOORS = [
  'refusal',
  'recipe',
  'limits',
  'storage',
  'tensor',
  'broadcast',
  'generator',
  'autograd',
  'kernels',
  'ops',
  'stats',
  'nn/',
  'data/',
  'model/',
  'train/',
  'lesson/',
  'bench/',
  'facade/',
  'cli/',
];

// The floor index of a path relative to native/ ("nn/linear.hpp", "ops_reduce.cpp", "kernels_simd.hpp"),
// or -1. The parts of a module split over files (ops_*, kernels_*) share its floor.
const SPLIT = ['ops', 'kernels'];
export function floorOf(file) {
  const folder = file.includes('/') ? `${file.split('/')[0]}/` : null;
  if (folder) return FLOORS.indexOf(folder);
  const stem = file.replace(/\.(hpp|cpp)$/, '');
  return FLOORS.findIndex((f) => !f.endsWith('/') && (stem === f || (SPLIT.includes(f) && stem.startsWith(`${f}_`))));
}

function sources(dir = NATIVE) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(hpp|cpp)$/.test(name) ? [relative(NATIVE, path)] : [];
  });
}

// Every quoted include of every core file: [{ from, to }] (paths relative to native/); an include
// that resolves to no file is reported with to = null.
export function includeEdges() {
  return sources().flatMap((from) => {
    const text = readFileSync(join(NATIVE, from), 'utf8');
    return [...text.matchAll(/^\s*#\s*include\s+"([^"]+)"/gm)].map(([, name]) => {
      const candidates = [normalize(join(dirname(from), name)), normalize(name)];
      const to = candidates.find((c) => !c.startsWith('..') && existsSync(join(NATIVE, c))) ?? null;
      return { from, to, name };
    });
  });
}

// Edges that go up a floor (or to a file without a floor).
export function upward(edges) {
  return edges.filter(({ from, to }) => floorOf(from) < 0 || floorOf(to) < 0 || floorOf(to) > floorOf(from));
}

describe("the core's include graph", () => {
  const edges = includeEdges();

  it('every core file has a floor and every include resolves to a core file', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(sources().filter((f) => floorOf(f) < 0)).toEqual([]);
    expect(edges.filter((e) => e.to === null).map((e) => `${e.from}: "${e.name}"`)).toEqual([]);
  });

  it('nothing includes upward', () => {
    expect(upward(edges).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('there is no include cycle', () => {
    expect(findCycle(edges)).toBeNull();
  });

  it('the checker fails on a fake upward edge and on a fake cycle', () => {
    const up = { from: 'tensor.hpp', to: 'lesson/start.hpp' };
    expect(upward([...edges, up])).toEqual([up]);
    expect(floorOf('ops_reduce.cpp')).toBe(floorOf('ops.hpp'));
    // nn/linear.hpp includes nn/module.hpp (same floor): the way back closes a loop
    expect(edges).toContainEqual(expect.objectContaining({ from: 'nn/linear.hpp', to: 'nn/module.hpp' }));
    const back = { from: 'nn/module.hpp', to: 'nn/linear.hpp' };
    expect(upward([back])).toEqual([]);
    const loop = findCycle([...edges, back]);
    expect(loop).toHaveLength(3);
    expect(loop[0]).toBe(loop[2]);
    expect(new Set(loop)).toEqual(new Set(['nn/linear.hpp', 'nn/module.hpp']));
  });
});

// A Catch2 test name with ';' is split by CMake's list syntax when ctest registers it: each half
// matches no test case and "passes" without running anything. No name may carry one.
describe('the native test names', () => {
  const TESTS = fileURLToPath(new URL('../native/', import.meta.url));
  const files = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
  const names = files(TESTS)
    .filter((f) => f.endsWith('.cpp'))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/TEST_CASE\(\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]));
  it('are found, and none has a ";" (ctest would run nothing for it)', () => {
    expect(names.length).toBeGreaterThan(150);
    expect(names.filter((n) => n.includes(';'))).toEqual([]);
    expect(['a; b'].filter((n) => n.includes(';'))).toHaveLength(1); // the filter sees one
  });
});
