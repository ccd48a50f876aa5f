// describe.js — a tab told to a screen reader, as PhET's simulations do: a screen summary at the top
// of the tab (its figures, its settings as they are now, the first "try this" step) and a polite
// live region that, each time the tab's figures settle (the full figure drawn, not each frame of a
// drag), says the tab's headline (its reading: the number the lesson is about and its verdict), or,
// on a tab without one, which figures changed and what they show now (chart_words.js); while a
// prediction hides the results, only that they were drawn. announce() is the one way a tab's parts
// speak (the reveal, a picked layer); nothing is said twice in a row. Refusals have the fields' and
// the tab's error boxes. Leaves out: the words of a chart.
import { el } from './ui.js';
import { t, listSep } from '../words/i18n.js';
import { announce } from './live.js';

export { announce };

const MAX_SAID = 2; // figures read out per announcement; the rest are counted
const MAX_WORDS = 320; // characters of a figure's words in an announcement (its description has them all)

// A figure's words cut at the end of a sentence within MAX_WORDS.
const cut = (words) => {
  if (words.length <= MAX_WORDS) return words;
  const end = words.lastIndexOf('. ', MAX_WORDS);
  return `${words.slice(0, end > 0 ? end + 1 : MAX_WORDS)} …`;
};

const titleOf = (fig) => fig.querySelector('canvas')?.getAttribute('aria-label') ?? '';
const wordsOf = (fig) => fig.querySelector('.chart-desc')?.textContent ?? '';

// The accessible name of a control: the element(s) it is labelled by, or its label's first words.
function nameOf(c) {
  const by = c.getAttribute('aria-labelledby');
  if (by)
    return by
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const label = c.labels?.[0];
  return (label?.querySelector('span')?.textContent ?? label?.textContent ?? c.getAttribute('aria-label') ?? '').trim();
}

// "label value" of each of the tab's own controls (the embed box's are the author's, not the tab's).
function settingsOf(body) {
  const out = [];
  for (const c of body.querySelectorAll('.controls input, .controls select')) {
    if (c.type === 'range' || c.type === 'hidden' || c.name?.startsWith('embed-') || c.closest('[hidden]')) continue;
    const name = nameOf(c);
    if (!name) continue;
    const value =
      c.type === 'checkbox'
        ? t(c.checked ? 'describe.on' : 'describe.off')
        : c.tagName === 'SELECT'
          ? (c.selectedOptions[0]?.textContent ?? '')
          : c.value;
    out.push(`${name} ${value}`);
  }
  return out;
}

// The summary's sentences for the tab as it is now.
export function screenSummary(body) {
  const figs = [...body.querySelectorAll('figure.chart')];
  const settings = settingsOf(body);
  const step = body.querySelector('.guide [data-action=try]')?.textContent;
  return [
    figs.length
      ? t('describe.summary', { n: figs.length, titles: figs.map(titleOf).join(listSep()) }, { plural: 'n' })
      : t('describe.noFigure'),
    settings.length ? t('describe.settings', { settings: settings.join(listSep()) }) : t('describe.noSettings'),
    step ? t('describe.tryThis', { step }) : null,
  ].filter(Boolean);
}

// The tab's headline in words: its readings on screen (the number the lesson is about and its
// verdict), '' for a tab without one.
export const headline = (body) =>
  [...body.querySelectorAll('.reading')]
    .filter((e) => !e.hidden && !e.closest('[hidden], .predict') && e.textContent.trim())
    .map((e) => cut(e.textContent.trim()))
    .join(' ');

// What to say once the figures settled: nothing while a prediction hides them (only that they were
// drawn), else the tab's headline, the new titles when they changed, else the changed figures' own words.
function saying(body, before, now) {
  const renamed = before ? now.filter((f, i) => f.title !== before[i]?.title) : [];
  const changed = before ? now.filter((f, i) => f.words && (f.words !== before[i]?.words || f.title !== before[i]?.title)) : now;
  if (body.classList.contains('predict-pending')) return before && changed.length ? t('live.hidden') : '';
  const titles = renamed.length ? t('live.titles', { titles: renamed.map((f) => f.title).join(listSep()) }) : '';
  const head = headline(body);
  if (head) return [titles, head].filter(Boolean).join(' ');
  if (!changed.length) return titles;
  const said = changed.slice(0, MAX_SAID).map((f) => `${f.title}: ${cut(f.words)}`);
  if (changed.length > MAX_SAID) said.push(t('describe.more', { n: changed.length - MAX_SAID }, { plural: 'n' }));
  return t('describe.redrawn', { list: said.join(' ') });
}

// tabDescriber(body) -> { settled() (the tab's figures are drawn: summary and announcement follow) }.
// The summary goes first in the tab; the live region is in place before anything is said in it. A
// figure renamed without the tab settling (a switch that redraws one figure, whose own note says
// what it shows) is followed by the summary too.
export function tabDescriber(body) {
  const summary = el('section', {
    class: 'visually-hidden screen-summary',
    'data-key': 'screen-summary',
    'aria-label': t('describe.summaryLabel'),
  });
  const live = el('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite', 'data-key': 'figure-live' });
  body.prepend(summary, live);
  let before = null; // figure title + words at the last settle
  const summarise = () => summary.replaceChildren(...screenSummary(body).map((text) => el('p', { text })));
  let queued = false;
  const renamed = new MutationObserver((list) => {
    if (queued || !list.some((m) => m.target.tagName === 'CANVAS')) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      summarise();
    });
  });
  renamed.observe(body, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  const settled = () => {
    summarise();
    const now = [...body.querySelectorAll('figure.chart')].map((f) => ({ title: titleOf(f), words: wordsOf(f) }));
    announce(body, saying(body, before, now));
    before = now;
  };
  return { settled }; // the observer goes with the tab's body
}
