// protocol.js — the page <-> worker messages, in one place.
// page -> worker: { type: 'run', id, job, params }   start a job (jobs.js names them)
//                 { type: 'cancel', id }              stop a job at its next chunk boundary
// worker -> page: { type: 'progress', id, done, total, rate, partial }  rate = steps/s
//                 { type: 'result', id, result }  |  { type: 'error', id, message }
//                 { type: 'cancelled', id }
// Every message carries the id of the job it belongs to; messages of other shapes are ignored.
export const RUN = 'run';
export const CANCEL = 'cancel';
export const PROGRESS = 'progress';
export const RESULT = 'result';
export const ERROR = 'error';
export const CANCELLED = 'cancelled';

export class CancelledError extends Error {
  constructor() { super('cancelled'); this.name = 'CancelledError'; }
}
