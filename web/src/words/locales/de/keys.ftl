# locales/de/keys.ftl — Deutsch: der Dialog mit den Tastenkürzeln und der Sprunglink zu den Abbildungen.
# Dieselben Schlüssel wie tr/keys.ftl.

keys-title = Tastenkürzel
keys-closeButton = Schließen
keys-skipFigures = Zu den Abbildungen des Tabs springen
keys-help-key = ?
keys-help-does = öffnet diese Liste (nicht beim Tippen in einem Feld)
keys-skip-key = Tab (oben auf der Seite)
keys-skip-does = die Links, die zum Inhalt des Tabs oder zu seinen Abbildungen springen
keys-tabs-key = ← → Pos1 Ende (auf der Tab-Leiste)
keys-tabs-does = wechselt zwischen den Tabs
keys-slider-key = ← → ↑ ↓ Pos1 Ende (auf einem Schieberegler)
keys-slider-does = ein Schritt pro Tastendruck; die Abbildung folgt
keys-table-key = ↑ ↓ Enter (in einer Datentabelle)
keys-table-does = hebt eine Zeile im Diagramm hervor; Enter wählt sie aus
keys-map-key = ← → Pos1 Ende Enter (auf der Karte der toten Neuronen)
keys-map-does = wählt ein Neuron aus und öffnet es
keys-series-key = Enter, Umschalt+Enter (auf den Schaltflächen der Datenreihen)
keys-series-does = blendet eine Datenreihe aus oder zeigt nur sie
keys-present-key = ← → Bild↑ Bild↓ (im Präsentationsmodus)
keys-present-does = die nächste oder vorige Abbildung bzw. der nächste oder vorige Schritt
keys-close-key = Esc
keys-close-does = schließt diesen Dialog
