// lesson/prompt_words.js — the words of a tab's prediction prompt: its question and its explanation
// filled with the numbers of a result, each number by the page's one formatter (i18n.js) and each
// setting by its words (setting_words.js), never a raw value or a control's label beside a number.
// The text's printed values come from the core's table of them (a result's `lecture`) or a named
// constant (prompts.js), written in the page's signs. Pure: no DOM. Leaves out: the form, the reveal.
import { t, fmt, sig, pct, short, int, listSep } from '../words/i18n.js';
import { PROMPTS, namedGain, isTextGain, offTheText, perLayer, SAME_MOVE, settingsOf } from './prompts.js';
import { defaults } from '../state/state.js';
import { settingPhrase, OPTION_WORDS } from '../words/setting_words.js';
import { settingLabel } from '../words/setting_labels.js';
import { num, msg, say } from '../words/say.js';
import { ACT, GAIN, actOf } from '../tabs/kaiming/manifest.js';
import { VARIANCE } from '../tabs/bn-matrix/manifest.js';
import { NORM, FIX } from '../tabs/playground/manifest.js';

const SUP = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
const power = (d) =>
  `10${String(d)
    .split('')
    .map((c) => SUP[c])
    .join('')}`;
const DIAG = ['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad'];

// The Kaiming tab's gain as the page writes the text's gains (5/3, √2; the slider's marks), any other
// as a number in the page's signs; its nonlinearity by name.
const gainText = (g) => namedGain(g) ?? short(g, 4);
const actWord = (a) => actOf(a).name;

// One setting's value as a sentence's arg: a number raw with its format and its source (`s.<name>`:
// as short as it is exact, a tiny one with its power of ten: eps 1·10⁻⁵, never 0), a switch or a
// choice as its message, the text's gains (5/3, √2), a nonlinearity, the seed and a matrix as the
// names they are.
function valueArg(name, s) {
  const v = s[name];
  if (name === GAIN.name && namedGain(v)) return gainText(v);
  if (name === ACT.name) return actWord(v);
  if (name === 'seed') return String(v); // a name, not a quantity: 2147483647, never 2.147.483.647
  if (typeof v === 'boolean') return msg(`lesson.predict.playground.${v ? 'on' : 'off'}`);
  if (typeof v === 'number') return num(v, v !== 0 && Math.abs(v) < 1e-3 ? 'exact' : 'short4', `s.${name}`);
  if (Array.isArray(v)) return v.map((row) => row.map((x) => short(x, 4, false)).join(' ')).join(listSep());
  if (name === VARIANCE.name) return msg(`lesson.predict.at.${v}`);
  if (OPTION_WORDS[name]?.[v]) return msg(OPTION_WORDS[name][v]);
  return String(v);
}
const known = (key) => typeof t(key) === 'string' && t(key) !== key;
// A setting `name` of `s` as a sentence names it, as data: its phrase (lesson.predict.at.<name>:
// "eps {v}", "{v} layers") with its value; a switch or a choice setting_words.js words by a phrase
// of its own ("BatchNorm", "çıktı düzeltmesi açık"); any other setting by its control's label and
// its value, never a key.
const WORDED = new Set([NORM.name, FIX.name]);
export function settingSaid(name, s) {
  if (WORDED.has(name) && known(`settingWords.${name}.${s[name]}`)) return msg(`settingWords.${name}.${s[name]}`);
  if (known(`lesson.predict.at.${name}`)) return msg(`lesson.predict.at.${name}`, { v: valueArg(name, s) });
  const label = settingLabel(name);
  return msg('lesson.predict.atLabel', { label: label ? msg(label) : name, v: valueArg(name, s) });
}
// The settings `names` of `s`, in words: "std 0.2", "bad init ×5, seed 1".
export const settingsText = (names, s) => names.map((k) => say(settingSaid(k, s))).join(listSep());

// A value of a tab's prompt as the page shows it (the residual's gradient: an exact power of ten
// as 10ⁿ, any other value as itself, to 3 significant digits). `settings`: those the value is shown
// for (a kept prediction's own): the Kaiming choice names the second stack's gain at them, and
// "Kaiming" only when it is the text's gain for their nonlinearity.
export function shownValue(tab, v, settings = {}) {
  const p = PROMPTS[tab];
  if (tab === 'kaiming' && v === 'kaiming') {
    const g = settings?.k_gain;
    if (typeof g !== 'number') return t('lesson.predict.kaiming.kaimingUnknown');
    const key = isTextGain(g, settings.k_act ?? 'tanh') ? 'kaiming' : 'kaimingOther';
    return t(`lesson.predict.kaiming.${key}`, { gain: gainText(g), settings }); // settings: for the claims test
  }
  if (tab === 'residual') return v > 0 && Number.isInteger(Math.log10(v)) ? power(Math.log10(v)) : sig(v);
  if (p.form === 'number') return tab === 'tanh' ? pct(v / 100) : fmt(v, 2);
  if (tab === 'diagnostics') return t(`diag.${v}`);
  if (v === 'neither') return t(`lesson.predict.${tab === 'bn-matrix' ? 'bn-matrix' : 'kaiming'}.neither`);
  return t(`lesson.predict.${tab}.${v}`);
}

