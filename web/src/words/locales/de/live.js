// locales/de/live.js — Deutsch: was die höfliche Live-Region des Tabs nach einer Änderung sagt (describe.js),
// das Aufdecken der Vorhersage und die Schritte des Präsentationsmodus. Dieselben Schlüssel wie tr/live.js.
export default {
  live: {
    hidden: 'Neu gezeichnet; die Ergebnisse bleiben verborgen, bis du eine Vorhersage machst oder „Einfach zeigen“ wählst.',
    revealed: 'Aufgedeckt. {result}',
    titles: 'Jetzt gezeigt: {titles}.',
    presentQuestion: 'Die Frage',
    presentStep: 'Schritt {at} von {n}',
    mapScroll: 'Die Karte ist breiter als der Bildschirm: Wisch seitwärts, um alle {n} Neuronen zu sehen.',
  },
};
