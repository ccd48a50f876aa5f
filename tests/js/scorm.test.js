// scorm.test.js — the lab's side of a learning platform (web/src/scorm/): finding the platform's
// API up the frames (bounded, another origin's window skipped), what the gradebook gets from the
// progress (status, score, interactions) and the student's work as suspend_data within the
// version's limit, the largest case included: every prediction made many times, every question
// answered many times with long sentences, every exercise judged.
import { describe, it, expect } from 'vitest';
import { findPlatform, connect, MAX_HOPS } from '../../web/src/scorm/platform.js';
import { gradebook, figuresOf, newInteractions, suspendData, readSuspendData, LIMITS, decimal } from '../../web/src/scorm/record.js';
import { timespan } from '../../web/src/scorm/session.js';
import { createProgress } from '../../web/src/teaching/progress.js';
import { memoryStorage } from '../../web/src/state/storage.js';
import { TABS } from '../../web/src/state/state.js';
import { PROMPTS, figurePrompts } from '../../web/src/teaching/prompts.js';
import { QUESTIONS } from '../../web/src/teaching/questions.js';

const api12 = () => ({ LMSInitialize: () => 'true' });
// A chain of windows, the last (the top) holding `api` under `name`; `foreign`: indices whose
// properties throw (another origin).
function chain(n, name, api, foreign = []) {
  const wins = Array.from({ length: n }, () => ({}));
  wins.forEach((w, i) => {
    w.parent = wins[i + 1] ?? w;
    if (foreign.includes(i))
      Object.defineProperty(w, name, {
        get() {
          throw new Error('SecurityError');
        },
      });
  });
  if (api) wins[n - 1][name] = api;
  return wins[0];
}

describe('finding the platform', () => {
  it('up the parents to the API, 1.2 or 2004, a window of another origin skipped; bounded', () => {
    expect(findPlatform(chain(3, 'API', api12()))?.version).toBe('1.2');
    expect(findPlatform(chain(3, 'API_1484_11', { Initialize: () => 'true' }, [1]))?.version).toBe('2004');
    expect(findPlatform(chain(MAX_HOPS + 3, 'API', api12()))).toBe(null);
    expect(findPlatform(chain(2, 'API', { not: 'an API' }))).toBe(null);
    const opened = chain(1, 'x', null);
    opened.top = { opener: chain(2, 'API', api12()) };
    expect(findPlatform(opened)?.version).toBe('1.2');
  });
  it('a refused call reads the error code and is reported once; initialise runs once', () => {
    let inits = 0;
    const failures = [];
    const s = connect(
      { version: '1.2', api: { LMSInitialize: () => String(++inits > 0), LMSSetValue: () => 'false', LMSGetLastError: () => '405' } },
      { onFailure: (f) => failures.push(f) },
    );
    s.init();
    s.init();
    expect([s.set('cmi.core.score.raw', 'x'), s.set('cmi.core.exit', 'y')]).toEqual([false, false]);
    expect([inits, failures]).toEqual([1, [{ call: 'set', element: 'cmi.core.score.raw', code: '405' }]]);
  });
});

describe('a session already initialised, or closed', () => {
  // a 2004 runtime in a state: 'open' (the player initialised it), 'closed' (terminated), or fresh
  function runtime(state) {
    let last = '0';
    const calls = [];
    const api = {
      Initialize: () => ((last = state === 'open' ? '103' : state === 'closed' ? '104' : '0'), String(last === '0')),
      GetValue: (k) => (calls.push(`get ${k}`), (last = state === 'closed' ? '123' : '0'), last === '0' ? 'unknown' : ''),
      SetValue: (k) => (calls.push(`set ${k}`), (last = state === 'closed' ? '132' : '0'), String(last === '0')),
      Commit: () => 'true',
      Terminate: () => (calls.push('terminate'), 'true'),
      GetLastError: () => last,
    };
    return { api, calls };
  }
  it('refused because the player started it: joined, no failure reported, finished at the end', () => {
    const { api, calls } = runtime('open');
    const failures = [];
    const s = connect({ version: '2004', api }, { onFailure: (f) => failures.push(f) });
    expect(s.init()).toBe('joined');
    expect(s.set('cmi.exit', 'suspend')).toBe(true);
    expect(s.finish()).toBe(true);
    expect([failures, calls.at(-1)]).toEqual([[], 'terminate']);
  });
  it('refused because the session was closed (F5 after the page finished it): nothing written, nothing finished', () => {
    const { api, calls } = runtime('closed');
    const failures = [];
    const s = connect({ version: '2004', api }, { onFailure: (f) => failures.push(f) });
    expect(s.init()).toBe('closed');
    expect(s.closed).toEqual({ code: '104' });
    expect([s.set('cmi.suspend_data', ''), s.commit(), s.finish(), s.get('cmi.entry')]).toEqual([false, false, false, '']);
    expect([failures, calls.filter((c) => !c.startsWith('get'))]).toEqual([[], []]);
  });
  it('a fresh session starts', () => {
    expect(connect({ version: '2004', api: runtime('fresh').api }).init()).toBe('started');
  });
});

