// eslint.config.js — ESLint 9 (flat config) for the JavaScript the project owns. `npm run lint`
// runs it with --max-warnings 0 (a warning fails as an error does); Prettier owns the layout, so no
// rule here is about style.
import js from '@eslint/js';
import globals from 'globals';

export default [
  // What is built or installed, not written here.
  { ignores: ['node_modules/', 'build/', 'dist/', 'test-results/', 'web/src/wasm/'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Beyond eslint:recommended, the rules that catch real bugs in this code:
      eqeqeq: ['error', 'always', { null: 'ignore' }], // `== null` is the one loose comparison used on purpose
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-shadow-restricted-names': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error', // '${x}' in quotes: a template literal meant
      'no-unreachable-loop': 'error',
      'no-constructor-return': 'error',
      'array-callback-return': 'error', // a map/filter callback that forgets to return
      'no-implicit-globals': 'error',
      // Left off, noisy here without catching bugs: no-promise-executor-return (it flags every
      // `new Promise((r) => setTimeout(r, ms))`), no-unmodified-loop-condition (it flags async loops
      // whose condition a callback changes across an await, as pool.js's `while (... && !stopped)`);
      // prefer-const, no-param-reassign and the like are style, not bugs.
    },
  },
  // The page and its worker: browser modules (web/src/compute/worker.js runs as a module worker).
  {
    files: ['web/**/*.js'],
    // __MM_BUILD__: the build's version and commit; __MM_NAMES_BYTES__: the names list's size; __MM_PINNED__: a pinned release's tag ('' for the latest) ; __MM_LANGS__: the languages the link takes (vite.config.js's `define`).
    languageOptions: {
      globals: {
        ...globals.browser,
        ...globals.worker,
        __MM_BUILD__: 'readonly',
        __MM_NAMES_BYTES__: 'readonly',
        __MM_PINNED__: 'readonly',
        __MM_LANGS__: 'readonly',
      },
    },
  },
  // The page's code stays readable in parts: no file over 400 lines, no function over 80 (blank
  // lines and comments not counted); a long closure is split into named parts (render, state, events).
  {
    files: ['web/src/**/*.js'],
    ignores: ['web/src/words/locales/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // The page's one classic script, run before the modules.
  {
    files: ['public/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  // Tests and tools run under node; the e2e tests and the browser bench also hand functions to the
  // page (page.evaluate), which see the browser's globals, and vitest's tests use the DOM fakes.
  {
    files: ['tests/**/*.{js,mjs}', 'tools/**/*.{js,mjs}', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.worker } },
  },
  {
    files: ['vite.config.js', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
];
