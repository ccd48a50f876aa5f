// state.js — every user-visible setting in one typed table (name, type, default, range) that
// round-trips through the URL's query string, seed included: the same link draws the same curves.
// parse() never throws: out-of-range values are clamped, malformed or unknown ones dropped, and
// each such fix is returned as a note the page shows. Leaves out: storage other than the URL.

export const TABS = ['start', 'tanh', 'kaiming', 'batchnorm', 'diagnostics', 'bn-matrix', 'ln-matrix',
  'residual', 'playground'];

const MAX_SEED = 4294967295;

// type: int | num | bool | enum | flags (comma list of values) | matrix (rows ';', values ',')
export const FIELDS = [
  { name: 'tab', type: 'enum', values: TABS, def: 'start' },
  { name: 'lang', type: 'enum', values: ['tr', 'en'], def: 'tr' },
  { name: 'seed', type: 'int', def: 2147483647, min: 0, max: MAX_SEED },
  { name: 'embed', type: 'enum', values: ['', ...TABS], def: '' },
  { name: 'hide', type: 'flags', values: ['controls', 'explain', 'snippet', 'tables'], def: [] },
  { name: 'lock', type: 'bool', def: false },
  // 5.3 starting loss: hockey-stick steps
  { name: 'hs_steps', type: 'int', def: 200, min: 20, max: 2000 },
  // 5.4 saturation: the bad init's gain multiplier
  { name: 'bad', type: 'num', def: 5, min: 0.1, max: 10 },
  // 5.5 Kaiming: layers in the stack
  { name: 'k_layers', type: 'int', def: 6, min: 2, max: 12 },
  // 5.6-5.9 BatchNorm pipeline: bad_init of the model; running statistics: momentum, SGD steps
  { name: 'bn_bad', type: 'num', def: 3, min: 0.1, max: 10 },
  { name: 'bn_mom', type: 'num', def: 0.1, min: 0.0001, max: 1 },
  { name: 'bn_steps', type: 'int', def: 500, min: 10, max: 5000 },
  // 5.13-5.14 diagnostics: steps of each of the four scenarios
  { name: 'steps', type: 'int', def: 20000, min: 100, max: 200000 },
  // 003 LayerNorm vs BatchNorm: the editable matrices and the BatchNorm variance
  { name: 'bm', type: 'matrix', def: [[1, 5, -2, 3], [2, 4, -1, 2], [0, 6, -3, 4]] },
  { name: 'bvar', type: 'enum', values: ['biased', 'unbiased'], def: 'biased' },
  { name: 'lm', type: 'matrix', def: [[1, 5, -2, 3], [100, -50, 20, 0], [2, 8, -4, 6]] },
  // 000 residual connections: std of the random sublayer weights
  { name: 'r_std', type: 'num', def: 0.2, min: 0.01, max: 2 },
  // playground
  { name: 'pg_layers', type: 'int', def: 4, min: 2, max: 10 },
  { name: 'pg_width', type: 'int', def: 100, min: 4, max: 256 },
  { name: 'pg_norm', type: 'enum', values: ['none', 'batch', 'layer'], def: 'batch' },
  { name: 'pg_gain', type: 'num', def: 5 / 3, min: 0.1, max: 5 },
  { name: 'pg_bad', type: 'num', def: 1, min: 0.1, max: 10 },
  { name: 'pg_fix', type: 'bool', def: true },
  { name: 'pg_lr', type: 'num', def: 0.1, min: 0.0001, max: 10 },
  { name: 'pg_sched', type: 'enum', values: ['constant', 'step'], def: 'constant' },
  { name: 'pg_batch', type: 'int', def: 32, min: 1, max: 512 },
  { name: 'pg_steps', type: 'int', def: 5000, min: 1, max: 200000 },
];

export const MATRIX_LIMITS = { rows: 8, cols: 8, abs: 1e6 };
const BY_NAME = new Map(FIELDS.map((f) => [f.name, f]));
export const field = (name) => BY_NAME.get(name);

