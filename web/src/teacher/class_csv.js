// teacher/class_csv.js — a platform's report of the lab's interactions, read as text in the page
// (nothing leaves the browser). Moodle's SCORM "Interactions report" downloaded as text: tab-separated
// (its csv_export_writer "tab"; fputcsv quoting, "" inside quotes), one row per student and attempt:
// Name, the identity fields the site shows (Email address, …), Attempt, Started on, Last accessed
// on, Score, one column per SCO (its score or status), then per interaction i from 0 the columns the
// teacher ticked: Question i (its id), Response i, Right answer i, Result i; every value HTML-escaped
// (Moodle's s()). The same report re-saved by a spreadsheet as comma or semicolon separated values
// reads the same way, and so do its headers in another language (the columns are told by what they
// hold). The ids are the lab's (scorm/record.js): <prompt>.predict, <tab>.q<n>, exercises.e<n>.
// Pure: no DOM, no words (errors are keys the class view words).

const ID = /^[a-z][a-z-]*\.(predict|q\d+|e\d+)$/;
const RESULTS = new Set(['correct', 'wrong', 'incorrect', 'neutral', 'unanticipated']);
const ENGLISH = { question: /^question$/i, response: /^response$/i, right: /^right answer$/i, result: /^result$/i };

// Delimited text -> rows of fields. The delimiter is the header line's: a tab, else ';' when it has
// more of them than commas, else ','. Quoted fields may hold the delimiter, quotes ("") and line breaks.
export function parseDelimited(text) {
  const src = String(text).replace(/^\uFEFF/, '');
  const head = src.split(/\r?\n/, 1)[0];
  const count = (c) => head.split(c).length - 1;
  const d = head.includes('\t') ? '\t' : count(';') > count(',') ? ';' : ',';
  const rows = [];
  let row = [],
    field = '',
    quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === d) (row.push(field), (field = ''));
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      (row.push(field), rows.push(row), (row = []), (field = ''));
    } else field += c;
  }
  if (field !== '' || row.length) (row.push(field), rows.push(row));
  return rows.filter((r) => r.some((x) => x.trim() !== ''));
}

// Moodle's s(): htmlspecialchars -> the text as written.
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
export const unescapeHtml = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });

// The numbered columns, grouped by their number: { n: [column index] }.
function numbered(headers) {
  const groups = new Map();
  headers.forEach((h, i) => {
    const m = /^(.*\S)\s+(\d+)$/.exec(h.trim());
    if (!m || i === 0) return;
    if (!groups.has(m[2])) groups.set(m[2], []);
    groups.get(m[2]).push({ i, word: m[1] });
  });
  return groups;
}

// One group's columns -> { question, response, right, result } (indices): by their English names,
// else by what they hold (the lab's ids; the results' vocabulary; the response before the right answer).
function roles(cols, rows) {
  const out = {};
  const values = (i) => rows.map((r) => unescapeHtml(r[i] ?? '').trim()).filter((v) => v !== '');
  const left = [];
  for (const c of cols) {
    const named = Object.keys(ENGLISH).find((k) => ENGLISH[k].test(c.word));
    if (named) out[named] = c.i;
    else left.push(c.i);
  }
  for (const i of left) {
    const v = values(i);
    if (out.question === undefined && v.length && v.every((x) => ID.test(x))) out.question = i;
    else if (out.result === undefined && v.length && v.every((x) => RESULTS.has(x))) out.result = i;
    else if (out.response === undefined) out.response = i;
    else if (out.right === undefined) out.right = i;
  }
  return out;
}

// The report's text -> { students: [{ name, attempt, interactions: [{ id, response, result }] }] }
// (one per student: the highest attempt that holds interactions), or { error: key }: 'empty' (no
// rows), 'noQuestions' (no column of the lab's ids: the report was downloaded without "Summary
// of question"), 'noResponses' (no responses column).
export function readInteractionsReport(text) {
  const rows = parseDelimited(text);
  if (rows.length < 2) return { error: 'empty' };
  const [headers, ...body] = rows;
  const groups = [...numbered(headers).entries()].sort((a, b) => Number(a[0]) - Number(b[0]));
  const cols = groups.map(([, g]) => roles(g, body));
  if (!cols.some((c) => c.question !== undefined)) return { error: 'noQuestions' };
  if (!cols.some((c) => c.response !== undefined)) return { error: 'noResponses' };
  const attemptAt = headers.findIndex((h, i) => i > 0 && /^attempt$/i.test(h.trim()));
  const byName = new Map();
  for (const r of body) {
    const cell = (i) => (i === undefined ? '' : unescapeHtml(r[i] ?? '').trim());
    const interactions = cols
      .map((c) => ({ id: cell(c.question), response: cell(c.response), result: cell(c.result) || null }))
      .filter((x) => ID.test(x.id));
    if (!interactions.length) continue;
    const name = cell(0);
    const attempt = Number.parseInt(cell(attemptAt), 10) || 1;
    const kept = byName.get(name);
    if (!kept || kept.attempt < attempt) byName.set(name, { name, attempt, interactions });
  }
  return { students: [...byName.values()] };
}

// A choice's response -> the option it names: the value itself, or SCORM 1.2's one-character form
// (a digit or a letter: the option's place in the list, from 0 or from a).
export function choiceOf(response, options) {
  if (options.includes(response)) return response;
  if (/^[0-9]$/.test(response)) return options[Number(response)] ?? null;
  if (/^[a-z]$/.test(response)) return options[response.charCodeAt(0) - 97] ?? null;
  return null;
}

// The class's students -> per interaction id: { first: [each student's first response], firstResults:
// [each student's first result], last: [each student's last result] }.
export function byInteraction(students) {
  const out = new Map();
  for (const s of students) {
    const seen = new Set();
    for (const x of s.interactions) {
      if (!out.has(x.id)) out.set(x.id, { first: [], firstResults: [], last: new Map() });
      const g = out.get(x.id);
      if (!seen.has(x.id)) {
        seen.add(x.id);
        g.first.push(x.response);
        g.firstResults.push(x.result);
      }
      g.last.set(s.name, x.result);
    }
  }
  for (const g of out.values()) g.last = [...g.last.values()];
  return out;
}

// Numbers -> a histogram of `bins` equal bins over their range, widened to hold `also` (the live
// answer, not counted): [{ from, to, n }] ([] for no numbers).
export function histogram(values, bins = 8, also = []) {
  const v = values.filter(Number.isFinite);
  if (!v.length) return [];
  const ends = [...v, ...also.filter(Number.isFinite)];
  const lo = Math.min(...ends),
    hi = Math.max(...ends);
  if (lo === hi) return [{ from: lo, to: hi, n: v.length }];
  const w = (hi - lo) / bins;
  const out = Array.from({ length: bins }, (_, k) => ({ from: lo + k * w, to: lo + (k + 1) * w, n: 0 }));
  for (const x of v) out[Math.min(bins - 1, Math.floor((x - lo) / w))].n++;
  return out;
}
