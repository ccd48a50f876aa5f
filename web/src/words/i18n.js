// i18n.js — every string on the page comes from the locale files (locales/: Turkish first, English).
// t('start.curveTitle', { n: 200 }) looks the key up in the current language, falls back to Turkish,
// and fills {name} placeholders (in every paragraph of a list too). The one number formatter of
// the page lives here: fixed decimals (fmt), significant digits (sig), integers, percentages, lists
// and chart ticks, each with the language's decimal sign; Turkish lists use "; " (the comma is the
// decimal sign), and a value that rounds to zero at the shown precision is shown as zero.
import TR from './locales/tr.js';
import { withSuffix } from './locales/suffix.js';

// The Turkish table comes with the page's script; the English and the German ones are chunks of
// their own, fetched by loadLang('en') or loadLang('de') the first time the page is shown in them.
export const LANGS = ['tr', 'en', 'de'];
const TABLES = { tr: TR };
const LOADERS = { en: () => import('./locales/en.js'), de: () => import('./locales/de.js') };
let lang = 'tr';

export async function loadLang(l) {
  if (!TABLES[l] && LOADERS[l]) TABLES[l] = (await LOADERS[l]()).default;
}

// The language of the words (once loadLang has brought its table: until then Turkish words) and
// of the numbers' signs.
export function setLang(l) {
  lang = LANGS.includes(l) ? l : 'tr';
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
export function getLang() {
  return lang;
}

function lookup(table, key) {
  return key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), table);
}

// "{name}" is the value; "{name|case}" (Turkish templates) the value with the case ending that
// follows it as it is read aloud: "{sat|poss}" -> "%78,9’u", "{d|loc}" -> "10’da" (locales/suffix.js).
// The English page has no such endings: there the case is ignored.
const fill = (s, vars) =>
  s.replace(/\{(\w+)(?:\|(\w+))?\}/g, (m, k, kase) => {
    if (!(k in vars)) return m;
    const v = String(vars[k]);
    return kase && lang === 'tr' ? withSuffix(v, kase) : v;
  });

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

// A plural message is an object of CLDR plural categories ({ one: '…', other: '…' }): t(key, vars,
// { plural: 'n' }) picks the one Intl.PluralRules gives the page's language for vars.n, or for
// `count` when given (say.js passes the raw number, vars.n being its written form) ('other' when
// the language has no such category in the message: Turkish has 'one' and 'other').
const RULES = {};
const pluralOf = (n) => (RULES[lang] ??= new Intl.PluralRules({ tr: 'tr-TR', de: 'de-DE' }[lang] ?? 'en-US')).select(Number(n));

export function t(key, vars = {}, { plural, count } = {}) {
  tracing?.push({ key, vars });
  let s = lookup(TABLES[lang] ?? TR, key) ?? lookup(TR, key);
  if (s === undefined) return key;
  if (plural !== undefined && s && typeof s === 'object' && !Array.isArray(s)) s = s[pluralOf(count ?? vars[plural])] ?? s.other;
  if (Array.isArray(s)) return s.map((p) => (typeof p === 'string' ? fill(p, vars) : p));
  if (typeof s !== 'string') return s;
  return fill(s, vars);
}

// A plain string of another language's table (loadLang(l) first), for a file written in that
// language while the page speaks its own (a SCORM package's title).
export function wordIn(l, key) {
  const s = lookup(TABLES[l] ?? TR, key) ?? lookup(TR, key);
  return typeof s === 'string' ? s : key;
}

const MINUS = '−';
const SUPER = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
const bad = (x) => (typeof x !== 'number' || Number.isNaN(x) ? '–' : x > 0 ? '∞' : '−∞'); // never the text NaN
const signed = (s) => s.replace(/^-/, MINUS);

// A number already written with its decimals (toFixed's exact digits, "-1234.50") in the
// language's signs: "-1.234,50" (tr), "-1,234.50" (en); grouping in threes unless `grouping` is
// false. Written by hand: toLocaleString(locale, options) builds a new Intl.NumberFormat on every
// call, and a new one costs ~10 ms here (measured: ~150 ms of a tab's first drawing).
const SIGNS = { tr: [',', '.'], en: ['.', ','], de: [',', '.'] };
function localized(fixed, grouping = true) {
  const [dec, group] = SIGNS[lang] ?? SIGNS.tr;
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
  if (lang === 'de') return `${fmt(x * 100, digits)}\u00a0%`; // German: a space before the sign
  return `${lang === 'tr' ? '%' : ''}${fmt(x * 100, digits)}${lang === 'tr' ? '' : '%'}`;
}

// The separator between the numbers of a list: "; " in Turkish (the comma is the decimal sign).
export const listSep = () => (lang === 'en' ? ', ' : '; ');

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
