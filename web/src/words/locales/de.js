// locales/de.js — the German table: a chunk of its own, loaded only by a page shown in German
// (i18n.js, loadLang), so the Turkish page does not download it.
import { assemble } from './assemble.js';

export default assemble(import.meta.glob('./de/*.js', { eager: true, import: 'default' }), 'de');
