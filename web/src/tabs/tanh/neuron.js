// tabs/tanh/neuron.js — the tanh tab's neuron picker: why the neuron picked on the map (or in the
// list under it) is dead or not, with the core's numbers.
import { el, nextId } from '../../view/ui.js';
import { t, fmt, sig, listSep } from '../../words/i18n.js';

// What neuron `picked` of the tanh result `r` shows: its attributes for the browser tests, the
// lines of the explanation and its title.
function neuronFacts(r, picked) {
  const d = r.dead,
    g = r.grads,
    j = picked,
    B = d.rows,
    H = d.cols;
  const col = (a) => Array.from({ length: B }, (_, b) => a[b * H + j]);
  const abs = col(d.absH),
    local = col(g.localGrad),
    pre = col(g.preGrad);
  const dead = Array.from(d.dead).includes(j);
  const sat = Math.round(d.saturatedFrac[j] * B);
  const thr = fmt(r.threshold, 2);
  const lowest = abs.indexOf(Math.min(...abs));
  const widest = local.indexOf(Math.max(...local));
  const norms = Array.from(g.weightGradNorm);
  const top = norms.indexOf(Math.max(...norms));
  const data = {
    'data-neuron': String(j),
    'data-dead': String(dead),
    'data-saturated': String(sat),
    'data-abs': abs.join(' '),
    'data-pre': pre.join(' '),
    'data-local': local.join(' '),
    'data-wnorm': String(norms[j]),
    'data-bias': String(g.biasGrad[j]),
  };
  const lines = [
    t('tanh.neuron.values', { values: abs.map((v) => fmt(v, 3)).join(listSep()) }),
    dead
      ? t('tanh.neuron.dead', { rows: B, thr, min: fmt(abs[lowest], 3), b: lowest })
      : t('tanh.neuron.alive', { rows: B, n: sat, thr, min: fmt(abs[lowest], 3), b: lowest }),
    t('tanh.neuron.local', { max: sig(local[widest], 3), b: widest }),
    t('tanh.neuron.pre', { values: pre.map((v) => sig(v, 2)).join(listSep()) }),
    t('tanh.neuron.weight', { j, w: sig(norms[j], 3), bias: sig(g.biasGrad[j], 3), max: sig(norms[top], 3), top }),
  ];
  const title = t(dead ? 'tanh.neuron.titleDead' : 'tanh.neuron.titleAlive', { j, rows: B });
  return { data, lines, title };
}

// Why the picked neuron is dead (or not), with the core's numbers: its |h| on every row of the batch
// against the threshold (the rule saturation_map uses), tanh's local derivative 1 - h², the gradient
// of its pre-activation and of its incoming weights and bias. The list under the map picks a neuron
// exactly (a finger on a phone covers several columns; dead ones are marked as the core found them).
// -> { el, picker, set(result), show(h) }
export function neuronWhy() {
  const box = el('div', { class: 'cell-arith', 'data-key': 'neuron-why', 'aria-live': 'polite', hidden: true });
  const id = nextId('neuron');
  const list = el('select', { id, name: 'neuron' });
  const picker = el('label', { class: 'control neuron-pick', for: id }, el('span', { text: t('tanh.neuron.pick') }), list);
  list.addEventListener('change', () => why.show(Number(list.value)));
  let r = null,
    picked = null;
  const fillList = () => {
    const dead = new Set(Array.from(r.dead.dead));
    const none = el('option', { value: '', text: '–', selected: picked === null });
    const opts = Array.from({ length: r.dead.cols }, (_, j) =>
      el('option', {
        value: String(j),
        text: t(dead.has(j) ? 'tanh.neuron.optionDead' : 'tanh.neuron.option', { j }),
        selected: j === picked,
      }),
    );
    list.replaceChildren(none, ...opts);
  };
  const render = () => {
    list.value = picked === null ? '' : String(picked);
    if (!r || picked === null || picked >= r.dead.cols) {
      box.hidden = true;
      return;
    }
    const { data, lines, title } = neuronFacts(r, picked);
    for (const [k, v] of Object.entries(data)) box.setAttribute(k, v);
    box.replaceChildren(
      el('h3', { text: title }),
      el(
        'ol',
        {},
        lines.map((line) => el('li', { text: line })),
      ),
    );
    box.hidden = false;
  };
  const why = {
    el: box,
    picker,
    map: null,
    set(result) {
      r = result;
      fillList();
      render();
    },
    show(h) {
      picked = h;
      why.map?.select(h);
      render();
    },
  };
  return why;
}
