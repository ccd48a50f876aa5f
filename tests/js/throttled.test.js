// throttled.test.js — ui.js throttled(), which draws streamed data (the playground's and the
// diagnostics tab's curves, every progress bar) at most every `ms` ms: the first call draws at once,
// the calls inside an interval become one drawing at its end, now() draws at once and cancel()
// drops the drawing that waits. Fake timers and a fake clock; no DOM.
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { throttled } from '../../web/src/view/ui.js';

describe('throttled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the first call at once and the calls inside an interval once, at its end', () => {
    const draw = vi.fn();
    const d = throttled(draw, 250);
    d.soon();
    expect(draw).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(20);
      d.soon();
    }
    expect(draw).toHaveBeenCalledTimes(1); // 200 ms in: still waiting
    vi.advanceTimersByTime(49);
    expect(draw).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(draw).toHaveBeenCalledTimes(2); // at 250 ms, once for the ten calls
    vi.advanceTimersByTime(1000);
    expect(draw).toHaveBeenCalledTimes(2); // nothing more was asked
    d.soon();
    expect(draw).toHaveBeenCalledTimes(3); // a call after a quiet interval draws at once
  });

  it('now() draws at once and drops the waiting drawing; cancel() drops it too', () => {
    const draw = vi.fn();
    const d = throttled(draw, 250);
    d.soon();
    d.soon(); // waits
    d.now();
    expect(draw).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(draw).toHaveBeenCalledTimes(2);
    d.soon(); // long after: at once
    d.soon(); // waits
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(draw).toHaveBeenCalledTimes(3);
  });
});
