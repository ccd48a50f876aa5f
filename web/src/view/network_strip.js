// network_strip.js — the network strip: one small drawing of the model, the same on the Kaiming,
// diagnostics and playground tabs: Embedding C → (Linear → [norm] → tanh) × (n − 1) → Linear →
// [BatchNorm] → softmax, one button per block (L1 … Ln, layer_names.js), each coloured by the
// statistic the tab is about (a value per block the tab computed with the core; its text is on the
// button too, so the colour is never the only sign). A click (or Enter/Space) selects the block;
// a second click on it clears the selection; the tab is told and brings that layer forward on its
// charts. The row wraps on a narrow screen. The page formats; the values come from the core.
import './network_strip.css';
import { announce } from './describe.js';
import { tapWords } from './touch_words.js';
import { el } from './ui.js';
import { t } from '../words/i18n.js';
import { blockName } from './layer_names.js';
import { actOf } from '../tabs/kaiming/manifest.js';

// u in [0, 1] -> a light-to-mid blue, dark text readable on every shade (white at 0).
const shade = (u) => {
  const c = Math.max(0, Math.min(1, Number.isFinite(u) ? u : 0)) * 0.6;
  const mix = (a, b) => Math.round(a + (b - a) * c);
  return `rgb(${mix(255, 0)},${mix(255, 114)},${mix(255, 178)})`;
};

// Finite values -> their positions in [0, 1]: v / max when none is negative, else (v − min) / (max − min).
export function shades(values) {
  const finite = values.filter(Number.isFinite);
  if (!finite.length) return values.map(() => 0);
  const lo = Math.min(...finite),
    hi = Math.max(...finite);
  if (lo >= 0) return values.map((v) => (Number.isFinite(v) && hi > 0 ? v / hi : 0));
  return values.map((v) => (Number.isFinite(v) ? (hi > lo ? (v - lo) / (hi - lo) : 0.5) : 0));
}

// The modules of a block, as the strip writes them: "Linear → BN → tanh" (or ReLU: the Kaiming
// tab's other nonlinearity, layout.act).
const modulesOf = (b, normKind, act = 'tanh') =>
  [t('network.kinds.linear'), b.norm !== null ? t(`network.kinds.${normKind}`) : null, b.tanh !== null ? t(`network.kinds.${act}`) : null]
    .filter(Boolean)
    .join(' → ');

// The PyTorch modules of a block (the "copy as PyTorch" script's layers[i]), for its title.
const torchOf = (b, normKind, act = 'tanh') =>
  b.linear === null
    ? ''
    : [
        `layers[${b.linear}] Linear`,
        b.norm !== null ? `layers[${b.norm}] ${normKind === 'ln' ? 'LayerNorm' : 'BatchNorm1d'}` : null,
        b.tanh !== null ? `layers[${b.tanh}] ${actOf(act).torch}` : null,
      ]
        .filter(Boolean)
        .join(', ');

// id: the tab's name for the strip (data-strip); onSelect(n | null): a block was selected or the
// selection cleared. -> { el, set(layout, { what, values: [{ value, text }] per block }), select(n),
// selected() }
export function networkStrip({ id, onSelect = () => {} }) {
  let chosen = null;
  let buttons = [];
  const caption = el('p', { class: 'net-caption' });
  const row = el('ol', { class: 'net-row', 'aria-label': tapWords('network.stripLabel') });
  // not a live region (a tab has several strips, each would say "none"): a pick is said in the tab's (describe.js)
  const said = el('p', { class: 'net-selected', 'data-strip-said': id, text: t('network.none') });
  const box = el(
    'section',
    { class: 'net-strip', 'data-strip': id, 'aria-label': tapWords('network.stripLabel') },
    caption,
    row,
    said,
    el('p', { class: 'explain-short', text: tapWords('network.stripHint') }),
  );
  const mark = () => {
    for (const b of buttons) b.setAttribute('aria-pressed', String(Number(b.dataset.block) === chosen));
    said.textContent = chosen === null ? t('network.none') : t('network.selected', { name: blockName(chosen) });
  };
  const pick = (n) => {
    chosen = n === chosen ? null : n;
    mark();
    announce(box, said.textContent);
    onSelect(chosen);
  };
  return {
    el: box,
    set(layout, { what, values }) {
      caption.textContent = t('network.colouredBy', { what });
      const u = shades(values.map((v) => v?.value));
      buttons = layout.blocks.map((b, k) =>
        el(
          'button',
          {
            type: 'button',
            class: 'net-block',
            'data-block': String(b.n),
            'aria-pressed': 'false',
            title: torchOf(b, layout.normKind, layout.act) || null,
            onclick: () => pick(b.n),
          },
          el('span', { class: 'net-name', text: `${blockName(b.n)}${b.output ? ` (${t('network.output')})` : ''}` }),
          el('span', { class: 'net-mods', text: modulesOf(b, layout.normKind, layout.act) }),
          // data-key: a pending prediction blurs the values (the lesson's predict-then-reveal)
          values[k]?.text ? el('span', { class: 'net-value', 'data-key': `${id}-strip-value`, text: values[k].text }) : null,
        ),
      );
      // the colour through the style object: the page's CSP allows no style attribute
      buttons.forEach((b, k) => (b.style.backgroundColor = shade(u[k])));
      if (chosen !== null && !layout.blocks.some((b) => b.n === chosen)) chosen = null; // fewer layers now
      row.replaceChildren(
        el('li', {}, el('span', { class: 'net-io', text: t('network.embeddingBox') })),
        ...buttons.map((b) => el('li', {}, b)),
        el('li', {}, el('span', { class: 'net-io', text: t('network.softmax') })),
      );
      mark();
    },
    select(n) {
      chosen = n;
      mark();
    },
    selected: () => chosen,
  };
}
