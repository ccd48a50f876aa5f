// typed_number.test.js — what a number field reads (typed_number.js): a decimal comma or point,
// a sign, an exponent, a fraction; more than one decimal sign, thousands grouping and a fraction
// over zero are refused; the value a field shows reads back as itself, in the page's language.
import { describe, it, expect } from 'vitest';
import { parseTypedNumber, typedText } from '../../web/src/state/typed_number.js';
import { typedNumber } from '../../web/src/exercises/verdicts.js';

describe('a typed number', () => {
  it('reads the comma and the point as the decimal sign, signs, exponents and fractions', () => {
    const read = [
      ['2,5', 2.5],
      ['2.5', 2.5],
      [' 2,5 ', 2.5],
      ['1,667', 1.667],
      ['5/3', 5 / 3],
      ['5 / 3', 5 / 3],
      ['1e-3', 0.001],
      ['1E3', 1000],
      ['−2,5', -2.5],
      ['-0,5', -0.5],
      ['+3', 3],
      [',5', 0.5],
      ['5,', 5],
      ['10', 10],
      ['0', 0],
      ['1,5e-2', 0.015],
      ['1/2,5', 0.4],
    ];
    for (const [text, value] of read) expect([text, parseTypedNumber(text).value]).toEqual([text, value]);
  });

  it('refuses more than one decimal sign, grouping, words and a fraction over zero', () => {
    for (const text of ['2,5,1', '1.000,5', '1,000.5', '2..5', 'abc', '2,5x', '5/3/2', '5/0', '/3', '1e', 'e3', '--2', '%5'])
      expect([text, parseTypedNumber(text).error]).toEqual([text, 'form']);
    expect(parseTypedNumber('  ').error).toBe('empty');
    expect(parseTypedNumber('%79,1', { percent: true }).value).toBe(79.1);
    expect(typedNumber('79,1%')).toBe(79.1);
    expect(typedNumber('2,5,1')).toBeNaN();
  });

  it("a field shows a value in the page's language, in a form it reads back", () => {
    expect(typedText(5 / 3, 'tr')).toBe('1,66667');
    expect(typedText(5 / 3, 'en')).toBe('1.66667');
    expect(typedText(0.5, 'tr')).toBe('0,5');
    expect(typedText(20000, 'tr')).toBe('20000'); // no grouping: "20.000" would read as 20
    expect(typedText(4294967295, 'tr')).toBe('4294967295');
    expect(typedText(1e-7, 'tr')).toBe('1e-7');
    expect(typedText(1.5e-7, 'tr')).toBe('1,5e-7');
    for (const v of [0.1, 0.05, 1.66667, 1e-7, 1.5e-7, -2.5, 20000, 3])
      for (const l of ['tr', 'en']) expect(parseTypedNumber(typedText(v, l)).value).toBe(v);
  });
});

describe('a square root as the text writes its gain', () => {
  it('reads √2, √(2), sqrt(2), sqrt 2 and a multiple of one (issue 42: they were ignored)', () => {
    const read = [
      ['√2', Math.SQRT2],
      ['√ 2', Math.SQRT2],
      ['√(2)', Math.SQRT2],
      ['sqrt(2)', Math.SQRT2],
      ['SQRT(2)', Math.SQRT2],
      ['sqrt 2', Math.SQRT2],
      ['√2,5', Math.sqrt(2.5)],
      ['2√2', 2 * Math.SQRT2],
      ['5/3', 5 / 3],
      ['√2/2', Math.SQRT2 / 2],
    ];
    for (const [text, value] of read) expect([text, parseTypedNumber(text).value]).toEqual([text, value]);
    for (const text of ['√', 'sqrt()', 'sqrt(abc)', '√-2', 'sqr(2)', 'abc', '√√2'])
      expect([text, parseTypedNumber(text).error]).toEqual([text, 'form']);
  });
});

describe('the forms a refusal names are read (issue 42: "1·10⁻³" was refused though the page writes it)', () => {
  it('reads a power of ten as the page writes one, 2/3, a decimal comma and the minus sign', () => {
    const read = [
      ['1·10⁻³', 0.001],
      ['1,5·10⁻³', 0.0015],
      ['1.5×10^-3', 0.0015],
      ['2*10^3', 2000],
      ['10⁻³', 0.001],
      ['10^-12', 1e-12],
      ['1·10^(-3)', 0.001],
      ['2/3', 2 / 3],
      ['0,05', 0.05],
      ['−1', -1],
      ['sqrt(2)', Math.SQRT2],
    ];
    for (const [text, value] of read) expect([text, parseTypedNumber(text).value]).toEqual([text, value]);
    for (const text of ['210^3', '1·10', '1·10⁻', '10^', '1e2·10^3', '·10^3', '1··10^3'])
      expect([text, parseTypedNumber(text).error]).toEqual([text, 'form']);
  });
});
