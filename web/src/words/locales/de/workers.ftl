# locales/de/workers.ftl — Deutsch: was die Seite über ihre rechnenden Worker sagt, über die Hinweise in shell.js hinaus.
# Dieselben Schlüssel wie tr/workers.ftl, ein Schlüssel pro Zeile.

workers-silent = er hat 5 Sekunden lang kein Lebenszeichen gegeben
