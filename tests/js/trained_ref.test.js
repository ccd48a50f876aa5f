// trained_ref.test.js — the trained-figure checks of the browser and vitest suites (nearRef with
// TOLERANCE, tests/reference/trained_ref.mjs) can fail: each tolerance accepts PyTorch's own value
// and rejects what the same recipe gives before its first update (trained_ref.txt's key.untrained),
// i.e. the number a page or module that never trained would show.
import { describe, it, expect } from 'vitest';
import { TOLERANCE, nearRef, trainedRef } from '../reference/trained_ref.mjs';

describe('trained-figure tolerances', () => {
  for (const key of Object.keys(TOLERANCE)) {
    it(`${key}: PyTorch's value passes, the untrained model's fails`, () => {
      expect(() => nearRef(trainedRef(key), key)).not.toThrow();
      expect(() => nearRef(trainedRef(`${key}.untrained`), key)).toThrow(key);
    });
  }
  it('a missing key or a NaN fails with a message', () => {
    expect(() => trainedRef('no.such.key')).toThrow('no line');
    expect(() => nearRef(NaN, 'page.scenarios.bn_kaiming.dev')).toThrow('page.scenarios.bn_kaiming.dev');
  });
});
