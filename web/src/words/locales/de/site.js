// locales/de/site.js — Deutsch: wo die Seite lebt: die Version des Links, Offline-Betrieb und
// Updates, das helle/dunkle Farbschema. Dieselben Schlüssel wie tr/site.js, ein Schlüssel pro Zeile.
export default {
  site: {
    newerLink:
      '„{name}={raw}“: Dieser Link stammt von einer neueren Version der Seite; diese Version ({value}) hat die Einstellungen gelesen, die sie kennt.',
    offlineReady: 'Die Seite ist jetzt in diesem Browser gespeichert: Sie öffnet sich und rechnet auch ohne Verbindung.',
    updateReady: 'Eine neue Version der Seite ist verfügbar. Sie öffnet sich beim Neuladen (deine Einstellungen bleiben im Link).',
    reload: 'Neu laden',
    later: 'Später',
    dismiss: 'OK',
    theme: 'Farben',
    present: 'Präsentationsmodus',
    theme_auto: 'System',
    theme_light: 'Hell',
    theme_dark: 'Dunkel',
    notKept:
      'Der Browser lässt diese Seite nichts aufbewahren (sie steckt in einer anderen Website oder in einem privaten Fenster): Dein Fortschritt gilt nur, solange die Seite offen ist.',
    laterRecord:
      'Dieser Browser enthält den Fortschritt einer neueren Version des Labs; diese Version kann ihn nicht lesen und lässt ihn, wie er ist: Dein Fortschritt hier gilt nur, solange die Seite offen ist.',
    platformFailed:
      'Die Kursplattform hat deine letzte Arbeit nicht gespeichert (Fehler {code}). Du kannst weiterarbeiten: Deine Arbeit bleibt auf dieser Seite, solange sie offen ist.',
    // eine Sitzung, die die Plattform geschlossen hat (F5 im Rahmen ihres Players, nachdem die Seite sie beendet hatte)
    platformClosed:
      'Die Kursplattform hat diese Sitzung geschlossen (Fehler {code}) und speichert nichts mehr von dieser Seite: Was du jetzt tust, bleibt nur hier, solange die Seite offen ist. Um mit gespeicherter Arbeit weiterzumachen, schließ die Aktivität und öffne sie erneut.',
    theme_autoTitle: 'Der Systemeinstellung folgen (hell oder dunkel)',
  },
};
