// The loading line of the first script (web/src/app/loading_line.js): what is still downloading, in
// the link's language, and the names list's bytes as they arrive, compressed or not.
import { describe, it, expect } from 'vitest';
import { loadingLine, readNames } from '../../web/src/app/loading_line.js';

// A document stand-in with one #boot-progress element.
const fakeDoc = () => {
  const line = { textContent: '' };
  return { line, getElementById: (id) => (id === 'boot-progress' ? line : null) };
};

// A response whose body arrives in the given chunks.
const chunked = (parts, headers) =>
  new Response(
    new ReadableStream({
      start(c) {
        for (const p of parts) c.enqueue(new TextEncoder().encode(p));
        c.close();
      },
    }),
    { headers },
  );

describe('loading line', () => {
  it('says in Turkish, then English, what is still downloading and what is ready', () => {
    const doc = fakeDoc();
    const tr = loadingLine('?tab=start', doc);
    tr.draw();
    expect(doc.line.textContent).toBe(
      'makemore-lab yükleniyor — sayfanın kodu: iniyor… · sayfanın hesap modülü (WebAssembly): iniyor… · isim listesi: iniyor…',
    );
    tr.set('page', 'done');
    tr.set('names', { got: 100 * 1024, total: 224 * 1024 });
    expect(doc.line.textContent).toBe(
      'makemore-lab yükleniyor — sayfanın kodu: hazır · sayfanın hesap modülü (WebAssembly): iniyor… · isim listesi: 100 / 224 KB',
    );
    const en = loadingLine('?lang=en', doc);
    en.set('core', 'failed');
    expect(doc.line.textContent).toBe(
      'Loading makemore-lab — page code: downloading… · compute core (WebAssembly): failed · names list: downloading…',
    );
  });

  it('counts the names list in bytes as they arrive, out of Content-Length, or of the shipped size when compressed', async () => {
    const seen = [];
    const line = { set: (part, s) => seen.push([part, s]) };
    const text = await readNames(chunked(['anna\n', 'emma\nölçü\n'], { 'Content-Length': '18' }), line, 999);
    expect(text).toBe('anna\nemma\nölçü\n');
    expect(seen).toEqual([
      ['names', { got: 5, total: 18 }],
      ['names', { got: 18, total: 18 }], // ö, ç, ü: two bytes each
    ]);
    seen.length = 0;
    // gzip: Content-Length counts the compressed bytes, the reader the decompressed ones
    await readNames(chunked(['anna\n', 'emma\n'], { 'Content-Length': '7', 'Content-Encoding': 'gzip' }), line, 40);
    expect(seen.map(([, s]) => s)).toEqual([
      { got: 5, total: 40 },
      { got: 10, total: 40 },
    ]);
  });
});
