// locales/de/residual.js — Deutsch: der Tab Residualverbindungen.
// Dieselben Schlüssel wie tr/residual.js, ein Schlüssel pro Zeile.
export default {
  residual: {
    explain: [
      'Stapelt man zufällige Teilschichten Linear(16,16) + tanh, wird der Gradient der Eingabe in jeder Schicht mit der Matrix der Schicht und der Ableitung von tanh multipliziert. Liegen diese Faktoren im Mittel unter 1, verschwindet der Gradient mit der Tiefe, liegen sie über 1, explodiert er; welches von beiden, entscheidet die Standardabweichung der Gewichte der Teilschichten ({std}), und der Satz unter den Einstellungen sagt anhand der Normen, die der Kern gemessen hat, was bei der aktuellen Einstellung zutrifft. Die Residualverbindung h = h + f(h) öffnet eine „Schnellstraße“: Die Ableitung jeder Schicht wird zu I plus der von f, also trägt der Identitätspfad den Gradienten durch jede Schicht. Der Anteil von f kommt in jeder Schicht obendrauf: Mit zufälligen Teilschichten kann die Norm mit der Tiefe wachsen, deshalb werden Residualzweige in der Praxis klein initialisiert oder normalisiert.',
      'Der Post-Norm-Block LayerNorm(x + f(x)) skaliert die Ausgabe nach jedem Block neu: Die Norm bleibt bei √16 = 4 und explodiert auch über 50 Blöcke nicht. Weil LayerNorm jedes Beispiel in sich selbst normalisiert, ändert die Batchgröße sein Ergebnis nicht.',
    ],
    std: 'Standardabweichung der Gewichte der Teilschichten',
    gradTitle: 'Norm des Eingabegradienten nach Tiefe (logarithmische Skala)',
    depth: 'Tiefe',
    gradNorm: '‖∂L/∂x‖',
    plain: 'ohne Residualverbindung',
    with: 'mit Residualverbindung',
    plainAt: 'Ohne Residualverbindung, Tiefe {d}',
    withAt: 'Mit Residualverbindung, Tiefe {d}',
    postTitle: '50 Post-Norm-Blöcke: ‖x‖ nach jedem Block',
    block: 'Block',
    postSeries: '‖x‖',
    postFirst: 'Norm der Eingabe',
    postLast: 'Norm nach Block 50',
    reading:
      'Jetzt gezeichnet: Ohne Residualverbindung hat der Gradient bei Tiefe {d0} die Norm {p0} und bei {d1} die Norm {p1}: {plain}. Mit Residualverbindung {r0} → {r1} ({ratio}-fach): {res}. {contrast}',
    contrast: 'Bei Tiefe {d} ist der Gradient mit Residualverbindung {times}-mal so groß wie der ohne.',
    contrastZero:
      'Bei Tiefe {d} ist der Gradient ohne Residualverbindung unter die kleinste Gleitkommazahl geschrumpft (0); mit Residualverbindung ist er {r}.',
    trend: {
      vanishing: 'verschwindend (er wird von der geringsten zur größten Tiefe um mehr als das {factor}-Fache kleiner)',
      growing:
        'wachsend, nicht explodierend (von der geringsten zur größten Tiefe um mehr als das {factor}-Fache, höchstens das {explode}-Fache): Er verschwindet nicht, er erreicht die Eingabe',
      exploding: 'explodierend (er wächst von der geringsten zur größten Tiefe um mehr als das {explode}-Fache)',
      stable: 'stabil (er ändert sich von der geringsten zur größten Tiefe höchstens um das {factor}-Fache)',
      undefined: 'lässt sich nicht beurteilen (eine der Normen ist nicht endlich oder null)',
    },
    trendAgain: {
      vanishing: 'ebenfalls verschwindend',
      growing: 'ebenfalls wachsend, nicht explodierend',
      exploding: 'ebenfalls explodierend',
      stable: 'ebenfalls stabil',
      undefined: 'lässt sich ebenfalls nicht beurteilen',
    },
    batchTitle: 'LayerNorm hängt nicht von der Batchgröße ab',
    batchDiff: 'Dasselbe Beispiel in einem Batch der Größe {batch} und allein: größter Unterschied {diff}.',
  },
};
