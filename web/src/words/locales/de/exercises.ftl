# locales/de/exercises.ftl — Deutsch: der Tab 5.18 Übungen (die Worte des Textes, übersetzt; was zu tun ist;
# Hinweise; Bewertungen). Dieselben Schlüssel wie tr/exercises.ftl, ein Schlüssel pro Zeile.

exercises-explain =
    .p1 = Die fünf Übungen des Textes, nach den Abschnitten, die sie einüben (5.3–5.13), in der Reihenfolge des Textes. Jede Karte zitiert die Übung, sagt, was auf dieser Seite zu tun ist, und hat eine Schaltfläche „Prüfen“: Die Seite vergleicht deine Antwort mit Zahlen, die derselbe Kern live berechnet, der die Abbildungen zeichnet.
    .p2 = Wenn du nicht weiterkommst, öffnen sich die Hinweise einer nach dem anderen: Hinweis 1, dann Hinweis 2, dann die ausgearbeitete Lösung. Deine Ergebnisse werden nur auf diesem Rechner aufbewahrt.
exercises-passed = Bestandene Übungen: { $n } / 5.
exercises-check = Prüfen
exercises-checking = Der Kern rechnet…
exercises-hint1 = Hinweis 1
exercises-hint2 = Hinweis 2
exercises-solution = Lösung zeigen
exercises-noMoreHints = Alle Hinweise gezeigt
exercises-hint1Label = Hinweis 1:
exercises-hint2Label = Hinweis 2:
exercises-solutionLabel = Lösung:
exercises-error = Prüfung nicht möglich: { $message }.
exercises-before-pass = bestanden
exercises-before-fail = noch nicht bestanden
exercises-before-passWith = bestanden mit { $inputs }
exercises-before-failWith = noch nicht bestanden mit { $inputs }
exercises-on = an
exercises-off = aus
exercises-e1-title = Übung 1 — Den Startverlust korrigieren
exercises-e1-text = Übung 1 (Den Startverlust korrigieren). Nimm das MLP aus Lektion 3 und gib den Verlust der ersten Iteration aus (bei uns: ≈ 26,01 ≫ 3,3). Mach dann W2 *= 0.01 und b2 = 0 (oder b2 *= 0) und miss den ersten Verlust erneut — er sollte ≈ log(27) ≈ 3,31 ergeben. Vergleich die Verlustkurven: Ist der Hockeyschläger verschwunden?
exercises-e1-task = Die Einstellungen unten sind die der Spielwiese (der Tab Spielwiese trainiert mit ihnen). 1) Drück „Kaputter Start“: Die Ausgabekorrektur geht aus, die Normalisierung geht aus, die Initialisierung wird ×5 — der erste Verlust landet deutlich über ln V. 2) Ändere selbst eine Einstellung, sodass der Verlust des ersten Schritts weniger als 0,1 von ln V entfernt ist. 3) Prüfen: Die Seite berechnet den Verlust des ersten Schritts im Kern mit den Einstellungen, wie sie jetzt sind; bestanden ist die Übung nur nach einem kaputten Start (ein erster Verlust mindestens 0,3 über ln V) und einer Änderung von dir seitdem. Um die Kurven zu sehen, drück ▶ auf der Spielwiese.
exercises-e1-setup = 1. Kaputter Start
exercises-e1-brokenLoss = Mit dem kaputten Start ist der Verlust des ersten Schritts { $first }; ln V = { $logv }. Ändere jetzt selbst eine Einstellung.
exercises-e1-notBrokenLoss = Mit diesen Einstellungen ist der erste Verlust des kaputten Starts nur { $first } (ln V = { $logv }): unter { $min }, nicht kaputt genug, um ihn zu reparieren. Ändere die Breite oder die Tiefe und drück noch einmal „Kaputter Start“.
exercises-e1-inputs = erster Verlust { $first } ({ $changes })
exercises-e1-noChange = keine Änderung
exercises-e1-settingsNote = Die 26,01 des Textes stammen vom rohen randn-W2 aus Lektion 3; die Linear-Schichten der Spielwiese sind schon mit 1/√fan_in skaliert, deshalb ist der kaputte Start hier milder. Das Prinzip ist dasselbe: große erste Logits, ein Verlust über ln V.
exercises-e1-hint1 = Der erste Verlust wächst mit der Größe der ersten Logits: Das Modell ist „selbstsicher falsch“. Welche Einstellung macht die ersten Logits der Ausgabeschicht klein? Die Lernrate und die Zahl der Schritte helfen nicht: Der Verlust des ersten Schritts wird vor dem ersten Update gemessen.
exercises-e1-hint2 = Das Kästchen „Ausgabekorrektur“ ist die Fassung dieser Seite von W2 *= 0.01, b2 = 0 aus dem Text (das Ausgabegewicht ×0,1; mit BatchNorm das γ des letzten BatchNorm ×0,1).
exercises-e1-solution = Schalte die Ausgabekorrektur ein: Die Logits werden ≈ 0, die Softmax gibt jedem Zeichen ≈ 1/V, und der erste Verlust ist −log(1/V) = ln V (≈ 3,30 bei 27 Zeichen). Den Gain der verborgenen Schichten stark zu verkleinern, verkleinert zwar auch die Logits, hinterlässt aber ein Netz, das nicht lernen kann.
exercises-e1-notStarted = Zuerst Schritt 1: Die Schaltfläche „Kaputter Start“ richtet die Spielwiese ohne die Ausgabekorrektur ein; dann reparier sie mit einer eigenen Änderung.
exercises-e1-notBroken = Noch nicht: Der kaputte Start ergab einen ersten Verlust von { $setup }, unter { $min } (ln V + 0,3): Es gab nichts zu reparieren. Drück noch einmal „Kaputter Start“.
exercises-e1-unchanged = Noch nicht: Das sind noch die Einstellungen des kaputten Starts (erster Verlust { $first }, ln V = { $logv }). Ändere selbst eine Einstellung.
exercises-e1-diverged = Mit diesen Einstellungen ist schon der erste Schritt divergiert (Verlust { $first }).
exercises-e1-near = Bestanden: Der Verlust des ersten Schritts ist { $first }, ln V = { $logv } (Differenz { $diff } ≤ { $tol }).
exercises-e1-far = Noch nicht: Der Verlust des ersten Schritts ist { $first }, außerhalb von { $lo }–{ $hi } (ln V = { $logv }, Differenz { $diff } > { $tol }). Eine Änderung, die die ersten Logits nicht berührt (die Lernrate, die Schritte), lässt ihn, wo er war.
exercises-e2-title = Übung 2 — Die tanh-Sättigung sehen
exercises-e2-text = Übung 2 (Die tanh-Sättigung sehen). Zeichne das Histogramm der Aktivierungen der verborgenen Schicht (h = tanh(...)). (a) Mit einem großen W1: Liegen die meisten Werte bei ±1 (gesättigt)? (b) Verkleinere W1 (z. B. Kaiming) und sieh zu, wie sich das Histogramm um 0 herum verteilt. Berechne den Prozentsatz von |h| > 0,97 (die Sättigungsrate) (bei uns: schlechte Initialisierung ≈ 79,1 %, Kaiming ≈ 19,5 %).
exercises-e2-task = Der Kern zeichnet das Histogramm der tanh-Ausgaben des Modells aus 5.4 (1000 Beispiele × 200 Neuronen) für ein großes W1 (Gain von Kaiming × ein Faktor) und für Kaiming, in Klassen der Breite 0,01. Wähl den Faktor selbst (nicht das ×{ $text } des Textes: Dessen Prozentsatz steht oben im Text). Berechne aus der Datentabelle unter dem Diagramm (oder ihrer CSV) die beiden Sättigungsprozentsätze und gib sie mit einer Nachkommastelle ein; die Seite vergleicht sie mit denen des Kerns bei diesem Faktor (auf { $tol } Prozentpunkte genau).
exercises-e2-chartTitle = Histogramm der tanh-Ausgaben (Klassen der Breite 0,01)
exercises-e2-binAxis = Klassenmitte
exercises-e2-countAxis = Anzahl der Werte
exercises-e2-answerBad = Gesättigt in %, großes W1
exercises-e2-answerKaiming = Gesättigt in %, Kaiming
exercises-e2-multiplier = Großes W1: Faktor für den Gain
exercises-e2-seriesBad = großes W1 (×{ $bad })
exercises-e2-seriesKaiming = Kaiming (×1)
exercises-e2-hint1 = Die Datentabelle listet die Mitte jeder Klasse und die Zahl der Werte darin. Die Werte mit |h| > 0,97 liegen in den sechs Klassen mit den Mitten 0,975, 0,985, 0,995 und −0,975, −0,985, −0,995.
exercises-e2-hint2 = Addiere die Anzahlen dieser sechs Klassen, teile durch die Zahl der Werte ({ $values }) und multipliziere mit 100. Für jedes Histogramm getrennt.
exercises-e2-solution = In PyTorch: (h.abs() > 0.97).float().mean() * 100. Die Werte des Kerns: großes W1 { $bad }, Kaiming { $kaiming }.
exercises-e2-missing = Gib beide Prozentsätze ein.
exercises-e2-textMultiplier = Noch nicht: ×{ $text } ist der Faktor des Textes, und sein Prozentsatz steht im Text. Wähl einen eigenen (zwischen 2 und 10, nicht { $text }) und berechne die Prozentsätze aus der Datentabelle seines Histogramms.
exercises-e2-both = Bestanden: Der Kern hat { $bad } für das große W1 und { $kaiming } für Kaiming gefunden; deine beiden Werte liegen höchstens { $tol } Prozentpunkte daneben.
exercises-e2-badOff = Noch nicht: Kaiming stimmt, der Prozentsatz für das große W1 liegt mehr als { $tol } Prozentpunkte daneben.
exercises-e2-kaimingOff = Noch nicht: Das große W1 stimmt, der Prozentsatz für Kaiming liegt mehr als { $tol } Prozentpunkte daneben.
exercises-e2-bothOff = Noch nicht: Beide Prozentsätze liegen mehr als { $tol } Prozentpunkte von denen des Kerns entfernt.
exercises-e2-swapped = Noch nicht: Die beiden Prozentsätze sind vertauscht — das große W1 ist dasjenige, das am stärksten sättigt.
exercises-e2-inputs = { $bad } und { $kaiming } (×{ $mult })
exercises-e3-title = Übung 3 — Kaiming-Initialisierung
exercises-e3-text = Übung 3 (Kaiming-Initialisierung). Initialisiere W1 mit std = gain / fan_in**0.5 (gain = 5/3 für tanh). Überprüfe, dass die Standardabweichung der Aktivierungen jeder Schicht um ≈ 1 bleibt, während das Netz tiefer wird (einige verborgene Schichten) — vergleich mit einer naiven Initialisierung (nicht Kaiming) (die Standardabweichung erstirbt oder explodiert über die Schichten; bei uns: Kaiming letzte Schicht 0,654, naiv 0,320).
exercises-e3-task = Die Gewichte eines Stapels aus fünf tanh-Schichten ohne BatchNorm (das Modell aus 5.5, 200 Neuronen) werden als randn / √fan_in × Gain initialisiert. Wähl einen Gain, der die Standardabweichung von Schicht zu Schicht erhält, ohne dass sie schwindet oder sättigt, und prüfe: Die Standardabweichung der letzten tanh-Schicht muss höchstens 10 % von dem abweichen, was die 5/3 von Kaiming auf demselben Stapel ergeben (das Band im Diagramm), und es darf kein größerer Anteil davon gesättigt sein (|h| > 0,97) als in irgendeiner Schicht dieses Kaiming-Stapels.
exercises-e3-chartTitle = Standardabweichung der tanh-Ausgabe, Schicht für Schicht
exercises-e3-layerAxis = tanh-Schicht
exercises-e3-stdAxis = Standardabweichung
exercises-e3-seriesChosen = Gain { $gain }
exercises-e3-seriesNaive = naiv (Gain 1)
exercises-e3-seriesBandLo = Band, untere Kante { $std }
exercises-e3-seriesBandHi = Band, obere Kante { $std }
exercises-e3-band = Das Band, das der Kern berechnet hat: Mit Gain { $kgain } ist die Standardabweichung der letzten Schicht { $target }, also { $lo }–{ $hi }; gesättigt höchstens { $max } (die erste Schicht des Kaiming-Stapels; im Text { $text }).
exercises-e3-inputs = Gain { $gain }
exercises-e3-gain = Gain
exercises-e3-hint1 = Eine naive Initialisierung (Gain 1) staucht das Signal in jeder tanh-Schicht ein wenig mehr: Die Standardabweichung fällt von Schicht zu Schicht. Der Gain muss diesen Verlust ausgleichen.
exercises-e3-hint2 = Der Gain von Kaiming für tanh ist 5/3 ≈ 1,667. Ein viel größerer Gain hebt die Standardabweichung auch an, sättigt aber das tanh.
exercises-e3-solution = Gain 5/3: W = randn(fan_in, fan_out) / √fan_in × 5/3. Die Standardabweichung der fünf tanh-Schichten driftet nur von 0,75 auf 0,65 (der Text: Kaiming letzte Schicht 0,654, naiv 0,320).
exercises-e3-kept = Bestanden: Mit Gain { $gain } ist die Standardabweichung der letzten Schicht { $last }, innerhalb von { $lo }–{ $hi }, und { $sat } davon ist gesättigt (höchstens { $max }).
exercises-e3-faded = Noch nicht: Mit Gain { $gain } ist die Standardabweichung der letzten Schicht { $last }, unter { $lo } — das Signal erstirbt über die Schichten.
exercises-e3-tooHigh = Noch nicht: Mit Gain { $gain } ist die Standardabweichung der letzten Schicht { $last }, über { $hi } — der Gain ist größer als nötig.
exercises-e3-saturated = Noch nicht: Mit Gain { $gain } ist { $sat } der letzten Schicht gesättigt (höchstens { $max }), ihre Standardabweichung { $last } — das tanh klebt an ±1 und lässt keinen Gradienten durch. Der Gain ist zu groß.
exercises-e4-title = Übung 4 — BatchNorm bauen
exercises-e4-text = Übung 4 (BatchNorm bauen). Bau das Modul BatchNorm1d aus dem Abschnitt über Module und füg es nach der verborgenen Schicht ein (Linear → BatchNorm1d → Tanh, bias=False in der Linear-Schicht). Trainiere und vergleich den Verlust mit nur Kaiming. Versuch dann eine absichtlich schlechte Initialisierung (ein sehr großes W1) — beobachte, dass BatchNorm das Netz trotzdem rettet (Unempfindlichkeit gegenüber der Initialisierung; bei uns: BN mit schlechter Initialisierung Dev 2,2330 gegenüber ohne BN mit schlechter Initialisierung 2,5318). Teste die laufenden Statistiken mit model.eval.
exercises-e4-task = Ein absichtlich schlecht initialisiertes (Gain × Faktor) Netz mit 6 Schichten wird zweimal mit demselben Seed trainiert: einmal ohne Normalisierung (der Vergleich), einmal mit deiner Wahl. Füg BatchNorm hinzu und schlag das Netz ohne BatchNorm beim Dev-Verlust; dann zeigt die Seite, was der Eval-Modus ändert.
exercises-e4-multiplier = Schlechte Initialisierung: Faktor für den Gain
exercises-e4-steps = Trainingsschritte (beide Netze)
exercises-e4-useBn = BatchNorm1d nach jeder verborgenen Linear-Schicht (Linear ohne Bias)
exercises-e4-timeNote = Der Kern trainiert die beiden Netze nacheinander: 1000 Schritte dauern einige Sekunden.
exercises-e4-chartTitle = Minibatch-Verlust, { $steps } Schritte (Mittelwerte)
exercises-e4-seriesBase = ohne Normalisierung (der Vergleich)
exercises-e4-seriesBn = mit BatchNorm (dein Netz)
exercises-e4-seriesSame = dein Netz (ohne Normalisierung: derselbe Lauf)
exercises-e4-evalHeading = Was ändert der Aufruf von model.eval?
exercises-e4-evalDev = Die ersten { $rows } Dev-Zeilen: Im Eval-Modus (laufende Statistiken) ist der Verlust { $eval }; im Trainingsmodus (jeder Batch mit 32 Zeilen und seinen eigenen Statistiken) { $batch }.
exercises-e4-evalExample = Dasselbe Beispiel in zwei verschiedenen Batches: Im Trainingsmodus verschieben sich seine Logits um { $train }; im Eval-Modus um { $eval }.
exercises-e4-evalWhy = Im Eval-Modus normalisiert BatchNorm nicht mehr mit Mittelwert und Varianz des Batches, sondern mit running_mean und running_var, die es während des Trainings gesammelt hat. Die Ausgabe eines Beispiels hängt nicht mehr von seinen Batch-Nachbarn ab, und ein einzelnes Beispiel lässt sich auswerten (im Trainingsmodus hat ein Batch aus einer Zeile keine Varianz).
exercises-e4-hint1 = BatchNorm normalisiert die Ausgabe jeder verborgenen Linear-Schicht über den Batch auf Mittelwert 0 und Standardabweichung 1: Wie groß die Initialisierung auch ist, was beim tanh ankommt, sättigt nicht.
exercises-e4-hint2 = Hak das Kästchen BatchNorm an (die Linear-Schicht verliert ihren Bias: β übernimmt seine Rolle) und prüfe; beide Netze trainieren mit demselben Seed gleich viele Schritte.
exercises-e4-solution = Mit BatchNorm schlägt das Netz trotz schlechter Initialisierung das ohne BatchNorm auf den Dev-Daten (der Text, 20.000 Schritte: 2,2330 gegenüber 2,5318). Im Eval-Modus wechselt BatchNorm zu den laufenden Statistiken: Dasselbe Beispiel liefert dieselbe Ausgabe, egal in welchem Batch es steckt.
exercises-e4-noBn = Noch nicht: Dein Netz hat kein BatchNorm — Dev { $dev }, genau das Netz, mit dem du vergleichst.
exercises-e4-diverged = Noch nicht: Dein Netz ist divergiert.
exercises-e4-better = Bestanden: Mit BatchNorm Dev { $dev }, ohne { $base }.
exercises-e4-notBetter = Noch nicht: Dev { $dev }, ohne BatchNorm { $base } — nach { $steps } Schritten nicht besser. Das Netz mit BatchNorm braucht mehr Schritte, um vorbeizuziehen: Probier 1000.
exercises-e4-notBetterLong = Noch nicht: Dev { $dev }, ohne BatchNorm { $base } — mit diesem Multiplikator und diesem Seed nach { $steps } Schritten nicht besser.
exercises-e4-inputs = { $bn }, ×{ $mult }, { $steps } Schritte
exercises-e4-withBn = BatchNorm
exercises-e4-withoutBn = kein BatchNorm
exercises-e5-title = Übung 5 — Ein Ausblick auf die nächste Lektion
exercises-e5-text = Übung 5 (Ein Ausblick auf die nächste Lektion). Seit Lektion 2 rufen wir loss.backward() auf und überlassen die Gradienten dem Autograd von PyTorch. Aber weißt du wirklich, wie genau PyTorch den Gradienten jedes Parameters dieses Netzes (Embedding + Linear + BatchNorm + tanh + cross_entropy) berechnet? (a) Versuch, den Gradienten von cross_entropy nach den Logits von Hand herzuleiten (Hinweis: softmax − One-hot). (b) Denk darüber nach, warum der Rückwärtsdurchlauf von BatchNorm schwierig ist (μ und σ hängen vom ganzen Batch ab). Diese Fragen motivieren Lektion 5 (makemore 4: Backprop-Ninja), in der wir loss.backward() entfernen und jeden Gradienten von Hand auf Tensorebene schreiben — um Backpropagation wirklich zu verstehen.
exercises-e5-task = (a) Unten stehen die vier Logits eines Beispiels und sein Ziel (★). Berechne die Ableitung der Kreuzentropie nach jedem Logit von Hand und gib sie ein (mit Dezimalkomma oder -punkt); die Seite vergleicht mit dem Autograd des Kerns (jeweils auf 0,01 genau).
exercises-e5-exampleCaption = Logits; Ziel: z{ $target } (★)
exercises-e5-another = Ein anderes Beispiel
exercises-e5-feature = Merkmal { $j }
exercises-e5-bnX = x (4 Beispiele × 3 Merkmale)
exercises-e5-bnDy = dy = ∂loss/∂y (von oben)
exercises-e5-bnHand = dx: der von Hand geschriebene Rückwärtsdurchlauf von nn/batchnorm
exercises-e5-bnAutograd = dx: Autograd durch elementare Operationen
exercises-e5-bnParams = Die Gradienten von γ und β
exercises-e5-bnParamRows =
    .p1 = dγ von Hand
    .p2 = dγ Autograd
    .p3 = dβ von Hand
    .p4 = dβ Autograd
