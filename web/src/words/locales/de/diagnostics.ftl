# locales/de/diagnostics.ftl — Deutsch: der Tab 5.13–5.14 Diagnose.
# Dieselben Schlüssel wie tr/diagnostics.ftl, ein Schlüssel pro Zeile.

diag-explain =
    .p1 = { "Die vier Läufe der Vorlesung: {ohne BN, mit BN} × {Kaiming, schlechte Initialisierung ×5}, ein MLP mit 6 Schichten, je " }{ $steps } Schritte, konstante Lernrate 0,1. Die Kurven laufen live ein; wenn ein Lauf endet, wird er im Eval-Modus auf den gesamten Trainings- und Dev-Daten gemessen.
    .p2 = Gesundheit der Gradienten: die Standardabweichung des Gradienten jedes Linear-Gewichts. Im Text ist nach 20.000 Schritten die Streuung zwischen den Schichten (größte/kleinste) ohne BN 4,2× und mit BN 2,1×: BN gleicht sie aus; die Tabelle gibt die Streuungen dieses Laufs an. Das Update-zu-Daten-Verhältnis log10(lr · std(grad) / std(data)) sagt, wie stark jeder Schritt die Werte der Parameter ändert („data“ ist PyTorchs p.data, die Werte eines Parameters, nicht der Datensatz); um −3 (ein Tausendstel) gilt als gesund.
diag-steps = Schritte pro Lauf
diag-run = ▶ Die vier Läufe starten
diag-noBnKaiming = ohne BN, Kaiming
diag-bnKaiming = BN, Kaiming
diag-bnBad = BN, schlechte Initialisierung ×5
diag-noBnBad = ohne BN, schlechte Initialisierung ×5
diag-curvesTitle = Trainingskurven (mittlerer Minibatch-Verlust)
diag-meanLoss = mittlerer Minibatch-Verlust
diag-finalTitle = Endgültiger Trainings- / Dev-Verlust (gesamte Daten, Eval-Modus)
diag-gradTitle = Standardabweichung des Gradienten jedes Linear-Gewichts (nach dem Training, Prüf-Batch mit 32 Zeilen)
diag-linearAxis = Linear-Schicht
diag-gradStd = Std. des Gradienten
diag-spread = { $name }: Standardabweichung des Gradienten, größte/kleinste
diag-udTitle = Update-zu-Daten-Verhältnis, der Lauf BN mit Kaiming, jeder Parameter (Farbe: Schicht; gestrichelt: Bias)
diag-udGuide = −3 (ein Tausendstel)
diag-udMedianTitle = Median des Update-zu-Daten-Verhältnisses pro Parameter (Schritte 1–{ $window })
diag-udMedian = Median des log10-Verhältnisses
diag-udSummary = Update-zu-Daten-Verhältnis, Median [Bereich]
diag-train = Training
diag-dev = Dev
diag-udAxis = log10(lr·std(grad)/std(data))
diag-previous = Die Zahlen des vorigen Laufs (ein neuer Lauf läuft):
diag-waiting = Die vier Läufe dauern etwa eine Minute: Drück ▶, um sie zu starten.
diag-codeOfRun = Das ist der Code des gezeigten Laufs; drück ▶, um die neuen Einstellungen zu verwenden.
diag-evaluating = { $name }: Messung auf den gesamten Daten…
diag-udReadingAbove = Gemessenes Update-zu-Daten-Verhältnis (der Lauf BN mit Kaiming): Der Median über seine Parameter ist { $m }, also ändert jeder Schritt einen Parameter um etwa { $k } Tausendstel der Streuung seiner Werte. Der Text nennt etwa −3 (1 Tausendstel) gesund; unser Median liegt { $d } darüber: { $verdict }
diag-udReadingBelow = Gemessenes Update-zu-Daten-Verhältnis (der Lauf BN mit Kaiming): Der Median über seine Parameter ist { $m }, also ändert jeder Schritt einen Parameter um etwa { $k } Tausendstel der Streuung seiner Werte. Der Text nennt etwa −3 (1 Tausendstel) gesund; unser Median liegt { $d } darunter: { $verdict }
diag-udNear = nah genug, um als gesund zu gelten.
diag-udHigh = Die Schritte liegen am großen Ende der Faustregel, die Parameter bewegen sich schnell (auch der eigene Lauf des Textes liegt über −3, bei { $lecture }).
diag-udLow = Die Schritte sind klein, die Parameter bewegen sich kaum; eine größere Lernrate könnte schneller lernen (der eigene Lauf des Textes: { $lecture }).
diag-shortRun = Bei { $steps } Schritten endet BN mit Kaiming schlechter als ohne BN: Dev { $bn } gegenüber { $noBn }, { $gap } mehr. Im Text ist die Reihenfolge umgekehrt, nach 20.000 Schritten ({ $textBn } gegenüber { $textNoBn }), ein Abstand von nur { $textGap }. Ein kurzer Lauf sagt, welcher Lauf am Anfang schneller ist, nicht, wo er endet: In der zweiten Hälfte dieser Läufe fiel der mittlere Minibatch-Verlust noch um { $dropBn } (BN) und { $dropNoBn } (ohne BN), mehr als der Abstand im Text, also kann sich die Reihenfolge noch drehen.
diag-shortRunSettled = Bei { $steps } Schritten endet BN mit Kaiming schlechter als ohne BN: Dev { $bn } gegenüber { $noBn }, { $gap } mehr. Im Text ist die Reihenfolge umgekehrt, nach 20.000 Schritten ({ $textBn } gegenüber { $textNoBn }), ein Abstand von nur { $textGap }. In der zweiten Hälfte dieser Läufe fiel der mittlere Minibatch-Verlust nur um { $dropBn } (BN) und { $dropNoBn } (ohne BN), weniger als der Abstand im Text: Hier haben sich die Kurven fast eingependelt, und mit dieser Namensliste und diesem Seed kann die Reihenfolge so bleiben.
