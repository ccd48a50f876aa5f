// state.test.js — the typed URL state table: every field round-trips, bad values are clamped or
// dropped with a note, unknown ones noted; and the embed message schema accepts only its shapes.
import { describe, it, expect } from 'vitest';
import { parse, serialize, defaults, FIELDS, parseMatrix, coerce, field } from '../../web/src/state/state.js';
import { validIncoming } from '../../web/src/app/embed.js';

describe('state table', () => {
  it('defaults serialize to an empty query, and parse back to the defaults without notes', () => {
    expect(serialize(defaults())).toBe('');
    const { state, notes } = parse('');
    expect(state).toEqual(defaults());
    expect(notes).toEqual([]);
  });

  it('every field round-trips through the URL with a non-default value', () => {
    const s = defaults();
    for (const f of FIELDS) {
      if (f.type === 'int') s[f.name] = f.max;
      else if (f.type === 'num')
        s[f.name] = f.minOpen ? f.max : f.min; // an open bound is not a value
      else if (f.type === 'bool') s[f.name] = !f.def;
      else if (f.type === 'enum') s[f.name] = f.values[f.values.length - 1];
      else if (f.type === 'flags') s[f.name] = [...f.values];
      else if (f.type === 'origin') s[f.name] = 'https://course.example.org:8443';
      else if (f.type === 'matrix')
        s[f.name] = [
          [1.5, -2],
          [3, 4e-4],
        ];
    }
    s.tab = s.embed; // embed implies the tab
    const { state, notes } = parse(serialize(s));
    expect(notes).toEqual([]);
    expect(state).toEqual(s);
  });

  it('the seed keeps every digit (the same link draws the same curves)', () => {
    expect(parse('?seed=4294967295').state.seed).toBe(4294967295);
    expect(parse(serialize({ ...defaults(), seed: 123456789 })).state.seed).toBe(123456789);
  });

  it("k_act: the Kaiming stack's nonlinearity, tanh (the lecture's) or relu; another value is the lecture's with a note", () => {
    expect(parse('').state.k_act).toBe('tanh');
    expect(parse('?k_act=relu')).toMatchObject({ state: { k_act: 'relu' }, notes: [] });
    const { state, notes } = parse('?k_act=gelu');
    expect(state.k_act).toBe('tanh');
    expect(notes).toEqual([expect.objectContaining({ name: 'k_act', raw: 'gelu', kind: 'malformed', value: 'tanh' })]);
    expect(serialize({ ...parse('').state, k_act: 'relu' })).toContain('k_act=relu');
  });

  it('out of range: clamped with a note; malformed: default with a note; unknown: noted', () => {
    const { state, notes } = parse('?pg_lr=99&steps=-5&seed=abc&bad=NaN&tab=nope&bm=1,2;3&zzz=1&pg_fix=maybe');
    expect(state.pg_lr).toBe(10);
    expect(state.steps).toBe(100);
    expect(state.seed).toBe(2147483647);
    expect(state.bad).toBe(5);
    expect(state.tab).toBe('start');
    expect(state.pg_fix).toBe(true);
    const kinds = Object.fromEntries(notes.map((n) => [n.name, n.kind]));
    expect(kinds).toEqual({
      pg_lr: 'clamped',
      steps: 'clamped',
      seed: 'malformed',
      bad: 'malformed',
      tab: 'malformed',
      bm: 'malformed',
      zzz: 'unknown',
      pg_fix: 'malformed',
    });
  });

  it('matrices must be rectangular, finite and small', () => {
    expect(parseMatrix('1,2;3,4').value).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(parseMatrix('1,2;3').error).toBeDefined();
    expect(parseMatrix('1,x').error).toBeDefined();
    expect(parseMatrix('1e7').error).toBeDefined();
    expect(parseMatrix(Array(9).fill('1').join(';')).error).toBeDefined();
  });

  it("coerce() clamps a control's value like the URL would", () => {
    expect(coerce('pg_width', 5000)).toBe(1024); // the core's n_hidden range
    expect(coerce('pg_lr', 0)).toBe(0.1); // lr is in (0, 10]: nothing to clamp 0 to, the default
    expect(coerce('pg_layers', 3.4)).toBe(3);
    expect(coerce('pg_norm', 'layer')).toBe('layer');
  });
});

describe('embed messages', () => {
  it('accepts only the documented shapes', () => {
    expect(validIncoming({ type: 'makemore-lab:request-height' })).not.toBeNull();
    expect(validIncoming({ type: 'makemore-lab:set-lang', lang: 'en' })).not.toBeNull();
    expect(validIncoming({ type: 'makemore-lab:set-lang', lang: 'de' })).not.toBeNull();
    expect(validIncoming({ type: 'makemore-lab:set-lang', lang: 'fr' })).toBeNull();
    expect(validIncoming({ type: 'makemore-lab:request-height', extra: 1 })).toBeNull();
    expect(validIncoming('makemore-lab:request-height')).toBeNull();
    expect(validIncoming(null)).toBeNull();
    expect(validIncoming([1])).toBeNull();
  });
});

describe('links an author shares: every change is said, prototype names are not settings', () => {
  it('a repeated key: the last one is read, and the note says so (not the default while another value is used)', () => {
    const { state, notes } = parse('?pg_layers=4&pg_layers=12&pg_layers=abc');
    expect(state.pg_layers).toBe(field('pg_layers').def);
    expect(notes.map((n) => [n.kind, n.raw, n.count ?? null])).toEqual([
      ['repeated', 'abc', 3],
      ['malformed', 'abc', null],
    ]);
    const twice = parse('?pg_layers=4&pg_layers=12');
    expect([twice.state.pg_layers, twice.notes.map((n) => n.kind)]).toEqual([12, ['repeated']]);
  });
  it('hide: the known flags apply, the unknown one is named', () => {
    const { state, notes } = parse('?hide=controls,explain,snippet,tables,foo');
    expect(state.hide).toEqual(['controls', 'explain', 'snippet', 'tables']);
    expect(notes).toEqual([expect.objectContaining({ name: 'hide', kind: 'unknownFlags', unknown: 'foo' })]);
  });
  it('a number past the range by less than the kept digits is clamped with a note; spaces around a number are said', () => {
    const gain = parse('?pg_gain=10.0000001');
    expect([gain.state.pg_gain, gain.notes.map((n) => n.kind)]).toEqual([10, ['clamped']]);
    const lr = parse('?pg_lr=%20%200.5');
    expect([lr.state.pg_lr, lr.notes.map((n) => [n.kind, n.value])]).toEqual([0.5, [['reread', '0.5']]]);
    const digits = parse('?pg_lr=0.12345678');
    expect([digits.state.pg_lr, digits.notes.map((n) => [n.kind, n.value])]).toEqual([0.123457, [['reread', '0.123457']]]);
    expect(parse('?pg_lr=0.5&seed=7').notes).toEqual([]);
  });
  it("names of every object's properties are unknown settings, with no label", async () => {
    const { settingLabel } = await import('../../web/src/words/setting_labels.js');
    for (const k of ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf']) {
      const { notes } = parse(`?${k}=1&tab=playground`);
      expect(notes.map((n) => [n.name, n.kind])).toEqual([[k, 'unknown']]);
      expect(settingLabel(k)).toBeNull();
    }
  });
});
