// progress_text.test.js — ui.js progressText(), the words of every progress bar (the diagnostics
// tab's four runs, the playground, a long figure): the steps done of all, the rate once one has
// come, and about how long the rest takes at that rate, the seconds rounded up; in Turkish and in
// English, with each language's thousands sign.
import { describe, it, expect, afterAll } from 'vitest';
import { progressText } from '../../web/src/view/ui.js';
import { setLang, loadLang } from '../../web/src/words/i18n.js';

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
