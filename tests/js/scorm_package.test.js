// scorm_package.test.js — the SCORM package's parts (web/src/scorm/zip.js, manifest.js): the zip
// read back by a reader of the test's own (headers, sizes, a bitwise CRC-32, UTF-8 names) and by
// Python's zipfile and unzip -t, deflated by node's zlib and by CompressionStream; and each
// version's manifest: schema and version, one organisation, one item with the launch options, one
// resource listing every file, the title in the package's language.
import { describe, it, expect } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { zip, browserDeflate, packaged, PACKAGE_MARK } from '../../web/src/scorm/zip.js';
import { manifest, launchQuery, packageName, countedOutside } from '../../web/src/scorm/manifest.js';
import { parse } from '../../web/src/state/state.js';

// CRC-32 bit by bit (the zip writer uses a table).
function crcBits(bytes) {
  let c = ~0 >>> 0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

// The entries of a zip, through its central directory: [{ name, method, data, crcOk }] (deflated
// entries inflated by node's zlib; the CRC-32 and the size checked on the whole file).
function unzip(bytes) {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(v.getUint32(end, true)).toBe(0x06054b50);
  const n = v.getUint16(end + 10, true);
  let at = v.getUint32(end + 16, true);
  const out = [];
  for (let i = 0; i < n; i++) {
    expect(v.getUint32(at, true)).toBe(0x02014b50);
    const [method, crc, packed, size, nameLen, local] = [
      v.getUint16(at + 10, true),
      v.getUint32(at + 16, true),
      v.getUint32(at + 20, true),
      v.getUint32(at + 24, true),
      v.getUint16(at + 28, true),
      v.getUint32(at + 42, true),
    ];
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLen));
    expect(v.getUint32(local, true)).toBe(0x04034b50);
    expect(v.getUint16(local + 8, true)).toBe(method);
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
    const raw = bytes.subarray(start, start + packed);
    const data = method === 8 ? new Uint8Array(inflateRawSync(raw)) : raw;
    const crcOk = crcBits(data) === crc && v.getUint32(local + 14, true) === crc && data.length === size;
    out.push({ name, method, data, crcOk });
    at += 46 + nameLen + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
  }
  return out;
}

// Python's zipfile (a standard reader): every entry's CRC tested, then each entry's bytes as hex.
function pythonReads(path) {
  const code =
    'import sys, zipfile, json\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps({i.filename: [i.compress_type, z.read(i).hex()] for i in z.infolist()}))';
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', code, path], { encoding: 'utf8', maxBuffer: 1 << 26 }));
}

describe('the zip writer', () => {
  const big = Uint8Array.from({ length: 70000 }, (_, i) => (i * 31) % 251);
  const noise = new Uint8Array(randomBytes(3000)); // does not deflate smaller: stored
  const files = [
    { name: 'imsmanifest.xml', data: '<manifest/>'.repeat(50) },
    { name: 'assets/doymuş-ğ.js', data: 'export default 1;\n' },
    { name: 'nncore.wasm', data: big },
    { name: 'noise.bin', data: noise },
    { name: 'empty.txt', data: '' },
  ];
  const bytesOf = (f) => (typeof f.data === 'string' ? new TextEncoder().encode(f.data) : f.data);
  it('deflates what gets smaller (node zlib, CompressionStream), stores the rest; CRC-32, sizes and UTF-8 names right', async () => {
    for (const deflate of [async (b) => deflateRawSync(b), browserDeflate]) {
      const out = await zip(files, deflate, new Date(2026, 11, 3, 10, 30, 0));
      const back = unzip(out);
      expect(back.map((f) => [f.name, f.method])).toEqual([
        ['imsmanifest.xml', 8],
        ['assets/doymuş-ğ.js', 0],
        ['nncore.wasm', 8],
        ['noise.bin', 0],
        ['empty.txt', 0],
      ]);
      expect(back.every((f) => f.crcOk)).toBe(true);
      back.forEach((f, i) => expect(Array.from(f.data)).toEqual(Array.from(bytesOf(files[i]))));
      expect(out.length).toBeLessThan(big.length / 4);
    }
  });
  it("Python's zipfile and unzip -t read it back, byte for byte", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-zip-'));
    const path = join(dir, 'p.zip');
    writeFileSync(path, await zip(files, async (b) => deflateRawSync(b, { level: 9 })));
    const read = pythonReads(path);
    for (const f of files) expect(read[f.name][1]).toBe(Buffer.from(bytesOf(f)).toString('hex'));
    expect(read['nncore.wasm'][0]).toBe(8); // ZIP_DEFLATED
    expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toMatch(/No errors detected/);
    rmSync(dir, { recursive: true, force: true });
  });
  it("a package's index.html carries the mark that keeps the offline worker out of its folder; other files stay as they are", () => {
    const html = '<!doctype html>\n<html lang="tr">\n  <head>\n    <meta charset="utf-8" />';
    expect(packaged('index.html', new TextEncoder().encode(html))).toContain(`<head>\n    ${PACKAGE_MARK}\n    <meta charset`);
    const js = new TextEncoder().encode('<head>');
    expect(packaged('assets/a.js', js)).toBe(js);
  });
});

