// url_version.test.js — the link format's version (state.js URL_VERSION, MIGRATIONS): a written
// link starts with v=2; a link from before the key existed (no `v`) opens the same settings as
// the same link with v=1; a version-1 link that left hs_steps out keeps its 200 steps (version 2's
// default is 1000), the page's bare address gets the new default; a link from a later version is
// read as far as its keys are known, with a note; unknown keys are ignored with a note; every
// migration step exists.
import { describe, it, expect } from 'vitest';
import { parse, serialize, defaults, URL_VERSION, MIGRATIONS } from '../../web/src/state/state.js';

// Links as the page wrote them before the version key (copied from web/EMBED.md and the tests).
const OLD_LINKS = [
  '?embed=diagnostics&steps=2000&lang=en&lock=1',
  '?tab=playground&pg_layers=6&pg_norm=layer&pg_lr=0.05&seed=42',
  '?tab=bn-matrix&bm=1,2;3,4&bvar=unbiased&hide=controls,tables',
];

describe('link versions', () => {
  it('a written link carries v=2 first; the defaults still write an empty query', () => {
    expect(URL_VERSION).toBe(2);
    expect(serialize(defaults())).toBe('');
    expect(serialize({ ...defaults(), seed: 7 })).toBe('?v=2&seed=7');
  });

  it('hs_steps: a version-1 or older link that left it out keeps 200 steps; the bare page and a version-2 link get 1000', () => {
    expect(defaults().hs_steps).toBe(1000);
    for (const link of ['?v=1&tab=start', '?tab=start', '?v=1&seed=7', ...OLD_LINKS]) {
      const { state, notes } = parse(link);
      expect(state.hs_steps, link).toBe(200);
      expect(notes).toEqual([]);
      expect(serialize(state)).toContain('hs_steps=200'); // written out again, the 200 is said
      expect(parse(serialize(state)).state).toEqual(state);
    }
    expect(parse('?v=1&hs_steps=500').state.hs_steps).toBe(500); // given: kept
    expect(parse('').state).toEqual(defaults());
    expect(parse('?').state).toEqual(defaults());
    expect(parse('?v=2&tab=start').state.hs_steps).toBe(1000);
    expect(serialize({ ...defaults(), tab: 'tanh' })).toBe('?v=2&tab=tanh');
  });

  it('an old link (no v) opens the same settings as v=1, without a note, and is rewritten as v=2', () => {
    for (const link of OLD_LINKS) {
      const old = parse(link);
      const now = parse(`?v=1&${link.slice(1)}`);
      expect(old.notes).toEqual([]);
      expect(old.state).toEqual(now.state);
      expect(old.state).not.toEqual(defaults());
      expect(serialize(old.state).startsWith('?v=2&')).toBe(true);
      expect(parse(serialize(old.state)).state).toEqual(old.state);
    }
    expect(parse(OLD_LINKS[1]).state).toMatchObject({ tab: 'playground', pg_layers: 6, pg_norm: 'layer', pg_lr: 0.05, seed: 42 });
  });

  it('a later version is read as far as its keys are known, with one note naming v', () => {
    const { state, notes } = parse('?v=3&seed=5&newthing=3');
    expect(state.seed).toBe(5);
    expect(notes).toEqual([
      { name: 'v', raw: '3', kind: 'newer', value: '2' },
      { name: 'newthing', raw: '3', kind: 'unknown' },
    ]);
  });

  it('a malformed v is noted and the link read as the current version', () => {
    for (const v of ['abc', '-1', '1.5', '', '9999999']) {
      const { state, notes } = parse(`?v=${v}&seed=9`);
      expect(state.seed).toBe(9);
      expect(notes).toEqual([{ name: 'v', raw: v, kind: 'malformed', value: '2' }]);
    }
  });

  it('unknown keys are ignored with a note, the known ones kept', () => {
    const { state, notes } = parse('?v=2&lang=en&colour=red');
    expect(state.lang).toBe('en');
    expect(notes).toEqual([{ name: 'colour', raw: 'red', kind: 'unknown' }]);
  });

  it('there is one migration step per earlier version, each a function', () => {
    expect(MIGRATIONS.length).toBe(URL_VERSION);
    for (const m of MIGRATIONS) expect(typeof m).toBe('function');
  });
});
