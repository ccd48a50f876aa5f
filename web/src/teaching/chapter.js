// lesson/chapter.js — the chapter's closing parts beside the lesson map: 5.16 the summary, 5.20 the
// key concepts (cheat sheet), the LayerNorm text's "where it helps" and "you will make these 3
// mistakes", 5.19 the next lesson, 5.21 the builder links and 5.22 the resources. Every item of the
// summary, the cheat sheet and the LayerNorm lists links to the tab (and the settings) that shows it
// live; the resources are links out of the page (a new tab, rel=noopener). Words: locales/<lang>/chapter.js.
// Hooks: #lesson-chapter, data-chapter (each part), data-open-tab / data-patch (a link into the lab).
import { el } from '../view/ui.js';
import { t } from '../words/i18n.js';
import { serialize } from '../state/state.js';
import { textSettings } from '../tabs/manifests.js';

// A link into the lab: a real address (the tab with those settings: it opens in a new browser tab
// too), and a click that opens the tab in this page with go(tab, patch). `lang` keeps the language.
export function tabLink(text, tab, patch, open, lang) {
  const href = serialize({ lang, ...patch, tab }) || './';
  return el('a', {
    href,
    'data-open-tab': tab,
    'data-patch': JSON.stringify(patch),
    text,
    onclick: (ev) => {
      if (ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return; // a new tab: the browser's
      ev.preventDefault();
      open(tab, patch);
    },
  });
}

// A link out of the page: a new browser tab, no opener, saying so to a screen reader.
export function outLink(text, href) {
  return el(
    'a',
    { href, target: '_blank', rel: 'noopener', text },
    el('span', { class: 'visually-hidden', text: ` ${t('chapter.sources.newTab')}` }),
  );
}

// Links under an item, one a line: "Show:" and the list (label: '' for none).
export function linkList(label, links) {
  return el(
    'div',
    { class: 'chapter-links' },
    label ? el('span', { text: label }) : null,
    el(
      'ul',
      {},
      links.map((a) => el('li', {}, a)),
    ),
  );
}

// The LayerNorm text's row [1, 5, -2, 3], and the rows it sits among in the text (lesson/norm_matrix.cpp
// has the same): similar neighbours (A) and extreme ones (B) for BatchNorm, L for LayerNorm. The
// matrix tabs and the BatchNorm tab's batchmates demo read them here.
export const ROW = [1, 5, -2, 3];
export const AMONG = {
  A: [
    [2, 4, -1, 2],
    [0, 6, -3, 4],
  ],
  B: [
    [50, -20, 10, 0],
    [-10, 10, 5, -5],
  ],
  L: [
    [100, -50, 20, 0],
    [0, 0, 0, 0.0001],
  ],
};

// The LayerNorm text's manual check: this row normalised by hand with the population std.
export const MANUAL = [2, 8, -4, 6];

// What each item links to. The summary's items, in order: [tab, settings].
const SUMMARY = [
  ['diagnostics', {}],
  ['start', {}],
  ['tanh', textSettings('tanh', 'saturation')],
  ['kaiming', textSettings('kaiming', 'depth')],
  ['batchnorm', {}],
  ['batchnorm', textSettings('batchnorm', 'running')],
  ['batchnorm', {}],
  ['diagnostics', {}],
  ['bn-matrix', {}],
];
// The key concepts: [locale key, where the video has it, tab, settings].
const CHEAT = [
  ['startLoss', '4m16', 'start', {}],
  ['hockey', '11m48', 'start', {}],
  ['saturated', '13m04', 'tanh', textSettings('tanh', 'saturation')],
  ['dead', '19m26', 'tanh', textSettings('tanh', 'saturation')],
  ['kaiming', '27m53', 'kaiming', {}],
  ['batchnorm', '40m43', 'batchnorm', {}],
  ['running', '54m02', 'batchnorm', {}],
  ['eps', '1h00m', 'batchnorm', {}],
  ['gammaBeta', '40m43', 'batchnorm', {}],
  ['modules', '1h18m', 'playground', {}],
  ['hist', '1h26m', 'diagnostics', {}],
  ['ud', '1h26m', 'diagnostics', {}],
];
const BN1 = textSettings('playground', 'bn1');
const LN1 = textSettings('playground', 'ln1');
// The LayerNorm text's uses and mistakes, item by item: [[link's locale key, tab, settings], ...].
const WHERE = [
  [['sameRow', 'ln-matrix', {}]],
  [
    ['batchOneBn', 'playground', BN1],
    ['batchOneLn', 'playground', LN1],
    ['batchOneRes', 'residual', {}],
  ],
  [['trainEval', 'batchnorm', {}]],
];
const MISTAKES = [
  [['columns', 'bn-matrix', {}]],
  [
    ['rowsOnly', 'ln-matrix', {}],
    ['runningBn', 'batchnorm', {}],
  ],
  [
    ['sameNetBn', 'playground', textSettings('playground', 'bn32')],
    ['sameNetLn', 'playground', textSettings('playground', 'ln32')],
  ],
];
const SOURCES = [
  ['he', 'arxiv 1502.01852', 'https://arxiv.org/abs/1502.01852'],
  ['bn', 'arxiv 1502.03167', 'https://arxiv.org/abs/1502.03167'],
  ['extra', 'arxiv 2105.07576', 'https://arxiv.org/abs/2105.07576'],
  ['repo', 'github.com/karpathy/makemore', 'https://github.com/karpathy/makemore'],
];

// go(tab, patch) opens a tab with settings; settings: the page's (its language). -> the <details>
export function chapterBox(go, settings) {
  const link = (text, tab, patch) => tabLink(text, tab, patch, go, settings.lang);
  const shows = (links) =>
    linkList(
      t('chapter.show'),
      links.map(([key, tab, patch]) => link(t(`chapter.ln.${key}`), tab, patch)),
    );
  const part = (id, title, ...children) =>
    el('section', { 'data-chapter': id, 'aria-labelledby': `chapter-${id}` }, el('h3', { id: `chapter-${id}`, text: title }), ...children);

  const summary = part(
    'summary',
    t('chapter.summary.title'),
    el(
      'ul',
      {},
      t('chapter.summary.items').map((text, i) => el('li', {}, `${text} `, link(`→ ${t(`tabs.${SUMMARY[i][0]}.short`)}`, ...SUMMARY[i]))),
    ),
    el('p', { class: 'chapter-one' }, el('strong', { text: `${t('chapter.summary.oneTitle')}: ` }), t('chapter.summary.one')),
    el('p', { class: 'chapter-muted', text: t('chapter.inText') }),
  );

  const cheat = part(
    'cheat',
    t('chapter.cheat.title'),
    el(
      'div',
      { class: 'chapter-table' },
      el(
        'table',
        { class: 'cheat' },
        el('caption', { class: 'visually-hidden', text: t('chapter.cheat.caption') }),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            ['concept', 'definition', 'at'].map((k) => el('th', { scope: 'col', text: t(`chapter.cheat.${k}`) })),
          ),
        ),
        el(
          'tbody',
          {},
          CHEAT.map(([key, at, tab, patch]) =>
            el(
              'tr',
              { 'data-cheat': key },
              el('th', { scope: 'row' }, link(t(`chapter.cheat.${key}.name`), tab, patch)),
              el('td', { text: t(`chapter.cheat.${key}.def`) }),
              el('td', {}, el('span', { class: 'cheat-at', text: `${t('chapter.cheat.at')}: ` }), at),
            ),
          ),
        ),
      ),
    ),
  );

  const ln = part(
    'layernorm',
    t('chapter.ln.title'),
    el('p', { text: t('chapter.ln.lead') }),
    el(
      'ul',
      {},
      t('chapter.ln.where').map((text, i) => el('li', { 'data-where': String(i + 1) }, el('p', { text }), shows(WHERE[i]))),
    ),
    el('h4', { text: t('chapter.ln.mistakesTitle') }),
    el(
      'ol',
      {},
      t('chapter.ln.mistakes').map((text, i) => el('li', { 'data-mistake': String(i + 1) }, el('p', { text }), shows(MISTAKES[i]))),
    ),
  );

  const next = part(
    'next',
    t('chapter.next.title'),
    el('p', {}, el('strong', { text: t('chapter.next.lesson') })),
    el('p', { text: t('chapter.next.lead') }),
    el('p', { text: t('chapter.next.topicsTitle') }),
    el(
      'ul',
      {},
      t('chapter.next.topics').map((text) => el('li', { text })),
    ),
    el('p', {}, `${t('chapter.next.todo')} `, link(`→ ${t('chapter.next.exercises')}`, 'exercises', {})),
  );

  const builder = part(
    'builder',
    t('chapter.builder.title'),
    el('p', { text: t('chapter.builder.lead') }),
    el(
      'ul',
      {},
      t('chapter.builder.items').map((text) => el('li', { text })),
    ),
  );

  const sources = part(
    'sources',
    t('chapter.sources.title'),
    el('p', { text: t('chapter.sources.lead') }),
    el(
      'ul',
      {},
      SOURCES.slice(0, 3).map(([key, text, href]) => el('li', {}, `${t(`chapter.sources.${key}`)} `, outLink(text, href))),
      el('li', { text: t('chapter.sources.colab') }),
      el('li', { text: t('chapter.sources.video') }),
      el('li', {}, `${t('chapter.sources.repo')} `, outLink(SOURCES[3][1], SOURCES[3][2])),
    ),
  );

  return el(
    'details',
    { class: 'lesson-chapter', id: 'lesson-chapter' },
    el('summary', {}, el('h2', { text: t('chapter.title') })),
    el('p', { text: t('chapter.intro') }),
    summary,
    cheat,
    ln,
    next,
    builder,
    sources,
  );
}
