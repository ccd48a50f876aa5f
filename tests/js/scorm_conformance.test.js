// scorm_conformance.test.js — every value the lab writes to a learning platform, checked against the
// SCORM 1.2 and 2004 data models (scorm_datamodel.js, written from the specifications): a student's
// whole session under each version (choice and numeric predictions, a question's tries, a written
// answer with line breaks and one past the limits, exercise verdicts, the exit), on the student's
// clock (Istanbul, UTC+3); the choices as 1.2's letters; and a package that talks only the version
// it was built as when the platform offers both APIs.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { check, recordingApi } from './scorm_datamodel.js';
import { findPlatform } from '../../web/src/scorm/platform.js';
import { openSession, startSession, resumedSettings } from '../../web/src/scorm/session.js';
import { choiceLetters, clockTime, readSuspendData } from '../../web/src/scorm/record.js';
import { createProgress } from '../../web/src/teaching/progress.js';
import { defaults, parse } from '../../web/src/state/state.js';
import { launchQuery } from '../../web/src/scorm/manifest.js';

let tz;
beforeAll(() => {
  tz = process.env.TZ;
  process.env.TZ = 'Europe/Istanbul';
  const target = () => Object.assign(new EventTarget(), { visibilityState: 'visible' });
  globalThis.document = target();
  globalThis.window = target();
});
afterAll(() => {
  process.env.TZ = tz;
  delete globalThis.document;
  delete globalThis.window;
});

// A whole session under `version`: -> the recording API's { writes, problems, values }.
function session(version, count = ['e1', 'e3']) {
  const rec = recordingApi(version);
  const platform = openSession({ version, api: rec.api }, { onFailure: () => {} });
  const progress = createProgress(platform.storage);
  const settings = { ...defaults(), count };
  const s = startSession({ session: platform.session, progress, settings: () => settings });
  progress.predicted('kaiming', { guess: 'naive', live: 'kaiming', close: false });
  progress.predicted('bn-bias', { guess: 'larger', live: 'equal', close: false });
  progress.predicted('residual', { guess: 1e-7, live: 0.00002, close: false, far: 2.3 });
  progress.answered('q2', 'b', false);
  progress.answered('q2', 'a', true);
  progress.answered('q3', 'The units saturate:\r\nthe gradient\tvanishes.\n\nSo it stops.', null);
  progress.answered('q3', `${'ç'.repeat(300)}\n${'x'.repeat(5000)}`, null);
  progress.markExercise('e3', 'pass', { settings: { gain: 5 / 3 } });
  progress.markExercise('e1', 'fail', { answer: { bad: 3.1, note: 'a\nb' } });
  window.dispatchEvent(new Event('pagehide'));
  s.dispose();
  return rec;
}
const responses = (rec, name) => rec.writes.filter(([k]) => k.endsWith(`.${name}`)).map(([, v]) => v);

