// teacher.test.js — the teacher's side (web/src/teacher/, docs/teachers.md): a lesson's link read back
// as the lesson it was built from, the page's reading of it (its tabs only, the first opened), the
// refusal of an exercise counted outside the lesson (the pure check, the link, the CLI), and the
// class view's reading of Moodle's interactions report: tab-separated as Moodle writes it
// (fputcsv, HTML-escaped values, identity fields), with headers in another language, comma-separated,
// and a report downloaded without the question column.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { moodleReport } from '../e2e/moodle_report.mjs';
import { parse, defaults } from '../../web/src/state/state.js';
import { lessonQuery, readLesson, countRefusal, lessonPrompts, lessonSettingNames, tabQuestions } from '../../web/src/teacher/lesson.js';
import { launchQuery, packageName } from '../../web/src/scorm/manifest.js';
import {
  parseDelimited,
  readInteractionsReport,
  byInteraction,
  choiceOf,
  histogram,
  unescapeHtml,
} from '../../web/src/teacher/class_csv.js';

const LESSON = {
  tabs: ['kaiming', 'tanh', 'exercises'],
  lang: 'tr',
  predict: 'require',
  count: ['e2', 'e3'],
  mastery: 70,
  settings: { bad: 2.5, seed: 7, k_layers: 8, k_act: 'relu', k_gain: 1.41421 },
  locked: ['bad', 'k_layers'],
};

describe("a lesson's link", () => {
  it('reads back as the lesson it was built from: tabs in order, language, prompt, counted exercises, mastery, settings, locks', () => {
    const q = lessonQuery(LESSON);
    expect(q.startsWith('?v=2&')).toBe(true);
    const back = readLesson(q);
    expect(back).toEqual({ ...LESSON, count: ['e2', 'e3'] });
  });

  it('carries only its tabs’ settings, and the page opens its first tab, never one outside it', () => {
    const q = lessonQuery({ ...LESSON, settings: { ...LESSON.settings, steps: 500, bn_bad: 4 } });
    expect(q).not.toMatch(/steps=|bn_bad=/);
    expect(parse(q).state.tab).toBe('kaiming');
    expect(parse(`${q}&tab=diagnostics`).state.tab).toBe('kaiming');
    expect(parse(`${q}&tab=tanh`).state.tab).toBe('tanh');
    expect(lessonSettingNames(['tanh', 'kaiming'])).toEqual(['bad', 'seed', 'k_act', 'k_layers', 'k_gain']);
  });

  it('a lock of a setting not in the lesson is dropped; an unknown tab in a link is noted, the rest kept', () => {
    expect(readLesson(lessonQuery({ ...LESSON, locked: ['bad', 'bn_bad'] })).locked).toEqual(['bad']);
    const { state, notes } = parse('?v=2&lesson=tanh,nosuch,start');
    expect(state.lesson).toEqual(['tanh', 'start']);
    expect(notes.map((n) => n.kind)).toEqual(['unknownFlags']);
  });

  it('a SCORM package of the lesson launches the lesson (no embed), with its mastery score', () => {
    const q = launchQuery({
      lesson: LESSON.tabs,
      tab: 'kaiming',
      lang: 'tr',
      predict: 'require',
      count: ['e2', 'e3'],
      settings: LESSON.settings,
      locked: ['bad'],
      mastery: 70,
    });
    const { state } = parse(q);
    expect(state.embed).toBe('');
    expect(state.lesson).toEqual(LESSON.tabs);
    expect(state.mastery).toBe(70);
    expect(state.locked).toEqual(['bad']);
    expect(packageName({ lesson: LESSON.tabs, lang: 'tr', version: '2004' })).toBe('makemore-lab-lesson-tr-scorm2004.zip');
  });

  it('the check questions of its tabs: each on the tab that answers it, the rest on the exercises tab', () => {
    const qs = [
      { id: 'q1', show: { tab: 'start' } },
      { id: 'q3', show: { tab: 'tanh' } },
    ];
    expect(tabQuestions(qs, ['tanh', 'exercises'], 'tanh').map((q) => q.id)).toEqual(['q3']);
    expect(tabQuestions(qs, ['tanh', 'exercises'], 'exercises').map((q) => q.id)).toEqual(['q1']);
    expect(tabQuestions(qs, ['tanh', 'kaiming'], 'kaiming')).toEqual([]);
  });

  it('the prompts it asks: its tabs’ and their figures’, in its order; none with predictions off', () => {
    expect(lessonPrompts(['tanh', 'batchnorm', 'start'])).toEqual(['tanh', 'batchnorm', 'bn-bias', 'bn-collapse', 'start']);
    expect(lessonPrompts(['tanh'], 'off')).toEqual([]);
  });
});

