// progress_merge.test.js — the progress record shared by several frames of the lab on one site
// (two demos in one course page, a pinned release beside the latest): each write changes only its
// own entry of the stored record; a later release's record is left as it is; a stored entry of
// another shape is dropped when read, never shown.
import { describe, it, expect } from 'vitest';
import { memoryStorage } from '../../web/src/state/storage.js';
import { createProgress, KEY, EXERCISES_KEY } from '../../web/src/teaching/progress.js';
import { QUESTIONS, questionStatus, attemptsOf } from '../../web/src/teaching/questions.js';

const q = (id) => QUESTIONS.find((x) => x.id === id);

describe('progress that nothing overwrites', () => {
  it('two frames loaded before either wrote: both predictions, both verdicts and both answers stay', () => {
    const st = memoryStorage({});
    const tanh = createProgress(st),
      kaiming = createProgress(st);
    tanh.predicted('tanh', { guess: 80, live: 85, close: true, far: 5, settings: { bad: 5 } });
    kaiming.predicted('kaiming', { guess: 'kaiming', live: 'kaiming', close: true, settings: { k_gain: 1 } });
    tanh.markExercise('e1', 'fail');
    kaiming.markExercise('e3', 'pass', { settings: { gain: 5 / 3 } });
    tanh.answered('q2', 'b', false);
    kaiming.answered('q2', 'a', true);
    kaiming.visited('kaiming');
    const later = createProgress(st);
    expect(Object.keys(later.get().predictions).sort()).toEqual(['kaiming', 'tanh']);
    expect(later.exercises()).toMatchObject({ E1: 'fail', E3: 'pass' });
    expect(later.get().questions.q2.attempts.map((a) => a.answer)).toEqual(['b', 'a']);
    expect(questionStatus(q('q2'), later.get().questions.q2)).toMatchObject({ state: 'right', tries: 2 });
    // and the first frame, writing again, sees the second's work in its own copy
    tanh.visited('tanh');
    expect(Object.keys(tanh.get().predictions).sort()).toEqual(['kaiming', 'tanh']);
  });

  it("a later release's record is left as it is; this page keeps its work in memory and says so", () => {
    const record = JSON.stringify({ v: 2, answers: { q1: 3.3 }, mine: 'a later format' });
    const exercises = JSON.stringify({ e1: { verdict: 'pass', by: 'v2' } });
    const st = memoryStorage({ [KEY]: record, [EXERCISES_KEY]: exercises });
    const p = createProgress(st);
    expect([p.later, p.kept]).toEqual([true, false]);
    p.visited('start');
    p.predicted('start', { guess: 3.3, live: 3.2958, close: true, far: 0.0042 });
    p.markExercise('e2', 'pass');
    p.answered('q1', 3.3, true);
    p.startOver();
    p.visited('tanh');
    expect([st.getItem(KEY), st.getItem(EXERCISES_KEY)]).toEqual([record, exercises]);
    expect(p.get().visited).toEqual({ tanh: true });
  });

  it('stored entries of another shape are dropped when read, the others kept', () => {
    const record = {
      v: 1,
      predictions: {
        tanh: { guess: { x: 1 }, live: 80 },
        start: 'yes',
        kaiming: { guess: 'kaiming', live: 'kaiming', close: true, more: [{ guess: [1] }, { guess: 'naive', close: false }] },
      },
      skipped: { tanh: 'maybe', start: true },
      visited: { start: true, tanh: { a: 1 } },
      questions: {
        q1: { answer: { value: 3 } },
        q2: { answer: 'z', attempts: 'many' },
        q3: { answer: { text: 'x' }, attempts: [{ answer: { a: 1 } }, { answer: 'the rows are normalised', right: null }] },
        q4: 7,
      },
    };
    const p = createProgress(memoryStorage({ [KEY]: JSON.stringify(record) }));
    const d = p.get();
    expect(Object.keys(d.predictions)).toEqual(['kaiming']);
    expect(d.predictions.kaiming.more.map((c) => c.guess)).toEqual(['naive']);
    expect([d.skipped, d.visited]).toEqual([{ start: true }, { start: true }]);
    expect(Object.keys(d.questions).sort()).toEqual(['q2', 'q3']);
    expect(d.questions.q3.answer).toBe('the rows are normalised');
    // q2's 'z' is no choice of q2's: no try to show ("lesson.questions.q2.z" never reaches the page)
    expect(attemptsOf(q('q2'), d.questions.q2)).toEqual([]);
    expect(questionStatus(q('q2'), d.questions.q2)).toEqual({ state: 'none', tries: 0 });
    expect(attemptsOf(q('q3'), d.questions.q3).map((a) => a.answer)).toEqual(['the rows are normalised']);
    expect(attemptsOf(q('q1'), { answer: '3.3' })).toEqual([]);
  });
});
