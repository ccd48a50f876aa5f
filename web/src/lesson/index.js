// lesson/index.js — the lesson around the tabs: on a mounted tab its prediction prompt (predict.js)
// and its "try this" list (guide.js); beside the panel the lesson map and the check questions
// (map.js, questions.js) and, for a first-time visitor, one sentence saying where to start. The tabs
// report their results through ctx.report(); main.js calls attach() on every mount and aside() on
// every shell. Leaves out: the exercises (they write their verdicts to the progress store).
import './lesson.css';
import { predictBox } from './predict.js';
import { predictMode, PROMPTS } from './prompts.js';
import { createProgress } from './progress.js';

export const progress = createProgress();

// On a tab just mounted in `body`: its prompt first. -> { result(r), ready(), dispose() }
export function attachLesson(id, body, ctx) {
  const s = ctx.state;
  progress.visited(id);
  const mode = predictMode(s.predict);
  const box = mode === 'off' || !PROMPTS[id] ? null : predictBox(id, body, () => ctx.state, progress, mode);
  if (box) body.prepend(box.el);
  return {
    result(r) { box?.result(r); },
    ready() {},
    dispose() { box?.dispose(); },
  };
}
