// state.js — every user-visible setting in one typed table (name, type, default, range) that
// round-trips through the URL's query string, seed included: the same link draws the same curves.
// A setting the core trains with names its row of the core's range table (`core`, mirrored in
// CORE_LIMITS): its accepted range is the core's, or a narrower one of its own, never wider.
// parse() never throws: out-of-range values are clamped, malformed or unknown ones dropped, and
// each such fix is returned as a note the page shows. The link format is versioned (`v`, below):
// an older link is upgraded to this version's keys before it is read. Leaves out: storage other
// than the URL.
import { TAB_IDS, TAB_ROWS, SEED, fieldOf, FIGURE_NAMES } from '../tabs/manifests.js';
// keptNumber (6 significant digits, as a setting and the URL keep a number) and sameSetting (the
// one rule of "the text's value"): tabs/checks.js, under the manifests that read it too.
import { keptNumber, sameSetting, sameKept } from '../tabs/checks.js';
import { langFolders } from './lang_folders.js';
export { keptNumber, sameSetting, sameKept };

// The languages the link's lang= key takes, the default first: one per folder of words
// (web/src/words/locales/<code>/), found by the build (vite.config.js), and the pseudo-locale xx.
// A node script (scripts/scorm_packages.mjs) reads the same folders itself.
const LANG_CODES = typeof __MM_LANGS__ !== 'undefined' ? __MM_LANGS__ : foldersInNode();

function foldersInNode() {
  const fs = globalThis.process?.getBuiltinModule?.('node:fs');
  return fs ? langFolders(fs, new URL('../words/locales/', import.meta.url)) : ['tr', 'en'];
}

// The tabs in the lecture's order, and the tabs' own settings rows: their manifests (tabs/<id>/manifest.js).
export const TABS = TAB_IDS;

// The core's table of ranges (native/limits.hpp, the module's limits()): [min, max], or (min, max]
// when minOpen. Copied here so a URL parses before the module has loaded; tests/js/limits.test.js
// checks the copy against the module, and the page applies the module's own table at start-up.
export const CORE_LIMITS = {
  n_layer: { min: 2, max: 12, integer: true },
  n_hidden: { min: 1, max: 1024, integer: true },
  n_embd: { min: 1, max: 64, integer: true },
  block_size: { min: 1, max: 16, integer: true },
  vocab_size: { min: 2, max: 65, integer: true },
  batch_size: { min: 1, max: 4096, integer: true },
  steps: { min: 1, max: 1000000, integer: true },
  seed: { min: 0, max: 4294967295, integer: true },
  lr: { min: 0, max: 10, minOpen: true },
  gain: { min: 0, max: 10, minOpen: true },
  bad_init: { min: 0, max: 10, minOpen: true },
  bn_momentum: { min: 0, max: 1 },
  eps: { min: 1e-12, max: 1 },
  bn_steps: { min: 10, max: 5000, integer: true },
  norm_eps: { min: 1e-30, max: 1e6 },
};

// type: int | num | bool | enum | flags (comma list of values) | matrix (rows ';', values ',') |
// origin (a web page's origin, https://host[:port], as the browser writes it; '' for none)
// core: the CORE_LIMITS row; min/max beside it narrow the core's range (a figure's own knob).
export const FIELDS = [
  { name: 'tab', type: 'enum', values: TABS, def: 'start' },
  { name: 'lang', type: 'enum', values: LANG_CODES, def: LANG_CODES[0] },
  fieldOf(SEED),
  { name: 'embed', type: 'enum', values: ['', ...TABS], def: '' },
  { name: 'hide', type: 'flags', values: ['controls', 'explain', 'snippet', 'tables'], def: [] },
  // an embedded demo's one figure, with the tab's controls (figures.js: which tab has which)
  { name: 'figure', type: 'enum', values: ['', ...FIGURE_NAMES], def: '' },
  { name: 'lock', type: 'bool', def: false },
  // predict then reveal: on, off (or 0), require (no "just show me"); lesson/prompts.js predictMode
  { name: 'predict', type: 'enum', values: ['on', 'off', 'require', '0', '1'], def: 'on' },
  // inside a learning platform (a SCORM package): the exercises whose verdicts make the score
  { name: 'count', type: 'flags', values: ['e1', 'e2', 'e3', 'e4', 'e5'], def: [] },
  // a SCORM package's version: the page talks to that API only ('' : either, 2004 first)
  { name: 'scorm', type: 'enum', values: ['', '1.2', '2004'], def: '' },
  // a teacher's lesson (teacher/, docs/teachers.md): these tabs only, in this order; the settings
  // locked in it; its mastery score (%); build: the teacher's pages (the builder, the two sheets, the class)
  { name: 'lesson', type: 'flags', values: TABS, def: [] },
  { name: 'locked', type: 'flags', values: [SEED.name, ...TAB_ROWS.map((r) => r.name)], def: [] },
  { name: 'mastery', type: 'int', def: 80, min: 1, max: 100 },
  { name: 'build', type: 'enum', values: ['', '1', 'work', 'answers', 'class'], def: '' },
  // an embedded demo's events (events.js) go to its parent page, of this origin only; '' sends none
  { name: 'events', type: 'origin', def: '' },
  // every tab's own settings, from its manifest (tabs/manifests.js), in the lecture's order
  ...TAB_ROWS.map(fieldOf),
  // the colours: the system's preference (auto), or light or dark
  { name: 'theme', type: 'enum', values: ['auto', 'light', 'dark'], def: 'auto' },
  // presentation mode for a projector: large type, high contrast, one figure at a time (present.js)
  { name: 'present', type: 'bool', def: false },
];
for (const f of FIELDS) f.own = { min: f.min, max: f.max };

