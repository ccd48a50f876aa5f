// storage.js — the browser's storage as the page uses it: one object with getItem / setItem /
// removeItem that never throws. Browsers refuse storage in a frame of another site (as they refuse
// third-party cookies), in a sandboxed frame and in some private modes: reading `localStorage` then
// throws a SecurityError. A write can fail too (quota). Either way the page goes on from memory, and
// `kept` says whether what the student does outlives the page, so the page can say so once.
// Leaves out: what is stored (progress.js, main.js's names list).

// A Map-backed storage with the Storage interface's three methods.
export function memoryStorage(initial = {}) {
  const m = new Map(Object.entries(initial));
  return {
    getItem: (k) => (m.has(k) ? m.get(k) : null),
    setItem: (k, v) => {
      m.set(k, String(v));
    },
    removeItem: (k) => {
      m.delete(k);
    },
  };
}

// The page's localStorage, or null when the browser refuses it (reading the property throws, or a
// probe write does).
function browserStorage(get) {
  try {
    const s = get();
    if (!s) return null;
    const probe = 'makemore-lab:probe';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

// get(): where the browser's storage is read from (a function: reading it may throw).
// -> { getItem, setItem, removeItem, kept } ; kept: false once the storage is refused or a write
// failed (the value is then held in memory for this page).
export function openStorage(get = () => globalThis.localStorage) {
  const real = browserStorage(get);
  const memory = memoryStorage();
  let kept = !!real;
  const listeners = new Set();
  const lost = () => {
    if (!kept) return;
    kept = false;
    for (const fn of listeners) fn();
  };
  return {
    get kept() {
      return kept;
    },
    // fn() once, when the storage stops keeping what is written (a refused or failed write)
    onLost(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    getItem(k) {
      const v = memory.getItem(k);
      if (v !== null || !real) return v;
      try {
        return real.getItem(k);
      } catch {
        return null;
      }
    },
    // -> true when the browser keeps it. hold: false for a value the page can do without (a large
    // names list): a failed write then keeps nothing and says nothing.
    setItem(k, v, { hold = true } = {}) {
      if (real) {
        try {
          real.setItem(k, v);
          memory.removeItem(k);
          return true;
        } catch {
          /* full: held in memory below */
        }
      }
      if (!hold) return false;
      memory.setItem(k, v);
      lost();
      return false;
    },
    removeItem(k) {
      memory.removeItem(k);
      try {
        real?.removeItem(k);
      } catch {
        /* nothing kept there */
      }
    },
  };
}
