// lesson/math.js — a formula typeset as MathML by temml (loaded on first use, its own chunk): the
// span shows the plain-text form at once and is replaced by the <math> tree when temml has built
// it. temml builds DOM nodes (no HTML string, no inline style attribute), so it runs under the
// strict CSP; the browser reads MathML aloud. A TeX error leaves the plain text.
import { el } from '../view/ui.js';

let temml = null; // the module's promise, shared by every formula of the page

// tex: the TeX source; text: the same formula in plain text; display: a block of its own.
export function mathEl(tex, text, { display = false } = {}) {
  const span = el('span', { class: display ? 'math-block' : 'math', 'data-tex': tex, text });
  temml ??= import('temml').then((m) => m.default);
  temml
    .then((lib) => {
      const box = el('span');
      lib.render(tex, box, { displayMode: display, throwOnError: true });
      span.replaceChildren(...box.childNodes);
      span.dataset.typeset = 'mathml';
    })
    .catch(() => {
      /* the plain text stays */
    });
  return span;
}