describe('every value the lab writes is in the data model', () => {
  it('the validator itself refuses what the issue found', () => {
    expect(check('1.2', 'cmi.interactions.0.student_response', 'naive', { type: 'choice' })).not.toBe(null);
    expect(check('1.2', 'cmi.interactions.0.student_response', 'a\nb', { type: 'fill-in' })).not.toBe(null);
    expect(check('2004', 'cmi.interactions.0.timestamp', '2026-12-04T13:32:49')).toBe(null); // zone optional in the model…
    expect(check('2004', 'cmi.interactions.0.timestamp', '2026-12-04T13:32:49+03:00')).not.toBe(null); // …and only after a fraction
    expect(check('2004', 'cmi.interactions.0.timestamp', '2026-12-04T13:32:49.25+03:00')).toBe(null);
    expect(check('1.2', 'cmi.suspend_data', 'x'.repeat(4097))).not.toBe(null);
    expect(check('2004', 'cmi.core.lesson_status', 'passed')).not.toBe(null);
  });
  for (const version of ['1.2', '2004'])
    it(`SCORM ${version}: a whole session, each write checked`, () => {
      const rec = session(version);
      expect(rec.problems).toEqual([]);
      expect(rec.writes.length).toBeGreaterThan(40);
    });
  it("1.2's choices are letters, in the order of the prompt's options; its sentences lose their line breaks", () => {
    const rec = session('1.2');
    const letters = choiceLetters();
    expect(letters['kaiming.predict']).toEqual({ naive: 'a', kaiming: 'b', same: 'c' });
    expect(letters['bn-bias.predict']).toEqual({ equal: 'a', smaller: 'b', larger: 'c' });
    expect(letters['diagnostics.q2']).toEqual({ a: 'a', b: 'b', c: 'c' });
    // docs/scorm.md gives every letter, so a platform's report can be read
    const doc = readFileSync('docs/scorm.md', 'utf8');
    for (const [id, map] of Object.entries(letters))
      expect(doc).toContain(
        `| \`${id}\` | ${Object.entries(map)
          .map(([o, l]) => `\`${l}\` ${o}`)
          .join(', ')} |`,
      );
    expect(responses(rec, 'student_response')).toEqual([
      'a',
      'c',
      '0.0000001',
      'b',
      'a',
      'The units saturate: the gradient vanishes. So it stops.',
      `${'ç'.repeat(300)}`.slice(0, 255),
      'gain=1.666666666667',
      'bad=3.1;note=a b',
    ]);
  });
  it('2004 keeps the options by name and a sentence with its line breaks, up to 4000 characters', () => {
    const rec = session('2004');
    const r = responses(rec, 'learner_response');
    expect(r.slice(0, 2)).toEqual(['naive', 'larger']);
    expect(r[5]).toBe('The units saturate:\r\nthe gradient\tvanishes.\n\nSo it stops.');
    expect(Array.from(r[6]).length).toBe(4000);
  });
  it("times carry the student's zone: 2004 with its offset, 1.2 on the local clock", () => {
    const t = Date.parse('2026-12-04T13:32:49.257Z');
    expect(clockTime(t, '2004')).toBe('2026-12-04T16:32:49.25+03:00');
    expect(clockTime(t, '1.2')).toBe('16:32:49');
    expect(clockTime(t, '2004', 330)).toBe('2026-12-04T08:02:49.25-05:30');
    expect(clockTime(t, '2004', 0)).toBe('2026-12-04T13:32:49.25+00:00');
    const rec = session('2004');
    const stamps = responses(rec, 'timestamp');
    expect(stamps.length).toBeGreaterThan(5);
    for (const s of stamps) expect(s).toMatch(/\+03:00$/);
    const now = new Date();
    const hour = (now.getUTCHours() + 3) % 24;
    for (const s of responses(session('1.2'), 'time')) expect([hour, (hour + 1) % 24]).toContain(Number(s.slice(0, 2)));
  });
});

describe('the version a package was built as', () => {
  const both = () => {
    const w = { API: { LMSInitialize: () => 'true' }, API_1484_11: { Initialize: () => 'true' } };
    w.parent = w;
    return w;
  };
  it('a 1.2 package talks 1.2 and a 2004 package 2004 when the platform offers both', () => {
    expect(findPlatform(both(), '1.2')?.version).toBe('1.2');
    expect(findPlatform(both(), '2004')?.version).toBe('2004');
    expect(findPlatform(both())?.version).toBe('2004'); // the site's page: the later version
    const only12 = { API: { LMSInitialize: () => 'true' } };
    only12.parent = only12;
    expect(findPlatform(only12, '2004')).toBe(null);
    // the package's launch names its version, which the page reads from its address
    for (const version of ['1.2', '2004']) expect(parse(launchQuery({ tab: 'tanh', version })).state.scorm).toBe(version);
  });
});

describe('what the platform gives back', () => {
  // A relaunch (entry = resume) with `data` as suspend_data: -> { rec, progress } after some work and the exit.
  function relaunch(version, data) {
    const entry = version === '1.2' ? 'cmi.core.entry' : 'cmi.entry';
    const rec = recordingApi(version, { [entry]: 'resume', 'cmi.suspend_data': data });
    const platform = openSession({ version, api: rec.api }, { onFailure: () => {} });
    const progress = createProgress(platform.storage);
    const s = startSession({ session: platform.session, progress, settings: () => defaults() });
    progress.predicted('kaiming', { guess: 'naive', live: 'kaiming', close: false });
    window.dispatchEvent(new Event('pagehide'));
    s.dispose();
    return { rec, progress };
  }
  const later = [
    JSON.stringify({ s: 2, work: { kaiming: 'a later shape' } }),
    JSON.stringify({ s: 1, tab: 'tanh', p: { v: 2, predictions: { kaiming: 'a later shape' } }, e: {} }),
  ];
  for (const version of ['1.2', '2004'])
    for (const data of later)
      it(`SCORM ${version}: a later format (${data.slice(0, 12)}…) is left alone; the work stays on the page`, () => {
        const { rec, progress } = relaunch(version, data);
        expect(rec.writes.filter(([k]) => k === 'cmi.suspend_data')).toEqual([]);
        expect(rec.values['cmi.suspend_data']).toBe(data);
        expect(progress.later).toBe(true); // the page says so (as for the browser's storage)
        expect(progress.get().predictions.kaiming.guess).toBe('naive');
        expect(rec.writes.some(([k]) => k.endsWith('.id'))).toBe(true); // the interactions still go
      });
  it("a one-demo package relaunched with another demo's record opens its own demo, the record's work kept", () => {
    const other = {
      s: 1,
      tab: 'kaiming',
      q: '?v=2&tab=kaiming&k_layers=7',
      p: {
        v: 1,
        predictions: { kaiming: { guess: 'naive', live: 'kaiming', close: false } },
        skipped: {},
        visited: { kaiming: true },
        questions: {},
      },
      e: {},
    };
    const resumed = readSuspendData(JSON.stringify(other));
    expect(resumedSettings(resumed, 'tanh')).toBe(null);
    expect(resumedSettings(resumed, 'kaiming')).toMatchObject({ tab: 'kaiming', k_layers: 7 });
    expect(resumedSettings(resumed, '')).toMatchObject({ tab: 'kaiming', k_layers: 7 }); // the whole lab: the tab last open
    const rec = recordingApi('1.2', { 'cmi.core.entry': 'resume', 'cmi.suspend_data': JSON.stringify(other) });
    const platform = openSession({ version: '1.2', api: rec.api }, { onFailure: () => {} });
    expect(createProgress(platform.storage).get().predictions.kaiming.guess).toBe('naive');
  });
});
