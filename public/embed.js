// embed.js — the course author's one line: a page that loads this script (from the lab's own site)
// and holds `<div data-makemore-lab="ln-matrix" data-lang="tr"></div>` gets, in that div, the demo
// in an <iframe> of the site this script came from, sized to the demo's height as it changes (the
// demo posts { type: 'makemore-lab:height', height } to its parent; web/EMBED.md). Options, as
// data- attributes: lang (one of the page's languages, a folder of its words each), lock (1), predict (on | off | require), hide (controls,explain,
// snippet,tables), figure (one figure of the demo, with its controls: web/EMBED.md), title, settings (a query string of the tab's settings
// with the link format's version, e.g. "v=2&bad=2.5&seed=7"), events (this page's origin: the demo's
// events come to it, web/EMBED.md). A frame's height is capped at MAX_HEIGHT.
// A name that is not a demo's is refused in the div with the list. A classic script, no module: it
// runs on any course page, under that page's rules; it reads no storage and sends nothing.
(function () {
  'use strict';
  // The lab's tabs (tests/js/embed_script.test.js checks this list against web/src/state/state.js).
  var TABS = ['start', 'tanh', 'kaiming', 'batchnorm', 'diagnostics', 'exercises', 'bn-matrix', 'ln-matrix', 'residual', 'playground'];
  var OPTIONS = ['lang', 'lock', 'predict', 'hide', 'figure', 'events'];
  var script = document.currentScript;
  var site = new URL('./', script ? script.src : location.href); // the folder the lab is served from
  var frames = []; // [{ frame, el }]
  // The tallest a demo's frame is made (CSS px): the longest demo on a phone is well under it; a
  // larger height posted (a bug, or another page posing as the demo) stops here.
  var MAX_HEIGHT = 40000;

  // The refusal of a name that is not a demo's, in each of the page's languages ({name}, {list}).
  // words:begin — written from the language folders' shell.ftl by scripts/script_words.mjs; do not edit
  var WORDS = {
    tr: '“{name}” adında bir demo yok. Demolar: {list}.',
    en: 'There is no demo named “{name}”. The demos: {list}.',
    de: 'Es gibt keine Demo namens „{name}“. Die Demos: {list}.',
  };
  // words:end

  function fill(template, args) {
    return template.replace(/\{(\w+)\}/g, function (m, k) {
      return k in args ? args[k] : m;
    });
  }

  function refuse(el, name) {
    var lang = el.getAttribute('data-lang');
    var p = document.createElement('p');
    p.setAttribute('role', 'alert');
    // a language the page lacks: its default, the first
    var words = Object.prototype.hasOwnProperty.call(WORDS, lang) ? WORDS[lang] : WORDS[Object.keys(WORDS)[0]];
    p.textContent = 'makemore-lab: ' + fill(words, { name: name, list: TABS.join(', ') });
    el.replaceChildren(p);
  }

  function mount(el) {
    if (el.getAttribute('data-makemore-lab-mounted')) return;
    el.setAttribute('data-makemore-lab-mounted', '1');
    var tab = el.getAttribute('data-makemore-lab');
    if (TABS.indexOf(tab) < 0) {
      refuse(el, tab);
      return;
    }
    var q = new URLSearchParams(el.getAttribute('data-settings') || '');
    q.delete('embed');
    q.delete('tab');
    OPTIONS.forEach(function (k) {
      var v = el.getAttribute('data-' + k);
      if (v !== null) q.set(k, v);
    });
    q.set('embed', tab);
    var frame = document.createElement('iframe');
    frame.src = new URL('?' + q.toString(), site).href;
    frame.title = el.getAttribute('data-title') || 'makemore-lab: ' + tab;
    frame.setAttribute('loading', 'lazy');
    frame.setAttribute('allow', 'clipboard-write');
    frame.width = '100%';
    frame.height = '600'; // until the demo says its height
    frame.style.border = '0';
    frame.style.display = 'block';
    el.replaceChildren(frame);
    frames.push({ frame: frame, el: el });
  }

  window.addEventListener('message', function (ev) {
    var d = ev.data;
    if (ev.origin !== site.origin || !d || d.type !== 'makemore-lab:height' || typeof d.height !== 'number' || !(d.height > 0)) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].frame.contentWindow === ev.source) frames[i].frame.style.height = Math.min(Math.ceil(d.height), MAX_HEIGHT) + 'px';
    }
  });

  function mountAll() {
    document.querySelectorAll('[data-makemore-lab]').forEach(mount);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
