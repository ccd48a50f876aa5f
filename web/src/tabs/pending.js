// tabs/pending.js — temporary stand-in for a tab whose core function has not landed yet.
import { el } from '../ui.js';

export function pending(id) {
  return { id, mount(root) { root.append(el('p', { class: 'status', text: '…' })); }, unmount() {} };
}
