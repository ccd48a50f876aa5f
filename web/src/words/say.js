// say.js — a sentence is data: msg(key, args) with raw numbers in its args, each with its declared
// format (num(0.505, 'sig3', 'kaiming.std[5]')); say(sentence) is the one function that renders
// one, through the current language's message. A tab's words part returns a list of sentences and
// decides nothing else; the view places what say() gives. `from` names the result field a number
// came from, so a test can check every number quoted against its source (value and format).
import { t, fmt, sig, pct, int, short, exact, listSep } from './i18n.js';

// The formats a number may declare: sigN (N significant digits, as the lecture prints), fixN (N
// decimals), pctN (a share as a percentage with N decimals), int (grouped integer), shortN (at most
// N decimals, no trailing zeros), exact (a setting as the store keeps it), typed (a number as a
// student typed it: to 10 decimals, a tiny one with its power of ten and up to 10 significant
// digits, never rounded to a 0 it is not: 1e-13 is 1·10⁻¹³).
export const FORMATS = {
  sig2: (v) => sig(v, 2),
  sig3: (v) => sig(v, 3),
  sig4: (v) => sig(v, 4),
  fix0: (v) => fmt(v, 0),
  fix1: (v) => fmt(v, 1),
  fix2: (v) => fmt(v, 2),
  fix3: (v) => fmt(v, 3),
  fix4: (v) => fmt(v, 4),
  pct0: (v) => pct(v, 0),
  pct1: (v) => pct(v, 1),
  pct2: (v) => pct(v, 2),
  int: (v) => int(v),
  short2: (v) => short(v, 2),
  short3: (v) => short(v, 3),
  short4: (v) => short(v, 4),
  exact: (v) => exact(v),
  typed: (v) => typed(v),
};

function typed(v) {
  if (typeof v !== 'number' || v === 0 || !Number.isFinite(v) || Math.abs(v) >= 1e-4) return short(v, 10);
  let n = 1;
  while (n < 10 && Number(v.toPrecision(n)) !== v) n++;
  return sig(v, n);
}

// A number in a sentence: its raw value, its format, and the result field it came from.
export function num(value, format, from) {
  if (!(format in FORMATS)) throw new Error(`say.num: unknown format ${format}`);
  return { num: value, format, from };
}

// A sentence: a message key and its args (numbers by num(), nested sentences by msg(), names as
// plain strings that are themselves not translated words, a list of these as an array: written
// with the language's list separator, "a, b" or Turkish "a; b"). `plural` names the arg whose raw number
// picks the message's plural form.
export function msg(key, args = {}, { plural } = {}) {
  return plural === undefined ? { key, args } : { key, args, plural };
}

const isNum = (a) => a !== null && typeof a === 'object' && 'num' in a && 'format' in a;
const isMsg = (a) => a !== null && typeof a === 'object' && typeof a.key === 'string' && 'args' in a;

// One arg as the sentence writes it.
export function render(arg) {
  if (isNum(arg)) return FORMATS[arg.format](arg.num);
  if (isMsg(arg)) return say(arg);
  if (Array.isArray(arg)) return arg.map(render).join(listSep());
  return arg;
}

// The sentence in the current language (a string, or the message's list of paragraphs).
export function say(sentence) {
  const vars = {};
  for (const [k, a] of Object.entries(sentence.args)) vars[k] = render(a);
  const count = sentence.plural === undefined ? undefined : sentence.args[sentence.plural];
  return t(sentence.key, vars, { plural: sentence.plural, count: isNum(count) ? count.num : count });
}

// Every number of a sentence (nested ones too), with its arg name: [{ name, num, format, from }].
export function numsOf(sentence, prefix = '') {
  const out = [];
  const add = (name, a) => {
    if (isNum(a)) out.push({ name, ...a });
    else if (isMsg(a)) out.push(...numsOf(a, `${name}.`));
    else if (Array.isArray(a)) a.forEach((x, i) => add(`${name}[${i}]`, x));
  };
  for (const [k, a] of Object.entries(sentence.args)) add(prefix + k, a);
  return out;
}

// Every message key of a sentence, the nested ones after it.
export function keysOf(sentence) {
  const nested = Object.values(sentence.args).flatMap((a) => (Array.isArray(a) ? a : [a]));
  return [sentence.key, ...nested.filter(isMsg).flatMap(keysOf)];
}
