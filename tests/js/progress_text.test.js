// progress_text.test.js — ui.js progressText(), the words of every progress bar (the diagnostics
// tab's four runs, the playground, a long figure): the steps done of all, the rate once one has
// come, and about how long the rest takes at that rate, the seconds rounded up; in Turkish and in
// English, with each language's thousands sign. And recentRate(), the rate those words use: the
// last few seconds' steps, not the run's average since its start.
import { describe, it, expect, afterAll } from 'vitest';
import { progressText, recentRate } from '../../web/src/ui.js';
import { setLang, loadLang } from '../../web/src/i18n.js';

describe('progressText', () => {
  afterAll(() => setLang('tr'));

  it('says the steps, the rate and the seconds left at that rate, rounded up (Turkish)', () => {
    setLang('tr');
    // (80000 - 4850) / 2035 = 36.93 s
    expect(progressText(4850, 80000, 2035)).toBe('4.850 / 80.000 adım · 2.035 adım/sn · yaklaşık 37 sn kaldı');
    // half done at a slower rate: 40 s exactly stays 40
    expect(progressText(40000, 80000, 1000)).toBe('40.000 / 80.000 adım · 1.000 adım/sn · yaklaşık 40 sn kaldı');
  });

  it('says no time left before a rate has come, nor once every step is done', () => {
    setLang('tr');
    expect(progressText(0, 80000, 0)).toBe('0 / 80.000 adım · – adım/sn');
    expect(progressText(80000, 80000, 2100)).toBe('80.000 / 80.000 adım · 2.100 adım/sn');
  });

  it('says the same in English', async () => {
    await loadLang('en');
    setLang('en');
    expect(progressText(4850, 80000, 2035)).toBe('4,850 / 80,000 steps · 2,035 steps/s · about 37 s left');
    expect(progressText(0, 80000, 0)).toBe('0 / 80,000 steps · – steps/s');
  });
});

describe('recentRate', () => {
  it('is the rate of the last few seconds, not the average since the start', () => {
    const r = recentRate(3000, 1000, 2000);
    expect(r.add(0, 0)).toBe(null);
    expect(r.add(500, 0)).toBe(null); // a slow start: a worker still compiling its module
    expect(r.add(1000, 1000)).toBe(1000); // a second of samples: 1000 steps in it
    let rate = null;
    for (let t = 1100; t <= 8000; t += 100) rate = r.add(t, 1000 + (t - 1000) * 3); // then 3000 steps/s
    expect(rate).toBeCloseTo(3000, 6); // the average since the start would be (1000 + 21000) / 8 = 2750
  });

  it('starts again when the step count goes back (a new run) or after a gap (a pause)', () => {
    const r = recentRate(3000, 1000, 2000);
    for (let t = 0; t <= 3000; t += 100) r.add(t, t * 2);
    expect(r.add(3100, 0)).toBe(null); // a new run
    expect(r.add(4100, 500)).toBe(500);
    expect(r.add(9000, 600)).toBe(null); // nothing for 4.9 s: a pause, not a slow rate
    expect(r.add(10000, 2600)).toBe(2000);
    r.reset();
    expect(r.add(10100, 2700)).toBe(null);
  });
});
