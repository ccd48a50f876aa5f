# locales/de/chapter.ftl — Deutsch: die abschließenden Teile des Kapitels (5.16 Zusammenfassung, 5.19 nächste Lektion, 5.20
# Schlüsselbegriffe, 5.21 Builder-Verbindungen, 5.22 Quellen) und die Listen „Wo es hilft“ und „Diese 3 Fehler wirst du
# machen“ aus dem LayerNorm-Text (lesson/chapter.js); 5.10 und 5.11 am Ende des Tabs BatchNorm
# (lesson/batchnorm_notes.js). Die Worte der Texte, übersetzt; dieselben Schlüssel wie tr/chapter.ftl.

chapter-title = Zusammenfassung, Schlüsselbegriffe und Quellen des Kapitels
chapter-intro = Die abschließenden Teile des Textes und die beiden Listen aus dem LayerNorm-Text. Jeder Punkt verlinkt auf den Tab, der ihn live zeigt.
chapter-show = Zeigen:
chapter-inText = Die Zahlen hier sind die Werte, die der Text druckt; die Tabs berechnen ihre eigenen im Browser.
chapter-summary-title = 5.16 Zusammenfassung dieser Lektion
chapter-summary-items =
    .p1 = Die Statistiken der Aktivierungen und Gradienten zählen: Eine schlechte Initialisierung, Sättigung oder explodierende/verschwindende Gradienten bringen das Training zum Stillstand.
    .p2 = Den Startverlust korrigieren: die Ausgabeschicht verkleinern (W2 *= 0.01, b2 = 0) → Logits ≈ 0 → erster Verlust ≈ log(27) ≈ 3,3 (bei uns: 26,01 ohne die Korrektur, 3,31 mit ihr; der Hockeyschläger verschwindet).
    .p3 = Gesättigtes tanh / totes Neuron: Sobald die Ausgabe an ±1 klebt, ist die Ableitung (1 − tanh²) ≈ 0 → kein Gradient fließt (Sättigung ≈ 79,1 % mit der schlechten Initialisierung gegenüber ≈ 19,5 % mit Kaiming). Halte die Präaktivierungen um 0.
    .p4 = Kaiming-Initialisierung: std = Gain / √n_in; Gain 5/3 für tanh, √2 für ReLU. Sie erhält die Varianz der Aktivierungen von Schicht zu Schicht (Standardabweichung der letzten Schicht 0,654 mit Kaiming gegenüber 0,320 naiv).
    .p5 = BatchNorm: die Aktivierungen über den Batch normalisieren (x̂ = (x − μ) / √(σ² + ε)) + eine gelernte Skalierung und Verschiebung (γ, β).
    .p6 = Laufende Statistiken: Mittelwert/Standardabweichung für die Testzeit mit einem EMA sammeln (torch.no_grad, Buffer); die Unterscheidung zwischen Trainings- und Eval-Modus.
    .p7 = epsilon (Stabilität des Nenners) + überflüssiger Bias (bias=False in der Linear-Schicht vor BatchNorm).
    .p8 = Den Code in Module aufteilen (Linear/BatchNorm1d/Tanh, wie torch.nn); mit self.out diagnostizieren (Streuung der Gradienten-Standardabweichung ≈ 2,1× mit BN gegenüber ≈ 4,2× ohne; Update-zu-Daten-Verhältnis ≈ 10^−2,1).
    .p9 = BatchNorm ist mächtig, aber tückisch (es koppelt die Beispiele; selbst mit schlechter Initialisierung Dev 2,2330 gegenüber 2,5318 ohne BN); Transformer bevorzugen LayerNorm (Lektion 7).
