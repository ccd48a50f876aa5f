// protocol.js — the page <-> worker messages, in one place.
// page -> worker: { type: 'section', id, name, knobs }  one lesson section's result: core.section(name,
//                                                       knobs), straight to the core (core.js)
//                 { type: 'call', id, name, args }      a set-up call of the core: setNames(text),
//                                                       limits(), recipe(), bench(text, opts) (CALLS)
//                 { type: 'run', id, job, params }      a streaming job of jobs.js (the 5.13 runs,
//                                                       the playground)
//                 { type: 'cancel', id }                stop a job at its next chunk boundary
//                 { type: 'crash', how }                for tests: fail the way a dying worker does
//                                                       ('throw': an uncaught error; 'abort': the wasm
//                                                       module aborts, as on running out of memory;
//                                                       'close': self.close(), without a word; 'hang':
//                                                       an endless loop)
//                 { type: 'ping' }                      the heartbeat: answered at once with 'pong'
// worker -> page: { type: 'progress', id, done, total, rate, partial }  rate = steps/s
//                 { type: 'result', id, result, ms }  |  { type: 'error', id, message, code?, params? }
//                 (ms: { queued, core }: how long it waited in the worker behind earlier requests,
//                 and how long the core's call took)
//                 (code, params: a refusal of the core, refusal.hpp, or a page error; the page words it)
//                 { type: 'cancelled', id }
//                 { type: 'fatal', message }   the wasm module aborted; the worker then closes
//                 { type: 'hello' }  the worker's script has started (its heartbeat is watched from then)
//                 { type: 'pong' }   the answer to 'ping'; any message counts as a sign of life
//                 { type: 'busy' }   one synchronous call of the core starts (a section, a set-up
//                                    call, an evaluation): no heartbeat expected until the next message
// Every job message carries the id of its job; messages of other shapes are ignored.
export const SECTION = 'section';
export const CALL = 'call';
export const RUN = 'run';
export const CANCEL = 'cancel';
export const CRASH = 'crash';
export const PROGRESS = 'progress';
export const RESULT = 'result';
export const ERROR = 'error';
export const CANCELLED = 'cancelled';
export const FATAL = 'fatal';
export const PING = 'ping';
export const PONG = 'pong';
export const HELLO = 'hello';
export const BUSY = 'busy';

// The core's functions a 'call' message may name.
export const CALLS = ['setNames', 'limits', 'recipe', 'bench'];

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

// A job lost because its worker died (the client has started a new one).
// kind: 'error' (an uncaught error), 'fatal' (the module aborted) or 'silent' (the heartbeat went
// unanswered: the worker closed or hangs; the page words that reason itself).
export class WorkerDiedError extends Error {
  constructor(reason, kind = 'error') {
    super(reason);
    this.name = 'WorkerDiedError';
    this.kind = kind;
  }
}

// An error of the page itself with a code the locale files word (errors.<code>), e.g. no names list.
export function pageError(code, message, params = {}) {
  return Object.assign(new Error(message), { code, params });
}
