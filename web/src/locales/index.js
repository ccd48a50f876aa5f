// locales/index.js — the page's two languages, Turkish first. Each is assembled from one file per
// area of the page (<lang>/<area>.js: shell, common, refusal and one per tab), so work on
// different tabs edits different files. An area file holds whole top-level keys; a key defined in
// two area files is an error. tests/js/locales.test.js checks that tr and en have the same keys.
const FILES = import.meta.glob('./*/*.js', { eager: true, import: 'default' });

// 'tr' -> { area: its table } of the files under ./tr/.
export function areasOf(lang) {
  const out = {};
  for (const [path, table] of Object.entries(FILES)) {
    const [, dir, area] = path.match(/^\.\/(\w+)\/(\w+)\.js$/) ?? [];
    if (dir === lang) out[area] = table;
  }
  return out;
}

function assemble(lang) {
  const table = {};
  for (const [area, part] of Object.entries(areasOf(lang))) {
    for (const [key, value] of Object.entries(part)) {
      if (key in table) throw new Error(`locales/${lang}: "${key}" is defined in two area files (${area}.js and another)`);
      table[key] = value;
    }
  }
  return table;
}

export const LOCALES = { tr: assemble('tr'), en: assemble('en') };
