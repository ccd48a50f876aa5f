// protocol.js — the page <-> worker messages, in one place.
// page -> worker: { type: 'run', id, job, params }   start a job (jobs.js names them)
//                 { type: 'cancel', id }              stop a job at its next chunk boundary
//                 { type: 'crash', how }              for tests: fail the way a dying worker does
//                                                     ('throw': an uncaught error; 'abort': the wasm
//                                                     module aborts, as on running out of memory)
// worker -> page: { type: 'progress', id, done, total, rate, partial }  rate = steps/s
//                 { type: 'result', id, result }  |  { type: 'error', id, message, code?, params? }
//                 (code, params: a refusal of the core, refusal.hpp; the page words it)
//                 { type: 'cancelled', id }
//                 { type: 'fatal', message }   the wasm module aborted; the worker then closes
// Every job message carries the id of its job; messages of other shapes are ignored.
export const RUN = 'run';
export const CANCEL = 'cancel';
export const CRASH = 'crash';
export const PROGRESS = 'progress';
export const RESULT = 'result';
export const ERROR = 'error';
export const CANCELLED = 'cancelled';
export const FATAL = 'fatal';

export class CancelledError extends Error {
  constructor() { super('cancelled'); this.name = 'CancelledError'; }
}

// A job lost because its worker died (the client has started a new one).
export class WorkerDiedError extends Error {
  constructor(reason) { super(reason); this.name = 'WorkerDiedError'; }
}
