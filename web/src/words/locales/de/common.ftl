# locales/de/common.ftl — Deutsch: Wörter, die die Tabs teilen (die Vergleichs- und Datentabellen, der
# Fortschrittsbalken), und die eigenen Fehlermeldungen der Seite (errors).
# Dieselben Schlüssel wie tr/common.ftl, ein Schlüssel pro Zeile.

common-ours = Unser Wert (live)
common-lecture = Vorlesung (im Text gedruckt)
common-compareCaption = Unsere Rechnung und der im Text der Vorlesung gedruckte Wert
common-lectureMixed = Vorlesung (im Text gedruckt; { $mark }: der Code des Textes, neu ausgeführt)
common-compareCaptionMixed = Unsere Rechnung und der Wert der Vorlesung: in ihrem Text gedruckt oder von ihrem eigenen Code geliefert
common-lectureCodeNote = Die mit { $mark } markierten Werte druckt der Text nicht als Ziffern: Sie sind das, was sein eigener Code bei erneuter Ausführung liefert. Die unmarkierten Werte stehen gedruckt im Text.
common-dataTable = Datentabelle
common-nonFinite =
    { $n ->
    [one] Nicht gezeichnet: { $n } nicht endlicher Wert (unendlich oder keine Zahl); die Tabelle zeigt ihn.
   *[other] Nicht gezeichnet: { $n } nicht endliche Werte (unendlich oder keine Zahl); die Tabelle zeigt sie.
    }
common-logZero =
    { $n ->
    [one] Nicht gezeichnet: { $n } Wert 0 (eine logarithmische Achse hat keine 0); die Tabelle zeigt ihn.
   *[other] Nicht gezeichnet: { $n } Werte 0 (eine logarithmische Achse hat keine 0); die Tabelle zeigt sie.
    }
common-tableThinned = Gezeigt wird eine von je { $every } Zeilen (insgesamt { $n }).
common-seriesKeys = Die Datenreihen des Diagramms
common-seriesHint = Klick auf eine Datenreihe oder drück Enter darauf: Sie wird aus- oder wieder eingeblendet. Umschalt+Klick, Umschalt+Enter oder ein Doppelklick zeigt nur diese Reihe; noch einmal, und alle kommen zurück. Dasselbe geht in der Legende des Diagramms.
common-cancel = Abbrechen
common-progress = { $done } / { $total } Schritte · { $rate } Schritte/s
common-progressLeft = { $done } / { $total } Schritte · { $rate } Schritte/s · noch etwa { $left } s
common-neuron = Neuron
common-step = Schritt
common-loss = Verlust
common-layer = Schicht
common-recompute = Neu berechnen
common-cancelled = Abgebrochen.
common-computing = Wird berechnet…
common-seed = Seed
common-reset = Zurücksetzen
common-lectureOther = Vorlesung (andere Einstellungen)
common-lectureValue = { $label }: hier { $here }, im Text { $value }
common-lectureButton = Die Schaltfläche unten stellt die Einstellungen des Textes wieder her.
common-useText = Einstellungen des Textes verwenden
common-lectureList = ihre eigene Namensliste (nicht die, die du geladen hast)
common-typedEmpty = { $label }: darf nicht leer sein; gib eine Zahl ein (etwa { $forms }).
common-typedRefused = { $label }: „{ $text }“ lässt sich nicht als Zahl lesen; schreiben lässt sie sich als { $forms }.
common-typedForms = 2,5 · 2.5 · 5/3 · √2 · 1e-3 · sqrt(2) · 1·10⁻³ · −1
common-quoted = „{ $text }“
common-lectureDiffers = Die Vorlesung hat diese Zahlen mit anderen Einstellungen berechnet — { $list }. Die ausgegraute Spalte ist mit diesem Experiment nicht direkt vergleichbar.

settingWords-on = an
settingWords-off = aus
settingWords-pg_norm-none = keine Normalisierung
settingWords-pg_norm-batch = BatchNorm
settingWords-pg_norm-layer = LayerNorm
settingWords-pg_fix-true = Ausgabekorrektur an
settingWords-pg_fix-false = Ausgabekorrektur aus
settingWords-pg_sched-constant = konstante Lernrate
settingWords-pg_sched-step = Lernrate ÷10 nach 75 %

errors-no_names = es wurde noch keine Namensliste geladen
errors-no_playground = die Spielwiese hat kein Modell: Drück zuerst „Zurücksetzen“
errors-unknown_section = es gibt keinen Lektionsabschnitt „{ $name }“
errors-unknown_call = der Rechenkern hat keinen Aufruf „{ $name }“
errors-unknown_job = es gibt keinen Rechenauftrag „{ $name }“
