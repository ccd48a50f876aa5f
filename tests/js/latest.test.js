// latest.test.js — "latest wins, stale dropped" (web/src/compute/latest.js): while one computation runs,
// asks are merged into one, sent when it ends; a result that is out of date is never drawn; the
// slider's scale (ui.js sliderScale) lands on its ends and keeps 3 significant digits.
import { describe, it, expect } from 'vitest';
import { latestWins } from '../../web/src/compute/latest.js';
import { sliderScale, SLIDER_STEPS } from '../../web/src/view/ui.js';

// A fake worker: each start() is a job the test settles by hand.
function fakeStarts() {
  const jobs = [];
  const start = (wish) => {
    let resolve, reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const job = {
      wish,
      promise,
      resolve,
      reject,
      cancelled: false,
      cancel() {
        job.cancelled = true;
        reject(Object.assign(new Error('x'), { name: 'CancelledError' }));
      },
    };
    jobs.push(job);
    return job;
  };
  return { jobs, start };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('latestWins', () => {
  it('sends one request at a time and, after a burst of asks, only the newest', async () => {
    const { jobs, start } = fakeStarts();
    const drawn = [];
    const runner = latestWins(start, (wish, out) => drawn.push([wish.v, out.result]));
    runner.want({ v: 1 });
    for (let v = 2; v <= 30; v++) runner.want({ v }); // a fast drag while the first is computed
    expect(jobs.map((j) => j.wish.v)).toEqual([1]);
    jobs[0].resolve('r1');
    await tick();
    expect(drawn).toEqual([]); // stale: dropped, never drawn
    expect(jobs.map((j) => j.wish.v)).toEqual([1, 30]); // the last position, not 2..29
    jobs[1].resolve('r30');
    await tick();
    expect(drawn).toEqual([[30, 'r30']]);
    expect(runner.busy).toBe(false);
  });
  it('draws an answer that is still the newest, and an error too', async () => {
    const { jobs, start } = fakeStarts();
    const seen = [];
    const runner = latestWins(start, (wish, out) => seen.push(out.error?.message ?? out.result));
    runner.want({});
    jobs[0].reject(new Error('refused'));
    await tick();
    runner.want({});
    jobs[1].resolve('ok');
    await tick();
    expect(seen).toEqual(['refused', 'ok']);
  });
  it('cancel() drops the answer in flight and every ask; stop() settles with the CancelledError', async () => {
    const { jobs, start } = fakeStarts();
    const seen = [];
    const runner = latestWins(start, (wish, out) => seen.push(out.error?.name ?? out.result));
    runner.want({});
    runner.want({});
    runner.cancel();
    await tick();
    expect(jobs).toHaveLength(1);
    expect(seen).toEqual([]);
    runner.want({});
    runner.stop();
    await tick();
    expect(seen).toEqual(['CancelledError']);
  });
});

describe('sliderScale', () => {
  it('linear and log scales reach both ends and invert each other to 3 digits', () => {
    const lin = sliderScale({ min: 0.1, max: 10 });
    expect(lin.fromPos(0)).toBe(0.1);
    expect(lin.fromPos(SLIDER_STEPS)).toBe(10);
    expect(lin.toPos(5)).toBe(Math.round((4.9 / 9.9) * SLIDER_STEPS));
    const log = sliderScale({ min: 0.001, max: 10, log: true });
    expect(log.fromPos(0)).toBe(0.001);
    expect(log.fromPos(SLIDER_STEPS)).toBe(10);
    expect(log.toPos(0.1)).toBe(SLIDER_STEPS / 2);
    expect(log.fromPos(SLIDER_STEPS / 2)).toBe(0.1);
    expect(log.toPos(100)).toBe(SLIDER_STEPS); // a typed value past the track pins the thumb at its end
  });
});

describe('latestWins keep', () => {
  it('draws an answer that keep() says still holds, then the newer one', async () => {
    const { jobs, start } = fakeStarts();
    const drawn = [];
    const runner = latestWins(start, (wish) => drawn.push(wish.v), { keep: (wish) => wish.preview });
    runner.want({ v: 'preview', preview: true });
    runner.want({ v: 'full' }); // let go at the same position
    jobs[0].resolve();
    await tick();
    expect(drawn).toEqual(['preview']);
    jobs[1].resolve();
    await tick();
    expect(drawn).toEqual(['preview', 'full']);
  });
});
