// limits.test.js — one source of hyperparameter ranges: the state table's copy of the core's table
// equals what the real module's limits() returns; every setting the core trains with accepts only
// values inside the core's range; and a value outside it, or a run over the tab's memory budget,
// is refused by the core with an Error naming the parameter and its range.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadCore } from '../../web/src/compute/core.js';
import { CORE_LIMITS, FIELDS, applyCoreLimits, revalidate, inRange, defaults, parse, rangeText } from '../../web/src/state/state.js';

const wasmBinary = readFileSync(new URL('../../web/src/wasm/nncore.wasm', import.meta.url));
const NAMES = readFileSync(new URL('../../public/names.txt', import.meta.url), 'utf8')
  .split('\n')
  .slice(0, 500)
  .join('\n');
let core;

beforeAll(async () => {
  core = await loadCore({ wasmBinary });
  core.setNames(NAMES);
});
afterAll(() => core.dispose());

// The playground's config keys for the core's rows (lesson/playground.hpp).
const CONFIG_KEY = {
  n_layer: 'nLayer',
  n_hidden: 'nHidden',
  batch_size: 'batchSize',
  steps: 'steps',
  seed: 'seed',
  lr: 'lr',
  gain: 'gain',
  bad_init: 'badInit',
};
const CONFIG = {
  nLayer: 3,
  nHidden: 16,
  norm: 'layer',
  gain: 5 / 3,
  badInit: 1,
  fixOutput: true,
  lr: 0.1,
  schedule: 'constant',
  batchSize: 8,
  steps: 10,
  seed: 1,
};

function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return null;
}

describe("the core's range table", () => {
  it("the state table's copy is the module's limits(), row for row", () => {
    const rows = core.limits();
    const fromCore = Object.fromEntries(
      rows.map((r) => [
        r.name,
        {
          min: r.min,
          max: r.max,
          ...(r.integer ? { integer: true } : {}),
          ...(r.minOpen ? { minOpen: true } : {}),
        },
      ]),
    );
    expect(fromCore).toEqual(CORE_LIMITS);
    expect(applyCoreLimits(rows)).toEqual([]); // nothing to change at start-up
  });

  it('every setting tied to a core row accepts a sub-range of it, with the same integer-ness', () => {
    for (const f of FIELDS.filter((x) => x.core)) {
      const c = CORE_LIMITS[f.core];
      expect(c, f.name).toBeDefined();
      expect(f.min, f.name).toBeGreaterThanOrEqual(c.min);
      expect(f.max, f.name).toBeLessThanOrEqual(c.max);
      if (c.minOpen && f.min === c.min) expect(f.minOpen, f.name).toBe(true);
      expect(f.type === 'int', f.name).toBe(!!c.integer);
      expect(inRange(f, f.def), `${f.name} default`).toBe(true);
    }
  });

  it("the playground accepts the core's whole range (a narrower one would hide the core's refusals)", () => {
    const pg = {
      pg_layers: 'n_layer',
      pg_width: 'n_hidden',
      pg_gain: 'gain',
      pg_bad: 'bad_init',
      pg_lr: 'lr',
      pg_batch: 'batch_size',
      pg_steps: 'steps',
      seed: 'seed',
    };
    for (const [name, row] of Object.entries(pg)) {
      const f = FIELDS.find((x) => x.name === name);
      expect([f.core, f.min, f.max], name).toEqual([row, CORE_LIMITS[row].min, CORE_LIMITS[row].max]);
    }
    expect(parse('?pg_lr=0').notes[0]).toMatchObject({ kind: 'range', range: '(0, 10]', value: '0.1' });
    expect(parse('?pg_width=5000').notes[0]).toMatchObject({ kind: 'clamped', range: '[1, 1024]', value: '1024' });
  });

  it('a changed table at start-up narrows the fields and clamps the state with notes', () => {
    const saved = structuredClone(CORE_LIMITS);
    try {
      const rows = Object.entries(CORE_LIMITS).map(([name, r]) => ({ name, integer: false, minOpen: false, ...r }));
      rows.find((r) => r.name === 'n_hidden').max = 64;
      expect(applyCoreLimits(rows)).toEqual(['n_hidden']);
      const s = { ...defaults(), pg_width: 100 };
      const notes = revalidate(s);
      expect(s.pg_width).toBe(64);
      expect(notes).toEqual([{ name: 'pg_width', raw: '100', kind: 'clamped', value: '64', range: '[1, 64]' }]);
    } finally {
      applyCoreLimits(Object.entries(saved).map(([name, r]) => ({ name, ...r })));
    }
    expect(FIELDS.find((x) => x.name === 'pg_width').max).toBe(1024);
  });
});

describe('the core refuses what lies outside its table', () => {
  it('one step past either end of every playground knob: an Error naming the parameter and its range', () => {
    for (const r of core.limits().filter((x) => CONFIG_KEY[x.name])) {
      const key = CONFIG_KEY[r.name];
      const below = r.minOpen ? r.min : r.min - 1;
      const above = r.integer ? r.max + 1 : r.max * 1.5;
      for (const bad of [below, above, NaN]) {
        const e = thrown(() => core.newPlayground({ ...CONFIG, [key]: bad }));
        expect(e, `${r.name} = ${bad}`).toBeInstanceOf(Error);
        expect(e.message).toContain(r.name);
        expect(e.message).toContain(String(r.max));
      }
      expect(
        thrown(() => core.newPlayground({ ...CONFIG, [key]: r.max })),
        `${r.name} = max`,
      ).toBeNull();
      core.releasePlayground();
    }
  }, 60000);

  it('the range in a refusal reads as the page writes it', () => {
    const e = thrown(() => core.newPlayground({ ...CONFIG, lr: 0 }));
    expect(e.message).toContain(rangeText(FIELDS.find((x) => x.name === 'pg_lr')));
  });

  it("a run over the 256 MB budget is refused before it starts, with the core's message", () => {
    expect(core.budgetBytes()).toBe(256 * 1024 * 1024);
    const e = thrown(() => core.newPlayground({ ...CONFIG, nLayer: 12, nHidden: 1024, batchSize: 4096 }));
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toMatch(/would need about \d+ MB, more than the 256 MB a browser tab allows/);
    expect(core.playground).toBeNull();
  });

  it('a BatchNorm run with a batch of 1 is refused with the reason (the page allows batch 1 for the other norms)', () => {
    const e = thrown(() => core.newPlayground({ ...CONFIG, norm: 'batch', batchSize: 1 }));
    expect(e.message).toContain('batch_size must be at least 2 with BatchNorm');
  });
});
