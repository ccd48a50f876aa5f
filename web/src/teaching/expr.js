// lesson/expr.js — a small reader of the arithmetic a student may type as an answer: "ln 27",
// "ln(27)", "log 27", "-ln(1/27)", "-log(1/27)", "10^-6", "10⁻⁶", "1e-6", "3,30". No eval (the
// page's CSP forbids it anyway): a recursive-descent parser over + − × ÷ ^, parentheses, the
// functions ln, log (natural, as the text writes log(27) ≈ 3.30), log10, lg, log2, exp, sqrt (√)
// and the constants e and π. Both decimal marks are read ("3,3" and "3.3"); there is no implicit
// multiplication ("2ln 3" is refused). Leaves out: anything else — an unknown word is refused.

const FUNCS = {
  ln: Math.log,
  log: Math.log,
  log10: Math.log10,
  lg: Math.log10,
  log2: Math.log2,
  exp: Math.exp,
  sqrt: Math.sqrt,
  '√': Math.sqrt,
};
const CONSTS = { e: Math.E, pi: Math.PI, π: Math.PI };
const SUPER = { '⁻': '-', '⁺': '+', '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };

// text -> tokens [{ k: 'num' | 'op' | 'name', v }], or null for a character it does not read.
function tokens(text) {
  const s = String(text)
    .toLowerCase()
    .replace(/[−–]/g, '-')
    .replace(/[×·∙]/g, '*')
    .replace(/÷/g, '/')
    // a run of superscripts is a power: 10⁻⁶ -> 10^(-6)
    .replace(/[⁻⁺⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (m) => `^(${[...m].map((c) => SUPER[c]).join('')})`);
  const out = [];
  let i = 0;
  while (i < s.length) {
    const rest = s.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const num = /^(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?/.exec(rest);
    if (num) {
      out.push({ k: 'num', v: Number(num[0].replace(',', '.')) });
      i += num[0].length;
      continue;
    }
    const name = /^(log10|log2|[a-z]+|√|π)/.exec(rest);
    if (name) {
      out.push({ k: 'name', v: name[0] });
      i += name[0].length;
      continue;
    }
    if ('+-*/^()'.includes(s[i])) {
      out.push({ k: 'op', v: s[i] });
      i += 1;
      continue;
    }
    return null;
  }
  return out;
}

// An expression the student typed -> its value (a finite number), or null (not read, or not finite).
export function readExpression(text) {
  const tk = tokens(text);
  if (!tk || !tk.length) return null;
  let pos = 0;
  const peek = () => tk[pos];
  const isOp = (v) => peek()?.k === 'op' && peek().v === v;
  const fail = () => {
    throw new SyntaxError('not read');
  };

  function expr() {
    let v = term();
    while (isOp('+') || isOp('-')) v = tk[pos++].v === '+' ? v + term() : v - term();
    return v;
  }
  function term() {
    let v = unary();
    while (isOp('*') || isOp('/')) v = tk[pos++].v === '*' ? v * unary() : v / unary();
    return v;
  }
  function unary() {
    if (isOp('-')) {
      pos++;
      return -unary();
    }
    if (isOp('+')) {
      pos++;
      return unary();
    }
    return power();
  }
  function power() {
    const base = atom();
    if (isOp('^')) {
      pos++;
      return base ** unary();
    } // right-associative: 2^3^2 = 2^9
    return base;
  }
  function atom() {
    const x = tk[pos++];
    if (!x) fail();
    if (x.k === 'num') return x.v;
    if (x.k === 'op' && x.v === '(') {
      const v = expr();
      if (!isOp(')')) fail();
      pos++;
      return v;
    }
    if (x.k === 'name' && x.v in CONSTS) return CONSTS[x.v];
    // a function takes what follows it, a power included: "ln 27", "ln(1/27)", "ln 3^3"
    if (x.k === 'name' && x.v in FUNCS) return FUNCS[x.v](unary());
    return fail();
  }

  try {
    const v = expr();
    return pos === tk.length && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}
