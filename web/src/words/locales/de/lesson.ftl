# locales/de/lesson.ftl — Deutsch: Die Lernenden arbeiten die Lektion durch: erst vorhersagen, dann aufdecken, die
# Kontrollfragen aus 5.17 (getreu übersetzt), die Lektionskarte, „Probier das“-Vorschläge. Dieselben Schlüssel wie tr/lesson.ftl.

lesson-welcome = Zum ersten Mal hier? Fang mit Tab 1 (Startverlust) an: Jeder Tab fragt zuerst nach einer Vorhersage und zeigt dann das Live-Ergebnis des Kerns.
lesson-welcomeClose = OK
lesson-predict-title = Erst vorhersagen
lesson-predict-reveal = Vorhersage speichern und zeigen
lesson-predict-skip = Einfach zeigen
lesson-predict-again = Noch einmal vorhersagen
lesson-predict-guessLabel = Deine Vorhersage
lesson-predict-needGuess = Gib zuerst eine Vorhersage ein oder wähl eine aus.
lesson-predict-waiting = Deine Vorhersage ist gespeichert; der Kern rechnet noch, der Vergleich erscheint hier, sobald er fertig ist.
lesson-predict-required = In dieser Lektion öffnen sich die Ergebnisse nach deiner Vorhersage.
lesson-predict-hiddenNote = Die Ergebnisse öffnen sich nach deiner Vorhersage.
lesson-predict-yourGuess = Deine Vorhersage: { $guess }
lesson-predict-live = Das Live-Ergebnis des Kerns: { $live }
lesson-predict-farNumber = Abweichung: { $far }
lesson-predict-farPoints = Abweichung: { $far } Prozentpunkte
lesson-predict-farDecades = Abweichung: { $far } Größenordnungen (Zehnerpotenzen)
lesson-predict-close = Nah dran — eine gute Vorhersage.
lesson-predict-notClose = Weit daneben — der Grund steht unten.
lesson-predict-right = Richtig.
lesson-predict-wrong = Falsch — der Grund steht unten.
lesson-predict-skipped = Vorhersage übersprungen.
lesson-predict-open = Nicht bewertet: Der Wert des Kerns lässt sich nicht vergleichen (siehe oben).
lesson-predict-underflow = Abweichung: nicht bestimmbar — der Wert des Kerns ist 0 (zu klein für seine Zahlen: Unterlauf).
lesson-predict-number-close = Deine Zahl: nah dran — eine gute Vorhersage.
lesson-predict-number-notClose = Deine Zahl: weit daneben — der Grund steht unten.
lesson-predict-number-open = Deine Zahl: nicht bewertet — der Wert des Kerns lässt sich nicht vergleichen.
lesson-predict-yourGuessFor = Deine Vorhersage für { $settings }: { $guess }
lesson-predict-liveFor = Das Ergebnis des Kerns für { $settings }: { $live }
lesson-predict-yourGuessEarlier = Deine frühere Vorhersage (ihre Einstellungen wurden nicht festgehalten): { $guess }
lesson-predict-liveThen = Das damalige Ergebnis des Kerns: { $live }
lesson-predict-nowFor = Jetzt, für { $settings }: Das Live-Ergebnis des Kerns ist { $live }
lesson-predict-nowWaiting = Jetzt, für { $settings }: Der Kern rechnet noch…
lesson-predict-caseNote = Deine Vorhersage oben wurde für ihre eigenen Einstellungen bewertet und bleibt so. Diesen Fall auch vorhersagen?
lesson-predict-predictCase = Diesen Fall vorhersagen
lesson-predict-caseFor = Diese Vorhersage gilt für { $settings }.
lesson-predict-cancel = Abbrechen
lesson-predict-otherCases = Deine anderen Vorhersagen in diesem Tab
lesson-predict-otherCase = Ebenfalls aufbewahrt: deine Vorhersage für { $settings }: { $guess } (der Kern: { $live }) — { $verdict }
lesson-predict-short-close = nah dran
lesson-predict-short-notClose = weit daneben
lesson-predict-short-right = richtig
lesson-predict-short-wrong = falsch
lesson-predict-short-open = nicht bewertet
lesson-predict-sketchClose = nah dran, eine gute Skizze.
lesson-predict-sketchFar = weit daneben; vergleich die beiden Kurven unten.
lesson-predict-atLabel = { $label } { $v }
lesson-predict-at-bad = schlechte Initialisierung ×{ $v }
lesson-predict-at-seed = Seed { $v }
lesson-predict-at-k_layers = { $v } Schichten
lesson-predict-at-k_act = { $v }-Stapel
lesson-predict-at-k_gain = Gain { $v }
lesson-predict-at-bn_bad = schlechte Initialisierung ×{ $v }
lesson-predict-at-bn_eps = eps { $v }
lesson-predict-at-bn_gamma = γ { $v }
lesson-predict-at-bn_beta = β { $v }
lesson-predict-at-bn_mom = Momentum { $v }
lesson-predict-at-bn_steps = { $v } Schritte
lesson-predict-at-steps = { $v } Schritte
lesson-predict-at-bm = die Matrix { $v }
lesson-predict-at-lm = die Matrix { $v }
lesson-predict-at-bvar = Varianz { $v }
lesson-predict-at-biased = verzerrt
lesson-predict-at-unbiased = unverzerrt
lesson-predict-at-r_std = Standardabweichung der Gewichte der Teilschichten { $v }
lesson-predict-at-hs_steps = { $v } Schritte
lesson-predict-at-pg_layers = { $v } Schichten
lesson-predict-at-pg_width = Breite { $v }
lesson-predict-at-pg_gain = Gain { $v }
lesson-predict-at-pg_bad = schlechte Initialisierung ×{ $v }
lesson-predict-at-pg_batch = Batchgröße { $v }
lesson-predict-at-pg_lr = Lernrate { $v }
lesson-predict-at-pg_sched = Lernraten-Plan: { $v }
lesson-predict-at-pg_steps = { $v } Schritte
lesson-predict-start-tex = { "-\\log(1/27) = \\log 27 \\approx 3{,}30" }
lesson-predict-start-q = Welchen Verlust sollte ein Modell, das „nichts weiß“ (gleiche Wahrscheinlichkeit für alle 27 Zeichen), im ersten Trainingsschritt bekommen?
lesson-predict-start-explain = Der Text (5.3): Ein Modell, das „nichts weiß“, sollte den 27 Zeichen die gleiche Wahrscheinlichkeit geben und einen Verlust von −log(1/27) ≈ { $textLogv } bekommen. Auf dieser Namensliste berechnet der Kern ln V = { $logv }; das Modell mit verkleinerter Ausgabeschicht bekommt im ersten Schritt { $fix }, die rohe randn-Ausgabeschicht { $nofix }: Das Netz ist „selbstsicher falsch“.
lesson-predict-tanh-tex = { "\\frac{d}{dx}\\tanh x = 1 - \\tanh^2 x" }
lesson-predict-tanh-q = Welcher Anteil der verborgenen tanh-Ausgaben ist bei einer schlechten Initialisierung (Gain der verborgenen Linear-Schicht ×{ $bad }) gesättigt (|h| > 0,97)?
lesson-predict-tanh-explain = Der Text (5.4): Sind die Präaktivierungswerte sehr groß oder sehr klein, klebt die tanh-Ausgabe an ±1 — das nennt man Sättigung; die Ableitung 1 − tanh² wird ≈ 0 → aus diesem Neuron fließt kein Gradient. Der Text hat mit ×5 ≈ { $textSat } und mit Kaiming ≈ { $textKaiming } gemessen; hier findet der Kern mit ×{ $bad } { $sat } und mit Kaiming { $kaiming }.
lesson-predict-kaiming-tex = { "\\text{std} = \\frac{\\text{gain}}{\\sqrt{n_{in}}}, \\qquad \\text{gain}_{\\tanh} = 5/3" }
lesson-predict-kaiming-texRelu = { "\\text{std} = \\frac{\\text{gain}}{\\sqrt{n_{in}}}, \\qquad \\text{gain}_{\\mathrm{ReLU}} = \\sqrt{2}" }
lesson-predict-kaiming-q = Welcher Gain hält in einem Stapel aus { $n } { $act }-Schichten die Standardabweichungen der Schichten flach?
lesson-predict-kaiming-naive = Gain = 1 (naiv)
lesson-predict-kaiming-kaiming = Gain = { $gain } (Kaiming)
lesson-predict-kaiming-kaimingOther = Gain = { $gain } (der zweite Stapel)
lesson-predict-kaiming-kaimingUnknown = der Gain des zweiten Stapels (nicht festgehalten)
lesson-predict-kaiming-neither = keiner: Keiner erhält seine Standardabweichung
lesson-predict-kaiming-perLayer = { " " }(×{ $per } pro Schicht)
lesson-predict-kaiming-explain = Der Text (5.5): Die naive Initialisierung (Gain = 1) schwindet Schicht für Schicht ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (Gain = 5/3) bleibt erhalten ({ $textKaimingFirst } → { $textKaimingLast }). Der Kern: naiv { $naiveFirst } → { $naiveLast }{ $naivePer }, Kaiming { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. tanh staucht zusammen; der Gain 5/3 gleicht das aus.
lesson-predict-kaiming-explainOther = Der Text (5.5), mit seinen eigenen Einstellungen ({ $text }): Die naive Initialisierung (Gain 1) schwindet Schicht für Schicht ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (Gain 5/3) bleibt erhalten ({ $textKaimingFirst } → { $textKaimingLast }). Die Einstellungen hier sind nicht die des Textes ({ $now }); die Zahlen des Kerns gelten für sie: naiv (Gain 1) { $naiveFirst } → { $naiveLast }{ $naivePer }, der zweite Stapel (Gain { $gain }) { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. tanh staucht zusammen; der Gain 5/3 des Textes gleicht das aus.
lesson-predict-kaiming-explainRelu = Der Text (5.5), mit seinen eigenen Einstellungen ({ $text }): Die naive Initialisierung (Gain 1) schwindet Schicht für Schicht ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (Gain 5/3) bleibt erhalten ({ $textKaimingFirst } → { $textKaimingLast }); für ReLU nennt er nur den Gain: √2. Die Einstellungen hier sind nicht die des Textes ({ $now }); die Zahlen des Kerns gelten für sie: naiv (Gain 1) { $naiveFirst } → { $naiveLast }{ $naivePer }, der zweite Stapel (Gain { $gain }) { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. ReLU setzt die negativen Eingaben auf 0 und halbiert die Varianz; der Gain √2 (quadriert 2) gibt sie zurück.
lesson-predict-batchnorm-tex = { "\\hat{x}_i = \\frac{x_i - \\mu_B}{\\sqrt{\\sigma_B^2 + \\epsilon}}, \\qquad y_i = \\gamma\\,\\hat{x}_i + \\beta" }
lesson-predict-batchnorm-q = Ist die BatchNorm-Ausgabe eines Beispiels im Trainingsmodus (die eigenen Statistiken des Batches) dieselbe wie seine Ausgabe im Eval-Modus (die laufenden Statistiken)?
lesson-predict-batchnorm-same = dieselbe
lesson-predict-batchnorm-differs = verschieden: Sie hängt vom Batch ab
lesson-predict-batchnorm-explain = Der Text (5.8): BatchNorm koppelt die Ausgabe eines Beispiels an die anderen Beispiele im Batch (die Statistiken sind gemeinsam) — das bringt ein wenig „Jitter“ (Rauschen) hinein und wirkt leicht regularisierend. Beim Testen werden die festen laufenden Statistiken verwendet. Der Kern: Der größte Unterschied zwischen den Logits der beiden Modi ist { $d }.
lesson-predict-bn--bias-tex = { "(x_i + b) - \\frac{1}{m}\\sum_j (x_j + b) = x_i - \\mu_B" }
lesson-predict-bn--bias-q = Wie groß wird der Bias-Gradient der ersten Linear-Schicht (‖dL/db1‖) im Vergleich zu ihrem Gewichtsgradienten (‖dL/dW1‖), wenn direkt danach BatchNorm kommt?
lesson-predict-bn--bias-equal = etwa gleich groß
lesson-predict-bn--bias-smaller = viel kleiner (≈ 0)
lesson-predict-bn--bias-larger = viel größer
lesson-predict-bn--bias-explain = Der Text (5.7, 5.8): BatchNorm zieht den Batch-Mittelwert ab, und ein vor BatchNorm addierter Bias wird mit abgezogen: Er hat keine Wirkung und bekommt keinen Gradienten (deshalb wird diese Linear-Schicht ohne Bias gebaut; das β von BatchNorm übernimmt seine Rolle). Der Kern (BatchNorm an, { $n } SGD-Schritte): ‖dL/db1‖ höchstens { $b }, ‖dL/dW1‖ mindestens { $w }.
lesson-predict-bn--collapse-tex = x W_1 W_2 \cdots W_n = x\,(W_1 W_2 \cdots W_n) = x W
lesson-predict-bn--collapse-q = Ist der Stapel aus Linear-Schichten ohne das tanh zwischen den Schichten eine einzige Matrix (x·W + b)?
lesson-predict-bn--collapse-yes = ja: dieselben Ausgaben
lesson-predict-bn--collapse-no = nein: andere Ausgaben
lesson-predict-bn--collapse-explain = Der Text (5.15): Ohne Nichtlinearitäten fällt ein Stapel aus Linear-Schichten zu einer einzigen linearen Abbildung zusammen: W1·W2·…·W{ $n } ist eine Matrix, und die Tiefe fügt nichts hinzu; mit tanh dazwischen fällt er nicht zusammen. Der Kern: Der größte Unterschied zwischen dem Stapel ohne tanh und der einen Matrix ist { $d }, beim tanh-Stapel { $dt } (Größenordnung der Ausgabe { $max }).
lesson-predict-diagnostics-tex = { "\\log_{10} \\frac{\\text{lr} \\cdot \\operatorname{std}(\\text{grad})}{\\operatorname{std}(\\text{data})} \\approx -3" }
lesson-predict-diagnostics-q = Welcher der vier Läufe endet auf den Dev-Daten am schlechtesten?
lesson-predict-diagnostics-explain = Der Text (5.17, Frage 2): Selbst mit absichtlich schlechter Initialisierung (×5) liefert das Netz mit BN Dev { $textBnBad } (fast gleich wie BN mit Kaiming, { $textBnKaiming }), während das Netz mit schlechter Initialisierung ohne BN auf Dev { $textNoBnBad } hochschießt. Der Kern ({ $steps } Schritte): { $list }.
lesson-predict-bn--matrix-tex = { "\\hat{x}_{ij} = \\frac{x_{ij} - \\mu_j}{\\sqrt{\\sigma_j^2 + \\epsilon}}" }
lesson-predict-bn--matrix-q = Wessen Standardabweichung wird nach BatchNorm (Trainingsmodus) genau 1?
lesson-predict-bn--matrix-cols = die jeder Spalte (ein Merkmal, über den Batch hinweg)
lesson-predict-bn--matrix-rows = die jeder Zeile (ein Beispiel)
lesson-predict-bn--matrix-neither = keine von beiden: nicht die jeder Spalte, nicht die jeder Zeile
lesson-predict-bn--matrix-explain = Der Text: BatchNorm hat jedes Neuron über den BATCH hinweg normalisiert — das Ergebnis eines Beispiels hing also von den ANDEREN Beispielen im selben Batch ab. Deshalb endet jede Spalte mit Standardabweichung 1. Der Kern: Standardabweichungen der Spalten { $list }.
lesson-predict-ln--matrix-tex = { "\\hat{x}_{ij} = \\frac{x_{ij} - \\mu_i}{\\sqrt{\\sigma_i^2 + \\epsilon}}" }
lesson-predict-ln--matrix-q = Welche Standardabweichung hat eine Zeile (ein Beispiel) nach LayerNorm?
lesson-predict-ln--matrix-explain = Der Text: Die Layer-Normalisierung (LayerNorm) normalisiert jedes BEISPIEL über seine eigenen MERKMALE — sie schaut nie auf die anderen Beispiele; die Standardabweichung jeder ZEILE (jedes Beispiels) ist genau { $textStd }. Der Kern: Standardabweichungen der Zeilen { $list }.
lesson-predict-residual-guessLabel = Deine Vorhersage (eine Zahl wie 0,001 oder 10⁻³)
lesson-predict-residual-needGuess = Gib zuerst eine positive Zahl ein (zum Beispiel 0,001 oder 10⁻³).
lesson-predict-residual-tex = h \leftarrow h + \tanh(W h + b)
lesson-predict-residual-q = Welche Größenordnung hat die Norm des Eingabegradienten bei Tiefe { $depth } ohne den Residualpfad?
lesson-predict-residual-explain = Der Text: OHNE die Residualverbindung BRICHT der Gradient der Eingabe nach { $textDepth } Schichten auf { $textPlain } EIN; MIT ihr bleibt der Gradient GESUND (sogar GROSS), bis zu { $textResidual } — der Term ‚+x‘ in x + … öffnet eine ‚Abkürzung‘, über die der Gradient DIREKT zurückfließt, durch KEINE Zwischenschicht. Der Kern: ohne { $plain }, mit { $residual }.
lesson-predict-playground-tex = { "-\\log(1/27) = \\log 27 \\approx 3{,}30" }
lesson-predict-playground-q = Wie hoch ist mit diesen Einstellungen ({ $fix }, { $norm }, schlechte Initialisierung ×{ $bad }) der Trainingsverlust zu Beginn des Trainings (Schritt 0)?
lesson-predict-playground-on = an
lesson-predict-playground-off = aus
lesson-predict-playground-explain = Der Text (5.3): Ein Modell, das „nichts weiß“, sollte den 27 Zeichen die gleiche Wahrscheinlichkeit geben und einen Verlust von −log(1/27) ≈ { $textLogv } bekommen; die Ausgabeschicht zu verkleinern (W2 *= 0.01, b2 = 0) zieht die Logits auf ≈ 0. Mit ausgeschalteter Korrektur startet das Netz „selbstsicher falsch“. Der Kern: Der Trainingsverlust in Schritt 0 ist { $train }.
lesson-sketch-label = Der Verlust über die ersten { $n } Schritte: Zum Zeichnen ziehen; mit der Tastatur wählt ←/→ eine Spalte, ↑/↓ stellt ihre Höhe ein
lesson-sketch-prompt = Zeichne ihn auch, wenn du magst: den Verlust des Modells ohne Korrektur über seine ersten { $n } Minibatch-Schritte (ziehen oder ←/→ und ↑/↓).
lesson-sketch-axes = Schritt → (senkrecht: Verlust)
lesson-sketch-value = Spalte { $i }/{ $n }: Verlust { $v }
lesson-sketch-verdict = Deine Skizze: im Mittel { $far } (Verlust) von der Kurve des Kerns entfernt — { $verdict }
lesson-sketch-verdictFor = Deine Skizze für { $settings }: im Mittel { $far } (Verlust) von der Kurve des Kerns für diese Einstellungen entfernt — { $verdict }
lesson-sketch-legend = Gestrichelt: deine Skizze; durchgezogen: die Kurve des Kerns (ohne Korrektur, jede Spalte der Mittelwert einiger Schritte).
lesson-sketch-legendFor = Gestrichelt: deine Skizze; durchgezogen: die aktuelle Kurve des Kerns für { $settings } (deine Skizze wird für diese Einstellungen nicht neu bewertet).
lesson-sketch-earlier = Deine Skizze wurde aufbewahrt, bevor Skizzen mit ihren Einstellungen bewertet wurden: Sie wird gezeichnet, nicht bewertet.
lesson-guide-title = Probier das → was dich erwartet
lesson-guide-next = Nächster Abschnitt: { $name } →
lesson-guide-withText = { $what } (wie im Text: { $list })
lesson-guide-toMap = Zur Lektionskarte
lesson-guide-held = ✓ vom Live-Kern bestätigt
lesson-guide-failed = ✗ hat sich mit diesen Einstellungen nicht bestätigt
lesson-guide-start-t1-do = Setz den Seed auf 1
lesson-guide-start-t1-expect = Der erste Verlust ohne Korrektur liegt wieder weit über 10; mit der Korrektur bleibt er weniger als 0,1 von ln 27 entfernt.
lesson-guide-start-t2-do = Setz den Seed auf 12345
lesson-guide-start-t2-expect = Dasselbe mit einem anderen Seed: Verlust > 10 mit der rohen Ausgabeschicht, ≈ ln 27 mit der Korrektur.
lesson-guide-tanh-t1-do = Setz den Faktor der schlechten Initialisierung auf 1
lesson-guide-tanh-t1-expect = Der gesättigte Anteil ist der von Kaiming: Bei ×1 ist die schlechte Initialisierung die Kaiming-Initialisierung.
lesson-guide-tanh-t2-do = Setz den Faktor auf 10
lesson-guide-tanh-t2-expect = Der gesättigte Anteil steigt über 85 %, und tote Neuronen tauchen auf.
lesson-guide-tanh-t3-do = Setz den Faktor auf 0,5
lesson-guide-tanh-t3-expect = Fast keine Ausgabe ist gesättigt (unter 5 %), kein totes Neuron.
lesson-guide-kaiming-t1-do = Bau 12 Schichten
lesson-guide-kaiming-t1-expect = Die letzte Standardabweichung des naiven Stapels schwindet unter 0,25; Kaiming bleibt über 0,6.
lesson-guide-kaiming-t2-do = Bau 3 Schichten
lesson-guide-kaiming-t2-expect = In einem flachen Stapel ist die naive Initialisierung kaum geschwunden (letzte Standardabweichung > 0,4); Kaiming wieder > 0,6.
lesson-guide-batchnorm-t1-do = Setz die schlechte Initialisierung auf 10
lesson-guide-batchnorm-t1-expect = Die Standardabweichung von hpreact übersteigt 10, doch nach dem Normalisieren ist sie immer noch 1, und nach tanh ≈ 0,63.
lesson-guide-batchnorm-t2-do = Setz die schlechte Initialisierung auf 1
lesson-guide-batchnorm-t2-expect = hpreact ist schmal (Standardabweichung < 2,5); nach tanh ist die Standardabweichung wieder ≈ 0,63: BatchNorm ist die Initialisierung egal.
lesson-guide-diagnostics-t1-do = Kürz die Läufe auf 500 Schritte
lesson-guide-diagnostics-t1-expect = Ohne BN mit der schlechten Initialisierung endet auf den Dev-Daten immer noch am schlechtesten.
lesson-guide-diagnostics-t2-do = Schau dir die Gradienten bei 500 Schritten an
lesson-guide-diagnostics-t2-expect = Beim Netz mit BN streut die Standardabweichung der Gradienten über die Schichten weniger als beim Netz ohne BN.
lesson-guide-bn--matrix-t1-do = Mach die Varianz „unverzerrt“ (B − 1)
lesson-guide-bn--matrix-t1-expect = Die Standardabweichungen der Spalten sind nicht mehr 1, sondern √(2/3) ≈ 0,82 (ein Batch aus 3 Zeilen: der Unterschied zwischen B − 1 und B).
lesson-guide-bn--matrix-t2-do = Mach die erste Spalte konstant (1, 1, 1)
lesson-guide-bn--matrix-t2-expect = Eine konstante Spalte lässt sich nicht auf 1 skalieren: Ihre Standardabweichung bleibt 0, die anderen sind 1.
lesson-guide-ln--matrix-t1-do = Multiplizier die erste Zeile mit 100
lesson-guide-ln--matrix-t1-expect = LayerNorm löscht die Skala: Die Standardabweichung der Zeile ist wieder 1.
lesson-guide-ln--matrix-t2-do = Mach die erste Zeile konstant (2, 2, 2, 2)
lesson-guide-ln--matrix-t2-expect = Die Standardabweichung einer konstanten Zeile bleibt 0; die anderen Zeilen sind 1.
lesson-guide-residual-t1-do = Setz die Standardabweichung der Gewichte der Teilschichten auf 0,5
lesson-guide-residual-t1-expect = Ohne den Residualpfad bricht der Gradient nicht mehr ein, er übersteigt bei Tiefe 50 die 1 (diesmal wächst er); mit ihm ist er noch größer.
lesson-guide-residual-t2-do = Setz die Standardabweichung auf 0,05
lesson-guide-residual-t2-expect = Ohne den Residualpfad bricht der Gradient bei Tiefe 50 unter 10⁻²⁰ ein; der Residualpfad hält ihn über 1.
lesson-guide-playground-t1-do = Setz die schlechte Initialisierung auf 5
lesson-guide-playground-t1-expect = In der Gesundheitstabelle übersteigt die Sättigung einer Schicht 50 %.
lesson-guide-playground-t2-do = Setz die schlechte Initialisierung zurück auf 1
lesson-guide-playground-t2-expect = Die Sättigung fällt in jeder Schicht unter 30 %.
lesson-map-title = Lektionskarte
lesson-map-summary = { $p }/{ $pn } Vorhersagen · { $q }/{ $qn } Fragen · { $e }/{ $en } Übungen bestanden
lesson-map-sections = Abschnitte
lesson-map-questions = Kontrollfragen (5.17)
lesson-map-question = Frage { $n }
lesson-map-exercises = Übungen (5.18)
lesson-map-e1 = Übung 1 (Den Startverlust korrigieren)
lesson-map-e2 = Übung 2 (Die tanh-Sättigung sehen)
lesson-map-e3 = Übung 3 (Kaiming-Initialisierung)
lesson-map-e4 = Übung 4 (BatchNorm bauen)
lesson-map-e5 = Übung 5 (Ein Ausblick auf die nächste Lektion)
lesson-map-predicted = vorhergesagt
lesson-map-predictedRight = vorhergesagt, richtig
lesson-map-predictedWrong = vorhergesagt, falsch
lesson-map-moreCases = { " " }(+{ $n } weitere für andere Einstellungen)
lesson-map-questionsSummary = { $r } richtig (von den { $c } mit fester Antwort) · { $a }/{ $n } beantwortet
lesson-map-right = richtig
lesson-map-rightAt = richtig im { $n }. Versuch
lesson-map-differs = weicht von der Antwort des Textes ab (Versuche: { $n })
lesson-map-predictedClose = vorhergesagt, nah dran
lesson-map-predictedFar = vorhergesagt, weit daneben
lesson-map-skipped = Vorhersage übersprungen
lesson-map-opened = geöffnet, keine Vorhersage
lesson-map-notYet = noch nicht
lesson-map-answered = beantwortet
lesson-map-pass = bestanden
lesson-map-fail = nicht bestanden
lesson-map-local = Dein Fortschritt wird nur in diesem Browser aufbewahrt; er wird nirgendwohin gesendet.
lesson-map-notKept = Der Browser lässt diese Seite hier nichts aufbewahren, also gilt dein Fortschritt nur, solange die Seite offen ist; er wird nirgendwohin gesendet.
lesson-map-export = Fortschritt als JSON herunterladen
lesson-map-startOver = Von vorn beginnen
lesson-questions-title = Kontrollfragen (5.17)
lesson-questions-intro = Die vier Fragen des Textes: Gib zuerst deine eigene Antwort, dann sieh dir die des Textes an.
lesson-questions-introHere = Die der vier Fragen des Textes, die dieser Tab beantwortet: Gib zuerst deine eigene Antwort, dann sieh dir die des Textes an. Alle vier zusammen stehen im Tab Übungen.
lesson-questions-introNone = Andere Tabs beantworten die vier Fragen des Textes; alle stehen unten, eingeklappt. Alle vier zusammen stehen im Tab Übungen.
lesson-questions-others = Die anderen { $n } Fragen
lesson-questions-all = Die { $n } Fragen des Textes
lesson-questions-yourNumber = Deine Antwort (eine Zahl)
lesson-questions-yourSentence = Deine Antwort (ein, zwei Sätze)
lesson-questions-yourChoice = Deine Antwort
lesson-questions-answer = Antwort speichern
lesson-questions-needAnswer = Gib zuerst eine Antwort ein oder wähl eine aus.
lesson-questions-needSentence = Schreib deine Antwort in ein paar Worten (mindestens 10 Zeichen).
lesson-questions-yours = Deine Antwort: { $answer }
lesson-questions-right = Sie stimmt mit der Antwort des Textes überein.
lesson-questions-wrong = Die Antwort des Textes ist eine andere — unten.
lesson-questions-tryAgain = Noch einmal versuchen
lesson-questions-again = Versuch es noch einmal: Deine erste Antwort bleibt in deinen Aufzeichnungen.
lesson-questions-first = Deine erste Antwort: { $answer } (Versuche bisher: { $n })
lesson-questions-compare = Vergleich deinen Satz mit der Antwort des Textes.
lesson-questions-textAnswer = Die Antwort des Textes:
lesson-questions-showMe = Zeig es mir: der Tab { $name }
lesson-questions-q1-tex = { "\\text{loss} = -\\log\\left(\\frac{1}{27}\\right) = \\log(27) \\approx 3{,}30" }
lesson-questions-q1-q = Frage 1: Wenn ein Sprachmodell über 27 Zeichen zu Beginn des Trainings ‚nichts weiß‘, wie hoch sollte sein erster Verlust sein? Warum? Wenn er in der Praxis viel höher ausfällt, etwa 26, was ist die Ursache?
lesson-questions-q1-answer =
    .p1 = Ein Modell, das nichts weiß, gibt den 27 Zeichen die gleiche (gleichverteilte) Wahrscheinlichkeit: jedem 1/27. Verlust = mittlere NLL: loss = −log(1/27) = log(27) ≈ 3,30.
    .p2 = Antwort: Er sollte ≈ 3,3 sein. In der Praxis ergab unsere Messung ≈ 26,01, weil die zufällig initialisierten W2/b2 extreme Logits erzeugen — das Modell ist „selbstsicher falsch“ und gibt manchen Zeichen eine sehr hohe oder sehr niedrige Wahrscheinlichkeit. Das führt zur Hockeyschläger-Verlustkurve, die die ersten Iterationen verschwendet. Lösung: Die Logits mit W2 *= 0.01, b2 = 0 nahe 0 starten → erster Verlust ≈ 3,31 (knapp über dem gleichverteilten Erwartungswert).
lesson-questions-q2-tex = { "\\hat{x}_i = \\frac{x_i - \\mu_B}{\\sqrt{\\sigma_B^2 + \\epsilon}}, \\qquad y_i = \\gamma\\,\\hat{x}_i + \\beta" }
lesson-questions-q2-q = Frage 2: Kaiming-Initialisierung und BatchNorm korrigieren beide die Statistiken der Aktivierungen. Was ist der wesentliche Unterschied zwischen ihnen?
lesson-questions-q2-a = Kaiming skaliert nur die Gewichte zu Beginn; BatchNorm normalisiert die Aktivierungen in jedem Vorwärtsdurchlauf.
lesson-questions-q2-b = Beide normalisieren die Aktivierungen in jedem Schritt; nur ihre Geschwindigkeit unterscheidet sich.
lesson-questions-q2-c = BatchNorm wirkt nur zu Beginn; Kaiming skaliert die Gewichte während des ganzen Trainings neu.
lesson-questions-q2-answer =
    .p1 = Antwort: Die Kaiming-Initialisierung versucht nur, die Varianz der Aktivierungen um 1 zu halten, indem sie die Gewichte zu Beginn richtig skaliert — doch im Lauf des Trainings ändern sich die Gewichte, und die Statistiken können wegdriften; das in einem tiefen Netz richtig hinzubekommen, ist heikel. BatchNorm dagegen normalisiert die Aktivierungen aktiv in jedem Schritt, in jedem Vorwärtsdurchlauf — statt also „auf die richtige Verteilung zu hoffen“, „erzwingt es sie“.
    .p2 = BatchNorm nimmt die Empfindlichkeit gegenüber der Initialisierung weitgehend weg (deshalb ist es so nützlich): In unserer Messung liefert das Netz mit BN selbst bei absichtlich schlechter Initialisierung (×5) Dev 2,2330 (fast gleich wie BN mit Kaiming, 2,1858), während das Netz mit schlechter Initialisierung ohne BN auf Dev 2,5318 hochschießt. Aber BatchNorm koppelt die Beispiele innerhalb eines Batches (eine Quelle von Fehlern, Jitter). Beide werden auch zusammen verwendet: eine vernünftige Initialisierung + BatchNorm.
lesson-questions-q3-tex = { "\\frac{d}{dx}\\tanh x = 1 - \\tanh^2 x" }
lesson-questions-q3-q = Frage 3: Wann entsteht ein ‚totes Neuron‘, und warum kann es ‚dauerhaft‘ sein? Verbinde es mit der Ableitung von tanh.
lesson-questions-q3-answer =
    .p1 = Antwort: Die Ableitung von tanh ist 1 − tanh² (Lektion 1). Ist der Präaktivierungswert eines Neurons sehr groß oder sehr klein, klebt die tanh-Ausgabe an ±1 (Sättigung) → die Ableitung ≈ 0. Ist ein Neuron über den ganzen Batch hinweg gesättigt, bekommt es bei der Backpropagation immer ≈ 0 Gradient → seine Gewichte werden nie aktualisiert → es kann nicht lernen.
    .p2 = „Dauerhaft“, weil es ohne Updates die Sättigung nicht verlassen kann; ein Teufelskreis (mit Karpathys Worten „permanent brain damage“, ein bleibender Hirnschaden). Vorbeugung: die Präaktivierungen mit einer sorgfältigen Initialisierung (Kaiming) oder BatchNorm um 0 halten. (Das Gegenstück bei ReLU: Eingabe immer negativ → Ausgabe immer 0 → ein totes ReLU.)
lesson-questions-q4-tex = { "z = \\frac{x - \\mu}{\\sigma}, \\qquad X = \\mu + \\sigma Z" }
lesson-questions-q4-q = Frage 4: (Builder) Welches Konzept aus Stat 110 ist der Normalisierungsschritt (x − μ)/√(σ²+ε) von BatchNorm? Warum kommen obendrauf noch das gelernte γ (Skalierung) und β (Verschiebung)?
lesson-questions-q4-a = Erhaltung der Varianz
lesson-questions-q4-b = Standardisierung (der z-Wert)
lesson-questions-q4-c = exponentieller gleitender Mittelwert (EMA)
lesson-questions-q4-answer =
    .p1 = Antwort: Der Normalisierungsschritt ist genau die Standardisierung (der z-Wert aus Stat 110): z = (x − μ)/σ, die den Mittelwert 0 und die Standardabweichung 1 macht. BatchNorm tut das mit den Statistiken des Batches, im Inneren des Netzes.
    .p2 = Warum γ und β? Weil wir vielleicht nicht immer Mittelwert 0 und Standardabweichung 1 wollen — das Netz möchte manchmal eine andere Skala oder Lage (z. B. um tanh in einem bestimmten Bereich zu nutzen). γ (Skalierung) und β (Verschiebung) sind gelernte Parameter und geben dem Modell die Freiheit, die Normalisierung teilweise oder ganz rückgängig zu machen (die Lage-Skalen-Transformation aus Stat 110: X = μ + σZ). Zu Beginn ist γ = 1, β = 0 (reine Normalisierung); mit dem Training lernt das Netz, was es will. BatchNorm sagt also: „Mach es 0-1, aber erlaube dir, es bei Bedarf zu ändern.“
