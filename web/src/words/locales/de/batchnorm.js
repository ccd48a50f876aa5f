// locales/de/batchnorm.js — Deutsch: der Tab 5.6–5.9 BatchNorm.
// Dieselben Schlüssel wie tr/batchnorm.js, ein Schlüssel pro Zeile.
export default {
  bn: {
    explain: [
      'BatchNorm normalisiert die Präaktivierung (hpreact) mit den Statistiken des Batches: (h − Mittelwert) / √(var + eps), skaliert dann mit einem gelernten γ, verschiebt um β und gibt das Ergebnis an tanh weiter. Unten ein Batch eines Modells mit dem Faktor der schlechten Initialisierung ×{bad} in jeder Stufe; der Satz unter den Einstellungen sagt anhand des Mittelwerts und der Standardabweichung, die der Kern gemessen hat, ob hpreact und die Eingabe von tanh breit oder verschoben sind. Wie breit hpreact auch ist: Normalisiert hat jedes Neuron den Mittelwert 0 und eine Standardabweichung nahe 1 (unter 1, wenn eps gegenüber der Varianz des Neurons nicht klein ist).',
      'Im Training verwendet jeder Batch seine eigenen Statistiken; um ein einzelnes Beispiel im Eval-Modus auszuwerten, führt BatchNorm während des Trainings einen exponentiellen gleitenden Mittelwert mit (laufender Mittelwert/laufende Varianz). Mit einem kleinen Momentum folgen die laufenden Statistiken nur langsam. Ein einzelnes Beispiel lässt sich im Trainingsmodus nicht normalisieren: Es hat keine Batch-Varianz.',
      'Der Bias der Linear-Schicht vor BatchNorm ist verschwendet: BN zieht den Batch-Mittelwert ab, und der Bias geht mit (sein Gradient ≈ 0). eps verhindert, dass eine konstante Spalte durch 0 teilt. Und ohne Nichtlinearitäten fällt ein Stapel aus Linear-Schichten zu einer einzigen Matrix zusammen.',
    ],
    reading:
      'Jetzt gezeichnet: hpreact hat den Mittelwert {m} und die Standardabweichung {s}: {spread}, {shift}. Die Eingabe von tanh γ·x̂ + β hat den Mittelwert {m2} und die Standardabweichung {s2}: {spread2}, {shift2}.',
    spread: {
      wide: 'breit (Standardabweichung > {wide})',
      narrow: 'schmal (Standardabweichung < {narrow}; tanh ist dort fast linear)',
      healthy: 'von gesunder Breite ({narrow} ≤ Standardabweichung ≤ {wide})',
      undefined: 'die Breite lässt sich nicht beurteilen (die Standardabweichung ist nicht endlich)',
    },
    shift: {
      shifted: 'verschoben (|Mittelwert| > {shift})',
      centred: 'zentriert (|Mittelwert| ≤ {shift})',
      undefined: 'die Mitte lässt sich nicht beurteilen (der Mittelwert ist nicht endlich)',
    },
    bad: 'Faktor der schlechten Initialisierung',
    momentum: 'Momentum der laufenden Statistiken',
    steps: 'Trainingsschritte (laufende Statistiken)',
    stage: {
      hpreact: '1. hpreact = x·W',
      xhat: '2. normalisieren: (h − μ) / √(σ² + eps)',
      scaled: '3. skalieren/verschieben: γ·x̂ + β',
      tanh: '4. tanh',
    },
    stageTitle: '{stage} — {stats}',
    meanStd: 'Mittelwert {m}, Standardabweichung {s}',
    pipelineTitle: 'Der Ablauf: ein Batch (1000 Beispiele) in jeder Stufe',
    hpreactMean: 'Mittelwert von hpreact',
    hpreactStd: 'Standardabweichung von hpreact',
    xhatStd: 'Standardabweichung nach dem Normalisieren',
    tanhStd: 'Standardabweichung nach tanh',
    runningTitle: 'Laufende Statistiken: Neuron 0',
    runningNote: 'Die von Hand geschriebene Schleife der Vorlesung verwendete Momentum {loop}; das Modul (wie torch.nn) {module}.',
    meanTitle: 'Mittelwert: Batch, laufend, gesamte Trainingsdaten',
    varTitle: 'Varianz: Batch, laufend, gesamte Trainingsdaten',
    mean: 'Mittelwert',
    var: 'Varianz',
    batchStat: 'Batch-Statistik',
    runningStat: 'laufend (Momentum {m})',
    trueStat: 'gesamte Trainingsdaten (nach dem Training)',
    logitsTitle: 'Dasselbe Beispiel: Trainingsmodus (in seinem Batch) und Eval-Modus (laufende Statistiken)',
    char: 'Zeichen',
    trainMode: 'Trainingsmodus',
    evalMode: 'Eval-Modus',
    trainEvalTitle: 'Training vs. Auswertung',
    trainEval:
      'Größter Unterschied zwischen den Logits der beiden Modi: {d}. Im Lauf des Trainings nähern sich die laufenden Statistiken denen der gesamten Trainingsdaten, wie das Diagramm zeigt; die des Batches springen von Schritt zu Schritt.',
    trainEvalSlow:
      'Größter Unterschied zwischen den Logits der beiden Modi: {d}. Mit Momentum {m} legen die laufenden Statistiken in {n} Schritten nur {share} des Weges von ihrem Start bis zu denen der gesamten Trainingsdaten zurück (1 − (1 − Momentum)^Schritte), wie das Diagramm zeigt: Der Eval-Modus verwendet noch nicht die Statistiken der Trainingsdaten; die des Batches springen von Schritt zu Schritt.',
    single: 'Ein Beispiel, Trainingsmodus: {msg}',
    biasTitle: 'Der verschwendete Bias vor BN',
    bias: 'Norm des Gewichtsgradienten {w}, Norm des Bias-Gradienten {b} (≈ 0). Addiert man 5 zum Bias, verschiebt sich die BN-Ausgabe um höchstens {d} (Größenordnung der Ausgabe {m}).',
    epsTitle: 'eps',
    eps: 'Ein Merkmal, das über den Batch konstant ist ({n} Werte): mit eps = {eps} nicht endliche Werte: {with}; ohne eps: {without} (0/0 ist keine Zahl).',
    collapseTitle: '5.15 Linearer Kollaps',
    watchIntro:
      'Schau es dir im Training an: Linear (mit Bias b1) → BatchNorm1d → tanh → Linear, {n} SGD-Schritte auf zufälligen Batches der Trainingsdaten (Batchgröße {bs}, Lernrate {lr}). Der Schalter nimmt BatchNorm heraus; die Anfangsgewichte und die Batches bleiben gleich. Die Achse ist logarithmisch.',
    switchBn: 'BatchNorm zwischen Linear und tanh',
    watchTitle: {
      on: 'BatchNorm an: Gradientennormen und die Drift von b1, Schritt für Schritt',
      off: 'BatchNorm aus: Gradientennormen und die Drift von b1, Schritt für Schritt',
    },
    watchNorm: 'Norm (log)',
    watchWeight: '‖dL/dW1‖',
    watchBias: '‖dL/db1‖',
    watchDrift: 'größte Änderung von b1 seit dem Start',
    watch: {
      on: 'Über {n} Schritte ist ‖dL/db1‖ höchstens {b}, während ‖dL/dW1‖ mindestens {w} ist: BatchNorm zieht den Batch-Mittelwert ab und b1 gleich mit, also ist der Gradient des Bias nur Rundungsrauschen der Gleitkommazahlen. Nach dem letzten Schritt weicht b1 um höchstens {d} von seinem Anfangswert ab: Er hat nichts gelernt.',
      off: 'Ohne BatchNorm ist derselbe Bias ein echter Parameter: Über {n} Schritte ist ‖dL/db1‖ mindestens {bmin} (‖dL/dW1‖ mindestens {w}). Nach dem letzten Schritt hat sich b1 um bis zu {d} von seinem Anfangswert entfernt.',
    },
    collapseIntro:
      '{n} Linear-Schichten (Kaiming-Initialisierung, Biases ungleich null). Die eine Matrix ist W = W1·W2·…·W{n}; die Biases verbinden sich über dieselben Produkte zu einem b. Das Diagramm zeigt für das erste Beispiel des Prüf-Batches die Ausgaben des Stapels neben denen der einen Matrix.',
    switchTanh: 'tanh zwischen den Schichten',
    collapseFigure: {
      on: '{n} Schichten, tanh dazwischen: Stapel und eine Matrix',
      off: '{n} Schichten, kein tanh: Stapel und eine Matrix',
    },
    collapseStack: {
      on: 'Stapel mit tanh',
      off: 'Stapel ohne tanh',
    },
    collapseOne: 'eine Matrix x·W + b ({shape})',
    output: 'Ausgabe (Logit)',
    collapse: {
      off: 'Ohne tanh ist der Stapel gleich einer einzigen {shape}-Matrix: Der größte Unterschied über den ganzen Prüf-Batch ist {d} (nur Rundung). Der Stapel ist zu einer Matrix zusammengefallen; die Tiefe hat nichts hinzugefügt.',
      on: 'Mit tanh dazwischen stehen dieselben W und b nicht mehr für den Stapel: Der größte Unterschied über den Prüf-Batch ist {d} (Größenordnung der Ausgabe {max}).',
    },
  },
};
