# locales/de/glossary.ftl — Deutsch: die Begriffe der Seite, mit den Namen, die die Texte der Vorlesung verwenden. Jeder
# Begriff: sein deutscher Name auf der Seite (term), sein englischer und türkischer Name (other), wo die Texte und die Seite
# ihn verwenden (where) und die Wörter, die nicht an seiner Stelle stehen sollen (avoid, durch „ · “ getrennt; leer: keine).
# tests/js/glossary.test.js prüft, dass kein Wort aus avoid in den deutschen Wörtern der Seite vorkommt.
# Dieselben Schlüssel wie tr/glossary.ftl.

glossary-running-term = laufende Statistiken (laufender Mittelwert, laufende Varianz)
glossary-running-other = running statistics (running mean, running variance) · running istatistikler (running ortalama, running varyans)
glossary-running-where = die exponentiellen gleitenden Mittelwerte (Momentum), die BatchNorm im Eval-Modus verwendet; der Abschnitt „Running statistics“ der Vorlesung und der Tab BatchNorm (5.6–5.9), die Fehlermeldungen der Matrix-Tabs.
glossary-running-avoid = mitlaufend · Laufstatistik
glossary-population-term = Populations-Standardabweichung, Populationsvarianz
glossary-population-other = population standard deviation (population std), population variance · popülasyon standart sapması, popülasyon varyansı
glossary-population-where = die Standardabweichung und Varianz, die durch n teilen (verzerrt): was LayerNorm und torch.nn.BatchNorm1d verwenden; die Matrix-Tabs BatchNorm und LayerNorm.
glossary-population-avoid = Bevölkerung
glossary-schedule-term = Lernraten-Plan
glossary-schedule-other = learning-rate schedule (lr schedule) · lr schedule (öğrenme oranı schedule’ı)
glossary-schedule-where = wie sich die Lernrate im Lauf des Trainings ändert (konstant oder ÷10 nach 75 %); die Einstellung der Spielwiese und die Beschriftungen der früheren Läufe.
glossary-schedule-avoid = Fahrplan · Zeitplan
glossary-probe-term = Prüf-Batch (feste 32 Beispiele)
glossary-probe-other = probe batch (a fixed 32 examples) · ölçüm batch’i (sabit 32 örnek)
glossary-probe-where = jedes Mal dieselben 32 Zeilen für die Histogramme und Gradienten-Standardabweichungen der Diagnose-Abbildungen (5.13–5.14); er hinterlässt keine Spur am Modell.
glossary-probe-avoid = Test-Batch · Stichproben-Batch
glossary-badInit-term = schlechte Initialisierung (Gain × Faktor der schlechten Initialisierung)
glossary-badInit-other = bad init (gain × the bad-init multiplier) · kötü init (kazanç × kötü init çarpanı)
glossary-badInit-where = absichtlich große Anfangsgewichte (das ×5 des Textes); die Tabs gesättigtes tanh, Kaiming, BatchNorm, Diagnose und Spielwiese.
glossary-badInit-avoid = Fehlinitialisierung
glossary-gain-term = Gain
glossary-gain-other = gain · kazanç (gain)
glossary-gain-where = der Faktor der Kaiming-Initialisierung (5/3 für tanh); der Tab Kaiming, Übung 3, die Spielwiese.
glossary-gain-avoid = Verstärkung
glossary-saturation-term = Sättigung (der Anteil der tanh-Ausgaben mit |h| > 0,97), gesättigtes Neuron, totes Neuron
glossary-saturation-other = saturation (the share of tanh outputs with |h| > 0.97), saturated neuron, dead neuron · doygunluk, doymuş nöron, ölü nöron
glossary-saturation-where = der Tab gesättigtes tanh (5.4), Übung 2, die Gesundheitstabelle der Schichten auf der Spielwiese.
glossary-saturation-avoid = Saturierung · saturiert
glossary-residual-term = Residualverbindung
glossary-residual-other = residual connection · artık bağlantı (residual bağlantı)
glossary-residual-where = h = h + f(h); der Tab Residualverbindungen; die türkischen Texte der Vorlesung verwenden beide Namen.
glossary-residual-avoid = Restverbindung · Sprungverbindung · Skip-Verbindung
glossary-core-term = der Kern (die eigene Rechnung der Seite: nach WebAssembly kompiliertes C++, im Browser ausgeführt)
glossary-core-other = the core · sayfanın hesabı (hesap modülü)
glossary-core-where = wo jede Abbildung, der Live-Wert jeder Vorhersage und die Prüfung jeder Übung berechnet werden; die Einführung der Seite, jeder Tab. „Der Text:“ nennt die im Text gedruckte Zahl, „Der Kern:“ die hier für die Einstellungen auf dem Bildschirm berechnete.
glossary-core-avoid = Engine
glossary-preact-term = Präaktivierung (hpreact)
glossary-preact-other = pre-activation (hpreact) · aktivasyon-öncesi değerler (hpreact)
glossary-preact-where = die Ausgabe einer verborgenen Linear-Schicht vor tanh (5.4–5.7); die Tabs gesättigtes tanh, Kaiming und BatchNorm, die Antworten aus 5.17, die Hinweise der Spielwiese.
glossary-preact-avoid = Voraktivierung · Vor-Aktivierung · Prä-Aktivierung
glossary-updateData-term = Update-zu-Daten-Verhältnis (kurz Update:Daten)
glossary-updateData-other = update:data ratio · update:data oranı
glossary-updateData-where = log10(lr · std(grad) / std(data)), um −3 ist gesund; der Tab Diagnose und die Spielwiese.
glossary-updateData-avoid = Aktualisierungsverhältnis · Update/Daten
glossary-percentPoints-term = Prozentpunkte (die Differenz zweier Prozentwerte)
glossary-percentPoints-other = percentage points · yüzde puan
glossary-percentPoints-where = wie weit eine Vorhersage des gesättigten Anteils von der des Kerns entfernt war, die Toleranz von Übung 2.
glossary-percentPoints-avoid = { "" }
