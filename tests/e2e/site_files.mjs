// site_files.mjs — files of the built site beside the page (run.mjs registers these): the
// third-party notices (scripts/notices.mjs writes them at build time) are served, name the
// libraries the site bundles with their licence texts, cover every Workbox package the service
// worker holds, and say where the names list comes from.
import { readdirSync, readFileSync } from 'node:fs';
import { test, assert, ROOT } from './harness.mjs';
import { NOTICES_FILE, workboxPackages } from '../../scripts/notices.mjs';

const MIT = 'Permission is hereby granted, free of charge';

test('notices: THIRD_PARTY_NOTICES.txt names chart.js, temml and workbox with their licence texts', async ({ base }) => {
  const r = await fetch(new URL(NOTICES_FILE, base));
  assert(r.ok, `${NOTICES_FILE}: HTTP ${r.status}`);
  const text = await r.text();
  // One section per package: its title line, then its licence text up to the next section.
  const sections = new Map(
    text
      .split(/^={78}$/m)
      .reduce((acc, part, i, all) => {
        if (i % 2 === 1) acc.push([part.trim(), all[i + 1] ?? '']);
        return acc;
      }, [])
      .map(([title, body]) => [title.split(' ')[0], { title, body }]),
  );
  const dist = `${ROOT}dist`;
  const sw = readdirSync(dist)
    .filter((f) => /^(sw|workbox-[\w-]+)\.js$/.test(f))
    .map((f) => readFileSync(`${dist}/${f}`, 'utf8'))
    .join('\n');
  const inSw = workboxPackages(sw);
  assert(inSw.includes('workbox-core') && inSw.includes('workbox-precaching'), `Workbox packages found in the service worker: ${inSw}`);
  for (const name of ['chart.js', '@kurkle/color', 'temml', 'workbox-window', ...inSw]) {
    const s = sections.get(name);
    assert(s, `no section for ${name}; sections: ${[...sections.keys()].join(', ')}`);
    assert(/ — MIT$/.test(s.title) && s.body.includes(MIT), `${name}: not the MIT licence text: ${s.title}`);
  }
  for (const name of ['xtensor', 'xtl']) {
    assert(sections.get(name)?.body.includes('Redistributions in binary form'), `${name}: no BSD-3-Clause text`);
  }
  assert(/Social Security Administration/.test(text) && /public domain/.test(text), "the names list's source is not said");
});

test('version: the footer shows the version and the commit of dist/version.json, and links the notices', async ({ browser, base }) => {
  const { newPage } = await import('./harness.mjs');
  const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));
  const v = await (await fetch(new URL('version.json', base))).json();
  assert(v.version === pkg.version && /^[0-9a-f]{7}$|^$/.test(v.commit), `version.json ${JSON.stringify(v)}`);
  const page = await newPage(browser);
  await page.goto(`${base}?tab=ln-matrix&lang=en`);
  const foot = await page.waitForSelector('[data-key=version]');
  const text = await foot.textContent();
  assert(
    text.includes(`makemore-lab ${pkg.version}`) && (!v.commit || text.includes(v.commit)) && text.includes('MIT licence'),
    `footer: ${text}`,
  );
  const href = await page.$eval('[data-key=version] a', (a) => a.href);
  assert((await fetch(href)).ok && href.endsWith(NOTICES_FILE), `notices link ${href}`);
  await page.context().close();
});
