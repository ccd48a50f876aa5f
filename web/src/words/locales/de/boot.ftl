# locales/de/boot.ftl — Deutsch: die Ladezeile des ersten Skripts der Seite (boot.js), gezeigt, bevor
# der Rest der Seite heruntergeladen ist. Dieselben Schlüssel wie tr/boot.ftl, ein Schlüssel pro Zeile.

boot-loading = makemore-lab wird geladen — { $parts }
boot-page = Code der Seite: { $state }
boot-core = Rechenkern (WebAssembly): { $state }
boot-names = Namensliste: { $state }
boot-waiting = wird heruntergeladen…
boot-done = bereit
boot-bytes = { $got } / { $total } KB
boot-failed = fehlgeschlagen
boot-noWorker = makemore-lab konnte seinen rechnenden Worker hier nicht starten ({ $why }).
boot-noPage = makemore-lab konnte seine Seite nicht laden; lade sie neu, um es erneut zu versuchen.