describe('an exercise counted outside the lesson', () => {
  it('is refused: the check, and the link is never written', () => {
    expect(countRefusal({ tabs: ['tanh', 'kaiming'], count: ['e2'] })).toEqual({ count: ['e2'] });
    expect(countRefusal({ tabs: ['tanh', 'exercises'], count: ['e2'] })).toBeNull();
    expect(countRefusal({ tabs: ['tanh'], count: [] })).toBeNull();
    expect(() => lessonQuery({ ...LESSON, tabs: ['tanh', 'kaiming'] })).toThrow(/e2, e3/);
  });

  it('is refused by the CLI with a sentence, for a lesson and for one demo', () => {
    for (const args of [
      ['--lesson', 'tanh,kaiming', '--count', 'e2,e3'],
      ['--tab', 'tanh', '--count', 'e2'],
    ]) {
      const r = spawnSync(process.execPath, ['scripts/scorm_packages.mjs', ...args], { encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/exercises tab, which this package does not hold, so they could never be scored/);
    }
  });
});

const CLASS = [
  {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.org',
    attempt: 1,
    interactions: [
      { id: 'tanh.predict', response: '60', result: 'wrong' },
      { id: 'kaiming.predict', response: 'kaiming', result: 'correct' },
      { id: 'tanh.q3', response: 'Doyma "gradyanı" <öldürür> & durdurur\tişte', result: 'neutral' },
      { id: 'exercises.e2', response: 'bad=2;kaiming=19.5', result: 'wrong' },
      { id: 'exercises.e2', response: 'bad=2;kaiming=19', result: 'correct' },
    ],
  },
  { name: 'Can Demir', email: 'can@example.org', attempt: 1, interactions: [{ id: 'kaiming.predict', response: 'a', result: 'wrong' }] },
  {
    name: 'Can Demir',
    email: 'can@example.org',
    attempt: 2,
    interactions: [
      { id: 'kaiming.predict', response: '0', result: 'wrong' },
      { id: 'tanh.predict', response: '90.5', result: 'correct' },
    ],
  },
];

describe("the class view reads Moodle's interactions report", () => {
  it('tab-separated as Moodle writes it: one student per name (the latest attempt), the ids, the responses unescaped', () => {
    const r = readInteractionsReport(moodleReport(CLASS));
    expect(r.error).toBeUndefined();
    expect(r.students.map((x) => [x.name, x.attempt])).toEqual([
      ['Ayşe Yılmaz', 1],
      ['Can Demir', 2],
    ]);
    expect(r.students[0].interactions[2].response).toBe('Doyma "gradyanı" <öldürür> & durdurur\tişte');
    const g = byInteraction(r.students);
    expect(g.get('tanh.predict').first).toEqual(['60', '90.5']);
    expect(g.get('exercises.e2').firstResults).toEqual(['wrong']);
    expect(g.get('exercises.e2').last).toEqual(['correct']);
  });

  it('with headers in another language (told by what the columns hold), and re-saved with commas', () => {
    const tr = moodleReport(CLASS, { header: (w, i) => `${{ Question: 'Soru', Response: 'Yanıt', Result: 'Sonuç' }[w]} ${i}` });
    expect(readInteractionsReport(tr).students[1].interactions.map((x) => x.id)).toEqual(['kaiming.predict', 'tanh.predict']);
    const comma = parseDelimited(moodleReport(CLASS))
      .map((row) => row.map((v) => `"${v.replace(/"/g, '""')}"`).join(','))
      .join('\r\n');
    expect(readInteractionsReport(comma)).toEqual(readInteractionsReport(moodleReport(CLASS)));
  });

  it('says what is missing: no question column, no rows', () => {
    expect(readInteractionsReport(moodleReport(CLASS, { question: false }))).toEqual({ error: 'noQuestions' });
    expect(readInteractionsReport('Name\tAttempt\n')).toEqual({ error: 'empty' });
    expect(readInteractionsReport('')).toEqual({ error: 'empty' });
  });

  it('a choice written as its value or as SCORM 1.2’s one character; a histogram of the numbers', () => {
    const opts = ['naive', 'kaiming', 'neither'];
    expect(['kaiming', 'a', '0', '2', 'c', 'z', 'x y'].map((v) => choiceOf(v, opts))).toEqual([
      'kaiming',
      'naive',
      'naive',
      'neither',
      'neither',
      null,
      null,
    ]);
    expect(histogram([0, 10, 10, 5], 2)).toEqual([
      { from: 0, to: 5, n: 1 },
      { from: 5, to: 10, n: 3 },
    ]);
    expect(histogram([3, 3])).toEqual([{ from: 3, to: 3, n: 2 }]);
    // widened to hold the live answer, which is not counted
    expect(histogram([0, 1], 2, [4])).toEqual([
      { from: 0, to: 2, n: 2 },
      { from: 2, to: 4, n: 0 },
    ]);
    expect(histogram([])).toEqual([]);
    expect(unescapeHtml('&lt;b&gt; &#039;x&#039; &#x41; &amp;amp;')).toBe("<b> 'x' A &amp;");
  });
});

it('defaults are untouched by the lesson keys: a bare address is no lesson', () => {
  expect(defaults().lesson).toEqual([]);
  expect(readLesson('')).toBeNull();
});
