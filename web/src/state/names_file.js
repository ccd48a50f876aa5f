// names_file.js — a student's names file read as the core and the exported Python read it: UTF-8,
// strictly. The browser's own file.text() puts U+FFFD in place of bytes that are not UTF-8 (a
// Latin-1 "José"), which the core would then take as a character of the names while Python's
// decode("utf-8") stops on them; such a file is refused here with the core's own refusal
// (names.invalid_utf8: its line and its first bad byte, as vocab.cpp words it). Pure: no DOM.

// The length (1–4) of the well-formed UTF-8 sequence at b[i], 0 when it is not one (overlong
// forms, surrogates and code points past U+10FFFF are not: unicode.cpp's decode_one).
function sequenceAt(b, i) {
  const c = b[i];
  if (c < 0x80) return 1;
  const n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (!n || i + n > b.length) return 0;
  const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
  const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
  if (b[i + 1] < lo || b[i + 1] > hi) return 0;
  for (let k = 2; k < n; k++) if (b[i + k] < 0x80 || b[i + k] > 0xbf) return 0;
  return n;
}

// bytes: the file's (Uint8Array). -> { text } or { refusal: { code, params: { line, byte } } }
export function decodeNames(bytes) {
  let line = 1;
  for (let i = 0; i < bytes.length;) {
    const n = sequenceAt(bytes, i);
    if (!n) {
      const byte = `0x${bytes[i].toString(16).toUpperCase().padStart(2, '0')}`;
      return { refusal: { code: 'names.invalid_utf8', params: { line: String(line), byte } } };
    }
    if (bytes[i] === 0x0a) line++;
    i += n;
  }
  return { text: new TextDecoder('utf-8').decode(bytes) };
}