chapter-summary-oneTitle = In einem Satz
chapter-summary-one = Ein Netz trainierbar zu machen, ist nicht nur eine Frage der Architektur, sondern der richtigen Statistiken der Aktivierungen und Gradienten: Eine gute Initialisierung (Kaiming) und Normalisierung (BatchNorm) halten das Signal gesund durch die Schichten fließend — und wer diese Statistiken beobachtet (Histogramme, das Update-zu-Daten-Verhältnis), sieht den Unterschied zwischen „es läuft“ und „es lernt gut“.
chapter-cheat-title = 5.20 Schlüsselbegriffe (Spickzettel)
chapter-cheat-caption = Schlüsselbegriffe: Jeder Begriff öffnet den Tab, der ihn zeigt
chapter-cheat-concept = Begriff
chapter-cheat-definition = Definition
chapter-cheat-at = In Karpathys Video
chapter-cheat-startLoss-name = Startverlust
chapter-cheat-startLoss-def = Erwartet ≈ log(Vokabular); die Logits nahe 0 starten (W2 verkleinern, b2=0)
chapter-cheat-hockey-name = Hockeyschläger-Kurve
chapter-cheat-hockey-def = Die ersten Iterationen gehen dafür drauf, extreme Logits abzubauen; ein Zeichen schlechter Initialisierung
chapter-cheat-saturated-name = Gesättigtes tanh
chapter-cheat-saturated-def = Die Ausgabe klebt an ±1; Ableitung (1 − tanh²) ≈ 0; kein Gradient fließt
chapter-cheat-dead-name = Totes Neuron
chapter-cheat-dead-def = Ein über den ganzen Batch gesättigtes Neuron wird nie aktualisiert (dauerhaft)
chapter-cheat-kaiming-name = Kaiming-(He-)Initialisierung
chapter-cheat-kaiming-def = std = Gain / √n_in; Gain tanh → 5/3, ReLU → √2; erhält die Varianz
chapter-cheat-batchnorm-name = Batch-Normalisierung
chapter-cheat-batchnorm-def = Die Aktivierung über den Batch normalisieren: (x − μ) / √(σ² + ε), dann γx̂ + β
chapter-cheat-running-name = Laufende Statistiken (EMA)
chapter-cheat-running-def = Mittelwert/Standardabweichung für die Testzeit sammeln (Buffer, torch.no_grad); Trainings-/Eval-Modus
chapter-cheat-eps-name = epsilon + überflüssiger Bias
chapter-cheat-eps-def = ε hält den Nenner stabil; der Bias der Linear-Schicht vor BatchNorm ist nutzlos (=False)
chapter-cheat-gammaBeta-name = γ (Skalierung) / β (Verschiebung)
chapter-cheat-gammaBeta-def = Gelernte Skalierung und Verschiebung; die Freiheit, die Normalisierung rückgängig zu machen
chapter-cheat-modules-name = Modularisierung
chapter-cheat-modules-def = Linear/BatchNorm1d/Tanh-Bausteine (call, parameters); wie torch.nn
chapter-cheat-hist-name = Histogramm der Aktivierungen/Gradienten
chapter-cheat-hist-def = Diagnostiziert den Sättigungsanteil in % und das Gleichgewicht der Gradienten über die Schichten
chapter-cheat-ud-name = Update-zu-Daten-Verhältnis
chapter-cheat-ud-def = log10(lr · grad_std / param_std) sollte ≈ −3 sein; eine Gesundheitskennzahl für die Lernrate
chapter-ln-title = LayerNorm vs. BatchNorm: wo es hilft
chapter-ln-lead = LayerNorm wird BatchNorm vor allem in Szenarien mit VARIABLEN Längen oder kleinen Batches vorgezogen:
chapter-ln-where =
    .p1 = Transformer (das Vorzeigethema der NLP-Kategorie) verwenden standardmäßig LayerNorm — Sequenzen können unterschiedlich lang sein, und eine Abhängigkeit vom Batch ist unerwünscht.
    .p2 = Es verhält sich GLEICH, egal wie groß der Batch ist — der Fehler mit batch=1 aus Lektion 23 passiert mit LayerNorm nie.
    .p3 = Es gibt KEINEN Unterschied zwischen train() und eval() — laufende Statistiken werden nicht gebraucht, weil immer die eigenen Statistiken des aktuellen Beispiels verwendet werden.