describe('the manifest', () => {
  const files = ['index.html', 'assets/main-x.js', 'names.txt'];
  it.each(['1.2', '2004'])(
    'SCORM %s: schema and version, one organisation, one item with the launch options, one resource of every file',
    (version) => {
      const query = launchQuery({ tab: 'tanh', lang: 'en', lock: true, predict: 'require', count: ['e3'], settings: { bad: 2.5 } });
      const xml = manifest({
        version,
        title: 'makemore-lab — 5.4 Saturated tanh & dead neurons',
        query,
        files,
        mastery: 0.8,
        id: 'makemore-lab-tanh',
      });
      expect(xml).toContain(`<schemaversion>${version === '1.2' ? '1.2' : '2004 4th Edition'}</schemaversion>`);
      expect(xml).toContain(version === '1.2' ? 'imscp_rootv1p1p2' : 'http://www.imsglobal.org/xsd/imscp_v1p1');
      expect(xml).toContain(version === '1.2' ? 'adlcp:scormtype="sco"' : 'adlcp:scormType="sco"');
      expect(xml.match(/<organization /g)).toHaveLength(1);
      expect(xml.match(/<item /g)).toHaveLength(1);
      expect(xml.match(/<resource /g)).toHaveLength(1);
      expect([...xml.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1])).toEqual(files);
      expect(xml).toContain('<title>makemore-lab — 5.4 Saturated tanh &amp; dead neurons</title>');
      expect(xml.includes('<adlcp:masteryscore>80</adlcp:masteryscore>')).toBe(version === '1.2');
      const params = /parameters="([^"]*)"/.exec(xml)[1].replace(/&amp;/g, '&');
      const { state, notes } = parse(params);
      expect(notes).toEqual([]);
      expect([state.embed, state.lang, state.lock, state.predict, state.count, state.bad]).toEqual([
        'tanh',
        'en',
        true,
        'require',
        ['e3'],
        2.5,
      ]);
      expect(packageName({ tab: 'tanh', lang: 'en', version })).toBe(`makemore-lab-tanh-en-scorm${version === '1.2' ? '12' : '2004'}.zip`);
    },
  );
});

describe('the exercises that count are in the package', () => {
  const cli = (...args) => spawnSync(process.execPath, ['scripts/scorm_packages.mjs', ...args], { encoding: 'utf8' });
  it("docs/scorm.md's command line is refused with a sentence when a counted exercise is not in the demo", () => {
    const r = cli('--tab', 'tanh', '--lang', 'en', '--scorm', '2004', '--count', 'e2', '--out', '/dev/null');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--count e2: the "tanh" demo has no exercises/);
    expect(countedOutside({ tab: 'tanh', count: ['e2', 'e3'] })).toEqual(['e2', 'e3']);
    expect(countedOutside({ tab: 'exercises', count: ['e2', 'e3'] })).toEqual([]);
    expect(countedOutside({ tab: '', count: ['e1', 'e2', 'e3', 'e4', 'e5'] })).toEqual([]);
  });
  it("docs/scorm.md's example counts no exercise outside its demo", () => {
    const doc = readFileSync('docs/scorm.md', 'utf8');
    const examples = [...doc.matchAll(/npm run scorm -- ([^`]+)`/g)].map((m) => m[1]);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const tab = /--tab (\S+)/.exec(example)?.[1] ?? '',
        count = /--count (\S+)/.exec(example)?.[1].split(',') ?? [];
      expect(countedOutside({ tab, count }), example).toEqual([]);
    }
  });
});
