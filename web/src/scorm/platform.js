// scorm/platform.js — a learning platform's SCORM API, found and called as the standard says:
// up the `parent` chain (at most MAX_HOPS windows), then up the opener's, a window of another
// origin skipped (reading it throws); `API_1484_11` is SCORM 2004's, `API` SCORM 1.2's. connect()
// wraps the one found in the calls both versions share (initialise once, get, set, commit, finish),
// each checked: a call that answers anything but "true" reads the platform's error code and
// reports it once to onFailure; the page keeps working. An initialisation the platform refuses is
// no failure when the session reads: the player started it, or this page before a reload (F5 in
// the player's frame) in a runtime that still answers; the page then works in it and finishes it.
// One that does not read was closed (this page's pagehide finished it): nothing is written to it.
// Leaves out: what is written (session.js).
export const MAX_HOPS = 10;

const NAMES = {
  1.2: {
    init: 'LMSInitialize',
    get: 'LMSGetValue',
    set: 'LMSSetValue',
    commit: 'LMSCommit',
    finish: 'LMSFinish',
    error: 'LMSGetLastError',
    probe: 'cmi.core.lesson_status', // always has a value
  },
  2004: {
    init: 'Initialize',
    get: 'GetValue',
    set: 'SetValue',
    commit: 'Commit',
    finish: 'Terminate',
    error: 'GetLastError',
    probe: 'cmi.completion_status',
  },
};
const usable = (api, version) => !!api && typeof api === 'object' && typeof api[NAMES[version].init] === 'function';

// The API held by `w` itself, or null (a window of another origin throws on reading it); only = a
// package's own version ('1.2' | '2004'): the other's API is not looked at.
function held(w, only) {
  try {
    if (only !== '1.2' && usable(w.API_1484_11, '2004')) return { version: '2004', api: w.API_1484_11, win: w };
    if (only !== '2004' && usable(w.API, '1.2')) return { version: '1.2', api: w.API, win: w };
  } catch {
    /* another origin's window */
  }
  return null;
}

// From `w` up its parents, at most MAX_HOPS steps.
function upFrom(w, only) {
  for (let hop = 0; w && hop <= MAX_HOPS; hop++) {
    const found = held(w, only);
    if (found) return found;
    let up = null;
    try {
      up = w.parent;
    } catch {
      return null;
    }
    if (!up || up === w) return null;
    w = up;
  }
  return null;
}

// only: the version a package was built as (its launch's `scorm`), or '' for either (2004 first).
// -> { version: '1.2' | '2004', api, win (the window holding it) } or null (the page then runs as the site does).
export function findPlatform(win = globalThis.window, only = '') {
  if (!win) return null;
  const found = upFrom(win, only);
  if (found) return found;
  try {
    const opener = win.top?.opener;
    return opener ? upFrom(opener, only) : null;
  } catch {
    return null;
  }
}

// found: findPlatform()'s; onFailure({ call, element, code }) once, at the first call that fails.
// -> { version, init(), get(element), set(element, value), commit(), finish(), failed, closed }
export function connect({ version, api }, { onFailure = () => {} } = {}) {
  const n = NAMES[version];
  let failed = null;
  let open = false;
  let closed = null; // { code }: the platform refused to initialise a session it had closed
  const lastError = () => {
    try {
      return String(api[n.error]());
    } catch {
      return '';
    }
  };
  const raw = (name, ...args) => {
    try {
      return String(api[n[name]](...args)) === 'true';
    } catch {
      return false;
    }
  };
  const call = (name, ...args) => {
    if (closed) return false;
    const ok = raw(name, ...args);
    if (!ok && !failed) {
      failed = { call: name, element: args[0] ?? null, code: lastError() };
      onFailure(failed);
    }
    return ok;
  };
  // The status always has a value where the session reads (a runtime may keep the refused
  // initialisation's code through this call: scorm-again does), '' where it is closed.
  const reads = () => {
    try {
      return String(api[n.get](n.probe) ?? '') !== '' || lastError() === '0';
    } catch {
      return false;
    }
  };
  return {
    version,
    get failed() {
      return failed;
    },
    get closed() {
      return closed;
    },
    // -> 'started' | 'joined' (already initialised, and it reads) | 'closed' (refused, and it does not)
    init() {
      if (open) return 'joined';
      if (raw('init', '')) {
        open = true;
        return 'started';
      }
      const code = lastError();
      open = reads();
      if (open) return 'joined';
      closed = { code };
      return 'closed';
    },
    get(element) {
      if (closed) return '';
      try {
        return String(api[n.get](element) ?? '');
      } catch {
        return '';
      }
    },
    set: (element, value) => call('set', element, String(value)),
    commit: () => call('commit', ''),
    finish() {
      if (!open) return false;
      open = false;
      return call('finish', '');
    },
  };
}
