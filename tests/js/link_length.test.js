// link_length.test.js — what the page writes back into its address (state.js serialize() of what
// parse() kept) stays short enough for any host (a reload must not be refused: 414), whatever the
// link held: an over-long origin is refused with a note, unknown keys and values are dropped, and
// the longest state the settings can hold serialises within MAX_QUERY_CHARS.
import { describe, it, expect } from 'vitest';
import { parse, serialize, FIELDS, MATRIX_LIMITS, MAX_QUERY_CHARS } from '../../web/src/state/state.js';

describe('the address the page writes back', () => {
  it('an origin longer than a host name can be is refused with a note, not written back', () => {
    const long = `https://${'a'.repeat(1900)}.com`;
    const { state, notes } = parse(`?v=2&events=${encodeURIComponent(long)}`);
    expect(state.events).toBe('');
    expect(notes.map((n) => [n.name, n.kind])).toEqual([['events', 'malformed']]);
    expect(serialize(state)).toBe('');
    const label = `https://${'b'.repeat(64)}.example.org`; // a DNS label is at most 63 characters
    expect(parse(`?events=${encodeURIComponent(label)}`).state.events).toBe('');
    expect(parse('?events=https://ders.ornek.edu').state.events).toBe('https://ders.ornek.edu');
  });
  it('unknown keys and values are dropped', () => {
    const { state } = parse(`?v=2&x=${'y'.repeat(5000)}&hide=${'zz,'.repeat(600)}controls&count=${'e9,'.repeat(600)}e1`);
    expect(serialize(state)).toBe('?v=2&hide=controls&count=e1');
  });
  it('the longest state the settings can hold serialises within MAX_QUERY_CHARS', () => {
    const long = `-${'9'.repeat(6)}.${'1234567'.repeat(2)}`;
    const matrix = Array.from({ length: MATRIX_LIMITS.rows }, () => Array(MATRIX_LIMITS.cols).fill(long).join(',')).join(';');
    const params = FIELDS.map((f) => {
      if (f.type === 'matrix') return `${f.name}=${matrix}`;
      if (f.type === 'flags') return `${f.name}=${f.values.join(',')}`;
      if (f.type === 'enum') return `${f.name}=${f.values.reduce((a, b) => (b.length > a.length ? b : a))}`;
      if (f.type === 'origin') return `${f.name}=https://${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}`;
      if (f.type === 'bool') return `${f.name}=1`;
      return `${f.name}=${f.min !== undefined ? -Math.abs(f.max) / 3 : 1.23456789}`;
    });
    const { state } = parse(`?${params.join('&')}`);
    expect(serialize(state).length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
  });
});
