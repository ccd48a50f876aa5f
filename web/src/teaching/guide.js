// lesson/guide.js — the end of every tab: "try this -> what to expect" buttons (tries.js) that set
// the tab's controls, and, once the tab has recomputed, say whether the expectation held for the
// live core (data-verdict pass | fail); then a "next section" button (alone on a tab without
// suggestions). Leaves out: the checks
// themselves (tries.js) and how a tab is opened with its settings (the `go` the caller passes).
import { el, button } from '../view/ui.js';
import { t } from '../words/i18n.js';
import { TABS, defaults } from '../state/state.js';
import { TRIES, tryPatch } from './tries.js';
import { settingsText } from './prompt_words.js';

// A try's button: what it sets, with the text's settings it keeps ("Build 12 layers (as the text: the
// tanh stack, gain 5/3)"), always, since it always sets them.
export function doText(tab, x) {
  const what = t(`lesson.guide.${tab}.${x.id}.do`);
  return x.keeps?.length ? t('lesson.guide.withText', { what, list: settingsText(x.keeps, defaults()) }) : what;
}

// tab: its id; go(tab, settingsPatch, tryId) opens it with those settings; toMap() shows the map.
// -> { el, verdict(tryId, values, report) }
export function guideBox(tab, { go, toMap }) {
  const items = new Map();
  const list = (TRIES[tab] ?? []).map((x) => {
    const mark = el('span', { class: 'mark', 'aria-live': 'polite' });
    const li = el(
      'li',
      { 'data-try': x.id },
      button(doText(tab, x), () => go(tab, tryPatch(x, defaults()), x.id), { class: 'secondary', 'data-action': 'try' }),
      ' → ',
      el('span', { class: 'expect', text: t(`lesson.guide.${tab}.${x.id}.expect`) }),
      ' ',
      mark,
    );
    items.set(x.id, { li, mark, check: x.check });
    return li;
  });
  const i = TABS.indexOf(tab);
  const next =
    i + 1 < TABS.length
      ? button(t('lesson.guide.next', { name: t(`tabs.${TABS[i + 1]}.short`) }), () => go(TABS[i + 1], {}), {
          'data-action': 'next-section',
        })
      : button(t('lesson.guide.toMap'), toMap, { 'data-action': 'next-section' });
  // a tab without suggestions (the exercises: each card is its own "try this") shows only the way on
  const box = el(
    'section',
    { class: 'guide', 'data-guide': tab },
    list.length ? [el('h3', { text: t('lesson.guide.title') }), el('ul', {}, list)] : null,
    el('div', { class: 'next' }, next),
  );
  return {
    el: box,
    // After a try's settings were computed: does its expectation hold for what the tab shows?
    verdict(id, values, report) {
      const item = items.get(id);
      if (!item) return;
      let ok = false;
      try {
        ok = !!item.check(values, report);
      } catch {
        ok = false;
      }
      item.li.dataset.verdict = ok ? 'pass' : 'fail';
      item.mark.textContent = t(ok ? 'lesson.guide.held' : 'lesson.guide.failed');
    },
  };
}

// The numbers a tab shows: every data-key cell's data-value under `root`.
export function shownValues(root) {
  const out = {};
  for (const e of root.querySelectorAll('[data-key][data-value]')) out[e.dataset.key] = Number(e.dataset.value);
  return out;
}
