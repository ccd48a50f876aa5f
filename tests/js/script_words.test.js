// script_words.test.js — the words of the page's two classic scripts (public/embed.js,
// public/frame-check.js), which cannot read the .ftl files: each carries one message per language
// folder, written by scripts/script_words.mjs. The committed block is what the folders say now, a
// folder's message reaches the script (English for one a folder lacks), and the scripts speak the
// language they are asked for (the page's default for one it lacks).
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { SCRIPTS, wordsOf, withWords } from '../../scripts/script_words.mjs';
import { fromFtl } from '../../web/src/words/locales/ftl.js';

const LOCALES = new URL('../../web/src/words/locales/', import.meta.url);
const FOLDERS = readdirSync(LOCALES, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(new URL(`${e.name}/shell.ftl`, LOCALES)))
  .map((e) => e.name);
const src = (file) => readFileSync(new URL(`../../public/${file}`, import.meta.url), 'utf8');

// Runs a classic script against a small DOM: what it puts in an element, as text.
function run(file, { search = '', origin = 'null', lang = null, name = 'nope' } = {}) {
  const made = [];
  const el = (attrs = {}) => ({
    attrs,
    getAttribute: (k) => (k in attrs ? attrs[k] : null),
    setAttribute: (k, v) => (attrs[k] = String(v)),
    replaceChildren: (...c) => (attrs.children = c),
  });
  const target = el({ 'data-makemore-lab': name, ...(lang ? { 'data-lang': lang } : {}) });
  const document = {
    currentScript: { src: 'https://lab.example.org/embed.js' },
    readyState: 'complete',
    getElementById: () => target,
    querySelectorAll: () => [target],
    createElement: () => {
      const e = el();
      made.push(e);
      return e;
    },
    addEventListener() {},
  };
  runInNewContext(src(file), {
    document,
    self: { origin },
    location: { search, href: 'https://course.example.org/' },
    window: { addEventListener() {} },
    URL,
    URLSearchParams,
  });
  return target.attrs.children?.[0]?.textContent ?? null;
}

describe('the classic scripts’ words', () => {
  it('the committed blocks are what the language folders say now', () => {
    const out = execFileSync('node', ['scripts/script_words.mjs', '--check'], { encoding: 'utf8' });
    expect(out).toContain('up to date');
  });

  it('every folder has its own message in each script, the default language first', () => {
    for (const [file, key] of Object.entries(SCRIPTS)) {
      const words = wordsOf(key);
      expect(Object.keys(words).sort()).toEqual([...FOLDERS].sort());
      expect(Object.keys(words)[0]).toBe('tr');
      const [area, k] = key.split('.');
      for (const code of FOLDERS) {
        const own = fromFtl(readFileSync(new URL(`${code}/shell.ftl`, LOCALES), 'utf8'))[area]?.[k];
        expect(own, `${code}/shell.ftl lacks ${key}`).toBeTypeOf('string');
        expect(words[code]).toBe(own);
      }
      expect(new Set(Object.values(words)).size, `${file}: two languages say the same`).toBe(FOLDERS.length);
    }
  });

  it('a stale block is rewritten, and a script without one is refused', () => {
    const old = src('embed.js').replace(/ {4}en: .*\n/, '');
    expect(old).not.toBe(src('embed.js'));
    expect(withWords(old, 'embed.js')).toMatch(/ {4}en: "There is no demo named “\{name\}”/);
    expect(() => withWords('(function () {})();', 'embed.js')).toThrow(/words:begin/);
  });

  it('embed.js refuses a name in the div’s language, and in the default for one the page lacks', () => {
    expect(run('embed.js', { lang: 'en' })).toBe(
      'makemore-lab: There is no demo named “nope”. The demos: start, tanh, kaiming, batchnorm, diagnostics, exercises, bn-matrix, ln-matrix, residual, playground.',
    );
    expect(run('embed.js', { lang: 'de' })).toMatch(/^makemore-lab: Es gibt keine Demo namens „nope“\. Die Demos: start, /);
    expect(run('embed.js', { lang: 'tr' })).toMatch(/^makemore-lab: “nope” adında bir demo yok\. Demolar: start, /);
    expect(run('embed.js', { lang: 'fr' })).toBe(run('embed.js', { lang: 'tr' }));
    expect(run('embed.js', {})).toBe(run('embed.js', { lang: 'tr' }));
    expect(run('embed.js', { lang: '__proto__' })).toBe(run('embed.js', { lang: 'tr' }));
  });

  it('frame-check.js says what the frame needs in the link’s language, and nothing with an origin', () => {
    expect(run('frame-check.js', { search: '?embed=start&lang=en' })).toMatch(
      /^makemore-lab cannot run in this frame: .*allow-same-origin/,
    );
    expect(run('frame-check.js', { search: '?lang=de&embed=start' })).toMatch(/^makemore-lab kann in diesem Rahmen nicht laufen/);
    expect(run('frame-check.js', { search: '?embed=start' })).toMatch(/^makemore-lab bu çerçevede çalışamıyor/);
    expect(run('frame-check.js', { search: '?lang=xx' })).toMatch(/^makemore-lab bu çerçevede çalışamıyor/);
    expect(run('frame-check.js', { search: '?lang=en', origin: 'https://lab.example.org' })).toBeNull();
  });
});
