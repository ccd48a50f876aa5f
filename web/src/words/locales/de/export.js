// locales/de/export.js — Deutsch: Diagramme exportieren, JSON und PyTorch-Skript der Spielwiese, die
// früheren Läufe (Geister). Dieselben Schlüssel wie tr/export.js, ein Schlüssel pro Zeile.
export default {
  export: {
    menuLabel: 'Diagramm exportieren',
    csv: 'CSV',
    png: 'PNG',
    csvTitle: 'Die Daten des Diagramms als CSV-Datei herunterladen',
    pngTitle: 'Das Diagramm als PNG-Bild herunterladen',
    framed:
      'Falls keine Datei angekommen ist, blockiert vielleicht die Seite um diese Demo herum Downloads (der Sandbox ihres iframes fehlt allow-downloads): Im ganzen Lab funktioniert dieselbe Schaltfläche.',
  },
  pytorch: {
    heading: 'Läufe vergleichen, exportieren, in PyTorch ausführen',
    exportJson: '⤓ Den Lauf als JSON herunterladen',
    copy: 'Als PyTorch-Skript kopieren',
    download: '⤓ Das Skript als .py herunterladen',
    help: 'Ausführen: python3 makemore_run.py names.txt > run.json — dieselbe Namensdatei, Aufteilung, Generatoren und Module (PyTorch 1.13 oder neuer). Das Skript gibt dieselben Schlüssel aus wie das heruntergeladene JSON: config, losses (der Minibatch-Verlust jedes Schritts), train, dev.',
    copied: 'Das Skript ist in der Zwischenablage.',
    selectHint: 'Das Skript ist markiert: Kopier es mit Strg+C.',
    exported: 'Der Lauf mit {steps} Schritten wurde heruntergeladen (Dev {dev}, gesamte Daten).',
    privacy: 'Die Dateien entstehen auf diesem Rechner; deine Namensliste steckt in keiner von ihnen und wird nirgendwohin gesendet.',
  },
  ghosts: {
    explain:
      'Blasse Kurven: der Dev-Verlust früherer Läufe (bis zu drei), jeweils beschriftet mit dem, was sich vom aktuellen Lauf unterschied.',
    clear: 'Frühere Läufe löschen',
    cleared: 'Frühere Läufe gelöscht.',
    label: 'früher: {what}',
    diff: '{was} (jetzt {now})',
    same: 'gleiche Einstellungen',
    fixOn: 'Ausgabekorrektur an',
    fixOff: 'Ausgabekorrektur aus',
    schedule: 'Lernraten-Plan: {v}',
    field: {
      nLayer: '{v} Schichten',
      nHidden: 'Breite {v}',
      gain: 'Gain {v}',
      badInit: 'Initialisierung ×{v}',
      lr: 'Lernrate {v}',
      batchSize: 'Batch {v}',
      steps: '{v} Schritte',
      seed: 'Seed {v}',
    },
  },
};
