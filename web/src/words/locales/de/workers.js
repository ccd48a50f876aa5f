// locales/de/workers.js — Deutsch: was die Seite über ihre rechnenden Worker sagt, über die Hinweise in shell.js hinaus.
// Dieselben Schlüssel wie tr/workers.js, ein Schlüssel pro Zeile.
export default {
  workers: {
    silent: 'er hat 5 Sekunden lang kein Lebenszeichen gegeben',
  },
};
