// claims/said.js — checks a tab's sentences as data against the numbers they came from. A sentence
// is { key, args } (web/src/words/say.js); each number in it names its source in `from`:
//   'r.kaiming.std[5]'  a path into the sources ({ r: result, s: settings, recipe, ... })
//   'derived:ratio'     a value the tab's words module derives (words.derived.ratio(sources))
// checkSaid returns the problems found (an empty list when every number is its source's value in
// its declared format, every key exists in the language, and every rendered number is in the text).
import { numsOf, keysOf, say, render } from '../../../web/src/words/say.js';
import { t, getLang } from '../../../web/src/words/i18n.js';
import { LOCALES } from '../../../web/src/words/locales/index.js';

// The message is the page's language's own, not English standing in for one its folder lacks.
const own = (key) => key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), LOCALES[getLang()]) !== undefined;

// 'a.b[3].c' -> ['a', 'b', 3, 'c']
const steps = (path) =>
  path
    .split(/\.|\[(\d+)\]/)
    .filter((p) => p !== undefined && p !== '')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

export function resolve(from, sources, derived = {}) {
  if (typeof from !== 'string') return { missing: `no source named (from: ${from})` };
  if (from.startsWith('derived:')) {
    const f = derived[from.slice(8)];
    return f ? { value: f(sources) } : { missing: `no derivation ${from}` };
  }
  let v = sources;
  for (const k of steps(from)) {
    if (v == null || !(k in Object(v))) return { missing: `${from}: no ${k}` };
    v = v[k];
  }
  return { value: v };
}

const same = (a, b) =>
  a === b ||
  (Number.isNaN(a) && Number.isNaN(b)) ||
  (Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b)));

// sentences: [{ key, args }]; sources: the values numbers may name; derived: the tab's derivations.
export function checkSaid(sentences, sources, derived = {}) {
  const problems = [];
  for (const s of sentences) {
    for (const key of keysOf(s)) {
      if (t(key) === key) problems.push(`${key}: no such message`);
      else if (!own(key)) problems.push(`${key}: not in ${getLang()}'s words (English stands in)`);
    }
    const text = [].concat(say(s)).join(' ');
    for (const n of numsOf(s)) {
      const src = resolve(n.from, sources, derived);
      if (src.missing) problems.push(`${s.key} {${n.name}}: ${src.missing}`);
      else if (!same(src.value, n.num)) problems.push(`${s.key} {${n.name}}: says ${n.num}, its source ${n.from} is ${src.value}`);
      const written = render(n);
      if (!text.includes(written)) problems.push(`${s.key} {${n.name}}: ${written} not in "${text}"`);
    }
  }
  return problems;
}
