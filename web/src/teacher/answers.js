// teacher/answers.js — the core's answers to a lesson's prediction prompts at the lesson's settings,
// computed as each tab computes them (its section and knobs, tabs/index.js) and read by the prompt's
// own live() (teaching/prompts.js): never a stored number. The diagnostics prompt needs four
// trainings of minutes each: it is left to its tab (skipped).
import { TAB_MODULES } from '../tabs/index.js';
import { PROMPTS } from '../teaching/prompts.js';
import { promptTab } from './lesson.js';

export const TRAINED = new Set(['diagnostics']); // tabs whose answer is a training the sheets do not run

// keys: prompt keys; state: the lesson's settings (state.js); worker: the page's (section(name, knobs)
// -> Job). -> Promise<Map key -> { live, result } | { skipped: true } | { error: message }>
export async function coreAnswers(keys, state, worker) {
  const asked = new Map(); // tab -> its result's promise (one request per tab)
  const out = new Map();
  for (const key of keys) {
    const tab = promptTab(key);
    if (TRAINED.has(tab)) {
      out.set(key, { skipped: true });
      continue;
    }
    if (!asked.has(tab)) {
      const def = TAB_MODULES[tab];
      asked.set(tab, worker.section(def.section ?? tab, def.knobs(state)).promise);
    }
    try {
      const result = await asked.get(tab);
      const live = PROMPTS[key].live(result, state);
      out.set(key, live === undefined ? { error: 'no value' } : { live, result });
    } catch (e) {
      out.set(key, { error: e?.message ?? String(e) });
    }
  }
  return out;
}
