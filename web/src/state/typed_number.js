// typed_number.js — a number as a student types it into a field, and a value as a field shows it.
// Pure: no DOM. One decimal sign, a comma or a point ("2,5" and "2.5" are both two and a half: on
// the Turkish page the comma is the decimal sign, and the course's code writes a point); a sign
// (-, − or +); an exponent ("1e-3"); a square root as the text writes a gain ("√2", "√(2)", "sqrt(2)",
// "2√2"); a power of ten as the page writes one ("1·10⁻³", "1,5×10^-3", "10⁻³"); a fraction of two
// such numbers ("5/3", "√2/2"); with `percent`, a % before or after. Refused: more than one decimal
// sign ("2,5,1"), thousands grouping ("1.000,5"), anything else, and a fraction over zero. A refusal
// is { error: 'empty' | 'form' }; a number is { value }. The forms a refusal names are each
// language's own words (its common.typedForms message, its decimal sign first).

// A language's decimal sign, as Intl writes it (cached: a new Intl.NumberFormat costs ~10 ms); a
// code Intl does not know (the pseudo-locale) writes English's point. (words/conventions.js holds
// the rest of a language's ways with numbers; this floor is below it.)
const DECIMALS = new Map();
function decimalOf(lang) {
  if (!DECIMALS.has(lang)) {
    const known = Intl.NumberFormat.supportedLocalesOf(lang).length > 0;
    DECIMALS.set(lang, new Intl.NumberFormat(known ? lang : 'en').formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.');
  }
  return DECIMALS.get(lang);
}

const PLAIN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;
// m·10^k (the superscripts are "^k" by now): a plain m before a times sign, or 10^k alone; read as
// "m e k", so 1·10⁻³ is exactly 0.001.
const POWER = /^(?:(.+)[·⋅∙×*x])?10\^(?:\(([+-]?\d+)\)|([+-]?\d+))$/i;

function plain(s) {
  const p = POWER.exec(s);
  if (p) return /e/i.test(p[1] ?? '') ? NaN : plain(`${p[1] ?? '1'}e${p[2] ?? p[3]}`);
  if (!PLAIN.test(s)) return NaN;
  return Number(s.replace(',', '.'));
}
const SUPER = { '⁻': '-', '⁺': '+', '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };

// "√2", "√(2)", "sqrt(2)", "sqrt2" (spaces are gone by now), with a plain factor before it ("2√2");
// a plain number otherwise. NaN for anything else (a root of a negative number, "√√2").
const ROOT = /^([^√]*?)(?:√|sqrt)(?:\(([^()]*)\)|([^()]*))$/i;
function term(s) {
  const m = ROOT.exec(s);
  if (!m) return plain(s);
  const k = m[1] === '' ? 1 : plain(m[1]);
  const x = plain(m[2] ?? m[3]);
  return x >= 0 ? k * Math.sqrt(x) : NaN;
}

export function parseTypedNumber(text, { percent = false } = {}) {
  let s = String(text ?? '')
    .trim()
    .replace(/−/g, '-')
    .replace(/\s+/g, '')
    // a run of superscripts is a power: 10⁻³ -> 10^-3
    .replace(/[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (m) => `^${[...m].map((c) => SUPER[c]).join('')}`);
  if (percent) s = s.replace(/^%|%$/g, '');
  if (s === '') return { error: 'empty' };
  const parts = s.split('/');
  if (parts.length > 2) return { error: 'form' };
  const [a, b] = parts.map(term);
  const value = parts.length === 2 ? a / b : a;
  return Number.isFinite(value) ? { value } : { error: 'form' };
}

// A value as a field shows it, in the page's language, in a form parseTypedNumber reads back:
// integers exactly (seeds!), others to 6 significant digits; no thousands grouping; the language's
// decimal sign (the Turkish and German pages' comma "1,66667", the English page's point).
export function typedText(v, lang = 'tr') {
  const x = Number(v);
  if (!Number.isFinite(x)) return String(v);
  const s = String(Number.isInteger(x) ? x : +x.toPrecision(6));
  const decimal = decimalOf(lang);
  return decimal === '.' ? s : s.replace('.', decimal);
}
