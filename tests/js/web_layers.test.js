// web_layers.test.js — the page's modules import downward: a module outside web/src/tabs/ (the
// exercises, the panels, the lesson, the shell's helpers) imports nothing from tabs/, which sits on
// top of them; only main.js, the page's entry above the tabs, mounts them (docs/architecture.md). Every static and dynamic import of every module is read; the
// checker is also fed a fake upward import, to show it fails on one. Node's fs only; no build needed.
import { describe, it, expect } from 'vitest';
import { webImportEdges } from './graph.js';

const ABOVE_TABS = ['main.js'];
// the teacher's pages (teacher/: main.js loads them) compute a lesson's answers as its tabs do
const above = (f) => ABOVE_TABS.includes(f) || f.startsWith('teacher/');
// The tabs' manifests (tabs/manifests.js, tabs/<id>/manifest.js, tabs/seed.js, tabs/checks.js) are data, no DOM: the
// settings table and the words below the tabs are built from them.
const DATA = /^tabs\/(manifests|seed|checks|[^/]+\/manifest)\.js$/;
const upward = (edges) =>
  edges.filter(({ from, to }) => !from.startsWith('tabs/') && !above(from) && to.startsWith('tabs/') && !DATA.test(to));

describe("the page's module layers", () => {
  const edges = webImportEdges();

  it('imports are found, tabs/common.js among them', () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(edges).toContainEqual({ from: 'tabs/kaiming/tab.js', to: 'tabs/common.js' });
  });

  it('no module below the tabs imports from tabs/', () => {
    expect(upward(edges).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('the checker fails on a fake upward import', () => {
    const up = { from: 'exercises/card.js', to: 'tabs/common.js' };
    expect(upward([...edges, up])).toEqual([up]);
  });
});
