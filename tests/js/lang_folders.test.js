// The languages present are found in one place (web/src/state/lang_folders.js): every folder
// with a Fluent file, in the page's order. The build, state.js in node, the classic scripts' words,
// the SCORM packages and the tests all call it, so they cannot disagree.
import { describe, it, expect } from 'vitest';
import fs, { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { langFolders } from '../../web/src/state/lang_folders.js';
import { field } from '../../web/src/state/state.js';

describe('langFolders', () => {
  it('lists the folders holding an .ftl file: Turkish, English, then the others by code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-langs-'));
    try {
      for (const c of ['zz', 'en', 'de', 'tr', 'pt-BR', 'empty', 'notes']) mkdirSync(join(dir, c));
      for (const c of ['zz', 'en', 'de', 'tr', 'pt-BR']) writeFileSync(join(dir, c, 'shell.ftl'), 'a = b\n');
      writeFileSync(join(dir, 'notes', 'README.md'), 'not a language\n');
      writeFileSync(join(dir, 'ftl.js'), '// a file beside the folders\n');
      const want = ['tr', 'en', 'de', 'pt-BR', 'zz'];
      expect(langFolders(fs, dir)).toEqual(want);
      expect(langFolders(fs, `${dir}/`)).toEqual(want);
      expect(langFolders(fs, pathToFileURL(`${dir}/`))).toEqual(want);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is the list the link's lang= key takes in node, with the pseudo-locale", () => {
    const found = langFolders(fs, new URL('../../web/src/words/locales/', import.meta.url));
    expect(found.slice(0, 3)).toEqual(['tr', 'en', 'de']);
    expect(field('lang').values.filter((c) => c !== 'xx')).toEqual(found);
  });
});
