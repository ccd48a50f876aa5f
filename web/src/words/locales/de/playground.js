// locales/de/playground.js — Deutsch: der Tab Spielwiese.
// Dieselben Schlüssel wie tr/playground.js, ein Schlüssel pro Zeile.
export default {
  playground: {
    explain: [
      'Trainier das MLP der Vorlesung selbst: Jede Einstellung steht im Link, und derselbe Link zeichnet dieselben Kurven. Wähl eine schlechte Initialisierung (Gain ×5), schalte die Normalisierung aus, erhöhe die Lernrate — und sieh in der Gesundheitstabelle der Schichten nach, was kaputtgeht.',
      'Kurven: der Minibatch-Verlust jedes Schritts (blass) und alle 250 Schritte der Verlust auf den ersten Zeilen der Trainings- und Dev-Daten (bis zu 2000; die Legende nennt die Anzahl). Wenn das Training endet, werden die gesamten Daten gemessen.',
    ],
    layers: 'Linear-Schichten (Ausgabe eingeschlossen)',
    width: 'Verborgene Breite',
    norm: 'Normalisierung',
    normNone: 'keine',
    normBatch: 'BatchNorm',
    normLayer: 'LayerNorm',
    gain: 'Gain der Initialisierung (5/3 für tanh)',
    bad: 'Faktor der schlechten Initialisierung',
    fix: 'Ausgabekorrektur (kleine erste Logits)',
    lr: 'Lernrate',
    sched: 'Lernraten-Plan',
    schedConst: 'konstant',
    schedStep: '÷10 nach 75 %',
    batch: 'Batchgröße',
    seed: 'Seed',
    steps: 'Schritte',
    play: '▶ Start',
    pause: '⏸ Pause',
    step: 'Ein Schritt',
    reset: '↺ Zurücksetzen',
    curveTitle: 'Verlustkurven',
    minibatch: 'Minibatch-Verlust',
    train: 'Training ({n} Zeilen)',
    dev: 'Dev ({n} Zeilen)',
    healthTitle: 'Gesundheit der Schichten (letzter Schritt)',
    healthLayer: 'Schicht',
    healthSat: 'Sättigung |h|>0,97',
    healthStd: 'Std. von tanh',
    healthGrad: 'Std. des Gewichtsgradienten',
    healthUd: 'Update:Daten (log10)',
    healthHint: 'Sättigung über 10 % oder Update:Daten weit weg von −3: rot.',
    status: 'Schritt {step} / {steps} · {params} Parameter · {rate} Schritte/s',
    final: 'Endstand: Training {train} · Dev {dev} (gesamte Daten)',
    diverged: 'Das Training ist in Schritt {step} divergiert und wurde angehalten: {what}.',
    divergedWhat: {
      loss: 'Der Verlust wurde in der Kreuzentropie selbst zu {loss}: Die Aktivierungen jeder Schicht, einschließlich der Logits der Ausgabeschicht, waren noch endlich',
      lossHigh: 'Der Verlust explodierte auf {loss} (die Grenze ist 1000), während die Aktivierungen jeder Schicht noch endlich waren',
      activations: 'Die Aktivierungen von {layer} wurden als Erste nicht endlich (unendlich oder keine Zahl)',
      gradients: 'Die Gradienten wurden zuerst in {layer} nicht endlich',
    },
    cause: {
      lrInit:
        'Wahrscheinliche Ursache: Die Lernrate ({lr}) ist für diese Initialisierung zu hoch (Gain {gain}, Faktor der schlechten Initialisierung ×{bad}: mindestens einer davon ist doppelt so groß wie sein Kaiming-Wert, 5/3 bzw. 1). Senk die Lernrate (z. B. 0,1) oder korrigier die Initialisierung.',
      lr: 'Wahrscheinliche Ursache: Die Lernrate ({lr}) ist zu hoch; jedes Update schießt über das Ziel hinaus und wächst. Senk sie (z. B. 0,1).',
      init: 'Wahrscheinliche Ursache: Die Initialisierung ist zu groß (Gain {gain}, Faktor der schlechten Initialisierung ×{bad}: mindestens einer davon ist doppelt so groß wie sein Kaiming-Wert, 5/3 bzw. 1; keine Normalisierung): Die Aktivierungen wachsen von Schicht zu Schicht. Setz den Gain auf 5/3 und den Faktor der schlechten Initialisierung auf 1, oder schalte BatchNorm/LayerNorm ein.',
      other:
        'Wahrscheinliche Ursache: Die Updates sind mit diesen Einstellungen instabil. Senk die Lernrate oder schalte die Normalisierung ein.',
    },
    layerName: {
      embedding: 'das Embedding C[X]',
      parameter: 'ein Parametergradient',
    },
    healthKept:
      'Das sind die Werte, gemessen in Schritt {step}, dem letzten vor der Divergenz in Schritt {at}: Danach sind die Aktivierungen nicht endlich, also gibt es keine Sättigung oder Standardabweichung zu messen.',
    lossUndefined: 'nicht definiert (0/0)',
    failed:
      'Das Training ist gescheitert und wurde in Schritt {step} gestoppt: Der mittlere Verlust der letzten {window} Schritte ist {loss}; {held} Schritte in Folge lag er bei mindestens {factor} × {ref} ({ref}: der größere Wert aus dem Verlust des ersten Schritts, {start}, und ln V, dem Verlust bei gleichverteiltem Raten) — das Modell ist weit schlechter als zu Beginn.',
    rescue:
      'ℹ Schritt {step}: Die Lernrate {lr} ist riesig (hier gilt {high} oder mehr als riesig), doch der mittlere Verlust der letzten Schritte, {loss}, liegt unter ln V = {lnv}, dem Verlust bei gleichverteiltem Raten — das Modell lernt. Der Grund ist BatchNorm: Es teilt die Präaktivierungen jeder Schicht durch ihre Batch-Standardabweichung, also lassen die Gewichte, die durch die großen Updates wachsen, die Aktivierungen nicht mitwachsen, und je größer die Gewichte werden, desto weniger ändert jedes Update sie relativ.',
    waysOut: 'Ein Ausweg — wähl einen, und das Modell wird neu gebaut:',
    wayOut: '„{label}“ = {value}',
    warnGroup: {
      saturated: '⚠ Ab Schritt {step} sind {count} tanh-Schichten vollständig gesättigt und lassen keinen Gradienten durch: {where}.',
      frozen: '⚠ Ab Schritt {step} bekommen {count} Parameter überhaupt kein Update (Update:Daten = −∞) — eingefroren: {where}.',
      other: '⚠ Ab Schritt {step} gibt es {count} Warnungen: {where}.',
    },
    samples: 'Aus dem Modell gezogene Namen',
    warn: {
      notLearning:
        '⚠ Schritt {step}: Der mittlere Verlust der letzten Schritte, {value}, liegt über ln V = {ref}, dem Verlust bei gleichverteiltem Raten — das Modell ist schlechter als Raten und lernt nicht.',
      lossRising:
        '⚠ Schritt {step}: Der mittlere Verlust, {value}, ist weit über seinen bisher besten Wert, {ref}, gestiegen — der Verlust steigt.',
      overfitting:
        '⚠ Schritt {step}: Der Dev-Verlust, {value} (bester Wert davor: {ref}), steigt, während der Trainingsverlust fällt — Überanpassung: Das Modell lernt die Trainingsdaten auswendig.',
      saturated:
        '⚠ Schritt {step}: {value} der tanh-Ausgaben von {layer} haben |h| > 0,97 (Grenze {ref}) — die Schicht ist vollständig gesättigt und lässt keinen Gradienten durch.',
      frozen:
        '⚠ Schritt {step}: {param} wurde seit {ref} Schritten nicht aktualisiert (Update:Daten = −∞) — der Parameter ist eingefroren.',
    },
    warnCause: {
      lrHigh: 'Wahrscheinliche Ursache: Die Lernrate ({lr}) ist zu hoch.',
      lrLow: 'Wahrscheinliche Ursache: Die Lernrate ({lr}) ist zu niedrig; jeder Schritt ändert das Modell kaum.',
      init: 'Wahrscheinliche Ursache: Die Skala der Initialisierung (Gain × Faktor der schlechten Initialisierung) ist weit weg von den 5/3 von Kaiming.',
      noNorm: 'Wahrscheinliche Ursache: Es gibt keine Normalisierung.',
      smallData: 'Wahrscheinliche Ursache: Die Trainingsdaten sind für die Zahl der Parameter des Modells zu klein.',
      other: 'Die wahrscheinliche Ursache ist unklar.',
    },
    suggest: {
      lowerLr: 'Probier: {lr} senken (z. B. 0,1).',
      raiseLr: 'Probier: {lr} erhöhen (z. B. 0,1).',
      kaimingInit: 'Probier: {gain} 5/3 und {bad} 1.',
      addNorm: 'Probier: BatchNorm oder LayerNorm für {norm}.',
      moreData: 'Probier: eine längere Namensliste laden oder das Modell verkleinern.',
      smallerModel: 'Probier: ein kleineres Modell ({width} oder {layers}).',
    },
  },
};
