// notebook.js — "Download as a Jupyter notebook": a figure tab (or the whole lesson) as an nbformat 4
// notebook in the page's language that, run beside names.txt, reproduces the figure at the tab's
// settings and prints the numbers of the tab's "ours (live)" table as the page writes them. Cells: a
// header (the tab, the text's section, the settings, the page's version and link), the names list
// and the text's split (pytorch_script.js's functions), the lecture's code with the settings written
// in (lecture_code.js: the code the page shows beside the figure, the one writer of it), the printout
// (the page's number format, written in Python below), the plot (notebook_tabs.js). Needs only
// torch, matplotlib and the standard library. The names list is never part of it.
// Pure: no DOM; the words come from the locale files (t), the page's table rows from the tab.
import { t, fmt, int, short, getLang, conventions } from '../words/i18n.js';
import { lectureSnippet } from './lecture_code.js';
import { pyLiteral as py, dataFunctions, scriptParts } from './pytorch_script.js';
import { NOTEBOOK_TABS } from './notebook_tabs.js';

const str = (s) => JSON.stringify(String(s));
const lines = (text) => {
  const ls = String(text).split('\n');
  return ls.map((l, i) => (i < ls.length - 1 ? `${l}\n` : l));
};
const markdown = (id, text) => ({ cell_type: 'markdown', id, metadata: {}, source: lines(text) });
const code = (id, text) => ({ cell_type: 'code', id, execution_count: null, metadata: {}, outputs: [], source: lines(text) });
// Markdown of the page's words: characters markdown would read as markup are escaped.
const mdText = (s) => String(s).replace(/([\\`*_[\]<>#|])/g, '\\$1');

// The page's number formatter (i18n.js fmt, sig, pct, list), in Python for the page's language: the same
// rounding (the exact binary value, halves away from zero, as JavaScript's toFixed), decimal sign,
// digit grouping, minus sign, ·10⁻³ form and percent sign.
// The signs are the language's (conventions.js); a percent sign with a space or other text beside it
// ("79,1 %") is written as the two texts around the number.
function formatterCell(lang) {
  const { decimal: dec, group, listSep: sep, percentBefore: before, percentAfter: after } = conventions(lang);
  const bare = (before === '%' && after === '') || (before === '' && after === '%');
  const percent = bare
    ? `"%" + fmt(x * 100, digits) if PERCENT_FIRST else fmt(x * 100, digits) + "%"`
    : `${str(before)} + fmt(x * 100, digits) + ${str(after)}`;
  return `from decimal import Decimal, ROUND_HALF_UP

DEC, GROUP, LIST_SEP, PERCENT_FIRST = ${str(dec)}, ${str(group)}, ${str(sep)}, ${py(before !== '')}  # the page's signs (${lang})
SUPER = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def _fixed(x, digits):  # JavaScript's toFixed: the exact value, a half away from zero
    return format(Decimal(x).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP), "f")


def _local(fixed, grouping=True):
    neg, fixed = fixed.startswith("-"), fixed.lstrip("-")
    whole, _, frac = fixed.partition(".")
    if grouping:
        whole = "{:,}".format(int(whole)).replace(",", GROUP)
    return ("−" if neg else "") + whole + (DEC + frac if frac else "")


def _bad(x):
    return "–" if math.isnan(x) else ("∞" if x > 0 else "−∞")


def _scientific(x, digits):  # 3,70·10⁻³
    a = Decimal(abs(x))
    e = a.adjusted()
    m = a.scaleb(-e).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)
    if m >= 10:
        m, e = (m / 10).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP), e + 1
    return _local(("-" if x < 0 else "") + format(m, "f")) + "·10" + str(e).translate(SUPER)


def fmt(x, digits=2):
    """A fixed number of decimals; a value that rounds to zero is zero."""
    x = float(x)
    if not math.isfinite(x):
        return _bad(x)
    if abs(x) >= 1e6:
        return _scientific(x, max(1, min(digits, 3)))
    s = _fixed(x, digits)
    return _local(_fixed(0, digits) if Decimal(s) == 0 else s)


def sig(x, n=3):
    """n significant digits, as the lecture prints its numbers."""
    x = float(x)
    if not math.isfinite(x):
        return _bad(x)
    if x == 0:
        return "0"
    if abs(x) < 1e-2 or abs(x) >= 1e5:
        return _scientific(x, n - 1)
    digits = max(0, n - 1 - math.floor(math.log10(abs(x))))
    a = Decimal(x)
    rounded = a.quantize(Decimal(1).scaleb(a.adjusted() - n + 1), rounding=ROUND_HALF_UP)
    return _local(_fixed(rounded, digits))


