# locales/de/notebook.ftl — Deutsch: eine Abbildung oder die ganze Lektion als Jupyter-Notebook (notebook.js).
# Dieselben Schlüssel wie tr/notebook.ftl, ein Schlüssel pro Zeile.

notebook-download = ⤓ Als Jupyter-Notebook herunterladen (.ipynb)
notebook-downloadLesson = ⤓ Die ganze Lektion als ein Jupyter-Notebook herunterladen (.ipynb)
notebook-namesLink = ⤓ names.txt (die Namensliste)
notebook-help = Das Notebook erzeugt diese Abbildung mit den aktuellen Einstellungen neu und gibt die Zahlen der Tabellenspalte „Unser Wert (live)“ so aus, wie die Seite sie schreibt. Führ es neben names.txt aus (Jupyter oder Colab); es braucht nur torch und matplotlib.
notebook-waiting = Das Notebook ist bereit, sobald die Abbildung gezeichnet ist.
notebook-made = Heruntergeladen von der Seite von makemore-lab { $version }; zurück zur Seite mit diesen Einstellungen:
notebook-settings = Einstellungen
notebook-names = Dieses Notebook braucht `names.txt` daneben: Lade sie über den Link „names.txt“ der Seite herunter (oder aus dem Ordner der Seite); wenn du auf der Seite deine eigene Liste geladen hast, leg diese hier als `names.txt` ab. Die Liste ist nicht Teil des Notebooks.
notebook-noData = Diese Abbildung braucht keine Daten: Sie läuft ohne `names.txt`.
notebook-needs = Es braucht PyTorch (1.13 oder neuer), matplotlib und die Standardbibliothek von Python. Führ die Zellen von oben nach unten aus.
notebook-namesMissing = names.txt nicht gefunden: Leg sie in denselben Ordner wie dieses Notebook (der Link „names.txt“ der Seite lädt sie herunter) und führ diese Zelle dann noch einmal aus.
notebook-formatNote = Kleine Hilfsfunktionen, die Zahlen so schreiben wie die Seite (dieselbe Rundung, dasselbe Dezimal- und Prozentzeichen).
notebook-run-figure = Der Code der Vorlesung, der die Abbildung zeichnet, mit den Einstellungen der Abbildung eingetragen (derselbe Code, den die Seite neben der Abbildung zeigt).
notebook-run-noFix = Derselbe Code ohne die Korrektur (kein W2 *= 0.01, b2 *= 0): die Tabellenzeile „ohne Korrektur“ und der Hockeyschläger.
notebook-run-kaimingInit = Derselbe Code mit dem Faktor der schlechten Initialisierung 1 (nur Kaiming): die Kaiming-Zeile der Tabelle.
notebook-run-deadMap = Derselbe Code in den Größen der Karte der toten Neuronen (100 Neuronen, 24 Beispiele): die Tabellenzeile der toten Neuronen.
notebook-run-among = Derselbe Code auf der Zeile [1, 5, −2, 3] des Textes in einer Matrix (einem Batch) mit den beiden Zeilen, die der Text angibt: die Tabellenzeile dafür.
notebook-run-alone = Derselbe Code auf der Zeile [1, 5, −2, 3] des Textes allein (eine Matrix mit einer Zeile).
notebook-run-manual = Die Prüfung von Hand aus dem Text: die Zeile [2, 8, −4, 6] von Hand mit der Populations-Standardabweichung normalisiert (ohne eps); dann LayerNorm auf derselben Zeile.
notebook-run-manualLn = Derselbe Code: LayerNorm auf der Zeile [2, 8, −4, 6], der zweiten Zeile der Prüfung von Hand.
notebook-run-diagSummary = Die Zahlen der Tabelle aus den vier Läufen: der Dev-Verlust jedes Laufs, die Streuung der Gradienten (die größte Standardabweichung des Gradienten der Linear-Gewichte geteilt durch die kleinste) und, aus dem Lauf BatchNorm mit Kaiming, Median und Bereich über die Parameter des jeweiligen Medians des Update-zu-Daten-Verhältnisses über die Schritte 1–10.000. Der Lauf ohne BN mit ×5 ist chaotisch: Sein Dev-Verlust kann in den letzten Stellen von dem der Seite abweichen.
notebook-run-naive = Derselbe Code mit Gain 1 (der naive Stapel): die naive Zeile der Tabelle.
notebook-pageColumn = auf der Seite (als das Notebook heruntergeladen wurde)
notebook-residualFloat32 = Die Rechnung der Seite und PyTorch arbeiten beide in float32, addieren ihre Summen aber in unterschiedlicher Reihenfolge, und jede Summe wird gerundet. Solange die Gradientennormen moderat bleiben, stimmen beide in den gezeigten Stellen überein: Die Tests des Projekts vergleichen diese Zeilen exakt, auf 3 signifikante Stellen, bei der Standardabweichung der Gewichte des Textes und bei 0,35. Wo die Gradientennorm eines Stapels explodiert (eine Standardabweichung der Gewichte von 2 treibt sie auf 10⁷ und darüber), wächst die Rundung Schicht für Schicht mit, und beide können um Dutzende Prozent auseinanderliegen: Vergleich dort die Größenordnungen, nicht die Stellen.
notebook-printNote = Die Zelle unten berechnet die Spalte „Unser Wert (live)“ der Seite aus dem Code oben und gibt sie mit der Rundung der Seite aus. Was die Seite in dieser Spalte gezeigt hat:
notebook-plot-plain = ohne die Residualverbindung
notebook-plot-residual = mit x = x + f(x)
notebook-plot-depth = Tiefe (Schichten)
notebook-plot-block = Post-Norm-Block
notebook-yRow = Ausgabe y, Zeile { $i }
notebook-matrix = Eingabematrix (Zeile für Zeile)
notebook-pgRunNote = Der Lauf der Spielwiese, mit den Definitionen des Skripts „Als PyTorch-Skript kopieren“: dieselbe Aufteilung, dieselben Generatoren, Module und SGD (einschließlich seiner Divergenzregel); dann der Verlust über die gesamten Trainings- und Dev-Daten.
notebook-pgPageLine = Die Zeile, die die Seite am Ende des Laufs geschrieben hat (als das Notebook heruntergeladen wurde):
notebook-pgNoLine = Der Lauf der Seite war noch nicht zu Ende, als das Notebook heruntergeladen wurde: Die Zeile unten ist die, die die Seite schreibt, wenn er endet.
notebook-pgUdNote = Die Trainingsschleife aus dem Diagnose-Abschnitt der Vorlesung mit ihrer ud-Zeile, bei denselben Einstellungen (der Code neben dem Update-zu-Daten-Diagramm der Seite): Sie baut das Modell neu, trainiert es neu und zeichnet das Update-zu-Daten-Verhältnis jedes Parameters.
notebook-lessonTitle = makemore-lab: die ganze Lektion, jede Abbildung mit ihren Einstellungen
notebook-lessonWaiting = Die Abbildungen werden berechnet…
notebook-lessonFailed = Das Notebook konnte nicht erstellt werden: { $why }
