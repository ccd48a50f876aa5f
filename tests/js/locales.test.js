// locales.test.js — every language (web/src/words/locales/<lang>/<area>.ftl: tr, the source, and each
// other folder) has exactly the keys of tr, arrays of the same length, a string at every leaf, the
// same placeholders in every message ({name}; a Turkish case selector {name|case} counts as {name})
// and plural messages with the language's own CLDR categories; every language has tr's area files,
// each defining the same top-level keys, no key in two areas; and every key the page's code names
// (in a t('…') call anywhere, or as an 'area.key' string in a tab, such as a control's label) exists
// in every language. The comparisons are also fed tables that differ, to show they fail.
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

// Every leaf's placeholder names, sorted: { 'a.b': 'n,V' } ("{V|abl}" is V).
function placeholders(table, prefix = '') {
  const out = {};
  for (const [k, v] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${k}` : k;
    const names = (str) => [...new Set([...str.matchAll(/\{(\w+)(?:\|\w+)?\}/g)].map((m) => m[1]))].sort().join(',');
    if (Array.isArray(v)) v.forEach((x, i) => typeof x === 'string' && (out[`${path}[${i}]`] = names(x)));
    else if (v && typeof v === 'object') Object.assign(out, placeholders(v, path));
    else if (typeof v === 'string') out[path] = names(v);
  }
  return out;
}

// The messages whose placeholders differ from the source's: ['a.b: {n} vs {m}'].
function placeholderDiffs(source, other) {
  const a = placeholders(source),
    b = placeholders(other);
  return Object.keys(a)
    .filter((k) => k in b && a[k] !== b[k])
    .map((k) => `${k}: {${a[k]}} vs {${b[k]}}`);
}

// A plural message: an object whose keys are all CLDR categories (t(key, vars, { plural })).
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
function plurals(table, prefix = '') {
  return Object.entries(table).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    const keys = Object.keys(v);
    if (keys.length && keys.every((c) => CATEGORIES.has(c))) return [[path, keys]];
    return plurals(v, path);
  });
}

// The plural messages that use a category the language does not have, or lack 'other'.
function pluralFaults(table, lang) {
  const own = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
  return plurals(table).flatMap(([path, keys]) =>
    keys.includes('other') && keys.every((c) => own.has(c)) ? [] : [`${path}: ${keys.join('/')} (${lang} has ${[...own].join('/')})`],
  );
}

const LANGS = Object.keys(LOCALES);
const OTHERS = LANGS.filter((l) => l !== 'tr');

const lookup = (table, key) => key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), table);

describe('locale files', () => {
  it('the comparison finds a missing key, an extra one and an array of another length', () => {
    const d = differences({ a: 'x', b: { c: 'y' }, l: ['1', '2'] }, { a: 'x', b: { d: 'y' }, l: ['1'] });
    expect(d.onlyFirst).toEqual(['b.c', 'l[2]']);
    expect(d.onlySecond).toEqual(['b.d', 'l[1]']);
    expect(shape({ n: 3 })).toEqual(['n: not a string']);
  });

  it('the placeholder and plural checks find a changed placeholder and a foreign category', () => {
    const src = { a: 'ln {V} ≈ {lnV|abl}', l: ['{n} Schritte'], p: { one: '{n} x', other: '{n} xs' } };
    expect(placeholderDiffs(src, { a: 'ln {V} ≈ {lnV}', l: ['{n} Schritte'], p: { one: '{n} x', other: '{n} xs' } })).toEqual([]);
    expect(placeholderDiffs(src, { a: 'ln {V} ≈ {lnv}', l: ['Schritte'], p: { one: 'ein x', other: '{n} xs' } })).toEqual([
      'a: {V,lnV} vs {V,lnv}',
      'l[0]: {n} vs {}',
      'p.one: {n} vs {}',
    ]);
    expect(pluralFaults({ p: { one: 'a', few: 'b', other: 'c' } }, 'de')).toEqual(['p: one/few/other (de has one/other)']);
    expect(pluralFaults({ p: { one: 'a' } }, 'de')).toHaveLength(1);
  });

  it("a language missing one of tr's keys is found", () => {
    const de = structuredClone(LOCALES.de);
    delete de.start.firstLoss;
    de.lesson.guide.start.t1 = { do: 'x' };
    expect(differences(LOCALES.tr, de)).toEqual({ onlyFirst: ['lesson.guide.start.t1.expect', 'start.firstLoss'], onlySecond: [] });
  });

  it('the languages are tr, the source, and at least en and de', () => {
    expect(LANGS).toEqual(expect.arrayContaining(['tr', 'en', 'de']));
    expect(shape(LOCALES.tr).length).toBeGreaterThan(250);
    expect(shape(LOCALES.tr).filter((p) => p.includes('not a string'))).toEqual([]);
  });

  it.each(OTHERS)('%s has exactly the keys of tr, every leaf a string, list paragraphs as many', (lang) => {
    expect(differences(LOCALES.tr, LOCALES[lang])).toEqual({ onlyFirst: [], onlySecond: [] });
  });

  it.each(OTHERS)('%s has the placeholders of tr in every message', (lang) => {
    expect(placeholderDiffs(LOCALES.tr, LOCALES[lang])).toEqual([]);
  });

  it.each(LANGS)('%s writes its plural messages with its own plural categories', (lang) => {
    expect(plurals(LOCALES[lang]).length).toBeGreaterThan(3);
    expect(pluralFaults(LOCALES[lang], lang)).toEqual([]);
  });

  it.each(OTHERS)('%s has the area files of tr, each with the same top-level keys', (lang) => {
    const tr = areasOf('tr'),
      other = areasOf(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(tr).sort());
    expect(Object.keys(tr)).toContain('refusal');
    for (const area of Object.keys(tr)) expect(Object.keys(other[area]), area).toEqual(Object.keys(tr[area]));
    const keys = Object.values(tr).flatMap((t) => Object.keys(t));
    expect(keys.length).toBe(new Set(keys).size); // no top-level key in two areas
  });

  it("every key the page's code names exists in every language", () => {
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
    for (const lang of LANGS) {
      expect(
        [...used].filter((k) => typeof lookup(LOCALES[lang], k) === 'undefined'),
        lang,
      ).toEqual([]);
    }
  });
});
