// latest.js — "latest wins, stale dropped" for a figure that is recomputed while a slider moves.
// A section is one synchronous call of the core in the worker: a cancel cannot stop it, and the
// worker answers its requests in order, so requests sent at every pointer move would be computed
// one after another, each long out of date. Here at most one request is in flight; a request made
// meanwhile only marks the figure as wanted again, and when the one in flight settles its result
// is dropped if a newer one is wanted (never drawn), and one request goes out for the newest
// settings. After a fast drag the figure is at most two computations behind the last position.
// Leaves out: the DOM, the worker (start() is given).

// start(want) -> Job-like { promise, cancel() } for the newest wish (read the settings then);
// settle(want, outcome) with { result } or { error } for the wish that is still the newest when its
// answer comes. -> { want(wish), stop(), cancel(), busy }: want(wish) asks for a computation (a wish is any
// value: e.g. { preview: true }); stop() cancels the one in flight (a cancel button: it settles
// with the CancelledError); cancel() cancels it and drops every wish and answer (a tab unmounted).
// keep(wish): whether an answer is still worth drawing though a newer wish waits (a preview of the
// settings as they still are, while the full figure of the same settings is asked for on release).
export function latestWins(start, settle, { keep = () => false } = {}) {
  let wanted = null; // the newest wish not yet sent, or null
  let job = null; // the request in flight
  let epoch = 0; // bumped by cancel(): a settled request from before it is dropped
  async function pump() {
    while (wanted) {
      const wish = wanted;
      wanted = null;
      const mine = epoch;
      let outcome;
      try {
        job = start(wish);
        outcome = { result: await job.promise };
      } catch (error) {
        outcome = { error };
      }
      job = null;
      if (mine !== epoch) return;
      if (wanted && !keep(wish)) continue; // stale: a newer wish came while this one was computed
      settle(wish, outcome);
    }
  }
  return {
    want(wish = {}) {
      const idle = !wanted && !job;
      wanted = wish;
      if (idle) pump();
    },
    // Stops the one in flight (its settle() then sees the CancelledError) and drops the wishes.
    stop() {
      wanted = null;
      job?.cancel();
    },
    cancel() {
      epoch++;
      wanted = null;
      job?.cancel();
      job = null;
    },
    get busy() {
      return !!(job || wanted);
    },
  };
}
