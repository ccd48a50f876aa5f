# locales/de/live.ftl — Deutsch: was die höfliche Live-Region des Tabs nach einer Änderung sagt (describe.js),
# das Aufdecken der Vorhersage und die Schritte des Präsentationsmodus. Dieselben Schlüssel wie tr/live.ftl.

live-hidden = Neu gezeichnet; die Ergebnisse bleiben verborgen, bis du eine Vorhersage machst oder „Einfach zeigen“ wählst.
live-revealed = Aufgedeckt. { $result }
live-titles = Jetzt gezeigt: { $titles }.
live-presentQuestion = Die Frage
live-presentStep = Schritt { $at } von { $n }
live-mapScroll = Die Karte ist breiter als der Bildschirm: Wisch seitwärts, um alle { $n } Neuronen zu sehen.
