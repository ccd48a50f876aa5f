// web_structure.test.js — the page's folders (docs/architecture.md): at most ten files at the top
// of web/src, every module in a known folder, and the folders in floors, lowest first: a module
// imports from its own folder or a lower one, and the import graph has no cycle at all. Every
// static and dynamic relative import of every module is read; the checker is also fed a fake upward
// import and a fake cycle, to show it fails on them. Node's fs only; no build needed.
import { describe, it, expect } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findCycle, webModules, webImportEdges, WEB_SRC as SRC } from './graph.js';

const MAX_TOP_FILES = 10;

// Lowest first. A tab's manifest is data (no DOM) under everything; a tab's view is near the top.
const FLOORS = [
  'manifests', // tabs/manifests.js, tabs/<id>/manifest.js, tabs/seed.js, tabs/checks.js
  'state/',
  'words/',
  'compute/',
  'pytorch/',
  'view/',
  'teaching/',
  'exercises/',
  'scorm/',
  'app/',
  'tabs/',
  'teacher/', // the teacher's pages (?build=…): main.js loads them
  'main.js',
  'boot.js',
];

// the tabs' data: the manifests, the seed row they share and the helpers their tries check with
const isManifest = (f) => ['tabs/manifests.js', 'tabs/seed.js', 'tabs/checks.js'].includes(f) || /^tabs\/[^/]+\/manifest\.js$/.test(f);
export function floorOf(file) {
  if (isManifest(file)) return 0;
  if (file.startsWith('wasm/')) return FLOORS.indexOf('compute/'); // the built module, core.js's
  const folder = file.includes('/') ? `${file.split('/')[0]}/` : file;
  return FLOORS.indexOf(folder);
}

const upward = (edges) => edges.filter(({ from, to }) => floorOf(from) < 0 || floorOf(to) < 0 || floorOf(to) > floorOf(from));

describe("the page's folders", () => {
  const edges = webImportEdges();

  it(`at most ${MAX_TOP_FILES} files at the top of web/src, every module in a floor`, () => {
    const top = readdirSync(SRC).filter((n) => !statSync(join(SRC, n)).isDirectory());
    expect(top.length).toBeLessThanOrEqual(MAX_TOP_FILES);
    expect(webModules().filter((f) => floorOf(f) < 0)).toEqual([]);
  });

  it('imports are found, and none goes up a floor', () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(upward(edges).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('there is no import cycle', () => {
    expect(findCycle(edges)).toBeNull();
  });

  it('the checker fails on a fake upward import and on a fake cycle', () => {
    const up = { from: 'words/i18n.js', to: 'view/charts.js' };
    expect(upward([up])).toEqual([up]);
    // an import within words/ turned around: the same floor, so only the cycle check sees it
    const edge = edges.find((e) => e.from === 'words/messages.js' && e.to === 'words/i18n.js');
    expect(edge).toBeDefined();
    const back = { from: edge.to, to: edge.from };
    expect(upward([back])).toEqual([]);
    expect(findCycle([...edges, back])).toEqual(expect.arrayContaining(['words/i18n.js', 'words/messages.js']));
  });
});
