// script_words.mjs — the words of the page's two classic scripts, public/embed.js (a course page's
// refusal of a demo name) and public/frame-check.js (a sandboxed frame's sentence). They run where
// the page's modules cannot (on a course page, in a frame with an opaque origin), so they cannot
// read the .ftl files: each carries its messages, one per language folder, in a block between
// "words:begin" and "words:end". This writes that block from web/src/words/locales/<code>/shell.ftl
// (English for a message a folder lacks; the default language, Turkish, first), so the languages
// are the folders, as everywhere else.
//   node scripts/script_words.mjs           write the blocks into public/
//   node scripts/script_words.mjs --check   write nothing; exit 1 naming a script whose block is stale
// The build writes them again into dist/ (vite.config.js), so a language folder added after the
// last run is in the built scripts all the same.
import fs, { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromFtl } from '../web/src/words/locales/ftl.js';
import { langFolders } from '../web/src/state/lang_folders.js';

const ROOT = new URL('../', import.meta.url);
const LOCALES = new URL('web/src/words/locales/', ROOT);

// Each script and the message it says ('area.key' of a shell.ftl).
export const SCRIPTS = { 'embed.js': 'embed.noSuchDemo', 'frame-check.js': 'embed.noSameOrigin' };

const codes = () => langFolders(fs, LOCALES).filter((c) => existsSync(new URL(`${c}/shell.ftl`, LOCALES)));

const lookup = (tree, key) => key.split('.').reduce((v, k) => (v && typeof v === 'object' ? v[k] : undefined), tree);

// { code: the message's template ('{name}' placeholders) } for every language folder.
export function wordsOf(key) {
  const trees = Object.fromEntries(codes().map((c) => [c, fromFtl(readFileSync(new URL(`${c}/shell.ftl`, LOCALES), 'utf8'))]));
  const en = lookup(trees.en ?? {}, key);
  if (typeof en !== 'string') throw new Error(`script_words: English has no message "${key}" in shell.ftl`);
  return Object.fromEntries(Object.entries(trees).map(([c, tree]) => [c, typeof lookup(tree, key) === 'string' ? lookup(tree, key) : en]));
}

const BLOCK = /(\/\/ words:begin[^\n]*)\n[\s\S]*?(\/\/ words:end)/;

// The script's text with its block written for the languages present.
export function withWords(src, file) {
  if (!BLOCK.test(src)) throw new Error(`script_words: ${file} has no "// words:begin … // words:end" block`);
  const words = wordsOf(SCRIPTS[file]);
  const lines = Object.entries(words).map(([c, s]) => `    ${/^[a-z]\w*$/i.test(c) ? c : JSON.stringify(c)}: ${JSON.stringify(s)},`);
  return src.replace(BLOCK, (_, begin, end) => `${begin}\n  var WORDS = {\n${lines.join('\n')}\n  };\n  ${end}`);
}

// As Prettier writes it (the committed file is checked by the lint stage).
async function formatted(text, path) {
  const prettier = await import('prettier');
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const file of Object.keys(SCRIPTS)) {
    const path = fileURLToPath(new URL(`public/${file}`, ROOT));
    const src = readFileSync(path, 'utf8');
    const out = await formatted(withWords(src, file), path);
    if (out === src) continue;
    stale.push(`public/${file}`);
    if (!check) writeFileSync(path, out);
  }
  if (check && stale.length) {
    console.error(`script_words: stale words in ${stale.join(', ')} (run node scripts/script_words.mjs)`);
    process.exit(1);
  }
  console.log(stale.length ? `script_words: wrote ${stale.join(', ')}` : 'script_words: the scripts are up to date');
}
