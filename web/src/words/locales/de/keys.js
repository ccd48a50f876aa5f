// locales/de/keys.js — Deutsch: der Dialog mit den Tastenkürzeln und der Sprunglink zu den Abbildungen.
// Dieselben Schlüssel wie tr/keys.js.
export default {
  keys: {
    title: 'Tastenkürzel',
    closeButton: 'Schließen',
    skipFigures: 'Zu den Abbildungen des Tabs springen',
    help: { key: '?', does: 'öffnet diese Liste (nicht beim Tippen in einem Feld)' },
    skip: { key: 'Tab (oben auf der Seite)', does: 'die Links, die zum Inhalt des Tabs oder zu seinen Abbildungen springen' },
    tabs: { key: '← → Pos1 Ende (auf der Tab-Leiste)', does: 'wechselt zwischen den Tabs' },
    slider: { key: '← → ↑ ↓ Pos1 Ende (auf einem Schieberegler)', does: 'ein Schritt pro Tastendruck; die Abbildung folgt' },
    table: { key: '↑ ↓ Enter (in einer Datentabelle)', does: 'hebt eine Zeile im Diagramm hervor; Enter wählt sie aus' },
    map: { key: '← → Pos1 Ende Enter (auf der Karte der toten Neuronen)', does: 'wählt ein Neuron aus und öffnet es' },
    series: {
      key: 'Enter, Umschalt+Enter (auf den Schaltflächen der Datenreihen)',
      does: 'blendet eine Datenreihe aus oder zeigt nur sie',
    },
    present: {
      key: '← → Bild↑ Bild↓ (im Präsentationsmodus)',
      does: 'die nächste oder vorige Abbildung bzw. der nächste oder vorige Schritt',
    },
    close: { key: 'Esc', does: 'schließt diesen Dialog' },
  },
};
