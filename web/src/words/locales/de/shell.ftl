# locales/de/shell.ftl — Deutsch: der Rahmen der Seite: Titel, Hinweise zum Link, der rechnende Worker, die Namensdatei, der Einbettungscode, die Namen der Tabs.
# Dieselben Schlüssel wie tr/shell.ftl, ein Schlüssel pro Zeile.

shell-title = makemore-lab
shell-tagline = Warum tiefe Netze lernen oder scheitern: der Startverlust, gesättigtes tanh, Kaiming, BatchNorm, LayerNorm, Residualverbindungen — alles live in deinem Browser berechnet.
shell-tabsLabel = Abschnitte der Lektion
shell-language = Sprache
shell-lang_tr = Türkçe
shell-lang_en = English
shell-lang_de = Deutsch
shell-skip = Zum Inhalt des Tabs springen
shell-loading = Der Rechenkern (WebAssembly) und die Namensliste werden geladen…
shell-licence = MIT-Lizenz
shell-notices = Lizenzen Dritter
shell-footer = Jede Abbildung wird in deinem Browser vom nach WebAssembly kompilierten C++-Kern berechnet; keine gespeicherten Bilder oder Zahlen. Die Zahlen der Vorlesung stammen aus PyTorch auf der ursprünglichen Namensliste: Unsere liegen nahe bei ihnen, aber nicht genau darauf.

notes-title = Einige Einstellungen im Link konnten nicht verwendet werden:
notes-unknown = Es gibt keine Einstellung „{ $name }“; sie wird ignoriert.
notes-unknownLike = Es gibt keine Einstellung „{ $name }“; sie wird ignoriert. Der Schlüssel dieser Seite dafür: { $keys }.
notes-malformed = „{ $name }={ $raw }“{ $label } ließ sich nicht lesen; der Standardwert ({ $value }) wird verwendet.
notes-clamped = „{ $name }={ $raw }“{ $label } liegt außerhalb von { $range }; geändert auf { $value }.
notes-rounded = „{ $name }={ $raw }“{ $label } muss eine ganze Zahl sein; geändert auf { $value }.
notes-range = „{ $name }={ $raw }“{ $label } liegt außerhalb von { $range }; der Standardwert ({ $value }) wird verwendet.
notes-control = { $label }: { $raw } liegt außerhalb von { $range }; geändert auf { $value }.
notes-controlRounded = { $label }: { $raw } muss eine ganze Zahl sein; geändert auf { $value }.
notes-controlKept = { $label }: { $raw } wird auf die 6 signifikanten Stellen gekürzt, die eine Einstellung fasst; verwendet wird { $value }.
notes-rangeClosed = { "[" }{ $lo }; { $hi }]
notes-rangeOpen = ({ $lo }; { $hi }]
notes-repeated = „{ $name }“ kommt { $count }-mal im Link vor; nur das letzte ({ $raw }) wurde gelesen.
notes-unknownFlags = „{ $name }={ $raw }“{ $label }: „{ $unknown }“ ist unbekannt und wurde ignoriert; die bekannten gelten.
notes-reread = „{ $name }={ $raw }“{ $label } wurde als { $value } gelesen.
notes-more = … und { $n } weitere.

worker-restarted = Der rechnende Worker ist stehen geblieben ({ $reason }) und wurde neu gestartet. Deine Einstellungen und deine Namensliste bleiben erhalten; dieser Tab rechnet wieder.
worker-stopped = Der rechnende Worker ist kurz nach einem Neustart wieder stehen geblieben ({ $reason }). Deine Einstellungen bleiben erhalten; um wieder zu rechnen, drück „Zurücksetzen“ oder öffne einen Tab (mit kleineren Einstellungen, falls sie zu groß waren).
worker-died = der rechnende Worker ist stehen geblieben: { $reason }

names-label = Eigene Namensdatei verwenden (ein Name pro Zeile, .txt; du kannst sie auch auf die Seite ziehen):
names-choose = Datei auswählen…
names-none = Keine Datei ausgewählt
names-chosen = Ausgewählte Datei: { $name }
names-loaded = { $label }: { $count } Namen, ein Vokabular aus { $vocab } Zeichen. Jede Abbildung wird auf dieser Liste berechnet.
names-error = { $label } kann nicht verwendet werden — { $message }. Die bisherige Liste bleibt in Gebrauch.
names-tooBig = { $label } ist zu groß (höchstens 20 MB).
names-kept = { $label }: { $count } Namen, ein Vokabular aus { $vocab } Zeichen — die Liste, die du bei deinem letzten Besuch geladen hast, in diesem Browser aufbewahrt. Jede Abbildung wird mit dieser Liste berechnet.
names-back = Zurück zur eigenen Liste der Seite (names.txt)
names-notKept = { $label } konnte nicht im Browser aufbewahrt werden (zu groß, oder der Speicher ist abgeschaltet): zurück zur eigenen Liste der Seite (names.txt). Du kannst die Datei erneut auswählen.
names-unreachable = sie konnte nicht vom Server geladen werden ({ $reason })