def pct(x, digits=1):
    x = float(x)
    if not math.isfinite(x):
        return _bad(x)
    return ${percent}


def vec(values, digits=4):
    """A list of numbers as the page writes one: [−0,2900; 1,2568] (tr), [-0.2900, 1.2568] (en)."""
    return "[" + LIST_SEP.join(fmt(v, digits) for v in values) + "]"`;
}

// The first code cell of a notebook whose lecture code runs after the "copy as PyTorch" script's
// definitions (the diagnostics' four runs): its imports, names.txt checked, its constants and
// definitions, not its main().
function scriptSetupCell(recipe) {
  const p = scriptParts(null, recipe);
  return `${p.imports}import os

import matplotlib.pyplot as plt

if not os.path.exists("names.txt"):
    raise FileNotFoundError(${str(t('notebook.namesMissing'))})
${p.constants}${p.definitions}`;
}

// The first code cell: imports, names.txt (a clear error when it is missing), the text's split.
function setupCell(recipe, data) {
  if (data === 'script') return scriptSetupCell(recipe);
  const head = `import math
import random

import torch
import torch.nn.functional as F
import matplotlib.pyplot as plt
`;
  if (!data) return head;
  return `${head}
import os

if not os.path.exists("names.txt"):
    raise FileNotFoundError(${str(t('notebook.namesMissing'))})

SPLIT_SEED = ${py(recipe.seed)}  # random.seed before the split's shuffle: the lesson's
BLOCK_SIZE = ${py(recipe.blockSize)}  # characters of context
${dataFunctions}
vocab_size, (Xtr, Ytr), (Xdev, Ydev) = lecture_split(read_names("names.txt"))
n_embd, block_size = 10, BLOCK_SIZE
print("Xtr", tuple(Xtr.shape), "Xdev", tuple(Xdev.shape), "vocab_size", vocab_size)`;
}

// The header: the tab (or the lesson), the settings, the page's version and link, where names.txt comes from.
function headerCell(id, { title, settings = [], version, url }, data) {
  const out = [`# ${mdText(title)}`, ''];
  if (settings.length) out.push(`**${t('notebook.settings')}**`, '', ...settings.map(([l, v]) => `- ${mdText(l)}: \`${v}\``), '');
  out.push(t('notebook.made', { version: version || '–' }), '', `<${url}>`, '');
  out.push(data ? t('notebook.names') : t('notebook.noData'), '', t('notebook.needs'));
  return markdown(id, out.join('\n'));
}

// One tab's cells after the set-up: its notes, the lecture's code (once per run), the page's table
// beside the printout, the plot. part: { tab, knobs, rows: the tab's compare() rows ({ key, label,
// ours, text?, digits? } as the page drew them), pageText(row) -> the page's text of a row, notes: [paragraphs] }.
function tabCells(part, recipe, prefix) {
  const spec = NOTEBOOK_TABS[part.tab];
  const out = [];
  const id = (s) => `${prefix}${s}`;
  if (part.notes?.length) out.push(markdown(id('notes'), part.notes.map(mdText).join('\n\n')));
  spec.runs(part.knobs).forEach((run, i) => {
    out.push(markdown(id(`run-${i}-note`), t(run.note ?? 'notebook.run.figure')));
    const text = (run.code ?? lectureSnippet(part.tab, run.knobs, recipe)) + (run.keep ? `\n${run.keep}  # kept for the table below` : '');
    out.push(code(id(`run-${i}`), text));
  });
  const exprs = spec.rows(part.knobs, recipe);
  const missing = part.rows.filter((r) => !exprs[r.key]).map((r) => r.key);
  if (missing.length) throw new Error(`notebook ${part.tab}: no printout for the rows ${missing.join(', ')}`);
  const table = [`| | ${t('notebook.pageColumn')} |`, '|---|---|', ...part.rows.map((r) => `| ${mdText(r.label)} | ${part.pageText(r)} |`)];
  out.push(markdown(id('table'), [t('notebook.printNote'), ...(spec.tableNote ? ['', t(spec.tableNote)] : []), '', ...table].join('\n')));
  const printed = part.rows.map((r) => `    (${str(r.label)}, ${exprs[r.key]}),`);
  out.push(code(id('print'), ['for label, text in [', ...printed, ']:', '    print("%s: %s" % (label, text))'].join('\n')));
  out.push(code(id('plot'), spec.plot(part.knobs, { t, fmt, int, short, recipe }).join('\n')));
  return out;
}

