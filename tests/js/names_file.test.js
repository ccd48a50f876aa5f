// names_file.test.js — a student's names file read as the core and Python read it (web/src/state/
// names_file.js): UTF-8 as it is (byte-order marks left to the core, which drops them as Python
// does), anything else refused with the core's refusal, its line and its first bad byte.
import { describe, it, expect } from 'vitest';
import { decodeNames } from '../../web/src/state/names_file.js';

const bytes = (...parts) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

describe('a names file', () => {
  it('UTF-8 is read as it is, byte-order marks, Turkish letters and 4-byte characters included', () => {
    expect(decodeNames(bytes('\ufeffAyşe\r\n\ufeffİlker\n😀x\n')).text).toBe('Ayşe\r\n\ufeffİlker\n😀x\n');
  });
  it('Latin-1, overlong forms, surrogates and cut sequences are refused on their line, with their first byte', () => {
    const at = (b) => decodeNames(b).refusal;
    expect(at(Buffer.from('anna\nJosé\nemma\n', 'latin1'))).toEqual({ code: 'names.invalid_utf8', params: { line: '2', byte: '0xE9' } });
    expect(at(bytes('a\nb\nc', [0xc0, 0xaf]))?.params).toEqual({ line: '3', byte: '0xC0' }); // overlong '/'
    expect(at(bytes([0xed, 0xa0, 0x80]))?.params).toEqual({ line: '1', byte: '0xED' }); // a surrogate
    expect(at(bytes('ok\n', [0xe2, 0x82])))?.toMatchObject({ params: { line: '2', byte: '0xE2' } }); // cut at the end
    expect(at(bytes([0xf4, 0x90, 0x80, 0x80]))?.params.byte).toBe('0xF4'); // past U+10FFFF
  });
});
