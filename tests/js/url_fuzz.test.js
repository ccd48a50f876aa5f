// url_fuzz.test.js — the URL parser under random and mutated query strings (the JS counterpart of
// the core's fuzzers): a fixed seed and a fixed number of inputs (about 2 s). For every input
// parse() must not throw, must give every setting a value of its type inside its range, and must
// be a fixed point after one round trip: parse(serialize(parse(x))) == parse(x), without notes.
import { describe, it, expect } from 'vitest';
import { parse, serialize, FIELDS, MATRIX_LIMITS, inRange } from '../../web/src/state/state.js';

const CASES = 20000;

// mulberry32: a small seeded generator, so a failure is reproducible from its case number.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%',
  '%E0%A4%A',
  '%00',
  '&',
  '=',
  '#',
  '?',
  '+',
  ' ',
  '\u0000',
  '\uD800',
  '𝔘',
  'constructor',
  '__proto__',
  'toString',
];
const NUMBERS = [
  '0',
  '-0',
  '1',
  '-1',
  '2',
  '12',
  '13',
  '1024',
  '1025',
  '4096',
  '4097',
  '1000000',
  '1000001',
  '4294967295',
  '4294967296',
  '0.1',
  '1e-7',
  '1e-320',
  '5e-324',
  '1e308',
  '1e309',
  '-1e309',
  '.5',
  '5.',
  '1.2345678901234567',
  '0x10',
  'Infinity',
  'NaN',
  ' 3 ',
  '+7',
  '1e+5',
  '1,5',
  '9'.repeat(400),
  '0.'.padEnd(300, '0') + '1',
  '1' + '0'.repeat(30),
];

function pick(r, list) {
  return list[Math.floor(r() * list.length)];
}

function randomText(r, max = 12) {
  const n = Math.floor(r() * max);
  let s = '';
  for (let i = 0; i < n; i++)
    s += r() < 0.8 ? String.fromCharCode(32 + Math.floor(r() * 95)) : String.fromCharCode(Math.floor(r() * 0x3000));
  return s;
}

// A value aimed at a field's type: valid, near the edges, or garbage.
function randomValue(r, f) {
  const x = r();
  if (x < 0.15) return pick(r, HOSTILE);
  if (x < 0.25) return randomText(r);
  if (f && (f.type === 'enum' || f.type === 'flags') && x < 0.7) {
    const n = f.type === 'flags' ? Math.floor(r() * 4) : 1;
    return Array.from({ length: n }, () => (r() < 0.8 ? pick(r, f.values) : randomText(r, 5))).join(',');
  }
  if (f?.type === 'matrix' && x < 0.7) {
    const rows = 1 + Math.floor(r() * 9),
      cols = 1 + Math.floor(r() * 9);
    return Array.from({ length: rows }, () =>
      Array.from({ length: cols }, () => (r() < 0.9 ? String((r() - 0.5) * 10 ** Math.floor(r() * 8)) : pick(r, NUMBERS))).join(','),
    ).join(';');
  }
  if (f?.type === 'bool' && x < 0.7) return pick(r, ['0', '1', 'true', 'false', 'yes', '']);
  if (x < 0.6) return pick(r, NUMBERS);
  if (f?.min !== undefined) return String(f.min + (f.max - f.min) * (r() * 1.4 - 0.2)); // 20% past either end
  return String((r() - 0.5) * 10 ** Math.floor(r() * 12));
}

// encodeURIComponent throws on a lone surrogate: such a value then goes in as it is.
function encode(x) {
  try {
    return encodeURIComponent(x);
  } catch {
    return x;
  }
}

function randomQuery(r) {
  const parts = [];
  const n = Math.floor(r() * 8);
  for (let i = 0; i < n; i++) {
    const f = r() < 0.85 ? pick(r, FIELDS) : null;
    const key = f ? f.name : r() < 0.5 ? pick(r, HOSTILE) : randomText(r, 6);
    const val = randomValue(r, f);
    parts.push(r() < 0.7 ? `${encode(key)}=${encode(val)}` : `${key}=${val}`);
  }
  return (r() < 0.5 ? '?' : '') + parts.join(r() < 0.95 ? '&' : pick(r, ['&&', ';', '&=&']));
}

