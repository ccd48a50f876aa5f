// scorm_package.test.js — the SCORM package's parts (web/src/scorm/zip.js, manifest.js): the zip
// read back by a reader of the test's own (headers, sizes, a bitwise CRC-32, UTF-8 names), and each
// version's manifest: schema and version, one organisation, one item with the launch options, one
// resource listing every file, the title in the package's language.
import { describe, it, expect } from 'vitest';
import { zip } from '../../web/src/scorm/zip.js';
import { manifest, launchQuery, packageName, countedOutside } from '../../web/src/scorm/manifest.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

// The entries of a stored zip, through its central directory: [{ name, data, crcOk }].
function unzip(bytes) {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(v.getUint32(end, true)).toBe(0x06054b50);
  const n = v.getUint16(end + 10, true);
  let at = v.getUint32(end + 16, true);
  const out = [];
  for (let i = 0; i < n; i++) {
    expect(v.getUint32(at, true)).toBe(0x02014b50);
    const [crc, size, nameLen, local] = [
      v.getUint32(at + 16, true),
      v.getUint32(at + 24, true),
      v.getUint16(at + 28, true),
      v.getUint32(at + 42, true),
    ];
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLen));
    expect(v.getUint32(local, true)).toBe(0x04034b50);
    expect(v.getUint16(local + 8, true)).toBe(0); // stored
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + size);
    out.push({ name, data, crcOk: crcBits(data) === crc && v.getUint32(local + 14, true) === crc });
    at += 46 + nameLen + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
  }
  return out;
}

describe('the zip writer', () => {
  it('stores every file whole, with its CRC-32 and its UTF-8 name', () => {
    const big = Uint8Array.from({ length: 70000 }, (_, i) => (i * 31) % 251);
    const files = [
      { name: 'imsmanifest.xml', data: '<manifest/>' },
      { name: 'assets/doymuş-ğ.js', data: 'export default 1;\n' },
      { name: 'nncore.wasm', data: big },
      { name: 'empty.txt', data: '' },
    ];
    const back = unzip(zip(files, new Date(2026, 11, 3, 10, 30, 0)));
    expect(back.map((f) => f.name)).toEqual(files.map((f) => f.name));
    expect(back.every((f) => f.crcOk)).toBe(true);
    expect(Array.from(back[2].data)).toEqual(Array.from(big));
    expect(new TextDecoder().decode(back[1].data)).toBe('export default 1;\n');
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
