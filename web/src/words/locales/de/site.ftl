# locales/de/site.ftl — Deutsch: wo die Seite lebt: die Version des Links, Offline-Betrieb und
# Updates, das helle/dunkle Farbschema. Dieselben Schlüssel wie tr/site.ftl, ein Schlüssel pro Zeile.

site-newerLink = „{ $name }={ $raw }“: Dieser Link stammt von einer neueren Version der Seite; diese Version ({ $value }) hat die Einstellungen gelesen, die sie kennt.
site-offlineReady = Die Seite ist jetzt in diesem Browser gespeichert: Sie öffnet sich und rechnet auch ohne Verbindung.
site-updateReady = Eine neue Version der Seite ist verfügbar. Sie öffnet sich beim Neuladen (deine Einstellungen bleiben im Link).
site-reload = Neu laden
site-later = Später
site-dismiss = OK
site-theme = Farben
site-present = Präsentationsmodus
site-theme_auto = System
site-theme_light = Hell
site-theme_dark = Dunkel
site-notKept = Der Browser lässt diese Seite nichts aufbewahren (sie steckt in einer anderen Website oder in einem privaten Fenster): Dein Fortschritt gilt nur, solange die Seite offen ist.
site-laterRecord = Dieser Browser enthält den Fortschritt einer neueren Version des Labs; diese Version kann ihn nicht lesen und lässt ihn, wie er ist: Dein Fortschritt hier gilt nur, solange die Seite offen ist.
site-platformFailed = Die Kursplattform hat deine letzte Arbeit nicht gespeichert (Fehler { $code }). Du kannst weiterarbeiten: Deine Arbeit bleibt auf dieser Seite, solange sie offen ist.
site-platformClosed = Die Kursplattform hat diese Sitzung geschlossen (Fehler { $code }) und speichert nichts mehr von dieser Seite: Was du jetzt tust, bleibt nur hier, solange die Seite offen ist. Um mit gespeicherter Arbeit weiterzumachen, schließ die Aktivität und öffne sie erneut.
site-theme_autoTitle = Der Systemeinstellung folgen (hell oder dunkel)
