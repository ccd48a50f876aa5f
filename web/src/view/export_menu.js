// export_menu.js — the small menu under every chart: its data as CSV, its picture as PNG, both
// made here on the student's machine (export.js) and handed to the browser as downloads.
import { el, button } from './ui.js';
import { t } from '../words/i18n.js';
import { toCsv, fileName, download, downloadText, canvasPng } from './export.js';

// title(): the chart's title now; table(): { columns, rows } of everything it shows, or null before
// it has data; canvas: what it is drawn on; picture(): a PNG blob of it for slides (defaults to the
// canvas as drawn).
// In a frame a download can be refused without a sign (a sandbox without allow-downloads): after a
// click there the menu says what may have happened.
export function exportMenu({ title, table, canvas, picture = () => canvasPng(canvas) }) {
  const note = el('p', { class: 'note', role: 'status', 'data-key': 'export-framed', hidden: true });
  const framed = () => {
    if (window.parent !== window) {
      note.textContent = t('export.framed');
      note.hidden = false;
    }
  };
  const csv = () => {
    const d = table();
    if (d) downloadText(fileName(title(), 'csv'), toCsv(d.columns, d.rows), 'text/csv;charset=utf-8');
    framed();
  };
  const png = async () => {
    download(fileName(title(), 'png'), await picture());
    framed();
  };
  return el(
    'div',
    { class: 'export-menu', role: 'group', 'aria-label': t('export.menuLabel') },
    button(t('export.csv'), csv, { class: 'secondary small', 'data-action': 'export-csv', title: t('export.csvTitle') }),
    button(t('export.png'), png, { class: 'secondary small', 'data-action': 'export-png', title: t('export.pngTitle') }),
    note,
  );
}
