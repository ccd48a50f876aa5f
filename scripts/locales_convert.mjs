// locales_convert.mjs — writes each language's Fluent files from its JS tables: every
// web/src/words/locales/<code>/<area>.js becomes <code>/<area>.ftl beside it (locales/ftl.js: one
// message a line, in the table's order; the JS file's header comment is the .ftl's). The same
// tables give the same bytes, so it can be rerun after any change to them.
//   node scripts/locales_convert.mjs           write the .ftl files
//   node scripts/locales_convert.mjs --check   write nothing; exit 1 naming each .ftl that is stale or missing
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { toFtl, fromFtl } from '../web/src/words/locales/ftl.js';

const ROOT = fileURLToPath(new URL('../web/src/words/locales/', import.meta.url));
const check = process.argv.includes('--check');

// The leading // comment of a JS table, as the .ftl's comment lines: a table it names by its folder
// ("tr/shell.js", "locales/de/glossary.js") is named as its .ftl; any other file (boot.js, a test)
// keeps its name.
const isTable = (code, area) => existsSync(join(ROOT, code, `${area}.js`));
const headerOf = (js) => {
  const lines = [];
  for (const line of js.split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(
      line
        .replace(/^\/\/ ?/, '')
        .replace(/(?<![\w/])((?:locales\/)?([\w-]+)\/(\w+))\.js\b/g, (m, path, code, area) => (isTable(code, area) ? `${path}.ftl` : m)),
    );
  }
  return lines;
};

const stale = [];
let written = 0;
for (const code of readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort()) {
  const dir = join(ROOT, code);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    const js = join(dir, file);
    const tree = (await import(pathToFileURL(js).href)).default;
    const text = toFtl(tree, headerOf(readFileSync(js, 'utf8')));
    if (JSON.stringify(fromFtl(text)) !== JSON.stringify(tree))
      throw new Error(`${code}/${file}: its Fluent text does not read back as the same table`);
    const ftl = js.replace(/\.js$/, '.ftl');
    const same = existsSync(ftl) && readFileSync(ftl, 'utf8') === text;
    if (same) continue;
    if (check) stale.push(`${code}/${file.replace(/\.js$/, '.ftl')}`);
    else {
      writeFileSync(ftl, text);
      written++;
    }
  }
}
if (check && stale.length) {
  console.error(`locales: ${stale.length} .ftl file(s) stale or missing (run node scripts/locales_convert.mjs):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? 'locales: every .ftl file is up to date' : `locales: ${written} .ftl file(s) written`);
