// theme.js — dark and light: the setting `theme` (auto | light | dark, kept in the link) becomes
// <html data-theme="light|dark">, `auto` following the system's prefers-color-scheme, live. The
// page's colours are CSS variables (style.css); the charts' text and grid follow Chart.js's
// defaults set here, and on a dark background the palette's black (and the grey of guide lines)
// is drawn light, so the Okabe–Ito colours keep their contrast. Leaves out: the heat map, which
// draws on its own white ground in both themes.
import { Chart } from 'chart.js';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const CHART = {
  light: { text: '#1b1b1b', grid: 'rgba(0, 0, 0, 0.12)' },
  dark: { text: '#e3e6ea', grid: 'rgba(255, 255, 255, 0.18)' },
};
// Series colours unreadable on the dark ground -> their dark-theme stand-ins (faint '66' suffix kept).
const ON_DARK = { '#000000': '#f0f0f0', '#555555': '#b0b4ba' };
const swap = (c) => (typeof c === 'string' && ON_DARK[c.slice(0, 7)] ? ON_DARK[c.slice(0, 7)] + c.slice(7) : c);

let current = 'light';
export const resolve = (setting, prefersDark) => (setting === 'auto' ? (prefersDark ? 'dark' : 'light') : setting);

Chart.register({
  id: 'mmTheme',
  beforeUpdate(chart) {
    if (current !== 'dark') return;
    for (const d of chart.data.datasets) {
      d.borderColor = Array.isArray(d.borderColor) ? d.borderColor.map(swap) : swap(d.borderColor);
      d.backgroundColor = Array.isArray(d.backgroundColor) ? d.backgroundColor.map(swap) : swap(d.backgroundColor);
    }
  },
});

// Applies a theme setting; -> the resolved 'light' | 'dark'.
export function applyTheme(setting) {
  current = resolve(setting, matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset.theme = current;
  Chart.defaults.color = CHART[current].text;
  Chart.defaults.borderColor = CHART[current].grid;
  return current;
}

// onChange() when the system's preference changes (only matters while the setting is `auto`).
export function watchSystemTheme(onChange) {
  matchMedia(DARK_QUERY).addEventListener('change', onChange);
}
