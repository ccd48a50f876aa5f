// ghosts.test.js — "compare runs" (web/src/view/ghosts.js): the last three runs kept newest first, a run
// without a step not kept, and each ghost labelled by the settings that differ from the current run.
import { describe, it, expect } from 'vitest';
import { pushGhost, differences, ghostLabel, MAX_GHOSTS } from '../../web/src/view/ghosts.js';

const base = {
  nLayer: 4,
  nHidden: 100,
  norm: 'batch',
  gain: 5 / 3,
  badInit: 1,
  fixOutput: true,
  lr: 0.1,
  schedule: 'constant',
  batchSize: 32,
  steps: 5000,
  seed: 2147483647,
};
const run = (patch, step = 300) => ({
  config: { ...base, ...patch },
  dev: [
    [0, 3.3],
    [250, 2.6],
  ],
  step,
});
// the page's words, simplified: "lr 10", "BatchNorm", "earlier: ... (now ...)"
const word = (f, v) => (f === 'norm' ? { batch: 'BatchNorm', none: 'no norm', layer: 'LayerNorm' }[v] : `${f} ${v}`);
const phrase = (k, v) => ({ diff: `${v?.was} (now ${v?.now})`, same: 'same settings', label: `earlier: ${v?.what}` })[k];

describe('ghost runs', () => {
  it('keeps at most three, newest first, and ignores a run that took no step', () => {
    let g = [];
    for (const lr of [1, 2, 3, 4]) g = pushGhost(g, run({ lr }));
    expect(MAX_GHOSTS).toBeGreaterThanOrEqual(3);
    expect(g.map((x) => x.config.lr)).toEqual([4, 3, 2]);
    expect(pushGhost(g, run({ lr: 5 }, 0))).toBe(g);
    expect(pushGhost(g, null)).toBe(g);
  });
  it('copies the run, so the live curve can go on growing', () => {
    const r = run({});
    const [ghost] = pushGhost([], r);
    r.dev.push([500, 2.4]);
    r.config.lr = 9;
    expect(ghost.dev).toHaveLength(2);
    expect(ghost.config.lr).toBe(0.1);
  });
  it('labels a ghost by what differs from the current run', () => {
    const now = { ...base, lr: 0.1 };
    expect(differences(run({ lr: 10 }).config, now)).toEqual(['lr']);
    expect(ghostLabel(run({ lr: 10 }), now, word, phrase)).toBe('earlier: lr 10 (now lr 0.1)');
    expect(ghostLabel(run({ norm: 'none', lr: 10 }), now, word, phrase)).toBe('earlier: no norm (now BatchNorm); lr 10 (now lr 0.1)');
    expect(ghostLabel(run({}), now, word, phrase)).toBe('earlier: same settings');
  });
});
