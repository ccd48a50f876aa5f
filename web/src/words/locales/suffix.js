// locales/suffix.js — the Turkish case ending written after a number ("%78,9’u", "10’da",
// "%99,7’si"). The ending follows the number as it is read aloud: its last spoken word decides the
// vowel (harmony), whether a buffer consonant comes in (y/s/n after a vowel) and whether d turns
// into t (after ç f h k p s ş t). Pure: no DOM, no page state. i18n.js applies it to a template's
// "{name|case}" placeholder on the Turkish page (the English page ignores the case).
//
//   suffix('%78,9', 'acc')  -> '’u'     (…virgül dokuz)
//   suffix('%99,7', 'poss') -> '’si'    (…virgül yedi)
//   suffix('10⁻⁶', 'dat')   -> '’ya'    (on üzeri eksi altı)
//   withSuffix('%1,3', 'poss') -> '%1,3’ü'

const UNITS = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const BIG = [
  [1e12, 'trilyon'],
  [1e9, 'milyar'],
  [1e6, 'milyon'],
  [1e3, 'bin'],
];

// The last word of a whole number read aloud: 0 sıfır, 7 yedi, 40 kırk, 300 yüz, 5000 bin, 2·10⁶ milyon.
export function lastWord(n) {
  n = Math.abs(Math.trunc(Number(n)));
  if (!Number.isFinite(n)) return 'sonsuz';
  if (n === 0) return 'sıfır';
  if (n % 10) return UNITS[n % 10];
  if (n % 100) return TENS[(n % 100) / 10];
  if (n % 1000) return 'yüz';
  // A whole group of three zeros at the end: the word of the lowest group that is not zero
  // ("iki bin", "üç milyon", "bir milyar iki bin").
  let k = 0;
  while (n % 1000 === 0 && k < BIG.length) {
    n /= 1000;
    k++;
  }
  return BIG[BIG.length - k][1];
}

const SUPER = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };

// The last word read aloud of a number as the Turkish page writes it ("1.234,5", "%78,9", "−2",
// "3,70·10⁻³", "1.23e-06", "×5", "5/3", "∞") or of a JS number. The decimals are read as a whole
// number ("0,05": … virgül beş; "100,0": … virgül sıfır); an exponent is read last.
export function spokenLast(value) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'sonsuz';
    const [whole, frac] = String(Math.abs(value)).split('e')[0].split('.');
    const exp = String(value).split('e')[1];
    if (exp) return lastWord(Number(exp));
    return lastWord(Number(frac ?? whole));
  }
  const s = String(value);
  const sup = String(value).match(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+$/);
  if (sup) return lastWord(Number([...sup[0]].map((c) => SUPER[c]).join('')));
  const sci = s.match(/\d[eE][-+−]?(\d+)\s*$/);
  if (sci) return lastWord(Number(sci[1]));
  if (/∞\s*$/.test(s)) return 'sonsuz';
  const m = s.match(/(\d[\d.]*)(?:,(\d+))?[^\da-zA-Zçğıöşü]*$/);
  if (!m) return null;
  if (m[2] !== undefined) return lastWord(Number(m[2]));
  // A dot between digits groups thousands on the Turkish page ("2.000") — unless the number is
  // written the code's way ("0.01", "1.5"): a dot followed by other than three digits is a decimal point.
  const parts = m[1].replace(/\.$/, '').split('.');
  if (parts.length > 1 && parts.slice(1).every((p) => p.length === 3)) return lastWord(Number(parts.join('')));
  return lastWord(Number(parts[parts.length - 1]));
}

const VOWELS = 'aıoueiöü';
const HARD = 'çfhkpsşt';
const HIGH = { a: 'ı', ı: 'ı', o: 'u', u: 'u', e: 'i', i: 'i', ö: 'ü', ü: 'ü' };
const LOW = { a: 'a', ı: 'a', o: 'a', u: 'a', e: 'e', i: 'e', ö: 'e', ü: 'e' };

// A word's sounds that an ending looks at: its last vowel, whether it ends in a vowel, in a hard consonant.
function sounds(word) {
  const w = word.toLocaleLowerCase('tr');
  const vowel = [...w].reverse().find((c) => VOWELS.includes(c)) ?? 'e';
  const end = w[w.length - 1];
  return { vowel, open: VOWELS.includes(end), hard: HARD.includes(end) };
}

// The endings by case: acc (belirtme: -ı, -yı), poss (3rd person possessive: -ı, -sı), loc (-da,
// -ta), abl (-dan, -tan), dat (-a, -ya), gen (-ın, -nın), ins (-la, -yla), lik (-lık), pl (-lar), cop (-dır, -tır).
export const CASES = ['acc', 'poss', 'loc', 'abl', 'dat', 'gen', 'ins', 'lik', 'pl', 'cop'];

// The ending after a word (without the apostrophe).
export function ending(word, kase) {
  const { vowel, open, hard } = sounds(word);
  const I = HIGH[vowel],
    A = LOW[vowel],
    D = hard ? 't' : 'd';
  switch (kase) {
    case 'acc':
      return (open ? 'y' : '') + I;
    case 'poss':
      return (open ? 's' : '') + I;
    case 'loc':
      return D + A;
    case 'abl':
      return `${D}${A}n`;
    case 'dat':
      return (open ? 'y' : '') + A;
    case 'gen':
      return `${open ? 'n' : ''}${I}n`;
    case 'ins':
      return `${open ? 'y' : ''}l${A}`;
    case 'lik':
      return `l${I}k`;
    case 'pl':
      return `l${A}r`;
    case 'cop':
      return `${D}${I}r`;
    default:
      throw new Error(`suffix: unknown case "${kase}" (one of ${CASES.join(', ')})`);
  }
}

// The ending with its apostrophe after a number (or after a word written as the page shows it:
// the last letters of "Kaiming" or "BatchNorm" as they are spelled).
export function suffix(value, kase) {
  const word = spokenLast(value) ?? String(value).match(/[a-zçğıöşüA-ZÇĞİÖŞÜ]+(?=[^a-zçğıöşüA-ZÇĞİÖŞÜ]*$)/)?.[0];
  return word ? `’${ending(word, kase)}` : '';
}

export const withSuffix = (value, kase) => `${value}${suffix(value, kase)}`;
