// lecture_code_box.js — the lecture code beside a figure (lecture_code.js): a <details> with the code in a
// monospace block and a copy button, open on a wide screen and closed on a phone, so that it does
// not crowd the figure. set(knobs, note) writes the code for the knobs the figure was asked with,
// and the note, when given, above it (the diagnostics tab: the code is the run's on screen, not the
// controls' until the next run). Under the code of a figure tab with a notebook (notebook_tabs.js):
// the figure, and the whole lesson, as Jupyter notebooks (notebook.js), and the names list.
import { el, button } from './ui.js';
import { t } from '../words/i18n.js';
import { hasSnippet, lectureSnippet } from '../pytorch/lecture_code.js';
import { hasNotebook } from '../pytorch/notebook_tabs.js';
import { tabNotebook, lessonNotebook, notebookText } from '../pytorch/notebook.js';
import { downloadText, fileName } from './export.js';
import { exportConfig, playgroundConfig } from '../pytorch/playground_config.js';

const PHONE = '(max-width: 760px)'; // the page's phone layout (style.css)

// The note above the code, by what the cell runs after; a file name in it is code, not the page's words.
const HELP = {
  playground: 'helpPlayground',
  diagnostics: 'helpDiagnostics',
  residual: 'helpNoData',
  'bn-matrix': 'helpNoData',
  'ln-matrix': 'helpNoData',
};
function help(tab) {
  const parts = t(`lectureCode.${HELP[tab] ?? 'help'}`, { file: '\u0000' }).split('\u0000');
  return el(
    'p',
    { class: 'lecture-code-help' },
    parts.flatMap((part, i) => (i ? [el('code', { text: 'names.txt' }), part] : [part])),
  );
}

// The build a notebook names (vite.config.js's define; '' outside a build).
const BUILD = typeof __MM_BUILD__ === 'object' ? __MM_BUILD__ : { version: '' };

// The figure as a notebook: a download button (ready once a full figure is drawn: setFigure(make,
// makeLesson), make() -> the figure's notebook part, makeLesson() -> the promise of every figure
// tab's, tabs/common.js), the whole lesson's, and the names list's own download beside them.
function notebookRow(ctx) {
  let make = null,
    makeLesson = null;
  const status = el('p', { class: 'status', 'aria-live': 'polite', text: t('notebook.waiting') });
  const meta = (title, settings) => ({ title, settings, version: BUILD.version, url: location.href });
  const save = () => {
    const part = make();
    const nb = tabNotebook(part, ctx.recipe, meta(part.title, part.settings));
    downloadText(fileName(part.title, 'ipynb'), notebookText(nb), 'application/x-ipynb+json');
  };
  const saveLesson = async () => {
    status.textContent = t('notebook.lessonWaiting');
    try {
      const title = t('notebook.lessonTitle');
      const nb = lessonNotebook(await makeLesson(), ctx.recipe, meta(title, []));
      downloadText(fileName(title, 'ipynb'), notebookText(nb), 'application/x-ipynb+json');
      status.textContent = '';
    } catch (e) {
      status.textContent = t('notebook.lessonFailed', { why: e?.message ?? String(e) });
    }
  };
  const one = button(t('notebook.download'), () => make && save(), {
    class: 'secondary',
    'data-action': 'download-notebook',
    disabled: true,
  });
  const all = button(t('notebook.downloadLesson'), () => makeLesson && saveLesson(), {
    class: 'secondary',
    'data-action': 'download-lesson-notebook',
    disabled: true,
  });
  const names = el('a', { href: 'names.txt', download: 'names.txt', class: 'names-link', text: t('notebook.namesLink') });
  return {
    el: el(
      'div',
      { class: 'notebook-row' },
      el('p', { class: 'lecture-code-help', text: t('notebook.help') }),
      el('div', { class: 'actions' }, one, all, names),
      status,
    ),
    setFigure(m, lesson) {
      make = m;
      makeLesson = lesson;
      one.disabled = all.disabled = false;
      status.textContent = '';
    },
  };
}

// tab: the figure's id; ctx: the tab's (its recipe is the core's). -> { el, set(knobs, note?),
// setFigure(make, makeLesson) }, or null for a tab without lecture code.
export function snippetBox(tab, ctx) {
  if (!hasSnippet(tab)) return null;
  const code = el('code', { lang: 'en' }); // Python, its comments in English as in the lecture
  const pre = el('pre', { class: 'code', tabindex: '0', 'aria-label': t('lectureCode.summary') }, code);
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  const which = el('p', { class: 'note', 'data-key': 'lecture-code-run', hidden: true });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.textContent);
      status.textContent = t('lectureCode.copied');
    } catch {
      getSelection()?.selectAllChildren(pre);
      status.textContent = t('lectureCode.selectHint');
    }
  };
  const phone = globalThis.matchMedia?.(PHONE).matches ?? false;
  const notebook = hasNotebook(tab) ? notebookRow(ctx) : null;
  const box = el(
    'details',
    { class: 'lecture-code', 'data-lecture-code': tab },
    el('summary', { text: t('lectureCode.summary') }),
    help(tab),
    which,
    el('div', { class: 'actions' }, button(t('lectureCode.copy'), copy, { class: 'secondary', 'data-action': 'copy-lecture-code' })),
    status,
    pre,
    ...(notebook ? [notebook.el] : []),
  );
  box.open = !phone;
  return {
    el: box,
    setFigure: (make, makeLesson) => notebook?.setFigure(make, makeLesson),
    set(knobs, note = '') {
      which.textContent = note;
      which.hidden = !note;
      const text = ctx.recipe ? lectureSnippet(tab, knobs, ctx.recipe) : '';
      code.textContent = text;
      pre.hidden = !text;
      status.textContent = text ? '' : t('lectureCode.waiting');
    },
  };
}

// The playground's box: its knobs are "copy as PyTorch"'s CONFIG (the settings under the C++
// names). -> { el, set() }, set() reading the settings as they are.
export function playgroundSnippetBox(ctx) {
  const box = snippetBox('playground', ctx);
  return { el: box.el, set: () => box.set(exportConfig(playgroundConfig(ctx.state))) };
}
