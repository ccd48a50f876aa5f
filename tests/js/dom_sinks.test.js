// dom_sinks.test.js — the page's code never hands a string to an HTML or code sink: no innerHTML,
// outerHTML, insertAdjacentHTML, document.write, eval, new Function or string timers, and no
// <iframe srcdoc>. User text (names, URL values, file names) goes into the DOM through textContent
// and attribute setters only (web/src/view/ui.js). Scans every web/src/**/*.js except the generated glue.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SRC = new URL('../../web/src/', import.meta.url).pathname;
const EVAL = /\beval\s*\(/;
const SINKS = [
  /\.innerHTML\b/,
  /\.outerHTML\b/,
  /insertAdjacentHTML/,
  /document\.write/,
  EVAL,
  /new\s+Function\s*\(/,
  /set(Timeout|Interval)\s*\(\s*['"`]/,
  /srcdoc/,
  /createContextualFragment/,
  /DOMParser/,
];

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'wasm' ? [] : sources(join(dir, e.name));
    return e.name.endsWith('.js') ? [join(dir, e.name)] : [];
  });
}

describe('HTML and code sinks', () => {
  it('no file of the page uses one', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(15); // the scan sees the tabs and locales too
    // The locale tables hold prose only (locales.test.js: a string at every leaf), where PyTorch's
    // model.eval() is a method named in a sentence, not a call of the page: the eval pattern skips them.
    const prose = (f, re) => re === EVAL && f.includes('/locales/');
    const hits = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          SINKS.filter((re) => re.test(line) && !line.trim().startsWith('//') && !prose(f, re)).map(
            (re) => `${f.slice(SRC.length)}:${i + 1} ${re}`,
          ),
        ),
    );
    expect(hits).toEqual([]);
  });
});
