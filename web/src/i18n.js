// i18n.js — every string on the page comes from the locale files (locales/: Turkish first, English).
// t('start.curveTitle', { n: 200 }) looks the key up in the current language, falls back to Turkish,
// and fills {name} placeholders. Numbers are formatted with the language's decimal separator.
import { LOCALES } from './locales/index.js';

export { LOCALES };
let lang = 'tr';

export function setLang(l) { lang = LOCALES[l] ? l : 'tr'; document.documentElement.lang = lang; }
export function getLang() { return lang; }

function lookup(table, key) {
  return key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), table);
}

export function t(key, vars = {}) {
  let s = lookup(LOCALES[lang], key) ?? lookup(LOCALES.tr, key);
  if (s === undefined) return key;
  if (typeof s !== 'string') return s;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

// Fixed number of decimals, or significant digits for very small / large magnitudes.
export function fmt(x, digits = 2) {
  if (typeof x !== 'number' || Number.isNaN(x)) return '–';  // never the text NaN
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '−∞';
  const a = Math.abs(x);
  const locale = lang === 'tr' ? 'tr-TR' : 'en-US';
  if (a !== 0 && (a < 10 ** -digits || a >= 1e6)) {
    return x.toExponential(Math.max(1, digits)).replace('.', lang === 'tr' ? ',' : '.');
  }
  return x.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

// An integer with the language's digit grouping (20.000 / 20,000); a non-finite one as fmt shows it.
export const int = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-US') : fmt(x));

// n significant digits, as the lecture prints its numbers (0.505, 3.70e-3, 448).
export function sig(x, n = 3) {
  if (x === null || x === undefined || !Number.isFinite(x)) return fmt(x);
  const a = Math.abs(x);
  const sep = lang === 'tr' ? ',' : '.';
  if (a !== 0 && (a < 1e-2 || a >= 1e5)) return x.toExponential(n - 1).replace('.', sep);
  return x.toPrecision(n).replace('.', sep);
}

export function pct(x, digits = 1) {
  if (!Number.isFinite(x)) return fmt(x);
  return `${lang === 'tr' ? '%' : ''}${fmt(x * 100, digits)}${lang === 'tr' ? '' : '%'}`;
}