chapter-ln-mistakesTitle = Diese 3 Fehler wirst du machen:
chapter-ln-mistakes =
    .p1 = LayerNorm statt BatchNorm zu verwenden, wo der BATCH-Kontext sinnvoll ist, wie in der Bildverarbeitung (CNNs, der nächste Abschnitt) — jedes ist in einem anderen Kontext stark.
    .p2 = Zu denken, dass LayerNorm auch laufende Statistiken führt — tut es nicht: In jedem Vorwärtsdurchlauf berechnet es sie aus dem aktuellen Beispiel.
    .p3 = Die Frage, welche Normalisierung „besser“ ist, für eine allgemeingültige Regel zu halten — CNNs bevorzugen meist BatchNorm, Transformer meist LayerNorm; es hängt vom Kontext ab.
chapter-ln-sameRow = dieselbe Zeile allein und zwischen ganz anderen Nachbarn: LayerNorm-Matrix
chapter-ln-batchOneBn = Spielwiese, Batchgröße 1, BatchNorm: Der Kern lehnt ab
chapter-ln-batchOneLn = dieselben Einstellungen, LayerNorm: Es trainiert (Start mit ▶)
chapter-ln-batchOneRes = dasselbe Beispiel in einem Batch der Größe 32 und allein: Tab Residualverbindungen
chapter-ln-trainEval = mit BatchNorm unterscheiden sich die Ausgaben im Trainings- und Eval-Modus: Tab BatchNorm
chapter-ln-columns = BatchNorm normalisiert über den Batch, die Standardabweichung jeder Spalte ist 1: BatchNorm-Matrix
chapter-ln-rowsOnly = LayerNorm berechnet jede Zeile aus ihren eigenen Werten: LayerNorm-Matrix
chapter-ln-runningBn = BatchNorm ist dasjenige, das laufende Statistiken führt: Tab BatchNorm
chapter-ln-sameNetBn = Spielwiese: dasselbe Netz mit BatchNorm
chapter-ln-sameNetLn = dasselbe Netz mit LayerNorm
chapter-next-title = 5.19 Vorbereitung auf die nächste Lektion
chapter-next-lesson = Lektion 5: makemore 4 — Becoming a Backprop Ninja (Backpropagation von Hand) — Andrej Karpathy
chapter-next-lead = In dieser Lektion hat loss.backward() jeden Gradienten für uns berechnet — wie eine Blackbox. In Lektion 5 öffnen wir diese Box: Wir schreiben den Rückwärtsdurchlauf dieses MLP+BatchNorm-Netzes von Hand, auf Tensorebene, ohne das Autograd von PyTorch.
chapter-next-topicsTitle = Hauptthemen:
chapter-next-topics =
    .p1 = „Backprop is a leaky abstraction“: warum es lehrreich ist, den Rückwärtsdurchlauf von Hand zu schreiben.
    .p2 = Der Rückwärtsdurchlauf von Hand durch den atomaren Rechengraphen (cross_entropy, tanh, BatchNorm, matmul, Embedding).
    .p3 = Analytische Gradienten von Kreuzentropie und BatchNorm (einzeilige Formeln).
