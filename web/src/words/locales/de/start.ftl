# locales/de/start.ftl — Deutsch: der Tab 5.3 Startverlust.
# Dieselben Schlüssel wie tr/start.ftl, ein Schlüssel pro Zeile.

start-explain =
    .p1 = Im ersten Schritt weiß das Modell noch nichts; ein ehrliches Modell gibt den { $V } Zeichen des Vokabulars die gleiche Wahrscheinlichkeit, und sein Verlust ist −ln(1/{ $V }) = ln { $V } ≈ { $lnV }. Eine rohe randn-Ausgabeschicht erzeugt stattdessen riesige Logits: Das Modell ist „selbstsicher falsch“, und der erste Verlust ist viel höher.
    .p2 = Die Korrektur ist einfach: Verkleinere die Ausgabegewichte (W2 × 0,01) und setze den Bias auf null. Die Logits sind ≈ 0, die Softmax ist ≈ gleichverteilt, und der Verlust beginnt bei ≈ { $lnV }. Ohne die Korrektur gehen die ersten Schritte nur dafür drauf, diese Selbstüberschätzung abzubauen: Die Kurve ist ein „Hockeyschläger“; mit der Korrektur ist sie von Anfang an flach.
start-steps = Hockeyschläger-Schritte
start-barTitle = Verlust im ersten Schritt (gesamte Trainingsdaten)
start-curveTitle = Die ersten { $n } Minibatch-Schritte
start-firstLoss = erster Verlust
start-noFix = ohne Korrektur (rohes randn-W2, b2)
start-fix = korrigiert (W2 × 0,01, b2 = 0)
start-logV = ln { $V } (gleichverteilte Schätzung)
start-logVLine = ln { $V } = { $lnV }