// A field's accepted range: its own bounds inside the core's row. minOpen only where the core's
// open bound is the field's (lr > 0: a value at min is out of range, and nothing to clamp to).
function applyRange(f) {
  const c = CORE_LIMITS[f.core];
  if (!c) return;
  f.min = Math.max(f.own.min ?? c.min, c.min);
  f.max = Math.min(f.own.max ?? c.max, c.max);
  f.minOpen = !!c.minOpen && f.min === c.min;
}
FIELDS.forEach(applyRange);

// The module's own table ([{ name, min, max, integer, minOpen }], as limits() returns it) replaces
// the copy, and every field follows. Returns the names of the rows that differed from the copy.
export function applyCoreLimits(records) {
  const changed = [];
  for (const r of records) {
    const row = { min: r.min, max: r.max, ...(r.integer ? { integer: true } : {}), ...(r.minOpen ? { minOpen: true } : {}) };
    if (JSON.stringify(row) !== JSON.stringify(CORE_LIMITS[r.name])) changed.push(r.name);
    CORE_LIMITS[r.name] = row;
  }
  FIELDS.forEach(applyRange);
  return changed;
}

// "[1, 1024]" or "(0, 10]", as the core's messages write a range.
export const rangeText = (f) => `${f.minOpen ? '(' : '['}${f.min}, ${f.max}]`;

export const MATRIX_LIMITS = { rows: 8, cols: 8, abs: 1e6 };
const BY_NAME = new Map(FIELDS.map((f) => [f.name, f]));
export const field = (name) => BY_NAME.get(name);

export function defaults() {
  const s = {};
  for (const f of FIELDS) s[f.name] = structuredClone(f.def);
  return s;
}

// A decimal number: no hex, no Infinity, no empty string. Unambiguous (the digits after the dot
// come only after a dot), so a long run of digits cannot make the match backtrack quadratically.
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;
const MAX_NUMBER_CHARS = 40;
const MAX_RAW_CHARS = 2000; // an 8x8 matrix of long numbers fits
// Whether setting `name` holds its text's value (state.js's defaults are the lecture's settings).
export const atText = (name, v) => sameSetting(v, BY_NAME.get(name)?.def);
// What a number setting keeps: an int rounded, any other to keptNumber, and never -0.
const keep = (f, v) => (f.type === 'int' ? Math.round(v) : keptNumber(v)) + 0;

