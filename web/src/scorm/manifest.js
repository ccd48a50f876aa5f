// scorm/manifest.js — a SCORM package's imsmanifest.xml, the minimal valid one for each version
// (SCORM 1.2; SCORM 2004 4th edition): its schema and version, one organisation with one item (the
// SCO), one resource listing every file; titled in the package's language. The launch page is the
// site's own index.html, its options (the demo, language, lock, prediction mode, the exercises that
// count) in the item's `parameters`. Leaves out: sequencing rules, metadata beyond the schema.
import { serialize, defaults } from '../state/state.js';

export const EXERCISE_IDS = ['e1', 'e2', 'e3', 'e4', 'e5'];
export const MASTERY = 0.8; // the package's own mastery score, when the platform gives none
// The exercises a package holds: those of the exercises tab, where every exercise is done — in the
// whole lab, that demo's package or a lesson that has the tab; none in another demo's or lesson's. The
// counted ones it does not hold could never score (refused by the CLI, the embed box and the builder).
export const exercisesIn = ({ tab = '', lesson = [] }) =>
  (lesson.length ? lesson.includes('exercises') : !tab || tab === 'exercises') ? EXERCISE_IDS : [];
export const countedOutside = ({ tab = '', lesson = [], count = [] }) => count.filter((e) => !exercisesIn({ tab, lesson }).includes(e));
const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// o: { tab ('' for the whole lab), lang, lock, predict, hide, count: ['e3', ...], settings: the tab's own,
// version: the package's, which the page then talks to alone; a teacher's lesson (teacher/lesson.js):
// lesson: [its tabs], locked: [settings], mastery: % } -> the launch page's query ('?v=2&…')
export function launchQuery(o) {
  const { tab = '', lang = 'tr', lock = false, predict = 'on', hide = [], count = [], settings = {}, version = '' } = o;
  const lesson = o.lesson ?? [];
  const s = { ...defaults(), ...settings, lang, lock, predict, hide, count, embed: lesson.length ? '' : tab, scorm: version };
  if (tab) s.tab = tab;
  if (lesson.length) Object.assign(s, { lesson, tab: lesson[0], locked: o.locked ?? [], mastery: o.mastery ?? s.mastery });
  return serialize(s);
}

// The package's file name: makemore-lab-<demo>-<lang>-scorm12.zip (a lesson: makemore-lab-lesson-<lang>-…;
// the whole lab: makemore-lab-scorm12.zip)
export const packageName = ({ tab = '', lesson = [], lang = 'tr', version }) =>
  `makemore-lab${lesson.length ? `-lesson-${lang}` : tab ? `-${tab}-${lang}` : ''}-scorm${version === '1.2' ? '12' : '2004'}.zip`;

const HEAD = {
  1.2: `xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd"`,
  2004: `xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd"`,
};

// version: '1.2' | '2004'; title (in the package's language, at most 200 characters); query: launchQuery()'s; files: the
// package's paths; mastery: 0..1 (1.2 writes it as the item's masteryscore when exercises count).
export function manifest({ version, title, query, files, mastery = null, id = 'makemore-lab' }) {
  const v12 = version === '1.2';
  const schema = v12 ? '1.2' : '2004 4th Edition';
  const masteryLine = v12 && mastery !== null ? `\n        <adlcp:masteryscore>${Math.round(mastery * 100)}</adlcp:masteryscore>` : '';
  const scormType = v12 ? 'adlcp:scormtype="sco"' : 'adlcp:scormType="sco"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${xml(id)}" version="1"
  ${HEAD[version]}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${schema}</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${xml(title.slice(0, 200))}</title>
      <item identifier="item" identifierref="sco" parameters="${xml(query)}">
        <title>${xml(title.slice(0, 200))}</title>${masteryLine}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" ${scormType} href="index.html">
${files.map((f) => `      <file href="${xml(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}
