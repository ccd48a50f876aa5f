// locales.test.js — the two languages (web/src/words/locales/<lang>/<area>.js) have exactly the same
// keys, arrays of the same length and a string at every leaf; both have the same area files, each
// defining the same top-level keys, no key in two areas; and every key the page's code names (in a
// t('…') call anywhere, or as an 'area.key' string in a tab, such as a control's label) exists in both. The
// comparison is also fed two tables that differ, to show it fails.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, areasOf } from '../../web/src/words/locales/index.js';

const SRC = new URL('../../web/src/', import.meta.url).pathname;

// Every path to a leaf: 'a.b.c' for strings, 'a.list[3]' for an array of 3 (its items are leaves).
function shape(table, prefix = '') {
  return Object.entries(table).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (Array.isArray(v)) return [`${path}[${v.length}]`, ...v.filter((x) => typeof x !== 'string').map(() => `${path}: not a string`)];
    if (v && typeof v === 'object') return shape(v, path);
    return typeof v === 'string' ? [path] : [`${path}: not a string`];
  });
}

// The paths one table has and the other lacks, both ways.
function differences(a, b) {
  const sa = new Set(shape(a)),
    sb = new Set(shape(b));
  return { onlyFirst: [...sa].filter((p) => !sb.has(p)), onlySecond: [...sb].filter((p) => !sa.has(p)) };
}

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'wasm' || e.name === 'locales' ? [] : sources(join(dir, e.name));
    return e.name.endsWith('.js') ? [join(dir, e.name)] : [];
  });
}

const lookup = (table, key) => key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), table);

describe('locale files', () => {
  it('the comparison finds a missing key, an extra one and an array of another length', () => {
    const d = differences({ a: 'x', b: { c: 'y' }, l: ['1', '2'] }, { a: 'x', b: { d: 'y' }, l: ['1'] });
    expect(d.onlyFirst).toEqual(['b.c', 'l[2]']);
    expect(d.onlySecond).toEqual(['b.d', 'l[1]']);
    expect(shape({ n: 3 })).toEqual(['n: not a string']);
  });

  it('tr and en have exactly the same keys, every leaf a string', () => {
    expect(shape(LOCALES.tr).length).toBeGreaterThan(250);
    expect(differences(LOCALES.tr, LOCALES.en)).toEqual({ onlyFirst: [], onlySecond: [] });
    expect(shape(LOCALES.tr).filter((p) => p.includes('not a string'))).toEqual([]);
  });

  it('both languages have the same area files, each with the same top-level keys', () => {
    const tr = areasOf('tr'),
      en = areasOf('en');
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(tr)).toContain('refusal');
    for (const area of Object.keys(tr)) expect(Object.keys(en[area]), area).toEqual(Object.keys(tr[area]));
    const keys = Object.values(tr).flatMap((t) => Object.keys(t));
    expect(keys.length).toBe(new Set(keys).size); // no top-level key in two areas
  });

  it("every key the page's code names exists in both languages", () => {
    const areas = new Set(Object.keys(LOCALES.tr));
    const keys = (text, re) => [...text.matchAll(re)].map((m) => m[1]);
    const used = new Set(
      sources(SRC).flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        const named = f.includes('/tabs/') ? keys(text, /'([\w-]+(?:\.[\w-]+)+)'/g).filter((k) => areas.has(k.split('.')[0])) : [];
        return [...keys(text, /\bt\(\s*'([\w.-]+)'/g), ...named];
      }),
    );
    expect(used.size).toBeGreaterThan(150);
    expect(used).toContain('start.steps'); // a control's label, named without t()
    for (const lang of ['tr', 'en']) {
      expect(
        [...used].filter((k) => typeof lookup(LOCALES[lang], k) === 'undefined'),
        lang,
      ).toEqual([]);
    }
  });
});
