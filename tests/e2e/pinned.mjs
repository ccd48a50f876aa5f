// pinned.mjs — a course pins a release: the published site holds the latest build at its root and
// each tagged release in a folder beside it (scripts/pages_site.mjs, as pages.yml assembles it).
// The release here is this same source built as version 0.0.1 (a copy of the project whose
// package.json says 0.0.1, built with MM_PINNED=1 as the workflow builds a tag); the latest is dist/.
// The root's service worker controls the whole origin after one visit; a link into /v0.0.1/ must
// still open the pinned page (its footer's version), which then has its own worker and caches and
// opens offline; the root still shows the latest.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreview, newPage, test, assert, noErrors, OUT, ROOT } from './harness.mjs';

const PIN = '0.0.1';
// The tab drawn, or what the page shows instead (its footer's version, the start of its text, errors).
const ready = (page, tab) =>
  page
    .waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 })
    .catch(async (e) => {
      const text = await page.evaluate(() => document.body?.innerText.slice(0, 160).replace(/\s+/g, ' ')).catch(() => '');
      throw new Error(
        `${page.url()}: ${tab} not drawn (${e.message.split('\n')[0]}); footer ${await footer(page)}; page: ${text}; ${page.errors.slice(0, 3).join(' | ')}`,
      );
    });
const footer = (page) => page.$eval('[data-key=version]', (e) => e.dataset.version).catch(() => '(no footer)');
// The page's own service worker registration (offline.js sets __mmSW) once its worker is activated.
const ownWorker = async (page) => {
  await page.waitForFunction(() => !!window.__mmSW, null, { timeout: 60000 });
  return page.evaluate(async () => {
    const r = window.__mmSW;
    const w = r.active ?? r.waiting ?? r.installing;
    if (w.state !== 'activated') await new Promise((done) => w.addEventListener('statechange', () => w.state === 'activated' && done()));
    return { scope: r.scope, script: w.scriptURL };
  });
};

// dist/ beside a build of the same source that says version 0.0.1, assembled by the script.
function assembleSite() {
  const dir = mkdtempSync(join(tmpdir(), 'makemore-lab-pinned-'));
  for (const f of ['web', 'public', 'scripts', 'vite.config.js']) cpSync(`${ROOT}${f}`, join(dir, f), { recursive: true });
  const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, version: PIN }, null, 2));
  symlinkSync(`${ROOT}node_modules`, join(dir, 'node_modules'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: dir,
    env: { ...process.env, MM_PINNED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 900000,
  });
  const site = join(dir, 'site');
  execFileSync(
    'node',
    [`${ROOT}scripts/pages_site.mjs`, '--latest', `${ROOT}dist`, '--out', site, '--release', `v${PIN}=${join(dir, 'dist')}`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { dir, site, latest: pkg.version };
}

test(`pinned: /v${PIN}/?tab=tanh opens the pinned release even once the root's worker controls the origin; it works offline with its own worker; the root stays the latest`, async ({
  browser,
}) => {
  const { dir, site, latest } = assembleSite();
  const server = await startPreview(site);
  const { base } = server;
  try {
    const page = await newPage(browser);
    await page.goto(`${base}?tab=start&predict=off`);
    await ready(page, 'start');
    const root = await ownWorker(page);
    await page.reload();
    await ready(page, 'start');
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    assert(root.scope === base && controller === `${base}sw.js`, `the root's worker: scope ${root.scope}, controller ${controller}`);
    assert((await footer(page)) === latest, `the root shows version ${await footer(page)}, not ${latest}`);

    // the course's pinned link, in the browser the root's worker controls
    const pinned = `${base}v${PIN}/?tab=tanh&lang=en&predict=off`;
    await page.goto(pinned);
    await ready(page, 'tanh');
    const shown = await footer(page);
    assert(shown === PIN, `${pinned} shows version ${shown}, not the pinned ${PIN}: ${(await page.textContent('#app')).slice(0, 200)}`);
    const file = await page.evaluate(() => fetch('version.json').then((r) => r.json()));
    assert(file.version === PIN, `the pinned page's version.json says ${file.version}`);
    const own = await ownWorker(page);
    assert(
      own.scope === `${base}v${PIN}/` && own.script === `${base}v${PIN}/sw.js`,
      `the pinned page's worker: scope ${own.scope}, script ${own.script}`,
    );
    const caches = await page.evaluate(() => caches.keys());
    for (const name of [
      `workbox-precache-v2-${base}`,
      `workbox-precache-v2-${base}v${PIN}/`,
      `makemore-lab-names-v${PIN}`,
      `makemore-lab-lazy-v${PIN}`,
    ])
      assert(caches.includes(name), `no cache ${name} among ${caches.join(', ')}`);

    // offline, the pinned page is its own worker's (and English: the words' chunk it stored)
    await page.context().setOffline(true);
    await page.reload();
    await ready(page, 'tanh');
    const off = await footer(page);
    assert(off === PIN, `offline, ${pinned} shows version ${off}`);
    assert(
      (await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)) === `${base}v${PIN}/sw.js`,
      'offline, the pinned page is not served by its own worker',
    );
    await page.screenshot({ path: `${OUT}/pinned-offline.png` });
    const words = await page.textContent('#panel');
    assert(
      /Saturated tanh and dead neurons/.test(words),
      `offline, the pinned page is not in English: ${words.slice(0, 120)}; ${page.errors.join(' | ')}`,
    );
    await page.context().setOffline(false);

    // the root still opens the latest
    await page.goto(`${base}?tab=tanh&predict=off`);
    await ready(page, 'tanh');
    assert((await footer(page)) === latest, `after the pinned visit the root shows version ${await footer(page)}`);
    noErrors(page);
    await page.context().close();
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
