// scripts/scorm_packages.mjs — SCORM packages of the built site (dist/), for learning platforms
// (web/src/scorm/: the manifest, the zip writer; docs/scorm.md), deflated with node's zlib. `npm run build` runs it with no
// arguments: dist/makemore-lab-scorm12.zip and dist/makemore-lab-scorm2004.zip hold the whole lab
// (Turkish, the five exercises counting), and dist/package-files.json lists the site's files for the
// snippet box's "Download as a SCORM package". One demo, with the snippet box's options:
//   node scripts/scorm_packages.mjs --tab tanh --lang en --scorm 2004 [--lock] [--predict off|on|require]
//        [--count e2,e3] [--settings "bad=2.5&seed=7"] [--out file.zip]
// A teacher's lesson of several tabs (the page's lesson builder, ?build=1; docs/teachers.md):
//   node scripts/scorm_packages.mjs --lesson tanh,kaiming,exercises [--locked bad] [--mastery 70]
//        [--title "…"] and the options above but --tab and --lock
// An exercise counted in a package without the exercises tab is refused: it could never be scored.
import fs, { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { zip, packaged } from '../web/src/scorm/zip.js';
import { manifest, launchQuery, packageName, EXERCISE_IDS, MASTERY, countedOutside } from '../web/src/scorm/manifest.js';
import { TABS, parse } from '../web/src/state/state.js';
import { TAB_SETTINGS } from '../web/src/tabs/manifests.js';
import { lessonSettingNames, EXERCISES_TAB } from '../web/src/teacher/lesson.js';
import { fromFtl } from '../web/src/words/locales/ftl.js';
import { langFolders } from '../web/src/state/lang_folders.js';

// The languages: one folder of Fluent files each (web/src/words/locales/<code>/), as the page finds them.
const LOCALES = new URL('../web/src/words/locales/', import.meta.url);
const LANGS = langFolders(fs, LOCALES);

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
  const table = fromFtl(readFileSync(new URL(`${lang}/shell.ftl`, LOCALES), 'utf8'));
  return `makemore-lab — ${tab ? table.tabs[tab].title : table.shell.tagline.split(':')[0]}`;
};

// o: { tab, lang, lock, predict, count, settings, version } -> the zip's bytes
export async function buildPackage(o, dir = DIST) {
  if (countedOutside(o).length) throw new Error(`${countedOutside(o).join(', ')}: not in the package's tabs`);
  const files = siteFiles(dir);
  const query = launchQuery(o);
  const lesson = o.lesson?.length > 0;
  const text = manifest({
    version: o.version,
    title: o.title ?? (await titleOf(lesson ? '' : o.tab, o.lang)),
    query,
    files,
    mastery: o.count.length ? (o.mastery ?? MASTERY * 100) / 100 : null,
    id: lesson ? 'makemore-lab-lesson' : `makemore-lab-${o.tab || 'lab'}`,
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
      lesson: { type: 'string' },
      locked: { type: 'string', default: '' },
      mastery: { type: 'string', default: '80' },
      title: { type: 'string' },
    },
  });
  const bad = (msg) => {
    console.error(`scorm_packages: ${msg}`);
    process.exit(2);
  };
  const needDist = () => statSync(DIST, { throwIfNoEntry: false }) || bad('no dist/: run `npm run build` first');
  if (a.lesson !== undefined) return writeLesson(a, bad, needDist);
  if (!a.tab) {
    needDist();
    writeFileSync(join(DIST, FILE_LIST), `${JSON.stringify(siteFiles())}\n`);
    for (const version of ['1.2', '2004']) {
      const o = { tab: '', lang: 'tr', lock: false, predict: 'on', count: EXERCISE_IDS, settings: {}, version };
      writeFileSync(join(DIST, packageName(o)), await buildPackage(o));
      console.log(`dist/${packageName(o)}`);
    }
    return;
  }
  if (!TABS.includes(a.tab)) bad(`no demo named "${a.tab}"; the demos: ${TABS.join(', ')}`);
  if (!LANGS.includes(a.lang)) bad(`--lang is one of ${LANGS.join(', ')}, not "${a.lang}"`);
  if (!['1.2', '2004'].includes(a.scorm)) bad(`--scorm is 1.2 or 2004, not "${a.scorm}"`);
  if (!['on', 'off', 'require'].includes(a.predict)) bad(`--predict is on, off or require, not "${a.predict}"`);
  const count = a.count === undefined ? (a.tab === 'exercises' ? EXERCISE_IDS : []) : a.count.split(',').filter(Boolean);
  checkCount(count, { tab: a.tab }, bad);
  const { state } = parse(`?${a.settings}`);
  const settings = Object.fromEntries((TAB_SETTINGS[a.tab] ?? []).map((k) => [k, state[k]]));
  needDist();
  const o = { tab: a.tab, lang: a.lang, lock: a.lock, predict: a.predict, count, settings, version: a.scorm };
  const out = a.out ?? packageName(o);
  writeFileSync(out, await buildPackage(o));
  console.log(out);
}

