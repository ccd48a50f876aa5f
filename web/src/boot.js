// boot.js — the page's first script, small so that it runs early: it starts the first computing
// worker (which loads and compiles the wasm module at once) and the names list's download (sent to
// the core as soon as it is in), then loads the page itself (main.js). All of it goes on while the
// page's own code downloads and is parsed.
// From its first moment it writes what is still downloading into the loading line of index.html
// (the page's code, the compute core, the names list with its bytes as they arrive), so that a
// slow server shows what it is waiting for; main.js keeps that line in the panel until the first tab.
// Where it cannot run (a frame sandboxed without allow-same-origin, a worker the browser refuses) it
// says so instead of leaving the loading line.
import './style.css';
import './app/page.css'; // style.css's second part, then the third: one cascade
import './view/controls.css';
import './view/tools.css';
import './teaching/lesson.css';
import './teaching/chapter.css';
import './view/touch.css'; // a finger's 44 px targets on a phone
import './app/present.css'; // presentation mode (present.js)
import { WorkerPool } from './compute/pool.js';
import { keepNames } from './app/site_cache.js';
import { loadingLine, readNames, cannotRunText } from './app/loading_line.js';

// Where the page cannot run, one sentence in English, the default language and the link's (loading_line.js
// cannotRunText: the words' chunk may be what failed).
function cannotRun(what) {
  const app = document.getElementById('app');
  app.replaceChildren(Object.assign(document.createElement('p'), { className: 'error', role: 'alert', textContent: what }));
}

// A frame sandboxed without allow-same-origin: frame-check.js (a classic script) has said why.
const blocked = document.getElementById('app')?.hasAttribute('data-frame-blocked') || self.origin === 'null';
if (!blocked) start();

function start() {
  const line = loadingLine();
  line.draw();
  let onRestart = () => {};
  let pool;
  try {
    pool = new WorkerPool({ onRestart: (...args) => onRestart(...args) });
  } catch (e) {
    cannotRun(cannotRunText('noWorker', { why: e?.message ?? e }));
    return;
  }
  window.__mmReady = {}; // tab id -> its figures are drawn (main.js sets them; the browser tests read them)
  // the browser test's way to kill the (first) worker; the pool's size and the benchmark's way in
  // (tools/bench_browser.mjs: the bench runs in the first worker, through the page's own module)
  window.__mmTest = {
    crashWorker: (how) => pool.crash(how),
    poolSize: () => pool.size,
    bench: ({ text, ...opts }) => pool.call('bench', [text, opts]).promise,
  };

  // the compute core is in once the first worker answers a call (it loads the module first)
  pool.call('limits').promise.then(
    () => line.set('core', 'done'),
    () => line.set('core', 'failed'),
  );
  // the page's own download of the names list is the one the offline copy keeps (site_cache.js)
  const url = new URL('names.txt', document.baseURI).href;
  const names = fetch(url).then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    keepNames(url, res.clone());
    return readNames(res, line);
  });
  names.then(
    () => line.set('names', 'done'),
    () => line.set('names', 'failed'),
  ); // its failure is reported by the page, with the list's label
  // The shipped list goes to the core as soon as it is in, while the page's code still loads: the
  // page's own call for it is then answered by this one (pool.js). Not when the page has already
  // sent a student's kept list: that one stays; a kept list sent later replaces this one.
  names.then((text) => pool.offerNames(text)?.promise).catch(() => {}); // the page reports a failure

  import('./main.js').then(
    (page) => {
      line.set('page', 'done');
      page.startPage({
        pool,
        names,
        loading: line,
        setOnRestart: (fn) => {
          onRestart = fn;
        },
      });
    },
    () => cannotRun(cannotRunText('noPage')),
  );
}
