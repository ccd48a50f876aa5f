// number_format.test.js — the page's hand-written number formatter (i18n.js: fmt, int, sig, short)
// against the platform's own, Intl.NumberFormat (toLocaleString) with the same options, for tr-TR
// and en-US: thousands of values from 1e-8 to 1e8 of both signs, with ties and edge values. (One
// difference on purpose: an integer that rounds to -0 is "0", never "−0".)
import { describe, it, expect } from 'vitest';
import { setLang, fmt, int, sig, short } from '../../web/src/words/i18n.js';

const MINUS = '−';
const SUPER = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
const signed = (s) => s.replace(/^-/, MINUS);
// The formatter as it was written with toLocaleString, the reference.
function reference(locale) {
  const num = (x, min, max, grouping = true) =>
    x.toLocaleString(locale, { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: grouping });
  const scientific = (x, d) => {
    const [m, e] = x.toExponential(d).split('e');
    return signed(`${num(Number(m), d, d)}·10${String(Number(e)).replace(/./g, (c) => SUPER[c])}`);
  };
  const zero = (r) => (r === 0 ? 0 : r);
  return {
    fmt: (x, d) => (Math.abs(x) >= 1e6 ? scientific(x, Math.max(1, Math.min(d, 3))) : signed(num(zero(Number(x.toFixed(d))), d, d))),
    int: (x) => signed(zero(Math.round(x)).toLocaleString(locale)), // -0.4 rounds to 0, never "−0"
    sig: (x, n) => {
      if (x === 0) return '0';
      const a = Math.abs(x);
      if (a < 1e-2 || a >= 1e5) return scientific(x, n - 1);
      const d = Math.max(0, n - 1 - Math.floor(Math.log10(a)));
      return signed(num(Number(x.toPrecision(n)), d, d));
    },
    short: (x, d, grouping) => signed(num(zero(Number(x.toFixed(d))), 0, d, grouping)),
  };
}

// A seeded generator (mulberry32): the same values on every run.
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the number formatter writes what Intl.NumberFormat writes', () => {
  const r = rng(12345);
  const values = [
    0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.125, 999.995, 1000, -1000, 12345.678, -0.004, 0.005, 123456, 999999.9, 20000, 1e5, 99999.5, 0.015,
    1.005, 80000,
  ];
  for (let i = 0; i < 4000; i++) values.push((r() - 0.5) * 2 * 10 ** (Math.floor(r() * 17) - 8));
  for (const [lang, locale] of [
    ['tr', 'tr-TR'],
    ['en', 'en-US'],
  ]) {
    it(`${lang}: fmt, int, sig and short`, () => {
      setLang(lang);
      const ref = reference(locale);
      const diffs = [];
      for (const x of values) {
        for (const d of [0, 2, 4]) {
          if (fmt(x, d) !== ref.fmt(x, d)) diffs.push(['fmt', x, d, fmt(x, d), ref.fmt(x, d)]);
          if (short(x, d, d !== 2) !== ref.short(x, d, d !== 2))
            diffs.push(['short', x, d, short(x, d, d !== 2), ref.short(x, d, d !== 2)]);
        }
        for (const n of [2, 3]) if (sig(x, n) !== ref.sig(x, n)) diffs.push(['sig', x, n, sig(x, n), ref.sig(x, n)]);
        if (int(x) !== ref.int(x)) diffs.push(['int', x, int(x), ref.int(x)]);
      }
      expect(diffs.slice(0, 10)).toEqual([]);
      setLang('tr');
    });
  }
});
