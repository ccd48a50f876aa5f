// tabs/diagnostics/progress.js — the diagnostics tab while its four runs stream: what each
// progress report draws, the curves drawn at most four times a second, and a new run's start.
import { el, throttled } from '../../view/ui.js';
import { t } from '../../words/i18n.js';

const NAMES = ['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad']; // the lecture's order
// A run's name (the four in the lecture's order).
export const label = (i) => t(`diag.${NAMES[i]}`);

// What the four runs' stream does with each progress report (p.partial): the lecture's numbers and
// the panels at initialisation first, then each run's points, its evaluation, its result and
// panels. run: the runs streamed so far; ui: { bar, status, curves (throttled), drawn() (the table) }.
export function progressOf(v, run, ui) {
  return (p) => {
    const part = p.partial;
    if (part.lecture) {
      run.lecture = part.lecture;
      if (part.panels) {
        part.panels.forEach((d, i) => v.strip.setPanels(i, 'init', d));
        v.panels.setInit(part.panels);
      }
      return;
    }
    ui.bar.set(p.done, p.total, p.rate);
    if (part.points) {
      run.points[part.index].push(...part.points);
      ui.curves.soon();
    }
    if (part.evaluating) ui.status.textContent = t('diag.evaluating', { name: label(part.index) });
    if (part.result) {
      run.results[part.index] = part.result;
      ui.status.textContent = '';
      // a first run fills its table as each run ends; a later one leaves the previous run's table,
      // marked, until all four have ended
      if (!run.previous) ui.drawn();
    }
    if (part.initPanels) {
      v.strip.setPanels(part.index, 'init', part.initPanels);
      v.panels.setInitOne(part.index, part.initPanels);
    }
    if (part.panels && part.result) {
      v.strip.setPanels(part.index, 'trained', part.panels);
      v.panels.setTrained(part.index, part.panels);
    }
  };
}

// The curves of the runs streamed so far (run.points), redrawn through soon() / now().
export function curvesOf(v, run) {
  // While the runs stream, the curves are drawn at most four times a second (the first points at
  // once): a drawing rebuilds the chart's datasets and its data table on the page's thread, and
  // the machine's cores are the workers'.
  return throttled(() =>
    v.curves.setData(
      run.points.map((p, i) => ({ label: label(i), points: p })),
      4,
    ),
  );
}

// A new run: the previous run's numbers stay until the new run has its own, marked as the previous
// run's; its points, results, panels and strip start empty.
export function resetRun(v, run) {
  // the previous run's numbers stay until the new run has its own, marked as the previous run's
  if (v.numbers.firstChild && !v.numbers.querySelector('[data-key=previous-run]')) {
    v.numbers.prepend(el('p', { class: 'note previous-run', 'data-key': 'previous-run', text: t('diag.previous') }));
  }
  run.previous = !!v.numbers.firstChild;
  run.points.forEach((p) => p.splice(0));
  run.results.splice(0);
  v.panels.reset();
  v.strip.reset();
}
