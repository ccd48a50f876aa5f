// view/touch_words.js — a sentence that tells the student to click, in its touch form on a screen
// whose main pointer is a finger (locales */touch.js), so a phone's student reads "tap".
// Leaves out: the keys' sentences (a touch screen may have a keyboard too).
import { t } from '../words/i18n.js';

const coarse = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

// key: a locale key with a touch form under touch.<key> (network.stripHint, matrix.arith.hint).
export const tapWords = (key, vars) => t(coarse() ? `touch.${key}` : key, vars);
