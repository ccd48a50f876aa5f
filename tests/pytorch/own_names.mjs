// own_names.mjs — a student's own names file for the `pytorch` stage: the shipped names with
// capitals (every third name capitalised, every seventh in capitals), a byte-order mark at the
// start and inside (every eleventh line, as files pasted together keep theirs), spaces and tabs
// around some; and a Latin-1 file. pageText() is the text the page hands its core (the file read
// as the page reads it, state/names_file.js).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeNames } from '../../web/src/state/names_file.js';

const ROOT = new URL('../../', import.meta.url).pathname;

export function ownNamesBytes() {
  const names = readFileSync(join(ROOT, 'public/names.txt'), 'utf8').split('\n').filter(Boolean);
  const lines = names.map((n, i) => {
    let s = i % 7 === 0 ? n.toUpperCase() : i % 3 === 0 ? n[0].toUpperCase() + n.slice(1) : n;
    if (i % 11 === 0) s = `\ufeff${s}`;
    if (i % 13 === 0) s = ` ${s}\t`;
    return s;
  });
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

// Twelve names, "José" on line 2, written in Latin-1 (é is the byte 0xE9).
export const latin1Bytes = () => Buffer.from('anna\nJosé\nemma\nava\nliam\nnoah\nmia\nzoe\nleo\nida\nmax\neva\n', 'latin1');

// bytes -> the text the page's core gets, or throws the page's refusal
export function pageText(bytes) {
  const r = decodeNames(new Uint8Array(bytes));
  if (r.refusal) throw Object.assign(new Error(`the page refuses: ${JSON.stringify(r.refusal)}`), { refusal: r.refusal });
  return r.text;
}
