// tabs/exercises/tab.js — 5.18, the five exercises, after the sections they practise (5.3–5.13) as in
// the text: each card quotes the exercise, says what to do here, and checks the student's answer
// against numbers the core computes (exercises/: the cards, the verdicts; the lesson's progress
// store keeps each verdict, and the counter follows it). E1 works on the playground's own settings, so a change made
// here is the playground's and the other way round.
import { el, explain } from '../../view/ui.js';
import { t } from '../../words/i18n.js';
import { firstLossCard, saturationCard, gainCard } from '../../exercises/cards_init.js';
import { batchnormCard, gradientCard } from '../../exercises/cards_bn.js';
import { describeError } from '../../words/messages.js';

function create(root, ctx) {
  const cards = [firstLossCard(ctx), saturationCard(ctx), gainCard(ctx), batchnormCard(ctx), gradientCard(ctx)];
  const err = el('p', { class: 'error', role: 'alert', hidden: true });
  const counter = el('p', { class: 'status', 'data-key': 'exercises-passed' });
  const count = () => {
    const n = Object.values(ctx.progress.exercises()).filter((v) => v === 'pass').length;
    counter.dataset.value = String(n);
    counter.textContent = t('exercises.passed', { n });
  };
  count();
  const unsubscribe = ctx.progress.subscribe(count);
  root.append(explain(t('exercises.explain')), counter, err, ...cards.map((c) => c.el));
  Promise.all(cards.map((c) => c.ready)).then(
    () => ctx.markReady(),
    (e) => {
      if (e?.name === 'CancelledError') return;
      err.hidden = false;
      err.textContent = describeError(e);
    },
  );
  return {
    unmount() {
      unsubscribe();
      for (const c of cards) c.dispose();
    },
  };
}

export default { id: 'exercises', create };
