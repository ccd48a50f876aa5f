// storage.test.js — the page's storage (web/src/state/storage.js) where the browser refuses it: reading
// localStorage throws (a frame of another site, a sandboxed frame), or a write fails (quota). The
// page then works from memory and `kept` turns false, once; the progress store on top never throws.
import { describe, it, expect } from 'vitest';
import { openStorage, memoryStorage } from '../../web/src/state/storage.js';
import { createProgress } from '../../web/src/teaching/progress.js';

const securityError = () => {
  throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
};

describe('storage.js', () => {
  it('a storage that throws on access: the page works from memory and keeps nothing', () => {
    const s = openStorage(securityError);
    expect(s.kept).toBe(false);
    expect(s.setItem('a', '1')).toBe(false);
    expect(s.getItem('a')).toBe('1');
    s.removeItem('a');
    expect(s.getItem('a')).toBeNull();
    const p = createProgress(s);
    expect(p.kept).toBe(false);
    p.visited('start');
    p.markExercise('e1', 'pass');
    expect([p.get().visited.start, p.exercises().E1]).toEqual([true, 'pass']);
  });

  it('a storage whose probe write throws counts as refused', () => {
    const s = openStorage(() => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
      removeItem() {},
    }));
    expect(s.kept).toBe(false);
  });

  it('a full storage: the value stays in memory, kept turns false once, and a value the page can drop is dropped', () => {
    const real = memoryStorage();
    let full = false;
    const s = openStorage(() => ({
      ...real,
      setItem: (k, v) => {
        if (full && k !== 'makemore-lab:probe') throw new Error('QuotaExceededError');
        real.setItem(k, v);
      },
    }));
    let lost = 0;
    s.onLost(() => {
      lost++;
    });
    expect([s.kept, s.setItem('a', '1')]).toEqual([true, true]);
    full = true;
    expect(s.setItem('big', 'x'.repeat(10), { hold: false })).toBe(false);
    expect([s.getItem('big'), s.kept, lost]).toEqual([null, true, 0]);
    expect(s.setItem('a', '2')).toBe(false);
    expect([s.getItem('a'), s.kept, lost]).toEqual(['2', false, 1]);
    s.setItem('b', '3');
    expect(lost).toBe(1);
  });

  it('a working storage is used as it is', () => {
    const real = memoryStorage({ k: 'v' });
    const s = openStorage(() => real);
    expect([s.kept, s.getItem('k')]).toEqual([true, 'v']);
    s.setItem('n', '1');
    expect(real.getItem('n')).toBe('1');
  });
});