// -> { value } | { value, clamped: true } | { value, rounded: true } (an int given as 1.5) |
//    { value, reread: true } (spaces around it, or more digits than a setting keeps) |
//    { value, unknown: [flags] } (flags this page does not know: the known ones apply) |
//    { error: 'malformed' | 'range' }
function parseValue(f, raw) {
  if (raw.length > MAX_RAW_CHARS) return { error: 'malformed' };
  switch (f.type) {
    case 'int':
    case 'num': {
      const text = raw.trim();
      if (text.length > MAX_NUMBER_CHARS || !NUMBER.test(text)) return { error: 'malformed' };
      const exact = Number(text);
      const v = keep(f, exact);
      if (!Number.isFinite(v)) return { error: 'malformed' };
      if (f.minOpen && exact <= f.min) return { error: 'range' }; // e.g. lr <= 0: no nearest value to clamp to
      // the range is checked on the number as written (10.0000001 is past 10, though kept as 10)
      if (exact > f.max || exact < f.min) return { value: Math.min(f.max, Math.max(f.min, v)), clamped: true };
      if (f.type === 'int' && !Number.isInteger(exact)) return { value: v, rounded: true };
      return text !== raw || v !== exact ? { value: v, reread: true } : { value: v };
    }
    case 'bool':
      if (raw === '1' || raw === 'true') return { value: true };
      if (raw === '0' || raw === 'false') return { value: false };
      return { error: 'malformed' };
    case 'enum':
      return f.values.includes(raw) ? { value: raw } : { error: 'malformed' };
    case 'flags': {
      const items = raw.split(',').filter(Boolean);
      const known = items.filter((x) => f.values.includes(x)),
        unknown = items.filter((x) => !f.values.includes(x));
      return unknown.length ? { value: [...new Set(known)], unknown } : { value: [...new Set(items)] };
    }
    case 'matrix':
      return parseMatrix(raw);
    case 'origin':
      return raw === '' || isOrigin(raw) ? { value: raw } : { error: 'malformed' };
    default:
      return { error: 'malformed' };
  }
}

// An http(s) origin exactly as the browser writes one (no path, no trailing slash, lower case), its
// host a name DNS can hold (at most 253 characters, 63 a label): a longer one would be written back
// into the address, which a host may then refuse (414).
export function isOrigin(raw) {
  try {
    const u = new URL(raw);
    if (u.hostname.length > 253 || u.hostname.split('.').some((label) => label.length > 63)) return false;
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === raw;
  } catch {
    return false;
  }
}

// "1,5,-2,3;2,4,-1,2" -> [[1,5,-2,3],[2,4,-1,2]]; rectangular, finite, within MATRIX_LIMITS
// (a readable value beyond them is { error: 'range' }, not unreadable).
export function parseMatrix(raw) {
  const rows = String(raw)
    .split(';')
    .map((r) => r.split(',').map((x) => x.trim()));
  const L = MATRIX_LIMITS;
  if (rows.length < 1 || rows.length > L.rows) return { error: 'malformed' };
  const cols = rows[0].length;
  if (cols < 1 || cols > L.cols) return { error: 'malformed' };
  const out = [];
  for (const r of rows) {
    if (r.length !== cols) return { error: 'malformed' };
    const nums = r.map((x) => (x.length <= MAX_NUMBER_CHARS && NUMBER.test(x) ? Number(x) + 0 : NaN));
    if (!nums.every((v) => Number.isFinite(v))) return { error: 'malformed' };
    if (!nums.every((v) => Math.abs(v) <= L.abs)) return { error: 'range' };
    out.push(nums);
  }
  return { value: out };
}

function formatValue(f, v) {
  switch (f.type) {
    case 'bool':
      return v ? '1' : '0';
    case 'flags':
      return v.join(',');
    case 'matrix':
      return v.map((r) => r.join(',')).join(';');
    case 'num':
      return String(keptNumber(v));
    default:
      return String(v);
  }
}

// Query string -> { state, notes: [{ name, raw, kind, value, range, count?, unknown? }] }; kind is
// 'clamped', 'rounded' (an integer setting given with decimals), 'reread' (read as `value`: spaces
// around it, or more digits than kept), 'range' (outside an open bound, or a matrix value beyond the
// limit: the default is used), 'malformed', 'unknown', 'unknownFlags' (those in `unknown` ignored,
// the rest applied), 'repeated' (a key given `count` times: the last one is read, and its own note
// follows), or 'newer' (the link's `v` is a later version than this page's). `raw` is cut
// to MAX_NOTE_CHARS for display; everything in a note reaches the page as text only.
const MAX_NOTE_CHARS = 60;
const cut = (x) => (x.length > MAX_NOTE_CHARS ? `${x.slice(0, MAX_NOTE_CHARS)}…` : x);

// The link format's version. A query is written with v=URL_VERSION first; a link without `v` is
// version 0 (written before the key existed). MIGRATIONS[k] rewrites a version-k query
// (URLSearchParams, in place) into version k+1's keys, so a saved link keeps opening the same
// settings when a later version renames or re-scales one: bumping URL_VERSION means adding the
// step from the previous version here (and to web/EMBED.md). Version 0's keys are version 1's;
// version 2 raised hs_steps' default from 200 to 1000, so a version-1 link that left it out meant 200.
// A query with no keys at all is the page's own address, not an old link: it reads as this version.
export const URL_VERSION = 2;
export const MIGRATIONS = [
  /* 0 -> 1 */ () => {},
  /* 1 -> 2 */ (params) => {
    if (!params.has('hs_steps')) params.set('hs_steps', '200');
  },
];

