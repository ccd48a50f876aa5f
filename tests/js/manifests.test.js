// manifests.test.js — a tab said once: every tab's manifest (web/src/tabs/<id>/manifest.js) is
// what the page's tables are built from. Its settings are rows of the settings table with the same
// type, default, range and core row; its figures are names the page's `figure` setting accepts;
// a manifest imports no DOM code; and no tab setting's link key is written as a string anywhere
// else in web/src (a literal list beside the manifests would drift from them). The checker is also
// fed a module with such a literal, to show it fails on one. Node's fs only; no build needed.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFESTS, TAB_ROWS, FIGURES, SEED, TAB_SETTINGS, tabSettings } from '../../web/src/tabs/manifests.js';
import { FIELDS, TABS, CORE_LIMITS, field } from '../../web/src/state/state.js';

const SRC = fileURLToPath(new URL('../../web/src/', import.meta.url));
const modules = (dir = SRC) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'wasm' || name === 'locales' ? [] : modules(path);
    return name.endsWith('.js') ? [relative(SRC, path)] : [];
  });
const MANIFEST_FILE = /^tabs\/[^/]+\/manifest\.js$/;

// Where a link key may stand as a string outside the manifests, and why: words that are the same
// letters but not the setting (a CSS class, a prompt's variable, the core's config field), and the
// link format's migration, which names the key as an old link wrote it.
const ALLOWED = {
  'state/state.js': ['hs_steps'], // MIGRATIONS: a version-1 link without it meant 200 steps
  'tabs/playground/tab.js': ['bad'], // the health table's CSS class
  'tabs/playground/messages.js': ['bad'], // a warning's variable (its label's key)
  'tabs/playground/words.js': ['bad'], // a cause's placeholder (its message's variable)
  'tabs/playground/tools.js': ['steps'], // the core's config field (a ghost's label)
  'teaching/predict_parts.js': ['bad'], // a verdict's CSS class
  'teaching/questions.js': ['bad'], // a verdict's CSS class
  'teaching/prompt_words.js': ['bad', 'steps'], // the prompts' variables
  'teaching/batchnorm_notes.js': ['steps'], // a note's link name (beside track_running_stats)
  'view/ghosts.js': ['steps'], // the core's config field
  'pytorch/pytorch_script.js': ['steps'], // the script's config key
};

// [`file: key`] for every quoted link key of a tab setting outside the manifests and ALLOWED.
function strayKeys(files) {
  const keys = TAB_ROWS.map((r) => r.name);
  const re = new RegExp(`(['"])(${keys.join('|')})\\1`, 'g');
  return Object.entries(files).flatMap(([file, text]) =>
    MANIFEST_FILE.test(file)
      ? []
      : [...text.matchAll(re)]
          .map((m) => m[2])
          .filter((k) => !(ALLOWED[file] ?? []).includes(k))
          .map((k) => `${file}: ${k}`),
  );
}

describe("the tabs' manifests", () => {
  it('list every tab once, in the order of the tab strip', () => {
    expect(MANIFESTS.map((m) => m.id)).toEqual(TABS);
    expect(new Set(TABS).size).toBe(TABS.length);
  });

  it("every manifest's setting is a row of the settings table: same type, default, own range and core row", () => {
    for (const m of MANIFESTS)
      for (const row of m.settings) {
        const f = field(row.name);
        expect(f, `${m.id}: ${row.name}`).toBeDefined();
        expect([f.type, f.def, f.core, f.own.min, f.own.max], `${m.id}: ${row.name}`).toEqual([
          row.type,
          row.def,
          row.core,
          row.min,
          row.max,
        ]);
        if (row.options) expect(f.values, row.name).toEqual(row.options.map(([v]) => v));
        // its accepted range lies inside the core's row
        const c = CORE_LIMITS[row.core];
        if (c) expect(f.min >= c.min && f.max <= c.max, row.name).toBe(true);
        // every control has its knob and label
        expect(typeof row.knob === 'string' || row.type === 'matrix' || row.options?.length > 0, row.name).toBe(true);
      }
    // and every tab row of the table comes from a manifest
    const own = new Set(TAB_ROWS.map((r) => r.name));
    const page = FIELDS.filter((f) => !own.has(f.name)).map((f) => f.name);
    expect(page).toEqual([
      'tab',
      'lang',
      SEED.name,
      'embed',
      'hide',
      'figure',
      'lock',
      'predict',
      'count',
      'scorm',
      'lesson',
      'locked',
      'mastery',
      'build',
      'events',
      'theme',
      'present',
    ]);
  });

  it("every manifest's figures are names the page's figure setting accepts, and the figure table's", () => {
    const accepted = field('figure').values;
    for (const m of MANIFESTS) {
      for (const name of m.figures) expect(accepted, `${m.id}: ${name}`).toContain(name);
      expect(FIGURES[m.id] ?? [], m.id).toEqual(m.figures);
    }
  });

  it('a manifest imports no DOM code: only the shared seed row, the checks and other manifests', () => {
    for (const file of modules().filter((f) => MANIFEST_FILE.test(f) || f === 'tabs/manifests.js')) {
      const text = readFileSync(join(SRC, file), 'utf8');
      const imports = [...text.matchAll(/^import[^']*'([^']+)'/gm)].map((m) => m[1]);
      for (const to of imports) expect(to, file).toMatch(/^\.\.?\/(seed|checks|[^/]+\/manifest)\.js$|^\.\/(seed|checks)\.js$/);
    }
  });

  it("an embedded demo's link carries every setting of its tab (the Kaiming tab's nonlinearity too)", () => {
    for (const m of MANIFESTS) expect(tabSettings(m.id), m.id).toEqual(m.settings.map((r) => r.name));
    expect(TAB_SETTINGS.kaiming).toContain('k_act');
  });

  it('no tab setting is written as a string outside the manifests', () => {
    const files = Object.fromEntries(modules().map((f) => [f, readFileSync(join(SRC, f), 'utf8')]));
    expect(strayKeys(files)).toEqual([]);
  });

  it('the checker fails on a list of settings written beside the manifests', () => {
    const stray = { 'app/embed.js': "export const TAB_SETTINGS = { tanh: ['bad', 'seed'] };" };
    expect(strayKeys(stray)).toEqual(['app/embed.js: bad']);
    expect(strayKeys({ 'tabs/tanh/manifest.js': "name: 'bad'" })).toEqual([]);
  });
});
