// claims/grid.js — the settings the claims test renders every tab at: the text's own, each control's
// ends and middle (the others at the text's), every choice, and seeded random points over all the
// controls at once. Not a test file.
import { defaults, field } from '../../../web/src/state/state.js';

// A small seeded generator (mulberry32): the same grid on every run, a new one by changing SEED.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The range a student can reach for one control: the slider's, widened to what the link accepts
// (state.js), as far as both say; a control with neither has its text value and its steps only.
function reach(spec) {
  const f = field(spec.name);
  // an open end (the gain's (0, 10]) is tried just inside it
  const linkMin = f?.min === undefined ? Infinity : f.minOpen ? f.min + 1e-3 : f.min;
  const lo = Math.min(spec.slider?.min ?? Infinity, linkMin);
  const hi = Math.max(spec.slider?.max ?? -Infinity, f?.max ?? -Infinity);
  return Number.isFinite(lo) && Number.isFinite(hi) ? { lo, hi, log: !!spec.slider?.log || lo > 0 } : null;
}

const middle = ({ lo, hi, log }) => (log ? Math.sqrt(lo * hi) : (lo + hi) / 2);
const at = ({ lo, hi, log }, u) => (log ? lo * (hi / lo) ** u : lo + (hi - lo) * u);
const asType = (name, v) => (field(name)?.type === 'int' ? Math.round(v) : v);

// `extra`: { name: [values] } the text names (the Kaiming gains 1, √2, 5/3) beside the ends.
// `seeds`: seeds tried beside the text's. -> [{ ...settings }]
export function gridFor(specs, { extra = {}, random = 8, seed = 1, seeds = [1, 12345] } = {}) {
  const text = defaults();
  const points = [{ ...text }];
  for (const spec of specs) {
    const f = field(spec.name);
    if (spec.name === 'seed') {
      for (const s of seeds) points.push({ ...text, seed: s });
      continue;
    }
    if (f?.type === 'enum') {
      for (const v of f.values) if (v !== text[spec.name]) points.push({ ...text, [spec.name]: v });
      continue;
    }
    const r = reach(spec);
    const values = [...(r ? [r.lo, middle(r), r.hi] : []), ...(extra[spec.name] ?? [])];
    for (const v of values) points.push({ ...text, [spec.name]: asType(spec.name, v) });
  }
  // every choice crossed with each numeric control's ends (ReLU at the smallest and largest gain)
  for (const spec of specs.filter((s) => field(s.name)?.type === 'enum'))
    for (const v of field(spec.name).values)
      for (const other of specs) {
        const r = other.name !== spec.name && other.name !== 'seed' && reach(other);
        if (!r) continue;
        for (const x of [r.lo, r.hi, ...(extra[other.name] ?? [])])
          points.push({ ...text, [spec.name]: v, [other.name]: asType(other.name, x) });
      }
  const u = rng(seed);
  for (let i = 0; i < random; i++) {
    const p = { ...text, seed: Math.floor(u() * 2 ** 31) };
    for (const spec of specs) {
      const f = field(spec.name);
      if (spec.name === 'seed') continue;
      if (f?.type === 'enum') p[spec.name] = f.values[Math.floor(u() * f.values.length)];
      else {
        const r = reach(spec);
        if (r) p[spec.name] = asType(spec.name, at(r, u()));
      }
    }
    points.push(p);
  }
  return points;
}