// Reads `v` and removes it; upgrades the rest in place. -> a note about `v`, or null. A link from a
// newer version is read as far as this version knows its keys (the rest get 'unknown' notes).
function upgrade(params) {
  const raw = params.get('v');
  params.delete('v');
  let from = raw === null && params.size === 0 ? URL_VERSION : 0;
  if (raw !== null) {
    from = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
    if (Number.isNaN(from)) return { name: 'v', raw: cut(raw), kind: 'malformed', value: String(URL_VERSION) };
    if (from > URL_VERSION) return { name: 'v', raw: cut(raw), kind: 'newer', value: String(URL_VERSION) };
  }
  for (let k = from; k < URL_VERSION; k++) MIGRATIONS[k](params);
  return null;
}

export function parse(search) {
  const state = defaults();
  const params = new URLSearchParams(search);
  const versionNote = upgrade(params);
  const notes = versionNote ? [versionNote] : [];
  const count = new Map(); // key -> how often the link gives it
  for (const [key] of params) count.set(key, (count.get(key) ?? 0) + 1);
  const left = new Map(count);
  for (const [key, text] of params) {
    left.set(key, left.get(key) - 1);
    if (left.get(key) > 0) continue; // a later one of the same key is read
    const name = cut(key),
      raw = cut(text);
    const f = BY_NAME.get(key);
    if (!f) {
      notes.push({ name, raw, kind: 'unknown' });
      continue;
    }
    if (count.get(key) > 1) notes.push({ name, raw, kind: 'repeated', count: count.get(key) });
    const r = parseValue(f, text);
    const range = f.min !== undefined ? rangeText(f) : f.type === 'matrix' ? `[${-MATRIX_LIMITS.abs}, ${MATRIX_LIMITS.abs}]` : '';
    if (r.error) {
      notes.push({ name, raw, kind: r.error, value: formatValue(f, f.def), range });
      continue;
    }
    state[key] = r.value;
    const kind = r.clamped ? 'clamped' : r.rounded ? 'rounded' : r.reread ? 'reread' : r.unknown ? 'unknownFlags' : null;
    if (kind)
      notes.push({ name, raw, kind, value: formatValue(f, r.value), range, ...(r.unknown ? { unknown: cut(r.unknown.join(',')) } : {}) });
  }
  if (state.embed) state.tab = state.embed;
  else if (state.lesson.length && !state.lesson.includes(state.tab)) state.tab = state.lesson[0];
  return { state, notes };
}

// Re-checks a state against the current ranges (after applyCoreLimits): a number outside is
// clamped (or, past an open bound, set to the default) in place; returns notes as parse() would.
export function revalidate(state) {
  const notes = [];
  for (const f of FIELDS) {
    const v = state[f.name];
    if ((f.type !== 'int' && f.type !== 'num') || inRange(f, v)) continue;
    const open = f.minOpen && v <= f.min;
    state[f.name] = open ? f.def : Math.min(f.max, Math.max(f.min, v));
    notes.push({
      name: f.name,
      raw: formatValue(f, v),
      kind: open ? 'range' : 'clamped',
      value: formatValue(f, state[f.name]),
      range: rangeText(f),
    });
  }
  return notes;
}

// Whether a number lies in a field's accepted range.
export function inRange(f, v) {
  return (
    typeof v === 'number' &&
    Number.isFinite(v) &&
    v <= f.max &&
    (f.minOpen ? v > f.min : v >= f.min) &&
    (f.type !== 'int' || Number.isInteger(v))
  );
}

const equal = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// What serialize() can write at most (every setting at its longest: tests/js/link_length.test.js):
// well under the 8 KB of a request line that common web servers accept.
export const MAX_QUERY_CHARS = 4000;

// State -> query string holding the version and the settings that differ from their defaults
// ('' when every setting is at its default).
export function serialize(state) {
  const params = new URLSearchParams();
  for (const f of FIELDS) {
    const v = state[f.name];
    if (v === undefined || equal(v, f.def)) continue;
    params.set(f.name, formatValue(f, v));
  }
  const s = params.toString();
  return s ? `?v=${URL_VERSION}&${s}` : '';
}

// A setting's value validated as parse() would, for controls that write into the state.
export function coerce(name, value) {
  const f = BY_NAME.get(name);
  const r = parseValue(f, formatValue(f, value));
  return r.error ? structuredClone(f.def) : r.value;
}
