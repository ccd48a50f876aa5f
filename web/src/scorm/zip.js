// scorm/zip.js — a zip file of whole files, each deflated (method 8, raw DEFLATE) unless that
// would not make it smaller (then stored, method 0: the wasm module's and images' few bytes saved
// are not worth an entry a reader must inflate). Each entry: local header, data, and its central
// directory record, with the CRC-32 and both sizes of the whole file; names in UTF-8. The deflating
// is the caller's: zip(files, deflateRaw) takes a function bytes -> Promise<raw DEFLATE bytes>
// (browserDeflate below, CompressionStream 'deflate-raw'; node's zlib.deflateRawSync in
// scripts/scorm_packages.mjs). Leaves out: zip64 (a package stays far under 4 GB), encryption.

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// The date as MS-DOS writes it: [time, date] (2-second steps, years from 1980).
function dosTime(d) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1);
  const date = ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return [time, date];
}

// Raw DEFLATE in the browser (and in node >= 18): CompressionStream 'deflate-raw'.
export async function browserDeflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// A little-endian record: fields [[offset, value, bytes (2 | 4)]] in a buffer of `size` bytes.
function record(size, fields) {
  const v = new DataView(new ArrayBuffer(size));
  for (const [at, x, n] of fields) n === 4 ? v.setUint32(at, x, true) : v.setUint16(at, x, true);
  return new Uint8Array(v.buffer);
}

// One entry's local header and central record. e: { name (bytes), method, crc, packed, size, offset }
function headers(e, time, day) {
  const common = [e.method, time, day, e.crc, e.packed.length, e.size, e.name.length];
  const at = (start) => common.map((x, i) => [start + [0, 2, 4, 6, 10, 14, 18][i], x, [2, 2, 2, 4, 4, 4, 2][i]]);
  // signature, version needed 2.0, flags (bit 11: UTF-8 names), then method … name length
  const local = record(30, [[0, 0x04034b50, 4], [4, 20, 2], [6, 0x0800, 2], ...at(8)]);
  const dir = record(46, [[0, 0x02014b50, 4], [4, 20, 2], [6, 20, 2], [8, 0x0800, 2], ...at(10), [42, e.offset, 4]]);
  return { local, dir };
}

// files: [{ name: 'assets/x.js', data: Uint8Array | string }]; deflateRaw: bytes -> Promise<bytes>
// (none: every entry stored). -> Promise of the zip file's bytes.
export async function zip(files, deflateRaw = null, date = new Date()) {
  const enc = new TextEncoder();
  const [time, day] = dosTime(date);
  const parts = [];
  const central = [];
  let offset = 0;
  for (const f of files) {
    const data = typeof f.data === 'string' ? enc.encode(f.data) : f.data;
    const deflated = deflateRaw ? await deflateRaw(data) : null;
    const small = deflated && deflated.length < data.length;
    const e = {
      name: enc.encode(f.name),
      method: small ? 8 : 0,
      crc: crc32(data),
      packed: small ? deflated : data,
      size: data.length,
      offset,
    };
    const { local, dir } = headers(e, time, day);
    parts.push(local, e.name, e.packed);
    central.push(dir, e.name);
    offset += local.length + e.name.length + e.packed.length;
  }
  const dirSize = central.reduce((s, p) => s + p.length, 0);
  const end = record(22, [
    [0, 0x06054b50, 4],
    [8, files.length, 2],
    [10, files.length, 2],
    [12, dirSize, 4],
    [16, offset, 4],
  ]);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// The mark a package's launch page carries (scorm/ packages only, never the site): opened on its
// own, from the package's folder on a platform's site ("Open the whole lab ↗"), the page starts no
// offline worker there (app/offline.js).
export const PACKAGE_MARK = '<meta name="makemore-lab-package" content="scorm">';
// A site file as the package holds it: index.html with the mark after <head>, the others as they are.
export function packaged(name, data) {
  if (name !== 'index.html') return data;
  const text = typeof data === 'string' ? data : new TextDecoder().decode(data);
  return text.replace(/<head>/i, `<head>\n    ${PACKAGE_MARK}`);
}
