// ghosts.js — "compare runs": the playground keeps the last few runs' dev curves as faint ghosts
// under the current one, each labelled by what differed from the current settings ("lr 10 (now
// 0.1)", "BatchNorm → none"), so one change's effect is seen at a glance. Pure: the list is plain
// data the store keeps for the page's lifetime (never in a link, never stored); the words come in
// through `word` so vitest can check the labels without the locale files.

export const MAX_GHOSTS = 3;

// The settings a ghost is compared on, in the controls' order (the module's PlaygroundConfig fields).
export const GHOST_FIELDS = ['nLayer', 'nHidden', 'norm', 'gain', 'badInit', 'fixOutput', 'lr', 'schedule', 'batchSize', 'steps', 'seed'];

// A finished or paused run -> the ghost list with it in front (newest first), at most `max` long.
// run: { config, dev: [[step, loss], ...], step }. A run that took no step leaves the list alone.
export function pushGhost(ghosts, run, max = MAX_GHOSTS) {
  if (!run || !(run.step > 0) || !run.dev?.length) return ghosts;
  const ghost = { config: { ...run.config }, dev: run.dev.map(([x, y]) => [x, y]), step: run.step };
  return [ghost, ...ghosts].slice(0, max);
}

// The fields whose values differ between a ghost's config and the current one.
export function differences(ghostConfig, currentConfig) {
  return GHOST_FIELDS.filter((f) => ghostConfig[f] !== currentConfig[f]);
}

// A ghost's label. word(field, value) -> how the page writes that setting with that value
// ("lr 10", "BatchNorm", "output fix off"); phrase(kind, vars) -> the sentence around it:
// phrase('diff', { was, now }) for one field, phrase('same') when nothing differs,
// phrase('label', { what }) around the joined differences.
export function ghostLabel(ghost, currentConfig, word, phrase) {
  const diffs = differences(ghost.config, currentConfig);
  if (!diffs.length) return phrase('label', { what: phrase('same') });
  const parts = diffs.map((f) => phrase('diff', { was: word(f, ghost.config[f]), now: word(f, currentConfig[f]) }));
  return phrase('label', { what: parts.join('; ') });
}
