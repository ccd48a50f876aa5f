// i18n.js — every string on the page comes from the locale files (locales/<code>/<area>.ftl, Fluent:
// Turkish first, English, and any other folder there). t('start.curveTitle', { n: 200 }) formats
// the message in the current language, falls back to English, and fills its { $name } placeables
// (in every paragraph of a list too). The one number formatter of the page lives here: fixed
// decimals (fmt), significant digits (sig), integers, percentages, lists and chart ticks, each with
// the language's decimal sign; Turkish lists use "; " (the comma is the decimal sign), and a value
// that rounds to zero at the shown precision is shown as zero.
import { FluentBundle, FluentResource, FluentNumber } from '@fluent/bundle';
import { withSuffix } from './locales/suffix.js';
import { fromFtl, toFtl, idOf } from './locales/ftl.js';
import { conventionsOf } from './conventions.js';

// The page's language when the link names none, and the one a message missing elsewhere is taken from.
export const DEFAULT_LANG = 'tr';
export const FALLBACK_LANG = 'en';

// The default language's words come with the page's script; every other language's are fetched
// by loadLang(code) the first time the page is shown in it (with the fallback's).
const OWN = import.meta.glob('./locales/tr/*.ftl', { query: '?raw', import: 'default', eager: true });
// (boot.ftl, the loading line's words, is read by app/loading_line.js in the first script, not here.)
const LAZY = import.meta.glob(['./locales/*/*.ftl', '!./locales/tr/*.ftl', '!./locales/*/boot.ftl'], { query: '?raw', import: 'default' });
const codeOf = (path) => path.split('/')[2];

// The languages: one folder each, found by the build. The default first, the fallback next.
const rank = (l) => (l === DEFAULT_LANG ? 0 : l === FALLBACK_LANG ? 1 : 2);
export const LANGS = [...new Set([DEFAULT_LANG, ...Object.keys(LAZY).map(codeOf)])].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const TEXTS = {
  [DEFAULT_LANG]: Object.keys(OWN)
    .sort()
    .map((p) => OWN[p]),
};
const BUNDLES = {};
const TREES = {};
let lang = DEFAULT_LANG;

// The pseudo-locale (?lang=xx): English with every message twice as long and accented, its
// placeholders kept — the page's layout tried against a longer language before one is translated.
// Not offered in the language choice.
export const PSEUDO_LANG = 'xx';
// Every language the link's lang= key takes.
export const LINK_LANGS = [...LANGS, PSEUDO_LANG];

// A language's own name, for its button: its shell.lang_<code> message, else what Intl calls it in that language.
export function langName(l) {
  const own = [lang, FALLBACK_LANG].find((code) => bundleOf(code)?.hasMessage(idOf(`shell.lang_${l}`)));
  if (own) return format(own, `shell.lang_${l}`, {});
  try {
    return new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l;
  } catch {
    return l;
  }
}

const ACCENTED = Object.fromEntries(
  [...'aáeéiíoóuúyýcçnñsšzžgğAÅEÉIÎOÖUÜYÝCÇNÑSŠZŽGĞ'].flatMap((c, i, a) => (i % 2 ? [] : [[c, a[i + 1]]])),
);
// "Cancel {n}" -> "Çáñçéł…" twice as long, "{n}" kept; a formula (a TeX command in it) as it is.
export function pseudo(s) {
  if (/\\[a-zA-Z]/.test(s)) return s;
  return s
    .split(/(\{[a-zA-Z]\w*(?:\|\w+)?\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/\p{L}/gu, (c) => (ACCENTED[c] ?? c) + c.toLowerCase())))
    .join('');
}
const pseudoTree = (v) =>
  typeof v === 'string'
    ? pseudo(v)
    : Array.isArray(v)
      ? v.map(pseudoTree)
      : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, pseudoTree(x)]));

export async function loadLang(l) {
  if (l === PSEUDO_LANG && !TEXTS[l]) {
    await loadLang(FALLBACK_LANG);
    TEXTS[l] = TEXTS[FALLBACK_LANG].map((text) => toFtl(pseudoTree(fromFtl(text))));
    return;
  }
  // the default language's words come with the page and lack nothing: no fallback is fetched for it
  for (const code of l === DEFAULT_LANG ? [] : [l, FALLBACK_LANG]) {
    if (TEXTS[code]) continue;
    const paths = Object.keys(LAZY)
      .filter((p) => codeOf(p) === code)
      .sort();
    if (paths.length) TEXTS[code] = await Promise.all(paths.map((p) => LAZY[p]()));
  }
}