// The exercises counted: known ones, and only in a package that holds the exercises tab (countedOutside:
// a one-demo package of another tab, or a lesson without that tab, could never score them).
function checkCount(count, { tab = '', lesson = [] }, bad) {
  const unknown = count.filter((x) => !EXERCISE_IDS.includes(x));
  if (unknown.length) bad(`--count takes ${EXERCISE_IDS.join(', ')}, not ${unknown.join(', ')}`);
  const outside = countedOutside({ tab, lesson, count });
  if (outside.length)
    bad(
      `--count ${outside.join(',')}: ${lesson.length ? `the lesson "${lesson.join(',')}"` : `the "${tab}" demo`} has no exercises: they are done on the ${EXERCISES_TAB} tab, which this package does not hold, so they could never be scored; add that tab (--tab exercises, a --lesson with it, or the whole lab: no --tab) or leave --count out`,
    );
}

// --lesson tab,tab,…: a teacher's lesson of several tabs, in that order.
async function writeLesson(a, bad, needDist) {
  if (a.tab || a.lock) bad('--lesson takes the tabs itself: leave --tab and --lock out (--locked names the settings to lock)');
  const tabs = a.lesson.split(',').filter(Boolean);
  const wrong = tabs.filter((x) => !TABS.includes(x));
  if (!tabs.length || wrong.length) bad(`--lesson takes tabs from ${TABS.join(', ')}, not "${a.lesson}"`);
  if (new Set(tabs).size !== tabs.length) bad(`--lesson names a tab twice: "${a.lesson}"`);
  if (!LANGS.includes(a.lang)) bad(`--lang is one of ${LANGS.join(', ')}, not "${a.lang}"`);
  if (!['1.2', '2004'].includes(a.scorm)) bad(`--scorm is 1.2 or 2004, not "${a.scorm}"`);
  if (!['on', 'off', 'require'].includes(a.predict)) bad(`--predict is on, off or require, not "${a.predict}"`);
  const count = (a.count ?? '').split(',').filter(Boolean);
  checkCount(count, { lesson: tabs }, bad);
  const mastery = Number(a.mastery);
  if (!Number.isInteger(mastery) || mastery < 1 || mastery > 100) bad(`--mastery is a whole percentage, 1 … 100, not "${a.mastery}"`);
  const names = lessonSettingNames(tabs);
  const locked = a.locked.split(',').filter(Boolean);
  const stray = locked.filter((k) => !names.includes(k));
  if (stray.length) bad(`--locked names settings of the lesson's tabs (${names.join(', ')}), not ${stray.join(', ')}`);
  const { state } = parse(`?${a.settings}`);
  const settings = Object.fromEntries(names.map((k) => [k, state[k]]));
  needDist();
  const o = {
    lesson: tabs,
    lang: a.lang,
    lock: false,
    predict: a.predict,
    count,
    settings,
    version: a.scorm,
    locked,
    mastery,
    title: a.title,
  };
  const out = a.out ?? packageName(o);
  writeFileSync(out, await buildPackage(o));
  console.log(out);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
