// frame-check.js — the page's one classic script, run before its modules: a frame sandboxed without
// `allow-same-origin` gives the page an opaque origin ('null'), and from there the browser refuses
// its module scripts, its computing worker and its wasm module (cross-origin requests). Nothing of
// the lab can run then, so this says, in the link's language, what the frame needs; boot.js reads
// the same flag and starts nothing. A classic script: it loads where modules cannot.
(function () {
  'use strict';
  // What the frame needs, in each of the page's languages.
  // words:begin — written from the language folders' shell.ftl by scripts/script_words.mjs; do not edit
  var WORDS = {
    tr: 'makemore-lab bu çerçevede çalışamıyor: çevresindeki sayfa onu "allow-same-origin" olmadan kum havuzuna (sandbox) alıyor; tarayıcı ona bir köken vermiyor, betiklerini ve hesaplama işçisini reddediyor. Çerçevenin sandbox="allow-scripts allow-same-origin" taşıması gerekir (tüm laboratuvar bağlantısı ve dışa aktarmalar için "allow-popups" ile "allow-downloads" da).',
    en: 'makemore-lab cannot run in this frame: the page around it sandboxes it without "allow-same-origin", so the browser gives it no origin and refuses its scripts and its computing worker. The frame needs sandbox="allow-scripts allow-same-origin" (with "allow-popups" and "allow-downloads" for the whole-lab link and the exports).',
    de: 'makemore-lab kann in diesem Rahmen nicht laufen: Die Seite um ihn herum sandboxt ihn ohne „allow-same-origin“, darum gibt ihm der Browser keinen Ursprung und verweigert seine Skripte und seinen rechnenden Worker. Der Rahmen braucht sandbox="allow-scripts allow-same-origin" (dazu „allow-popups“ und „allow-downloads“ für den Link zum ganzen Lab und die Exporte).',
  };
  // words:end
  if (self.origin !== 'null') return;
  var lang = (/[?&]lang=([\w-]+)/.exec(location.search) || [])[1];
  // a language the page lacks: its default, the first
  var words = Object.prototype.hasOwnProperty.call(WORDS, lang) ? WORDS[lang] : WORDS[Object.keys(WORDS)[0]];
  var app = document.getElementById('app');
  if (!app) return;
  app.setAttribute('data-frame-blocked', 'sandbox');
  var p = document.createElement('p');
  p.className = 'error';
  p.setAttribute('role', 'alert');
  p.textContent = words;
  app.replaceChildren(p);
})();
