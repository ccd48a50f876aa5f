// locales/index.js — both languages at once, for the tests (tests/js/locales.test.js checks that tr
// and en have the same keys). The page does not import this file: it takes tr.js with its own
// script and en.js when it is shown in English (i18n.js). Each language is assembled from one file
// per area of the page (<lang>/<area>.js: shell, common, refusal and one per tab), so work on
// different tabs edits different files (assemble.js).
import { areasIn, assemble } from './assemble.js';

const FILES = import.meta.glob('./*/*.js', { eager: true, import: 'default' });

// 'tr' -> { area: its table } of the files under ./tr/.
export const areasOf = (lang) => areasIn(FILES, lang);

export const LOCALES = Object.fromEntries([...new Set(Object.keys(FILES).map((p) => p.split('/')[1]))].map((l) => [l, assemble(FILES, l)]));
