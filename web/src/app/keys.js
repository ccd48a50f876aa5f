// keys.js — the keyboard's way around the page: a "keyboard shortcuts" dialog that `?` opens (not
// while typing in a field; Esc or its button closes it and the focus goes back), and a skip link
// straight to the open tab's first figure. The shortcuts listed are the page's own (tab strip,
// sliders, the data tables, the dead-neuron map, presentation mode). Leaves out: the shortcuts
// themselves (each widget handles its keys).
import { el, button } from '../view/ui.js';
import { t } from '../words/i18n.js';

const KEYS = ['help', 'skip', 'tabs', 'slider', 'table', 'map', 'series', 'present', 'close'];

// -> the dialog element; `?` opens it from anywhere but a field.
export function keysDialog() {
  const title = el('h2', { id: 'keys-title', text: t('keys.title') });
  const list = el(
    'dl',
    { class: 'keys-list' },
    KEYS.flatMap((k) => [el('dt', { text: t(`keys.${k}.key`) }), el('dd', { text: t(`keys.${k}.does`) })]),
  );
  const dialog = el('dialog', { class: 'keys-dialog', 'aria-labelledby': 'keys-title', 'data-key': 'keys-dialog' }, title, list);
  dialog.append(button(t('keys.closeButton'), () => dialog.close(), { 'data-action': 'keys-close' }));
  let back = null;
  // The close event comes a task after the dialog closed (Esc, the button): by then the student may
  // have moved on (a click, a field); the focus goes back only when it is still nowhere.
  dialog.addEventListener('close', () => {
    const at = document.activeElement;
    if (!at || at === document.body || dialog.contains(at)) back?.focus?.();
    back = null;
  });
  const onKey = (e) => {
    if (e.key !== '?' || e.defaultPrevented || dialog.open || e.target.closest?.('input, select, textarea, [contenteditable]')) return;
    e.preventDefault();
    back = document.activeElement;
    dialog.showModal();
  };
  document.addEventListener('keydown', onKey);
  return { el: dialog, dispose: () => document.removeEventListener('keydown', onKey) };
}

// A skip link to the open tab's first figure (its caption or canvas takes the focus).
export function skipToFigures(panel) {
  return el('a', {
    class: 'skip-link',
    href: '#panel',
    'data-action': 'skip-figures',
    text: t('keys.skipFigures'),
    onclick: (ev) => {
      ev.preventDefault();
      const fig = panel.querySelector('figure.chart') ?? panel;
      if (fig !== panel) fig.setAttribute('tabindex', '-1');
      fig.focus();
    },
  });
}
