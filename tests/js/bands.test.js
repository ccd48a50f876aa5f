// bands.test.js — one vocabulary of bands for a quantity's change (the core's lesson/words.hpp band,
// read through words/bands.js): the residual tab's gradient norms and the Kaiming tab's stds are
// judged by the same outer bands, with the thresholds each result carries (r.words), so a rise of more
// than r.words.explodeFactor is exploding on both tabs (issue 42: a 1700-fold rise was "grows" on the
// Kaiming tab and "exploding" on the residual tab), a fall below 1 / r.words.trendFactor vanishing on
// both, and a rise between the tab's own width and the explode factor growing on both.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { setLang, loadLang, int } from '../../web/src/words/i18n.js';
import { TAB_MODULES } from '../../web/src/tabs/index.js';
import { defaults } from '../../web/src/state/state.js';
import { BANDS, bandOf } from '../../web/src/words/bands.js';
import { keysOf, say } from '../../web/src/words/say.js';
import * as kaimingWords from '../../web/src/tabs/kaiming/words.js';
import * as residualWords from '../../web/src/tabs/residual/words.js';

let core;
beforeAll(async () => {
  globalThis.document ??= { documentElement: {} };
  core = await coreWithNames(3000);
  await loadLang('en');
});
afterAll(() => {
  setLang('tr');
  core.dispose();
});

// The band a ratio falls in by the outer thresholds the result carries, and the tab's inner width
// (trend's factor on the residual tab, the hold band of `steps` on the Kaiming tab).
const bandAt = (ratio, inner, words) => {
  if (ratio < 1 / words.trendFactor) return 'vanishing';
  if (ratio > words.explodeFactor) return 'exploding';
  if (ratio < 1 / inner) return 'fading';
  return ratio > inner ? 'growing' : 'stable';
};

describe('one vocabulary of bands', () => {
  it('reads both tabs’ verdicts as the same five bands', () => {
    expect(BANDS).toEqual(['vanishing', 'fading', 'stable', 'growing', 'exploding']);
    expect(['vanishes', 'fades', 'holds', 'grows', 'explodes'].map(bandOf)).toEqual(BANDS); // Kaiming's, a stack's verbs
    expect(['vanishing', 'stable', 'growing', 'exploding'].map(bandOf)).toEqual(['vanishing', 'stable', 'growing', 'exploding']); // the residual's
    expect(bandOf('undefined')).toBe('undefined');
    expect(bandOf('toString')).toBe('undefined');
  });

  it('the Kaiming tab’s stds and the residual tab’s norms fall in the band of their ratio, by the same thresholds', () => {
    const seen = { kaiming: new Set(), residual: new Set() };
    const wrong = [];
    for (const k_act of ['tanh', 'relu'])
      for (const k_gain of [0.25, 0.5, 1, 5 / 3, Math.SQRT2, 2, 2.8, 3])
        for (const k_layers of [3, 7, 12])
          for (const seed of [0, 1]) {
            const s = { ...defaults(), k_act, k_gain, k_layers, seed };
            const r = core.section('kaiming', TAB_MODULES.kaiming.knobs(s));
            for (const stack of ['naive', 'kaiming']) {
              const std = r[stack].std;
              if (std.length < 2) continue;
              const steps = std.length - 1;
              const got = bandOf(r[stack].hold);
              const want = bandAt(std[steps] / std[0], r.words.holdBand ** Math.sqrt(steps), r.words);
              seen.kaiming.add(got);
              if (got !== want) wrong.push(`kaiming ${k_act} ${k_gain} ${k_layers} ${seed} ${stack}: ${r[stack].hold}, band ${want}`);
            }
          }
    for (const r_std of [0.01, 0.05, 0.2, 0.5, 0.8, 1, 2]) {
      const s = { ...defaults(), r_std };
      const r = core.section('residual', TAB_MODULES.residual.knobs(s));
      const a = r.depths[0],
        b = r.depths[r.depths.length - 1];
      for (const [stack, trend] of [
        ['plain', r.plainTrend],
        ['residual', r.residualTrend],
      ]) {
        const got = bandOf(trend);
        const want = b[stack] === 0 ? 'vanishing' : bandAt(b[stack] / a[stack], r.words.trendFactor, r.words);
        seen.residual.add(got);
        if (got !== want) wrong.push(`residual ${r_std} ${stack}: ${trend}, band ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    // the sweep reaches the outer bands on both tabs
    for (const tab of ['kaiming', 'residual']) for (const band of ['vanishing', 'exploding']) expect(seen[tab], tab).toContain(band);
    expect(seen.kaiming).toContain('growing');
    expect(seen.residual).toContain('growing');
  });

  it('a more-than-1000-fold rise is exploding on both tabs, and each says the same factor', () => {
    setLang('en');
    // ReLU at gain 3, 12 layers, seed 1: the second stack's std rises more than 1000-fold
    const s = { ...defaults(), k_act: 'relu', k_gain: 3, k_layers: 12, seed: 1 };
    const k = core.section('kaiming', TAB_MODULES.kaiming.knobs(s));
    const std = k.kaiming.std;
    expect(std[std.length - 1] / std[0]).toBeGreaterThan(k.words.explodeFactor);
    expect(k.kaiming.hold).toBe('explodes');
    const kSaid = kaimingWords.hold(k, 'kaiming');
    expect(keysOf(kSaid)).toContain('kaiming.hold.kaiming.explodes');
    // the residual tab's plain stack at weight std 0.8 rises more than 1000-fold too
    const rs = core.section('residual', TAB_MODULES.residual.knobs({ ...defaults(), r_std: 0.8 }));
    expect(rs.depths[rs.depths.length - 1].plain / rs.depths[0].plain).toBeGreaterThan(rs.words.explodeFactor);
    expect(rs.plainTrend).toBe('exploding');
    const rSaid = residualWords.reading(rs);
    expect(keysOf(rSaid)).toContain('residual.trend.exploding');
    // one factor, carried by both results, quoted by both sentences
    expect(k.words.explodeFactor).toBe(rs.words.explodeFactor);
    expect(say(kSaid)).toContain(int(k.words.explodeFactor));
    expect(say(rSaid)).toContain(int(rs.words.explodeFactor));
  });
});