embed-summary = Diese Demo in deine Seite einbetten
embed-help = Füge dies in deine Kursseite ein: Die Demo öffnet sich allein, mit den aktuellen Einstellungen, und ihre Höhe passt sich selbst dem Inhalt an. Alle Optionen und Nachrichten:
embed-codeLabel = Code, der seine Größe selbst anpasst (div + script)
embed-iframeLabel = nur iframe
embed-iframeHelp = Für Plattformen, die keine Skripte erlauben, nur das iframe: Seine Höhe ist fest (900 Pixel); ändere height bei Bedarf.
embed-names = Die Namen der Demos: { $list }.
embed-eventsLabel = Origin der Seite, die Ereignisse erhält (optional)
embed-eventsHelp = Damit deine Seite per postMessage erfährt, was die Lernenden tun (bereit, eine Abbildung aufgedeckt, eine Vorhersage, eine Antwort, eine Übung), trag ihren Origin ein (etwa https://course.example.org); die Ereignisse gehen nur an diesen Origin.
embed-eventsBad = „{ $value }“ ist kein Origin: Schreib ihn als https://course.example.org, ohne Pfad.
embed-scormTitle = Ein SCORM-Paket für eine Lernplattform
embed-scormHelp = Ein Zip zum Hochladen auf eine Plattform wie Moodle oder Canvas: Die Demo öffnet sich mit diesen Optionen, schreibt Status, Punktzahl und Antworten in die Bewertungsübersicht der Plattform und bewahrt die Arbeit der Lernenden für ihren nächsten Besuch auf.
embed-scormVersion = SCORM-Version
embed-scormCount = Übungen, die in die Punktzahl eingehen
embed-scormDownload = Als SCORM-Paket herunterladen
embed-scormBuilding = Das Paket wird erstellt…
embed-scormReady = { $name } heruntergeladen.
embed-scormFailed = Das Paket konnte nicht erstellt werden ({ $reason }). Vielleicht sind die Dateien der Seite nicht erreichbar: Prüf die Verbindung und versuch es noch einmal.
embed-optLang = Sprache
embed-optPredict = Frage nach einer Vorhersage
embed-predict_on = fragen, überspringbar
embed-predict_off = nicht fragen
embed-predict_require = fragen, nicht überspringbar
embed-optLock = Einstellungen sperren
embed-hide_controls = Einstellungen ausblenden
embed-hide_explain = Erklärung ausblenden
embed-hide_tables = Datentabellen ausblenden
embed-copy = Kopieren
embed-copied = Kopiert.
embed-selectHint = Der Code ist markiert: Drück Strg+C zum Kopieren.
embed-wholeLab = Das ganze Lab öffnen ↗
embed-noSuchDemo = Es gibt keine Demo namens „{ $name }“. Die Demos: { $list }.
embed-noSameOrigin = makemore-lab kann in diesem Rahmen nicht laufen: Die Seite um ihn herum sandboxt ihn ohne „allow-same-origin“, darum gibt ihm der Browser keinen Ursprung und verweigert seine Skripte und seinen rechnenden Worker. Der Rahmen braucht sandbox="allow-scripts allow-same-origin" (dazu „allow-popups“ und „allow-downloads“ für den Link zum ganzen Lab und die Exporte).
embed-noPopups = Die Seite um diese Demo herum lässt sie kein neues Fenster öffnen (der Sandbox ihres iframes fehlt allow-popups). Die Adresse des ganzen Labs:

tabs-start-short = Startverlust
tabs-start-title = 5.3 Der Startverlust und der Hockeyschläger
tabs-tanh-short = Gesättigtes tanh
tabs-tanh-title = 5.4 Gesättigtes tanh und tote Neuronen
tabs-kaiming-short = Kaiming
tabs-kaiming-title = 5.5 Kaiming-Initialisierung: Standardabweichung Schicht für Schicht
tabs-batchnorm-short = BatchNorm
tabs-batchnorm-title = 5.6–5.9 BatchNorm: der Ablauf, laufende Statistiken, Training vs. Auswertung
tabs-diagnostics-short = Diagnose
tabs-diagnostics-title = 5.13–5.14 Diagnose: Standardabweichung der Gradienten, vier Szenarien, Update-zu-Daten-Verhältnis
tabs-exercises-short = Übungen
tabs-exercises-title = 5.18 Übungen: Probier es selbst, der Kern prüft
tabs-bn--matrix-short = BatchNorm-Matrix
tabs-bn--matrix-title = LayerNorm vs. BatchNorm — BatchNorm: jede Spalte
tabs-ln--matrix-short = LayerNorm-Matrix
tabs-ln--matrix-title = LayerNorm vs. BatchNorm — LayerNorm: jede Zeile
tabs-residual-short = Residualverbindungen
tabs-residual-title = Residualverbindungen: Tiefe 5/20/50 und Post-Norm
tabs-playground-short = Spielwiese
tabs-playground-title = Spielwiese: Trainier das MLP selbst

scormPackage-notIn = { $ids } können nicht zählen: Die Demo „{ $demo }“ hat keine Übungen, also könnte dieses Paket nie eine Punktzahl geben. Wähl die zählenden Übungen in einem Paket des Tabs „{ $exercises }“ oder des ganzen Labs.
