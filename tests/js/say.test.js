// say.test.js — a sentence as data renders through one function: each number in its declared
// format in the page's language, nested sentences, the plural chosen by the raw number.
import { describe, it, expect, afterAll } from 'vitest';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { num, msg, say, numsOf, keysOf, render } from '../../web/src/words/say.js';

afterAll(() => setLang('tr'));

describe('say', () => {
  it('formats each number as it declares, in the language', async () => {
    await loadLang('en');
    setLang('tr');
    expect(render(num(0.7913, 'pct1', 'x'))).toBe('%79,1');
    expect(render(num(20000, 'int', 'x'))).toBe('20.000');
    setLang('en');
    expect(render(num(0.7913, 'pct1', 'x'))).toBe('79.1%');
    expect(render(num(0.50512, 'sig3', 'x'))).toBe('0.505');
  });
  it('refuses a format it does not know', () => {
    expect(() => num(1, 'sig9', 'x')).toThrow(/unknown format/);
  });
  it('picks the plural by the raw number, not its written form', () => {
    setLang('en');
    const one = say(msg('common.nonFinite', { n: num(1, 'int', 'n') }, { plural: 'n' }));
    const many = say(msg('common.nonFinite', { n: num(20000, 'int', 'n') }, { plural: 'n' }));
    expect(one).not.toBe(many.replace('20,000', '1'));
    expect(many).toContain('20,000');
  });
  it('lists every number and key, nested ones too', () => {
    const s = msg('a.b', { x: num(1, 'int', 'r.x'), inner: msg('c.d', { y: num(2, 'sig3', 'r.y') }) });
    expect(numsOf(s).map((n) => [n.name, n.from])).toEqual([
      ['x', 'r.x'],
      ['inner.y', 'r.y'],
    ]);
    expect(keysOf(s)).toEqual(['a.b', 'c.d']);
  });
  it('writes a list arg with the language’s list separator, its numbers and keys listed too', () => {
    const s = msg('common.quoted', { text: ['L1 tanh', msg('playground.layerName.embedding'), num(0.5, 'fix1', 'r.z')] });
    setLang('en');
    expect(say(s)).toBe('“L1 tanh, the embedding C[X], 0.5”');
    setLang('tr');
    expect(say(s)).toBe('“L1 tanh; C[X] gömmesi; 0,5”');
    expect(numsOf(s).map((n) => n.name)).toEqual(['text[2]']);
    expect(keysOf(s)).toEqual(['common.quoted', 'playground.layerName.embedding']);
  });
});

import { checkSaid } from './claims/said.js';
describe('checkSaid', () => {
  it('finds a number that is not its source, a missing key and a missing source', () => {
    setLang('en');
    const r = { std: [1, 0.5] };
    const good = msg('common.nonFinite', { n: num(1, 'int', 'r.std[0]') }, { plural: 'n' });
    expect(checkSaid([good], { r })).toEqual([]);
    const swapped = msg('common.nonFinite', { n: num(1, 'int', 'r.std[1]') }, { plural: 'n' });
    expect(checkSaid([swapped], { r }).join()).toMatch(/its source r.std\[1\] is 0.5/);
    expect(checkSaid([msg('no.such.key', {})], { r }).join()).toMatch(/no such message/);
    expect(checkSaid([msg('common.nonFinite', { n: num(1, 'int', 'r.nope') })], { r }).join()).toMatch(/no nope/);
    expect(checkSaid([msg('common.nonFinite', { n: num(2, 'int', 'derived:two') }, { plural: 'n' })], { r }, { two: () => 2 })).toEqual([]);
  });
});
