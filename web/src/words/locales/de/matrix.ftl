# locales/de/matrix.ftl — Deutsch: die Matrix-Tabs LayerNorm vs. BatchNorm.
# Dieselben Schlüssel wie tr/matrix.ftl, ein Schlüssel pro Zeile.

matrix-arith-hint = Klick auf eine Zahl der Ausgabe: Ihre Rechnung klappt auf, mit den Zahlen des Kerns.
matrix-arith-title = Zeile { $r }, Spalte { $c }: Woher kommt diese Zahl?
matrix-arith-colValues = Werte der Spalte { $k } (x): { $values }
matrix-arith-rowValues = Werte der Zeile { $k } (x): { $values }
matrix-arith-mean = Mittelwert μ = Σx / { $n } = { $mean }
matrix-arith-varBiased = Varianz σ² = Σ(x − μ)² / { $div } = { $v } (verzerrt: geteilt durch die Anzahl der Werte, { $div })
matrix-arith-varUnbiased = Varianz σ² = Σ(x − μ)² / { $div } = { $v } (unverzerrt: geteilt durch B − 1 = { $div }; deshalb ist die Standardabweichung der Spalte nicht genau 1)
matrix-arith-xhat = x̂ = (x − μ) / √(σ² + ε) = ({ $x } − { $mean }) / √({ $v } + { $eps }) = { $y }
matrix-arith-xhatNeg = x̂ = (x − μ) / √(σ² + ε) = ({ $x } + { $mean }) / √({ $v } + { $eps }) = { $y }
matrix-arith-xhatConstant = x̂ = (x − μ) / √(σ² + ε) = ({ $x } − { $mean }) / √(0 + { $eps }) = 0 / { $root } = { $y }: Jeder Wert hier ist der Mittelwert, also σ² = 0 und x − μ = 0; eps ({ $eps }) hält die Division endlich (ohne eps ist 0/0 nicht definiert).
matrix-arith-xhatConstantNeg = x̂ = (x − μ) / √(σ² + ε) = ({ $x } + { $mean }) / √(0 + { $eps }) = 0 / { $root } = { $y }: Jeder Wert hier ist der Mittelwert, also σ² = 0 und x − μ = 0; eps ({ $eps }) hält die Division endlich (ohne eps ist 0/0 nicht definiert).
matrix-arith-affine = y = γ · x̂ + β = 1 · { $y } + 0 = { $y } (in dieser Tabelle γ = 1, β = 0: keine Skalierung, keine Verschiebung)
matrix-inputLocked = Eingabematrix (Zeilen = Beispiele, Spalten = Merkmale)
matrix-input = Eingabematrix (Zeilen = Beispiele, Spalten = Merkmale) — bearbeitbar
matrix-output = Ausgabe y
matrix-addRow = + Zeile
matrix-delRow = − Zeile
matrix-addCol = + Spalte
matrix-delCol = − Spalte
matrix-reset = Zurück zur Matrix der Vorlesung
matrix-cell = Zeile { $r }, Spalte { $c }
matrix-colStd = Standardabweichung der Spalte
matrix-rowStd = Standardabweichung der Zeile
matrix-mean = Mittelwert
matrix-variance = Varianz
matrix-varLabel = Varianz von BatchNorm
matrix-varBiased = verzerrt (÷B) — torch.nn.BatchNorm1d
matrix-varUnbiased = unverzerrt (÷(B−1)) — das eigene Modul der Vorlesung, x.var(0)
matrix-stdChart = Standardabweichung: Eingabe und Ausgabe
matrix-stdChartCol = Standardabweichung jeder Spalte (Populations-Standardabweichung)
matrix-stdChartRow = Standardabweichung jeder Zeile (Populations-Standardabweichung)
matrix-inputSeries = Eingabe x
matrix-outputSeries = Ausgabe y
matrix-oneLine = Standardabweichung = 1
matrix-colAxis = Spalte
matrix-rowAxis = Zeile
matrix-sameRowTitle = Dieselbe Zeile { $row } in zwei verschiedenen Batches
matrix-sameRowAlone = allein
matrix-sameRowAmongA = zwischen { $a } und { $b }
matrix-sameRowAmongB = zwischen { $a } und { $b }
matrix-sameRowAmongL = zwischen { $a } und { $b }
matrix-manualTitle = Prüfung von Hand: { $row } mit der Populations-Standardabweichung normalisiert
matrix-manualRow = (x − Mittelwert) / Standardabweichung
matrix-lnRow = LayerNorm (Gewicht 1, Bias 0)
matrix-allOneCol = Jede Spalte der Ausgabe hat die Standardabweichung 1,00: BatchNorm hat jede Spalte (jedes Merkmal) normalisiert.
matrix-allOneRow = Jede Zeile der Ausgabe hat die Standardabweichung 1,00: LayerNorm hat jede Zeile (jedes Beispiel) normalisiert.
matrix-notOneCol =
    { $n ->
    [one] { $n } der { $total } Spalten der Ausgabe hat nicht die Standardabweichung 1,00.
   *[other] { $n } der { $total } Spalten der Ausgabe haben nicht die Standardabweichung 1,00.
    }
