# locales/de/playground.ftl — Deutsch: der Tab Spielwiese.
# Dieselben Schlüssel wie tr/playground.ftl, ein Schlüssel pro Zeile.

playground-explain =
    .p1 = Trainier das MLP der Vorlesung selbst: Jede Einstellung steht im Link, und derselbe Link zeichnet dieselben Kurven. Wähl eine schlechte Initialisierung (Gain ×5), schalte die Normalisierung aus, erhöhe die Lernrate — und sieh in der Gesundheitstabelle der Schichten nach, was kaputtgeht.
    .p2 = Kurven: der Minibatch-Verlust jedes Schritts (blass) und alle { $every } Schritte der Verlust auf den ersten Zeilen der Trainings- und Dev-Daten (bis zu { $rows }; die Legende nennt die Anzahl). Wenn das Training endet, werden die gesamten Daten gemessen.
playground-layers = Linear-Schichten (Ausgabe eingeschlossen)
playground-width = Verborgene Breite
playground-norm = Normalisierung
playground-normNone = keine
playground-normBatch = BatchNorm
playground-normLayer = LayerNorm
playground-gain = Gain der Initialisierung (5/3 für tanh)
playground-bad = Faktor der schlechten Initialisierung
playground-fix = Ausgabekorrektur (kleine erste Logits)
playground-lr = Lernrate
playground-sched = Lernraten-Plan
playground-schedConst = konstant
playground-schedStep = ÷10 nach 75 %
playground-batch = Batchgröße
playground-seed = Seed
playground-steps = Schritte
playground-play = ▶ Start
playground-pause = ⏸ Pause
playground-step = Ein Schritt
playground-reset = ↺ Zurücksetzen
playground-curveTitle = Verlustkurven
playground-minibatch = Minibatch-Verlust
playground-train = Training ({ $n } Zeilen)
playground-dev = Dev ({ $n } Zeilen)
playground-healthTitle = Gesundheit der Schichten (letzter Schritt)
playground-healthLayer = Schicht
playground-healthSat = Sättigung |h|>0,97
playground-healthStd = Std. von tanh
playground-healthGrad = Std. des Gewichtsgradienten
playground-healthUd = Update:Daten (log10)
playground-healthHint = Sättigung über 10 % oder Update:Daten weit weg von −3: rot.
playground-status = Schritt { $step } / { $steps } · { $params } Parameter · { $rate } Schritte/s
playground-final = Endstand: Training { $train } · Dev { $dev } (gesamte Daten)
playground-diverged = Das Training ist in Schritt { $step } divergiert und wurde angehalten: { $what }.
playground-divergedWhat-loss = Der Verlust wurde in der Kreuzentropie selbst zu { $loss }: Die Aktivierungen jeder Schicht, einschließlich der Logits der Ausgabeschicht, waren noch endlich
playground-divergedWhat-lossHigh = Der Verlust explodierte auf { $loss } (die Grenze ist 1000), während die Aktivierungen jeder Schicht noch endlich waren
playground-divergedWhat-activations = Die Aktivierungen von { $layer } wurden als Erste nicht endlich (unendlich oder keine Zahl)
playground-divergedWhat-gradients = Die Gradienten wurden zuerst in { $layer } nicht endlich
playground-cause-lrInit = Wahrscheinliche Ursache: Die Lernrate ({ $lr }) ist für diese Initialisierung zu hoch (Gain { $gain }, Faktor der schlechten Initialisierung ×{ $bad }: mindestens einer davon ist doppelt so groß wie sein Kaiming-Wert, 5/3 bzw. 1). Senk die Lernrate (z. B. 0,1) oder korrigier die Initialisierung.
playground-cause-lr = Wahrscheinliche Ursache: Die Lernrate ({ $lr }) ist zu hoch; jedes Update schießt über das Ziel hinaus und wächst. Senk sie (z. B. 0,1).
playground-cause-init = Wahrscheinliche Ursache: Die Initialisierung ist zu groß (Gain { $gain }, Faktor der schlechten Initialisierung ×{ $bad }: mindestens einer davon ist doppelt so groß wie sein Kaiming-Wert, 5/3 bzw. 1; keine Normalisierung): Die Aktivierungen wachsen von Schicht zu Schicht. Setz den Gain auf 5/3 und den Faktor der schlechten Initialisierung auf 1, oder schalte BatchNorm/LayerNorm ein.
playground-cause-other = Wahrscheinliche Ursache: Die Updates sind mit diesen Einstellungen instabil. Senk die Lernrate oder schalte die Normalisierung ein.
playground-layerName-embedding = das Embedding C[X]
playground-layerName-parameter = ein Parametergradient
playground-healthKept = Das sind die Werte, gemessen in Schritt { $step }, dem letzten vor der Divergenz in Schritt { $at }: Danach sind die Aktivierungen nicht endlich, also gibt es keine Sättigung oder Standardabweichung zu messen.
playground-lossUndefined = nicht definiert (0/0)
playground-failed = Das Training ist gescheitert und wurde in Schritt { $step } gestoppt: Der mittlere Verlust der letzten { $window } Schritte ist { $loss }; { $held } Schritte in Folge lag er bei mindestens { $factor } × { $ref } ({ $ref }: der größere Wert aus dem Verlust des ersten Schritts, { $start }, und ln V, dem Verlust bei gleichverteiltem Raten) — das Modell ist weit schlechter als zu Beginn.
playground-rescue = ℹ Schritt { $step }: Die Lernrate { $lr } ist riesig (hier gilt { $high } oder mehr als riesig), doch der mittlere Verlust der letzten Schritte, { $loss }, liegt unter ln V = { $lnv }, dem Verlust bei gleichverteiltem Raten — das Modell lernt. Der Grund ist BatchNorm: Es teilt die Präaktivierungen jeder Schicht durch ihre Batch-Standardabweichung, also lassen die Gewichte, die durch die großen Updates wachsen, die Aktivierungen nicht mitwachsen, und je größer die Gewichte werden, desto weniger ändert jedes Update sie relativ.
playground-waysOut = Ein Ausweg — wähl einen, und das Modell wird neu gebaut:
playground-wayOut = „{ $label }“ = { $value }
playground-warnGroup-saturated = ⚠ Ab Schritt { $step } sind { $count } tanh-Schichten vollständig gesättigt und lassen keinen Gradienten durch: { $where }.
playground-warnGroup-frozen = ⚠ Ab Schritt { $step } bekommen { $count } Parameter überhaupt kein Update (Update:Daten = −∞) — eingefroren: { $where }.
playground-warnGroup-other = ⚠ Ab Schritt { $step } gibt es { $count } Warnungen: { $where }.
playground-samples = Aus dem Modell gezogene Namen
playground-warn-notLearning = ⚠ Schritt { $step }: Der mittlere Verlust der letzten Schritte, { $value }, liegt über ln V = { $ref }, dem Verlust bei gleichverteiltem Raten — das Modell ist schlechter als Raten und lernt nicht.
playground-warn-lossRising = ⚠ Schritt { $step }: Der mittlere Verlust, { $value }, ist weit über seinen bisher besten Wert, { $ref }, gestiegen — der Verlust steigt.
playground-warn-overfitting = ⚠ Schritt { $step }: Der Dev-Verlust, { $value } (bester Wert davor: { $ref }), steigt, während der Trainingsverlust fällt — Überanpassung: Das Modell lernt die Trainingsdaten auswendig.
playground-warn-saturated = ⚠ Schritt { $step }: { $value } der tanh-Ausgaben von { $layer } haben |h| > 0,97 (Grenze { $ref }) — die Schicht ist vollständig gesättigt und lässt keinen Gradienten durch.
playground-warn-frozen = ⚠ Schritt { $step }: { $param } wurde seit { $ref } Schritten nicht aktualisiert (Update:Daten = −∞) — der Parameter ist eingefroren.
playground-warnCause-lrHigh = Wahrscheinliche Ursache: Die Lernrate ({ $lr }) ist zu hoch.
playground-warnCause-lrLow = Wahrscheinliche Ursache: Die Lernrate ({ $lr }) ist zu niedrig; jeder Schritt ändert das Modell kaum.
playground-warnCause-init = Wahrscheinliche Ursache: Die Skala der Initialisierung, Gain { $gain } × Faktor der schlechten Initialisierung { $bad }, ist mindestens doppelt oder höchstens halb so groß wie Kaimings 5/3.
playground-warnCause-noNorm = Wahrscheinliche Ursache: Es gibt keine Normalisierung.
playground-warnCause-smallData = Wahrscheinliche Ursache: Die Trainingsdaten sind für die Zahl der Parameter des Modells zu klein.
playground-warnCause-other = Die wahrscheinliche Ursache ist unklar.
playground-suggest-lowerLr = Probier: „{ $lr }“ senken (z. B. auf { $to }).
playground-suggest-raiseLr = Probier: „{ $lr }“ erhöhen (z. B. auf 0,1).
playground-suggest-kaimingInit = Probier: „{ $gain }“ auf 5/3 und „{ $bad }“ auf 1.
playground-suggest-addNorm = Probier: BatchNorm oder LayerNorm bei „{ $norm }“.
playground-suggest-moreData = Probier: eine längere Namensliste laden oder das Modell verkleinern.
playground-suggest-smallerModel = Probier: ein kleineres Modell („{ $width }“ oder „{ $layers }“).
