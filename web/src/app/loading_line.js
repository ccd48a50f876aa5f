// loading_line.js — the line the page shows while it downloads (index.html's #boot-progress, then
// the panel's loading line, main.js): what is still on its way — the page's code, the compute core,
// the names list with its bytes as they arrive — in the link's language (the page's words are not
// loaded yet: the line's own words come with the first script: every language's boot.ftl, read
// here by a few lines, not by the Fluent library the rest of the page's words need).
const FILES = import.meta.glob('../words/locales/*/boot.ftl', { query: '?raw', import: 'default', eager: true });
const DEFAULT_LANG = __MM_LANGS__[0];
const FALLBACK_LANG = 'en';

// A boot.ftl's messages: 'boot-loading = Loading — { $parts }' -> { loading: 'Loading — {parts}' }.
const literal = (m, s) => JSON.parse(`"${s}"`);
const messagesIn = (text) =>
  Object.fromEntries(
    [...text.matchAll(/^boot-(\w+) = (.*)$/gm)].map(([, k, v]) => [
      k,
      v.replace(/\{ \$(\w+) \}/g, '{$1}').replace(/\{ "((?:[^"\\]|\\.)*)" \}/g, literal),
    ]),
  );
const WORDS = Object.fromEntries(Object.entries(FILES).map(([path, text]) => [path.split('/').at(-2), messagesIn(text)]));

// The loading line's words: the language of the link (the page's words are not loaded yet).
const wordsOf = (search) => WORDS[new URLSearchParams(search).get('lang')] ?? WORDS[DEFAULT_LANG];
// A message the language's boot.ftl lacks is English's, as everywhere on the page.
const fill = (words, key, vars) => (words[key] ?? WORDS[FALLBACK_LANG][key]).replace(/\{(\w+)\}/g, (m, k) => (k in vars ? vars[k] : m));

// Where the page cannot run: the sentence in English and in the default language (the page's words
// may be what failed to load), and in the link's language when it is another.
export function cannotRunText(key, vars = {}, search = location.search) {
  const langs = [...new Set([FALLBACK_LANG, DEFAULT_LANG, new URLSearchParams(search).get('lang')])].filter((l) => WORDS[l]);
  return langs.map((l) => fill(WORDS[l], key, vars)).join(' / ');
}
const KB = (bytes) => String(Math.round(bytes / 1024));

// The loading line: parts { page, core, names } -> 'waiting' | 'done' | 'failed' | { got, total }
// (the names list's bytes). It writes into whichever element is #boot-progress at the time.
export function loadingLine(search = location.search, doc = document) {
  const words = wordsOf(search);
  const say = (key, vars = {}) => fill(words, key, vars);
  const parts = { page: 'waiting', core: 'waiting', names: 'waiting' };
  const text = () => {
    const state = (s) => (typeof s === 'string' ? say(s) : say('bytes', { got: KB(s.got), total: s.total ? KB(s.total) : '?' }));
    return say('loading', {
      parts: Object.entries(parts)
        .map(([k, s]) => say(k, { state: state(s) }))
        .join(' · '),
    });
  };
  const draw = () => {
    const line = doc.getElementById('boot-progress');
    if (line) line.textContent = text();
  };
  return {
    set(part, state) {
      parts[part] = state;
      draw();
    },
    draw,
    text,
  };
}

// The names list's text, its bytes counted into the loading line as they arrive. The total is the
// server's Content-Length when the body is not compressed, else the shipped list's size (the
// count is of the bytes after decompression).
export async function readNames(res, line, shipped = __MM_NAMES_BYTES__) {
  const encoded = (res.headers.get('Content-Encoding') ?? 'identity') !== 'identity';
  const length = Number(res.headers.get('Content-Length'));
  const total = !encoded && length > 0 ? length : shipped;
  if (!res.body?.getReader) return res.text();
  const reader = res.body.getReader();
  const chunks = [];
  let got = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    got += value.byteLength;
    line.set('names', { got, total: Math.max(got, total) });
  }
  const all = new Uint8Array(got);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}
