// moodle_report.mjs — a report shaped as Moodle's SCORM "Interactions report" downloads it in text
// format (mod/scorm/report/interactions/classes/report.php, lib/csvlib.class.php): its
// csv_export_writer("tab") writes each row with PHP's fputcsv (a field holding a tab, a quote, a
// line break or a space is quoted, a quote doubled), every value through s() (htmlspecialchars). The
// columns: Name, the site's identity fields (here Email address), Attempt, Started on, Last accessed
// on, Score, one per SCO (its title; its score as raw/max, or its status), then per interaction i
// from 0 the ticked summaries: Question i (the id), Response i (cmi.interactions_i.student_response),
// Result i. For the class view's tests (tests/js/teacher.test.js, teacher.mjs).

const fput = (row) => row.map((v) => (/[\t"\n\r ]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join('\t');
const s = (v) =>
  String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

// students: [{ name, email, attempt, score, interactions: [{ id, response, result }] }]; header(word, i):
// a column's header (Moodle's English by default); question: whether "Summary of question" was ticked.
export function moodleReport(students, { header = (w, i) => `${w} ${i}`, question = true, sco = 'makemore-lab' } = {}) {
  const n = Math.max(...students.map((x) => x.interactions.length));
  const head = ['Name', 'Email address', 'Attempt', 'Started on', 'Last accessed on', 'Score', sco];
  for (let i = 0; i < n; i++) head.push(...(question ? [header('Question', i)] : []), header('Response', i), header('Result', i));
  const rows = students.map((x) => {
    const r = [
      x.name,
      x.email,
      String(x.attempt),
      'Friday, 4 December 2026, 2:32 PM',
      'Friday, 4 December 2026, 2:40 PM',
      String(x.score ?? ''),
      `${x.score ?? 0}/100`,
    ];
    for (let i = 0; i < n; i++) {
      const it = x.interactions[i];
      r.push(...(question ? [s(it?.id ?? '')] : []), s(it?.response ?? ''), s(it?.result ?? ''));
    }
    return r;
  });
  return `${[head, ...rows].map(fput).join('\n')}\n`;
}
