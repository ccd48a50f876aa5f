// scorm/download.js — "Download as a SCORM package" in a tab's embed box: the demo with the box's
// options (language, lock, prediction mode) and the exercises chosen to count, as a SCORM 1.2 or
// 2004 zip of the whole site (its files as the build listed them in package-files.json, fetched
// from this site), deflated and written in the browser. Hooks: data-action=scorm-download, name=scorm-version,
// name=scorm-count-<e1..e5>, data-key=scorm-status.
import { el, button } from '../view/ui.js';
import { t, loadLang, wordIn } from '../words/i18n.js';
import { zip, browserDeflate, packaged } from './zip.js';
import { manifest, launchQuery, packageName, EXERCISE_IDS, MASTERY, countedOutside } from './manifest.js';

const FILE_LIST = 'package-files.json';

async function bytesOf(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

// o: { tab, lang, lock, predict, count, settings, version; a lesson's lesson, locked, mastery, title } -> { name, bytes }
export async function packageFor(o, base = document.baseURI) {
  const files = await (await fetch(new URL(FILE_LIST, base))).json();
  if (!Array.isArray(files) || !files.every((f) => typeof f === 'string')) throw new Error(`${FILE_LIST}: not a list`);
  await loadLang(o.lang);
  const title = o.title ?? `makemore-lab — ${wordIn(o.lang, `tabs.${o.tab}.title`)}`; // a lesson's: the builder's
  const text = manifest({
    version: o.version,
    title,
    query: launchQuery(o),
    files,
    mastery: o.count.length ? (o.mastery ?? MASTERY * 100) / 100 : null,
    id: o.lesson?.length ? 'makemore-lab-lesson' : `makemore-lab-${o.tab}`,
  });
  const data = await Promise.all(files.map((f) => bytesOf(new URL(f, base))));
  return {
    name: packageName(o),
    bytes: await zip(
      [{ name: 'imsmanifest.xml', data: text }, ...files.map((f, i) => ({ name: f, data: packaged(f, data[i]) }))],
      browserDeflate,
    ),
  };
}

// The package of `o` (packageFor's options), made in the browser and handed to it as a download;
// status: the element that says how it goes; go: the button, disabled meanwhile.
export async function downloadPackage(o, status, go) {
  go.disabled = true;
  status.textContent = t('embed.scormBuilding');
  try {
    const { name, bytes } = await packageFor(o);
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
    const a = el('a', { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    status.textContent = t('embed.scormReady', { name });
  } catch (e) {
    status.textContent = t('embed.scormFailed', { reason: e.message });
  } finally {
    go.disabled = false;
  }
}

// id: the tab; options(): the embed box's { lang, lock, predict, settings }. -> the box's element
export function packageBox(id, options) {
  const o = { version: '1.2', count: id === 'exercises' ? [...EXERCISE_IDS] : [] };
  const status = el('p', { class: 'status', 'data-key': 'scorm-status', 'aria-live': 'polite' });
  const version = el(
    'select',
    { name: 'scorm-version', onchange: (ev) => (o.version = ev.target.value) },
    ['1.2', '2004'].map((v) => el('option', { value: v, text: `SCORM ${v}` })),
  );
  const counts = EXERCISE_IDS.map((e) =>
    el(
      'label',
      { class: 'check' },
      el('input', {
        type: 'checkbox',
        name: `scorm-count-${e}`,
        ...(o.count.includes(e) ? { checked: true } : {}),
        onchange: (ev) => (o.count = ev.target.checked ? [...o.count, e].sort() : o.count.filter((x) => x !== e)),
      }),
      el('span', { text: e.toUpperCase() }),
    ),
  );
  const go = button(
    t('embed.scormDownload'),
    async () => {
      const outside = countedOutside({ tab: id, count: o.count });
      if (outside.length) {
        const tabName = (tab) => t(`tabs.${tab}.short`);
        status.textContent = t('scormPackage.notIn', {
          ids: outside.join(', ').toUpperCase(),
          demo: tabName(id),
          exercises: tabName('exercises'),
        });
        return;
      }
      await downloadPackage({ ...options(), ...o, tab: id }, status, go);
    },
    { class: 'secondary', 'data-action': 'scorm-download' },
  );
  return el(
    'div',
    { class: 'scorm-package' },
    el('p', { class: 'label', text: t('embed.scormTitle') }),
    el('p', { class: 'note', text: t('embed.scormHelp') }),
    el(
      'div',
      { class: 'controls embed-options' },
      el('label', { class: 'control' }, el('span', { text: t('embed.scormVersion') }), version),
    ),
    el('fieldset', { class: 'choices' }, el('legend', { text: t('embed.scormCount') }), counts),
    go,
    status,
  );
}