matrix-notOneRow =
    { $n ->
    [one] { $n } der { $total } Zeilen der Ausgabe hat nicht die Standardabweichung 1,00.
   *[other] { $n } der { $total } Zeilen der Ausgabe haben nicht die Standardabweichung 1,00.
    }
matrix-constantCol =
    { $k ->
    [one] Spalte { $k } der Eingabe ist konstant: Ihre Standardabweichung ist 0, ihre Ausgabe überall 0, und eps hält die Division endlich.
   *[other] Die Spalten { $k } der Eingabe sind konstant: Ihre Standardabweichung ist 0, ihre Ausgabe überall 0, und eps hält die Division endlich.
    }
matrix-constantRow =
    { $k ->
    [one] Zeile { $k } der Eingabe ist konstant: Ihre Standardabweichung ist 0, ihre Ausgabe überall 0, und eps hält die Division endlich.
   *[other] Die Zeilen { $k } der Eingabe sind konstant: Ihre Standardabweichung ist 0, ihre Ausgabe überall 0, und eps hält die Division endlich.
    }
matrix-unbiasedWhy = Die unverzerrte Varianz teilt durch B − 1 = { $b1 }, nicht durch B = { $b }: Also ist die Populations-Standardabweichung der Ausgabe √({ $b1 }/{ $b }) = { $s }, nicht 1.
matrix-epsWhyCol = Die Varianz von Spalte { $k }, { $v }, liegt nahe bei eps ({ $eps }): √(σ² + ε) ist größer als σ, also bleibt ihre Standardabweichung unter 1, bei { $s }.
matrix-epsWhyRow = Die Varianz von Zeile { $k }, { $v }, liegt nahe bei eps ({ $eps }): √(σ² + ε) ist größer als σ, also bleibt ihre Standardabweichung unter 1, bei { $s }.
matrix-editHint = Ändere eine Zelle: Die Ausgabe und die Standardabweichungen werden sofort neu berechnet.

bnm-explain =
    .p1 = BatchNorm normalisiert jedes MERKMAL (jede Spalte) über alle Beispiele des Batches: Es zieht den Mittelwert der Spalte ab und teilt durch ihre Standardabweichung. Mit der verzerrten Varianz hat also jede Spalte der Ausgabe die Standardabweichung 1,00 — nicht die Zeilen —, außer eine Spalte ist konstant (ihre Standardabweichung bleibt 0) oder ihre Varianz liegt nahe bei eps; der Satz unter der Ausgabe sagt, was diese Matrix ergibt.
    .p2 = Der Preis: Die Ausgabe eines Beispiels hängt von den anderen Beispielen in seinem Batch ab. Unten liefert dieselbe Zeile [1, 5, −2, 3] in zwei Batches zwei verschiedene Ausgaben; in einem davon wird sie zu Nullen ausgelöscht.
    .p3 = Es gibt zwei Varianzen, und darüber stolpern Lernende: torch.nn.BatchNorm1d normalisiert mit der verzerrten Varianz (teilt durch B); das eigene Modul der Vorlesung verwendet x.var(0), die unverzerrte (teilt durch B−1). Die Zahlen zu „dieselbe Zeile“ stammen aus der verzerrten.

lnm-explain =
    .p1 = LayerNorm normalisiert jedes BEISPIEL (jede Zeile) in sich selbst: mit dem eigenen Mittelwert und der eigenen (verzerrten) Standardabweichung der Zeile. Also hat jede Zeile der Ausgabe die Standardabweichung 1,00, außer eine Zeile ist konstant (ihre Standardabweichung bleibt 0) oder ihre Varianz liegt nahe bei eps; der Satz unter der Ausgabe sagt, was diese Matrix ergibt.
    .p2 = Die Ausgabe eines Beispiels hängt von keinem anderen Beispiel ab: [1, 5, −2, 3] liefert allein und zwischen ganz anderen Zeilen dasselbe Ergebnis. Die Batchgröße (32 oder 1) ändert nichts; es gibt keine laufenden Statistiken, und Training und Auswertung sind gleich.
    .p3 = Prüfung von Hand: (x − Mittelwert) / Populations-Standardabweichung liefert dieselben Zahlen wie ein LayerNorm mit Gewicht 1 und Bias 0.
