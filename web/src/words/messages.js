// messages.js — the page's sentences for what the core reports as data, in the page's language:
// a refusal (error.code and error.params, native/refusal.hpp lists the codes; the sentences are
// under `refusal` in the locale files). (A divergence and the run's warnings are the playground's
// words, tabs/playground/words.js.)
// A parameter that is a setting's name is shown as the label the page gives that setting. An error
// of the page itself with a code (protocol.js pageError) is worded from `errors`; any other error
// keeps its message.
import { t, exact, listSep } from './i18n.js';
import { settingLabel, pageKeysFor } from './setting_labels.js';

// The core writes numbers as C does ("0.1", "1e-06", "4294967295"); the page shows them in its
// language ("0,1", "0,000001"; no digit grouping: a range's "1,024" would read as two numbers).
// Anything else (a name, "nan") stays as it is.
// A value below 10⁻⁴ that 6 decimals do not hold is written with a power of ten ("1·10⁻¹²"), never
// rounded to a 0 it is not (i18n.js exact).
const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
export const localNumber = (x) => (typeof x === 'string' && NUMERIC.test(x.trim()) ? exact(Number(x), false) : x);
// "[0.0001, 1]" or "(0, 10]" -> "[0,0001; 1]" in Turkish: the list separator is not the decimal comma.
export function localRange(lo, hi, loOpen = false) {
  return `${loOpen ? '(' : '['}${localNumber(String(lo))}${listSep().trimEnd()} ${localNumber(String(hi))}]`;
}
// A note about a link's value (state.js parse: { name, raw, kind, value, range, count?, unknown? })
// in the page's language: the value the page uses and the range it accepts, in its number format.
export function linkNoteText(n) {
  const m = /^([[(])(.*), (.*)\]$/.exec(n.range ?? '');
  const range = m ? localRange(m[2], m[3], m[1] === '(') : (n.range ?? '');
  const label = (name) => (settingLabel(name) ? ` (${t(settingLabel(name))})` : '');
  const keys = pageKeysFor(n.name)
    .map((k) => `${k}${label(k)}`)
    .join(listSep());
  const kind = n.kind === 'unknown' && pageKeysFor(n.name).length ? 'unknownLike' : n.kind;
  return t(n.kind === 'newer' ? 'site.newerLink' : `notes.${kind}`, {
    name: n.name,
    raw: n.raw,
    value: localNumber(n.value) || '–',
    range,
    label: label(n.name),
    keys,
    count: n.count,
    unknown: n.unknown,
  });
}

const NUMBER_PARAMS = [
  'lo',
  'hi',
  'got',
  'value',
  'need_mb',
  'budget_mb',
  'count',
  'min',
  'max',
  'length',
  'lines',
  'batch',
  'rows',
  'cols',
];
const known = (key) => typeof t(key) === 'string' && t(key) !== key;

// The sentence of refusal `code` with `params` (strings, as the core sends them). labels: the
// on-screen label of each setting name the core may cite ({ n_hidden: 'Hidden width', ... }).
export function refusalText(code, params = {}, labels = {}) {
  const label = (name) => labels[name] ?? name;
  const vars = { ...params, n_hidden: label('n_hidden'), n_layer: label('n_layer'), batch_size: label('batch_size') };
  for (const k of NUMBER_PARAMS) if (params[k] !== undefined) vars[k] = localNumber(params[k]);
  if (params.name !== undefined) vars.name = label(params.name);
  if (params.choices !== undefined) vars.choices = params.choices.split('|').join(listSep());
  if (code === 'range') vars.range = localRange(params.lo, params.hi, params.lo_open === '1');
  if (params.index !== undefined && !params.index.includes(',')) vars.row = String(Number(params.index) + 1);
  if (code === 'names.control_char') vars.what = t(`refusal.names.controlWhat.${params.what}`);
  const key = code === 'bn_batch' && params.name === undefined ? 'refusal.bn_batchRows' : `refusal.${code}`;
  const text = t(key, vars);
  return code.startsWith('names.') && params.line !== undefined ? t('refusal.names.atLine', { line: params.line, text }) : text;
}

// An error as the page shows it: the core's refusal or the page's own coded error in the page's
// language, anything else as is.
export function describeError(e, labels = {}) {
  const code = e?.code;
  if (typeof code === 'string' && known(`refusal.${code}`)) return refusalText(code, e.params ?? {}, labels);
  if (typeof code === 'string' && known(`errors.${code}`)) return t(`errors.${code}`, e.params ?? {});
  return e?.message ?? String(e);
}

// A refusal a result reports as { code, keys, values } (e.g. BatchNorm's single example).
export function recordText(rec, labels = {}) {
  const params = Object.fromEntries(Array.from(rec.keys, (k, i) => [k, rec.values[i]]));
  return refusalText(rec.code, params, labels);
}