chapter-next-todo = Vor Lektion 5: Löse die Übungen — besonders 5 (den Gradienten von cross_entropy von Hand herleiten: softmax − One-hot).
chapter-next-exercises = Tab Übungen
chapter-builder-title = 5.21 Verbindungen für ML-Builder
chapter-builder-lead = 9 Brücken — BatchNorm:
chapter-builder-items =
    .p1 = Startverlust → Stat 110 gleichverteilte NLL = log(n) + Lektion 3, Übung 5. Weiter: Plausibilitätsprüfungen für Modelle.
    .p2 = Gesättigtes tanh / totes Neuron → die tanh-Ableitung aus Lektion 1 (1 − tanh²) = 0. Weiter: ReLU/GELU, Residualverbindungen.
    .p3 = Kaiming-Initialisierung → Stat 110 Varianz/Normalverteilung + fast.ai L17 Erhaltung der Varianz (dieselbe Mathematik, ein anderes Framework). Weiter: PyTorch nn.init, Trainierbarkeit tiefer Netze.
    .p4 = BatchNorm = Standardisierung → Stat 110 z-Wert (x − μ) / σ. Weiter: LayerNorm (Lektion 7), RMSNorm.
    .p5 = Laufende Statistiken (EMA) → Stat 110 Online-Mittelwert + Analysis exponentieller Zerfall. Weiter: Trainings-/Eval-Modus, model.eval().
    .p6 = Modularisierung → die Neuron/Layer/MLP-Schnittstelle aus Lektion 1. Weiter: torch.nn.Module, jede moderne Architektur.
    .p7 = Gradientenfluss/Histogramm → die Kettenregel der Backpropagation aus Lektion 1. Weiter: verschwindende/explodierende Gradienten, Gradient Clipping (Lektion 10).
    .p8 = Update-zu-Daten-Verhältnis → der Lernraten-Sweep aus Lektion 3. Weiter: Lernraten-Pläne, Überwachung der Gradientennorm (Lektion 10).
    .p9 = Linearer Kollaps → Lektion 1, Kontrollfrage 2 (linear ∘ linear = linear, 18.06). Weiter: warum Tiefe Nichtlinearitäten braucht.
chapter-sources-title = 5.22 Von Karpathy empfohlene Quellen
chapter-sources-lead = Die Quellen, die Karpathy für diese Lektion angibt:
chapter-sources-he = Das Paper zur Kaiming-(He-)Initialisierung: „Delving Deep into Rectifiers“ (He et al. 2015):
chapter-sources-bn = Das Paper zur Batch-Normalisierung: Ioffe & Szegedy 2015:
chapter-sources-extra = Weiterführende Lektüre:
chapter-sources-colab = Das Colab-Notebook der Vorlesung: Google Colab — eine ausführbare Umgebung (der Text nennt die Adresse des Notebooks nicht).
chapter-sources-video = Karpathys Video: YouTube — Building makemore Part 3: Activations & Gradients, BatchNorm (≈ 116 min).
chapter-sources-repo = Quell-Repository:
chapter-sources-newTab = (öffnet sich in einem neuen Tab)

