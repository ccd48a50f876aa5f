// teaching/chapter.js — the chapter's closing parts beside the lesson map: 5.16 the summary, 5.20 the
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

// The 003 text's rows (the LayerNorm tab's manifest holds them): the matrix tabs and the BatchNorm
// tab's batchmates demo read them here.
export { ROW, AMONG, MANUAL } from '../tabs/ln-matrix/manifest.js';

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

// render: one part of the chapter, headed by its title (data-chapter: its id).
const part = (id, title, ...children) =>
  el('section', { 'data-chapter': id, 'aria-labelledby': `chapter-${id}` }, el('h3', { id: `chapter-${id}`, text: title }), ...children);

// render: 5.16 the summary, each item linked to the tab that shows it (link(text, tab, patch)).
function summaryPart(link) {
  return part(
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
}

// render: 5.20 the cheat sheet: concept, definition, where in the text; each concept linked to its tab.
function cheatPart(link) {
  return part(
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
}

// render: the LayerNorm text's "where it helps" and its three mistakes, each with the tabs that show it (shows(links)).
function layerNormPart(shows) {
  return part(
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
}

// render: 5.19 the next lesson, and the exercises to do before it.
function nextPart(link) {
  return part(
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
}

// render: 5.21 the builder links.
function builderPart() {
  return part(
    'builder',
    t('chapter.builder.title'),
    el('p', { text: t('chapter.builder.lead') }),
    el(
      'ul',
      {},
      t('chapter.builder.items').map((text) => el('li', { text })),
    ),
  );
}

// render: 5.22 the resources: links out of the page.
function sourcesPart() {
  return part(
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
}

// go(tab, patch) opens a tab with settings; settings: the page's (its language). -> the <details>
export function chapterBox(go, settings) {
  const link = (text, tab, patch) => tabLink(text, tab, patch, go, settings.lang);
  const shows = (links) =>
    linkList(
      t('chapter.show'),
      links.map(([key, tab, patch]) => link(t(`chapter.ln.${key}`), tab, patch)),
    );
  return el(
    'details',
    { class: 'lesson-chapter', id: 'lesson-chapter' },
    el('summary', {}, el('h2', { text: t('chapter.title') })),
    el('p', { text: t('chapter.intro') }),
    summaryPart(link),
    cheatPart(link),
    layerNormPart(shows),
    nextPart(link),
    builderPart(),
    sourcesPart(),
  );
}
