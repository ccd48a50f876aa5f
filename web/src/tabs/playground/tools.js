// tabs/playground/tools.js — what the playground offers besides training: the run as a JSON file
// (export.js runJson: config, every step's loss, train and dev over the whole splits; made on the
// student's machine, no names in it), the run as a standalone PyTorch script (pytorch_script.js),
// the run as a Jupyter notebook beside it (notebook.js: the script's definitions cell by cell, the
// page's final line printed as the page writes it), and the earlier runs drawn as faint ghosts,
// labelled by what differed (ghosts.js), clearable.
import { el, button } from '../../view/ui.js';
import { t, fmt, int, exact } from '../../words/i18n.js';
import { runJsonText, downloadText } from '../../view/export.js';
import { exportConfig } from '../../pytorch/playground_config.js';
import { pytorchScript } from '../../pytorch/pytorch_script.js';
import { playgroundNotebook, notebookText } from '../../pytorch/notebook.js';
import { settingLabel } from '../../words/setting_labels.js';
import { settingValueText } from '../../words/setting_words.js';
import { ghostLabel } from '../../view/ghosts.js';
import { tabSettings } from '../manifests.js';

const NORMS = { none: 'playground.normNone', batch: 'playground.normBatch', layer: 'playground.normLayer' };
const SCHEDULES = { constant: 'playground.schedConst', step: 'playground.schedStep' };

// How a ghost's label writes one setting with its value ("lr 10", "BatchNorm", "output fix off").
function word(field, v) {
  if (field === 'norm') return t(NORMS[v] ?? 'playground.normNone');
  if (field === 'schedule') return t('ghosts.schedule', { v: t(SCHEDULES[v] ?? 'playground.schedConst') });
  if (field === 'fixOutput') return t(v ? 'ghosts.fixOn' : 'ghosts.fixOff');
  const value = ['nLayer', 'nHidden', 'batchSize', 'steps', 'seed'].includes(field) ? int(v) : exact(+(+v).toPrecision(4));
  return t(`ghosts.field.${field}`, { v: value });
}
const phrase = (kind, vars) => t(`ghosts.${kind}`, vars);

// The ghosts as faint series of a loss chart, each labelled against the current run's config.
export const ghostSeries = (ghosts, current) =>
  ghosts.map((g) => ({ label: ghostLabel(g, current, word, phrase), points: g.dev, faint: true }));

// The build a notebook names (vite.config.js's define; '' outside a build).
const BUILD = typeof __MM_BUILD__ === 'object' ? __MM_BUILD__ : { version: '' };
const PG_SETTINGS = tabSettings('playground');
// The playground's notebook part: the run's settings (ctx.state: the run on screen is of the
// settings as they are, or restarts with them) and the page's final line ('' before the end).
export const playgroundNotebookPart = (ctx, config, finalText) => ({
  config: exportConfig(config),
  title: t('tabs.playground.title'),
  settings: PG_SETTINGS.map((name) => [t(settingLabel(name)), settingValueText(name, ctx.state[name])]),
  finalText,
});

// ctx: the tab's; config(): the current run's PlaygroundConfig; redraw(): draw the curves again;
// onError(e): show a refusal; finalText(): the page's final line of the run ('' before its end). -> { el }
export function playgroundTools(ctx, { config, redraw, onError, finalText = () => '' }) {
  const status = el('p', { class: 'status', 'aria-live': 'polite', 'data-key': 'pg-tools-status' });
  const code = el('pre', { class: 'code', 'data-pytorch-code': '', tabindex: '0', hidden: true });
  const codeHelp = el('p', { class: 'note', hidden: true, text: t('pytorch.help') });
  const script = () => pytorchScript(exportConfig(config()), ctx.recipe);

  const exportJson = async () => {
    try {
      const run = await ctx.stream('playgroundExport', {}).promise;
      downloadText('makemore-lab-run.json', runJsonText(config(), run), 'application/json');
      status.textContent = t('pytorch.exported', { steps: int(run.losses.length), dev: fmt(run.dev, 4) });
    } catch (e) {
      if (e.name !== 'CancelledError') onError(e);
    }
  };
  const copy = async () => {
    code.textContent = script();
    code.hidden = false;
    codeHelp.hidden = false;
    try {
      await navigator.clipboard.writeText(code.textContent);
      status.textContent = t('pytorch.copied');
    } catch {
      getSelection()?.selectAllChildren(code);
      status.textContent = t('pytorch.selectHint');
    }
  };
  const notebook = () => {
    const part = playgroundNotebookPart(ctx, config(), finalText());
    const meta = { title: part.title, settings: part.settings, version: BUILD.version, url: location.href };
    downloadText('makemore_run.ipynb', notebookText(playgroundNotebook(part, ctx.recipe, meta)), 'application/x-ipynb+json');
  };
  const clear = () => {
    ctx.setGhosts([]);
    redraw();
    status.textContent = t('ghosts.cleared');
  };
  const actions = el(
    'div',
    { class: 'actions tools' },
    button(t('pytorch.exportJson'), exportJson, { class: 'secondary', 'data-action': 'export-json' }),
    button(t('pytorch.copy'), copy, { class: 'secondary', 'data-action': 'copy-pytorch' }),
    button(t('pytorch.download'), () => downloadText('makemore_run.py', script(), 'text/x-python'), {
      class: 'secondary',
      'data-action': 'download-pytorch',
    }),
    button(t('notebook.download'), notebook, { class: 'secondary', 'data-action': 'download-notebook' }),
    button(t('ghosts.clear'), clear, { class: 'secondary', 'data-action': 'clear-ghosts' }),
  );
  return {
    el: el(
      'section',
      { class: 'pg-tools' },
      el('h3', { text: t('pytorch.heading') }),
      el('p', { class: 'note', text: t('ghosts.explain') }),
      el('p', { class: 'note', text: t('pytorch.privacy') }),
      actions,
      status,
      codeHelp,
      code,
    ),
  };
}
