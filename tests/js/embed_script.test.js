// embed_script.test.js — public/embed.js, the script a course page loads to turn
// <div data-makemore-lab="…"> into a sized demo frame: its list of demos is the page's own.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { TABS } from '../../web/src/state/state.js';

describe('public/embed.js', () => {
  it("knows exactly the page's tabs", () => {
    const src = readFileSync(new URL('../../public/embed.js', import.meta.url), 'utf8');
    const list = JSON.parse(/var TABS = (\[[^\]]*\])/.exec(src)[1].replace(/'/g, '"'));
    expect(list).toEqual(TABS);
  });
});
