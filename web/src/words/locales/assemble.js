// locales/assemble.js — a language's table from its area files (<lang>/<area>.js, each holding
// whole top-level keys; a key defined in two area files is an error). `files` is what
// import.meta.glob returns for './<lang>/*.js' (or './*/*.js'): { path: table }.

// 'tr' -> { area: its table } of the files under ./tr/.
export function areasIn(files, lang) {
  const out = {};
  for (const [path, table] of Object.entries(files)) {
    const [, dir, area] = path.match(/^\.\/(\w+)\/(\w+)\.js$/) ?? [];
    if (dir === lang) out[area] = table;
  }
  return out;
}

export function assemble(files, lang) {
  const table = {};
  for (const [area, part] of Object.entries(areasIn(files, lang))) {
    for (const [key, value] of Object.entries(part)) {
      if (key in table) throw new Error(`locales/${lang}: "${key}" is defined in two area files (${area}.js and another)`);
      table[key] = value;
    }
  }
  return table;
}
