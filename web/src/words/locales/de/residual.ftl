# locales/de/residual.ftl — Deutsch: der Tab Residualverbindungen.
# Dieselben Schlüssel wie tr/residual.ftl, ein Schlüssel pro Zeile.

residual-explain =
    .p1 = Stapelt man zufällige Teilschichten Linear(16,16) + tanh, wird der Gradient der Eingabe in jeder Schicht mit der Matrix der Schicht und der Ableitung von tanh multipliziert. Liegen diese Faktoren im Mittel unter 1, verschwindet der Gradient mit der Tiefe, liegen sie über 1, explodiert er; welches von beiden, entscheidet die Standardabweichung der Gewichte der Teilschichten ({ $std }), und der Satz unter den Einstellungen sagt anhand der Normen, die der Kern gemessen hat, was bei der aktuellen Einstellung zutrifft. Die Residualverbindung h = h + f(h) öffnet eine „Schnellstraße“: Die Ableitung jeder Schicht wird zu I plus der von f, also trägt der Identitätspfad den Gradienten durch jede Schicht. Der Anteil von f kommt in jeder Schicht obendrauf: Mit zufälligen Teilschichten kann die Norm mit der Tiefe wachsen, deshalb werden Residualzweige in der Praxis klein initialisiert oder normalisiert.
    .p2 = Der Post-Norm-Block LayerNorm(x + f(x)) skaliert die Ausgabe nach jedem Block neu: Die Norm bleibt bei √16 = 4 und explodiert auch über 50 Blöcke nicht. Weil LayerNorm jedes Beispiel in sich selbst normalisiert, ändert die Batchgröße sein Ergebnis nicht.
residual-std = Standardabweichung der Gewichte der Teilschichten
residual-gradTitle = Norm des Eingabegradienten nach Tiefe (logarithmische Skala)
residual-depth = Tiefe
residual-gradNorm = ‖∂L/∂x‖
residual-plain = ohne Residualverbindung
residual-with = mit Residualverbindung
residual-plainAt = Ohne Residualverbindung, Tiefe { $d }
residual-withAt = Mit Residualverbindung, Tiefe { $d }
residual-postTitle = 50 Post-Norm-Blöcke: ‖x‖ nach jedem Block
residual-block = Block
residual-postSeries = ‖x‖
residual-postFirst = Norm der Eingabe
residual-postLast = Norm nach Block 50
residual-reading = Jetzt gezeichnet: Ohne Residualverbindung hat der Gradient bei Tiefe { $d0 } die Norm { $p0 } und bei { $d1 } die Norm { $p1 }: { $plain }. Mit Residualverbindung { $r0 } → { $r1 } ({ $ratio }-fach): { $res }. { $contrast }
residual-contrast = Bei Tiefe { $d } ist der Gradient mit Residualverbindung { $times }-mal so groß wie der ohne.
residual-contrastZero = Bei Tiefe { $d } ist der Gradient ohne Residualverbindung unter die kleinste Gleitkommazahl geschrumpft (0); mit Residualverbindung ist er { $r }.
residual-trend-vanishing = verschwindend (er wird von der geringsten zur größten Tiefe um mehr als das { $factor }-Fache kleiner)
residual-trend-growing = wachsend, nicht explodierend (von der geringsten zur größten Tiefe um mehr als das { $factor }-Fache, höchstens das { $explode }-Fache): Er verschwindet nicht, er erreicht die Eingabe
residual-trend-exploding = explodierend (er wächst von der geringsten zur größten Tiefe um mehr als das { $explode }-Fache)
residual-trend-stable = stabil (er ändert sich von der geringsten zur größten Tiefe höchstens um das { $factor }-Fache)
residual-trend-undefined = lässt sich nicht beurteilen (eine der Normen ist nicht endlich oder null)
residual-trendAgain-vanishing = ebenfalls verschwindend
residual-trendAgain-growing = ebenfalls wachsend, nicht explodierend
residual-trendAgain-exploding = ebenfalls explodierend
residual-trendAgain-stable = ebenfalls stabil
residual-trendAgain-undefined = lässt sich ebenfalls nicht beurteilen
residual-batchTitle = LayerNorm hängt nicht von der Batchgröße ab
residual-batchDiff = Dasselbe Beispiel in einem Batch der Größe { $batch } und allein: größter Unterschied { $diff }.
