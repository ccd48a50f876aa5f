// locale_strings.js — every string of a locale table as [key, string] pairs ("bn.title",
// "chapter.mistakes[2]"), for the tests that read all of a language's words. Not a test file.

// Nested objects give dotted keys, arrays indexed ones; anything else (numbers, functions) is left out.
export const leaves = (tb, at = '') =>
  Object.entries(tb).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${at}${k}`, v]]
      : Array.isArray(v)
        ? v.map((s, i) => [`${at}${k}[${i}]`, s])
        : v && typeof v === 'object'
          ? leaves(v, `${at}${k}.`)
          : [],
  );
