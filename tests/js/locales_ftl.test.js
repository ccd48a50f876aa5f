// locales_ftl.test.js — the Fluent files (web/src/words/locales/<code>/<area>.ftl) and the mapping
// between them and the trees the code and the tests read (locales/ftl.js): every form a message
// takes (plain, placeables, a Turkish case ending, a plural, a list, a formula's braces, spaces at
// its ends, an empty one) goes to Fluent and back unchanged, and Fluent formats it as the page did.
// The .ftl files are the words' only source: a translator and the page's developers edit them. The report
// (scripts/locales_report.mjs) names a language's missing and extra messages; --strict fails on them.
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});

describe('the languages outside a build', () => {
  it('a node script parses lang= with every folder (state.js reads the folders itself there)', () => {
    const code =
      "import('./web/src/state/state.js').then((m) => console.log(['de', 'en', 'tr', 'fr'].map((l) => m.parse('?lang=' + l).state.lang).join()))";
    expect(execFileSync('node', ['-e', code], { encoding: 'utf8' }).trim()).toBe('de,en,tr,tr');
  });
});

describe('the report of missing and extra messages', () => {
  const report = (dir, ...args) => {
    try {
      return { out: execFileSync('node', ['scripts/locales_report.mjs', '--dir', dir, ...args], { encoding: 'utf8' }), code: 0 };
    } catch (e) {
      return { out: e.stdout, code: e.status };
    }
  };

  it('names what a language lacks and adds, and --strict fails on it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'zz'));
    writeFileSync(join(dir, 'en', 'a.ftl'), 'a-one = One { $n }\na-two = Two\na-list =\n    .p1 = x\n    .p2 = y\n');
    writeFileSync(join(dir, 'zz', 'a.ftl'), 'a-one = Eins\na-three = Drei\na-list =\n    .p1 = x\nconventions-listSep = { " / " }\n');
    const { out, code } = report(dir, '--strict');
    expect(code).toBe(1);
    expect(out).toContain('zz: 4 messages against 3 in en; 1 missing, 1 extra, 1 lists of another length, 1 with other placeables');
    expect(out).toMatch(/missing {2}a\.two/);
    expect(out).toMatch(/extra {4}a\.three/);
    expect(report(dir).code).toBe(0); // without --strict: a list, not a failure
    rmSync(dir, { recursive: true });
  });

  it("the page's languages have nothing to report", () => {
    expect(report(new URL('../../web/src/words/locales/', import.meta.url).pathname, '--strict').code).toBe(0);
  });
});
