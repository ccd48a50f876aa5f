// worker.js — all computation happens here, off the page's thread. It loads the wasm module once
// (core.js) and answers one message at a time: a 'section' goes straight to core.section(name,
// knobs), a 'call' to the core's set-up functions, a 'run' to a streaming job of jobs.js, which
// yields between chunks so a 'cancel' message can arrive. If the module aborts (out of memory, a
// failed assertion) it is unusable: the worker reports 'fatal' and closes, and the page starts a
// new one. The heartbeat: 'hello' once the script runs, 'pong' for every 'ping', and 'busy' before a
// synchronous call of the core that may outlast it. Leaves out: parallel jobs (the module is
// single-threaded; the page runs independent jobs on several workers, pool.js).
import * as protocol from './protocol.js';
import { JOBS } from './jobs.js';
import { loadCore } from './core.js';

const cancelled = new Set();
let queue = Promise.resolve();
let dead = false;

function fatal(what) {
  if (dead) return;
  dead = true;
  self.postMessage({ type: protocol.FATAL, message: String(what || 'the module aborted') });
  self.close();
}

// Yields to the event loop: the messages that came meanwhile (a cancel, a ping) are handled first.
// A message to itself, not setTimeout(0): a timer set from a timer's task is held back 4 ms once
// nested five deep, 4 % of a 100 ms chunk.
const channel = new MessageChannel();
const resumes = [];
channel.port1.onmessage = () => resumes.shift()?.();
channel.port1.unref?.(); // under node (the tests) the port alone does not keep the process running
const yieldToEvents = () =>
  new Promise((resolve) => {
    resumes.push(resolve);
    channel.port2.postMessage(null);
  });

function context(id) {
  return {
    // Yields to the event loop (a cancel may arrive), then throws if this job was cancelled.
    async tick() {
      await yieldToEvents();
      if (cancelled.has(id)) throw new protocol.CancelledError();
    },
    // Jobs call this once per chunk (~100 ms), so every message carries data worth drawing.
    progress(done, total, rate, partial) {
      self.postMessage({ type: protocol.PROGRESS, id, done, total, rate, partial });
    },
    // Before one synchronous call of the core that may take seconds (an evaluation): the page
    // then waits for the next message instead of expecting the heartbeat.
    busy() {
      self.postMessage({ type: protocol.BUSY });
    },
  };
}

// What a message asks of the core: (core, jobContext) -> result (or a promise of it).
function task(msg) {
  if (msg.type === protocol.SECTION) return (core) => core.section(msg.name, msg.knobs ?? {});
  if (msg.type === protocol.CALL) {
    if (!protocol.CALLS.includes(msg.name))
      throw protocol.pageError('unknown_call', `unknown call: ${msg.name}`, { name: String(msg.name) });
    return (core) => core[msg.name](...(msg.args ?? []));
  }
  const job = Object.hasOwn(JOBS, msg.job) ? JOBS[msg.job] : null;
  if (!job) throw protocol.pageError('unknown_job', `unknown job: ${msg.job}`, { name: String(msg.job) });
  return (core, ctx) => job(core, msg.params ?? {}, ctx);
}

async function answer(msg) {
  const { id } = msg;
  try {
    const fn = task(msg);
    const core = await loadCore({ onAbort: fatal });
    if (cancelled.has(id)) throw new protocol.CancelledError();
    const ctx = context(id);
    ctx.busy(); // a section or a set-up call is one call of the core; a streaming job reports soon
    const began = performance.now();
    const result = await fn(core, ctx);
    // where its time went: waiting here behind the requests before it, then the core's call
    const ms = { queued: began - msg.receivedAt, core: performance.now() - began };
    if (!dead) self.postMessage({ type: protocol.RESULT, id, result, ms });
  } catch (e) {
    if (dead) return;
    if (e instanceof protocol.CancelledError) self.postMessage({ type: protocol.CANCELLED, id });
    else self.postMessage({ type: protocol.ERROR, id, message: e?.message ?? String(e), code: e?.code, params: e?.params });
  } finally {
    cancelled.delete(id);
  }
}

function crash(how) {
  if (how === 'abort') fatal('Aborted(test)');
  else if (how === 'throw')
    setTimeout(() => {
      throw new Error('test crash');
    });
  else if (how === 'close')
    self.close(); // gone without an error event
  else if (how === 'hang')
    for (;;) {
      /* an endless loop: no event is ever handled again */
    }
}

self.onmessage = (ev) => {
  const msg = ev.data;
  if (!msg || typeof msg !== 'object' || dead) return;
  if (msg.type === protocol.PING) {
    self.postMessage({ type: protocol.PONG });
    return;
  }
  if (msg.type === protocol.CRASH) {
    crash(msg.how);
    return;
  }
  if (typeof msg.id !== 'number') return;
  if (msg.type === protocol.CANCEL) cancelled.add(msg.id);
  else if (msg.type === protocol.SECTION || msg.type === protocol.CALL || msg.type === protocol.RUN) {
    msg.receivedAt = performance.now();
    queue = queue.then(() => answer(msg));
  }
};

self.postMessage({ type: protocol.HELLO });
// The module loads at once, before the page's first request: the page starts this worker before
// its own code has loaded (boot.js). A failure is answered to that request (answer() awaits it).
loadCore({ onAbort: fatal }).catch(() => {});
