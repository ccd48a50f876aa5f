// lecture_differs.test.js — the note under a tab's comparison table names the settings the
// lecture's printed values were computed with, written as the text writes them (5/3, not 1.6667).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setLang, loadLang } from '../../web/src/words/i18n.js';
import { defaults } from '../../web/src/state/state.js';

let lectureDiffers;
beforeAll(async () => {
  globalThis.document ??= { documentElement: {} };
  ({ lectureDiffers } = await import('../../web/src/tabs/common.js'));
  return loadLang('en');
});
afterAll(() => setLang('tr'));

const specs = [
  { name: 'k_gain', label: 'slider.kaimingGain' },
  { name: 'k_layers', label: 'kaiming.layers' },
];
const note = (state) => lectureDiffers({ state: { ...defaults(), ...state }, names: { shipped: true } }, specs);

describe('lectureDiffers', () => {
  it('names a setting carried from another tab with its value here and the text’s (a seed as the name it is)', () => {
    setLang('en');
    const seed = lectureDiffers(
      { state: { ...defaults(), seed: 12345 }, names: { shipped: true } },
      [{ name: 'seed', label: 'common.seed' }],
      {
        button: true,
      },
    );
    expect(seed).toContain('seed: 12345 here, the text’s 2147483647');
    expect(seed).toContain('The button below puts the text’s settings back.');
    setLang('tr');
    expect(
      lectureDiffers({ state: { ...defaults(), seed: 12345 }, names: { shipped: true } }, [{ name: 'seed', label: 'common.seed' }]),
    ).toContain('tohum (seed): burada 12345, metninki 2147483647');
  });
  it('names the lecture’s gain as the text writes it', () => {
    setLang('en');
    expect(note({ k_gain: 1.2 })).toContain('5/3');
    expect(note({ k_gain: 1.2 })).not.toContain('1.667');
    setLang('tr');
    expect(note({ k_gain: 1.2 })).toContain('5/3');
  });
  it('says nothing at the lecture’s settings, and a plain number for another setting', () => {
    setLang('en');
    expect(note({})).toBe('');
    expect(note({ k_layers: 4 })).toContain('Linear layers: 4 here, the text’s 6.');
  });
});