exercises-e5-bnMaxDiff = Größter Unterschied |von Hand − Autograd|: { $diff } (Rundung in float32).
exercises-e5-bnWhy = Die von Hand hergeleitete Formel: dx = (1/σ̂) · (dx̂ − mean(dx̂) − x̂ · Σ(dx̂ ⊙ x̂) / (B − 1)), dx̂ = dy ⊙ γ. Das dx jeder Zeile hängt vom dy jeder Zeile ab: μ und σ werden aus dem ganzen Batch berechnet.
exercises-e5-showBn = Den Rückwärtsdurchlauf von BatchNorm mit Autograd vergleichen
exercises-e5-bnHeading = (b) Der Rückwärtsdurchlauf von BatchNorm
exercises-e5-bnTask = Weil μ und σ vom ganzen Batch abhängen, hängt die Ausgabe jeder Zeile von jeder Zeile des Batches ab. Unten, auf einem Batch aus 4 × 3 (das BatchNorm des Textes: unverzerrte Varianz), der von Hand hergeleitete Rückwärtsdurchlauf des Kerns neben Autograd durch Mittelwert, Subtraktion, Quadrat, Summe, Quadratwurzel und Division.
exercises-e5-coreCaption = Das Autograd des Kerns
exercises-e5-coreRows =
    .p1 = Softmax p
    .p2 = ∂loss/∂z
