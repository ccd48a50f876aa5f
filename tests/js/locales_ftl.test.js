// locales_ftl.test.js — the Fluent files (web/src/words/locales/<code>/<area>.ftl) and the mapping
// between them and the trees the code and the tests read (locales/ftl.js): every form a message
// takes (plain, placeables, a Turkish case ending, a plural, a list, a formula's braces, spaces at
// its ends, an empty one) goes to Fluent and back unchanged, and Fluent formats it as the page did.
// While the JS tables (<code>/<area>.js) are still the files the tabs' words are edited in, each
// .ftl must be what scripts/locales_convert.mjs writes from its table (its --check).
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { toFtl, fromFtl, idOf, keyOf } from '../../web/src/words/locales/ftl.js';
import { t, setLang, loadLang } from '../../web/src/words/i18n.js';

const SAMPLE = {
  a: {
    plain: 'Ours (live)',
    vars: 'line {line}: the character {char}{what}',
    kase: 'Doğruluk {sat|poss} düştü',
    plural: { one: 'Not drawn: {n} value', other: 'Not drawn: {n} values' },
    list: ['First {n}.', 'Second.'],
    tex: '\\text{std} = \\frac{1}{\\sqrt{n_{in}}}',
    spaces: ' (tab)',
    empty: '',
    braces: 'a set {x, y} of {n}',
    syntax: '[0; 1] * .5',
    quote: 'a "quoted" \\ back',
  },
  'bn-bias': { title: 'BatchNorm bias' },
};

describe('Fluent files', () => {
  it('a dotted key and its message id map one to one', () => {
    expect(idOf('tabs.bn-bias.title')).toBe('tabs-bn--bias-title');
    expect(keyOf('tabs-bn--bias-title')).toBe('tabs.bn-bias.title');
  });

  it('every form of message goes to Fluent and back unchanged, with no syntax error', () => {
    const text = toFtl(SAMPLE, ['a header']);
    expect(text.startsWith('# a header\n\n')).toBe(true);
    expect(text).toContain('a-kase = Doğruluk { SUFFIX($sat, case: "poss") } düştü');
    expect(text).toContain('   *[other] Not drawn: { $n } values');
    expect(text).toContain('    .p2 = Second.');
    const bundle = new FluentBundle('en', { useIsolating: false });
    expect(bundle.addResource(new FluentResource(text))).toEqual([]);
    expect(fromFtl(text)).toEqual(SAMPLE);
  });

  it('t() formats placeables, plurals by the raw count, lists and endings as the page did', async () => {
    setLang('tr');
    expect(t('common.nonFinite', { n: '1.000' }, { plural: 'n', count: 1000 })).toMatch(/^1\.000 sonlu olmayan değer/);
    expect(t('no.such.key')).toBe('no.such.key');
    await loadLang('en');
    setLang('en');
    expect(t('common.nonFinite', { n: 1 }, { plural: 'n' })).toBe(
      'Not drawn: 1 non-finite value (infinite or not a number); the table shows it.',
    );
    expect(t('common.nonFinite', { n: '2' }, { plural: 'n', count: 2 })).toMatch(/values .* shows them\.$/);
    expect(t('common.progress', { done: 3 })).toBe('3 / {total} steps · {rate} steps/s'); // a value not given stays as written
    setLang('tr');
  });

  it.skipIf(!existsSync(new URL('../../web/src/words/locales/en/common.js', import.meta.url)))(
    'each .ftl is what the converter writes from its JS table',
    () => {
      const out = execFileSync('node', ['scripts/locales_convert.mjs', '--check'], { encoding: 'utf8' });
      expect(out).toContain('up to date');
    },
  );
});
