// locales/ftl.js — the words' two shapes and the one mapping between them. A translator edits Fluent
// files (<code>/<area>.ftl); the page's code names a message by its dotted key ('start.curveTitle')
// and the tests read a language as a tree ({ start: { curveTitle: '…{n}…' } }), the shape the
// earlier JS tables had. fromFtl(text) reads a file as a tree; toFtl(tree) writes a tree as Fluent
// (the tests use it to check that every form of message reads back unchanged).
//
//   key 'tabs.bn-bias.title'  <-> message id 'tabs-bn--bias-title' ('.' -> '-', '-' -> '--')
//   '{n}'                     <-> '{ $n }'
//   '{sat|poss}'              <-> '{ SUFFIX($sat, case: "poss") }' (a Turkish case ending, suffix.js)
//   { one: 'a', other: 'b' }  <-> '{ $n -> [one] a *[other] b }' (CLDR plural categories)
//   ['p', 'q']                <-> a message of attributes .p1 = p, .p2 = q (a list of paragraphs)
// Any other '{' or '}' and the spaces at either end of a text are written as string literals.
import { FluentResource } from '@fluent/bundle';

export const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

export const idOf = (key) =>
  key
    .split('.')
    .map((s) => s.replace(/-/g, '--'))
    .join('-');
export const keyOf = (id) =>
  id
    .split(/(?<!-)-(?!-)/)
    .map((s) => s.replace(/--/g, '-'))
    .join('.');

const isPlural = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) && 'other' in v && Object.keys(v).every((k) => CATEGORIES.includes(k));

const literal = (s) => `{ "${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\u000A')}" }`;

// "{name}" or "{name|case}", unless it is a formula's argument (in a text with a TeX command): after a
// command ("\\text{std}"), a sub- or superscript or another argument ("\\frac{1}{m}").
const PLACE = /\{([a-zA-Z]\w*)(?:\|(\w+))?\}/g;
const TEX_PLACE = /(?<!\\[a-zA-Z]+|[_^}])\{([a-zA-Z]\w*)(?:\|(\w+))?\}/g;

// A text between placeholders: as it is, or as one string literal when it holds a brace (a formula)
// or a line break.
const text = (t) => (/[{}\n]/.test(t) ? literal(t) : t);

// A template's text as a Fluent pattern on one line.
function pattern(s) {
  if (s === '') return literal('');
  const parts = [];
  let at = 0;
  for (const m of s.matchAll(/\\[a-zA-Z]/.test(s) ? TEX_PLACE : PLACE)) {
    if (m.index > at) parts.push(text(s.slice(at, m.index)));
    parts.push(m[2] ? `{ SUFFIX($${m[1]}, case: "${m[2]}") }` : `{ $${m[1]} }`);
    at = m.index + m[0].length;
  }
  if (at < s.length) parts.push(text(s.slice(at)));
  let out = parts.join('');
  const lead = out.match(/^\s+/)?.[0];
  if (lead) out = literal(lead) + out.slice(lead.length);
  const trail = out.match(/\s+$/)?.[0];
  if (trail) out = out.slice(0, -trail.length) + literal(trail);
  // a text that begins with a sign Fluent reads as syntax at the start of a line
  if (/^[[*.]/.test(out)) out = literal(out[0]) + out.slice(1);
  return out;
}

// The variable a plural message is chosen by: n when it names n, else the first one it names.
function selectorOf(v) {
  const names = Object.values(v).flatMap((s) => [...s.matchAll(/\{(\w+)(?:\|\w+)?\}/g)].map((m) => m[1]));
  return names.includes('n') ? 'n' : (names[0] ?? 'n');
}

function entries(value, key) {
  const id = idOf(key);
  if (Array.isArray(value)) return [`${id} =`, ...value.map((p, i) => `    .p${i + 1} = ${pattern(p)}`)];
  if (isPlural(value)) {
    const cats = CATEGORIES.filter((c) => c in value);
    return [
      `${id} =`,
      `    { $${selectorOf(value)} ->`,
      ...cats.map((c) => `${c === 'other' ? '   *' : '    '}[${c}] ${pattern(value[c])}`),
      '    }',
    ];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => entries(v, `${key}.${k}`));
  return [`${id} = ${pattern(String(value))}`];
}

// A tree as a Fluent file: one message a line (a plural or a list on the lines after it), a blank
// line between top-level keys, `header` (comment lines) first.
export function toFtl(tree, header = []) {
  const blocks = Object.entries(tree).map(([k, v]) => entries(v, k).join('\n'));
  return `${header.map((l) => `# ${l}`.trimEnd()).join('\n')}${header.length ? '\n\n' : ''}${blocks.join('\n\n')}\n`;
}

// A Fluent pattern (as @fluent/bundle parses it) back to the template it was written from.
function template(p) {
  if (typeof p === 'string') return p;
  return p
    .map((e) => {
      if (typeof e === 'string') return e;
      if (e.type === 'var') return `{${e.name}}`;
      if (e.type === 'str') return e.value;
      if (e.type === 'func' && e.name === 'SUFFIX')
        return `{${e.args[0].name}|${e.args.find((a) => a.type === 'narg' && a.name === 'case').value.value}}`;
      throw new Error(`locales: a Fluent ${e.type} where a plain message, a plural or a list is expected`);
    })
    .join('');
}

// A message's value as the tree holds it: a string, a plural { one, other } or a list.
export function valueOf(message) {
  const v = message.value;
  if (v === null) return Object.values(message.attributes).map(template);
  if (Array.isArray(v) && v.length === 1 && typeof v[0] === 'object' && v[0].type === 'select') {
    const out = {};
    for (const variant of v[0].variants) out[variant.key.value] = template(variant.value);
    return out;
  }
  return template(v);
}

// Fluent text -> tree (keys in the file's order).
export function fromFtl(text, tree = {}) {
  for (const message of new FluentResource(text).body) {
    if (message.id.startsWith('-')) continue; // a term: the translator's own, not the page's
    const path = keyOf(message.id).split('.');
    let node = tree;
    for (const seg of path.slice(0, -1)) node = node[seg] ??= {};
    node[path[path.length - 1]] = valueOf(message);
  }
  return tree;
}
