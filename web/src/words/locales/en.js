// locales/en.js — the English table: a chunk of its own, loaded only by a page shown in English
// (i18n.js, loadLang), so the Turkish page does not download it.
import { assemble } from './assemble.js';

export default assemble(import.meta.glob('./en/*.js', { eager: true, import: 'default' }), 'en');
