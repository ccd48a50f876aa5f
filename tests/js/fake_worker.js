// fake_worker.js — a stand-in for a Web Worker in the page-side tests (worker_client, pool): it records
// what the page posts; reply() plays the worker's answers, fail() its error event.
export class FakeWorker {
  constructor() {
    this.sent = [];
    this.terminated = false;
  }
  postMessage(msg) {
    this.sent.push(msg);
  }
  terminate() {
    this.terminated = true;
  }
  reply(msg) {
    this.onmessage?.({ data: msg });
  }
  fail(message) {
    this.onerror?.({ message, preventDefault() {} });
  }
  runs() {
    return this.sent.filter((m) => m.type === 'run');
  }
}
