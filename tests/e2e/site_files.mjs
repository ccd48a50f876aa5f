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
  const sections = new Map(text.split(/^={78}$/m).reduce((acc, part, i, all) => {
    if (i % 2 === 1) acc.push([part.trim(), all[i + 1] ?? '']);
    return acc;
  }, []).map(([title, body]) => [title.split(' ')[0], { title, body }]));
  const dist = `${ROOT}dist`;
  const sw = readdirSync(dist).filter((f) => /^(sw|workbox-[\w-]+)\.js$/.test(f)).map((f) => readFileSync(`${dist}/${f}`, 'utf8')).join('\n');
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
  assert(/Social Security Administration/.test(text) && /public domain/.test(text), 'the names list\'s source is not said');
});
