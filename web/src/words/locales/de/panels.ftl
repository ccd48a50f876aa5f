# locales/de/panels.ftl — Deutsch: die Panels aus 5.13 (im Tab Diagnose und live auf der Spielwiese).
# Dieselben Schlüssel wie tr/panels.ftl, ein Schlüssel pro Zeile.

panels-heading = Histogramme aus 5.13: Aktivierungen und Gradienten, Schicht für Schicht
panels-explain = Wähl einen der vier Läufe und einen Zeitpunkt: bei der Initialisierung oder nach dem Training. Das Histogramm der Ausgabe jeder tanh-Schicht, der Gradienten dieser Ausgaben und des Gradienten jedes 2-D-Gewichts (mit seinem Grad:Daten-Verhältnis); alles gemessen auf dem festen Prüf-Batch mit 32 Zeilen im Trainingsmodus, ohne Spuren am Modell zu hinterlassen. In einem gesunden Netz häufen sich die Aktivierungen nicht bei ±1, und die Gradienten sind von Schicht zu Schicht etwa gleich breit.
panels-run = Lauf
panels-at = Zeitpunkt
panels-atInit = bei der Initialisierung
panels-atTrained = nach dem Training
panels-showing-init = { $run }: bei der Initialisierung.
panels-showing-trained = { $run }: nach dem Training.
panels-notYet = { $run }: Dieser Lauf ist noch nicht fertig; die Histogramme nach dem Training kommen, wenn er endet.
panels-actTitle = Verteilung der Aktivierungen (Ausgabe jeder tanh-Schicht)
panels-actAxis = tanh-Ausgabe h
panels-count = Anzahl
panels-actLegend = { $k }: Mittelwert { $mean }, Std. { $std }, gesättigt { $sat }
panels-gradTitle = Verteilung der Gradienten (Gradienten der tanh-Ausgaben)
panels-gradAxis = ∂loss/∂h
panels-gradLegend = { $k }: Mittelwert { $mean }, Std. { $std }
panels-weightTitle = Verteilung der Gewichtsgradienten (2-D-Parameter)
panels-weightAxis = ∂loss/∂W
panels-weightLegend = { $name } { $shape }: Grad:Daten { $ratio }
panels-liveHeading = Live-Diagnose (5.13–5.14)
panels-liveExplain = Während des Trainings einige Male pro Sekunde aufgefrischt (nicht bei jedem Schritt): dieselben drei Histogramme auf dem festen Prüf-Batch mit 32 Zeilen und das Update-zu-Daten-Verhältnis jedes 2-D-Parameters, log10(lr · std(grad) / std(data)), mit der Hilfslinie bei −3.
panels-udTitle = Update-zu-Daten-Verhältnis im Zeitverlauf (2-D-Parameter)
panels-udAxis = log10(lr·std(grad)/std(data))
panels-udLater = Update-zu-Daten-Verhältnis im Zeitverlauf: wird hier gezeichnet, sobald das Training läuft (vor dem ersten Schritt gibt es kein Update).
