// store.test.js — the page's one state module (web/src/state/store.js): settings are checked as a link's
// values are and written to the URL, the other slices are replaced whole without touching the URL,
// every change reaches the subscribers with the state before it, and a snapshot never changes.
import { describe, it, expect } from 'vitest';
import { createStore, initialState } from '../../web/src/state/store.js';
import { defaults, serialize } from '../../web/src/state/state.js';

function setup() {
  const urls = [];
  const store = createStore(initialState(defaults(), []), { writeUrl: (q) => urls.push(q) });
  return { store, urls };
}

describe('store', () => {
  it('starts from the parsed settings with empty slices', () => {
    const { store } = setup();
    expect(store.get()).toMatchObject({ settings: defaults(), notes: [], names: null, namesNote: null, recipe: null, limits: null });
    expect(store.get().worker).toEqual({ note: null, diedAt: -Infinity });
  });

  it('set() merges settings, checks each value like the URL would, and writes the URL', () => {
    const { store, urls } = setup();
    store.set({ settings: { pg_width: 5000, pg_lr: 0, bn_bad: 4 } });
    const s = store.get().settings;
    expect(s.pg_width).toBe(1024); // clamped to the core's n_hidden range
    expect(s.pg_lr).toBe(0.1); // lr is in (0, 10]: the default
    expect(s.bn_bad).toBe(4);
    expect(s.seed).toBe(defaults().seed); // untouched settings stay
    expect(urls).toEqual([serialize(s)]);
    expect(urls[0]).toBe('?v=2&bn_bad=4&pg_width=1024'); // the link format's version first
  });

  it('an unknown setting is an error, and changes nothing', () => {
    const { store, urls } = setup();
    const before = store.get();
    expect(() => store.set({ settings: { nope: 1 } })).toThrow('unknown setting: nope');
    expect(store.get()).toBe(before);
    expect(urls).toEqual([]);
  });

  it('other slices are replaced whole and leave the URL alone', () => {
    const { store, urls } = setup();
    store.set({ names: { label: 'a.txt', count: 3, vocabSize: 5, alphabet: '.abc' } });
    store.set({ recipe: { seed: 1 } });
    expect(store.get().names.label).toBe('a.txt');
    expect(store.get().recipe).toEqual({ seed: 1 });
    expect(urls).toEqual([]);
  });

  it('subscribers see every change with the state before it, until they unsubscribe', () => {
    const { store } = setup();
    const seen = [];
    const off = store.subscribe((state, before) => seen.push([before.settings.tab, state.settings.tab]));
    store.set({ settings: { tab: 'tanh' } });
    store.set({ settings: { tab: 'residual' } });
    off();
    store.set({ settings: { tab: 'start' } });
    expect(seen).toEqual([
      ['start', 'tanh'],
      ['tanh', 'residual'],
    ]);
  });

  it('a snapshot is never changed by a later set()', () => {
    const { store } = setup();
    const first = store.get();
    store.set({ settings: { seed: 7 }, notes: [{ name: 'x', kind: 'unknown' }] });
    expect(first.settings.seed).toBe(defaults().seed);
    expect(first.notes).toEqual([]);
    expect(store.get().settings).not.toBe(first.settings);
    expect(store.get().settings.seed).toBe(7);
  });
});
