// tabs/playground/messages.js — what the playground says beside its run: a refusal of the core
// (with the ways out it names, as buttons), the run's warnings grouped by kind, BatchNorm's rescue
// of a huge learning rate, a divergence and a failed run, each in the page's words.
import { el, button, errorBox } from '../../view/ui.js';
import { t, int } from '../../words/i18n.js';
import { say } from '../../words/say.js';
import * as words from './words.js';
import { labelsOf } from '../common.js';
import { describeError } from '../../words/messages.js';
import { PG_CONTROLS as CONTROLS } from '../../pytorch/playground_config.js';
import { snake } from '../../compute/series.js';

// The ways out a refusal names (its fit_* params: a setting and a value the core found to work),
// as buttons that set that control as the student would and so build the model again.
function waysOut(root, e) {
  const params = e?.params ?? {};
  return Object.entries(params).flatMap(([key, v]) => {
    const f = key.startsWith('fit_') && CONTROLS.find((c) => snake(c.knob) === key.slice(4));
    if (!f) return [];
    const shownValue = f.options ? t(f.options.find(([o]) => o === v)?.[1] ?? v) : int(Number(v));
    const apply = () => {
      const input = root.querySelector(`[name="${f.name}"]`);
      input.value = v;
      input.dispatchEvent(new Event('change'));
    };
    return [button(t('playground.wayOut', { label: t(f.label), value: shownValue }), apply, { class: 'secondary', 'data-fit': f.name })];
  });
}

// root: the tab's element; names(): the network strip's names of the model's layers. -> { err, fixes,
// warnings, rescueLine, refused(e), clearError(), clearWarnings(), warn(w), showRescue(r),
// showDivergence(d), showFailure(f, d) }
export function playgroundMessages(root, ctx, names) {
  const err = errorBox();
  const fixes = el('div', { class: 'actions fixes', 'data-key': 'pg-fixes', hidden: true });
  const refused = (e) => {
    err.show(describeError(e, labelsOf(CONTROLS)));
    const ways = waysOut(root, e);
    fixes.replaceChildren(...(ways.length ? [el('span', { text: t('playground.waysOut') }), ...ways] : []));
    fixes.hidden = !ways.length;
  };
  const clearError = () => {
    err.clear();
    fixes.replaceChildren();
    fixes.hidden = true;
  };
  // the run's warnings (the core's, train/warnings.hpp): said as they come, the run goes on; one
  // line per kind, the single warnings of a kind seen more than once folded beneath it
  const warnings = el('ul', { class: 'warnings', role: 'status', 'data-key': 'pg-warnings', hidden: true });
  const groups = new Map(); // kind -> { list, li, details?, summary?, items? }
  const warn = (w) => {
    const line = words.warning(w, ctx.state, names()).map(say).join(' ');
    let g = groups.get(w.kind);
    if (!g) {
      g = { list: [], li: el('li', { 'data-kind': w.kind }) };
      groups.set(w.kind, g);
      warnings.append(g.li);
    }
    g.list.push(w);
    if (g.list.length === 1) g.li.textContent = line;
    else {
      if (!g.details) {
        g.summary = el('summary');
        g.items = el('ul', {}, el('li', { text: g.li.textContent }));
        g.details = el('details', { 'data-count': '' }, g.summary, g.items);
        g.li.replaceChildren(g.details);
      }
      g.items.append(el('li', { text: line }));
      g.summary.textContent = words.warningGroup(g.list, ctx.state, names()).map(say).join(' ');
      g.details.dataset.count = String(g.list.length);
    }
    warnings.hidden = false;
  };
  // BatchNorm kept a huge learning rate healthy: said once (the core's BatchNormRescue)
  const rescueLine = el('p', { class: 'note', 'data-key': 'pg-rescue', hidden: true });
  const showRescue = (r) => {
    rescueLine.textContent = say(words.rescue(r));
    rescueLine.hidden = false;
  };
  // "Training diverged at step 4 and was paused: the activations of layers.2 (Linear) … Likely cause: …"
  const showDivergence = (d) => err.show(words.divergence(d, ctx.state, names()).map(say).join(' '), 'divergence');
  // A run whose loss stayed far above its start (the core's Failure): stopped, with its numbers and the likely cause.
  const showFailure = (f, d) => err.show(words.failure(f, d, ctx.state).map(say).join(' '), 'failed');
  const clearWarnings = () => {
    warnings.replaceChildren();
    warnings.hidden = true;
    groups.clear();
    rescueLine.hidden = true;
  };
  return { err, fixes, warnings, rescueLine, refused, clearError, clearWarnings, warn, showRescue, showDivergence, showFailure };
}