// The language of the words (once loadLang has brought its files: until then the default's words)
// and of the numbers' signs.
export function setLang(l) {
  lang = LINK_LANGS.includes(l) ? l : DEFAULT_LANG;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
export function getLang() {
  return lang;
}

// "{ SUFFIX($sat, case: "poss") }" (Turkish messages) is the value with the case ending that
// follows it as it is read aloud: "%78,9’u", "10’da" (locales/suffix.js). A language without
// such endings gets the value as it is.
const ENDINGS = { tr: withSuffix };
const suffixIn =
  (l) =>
  ([value], { case: kase }) => {
    const v = String(value);
    if (/^\{\w+\}$/.test(v)) return `${v.slice(0, -1)}|${kase}}`; // a value not given stays as written
    return ENDINGS[l] ? ENDINGS[l](v, kase) : v;
  };

function bundleOf(l) {
  if (BUNDLES[l] || !TEXTS[l]) return BUNDLES[l];
  const bundle = new FluentBundle(l, { useIsolating: false, functions: { SUFFIX: suffixIn(l) } });
  for (const text of TEXTS[l]) bundle.addResource(new FluentResource(text));
  return (BUNDLES[l] = bundle);
}

// A language's messages as a tree (for a key that names a group of messages, as the JS tables did).
const treeOf = (l) => (TREES[l] ??= TEXTS[l] ? TEXTS[l].reduce((tree, text) => fromFtl(text, tree), {}) : undefined);
const lookup = (table, key) => key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), table);

// How language `l` writes numbers and lists (conventions.js: from Intl, its conventions-* messages
// overriding): { decimal, group, percentBefore, percentAfter, listSep, locale }.
const CONVENTION_KEYS = ['decimal', 'group', 'percentBefore', 'percentAfter', 'listSep', 'locale'];
const CONVENTIONS = {};
export function conventions(l = lang) {
  if (CONVENTIONS[l]) return CONVENTIONS[l];
  const bundle = bundleOf(l);
  const own = CONVENTION_KEYS.filter((k) => bundle?.hasMessage(`conventions-${k}`)).map((k) => [k, format(l, `conventions.${k}`, {})]);
  const c = conventionsOf(l, Object.fromEntries(own));
  if (bundle) CONVENTIONS[l] = c; // once its messages are in
  return c;
}

// The keys t() looked up while `fn` ran, each with its vars (what a sentence was built from): the
// claims test checks each sentence's claim against the result it was said of. -> { value, said }.
let tracing = null;
export function traceSaid(fn) {
  const outer = tracing;
  tracing = [];
  try {
    const value = fn();
    return { value, said: tracing };
  } finally {
    tracing = outer;
  }
}

// A plural message selects on its count ({ $n -> [one] … *[other] … }): t(key, vars, { plural: 'n' })
// chooses by Intl.PluralRules for the page's language of vars.n, or of `count` when given (say.js
// passes the raw number, vars.n being its written form, which is what the message shows).
class Count extends FluentNumber {
  constructor(value, shown) {
    super(Number(value));
    this.shown = shown;
  }
  toString() {
    return this.shown;
  }
}

// The names of the variables a message's patterns use (cached per message).
const NAMES = new WeakMap();
function namesOf(message) {
  if (!NAMES.has(message)) {
    const names = new Set();
    const walk = (node) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        if (node.type === 'var') names.add(node.name);
        for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v);
      }
    };
    walk([message.value, ...Object.values(message.attributes)]);
    NAMES.set(message, [...names]);
  }
  return NAMES.get(message);
}

// The message's arguments: every value as the page wrote it (String(v): Fluent formats no number
// here); a placeable with no value stays as written ("{name}").
function argsOf(message, vars, plural, count) {
  const args = {};
  for (const name of namesOf(message)) args[name] = name in vars ? String(vars[name]) : `{${name}}`;
  if (plural !== undefined && (count !== undefined || plural in vars))
    args[plural] = new Count(count ?? vars[plural], String(vars[plural]));
  return args;
}

const IDS = new Map();
const idFor = (key) => IDS.get(key) ?? (IDS.set(key, idOf(key)), IDS.get(key));

function format(l, key, vars, plural, count) {
  const bundle = bundleOf(l);
  const message = bundle?.getMessage(idFor(key));
  if (!message) return undefined;
  const value = message.value;
  const isPlural = Array.isArray(value) && value.length === 1 && value[0]?.type === 'select';
  if (isPlural && plural === undefined) return lookup(treeOf(l), key); // the plural's forms, as written
  if (typeof value === 'string') return value;
  const args = argsOf(message, vars, plural, count);
  const errors = [];
  if (value === null) return Object.values(message.attributes).map((p) => bundle.formatPattern(p, args, errors));
  return bundle.formatPattern(value, args, errors);
}

export function t(key, vars = {}, { plural, count } = {}) {
  tracing?.push({ key, vars });
  for (const l of [lang, FALLBACK_LANG, DEFAULT_LANG]) {
    const s = format(l, key, vars, plural, count);
    if (s !== undefined) return s;
  }
  // a key that names a group of messages: the group as written
  for (const l of [lang, FALLBACK_LANG, DEFAULT_LANG]) {
    const group = treeOf(l) && lookup(treeOf(l), key);
    if (group !== undefined) return group;
  }
  return key;
}

