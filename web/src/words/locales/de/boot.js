// locales/de/boot.js — Deutsch: die Ladezeile des ersten Skripts der Seite (boot.js), gezeigt, bevor
// der Rest der Seite heruntergeladen ist. Dieselben Schlüssel wie tr/boot.js, ein Schlüssel pro Zeile.
export default {
  boot: {
    loading: 'makemore-lab wird geladen — {parts}',
    page: 'Code der Seite: {state}',
    core: 'Rechenkern (WebAssembly): {state}',
    names: 'Namensliste: {state}',
    waiting: 'wird heruntergeladen…',
    done: 'bereit',
    bytes: '{got} / {total} KB',
    failed: 'fehlgeschlagen',
    noWorker: 'makemore-lab konnte seinen rechnenden Worker hier nicht starten ({why}).',
    noPage: 'makemore-lab konnte seine Seite nicht laden; lade sie neu, um es erneut zu versuchen.',
  },
};
