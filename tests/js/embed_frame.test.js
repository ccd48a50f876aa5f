// embed_frame.test.js — the script snippet as a course page runs it: the div the snippet box writes
// (web/src/app/embed.js scriptSnippet), turned into a frame by public/embed.js (run here on a small
// stand-in for the page), opens the settings the author copied, in the link format they were written
// in; a height the frame posts is capped before it sizes the frame.
import { describe, it, expect, afterEach } from 'vitest';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { parse } from '../../web/src/state/state.js';
import { scriptSnippet, snippet } from '../../web/src/app/embed.js';

const SCRIPT = readFileSync(new URL('../../public/embed.js', import.meta.url), 'utf8');
const SITE = 'https://lab.example/course/';

// A stand-in element: attributes, children and a style.
function element(attrs = {}) {
  const a = new Map(Object.entries(attrs));
  return {
    style: {},
    contentWindow: {},
    children: [],
    getAttribute: (k) => (a.has(k) ? a.get(k) : null),
    setAttribute: (k, v) => a.set(k, String(v)),
    replaceChildren(...c) {
      this.children = c;
    },
  };
}

// Runs public/embed.js on a page holding one div with `attrs`. -> { frame, message(ev) }
function runScript(attrs) {
  const div = element(attrs);
  const made = [];
  const listeners = {};
  const document = {
    currentScript: { src: `${SITE}embed.js` },
    readyState: 'complete',
    querySelectorAll: () => [div],
    createElement: () => made[made.push(element()) - 1],
    addEventListener() {},
  };
  const window = { addEventListener: (type, fn) => (listeners[type] = fn) };
  vm.runInNewContext(SCRIPT, { window, document, location: { href: 'https://course.example/' }, URL, URLSearchParams, Math });
  return { frame: made[0], message: (ev) => listeners.message(ev) };
}

// The attributes of the snippet's div.
const divAttrs = (html) =>
  Object.fromEntries([...html.matchAll(/ (data-[\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));

afterEach(() => {
  delete globalThis.document;
});

describe('the script snippet', () => {
  it("keeps the link format: the frame opens the copied settings (a 1000-step hockey stick, the lab's default) as the iframe snippet does", () => {
    globalThis.document = { baseURI: SITE };
    const { state } = parse('?v=2&tab=start&seed=7&lang=en');
    expect(state.hs_steps).toBe(1000);
    const { frame } = runScript(divAttrs(scriptSnippet(state, 'Start', 'start')));
    const opened = parse(new URL(frame.src).search).state;
    const iframe = parse(new URL(/src="([^"]*)"/.exec(snippet(state, 'Start', 'start'))[1].replace(/&amp;/g, '&')).search).state;
    expect([opened.hs_steps, opened.seed, opened.embed, opened.lang]).toEqual([1000, 7, 'start', 'en']);
    expect(opened.hs_steps).toBe(iframe.hs_steps);
  });

  it("carries the events' origin the author named into the frame's link", () => {
    globalThis.document = { baseURI: SITE };
    const { state } = parse('?v=2&tab=tanh&lang=en');
    const html = scriptSnippet(state, 'tanh', 'tanh', { events: 'https://course.example.org' });
    expect(html).toContain('data-events="https://course.example.org"');
    const { frame } = runScript(divAttrs(html));
    expect(parse(new URL(frame.src).search).state.events).toBe('https://course.example.org');
    expect(
      parse(
        new URL(/src="([^"]*)"/.exec(snippet(state, 't', 'tanh', { events: 'https://course.example.org' }))[1].replace(/&amp;/g, '&'))
          .search,
      ).state.events,
    ).toBe('https://course.example.org');
  });

  it("caps the frame's height at what a demo can be (a posted 1e308 is not a frame 3.4e38 px tall)", () => {
    const { frame, message } = runScript({ 'data-makemore-lab': 'tanh' });
    const post = (height) =>
      message({ origin: 'https://lab.example', source: frame.contentWindow, data: { type: 'makemore-lab:height', height } });
    post(1234.2);
    expect(frame.style.height).toBe('1235px');
    for (const h of [1e308, Infinity, 5e6]) {
      post(h);
      expect(parseFloat(frame.style.height)).toBeLessThanOrEqual(40000);
    }
    post(-5);
    post('99');
    expect(frame.style.height).toBe('40000px');
  });
});
