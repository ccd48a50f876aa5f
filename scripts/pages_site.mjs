// pages_site.mjs — the published site: the latest build at its root and every tagged release beside
// it, each in a folder named by its tag, so that a course can pin one (`…/v0.2.0/?tab=tanh`):
//   node scripts/pages_site.mjs --latest dist --out site [--release v0.2.0=<built site or its zip>]… [--github]
// --github adds every release of the repository (the GitHub API: GITHUB_API_URL, GITHUB_REPOSITORY,
// GITHUB_TOKEN) that carries the workflow's zip of its site, makemore-lab-<tag>.zip. A release's
// site is the build of its tag with MM_PINNED=1 (vite.config.js): its service worker serves its
// own folder, while the root's service worker leaves the version folders to the server.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A release's tag, and so its folder: v<major>.<minor>.<patch>, with an optional pre-release part
// (v1.0.0-rc.1). Nothing else becomes a folder of the site.
export const VERSION_TAG = /^v\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;
// A link into a version folder (a path and its query, as the service worker tests them), at any
// depth: the site may itself live in a folder (https://<user>.github.io/<repository>/v0.2.0/).
export const VERSION_DIR = /^[^?]*\/v\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?(?:[/?]|$)/;

export const zipName = (tag) => `makemore-lab-${tag}.zip`;

// The releases of the API's list (GET /repos/{repo}/releases) to publish: published, a version tag,
// the site's zip attached. Returns [{ tag, url }] (url: the asset's API address), in the list's order;
// `skipped` gets a line for every release left out, with the reason.
export function pickReleases(releases, skipped = []) {
  const picked = [];
  for (const r of releases) {
    const tag = r.tag_name;
    if (r.draft) skipped.push(`${tag}: a draft`);
    else if (!VERSION_TAG.test(tag ?? '')) skipped.push(`${tag}: not a version tag (v1.2.3)`);
    else {
      const asset = (r.assets ?? []).find((a) => a.name === zipName(tag));
      if (!asset) skipped.push(`${tag}: no ${zipName(tag)} attached`);
      else if (picked.some((p) => p.tag === tag)) skipped.push(`${tag}: listed twice`);
      else picked.push({ tag, url: asset.url });
    }
  }
  return picked;
}

// A built site: its index.html and version.json (vite.config.js writes it). Returns the version.
function builtVersion(dir, what) {
  for (const f of ['index.html', 'version.json'])
    if (!existsSync(join(dir, f))) throw new Error(`${what}: ${dir} is not a built site (no ${f})`);
  return JSON.parse(readFileSync(join(dir, 'version.json'), 'utf8')).version;
}

// Writes the site into `out` (emptied first): `latest` (a built site's folder) at the root, each
// release [{ tag, dir }] in out/<tag>/. A release's site must say its tag's version (v0.2.0 holds
// 0.2.0), and the latest build may have no folder of a release's name.
export function assemble({ latest, out, releases = [] }) {
  builtVersion(latest, 'the latest build');
  const seen = new Set();
  for (const { tag, dir } of releases) {
    if (!VERSION_TAG.test(tag)) throw new Error(`${tag}: not a version tag (v1.2.3)`);
    if (seen.has(tag)) throw new Error(`${tag}: given twice`);
    seen.add(tag);
    if (existsSync(join(latest, tag))) throw new Error(`${tag}: the latest build has a folder of that name`);
    const version = builtVersion(dir, tag);
    if (`v${version}` !== tag) throw new Error(`${tag}: its site says version ${version}`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(latest, out, { recursive: true });
  for (const { tag, dir } of releases) cpSync(dir, join(out, tag), { recursive: true });
  return releases.map((r) => r.tag);
}

// The temporary folders of a run (downloaded zips, unpacked sites), removed at its end.
const temps = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

// A zip unpacked into a new temporary folder (unzip refuses entries outside it).
function unpack(zip) {
  const dir = tempDir('makemore-lab-release-');
  execFileSync('unzip', ['-q', zip, '-d', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

async function githubReleases() {
  const { GITHUB_API_URL = 'https://api.github.com', GITHUB_REPOSITORY, GITHUB_TOKEN } = process.env;
  if (!GITHUB_REPOSITORY) throw new Error('--github needs GITHUB_REPOSITORY (owner/name)');
  const headers = { accept: 'application/vnd.github+json', ...(GITHUB_TOKEN ? { authorization: `Bearer ${GITHUB_TOKEN}` } : {}) };
  const all = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/releases?per_page=100&page=${page}`, { headers });
    if (!res.ok) throw new Error(`the releases of ${GITHUB_REPOSITORY}: HTTP ${res.status}`);
    const list = await res.json();
    all.push(...list);
    if (list.length < 100) break;
  }
  const skipped = [];
  const picked = pickReleases(all, skipped);
  for (const s of skipped) console.log(`pages_site: left out ${s}`);
  const dirs = [];
  for (const { tag, url } of picked) {
    // the API answers with a redirect to the file's storage, which must not get the token
    let res = await fetch(url, { headers: { ...headers, accept: 'application/octet-stream' }, redirect: 'manual' });
    if (res.status >= 300 && res.status < 400 && res.headers.get('location')) res = await fetch(res.headers.get('location'));
    if (!res.ok) throw new Error(`${zipName(tag)}: HTTP ${res.status}`);
    const zip = join(tempDir('makemore-lab-zip-'), zipName(tag));
    writeFileSync(zip, Buffer.from(await res.arrayBuffer()));
    dirs.push({ tag, dir: unpack(zip) });
  }
  return dirs;
}

async function main(argv) {
  let latest = null,
    out = null,
    github = false;
  const releases = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--latest') latest = argv[++i];
    else if (a === '--out') out = argv[++i];
    else if (a === '--github') github = true;
    else if (a === '--release') {
      const [tag, path] = (argv[++i] ?? '').split(/=(.*)/s);
      if (!tag || !path) throw new Error('--release takes <tag>=<built site or its zip>');
      releases.push({ tag, dir: statSync(path).isDirectory() ? resolve(path) : unpack(path) });
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!latest || !out) throw new Error('usage: pages_site.mjs --latest <dist> --out <site> [--release <tag>=<dir|zip>]… [--github]');
  if (github) releases.push(...(await githubReleases()));
  const tags = assemble({ latest: resolve(latest), out: resolve(out), releases });
  console.log(
    `pages_site: ${out}: the latest build at the root${tags.length ? `, ${tags.join(', ')} beside it` : ', no release beside it'}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2))
    .catch((e) => {
      console.error(`pages_site: ${e.message}`);
      process.exitCode = 1;
    })
    .finally(() => {
      for (const d of temps) rmSync(d, { recursive: true, force: true });
    });
}