exercises-e5-hint1 = loss = −log p_y mit p = softmax(z). Schreib ∂loss/∂z_i mithilfe von p_i: getrennt für i = y und für i ≠ y.
exercises-e5-hint2 = Das Ergebnis ist ∂loss/∂z_i = p_i − [i = y]. Berechne zuerst p_i = exp(z_i) / Σ_j exp(z_j) (vier Werte) und zieh dann vom Wert der Zielklasse 1 ab.
exercises-e5-solution = dlogits = softmax(logits) − one_hot(y); für den mittleren Verlust eines Batches wird außerdem jede Zeile durch B geteilt (in PyTorch: dlogits = F.softmax(logits, 1); dlogits[range(B), Y] -= 1; dlogits /= B).
exercises-e5-missing = Gib alle vier Werte ein.
exercises-e5-off =
    { $n ->
    [one] Noch nicht: { $n } deiner Werte liegt mehr als { $tol } von denen des Kerns entfernt (die markierten Felder).
   *[other] Noch nicht: { $n } deiner Werte liegen mehr als { $tol } von denen des Kerns entfernt (die markierten Felder).
    }
exercises-e5-right = Bestanden: Alle vier Werte liegen höchstens { $tol } vom Autograd des Kerns entfernt.
exercises-e5-softmaxOnly = Noch nicht: Das ist nur die Softmax. Beim Eintrag des Ziels fehlt das −1: ∂loss/∂z = p − One-hot.
exercises-e5-sign = Noch nicht: Das Vorzeichen ist umgedreht — das ist One-hot − p. Der Verlust fällt, wenn das Logit des Ziels wächst, also ist seine Ableitung dort negativ.
exercises-e5-inputs = Beispiel { $n }
