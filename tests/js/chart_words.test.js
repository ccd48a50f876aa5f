// chart_words.test.js — a chart's words for a screen reader (view/chart_words.js) say what its rows
// hold: a series with no value yet (a run not started) is "no points yet", not "no finite value",
// which is kept for a series whose values are infinite or not a number (a run that diverged).
import { describe, it, expect } from 'vitest';
import { describeLines, describeBars } from '../../web/src/view/chart_words.js';
import { setLang, loadLang } from '../../web/src/words/i18n.js';

describe('a chart with nothing finite to read', () => {
  it('says no points yet before a run, no finite value after a diverged one, in each language', async () => {
    await loadLang('en');
    setLang('en');
    const cols = ['step', 'minibatch loss', 'train'];
    expect(describeLines(cols, [[0, null, 3.29]])).toMatch(/^minibatch loss: no points yet\. /);
    expect(
      describeLines(cols, [
        [0, NaN, 3.29],
        [1, Infinity, 3.3],
      ]),
    ).toMatch(/^minibatch loss: no finite value\. /);
    expect(describeBars(['x', 'count'], [])).toBe('count: no points yet.');
    setLang('tr');
    expect(describeLines(cols, [[0, null, 3.29]])).toMatch(/^minibatch loss: henüz nokta yok\. /);
    expect(describeLines(cols, [[0, NaN, 3.29]])).toMatch(/^minibatch loss: sonlu değer yok\. /);
  });

  it('counts its points as it writes the numbers beside them (2,000 beside step 2,000)', async () => {
    await loadLang('en');
    setLang('en');
    const rows = Array.from({ length: 2000 }, (_, i) => [i + 1, 3 - i / 1000]);
    expect(describeLines(['step', 'loss'], rows)).toMatch(/at step 2,000 \(2,000 points;/);
    expect(describeBars(['x', 'count'], rows)).toMatch(/^count: 2,000 bars;/);
    setLang('tr');
    expect(describeLines(['step', 'loss'], rows)).toMatch(/\(2\.000 nokta;/);
  });
});
