// export.js — what leaves the page as a file, made on the student's machine and handed to the
// browser as a download (nothing is sent anywhere): a chart's data as CSV (every row, numbers in
// full precision with '.' decimals whatever the page's language), a chart's picture as PNG (on a
// white background), and the playground's run as JSON ({ config, losses, train, dev }, the same
// keys the PyTorch script prints). The names list is never part of any of them.
// The formatting is pure (vitest checks it); download() and canvasPng() need a DOM.
import { exportConfig } from '../pytorch/playground_config.js';

// A text cell a spreadsheet would run as a formula: one that starts with = + - @, a tab or a
// carriage return (OWASP's "CSV injection"). A plain number written as text ("-3.5") is no formula.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

// One CSV cell: numbers in full precision (nan, inf, -inf as pandas reads them; a negative number
// stays a number), '' for a missing value, text quoted when it holds a comma, a quote or a line
// break; text that a spreadsheet would read as a formula gets a leading apostrophe, and is quoted.
export function csvCell(v) {
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return 'nan';
    if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
    return String(v);
  }
  if (v === null || v === undefined || v === '–') return '';
  const s = String(v);
  if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) return `"'${s.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

// columns: header names; rows: arrays of cells. -> CSV text, CRLF line ends (RFC 4180).
export function toCsv(columns, rows) {
  return [columns, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// A file name from a chart's title: 'makemore-lab-<slug>.<ext>', ASCII letters, digits and dashes.
export function fileName(title, ext) {
  const ascii = String(title ?? '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `makemore-lab${ascii ? `-${ascii}` : ''}.${ext}`;
}

// The playground's run as the export's object. config: the module's PlaygroundConfig; run: what
// the core reports ({ losses: every step's minibatch loss so far, train, dev: whole splits }).
export function runJson(config, { losses, train, dev }) {
  const num = (x) => (Number.isFinite(x) ? x : null);
  return { config: exportConfig(config), losses: Array.from(losses, num), train: num(train), dev: num(dev) };
}

export const runJsonText = (config, run) => `${JSON.stringify(runJson(config, run))}\n`;

// Hands `blob` to the browser as a download named `name` (an object URL, revoked right after).
export function download(name, blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const downloadText = (name, text, type) => download(name, new Blob([text], { type }));

// The page's own background (the theme's), for a picture whose text is drawn in the theme's colours.
export function pageBackground() {
  const solid = (c) => c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);
  return [document.body, document.documentElement].map((e) => getComputedStyle(e).backgroundColor).find(solid) ?? '#ffffff';
}

// A canvas as a PNG blob on a solid background (a chart's canvas is transparent where nothing is
// drawn): the page's, so a dark theme's light text stays readable on a slide.
export function canvasPng(canvas, background = pageBackground()) {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const g = copy.getContext('2d');
  g.fillStyle = background;
  g.fillRect(0, 0, copy.width, copy.height);
  g.drawImage(canvas, 0, 0);
  return new Promise((resolve, reject) => copy.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}