bnNotes-whereTitle = 5.10 Wo BatchNorm sitzt + das ResNet-Beispiel
bnNotes-where = BatchNorm wird typischerweise in dieser Reihenfolge verwendet: lineare Schicht → BatchNorm → Nichtlinearität (z. B. Linear → BatchNorm1d → Tanh). Karpathy zeigt ResNet-50 als reales Beispiel: In tiefen Netzen für Bilderkennung wird dieser Block Linear/Conv → BatchNorm → ReLU immer wieder gestapelt, mit Residualverbindungen obendrauf.
bnNotes-here = Die vier Diagramme dieses Tabs oben folgen dieser Reihenfolge: die Ausgabe der Linear-Schicht (hpreact) → normalisieren → skalieren/verschieben → tanh.
bnNotes-residual = Residualverbindungen: Tab Residualverbindungen
bnNotes-warn = Karpathy gibt auch eine ehrliche Warnung zu BatchNorm:
bnNotes-quote = No one likes this layer. It causes a huge amount of bugs, and intuitively it’s because it is coupling examples in the forward pass of a neural net.
bnNotes-quoteBy = — Karpathy, 1:17:13
bnNotes-after = BatchNorm ist also mächtig, aber tückisch: Weil es die Beispiele eines Batches aneinander koppelt (die Ausgabe eines Beispiels hängt von den anderen ab), führt es zu vielen subtilen Fehlern. Deshalb bevorzugen moderne Architekturen (vor allem Transformer) meist LayerNorm — es normalisiert jedes Beispiel für sich.
bnNotes-coupleTitle = Live: dasselbe Beispiel, andere Batch-Nachbarn
bnNotes-coupleHelp = Die Beispielzeile { $row } bleibt fest; ändere ihre beiden Batch-Nachbarn darunter. BatchNorm (Trainingsmodus, die verzerrte Varianz wie in torch.nn.BatchNorm1d) normalisiert jedes Merkmal über den Batch, LayerNorm jedes Beispiel über seine eigenen Merkmale. Der Kern berechnet bei jeder Änderung beides neu.
bnNotes-matrixCaption = Der Batch: das Beispiel und zwei Batch-Nachbarn (Zeile = Beispiel, Spalte = Merkmal)
bnNotes-example = Beispiel
bnNotes-mate = Batch-Nachbar { $n }
bnNotes-cell = Batch-Nachbar { $r }, Merkmal { $c }
bnNotes-presetA = Ähnliche Nachbarn (Batch A des Textes)
bnNotes-presetB = Extreme Nachbarn (Batch B des Textes)
bnNotes-outCaption = Die Ausgabe der Beispielzeile in diesem Batch
bnNotes-outBn = BatchNorm (Trainingsmodus)
bnNotes-outLn = LayerNorm
bnNotes-moved = Größte Änderung der Ausgabe des Beispiels seit dem vorigen Batch: BatchNorm { $bn }, LayerNorm { $ln }.
bnNotes-firstBatch = Ändere die Batch-Nachbarn oder wähl einen der beiden Batches des Textes: Die BatchNorm-Ausgabe des Beispiels ändert sich, seine LayerNorm-Ausgabe nicht.
bnNotes-matrix = Die ganze Matrix und die beiden Batches des Textes nebeneinander: Tab BatchNorm-Matrix
bnNotes-kwargsTitle = 5.11 Im Inneren der PyTorch-Schichten (Linear, BatchNorm1d)
bnNotes-kwargsLead = Karpathy vergleicht die von Hand gebauten Schichten mit den echten aus PyTorch: torch.nn.Linear und torch.nn.BatchNorm1d. Er öffnet die Dokumentation von PyTorch und zeigt, dass sie genau das sind, was wir geschrieben haben — nur mit mehr Einstellungen (kwargs).
bnNotes-linear = genau x @ W + b; standardmäßig initialisiert es die Gewichte aus einer Kaiming-ähnlichen Verteilung.
bnNotes-bias = warum bias=False: die Messung „{ $title }“ in diesem Tab
bnNotes-init = Kaiming-ähnliche Initialisierung: Tab Kaiming
bnNotes-eps = eps: Stabilität des Nenners (siehe Details zu BatchNorm).
bnNotes-momentum = momentum: der EMA-Koeffizient der laufenden Statistiken (siehe laufende Statistiken).
bnNotes-affine = affine: ob γ (Skalierung) und β (Verschiebung) gelernt werden (siehe die Implementierung).
bnNotes-track = track_running_stats: ob ein laufender Mittelwert/eine laufende Standardabweichung geführt wird (siehe laufende Statistiken).
bnNotes-epsShow = die Messung „{ $title }“ in diesem Tab (mit und ohne ε)
bnNotes-momentumShow = das Feld „{ $label }“ (sein Standardwert ist der des Moduls, 0,1)
bnNotes-affineShow = das Diagramm zur Skalierung/Verschiebung (γx̂ + β)
bnNotes-trackShow = die Diagramme zu laufendem Mittelwert und laufender Varianz, die Logits im Trainings- und Eval-Modus
bnNotes-stepsShow = das Feld „{ $label }“
bnNotes-kwargsEnd = Jeder Teil, den wir gebaut haben, entspricht also einem kwarg in PyTorch — keine „Blackbox“, sondern ein Mechanismus, den wir verstehen.
