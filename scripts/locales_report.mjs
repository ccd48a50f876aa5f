// locales_report.mjs — what each language lacks or has too many of, against the source language
// (English unless --source names another): for every folder web/src/words/locales/<code>/, the
// messages it is missing (the page shows the English words there), the ones the source does not
// have (no code asks for them), the lists of another length and the messages whose placeables
// differ from the source's ({ $n } missing or extra). Read from the .ftl files, as the page reads them.
//   node scripts/locales_report.mjs [--source en] [--strict] [--dir <locales folder>] [code …]
//   --strict: exit 1 when any language listed has anything to report
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fromFtl } from '../web/src/words/locales/ftl.js';

const { values: opts, positionals } = parseArgs({
  options: { source: { type: 'string', default: 'en' }, strict: { type: 'boolean', default: false }, dir: { type: 'string' } },
  allowPositionals: true,
});

const ROOT = opts.dir ?? fileURLToPath(new URL('../web/src/words/locales/', import.meta.url));
const codes = readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory() && readdirSync(join(ROOT, e.name)).some((f) => f.endsWith('.ftl')))
  .map((e) => e.name)
  .sort();

// A language's messages: 'key' -> { size (a list's length, else 0), vars (the placeables' names) }.
function messagesOf(code) {
  const tree = {};
  for (const f of readdirSync(join(ROOT, code))
    .filter((n) => n.endsWith('.ftl'))
    .sort())
    fromFtl(readFileSync(join(ROOT, code, f), 'utf8'), tree);
  const out = new Map();
  const varsOf = (s) => [...String(s).matchAll(/\{([a-zA-Z]\w*)(?:\|\w+)?\}/g)].map((m) => m[1]);
  const isPlural = (v) =>
    v &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    'other' in v &&
    Object.keys(v).every((k) => ['zero', 'one', 'two', 'few', 'many', 'other'].includes(k));
  const walk = (node, prefix) => {
    for (const [k, v] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (Array.isArray(v)) out.set(key, { size: v.length, vars: new Set(v.flatMap(varsOf)) });
      else if (isPlural(v)) out.set(key, { size: 0, vars: new Set(Object.values(v).flatMap(varsOf)) });
      else if (v && typeof v === 'object') walk(v, key);
      else out.set(key, { size: 0, vars: new Set(varsOf(v)) });
    }
  };
  walk(tree, '');
  return out;
}

if (!codes.includes(opts.source)) {
  console.error(`locales_report: no language "${opts.source}" (languages: ${codes.join(', ')})`);
  process.exit(2);
}
const source = messagesOf(opts.source);
let problems = 0;
for (const code of (positionals.length ? positionals : codes).filter((c) => c !== opts.source)) {
  if (!codes.includes(code)) {
    console.log(`${code}: no such language folder`);
    problems++;
    continue;
  }
  const own = messagesOf(code);
  const missing = [...source.keys()].filter((k) => !own.has(k));
  const extra = [...own.keys()].filter((k) => !source.has(k) && !k.startsWith('conventions.')); // a language's own number conventions are its own
  const sizes = [...own.keys()].filter((k) => source.has(k) && own.get(k).size !== source.get(k).size);
  const vars = [...own.keys()].filter((k) => {
    const [a, b] = [own.get(k).vars, source.get(k)?.vars];
    return b && (a.size !== b.size || [...a].some((v) => !b.has(v)));
  });
  const n = missing.length + extra.length + sizes.length + vars.length;
  problems += n;
  console.log(
    `${code}: ${own.size} messages against ${source.size} in ${opts.source}; ${missing.length} missing, ${extra.length} extra, ${sizes.length} lists of another length, ${vars.length} with other placeables`,
  );
  for (const k of missing) console.log(`  missing  ${k}`);
  for (const k of extra) console.log(`  extra    ${k}`);
  for (const k of sizes) console.log(`  length   ${k}: ${own.get(k).size} paragraphs, ${opts.source} has ${source.get(k).size}`);
  for (const k of vars)
    console.log(
      `  vars     ${k}: { ${[...own.get(k).vars].map((v) => `$${v}`).join(', ')} }, ${opts.source} has { ${[...source.get(k).vars].map((v) => `$${v}`).join(', ')} }`,
    );
}
if (opts.strict && problems) process.exit(1);
