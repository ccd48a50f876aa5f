// conventions.js — how a language writes its numbers and lists, taken from Intl (one
// Intl.NumberFormat per language and kind, made once: a new one costs ~10 ms here): the decimal
// and group signs, the percent sign's place and the space beside it ("%79,1", "79.1%", "79,1 %"),
// and the list separator ("; " where the comma is the decimal sign, else ", "). A language's own
// messages may override each one (i18n.js: conventions-decimal, conventions-group,
// conventions-percentBefore, conventions-percentAfter, conventions-listSep). No DOM, no page state.
const CACHE = new Map();

const NUMBER_PARTS = ['integer', 'group', 'decimal', 'fraction'];

function fromIntl(code) {
  const parts = new Intl.NumberFormat(code, { useGrouping: true }).formatToParts(12345.6);
  const sign = (type, or) => parts.find((p) => p.type === type)?.value ?? or;
  const pct = new Intl.NumberFormat(code, { style: 'percent', maximumFractionDigits: 1 }).formatToParts(0.5);
  const first = pct.findIndex((p) => NUMBER_PARTS.includes(p.type));
  const last = pct.findLastIndex((p) => NUMBER_PARTS.includes(p.type));
  const text = (ps) => ps.map((p) => (p.type === 'percentSign' ? '%' : p.value)).join('');
  const decimal = sign('decimal', '.');
  return {
    decimal,
    group: sign('group', decimal === ',' ? '.' : ','),
    percentBefore: text(pct.slice(0, first)),
    percentAfter: text(pct.slice(last + 1)),
    listSep: decimal === ',' ? '; ' : ', ',
    locale: code,
  };
}

// code ('tr', 'en', 'de'…) -> { decimal, group, percentBefore, percentAfter, listSep, locale };
// `overrides` (the language's conventions-* messages) take the place of what Intl says.
export function conventionsOf(code, overrides = {}) {
  const key = `${code}\u0000${JSON.stringify(overrides)}`;
  if (!CACHE.has(key)) {
    let known = false;
    try {
      known = Intl.NumberFormat.supportedLocalesOf(code).length > 0;
    } catch {
      /* not a language tag */
    }
    const base = fromIntl(known ? code : 'en'); // a code Intl does not know (a pseudo-locale): English's signs
    CACHE.set(key, { ...base, ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'string')) });
  }
  return CACHE.get(key);
}