describe('what the gradebook gets', () => {
  it('incomplete when started, completed when every figure is revealed; passed / failed from the counted exercises', () => {
    const p = createProgress(memoryStorage());
    const figures = figuresOf(['kaiming', 'exercises']);
    expect(figures).toEqual([
      { key: 'kaiming', kind: 'reveal' },
      { key: 'exercises', kind: 'visit' },
    ]);
    const g = () => gradebook(p.get(), p.exercises(), { figures, counted: ['E3'], mastery: 0.8 });
    expect(g()).toEqual({ completion: 'incomplete', success: 'unknown', score: null });
    p.markExercise('e3', 'fail');
    expect(g()).toMatchObject({ success: 'failed', score: 0 });
    p.markExercise('e3', 'pass');
    p.predicted('kaiming', { guess: 'kaiming', live: 'kaiming', close: true });
    p.visited('exercises');
    expect(g()).toEqual({ completion: 'completed', success: 'passed', score: 1 });
  });
  it('one interaction per prediction, try and verdict, each named by its tab and prompt', () => {
    const p = createProgress(memoryStorage());
    const snap = () => ({ p: structuredClone(p.get()), ex: { e3: p.exercise('e3') } });
    const a = snap();
    p.predicted('residual', { guess: 0.000001, live: 0.00002, close: false, far: 1.3 });
    p.answered('q2', 'b', false);
    p.answered('q2', 'a', true);
    p.markExercise('e3', 'pass', { settings: { gain: 5 / 3 } });
    const list = newInteractions(a, snap());
    expect(list.map((x) => [x.id, x.type, x.response, x.result])).toEqual([
      ['residual.predict', 'numeric', '0.000001', 'wrong'],
      ['diagnostics.q2', 'choice', 'b', 'wrong'],
      ['diagnostics.q2', 'choice', 'a', 'correct'],
      ['exercises.e3', 'performance', 'gain=1.666666666667', 'correct'],
    ]);
    expect(newInteractions(snap(), snap())).toEqual([]);
    expect([decimal(1e-6), decimal(-2.5), decimal(Infinity)]).toEqual(['0.000001', '-2.5', '0']);
    expect([timespan(3723450, '1.2'), timespan(3723450, '2004')]).toEqual(['0001:02:03.45', 'PT1H2M3.45S']);
  });
});

describe('suspend_data', () => {
  it("a student who did everything many times stays within 1.2's 4096 characters; the verdicts stay", () => {
    const p = createProgress(memoryStorage());
    const keys = TABS.flatMap((tab) => [...(PROMPTS[tab] ? [tab] : []), ...figurePrompts(tab).map(([k]) => k)]);
    for (let round = 0; round < 30; round++) {
      for (const key of keys) {
        const rec = {
          guess: 3.3 + round,
          live: 3.29,
          close: round % 2 === 0,
          far: 1.1,
          settings: {
            bm: [
              [1, 2, 3, 4],
              [5, 6, 7, 8],
            ],
            seed: round,
          },
        };
        p.predictedCase(key, { ...rec, sketch: Array.from({ length: 40 }, (_, i) => i / 7), sketchSettings: { hs_steps: 1000 } });
      }
      for (const q of QUESTIONS) p.answered(q.id, q.form === 'number' ? 3 + round : q.form === 'choice' ? 'b' : 'x'.repeat(2000), false);
      for (const id of ['e1', 'e2', 'e3', 'e4', 'e5'])
        p.markExercise(id, round % 2 ? 'pass' : 'fail', { settings: { gain: round }, answer: { bad: 3.1, kaiming: 0.4 } });
      TABS.forEach((t) => p.visited(t));
    }
    const ex = Object.fromEntries(['e1', 'e2', 'e3', 'e4', 'e5'].map((id) => [id, p.exercise(id)]));
    const query = `?v=2&tab=ln-matrix&lm=${Array.from({ length: 8 }, () => Array(8).fill('-999999.5').join(',')).join(';')}`;
    const big = { p: p.get(), ex, tab: 'ln-matrix', query };
    expect(JSON.stringify(big).length).toBeGreaterThan(100000);
    const { text, dropped } = suspendData(big, LIMITS['1.2']);
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(dropped).toBeGreaterThan(0);
    const back = readSuspendData(text);
    const again = createProgress(
      memoryStorage({ 'mm.progress': JSON.stringify(back.p), 'mm.progress.exercises': JSON.stringify(back.ex) }),
    );
    expect(Object.keys(again.get().predictions).sort()).toEqual([...keys].sort());
    expect(Object.keys(again.get().questions).sort()).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(again.exercises()).toEqual({ E1: 'pass', E2: 'pass', E3: 'pass', E4: 'pass', E5: 'pass' });
    expect(Object.keys(again.get().visited).length).toBe(TABS.length);
    // 2004's 64000 keep more of it
    expect(suspendData(big, LIMITS['2004']).dropped).toBeLessThan(dropped);
    expect(readSuspendData('{"s":9}')).toMatchObject({ later: true }); // a later release's: left alone
    expect(readSuspendData('{"s":0}')).toBe(null);
    expect(readSuspendData('not json')).toBe(null);
  });
});

