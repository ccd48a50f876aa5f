// scripts/scorm_packages.mjs — SCORM packages of the built site (dist/), for learning platforms
// (web/src/scorm/: the manifest, the zip writer; docs/scorm.md), deflated with node's zlib. `npm run build` runs it with no
// arguments: dist/makemore-lab-scorm12.zip and dist/makemore-lab-scorm2004.zip hold the whole lab
// (Turkish, the five exercises counting), and dist/package-files.json lists the site's files for the
// snippet box's "Download as a SCORM package". One demo, with the snippet box's options:
//   node scripts/scorm_packages.mjs --tab tanh --lang en --scorm 2004 [--lock] [--predict off|on|require]
//        [--count e2,e3] [--settings "bad=2.5&seed=7"] [--out file.zip]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { zip, packaged } from '../web/src/scorm/zip.js';
import { manifest, launchQuery, packageName, EXERCISE_IDS, MASTERY, countedOutside } from '../web/src/scorm/manifest.js';
import { TABS, parse } from '../web/src/state/state.js';
import { TAB_SETTINGS } from '../web/src/tabs/manifests.js';

const ROOT = new URL('../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
export const FILE_LIST = 'package-files.json';

// The site's files, relative to dist/ (not the packages themselves).
export function siteFiles(dir = DIST) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!name.endsWith('.zip') && name !== FILE_LIST) out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

const titleOf = async (tab, lang) => {
  const { default: table } = await import(`../web/src/words/locales/${lang}/shell.js`);
  return `makemore-lab — ${tab ? table.tabs[tab].title : table.shell.tagline.split(':')[0]}`;
};

// o: { tab, lang, lock, predict, count, settings, version } -> the zip's bytes
export async function buildPackage(o, dir = DIST) {
  if (countedOutside(o).length) throw new Error(`${countedOutside(o).join(', ')}: not in the "${o.tab}" demo`);
  const files = siteFiles(dir);
  const query = launchQuery(o);
  const text = manifest({
    version: o.version,
    title: await titleOf(o.tab, o.lang),
    query,
    files,
    mastery: o.count.length ? MASTERY : null,
    id: `makemore-lab-${o.tab || 'lab'}`,
  });
  const entries = files.map((f) => ({ name: f, data: packaged(f, readFileSync(join(dir, f))) }));
  return zip([{ name: 'imsmanifest.xml', data: text }, ...entries], async (bytes) => deflateRawSync(bytes, { level: 9 }));
}

async function main() {
  const { values: a } = parseArgs({
    options: {
      tab: { type: 'string', default: '' },
      lang: { type: 'string', default: 'tr' },
      scorm: { type: 'string', default: '1.2' },
      lock: { type: 'boolean', default: false },
      predict: { type: 'string', default: 'on' },
      count: { type: 'string' },
      settings: { type: 'string', default: '' },
      out: { type: 'string' },
    },
  });
  const bad = (msg) => {
    console.error(`scorm_packages: ${msg}`);
    process.exit(2);
  };
  const noDist = () => !statSync(DIST, { throwIfNoEntry: false }) && bad('no dist/: run `npm run build` first');
  if (!a.tab) {
    noDist();
    writeFileSync(join(DIST, FILE_LIST), `${JSON.stringify(siteFiles())}\n`);
    for (const version of ['1.2', '2004']) {
      const o = { tab: '', lang: 'tr', lock: false, predict: 'on', count: EXERCISE_IDS, settings: {}, version };
      writeFileSync(join(DIST, packageName(o)), await buildPackage(o));
      console.log(`dist/${packageName(o)}`);
    }
    return;
  }
  if (!TABS.includes(a.tab)) bad(`no demo named "${a.tab}"; the demos: ${TABS.join(', ')}`);
  if (!['tr', 'en'].includes(a.lang)) bad(`--lang is tr or en, not "${a.lang}"`);
  if (!['1.2', '2004'].includes(a.scorm)) bad(`--scorm is 1.2 or 2004, not "${a.scorm}"`);
  if (!['on', 'off', 'require'].includes(a.predict)) bad(`--predict is on, off or require, not "${a.predict}"`);
  const count = a.count === undefined ? (a.tab === 'exercises' ? EXERCISE_IDS : []) : a.count.split(',').filter(Boolean);
  const unknown = count.filter((x) => !EXERCISE_IDS.includes(x));
  if (unknown.length) bad(`--count takes ${EXERCISE_IDS.join(', ')}, not ${unknown.join(', ')}`);
  const outside = countedOutside({ tab: a.tab, count });
  if (outside.length)
    bad(
      `--count ${outside.join(',')}: the "${a.tab}" demo has no exercises, so they could never score; count them in a package of the exercises tab (--tab exercises) or of the whole lab (no --tab)`,
    );
  noDist();
  const { state } = parse(`?${a.settings}`);
  const settings = Object.fromEntries((TAB_SETTINGS[a.tab] ?? []).map((k) => [k, state[k]]));
  const o = { tab: a.tab, lang: a.lang, lock: a.lock, predict: a.predict, count, settings, version: a.scorm };
  const out = a.out ?? packageName(o);
  writeFileSync(out, await buildPackage(o));
  console.log(out);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
