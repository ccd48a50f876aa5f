// typed_number.js — a number as a student types it into a field, and a value as a field shows it.
// Pure: no DOM. One decimal sign, a comma or a point ("2,5" and "2.5" are both two and a half: on
// the Turkish page the comma is the decimal sign, and the course's code writes a point); a sign
// (-, − or +); an exponent ("1e-3"); a square root as the text writes a gain ("√2", "√(2)", "sqrt(2)",
// "2√2"); a fraction of two such numbers ("5/3", "√2/2"); with `percent`, a % before or after. Refused: more than one decimal sign ("2,5,1"), thousands grouping ("1.000,5"), anything
// else, and a fraction over zero. A refusal is { error: 'empty' | 'form' }; a number is { value }.
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

function plain(s) {
  if (!PLAIN.test(s)) return NaN;
  return Number(s.replace(',', '.'));
}

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
    .replace(/\s+/g, '');
  if (percent) s = s.replace(/^%|%$/g, '');
  if (s === '') return { error: 'empty' };
  const parts = s.split('/');
  if (parts.length > 2) return { error: 'form' };
  const [a, b] = parts.map(term);
  const value = parts.length === 2 ? a / b : a;
  return Number.isFinite(value) ? { value } : { error: 'form' };
}

// The forms a field reads, as the message about a refused value names them.
// The language's decimal sign first: "2,5 · 2.5 · …" where it is the comma (conventions.js).
export const typedForms = (lang) => (decimalOf(lang) === ',' ? '2,5 · 2.5 · 5/3 · √2 · 1e-3' : '2.5 · 2,5 · 5/3 · √2 · 1e-3');

// A value as a field shows it, in the page's language, in a form parseTypedNumber reads back:
// integers exactly (seeds!), others to 6 significant digits; no thousands grouping; the Turkish
// page's decimal comma ("1,66667"), the English page's point.
export function typedText(v, lang = 'tr') {
  const x = Number(v);
  if (!Number.isFinite(x)) return String(v);
  const s = String(Number.isInteger(x) ? x : +x.toPrecision(6));
  const decimal = decimalOf(lang);
  return decimal === '.' ? s : s.replace('.', decimal);
}