export function defaults() {
  const s = {};
  for (const f of FIELDS) s[f.name] = structuredClone(f.def);
  return s;
}

const clamp = (v, f) => Math.min(f.max, Math.max(f.min, v));

// -> { value } | { value, clamped: true } | { error: 'malformed' }
function parseValue(f, raw) {
  switch (f.type) {
    case 'int':
    case 'num': {
      if (!/^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(raw)) return { error: 'malformed' };
      let v = Number(raw);
      if (!Number.isFinite(v)) return { error: 'malformed' };
      if (f.type === 'int') v = Math.round(v);
      const c = clamp(v, f);
      return c === v ? { value: v } : { value: c, clamped: true };
    }
    case 'bool':
      if (raw === '1' || raw === 'true') return { value: true };
      if (raw === '0' || raw === 'false') return { value: false };
      return { error: 'malformed' };
    case 'enum':
      return f.values.includes(raw) ? { value: raw } : { error: 'malformed' };
    case 'flags': {
      const items = raw.split(',').filter(Boolean);
      if (!items.every((x) => f.values.includes(x))) return { error: 'malformed' };
      return { value: [...new Set(items)] };
    }
    case 'matrix':
      return parseMatrix(raw);
    default:
      return { error: 'malformed' };
  }
}

// "1,5,-2,3;2,4,-1,2" -> [[1,5,-2,3],[2,4,-1,2]]; rectangular, finite, within MATRIX_LIMITS.
export function parseMatrix(raw) {
  const rows = String(raw).split(';').map((r) => r.split(',').map((x) => x.trim()));
  const L = MATRIX_LIMITS;
  if (rows.length < 1 || rows.length > L.rows) return { error: 'malformed' };
  const cols = rows[0].length;
  if (cols < 1 || cols > L.cols) return { error: 'malformed' };
  const out = [];
  for (const r of rows) {
    if (r.length !== cols) return { error: 'malformed' };
    const nums = r.map((x) => (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(x) ? Number(x) : NaN));
    if (!nums.every((v) => Number.isFinite(v) && Math.abs(v) <= L.abs)) return { error: 'malformed' };
    out.push(nums);
  }
  return { value: out };
}

function formatValue(f, v) {
  switch (f.type) {
    case 'bool': return v ? '1' : '0';
    case 'flags': return v.join(',');
    case 'matrix': return v.map((r) => r.join(',')).join(';');
    case 'num': return String(Number(v.toPrecision(6)));
    default: return String(v);
  }
}

// Query string -> { state, notes: [{ name, raw, kind: 'clamped'|'malformed'|'unknown', value }] }.
export function parse(search) {
  const state = defaults();
  const notes = [];
  const params = new URLSearchParams(search);
  for (const [name, raw] of params) {
    const f = BY_NAME.get(name);
    if (!f) { notes.push({ name, raw, kind: 'unknown' }); continue; }
    const r = parseValue(f, raw);
    if (r.error) { notes.push({ name, raw, kind: 'malformed', value: formatValue(f, f.def) }); continue; }
    state[name] = r.value;
    if (r.clamped) notes.push({ name, raw, kind: 'clamped', value: formatValue(f, r.value) });
  }
  if (state.embed) state.tab = state.embed;
  return { state, notes };
}

const equal = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// State -> query string holding only the settings that differ from their defaults.
export function serialize(state) {
  const params = new URLSearchParams();
  for (const f of FIELDS) {
    const v = state[f.name];
    if (v === undefined || equal(v, f.def)) continue;
    params.set(f.name, formatValue(f, v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

// A setting's value validated as parse() would, for controls that write into the state.
export function coerce(name, value) {
  const f = BY_NAME.get(name);
  const r = parseValue(f, formatValue(f, value));
  return r.error ? structuredClone(f.def) : r.value;
}
