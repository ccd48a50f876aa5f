// events.test.js — an embedded demo's opt-in events (web/src/app/events.js): what the progress store's
// changes become (revealed, predicted, answered, exercise), each sent once, with the schema version,
// to the origin the link named and to no other; no origin, or no parent page: nothing is sent.
import { describe, it, expect } from 'vitest';
import { startEvents, EVENT, EVENT_VERSION } from '../../web/src/app/events.js';
import { createProgress } from '../../web/src/teaching/progress.js';
import { memoryStorage } from '../../web/src/state/storage.js';
import { parse } from '../../web/src/state/state.js';

// A window whose parent records what it is sent.
function frameWindow() {
  const sent = [];
  const win = {};
  win.parent = { postMessage: (msg, origin) => sent.push({ msg, origin }) };
  return { win, sent };
}

describe('events', () => {
  it('ready once, then one event per change, to the named origin only, with the schema version', () => {
    const progress = createProgress(memoryStorage());
    const { win, sent } = frameWindow();
    const ev = startEvents({ origin: 'https://course.example.org', demo: 'tanh', progress, win });
    ev.ready();
    ev.ready();
    progress.predicted('tanh', { guess: 80, live: 85.2, close: true, far: 5.2, settings: { bad: 5 } });
    progress.skipped('bn-bias');
    progress.answered('q2', 'b', false);
    progress.markExercise('e3', 'pass');
    progress.visited('tanh');
    expect(sent.map((s) => s.msg.event)).toEqual(['ready', 'revealed', 'predicted', 'revealed', 'answered', 'exercise']);
    expect(
      sent.every(
        (s) => s.origin === 'https://course.example.org' && s.msg.type === EVENT && s.msg.v === EVENT_VERSION && s.msg.demo === 'tanh',
      ),
    ).toBe(true);
    expect(sent[2].msg.data).toEqual({ prompt: 'tanh', guess: 80, live: 85.2, close: true, settings: { bad: 5 } });
    expect(sent[3].msg.data).toEqual({ figure: 'bn-bias', skipped: true });
    expect(sent[4].msg.data).toEqual({ question: 'q2', answer: 'b', right: false });
    expect(sent[5].msg.data).toEqual({ exercise: 'e3', verdict: 'pass' });
  });
  it('two frames on one storage (two demos, or a demo and a whole-lab tab of one site): each sends its own work only, once', () => {
    const shared = memoryStorage();
    const a = createProgress(shared),
      b = createProgress(shared),
      lab = createProgress(shared);
    const fa = frameWindow(),
      fb = frameWindow();
    startEvents({ origin: 'https://x.example', demo: 'kaiming', progress: a, win: fa.win });
    startEvents({ origin: 'https://x.example', demo: 'bn-matrix', progress: b, win: fb.win });
    a.predicted('kaiming', { guess: 'kaiming', live: 'kaiming', close: true });
    b.refresh(); // the storage event of a's write
    b.predicted('bn-matrix', { guess: 'cols', live: 'cols', close: true }); // b's update reads a's work first
    lab.answered('q2', 'a', true); // the whole-lab tab
    lab.markExercise('e3', 'pass');
    a.refresh();
    b.refresh();
    a.answered('q1', 'b', false); // a's next change, after the lab's exercise it read
    b.markExercise('e1', 'fail');
    const line = (f) => f.sent.map((s) => `${s.msg.demo}:${s.msg.event}:${Object.values(s.msg.data)[0]}`).join(' ');
    expect(line(fa)).toBe('kaiming:revealed:kaiming kaiming:predicted:kaiming kaiming:answered:q1');
    expect(line(fb)).toBe('bn-matrix:revealed:bn-matrix bn-matrix:predicted:bn-matrix bn-matrix:exercise:e1');
  });
  it('no origin named, or no page around the demo: nothing is sent', () => {
    const progress = createProgress(memoryStorage());
    const { win, sent } = frameWindow();
    expect(startEvents({ origin: '', demo: 'tanh', progress, win })).toBe(null);
    const top = {};
    top.parent = top;
    expect(startEvents({ origin: 'https://course.example.org', demo: 'tanh', progress, win: top })).toBe(null);
    progress.skipped('tanh');
    expect(sent).toEqual([]);
  });
  it("the link's events= takes an origin and nothing else", () => {
    for (const bad of [
      '*',
      'course.example.org',
      'https://course.example.org/',
      'https://course.example.org/page',
      'javascript:alert(1)',
      'ftp://x.example',
    ])
      expect(parse(`?events=${encodeURIComponent(bad)}`).state.events).toBe('');
    expect(parse('?events=https%3A%2F%2Fcourse.example.org%3A8443').state.events).toBe('https://course.example.org:8443');
  });
});