// Inserts, deletes or replaces a few characters of a string (a link copied badly, by hand).
function mutate(r, s) {
  let out = s;
  const n = 1 + Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const at = Math.floor(r() * (out.length + 1));
    const op = r();
    const ch = r() < 0.5 ? pick(r, ['&', '=', '%', ',', ';', '.', '-', 'e', '9', '0', ' ']) : randomText(r, 2);
    if (op < 0.4) out = out.slice(0, at) + ch + out.slice(at);
    else if (op < 0.7) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at) + ch + out.slice(at + 1);
  }
  return out;
}

// Every setting holds a value of its type inside its range; '' only where the table allows it.
function checkState(state) {
  for (const f of FIELDS) {
    const v = state[f.name];
    switch (f.type) {
      case 'int':
      case 'num':
        if (!inRange(f, v) || Object.is(v, -0)) return `${f.name} = ${v} outside its range`;
        break;
      case 'bool':
        if (typeof v !== 'boolean') return `${f.name} = ${v} is not a boolean`;
        break;
      case 'enum':
        if (!f.values.includes(v)) return `${f.name} = ${v} is not one of its values`;
        break;
      case 'flags':
        if (!Array.isArray(v) || !v.every((x) => f.values.includes(x)) || new Set(v).size !== v.length) return `${f.name} = ${v}`;
        break;
      case 'matrix': {
        const L = MATRIX_LIMITS;
        const ok =
          Array.isArray(v) &&
          v.length >= 1 &&
          v.length <= L.rows &&
          v.every(
            (row) =>
              row.length === v[0].length &&
              row.length >= 1 &&
              row.length <= L.cols &&
              row.every((x) => Number.isFinite(x) && Math.abs(x) <= L.abs && !Object.is(x, -0)),
          );
        if (!ok) return `${f.name} = ${JSON.stringify(v)} is not a valid matrix`;
        break;
      }
      case 'origin':
        if (v !== '' && new URL(v).origin !== v) return `${f.name} = ${v} is not an origin`;
        break;
      default:
        return `${f.name}: unknown type ${f.type}`;
    }
  }
  if (state.embed && state.tab !== state.embed) return 'embed without its tab';
  return null;
}

describe('URL state fuzzing', () => {
  it(`never throws, stays in range and round-trips (${CASES} seeded inputs)`, () => {
    const r = rng(20240611);
    const seeds = [serialize(parse('?pg_lr=0.5&seed=42&bm=1,2;3,4&hide=tables,controls&embed=playground').state)];
    for (let n = 0; n < CASES; n++) {
      const query = r() < 0.5 ? randomQuery(r) : mutate(r, r() < 0.5 ? pick(r, seeds) : randomQuery(r));
      let first;
      try {
        first = parse(query);
      } catch (e) {
        throw new Error(`case ${n}: parse(${JSON.stringify(query)}) threw ${e}`);
      }
      const bad = checkState(first.state);
      if (bad) throw new Error(`case ${n}: ${JSON.stringify(query)} -> ${bad}`);
      const again = parse(serialize(first.state));
      if (JSON.stringify(again.state) !== JSON.stringify(first.state) || again.notes.length) {
        expect({ query, state: again.state, notes: again.notes }).toEqual({ query, state: first.state, notes: [] });
      }
      if (n % 50 === 0 && first.notes.length === 0) seeds.push(serialize(first.state));
    }
    expect(seeds.length).toBeGreaterThan(10); // the mutations also start from parsed, clean links
  });

  // A backtracking number pattern would take minutes on these (the test's timeout fails it).
  it('a long run of digits is refused, not backtracked over', () => {
    const { state, notes } = parse(`?pg_lr=${'1'.repeat(200000)}x&steps=${'9'.repeat(100000)}`);
    expect(state.pg_lr).toBe(0.1);
    expect(notes.map((x) => x.kind)).toEqual(['malformed', 'malformed']);
    expect(notes[0].raw.length).toBeLessThanOrEqual(61); // a note shows at most 60 characters and '…'
  }, 10000);
});