// A plain string of another language's messages (loadLang(l) first), for a file written in that
// language while the page speaks its own (a SCORM package's title).
export function wordIn(l, key) {
  for (const code of [l, FALLBACK_LANG, DEFAULT_LANG]) {
    const s = treeOf(code) && lookup(treeOf(code), key);
    if (typeof s === 'string') return s;
  }
  return key;
}

const MINUS = '−';
const SUPER = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
const bad = (x) => (typeof x !== 'number' || Number.isNaN(x) ? '–' : x > 0 ? '∞' : '−∞'); // never the text NaN
const signed = (s) => s.replace(/^-/, MINUS);

// A number already written with its decimals (toFixed's exact digits, "-1234.50") in the
// language's signs (conventions.js): "-1.234,50" (tr), "-1,234.50" (en); grouping in threes unless
// `grouping` is false. Written by hand: toLocaleString(locale, options) builds a new
// Intl.NumberFormat on every call, and a new one costs ~10 ms here (measured: ~150 ms of a tab's
// first drawing).
function localized(fixed, grouping = true) {
  const { decimal: dec, group } = conventions();
  const neg = fixed.startsWith('-');
  const [whole, frac] = (neg ? fixed.slice(1) : fixed).split('.');
  const w = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  return `${neg ? '-' : ''}${w}${frac ? dec + frac : ''}`;
}

// m × 10^e written as "3,70·10⁻³" (tr) or "3.70·10⁻³" (en): no "e-3" for a student to decode.
function scientific(x, digits) {
  const [m, e] = x.toExponential(digits).split('e');
  const mant = localized(m);
  return signed(`${mant}·10${String(Number(e)).replace(/./g, (c) => SUPER[c])}`);
}

// Fixed number of decimals ("0,30"); a value that rounds to zero is "0,00" (never "−0,00" or
// "−8,26e−9"); magnitudes of a million and more in the scientific form.
export function fmt(x, digits = 2) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return bad(x);
  if (Math.abs(x) >= 1e6) return scientific(x, Math.max(1, Math.min(digits, 3)));
  const r = Number(x.toFixed(digits));
  return signed(localized((r === 0 ? 0 : r).toFixed(digits)));
}

// An integer with the language's digit grouping (20.000 / 20,000); a non-finite one as fmt shows it.
export function int(x) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return bad(x);
  return Math.abs(x) >= 1e21 ? scientific(x, 2) : signed(localized(Math.round(x).toFixed(0)));
}

// n significant digits, as the lecture prints its numbers (0.505, 3.70·10⁻³, 448); 0 is "0".
export function sig(x, n = 3) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return bad(x);
  if (x === 0) return '0';
  const a = Math.abs(x);
  if (a < 1e-2 || a >= 1e5) return scientific(x, n - 1);
  const digits = Math.max(0, n - 1 - Math.floor(Math.log10(a)));
  return signed(localized(Number(x.toPrecision(n)).toFixed(digits)));
}

export function pct(x, digits = 1) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return bad(x);
  const { percentBefore, percentAfter } = conventions();
  return `${percentBefore}${fmt(x * 100, digits)}${percentAfter}`;
}

// The separator between the numbers of a list: "; " in Turkish (the comma is the decimal sign).
export const listSep = () => conventions().listSep;

// "[0; 0; 0; 0,0001]" (tr) or "[0, 0, 0, 0.0001]" (en); each value by `one` (default: as short as
// it is exact to 4 decimals).
export function list(values, one = (v) => short(v, 4, false)) {
  return `[${Array.from(values, one).join(listSep())}]`;
}

// A value with at most `digits` decimals and no trailing zeros: 0,0001 · 5 · −2,5 · 2.000
// (grouping: false for numbers inside a list or a range, where "1,024" would read as two).
export function short(x, digits = 4, grouping = true) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return bad(x);
  const r = Number(x.toFixed(digits));
  const fixed = (r === 0 ? 0 : r).toFixed(digits);
  return signed(localized(fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed, grouping));
}

// A setting's value as short as it is exact to 6 decimals (0,05 · 1024 · 0,000001), grouped or
// not as `short`; a value below 10⁻⁴ that 6 decimals do not hold with its power of ten and its
// significant digits (up to 6: 1·10⁻¹², 1,5·10⁻⁷), never rounded to a 0 it is not.
export function exact(x, grouping = true) {
  if (typeof x !== 'number' || !Number.isFinite(x) || Math.abs(x) >= 1e-4 || Number(x.toFixed(6)) === x) return short(x, 6, grouping);
  let n = 1;
  while (n < 6 && Number(x.toPrecision(n)) !== x) n++;
  return sig(x, n);
}

// A chart's linear tick: as many decimals as the tick step needs (0,025 -> 3), zero as "0".
export function tick(value, step) {
  const s = Math.abs(step) || Math.abs(value) || 1;
  let decimals = 0;
  while (decimals < 8 && Math.abs(Number(s.toFixed(decimals)) - s) > s * 1e-6) decimals++;
  if (decimals > 4) return Math.abs(value) < s / 2 ? '0' : sig(value, 2);
  return short(value, decimals);
}
