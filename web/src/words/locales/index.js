// locales/index.js — every language at once, as trees, for the tests (tests/js/locales.test.js
// checks that tr and en have the same keys). The page does not import this file: it formats the
// Fluent files itself (i18n.js). Each language is one folder of files, one per area of the page
// (<code>/<area>.ftl: shell, common, refusal and one per tab), so work on different tabs edits
// different files; a top-level key defined in two area files is an error.
import { fromFtl } from './ftl.js';

const FILES = import.meta.glob('./*/*.ftl', { query: '?raw', import: 'default', eager: true });

// 'tr' -> { area: its tree } of the files under ./tr/.
export function areasOf(lang) {
  const out = {};
  for (const path of Object.keys(FILES).sort()) {
    const [, dir, area] = path.match(/^\.\/(\w+)\/(\w+)\.ftl$/) ?? [];
    if (dir === lang) out[area] = fromFtl(FILES[path]);
  }
  return out;
}

function assemble(lang) {
  const table = {};
  for (const [area, part] of Object.entries(areasOf(lang))) {
    for (const [key, value] of Object.entries(part)) {
      if (key in table) throw new Error(`locales/${lang}: "${key}" is defined in two area files (${area}.ftl and another)`);
      table[key] = value;
    }
  }
  return table;
}

export const CODES = [...new Set(Object.keys(FILES).map((p) => p.split('/')[1]))].sort();
export const LOCALES = Object.fromEntries(CODES.map((code) => [code, assemble(code)]));
