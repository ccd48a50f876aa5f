// pages_site.test.js — scripts/pages_site.mjs, which assembles the published site: which releases
// become a folder (a version tag, the site's zip attached), which links the root's service worker
// leaves to the server (a version folder at any depth, not a query that names one), and the folders
// it writes, refusing a release that is not a built site or that says another version.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERSION_TAG, VERSION_DIR, pickReleases, assemble, zipName } from '../../scripts/pages_site.mjs';

describe('the tags that become folders', () => {
  it('are v<major>.<minor>.<patch>, with an optional pre-release part', () => {
    for (const t of ['v0.2.0', 'v10.0.12', 'v1.0.0-rc.1']) expect(VERSION_TAG.test(t), t).toBe(true);
    for (const t of ['0.2.0', 'v0.2', 'v0.2.0/x', 'v0.2.0-', 'v0.2.0-../..', 'latest', 'v1.2.3 ', ''])
      expect(VERSION_TAG.test(t), t).toBe(false);
  });

  it("pickReleases keeps the published version tags that carry the site's zip, and says why it left the others out", () => {
    const asset = (tag) => ({ name: zipName(tag), url: `https://api.example/assets/${tag}` });
    const skipped = [];
    const picked = pickReleases(
      [
        { tag_name: 'v0.3.0', assets: [{ name: 'notes.txt', url: 'x' }, asset('v0.3.0')] },
        { tag_name: 'v0.2.0', assets: [asset('v0.2.0')] },
        { tag_name: 'v0.4.0', draft: true, assets: [asset('v0.4.0')] },
        { tag_name: 'nightly', assets: [asset('nightly')] },
        { tag_name: 'v0.1.0', assets: [] },
        { tag_name: 'v0.2.0', assets: [asset('v0.2.0')] },
      ],
      skipped,
    );
    expect(picked).toEqual([
      { tag: 'v0.3.0', url: 'https://api.example/assets/v0.3.0' },
      { tag: 'v0.2.0', url: 'https://api.example/assets/v0.2.0' },
    ]);
    expect(skipped).toEqual([
      'v0.4.0: a draft',
      'nightly: not a version tag (v1.2.3)',
      'v0.1.0: no makemore-lab-v0.1.0.zip attached',
      'v0.2.0: listed twice',
    ]);
  });
});

describe("the root's service worker leaves to the server", () => {
  it('a link into a version folder, at the root or below the folder the site lives in', () => {
    for (const p of [
      '/v0.2.0/',
      '/v0.2.0/?tab=tanh&lang=en',
      '/v0.2.0',
      '/v0.2.0?tab=tanh',
      '/repo/v1.0.0-rc.1/index.html',
      '/a/b/v3.4.5/',
    ])
      expect(VERSION_DIR.test(p), p).toBe(true);
  });
  it('but not its own pages, a query naming a version or a folder that only starts like one', () => {
    for (const p of ['/', '/?tab=tanh', '/index.html', '/repo/', '/repo/?tab=tanh&x=/v0.2.0/', '/v0.2.0x/', '/v0.2/', '/notes/v0.2.0.md'])
      expect(VERSION_DIR.test(p), p).toBe(false);
  });
});

describe('assemble', () => {
  let dir;
  const site = (name, version, extra = {}) => {
    const d = join(dir, name);
    mkdirSync(join(d, 'assets'), { recursive: true });
    writeFileSync(join(d, 'index.html'), `<p>${version}</p>`);
    writeFileSync(join(d, 'version.json'), JSON.stringify({ version, commit: '' }));
    for (const [f, text] of Object.entries(extra)) writeFileSync(join(d, f), text);
    return d;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pages-site-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the latest at the root and each release in its folder, replacing what was there', () => {
    const latest = site('dist', '0.3.0', { 'sw.js': 'latest' });
    const out = join(dir, 'site');
    mkdirSync(join(out, 'v0.0.9'), { recursive: true }); // a folder of an older run
    const tags = assemble({
      latest,
      out,
      releases: [
        { tag: 'v0.2.0', dir: site('r2', '0.2.0', { 'sw.js': 'pinned 0.2.0' }) },
        { tag: 'v0.1.0', dir: site('r1', '0.1.0') },
      ],
    });
    expect(tags).toEqual(['v0.2.0', 'v0.1.0']);
    const json = (p) => JSON.parse(readFileSync(join(out, p), 'utf8')).version;
    expect([json('version.json'), json('v0.2.0/version.json'), json('v0.1.0/version.json')]).toEqual(['0.3.0', '0.2.0', '0.1.0']);
    expect(readFileSync(join(out, 'sw.js'), 'utf8')).toBe('latest');
    expect(readFileSync(join(out, 'v0.2.0/sw.js'), 'utf8')).toBe('pinned 0.2.0');
    expect(existsSync(join(out, 'v0.0.9'))).toBe(false);
  });

  it('refuses a release that is not a built site, says another version, is given twice or has no version tag', () => {
    const latest = site('dist', '0.3.0');
    const out = join(dir, 'site');
    mkdirSync(join(dir, 'empty'));
    expect(() => assemble({ latest, out, releases: [{ tag: 'v0.2.0', dir: join(dir, 'empty') }] })).toThrow(
      /v0.2.0: .* is not a built site \(no index.html\)/,
    );
    expect(() => assemble({ latest, out, releases: [{ tag: 'v0.2.0', dir: site('r', '0.2.1') }] })).toThrow(
      'v0.2.0: its site says version 0.2.1',
    );
    const r = site('r2', '0.2.0');
    expect(() =>
      assemble({
        latest,
        out,
        releases: [
          { tag: 'v0.2.0', dir: r },
          { tag: 'v0.2.0', dir: r },
        ],
      }),
    ).toThrow('v0.2.0: given twice');
    expect(() => assemble({ latest, out, releases: [{ tag: '../x', dir: r }] })).toThrow('../x: not a version tag');
    expect(() => assemble({ latest: join(dir, 'empty'), out })).toThrow(/the latest build: .* is not a built site/);
    expect(existsSync(out)).toBe(false); // nothing written
  });

  it('refuses a latest build that has a folder of a release name', () => {
    const latest = site('dist', '0.3.0');
    mkdirSync(join(latest, 'v0.2.0'));
    expect(() => assemble({ latest, out: join(dir, 'site'), releases: [{ tag: 'v0.2.0', dir: site('r', '0.2.0') }] })).toThrow(
      'v0.2.0: the latest build has a folder of that name',
    );
  });
});
