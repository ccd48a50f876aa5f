// tabs/section/state.js — what a figure tab (section/tab.js) remembers of the figures it drew, and
// how it asks the core for the next one: the full figure, a cheaper preview while a slider moves,
// or only the part of the figure the moving slider changes, merged into the figure it came from.
import { knobsOf } from '../../view/controls.js';

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// def: sectionTab's { id, specs, fixed, preview, part, first }; onFirst(message, wish, bar): a full
// figure asked for with its first steps first (def.first, jobs.js sectionFirst) has computed them
// (message.partial: { partial: that result, first }). -> { knobsNow(), start(bar, wish) -> a Job,
// drew(result, wish), cheaperOf(knobs), keep(wish) }
export function figureState({ id, specs, fixed, preview, part, first }, ctx, onFirst = () => {}) {
  // The full figure last drawn ({ key: its knobs, result }): letting go of a slider whose drag
  // already drew the full figure of the same knobs draws it again without asking the core.
  let drawn = null;
  // The figure last drawn, full or cheaper ({ asked: the knobs the core was asked with, result }):
  // what a part computed while a slider moves is merged into.
  let shown = null;
  // The cheaper figure of the knobs on screen ({ asked, result: it, or the promise of it }),
  // asked for in the previews' worker when a full figure is drawn: a slider whose part is
  // computed with the cheaper figure's knobs (BatchNorm's momentum: fewer steps) merges its
  // first move into it, not into the full figure of other knobs.
  let cheaper = null;
  const knobsNow = () => ({ ...knobsOf(specs, ctx.state), ...fixed });
  const cheaperOf = (knobs) => {
    const asked = preview(knobs);
    if (same(asked, knobs) || same(cheaper?.asked, asked)) return;
    const job = ctx.preview(id, asked);
    cheaper = { asked, result: job.promise };
    job.promise.catch(() => {
      if (cheaper?.result === job.promise) cheaper = null;
    });
  };
  // The part of the figure the moving slider changes, if the figure on screen (or the cheaper
  // one of its knobs) was asked with the same knobs but that slider's: { section, knobs, base }.
  const partOf = (wish) => {
    const knob = specs.find((f) => f.name === wish.slider)?.knob;
    const p = knob && part?.(wish.knobs, wish.slider);
    if (!p) return null;
    const others = (k) => JSON.stringify({ ...k, [knob]: null });
    const base = [shown, cheaper].find((b) => b && others(b.asked) === others(p.knobs));
    return base ? { ...p, base: base.result } : null;
  };
  const start = (bar, wish) => {
    wish.knobs = knobsNow();
    wish.requestedAt = performance.now();
    if (!wish.preview && drawn?.key === JSON.stringify(wish.knobs)) return { promise: Promise.resolve(drawn.result), cancel() {} };
    const p = wish.preview ? partOf(wish) : null;
    if (!p) {
      wish.asked = wish.preview && preview ? preview(wish.knobs) : wish.knobs;
      if (wish.preview) wish.job = ctx.preview(id, wish.asked);
      else if (first)
        wish.job = ctx.stream('sectionFirst', { name: id, knobs: wish.asked, first }, (m) => m.partial && onFirst(m, wish, bar));
      else wish.job = ctx.section(id, wish.asked);
      return wish.job;
    }
    Object.assign(wish, { section: p.section, asked: p.knobs });
    wish.job = ctx.preview(p.section, p.knobs);
    return {
      promise: Promise.all([p.base, wish.job.promise]).then(([base, r]) => p.merge(r, base)),
      cancel: () => wish.job.cancel(),
    };
  };
  // A figure was drawn: remember it as the one on screen (and the full one, or the cheaper one).
  const drew = (r, wish) => {
    if (!wish.preview) drawn = { key: JSON.stringify(wish.knobs), result: r };
    shown = { asked: wish.asked, result: r };
    if (wish.preview && preview && same(wish.asked, preview(wish.knobs))) cheaper = shown;
  };
  // keep: a figure of the settings as they still are (a preview of the position the slider was
  // let go at is drawn while its full figure is computed)
  const keep = (wish) => same(knobsNow(), wish.knobs);
  return { knobsNow, start, drew, cheaperOf, keep };
}
