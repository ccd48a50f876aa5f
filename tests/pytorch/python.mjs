// python.mjs — one Python process for a whole script of checks: `snippet_cell.py --serve` imports
// torch once (and runs the lecture's data cells once), then runs each request in a child it forks,
// so every cell or script still starts from a clean state. One JSON request a line on its stdin,
// one JSON answer a line on its stdout; a cell that hangs is killed after its timeout by the server,
// and a server that itself stops answering is killed by this side (the timeout plus a minute).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
export const PYTHON = process.env.PYTHON ?? '/usr/bin/python3';
export const CELL = join(ROOT, 'tests/pytorch/snippet_cell.py');
const SIGNALS = Object.fromEntries(Object.entries(constants.signals).map(([name, n]) => [n, name]));

// -> { run(argv, { cwd, script, timeout }) -> Promise<answer>, close() }. An answer is
// { status, signal, timedOut, stdout, stderr } of the child that ran the request.
export function startPython({ timeout = 600 } = {}) {
  const server = spawn(PYTHON, [CELL, '--serve', '--timeout', String(timeout)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let buffered = '';
  let pending = null; // { resolve, reject, timer } of the request under way (one at a time)
  let ended = null; // why the server is gone, once it is
  const fail = (why) => {
    ended ??= why;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(new Error(ended));
      pending = null;
    }
  };
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (s) => (stderr = (stderr + s).slice(-65536)));
  server.stdout.setEncoding('utf8');
  server.stdout.on('data', (s) => {
    buffered += s;
    let nl;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (!pending) continue;
      const { resolve, reject, timer } = pending;
      pending = null;
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch (e) {
        reject(new Error(`the Python server's answer is not JSON (${e.message}): ${line.slice(0, 200)}`));
      }
    }
  });
  server.on('error', (e) => fail(`the Python server could not start (${PYTHON}): ${e.message}`));
  server.on('exit', (code, signal) => fail(`the Python server exited (${signal ?? code}):\n${stderr}`));
  server.stdin.on('error', () => {}); // a server gone: said by 'exit'

  return {
    run(argv, { cwd, script = false, timeout: seconds = timeout } = {}) {
      if (ended) return Promise.reject(new Error(ended));
      if (pending) return Promise.reject(new Error('one request at a time'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => {
            server.kill('SIGKILL');
            for (const stream of [server.stdin, server.stdout, server.stderr]) stream.destroy();
            fail(`the Python server did not answer in ${seconds + 60} s (killed):\n${stderr}`);
          },
          (seconds + 60) * 1000,
        );
        pending = { resolve, reject, timer };
        server.stdin.write(JSON.stringify({ argv, cwd, script, timeout: seconds }) + '\n');
      });
    },
    close() {
      ended ??= 'closed';
      server.stdin.end();
    },
  };
}

// Throws, naming how it ended, unless the child that ran the request exited with status 0.
// `what` is what ran ("the snippet", "the script"); a Python exception's traceback is in stderr.
export function expectExit0(answer, what, seconds) {
  if (answer.timedOut) throw new Error(`${what} did not finish in ${seconds} s (killed):\n${answer.stderr}`);
  if (answer.signal != null)
    throw new Error(`${what} died of signal ${SIGNALS[answer.signal] ?? answer.signal} (${answer.signal}):\n${answer.stderr}`);
  if (answer.status !== 0) throw new Error(`${what} failed (${answer.status}):\n${answer.stderr}`);
  return answer;
}
