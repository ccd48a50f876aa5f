// setting_words.js — a setting's value worded for a sentence, from the locale files: never the raw
// value of the URL or the state ("batch", "none", "true"). settingValueText is the value as its
// control shows it (an option's label, on/off, a number in the page's signs); settingPhrase the
// setting with its value as a sentence quotes it ("normalizasyon yok", "çıktı düzeltmesi açık",
// "BatchNorm"), from settingWords.<name>.<value> in the locale files when the setting has such
// phrases, else "<label> <value>".
import { t, exact } from './i18n.js';
import { settingLabel } from './setting_labels.js';

// The options of the settings that have them, each value's label (a locale key).
export const OPTION_WORDS = {
  pg_norm: { none: 'playground.normNone', batch: 'playground.normBatch', layer: 'playground.normLayer' },
  pg_sched: { constant: 'playground.schedConst', step: 'playground.schedStep' },
  bvar: { biased: 'matrix.varBiased', unbiased: 'matrix.varUnbiased' },
  k_act: { tanh: 'kaiming.actTanh', relu: 'kaiming.actRelu' },
};

export function settingValueText(name, v) {
  if (typeof v === 'boolean') return t(v ? 'settingWords.on' : 'settingWords.off');
  if (typeof v === 'number') return exact(v); // as kept: 1,66667, and eps 1·10⁻¹² (never "0")
  const key = OPTION_WORDS[name]?.[v];
  return key ? t(key) : String(v);
}

export function settingPhrase(name, v) {
  const key = `settingWords.${name}.${v}`;
  const phrase = t(key);
  if (phrase !== key) return phrase;
  return `${t(settingLabel(name) ?? name)} ${settingValueText(name, v)}`;
}