// A relaunch's record (suspend_data) as another release or a hand-edited record may hold it: n prompts
// this lab does not have, each with a prediction, a skip, a question and a visit.
function foreignRecord(n) {
  const p = { v: 1, predictions: {}, skipped: {}, visited: { tanh: true }, questions: {} };
  for (let i = 0; i < n; i++) {
    p.predictions[`future-${i}`] = { guess: i, live: i + 1, close: false, at: '2026-12-04T10:00:00.000Z' };
    if (i % 3 === 0) p.skipped[`later-${i}`] = true;
  }
  p.predictions.kaiming = { guess: 'naive', live: 'kaiming', close: false };
  return { s: 1, tab: 'tanh', q: '', p, e: { e2: { verdict: 'pass' } } };
}

describe('suspend_data within the limit whatever it was given', () => {
  for (const [version, n] of [
    ['1.2', 600],
    ['2004', 3000],
  ])
    it(`SCORM ${version}: a relaunch holding ${n} prompts the lab does not have is written back within ${LIMITS[version]}`, () => {
      const given = JSON.stringify(foreignRecord(n));
      expect(given.length).toBeGreaterThan(LIMITS[version]);
      const back = readSuspendData(given);
      const p = createProgress(memoryStorage({ 'mm.progress': JSON.stringify(back.p), 'mm.progress.exercises': JSON.stringify(back.ex) }));
      const { text } = suspendData({ p: p.get(), ex: { e2: p.exercise('e2') }, tab: 'tanh', query: '?v=2&tab=tanh' }, LIMITS[version]);
      expect(text.length).toBeLessThanOrEqual(LIMITS[version]);
      const r = JSON.parse(text);
      expect(Object.keys(r.p.predictions)).toEqual(['kaiming']); // the unknown ones went first
      expect([r.q, r.e.e2.verdict, r.p.visited]).toEqual(['?v=2&tab=tanh', 'pass', { tanh: true }]); // the lab's own all stayed
    });
  it('never past the limit, even when what the lab knows holds more than its steps drop', () => {
    const p = { v: 1, predictions: {}, skipped: {}, visited: {}, questions: {} };
    for (const key of Object.keys(PROMPTS)) p.predictions[key] = { guess: 'g'.repeat(20000), live: 'l'.repeat(20000), close: null };
    for (const q of QUESTIONS) p.questions[q.id] = { answer: 7, attempts: [{ answer: 'y'.repeat(50000), right: null }] };
    for (const limit of [LIMITS['1.2'], LIMITS['2004'], 100]) {
      const { text } = suspendData({ p, ex: {}, tab: 'x'.repeat(10000), query: '' }, limit);
      expect(text.length).toBeLessThanOrEqual(limit);
      expect(readSuspendData(text)).not.toBe(null);
    }
  });
});

describe('a stored record with a key named __proto__', () => {
  it('counts no prediction as revealed and no tab as opened', () => {
    const fake = { guess: 1, live: 1, close: true, kaiming: { guess: 'naive', live: 'kaiming' }, tanh: true };
    const text = `{"v":1,"predictions":{"__proto__":${JSON.stringify(fake)}},"skipped":{},"visited":{"__proto__":${JSON.stringify(fake)}},"questions":{"__proto__":{"answer":"x","q2":{"answer":"a"}}}}`;
    for (const raw of [text, JSON.stringify({ s: 1, p: JSON.parse(text), e: {} })]) {
      const stored = raw.startsWith('{"s"') ? JSON.stringify(readSuspendData(raw).p) : raw;
      const p = createProgress(memoryStorage({ 'mm.progress': stored }));
      expect([p.get().predictions.kaiming, p.get().visited.tanh, p.get().questions.q2]).toEqual([undefined, undefined, undefined]);
      const figures = figuresOf(['kaiming', 'tanh']);
      expect(gradebook(p.get(), p.exercises(), { figures, counted: [] }).completion).toBe('incomplete');
      expect(newInteractions({ p: { predictions: {}, questions: {} }, ex: {} }, { p: p.get(), ex: {} })).toEqual([]);
    }
  });
});
