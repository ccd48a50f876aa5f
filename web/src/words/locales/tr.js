// locales/tr.js — the Turkish table, part of the page's own script (Turkish comes first).
import { assemble } from './assemble.js';

export default assemble(import.meta.glob('./tr/*.js', { eager: true, import: 'default' }), 'tr');
