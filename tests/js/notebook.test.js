// notebook.test.js — the notebooks a figure tab, the lesson and the playground download
// (web/src/pytorch/notebook.js): nbformat 4.5's shape (cell ids unique and of its alphabet), the header's
// settings and link, the figure cell being the code beside the figure, one printout line per row of
// the page's table (a row without one refused), no names list. The pytorch stage executes them.
import { describe, it, expect } from 'vitest';
import { tabNotebook, lessonNotebook, playgroundNotebook, notebookText } from '../../web/src/pytorch/notebook.js';
import { NOTEBOOK_TABS } from '../../web/src/pytorch/notebook_tabs.js';
import { lectureSnippet } from '../../web/src/pytorch/lecture_code.js';
import { exportConfig } from '../../web/src/pytorch/playground_config.js';

const RECIPE = { seed: 2147483647, blockSize: 3, tanhGain: 5 / 3, saturation: 0.97, eps: 1e-5, residualDepths: [5, 20, 50] };
const META = { title: '5.5 Kaiming', settings: [['gain', '1,2']], version: '9.9.9', url: 'https://example.org/?tab=kaiming&k_gain=1.2' };
const KNOBS = { nLayer: 4, gain: 1.2, seed: 42, probeRows: 1000, act: 'tanh' };
const row = (key, label) => ({ key, label, ours: 0.5, text: '0,500 → 0,300' });
const part = (rows = [row('naive-last', 'naive'), row('kaiming-last', 'Kaiming')]) => ({
  tab: 'kaiming',
  knobs: KNOBS,
  rows,
  pageText: (r) => r.text,
  notes: ['A note.'],
  title: META.title,
  settings: META.settings,
});
const source = (nb, id) => nb.cells.find((c) => c.id === id)?.source.join('');

describe('notebooks', () => {
  it('a figure tab: nbformat 4.5 cells with unique ids, the header, the code beside the figure, one printout line a row', () => {
    const nb = tabNotebook(part(), RECIPE, META);
    expect([nb.nbformat, nb.nbformat_minor, nb.metadata.kernelspec.name]).toEqual([4, 5, 'python3']);
    const ids = nb.cells.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const codeKeys = ['cell_type', 'execution_count', 'id', 'metadata', 'outputs', 'source'];
    for (const c of nb.cells.filter((x) => x.cell_type === 'code')) expect(Object.keys(c).sort()).toEqual(codeKeys);
    expect(source(nb, 'header')).toContain('- gain: `1,2`');
    expect(source(nb, 'header')).toContain('<https://example.org/?tab=kaiming&k_gain=1.2>');
    expect(source(nb, 'run-1')).toBe(lectureSnippet('kaiming', KNOBS, RECIPE));
    expect(source(nb, 'run-0')).toContain('gain = 200, 4, 1\n');
    expect(source(nb, 'print').match(/^ {4}\(".*", .*\),$/gm)).toHaveLength(2);
    expect(source(nb, 'table')).toContain('| naive | 0,500 → 0,300 |');
    expect(source(nb, 'setup')).toContain('raise FileNotFoundError(');
    expect(JSON.parse(notebookText(nb))).toEqual(nb);
  });

  it('refuses a row of the page’s table it has no printout for', () => {
    expect(() => tabNotebook(part([row('naive-last', 'a'), row('no-such-row', 'b')]), RECIPE, META)).toThrow(
      /no printout for the rows no-such-row/,
    );
  });

  it('the lesson: every tab’s cells under its own prefix, one set-up; the playground: the script as cells, without main()', () => {
    const parts = Object.keys(NOTEBOOK_TABS).map((tab) => ({
      ...part([]),
      tab,
      knobs: tab.endsWith('matrix')
        ? {
            kind: tab === 'bn-matrix' ? 'batch' : 'layer',
            variance: 'biased',
            x: [
              [1, 2],
              [3, 5],
            ],
          }
        : { ...KNOBS, steps: 10, badInit: 2, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1, weightStd: 0.2 },
    }));
    const nb = lessonNotebook(parts, RECIPE, { ...META, settings: [] });
    const ids = nb.cells.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id === 'setup')).toHaveLength(1);
    for (const tab of Object.keys(NOTEBOOK_TABS)) expect(ids).toContain(`${tab}-plot`);
    const config = exportConfig({
      nLayer: 3,
      nHidden: 48,
      norm: 'none',
      gain: 5 / 3,
      badInit: 1,
      fixOutput: true,
      lr: 0.05,
      schedule: 'step',
      batchSize: 20,
      steps: 40,
      seed: 42,
    });
    const pg = playgroundNotebook({ config, title: 'Playground', settings: [], finalText: '' }, RECIPE, META);
    expect(source(pg, 'setup')).toContain('"steps": 40,');
    expect(source(pg, 'setup')).not.toContain('def main()');
    expect(source(pg, 'print')).toMatch(/% \(fmt\(train_loss, 4\), fmt\(dev_loss, 4\)\)\)$/);
  });
});