// A value the text prints, in the page's format: a share as a percentage, else to the decimals the
// text prints it with (the dev losses' 4), else 3 significant digits (0,617 · 1,23·10⁻⁶ · 448 · 1,00).
function textValue(tab, v) {
  const p = PROMPTS[tab];
  return p.unit === '%' ? pct(v / 100) : p.textDigits !== undefined ? fmt(v, p.textDigits) : sig(v, 3);
}

// The numbers a question or an explanation quotes, formatted in the page's language.
export function words(tab, vars) {
  const out = {};
  for (const [k, v] of Object.entries(vars)) {
    if (tab === 'kaiming' && (k === 'naivePer' || k === 'kaimingPer'))
      out[k] = v === undefined ? '' : t('lesson.predict.kaiming.perLayer', { per: sig(v, 3) }); // nothing per layer with one layer
    else if (v === undefined || v === null)
      out[k] = '–'; // a value the result does not carry, never "undefined"
    else if (tab === 'playground' && (k === 'fix' || k === 'norm'))
      out[k] = settingPhrase(`pg_${k}`, v); // the playground's settings, worded
    else if (k === 'textDepth') out[k] = int(v);
    else if (/^text[A-Z]/.test(k) && typeof v === 'number')
      out[k] = textValue(tab, v); // the text's printed value
    else if (tab === 'kaiming' && k === 'gain') out[k] = gainText(v);
    else if (tab === 'kaiming' && k === 'band')
      out[k] = pct(v - 1, 0); // "about the same": within 2 %
    else if (tab === 'kaiming' && k === 'act') out[k] = actWord(v);
    else if (typeof v === 'boolean') out[k] = t(`lesson.predict.playground.${v ? 'on' : 'off'}`);
    else if (Array.isArray(v)) out[k] = v.map((x) => fmt(x, 3)).join('; ');
    else if (typeof v !== 'number') out[k] = v;
    else if (tab === 'tanh' && k !== 'bad') out[k] = pct(v / 100);
    else if (tab === 'residual' && k !== 'depth') out[k] = sig(v);
    else if (PROMPTS[tab]?.sigVars?.includes(k))
      out[k] = sig(v, 2); // a value that may be at rounding (1e-9)
    else out[k] = fmt(v, k === 'bad' || k === 'n' || k === 'steps' || k === 'depth' ? 1 : 3).replace(/[.,]0$/, '');
  }
  if (tab === 'diagnostics' && vars.dev) out.list = vars.dev.map((d, i) => `${t(`diag.${DIAG[i]}`)} ${fmt(d, 4)}`).join('; ');
  if ((tab === 'bn-matrix' || tab === 'ln-matrix') && (vars.colStd || vars.rowStd)) out.list = out.colStd ?? out.rowStd;
  return out;
}
// The question quotes the settings alone (the ×5 of tanh, the 6 layers of Kaiming): those it is asked for.
const questionVars = (tab, s) => ({
  bad: tab === 'playground' ? s.pg_bad : s.bad,
  n: s.k_layers,
  act: s.k_act,
  gain: s.k_gain,
  band: SAME_MOVE,
  depth: 50,
  fix: s.pg_fix,
  norm: s.pg_norm,
});
export const questionText = (tab, s) => t(`lesson.predict.${tab}.q`, words(tab, questionVars(tab, s)));

// The Kaiming answer in a sentence, from the same numbers as the answer (prompts.js keepsBetter):
// which stack keeps its std better, each stack's factor per layer and the band of "about the same";
// with one layer, that nothing moves. -> { key, args, text }
export function kaimingVerdict(r, s) {
  const live = PROMPTS.kaiming.live(r, s);
  const key = r.naive.std.length < 2 ? 'verdictOne' : { naive: 'verdictNaive', kaiming: 'verdictKaiming', same: 'verdictSame' }[live];
  if (!key) return { key: null, args: {}, text: '' };
  const args = {
    stack: shownValue('kaiming', 'kaiming', settingsOf('kaiming', s)),
    nPer: r.naive.std.length > 1 ? sig(perLayer(r.naive.std), 3) : '',
    kPer: r.kaiming.std.length > 1 ? sig(perLayer(r.kaiming.std), 3) : '',
    band: pct(SAME_MOVE - 1, 0),
    act: actWord(s.k_act),
  };
  return { key, args, text: t(`lesson.predict.kaiming.${key}`, args) };
}

// The explanation with the numbers of `result` (`s`: its settings); settings other than the text's
// are named beside the text's ({now}, {text}).
export function explanationText(tab, result, s) {
  const p = PROMPTS[tab];
  const key = p.explain?.(s) ?? 'explain';
  const off = offTheText(p.depends ?? [], s);
  const vars = { ...words(tab, p.vars(result, s)), now: settingsText(off, s), text: settingsText(off, defaults()) };
  if (tab === 'kaiming') vars.verdict = kaimingVerdict(result, s).text; // the answer, said with its numbers
  return t(`lesson.predict.${tab}.${key}`, vars);
}
