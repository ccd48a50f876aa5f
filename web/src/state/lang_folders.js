// lang_folders.js — the languages present, found and not written: each folder under web/src/words/locales/ that holds
// a Fluent file (.ftl), in the page's order: the default Turkish, English, then the others by code.
// One function for everything that lists them (the build, the link's lang= key outside a build, the
// two classic scripts' words, the SCORM packages, the tests). fs: node's fs module, passed by the
// caller, so that this file imports nothing of node and the page's own code can import it too.
// dir: the locales folder, a file URL or a path.

export const DEFAULT_LANG = 'tr';

const rank = (code) => (code === DEFAULT_LANG ? 0 : code === 'en' ? 1 : 2);

export function langFolders(fs, dir) {
  const inside = (name) => (dir instanceof URL ? new URL(`${name}/`, dir) : `${String(dir).replace(/\/$/, '')}/${name}`);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.readdirSync(inside(e.name)).some((f) => f.endsWith('.ftl')))
    .map((e) => e.name)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