function notebook(cells) {
  return {
    cells,
    metadata: {
      kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
      language_info: { name: 'python' },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

// One figure tab. part: as tabCells; meta: { title, settings: [[label, value]], version, url }.
// -> the notebook (an object: JSON.stringify it for the file).
export function tabNotebook(part, recipe, meta) {
  const data = NOTEBOOK_TABS[part.tab].data;
  return notebook([
    headerCell('header', meta, data),
    code('setup', setupCell(recipe, data)),
    markdown('format-note', t('notebook.formatNote')),
    code('format', formatterCell(getLang())),
    ...tabCells(part, recipe, ''),
  ]);
}

// The whole lesson: every figure tab in `parts` (each { title, section, ...part }) in order, one set-up.
export function lessonNotebook(parts, recipe, meta) {
  const data = parts.some((p) => NOTEBOOK_TABS[p.tab].data);
  return notebook([
    headerCell('header', meta, data),
    code('setup', setupCell(recipe, data)),
    markdown('format-note', t('notebook.formatNote')),
    code('format', formatterCell(getLang())),
    ...parts.flatMap((p) => [
      markdown(`${p.tab}-title`, [`## ${mdText(p.title)}`, '', ...p.settings.map(([l, v]) => `- ${mdText(l)}: \`${v}\``)].join('\n')),
      ...tabCells(p, recipe, `${p.tab}-`),
    ]),
  ]);
}

// The page's sentence with %s for its {train} and {dev} numbers (any other % doubled), for Python's %.
const percentTemplate = (key) =>
  t(key, { train: '\ue000', dev: '\ue001' })
    .replace(/%/g, '%%')
    .replace(/[\ue000\ue001]/g, '%s');

// The playground's run: the "copy as PyTorch" script's definitions and its run, cell by cell; the
// page's final line (train and dev over the whole splits) printed as the page writes it; the losses
// plotted; then the lecture's loop with the ud line (the code beside the update:data chart).
// part: { config: the script's CONFIG (playground_config.js exportConfig), title, settings,
// finalText: the page's final line, '' before the run has ended }.
export function playgroundNotebook(part, recipe, meta) {
  const p = scriptParts(part.config, recipe);
  const setup = scriptSetupCell(recipe).replace(`${scriptParts(null, recipe).constants}`, p.constants);
  const runCell = `torch.set_num_threads(1)  # one summation order, as the script
vocab_size, (Xtr, Ytr), (Xdev, Ydev) = lecture_split(read_names("names.txt"))
C, layers, params = build_model(vocab_size, CONFIG)
losses = train(C, layers, params, Xtr, Ytr, CONFIG)
train_loss, dev_loss = evaluate(C, layers, Xtr, Ytr), evaluate(C, layers, Xdev, Ydev)`;
  const udPlot = `
plt.figure(figsize=(9, 4))
for k, p in enumerate(parameters):
    if p.ndim == 2:
        plt.plot([row[k] for row in ud], label="%s %s" % ("C" if k == 0 else "W", tuple(p.shape)))
plt.axhline(-3, color="gray", linestyle="--")
plt.title("update:data (log10)")
plt.xlabel(${str(t('common.step'))})
plt.legend()
plt.show()`;
  return notebook([
    headerCell('header', meta, true),
    code('setup', setup),
    markdown('run-note', t('notebook.pgRunNote')),
    code('run', runCell),
    markdown('format-note', t('notebook.formatNote')),
    code('format', formatterCell(getLang())),
    markdown('table', part.finalText ? `${t('notebook.pgPageLine')}\n\n> ${mdText(part.finalText)}` : t('notebook.pgNoLine')),
    code('print', `print(${str(percentTemplate('playground.final'))} % (fmt(train_loss, 4), fmt(dev_loss, 4)))`),
    code(
      'plot',
      [
        'plt.figure(figsize=(9, 4))',
        'plt.plot(range(1, len(losses) + 1), losses, linewidth=0.5)',
        `plt.xlabel(${str(t('common.step'))})`,
        `plt.ylabel(${str(t('common.loss'))})`,
        'plt.show()',
      ].join('\n'),
    ),
    markdown('ud-note', t('notebook.pgUdNote')),
    code('ud', lectureSnippet('playground', part.config, recipe) + udPlot),
  ]);
}

export const notebookText = (nb) => `${JSON.stringify(nb, null, 1)}\n`;
