# locales/de/export.ftl — Deutsch: Diagramme exportieren, JSON und PyTorch-Skript der Spielwiese, die
# früheren Läufe (Geister). Dieselben Schlüssel wie tr/export.ftl, ein Schlüssel pro Zeile.

export-menuLabel = Diagramm exportieren
export-csv = CSV
export-png = PNG
export-csvTitle = Die Daten des Diagramms als CSV-Datei herunterladen
export-pngTitle = Das Diagramm als PNG-Bild herunterladen
export-framed = Falls keine Datei angekommen ist, blockiert vielleicht die Seite um diese Demo herum Downloads (der Sandbox ihres iframes fehlt allow-downloads): Im ganzen Lab funktioniert dieselbe Schaltfläche.

pytorch-heading = Läufe vergleichen, exportieren, in PyTorch ausführen
pytorch-exportJson = ⤓ Den Lauf als JSON herunterladen
pytorch-copy = Als PyTorch-Skript kopieren
pytorch-download = ⤓ Das Skript als .py herunterladen
pytorch-help = Ausführen: python3 makemore_run.py names.txt > run.json — dieselbe Namensdatei, Aufteilung, Generatoren und Module (PyTorch 1.13 oder neuer). Das Skript gibt dieselben Schlüssel aus wie das heruntergeladene JSON: config, losses (der Minibatch-Verlust jedes Schritts), train, dev.
pytorch-copied = Das Skript ist in der Zwischenablage.
pytorch-selectHint = Das Skript ist markiert: Kopier es mit Strg+C.
pytorch-exported = Der Lauf mit { $steps } Schritten wurde heruntergeladen (Dev { $dev }, gesamte Daten).
pytorch-privacy = Die Dateien entstehen auf diesem Rechner; deine Namensliste steckt in keiner von ihnen und wird nirgendwohin gesendet.

ghosts-explain = Blasse Kurven: der Dev-Verlust früherer Läufe (bis zu drei), jeweils beschriftet mit dem, was sich vom aktuellen Lauf unterschied.
ghosts-clear = Frühere Läufe löschen
ghosts-cleared = Frühere Läufe gelöscht.
ghosts-label = früher: { $what }
ghosts-diff = { $was } (jetzt { $now })
ghosts-same = gleiche Einstellungen
ghosts-fixOn = Ausgabekorrektur an
ghosts-fixOff = Ausgabekorrektur aus
ghosts-schedule = Lernraten-Plan: { $v }
ghosts-field-nLayer = { $v } Schichten
ghosts-field-nHidden = Breite { $v }
ghosts-field-gain = Gain { $v }
ghosts-field-badInit = Initialisierung ×{ $v }
ghosts-field-lr = Lernrate { $v }
ghosts-field-batchSize = Batch { $v }
ghosts-field-steps = { $v } Schritte
ghosts-field-seed = Seed { $v }
