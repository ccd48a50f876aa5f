// locales/de/kaiming.js — Deutsch: der Tab 5.5 Kaiming.
// Dieselben Schlüssel wie tr/kaiming.js, ein Schlüssel pro Zeile.
export default {
  kaiming: {
    explain: [
      'Werden die Gewichte jeder Schicht mit Standardabweichung = Gain / √fan_in gezogen, bleibt die Ausgabe der Schicht auf der Skala ihrer Eingabe. tanh staucht, und der Gain, der das ausgleicht, ist 5/3 (√2 für ReLU).',
      'Mit Gain 1 („naiv“) staucht jede tanh-Schicht die Aktivierungen ein wenig mehr: Die Standardabweichung fällt Schicht für Schicht, und die tiefen Schichten verstummen. Mit dem Gain von Kaiming fällt die Standardabweichung viel langsamer: Auch die tiefen Schichten bleiben lebendig. Diagramm: {chart}',
      'Die Einstellung Nichtlinearität setzt ReLU an die Stelle jedes tanh, mit denselben Gewichten: ReLU setzt negative Eingaben auf 0 und halbiert die Varianz, also ist der Gain, der sie erhält, √2. ReLU hat kein flaches Ende, in dem es sättigen könnte; gemessen wird stattdessen in jeder Schicht der Anteil der Einheiten, die 0 ausgeben (inaktiv).',
    ],
    reading:
      'Jetzt gezeichnet: Mit der naiven Initialisierung (Gain 1) verläuft die Standardabweichung {n0} → {n1} und {nHold}; {second} verläuft sie {k0} → {k1} und {kHold} (erste → letzte tanh-Schicht).',
    readingRelu:
      'Jetzt gezeichnet: Im ReLU-Stapel mit der naiven Initialisierung (Gain 1) verläuft die Standardabweichung {n0} → {n1} und {nHold}; {second} verläuft sie {k0} → {k1} und {kHold} (erste → letzte ReLU-Schicht).',
    chartMany: 'die Standardabweichung jeder der {k} {act}-Ausgaben eines Stapels aus {n} Linear-Schichten ohne BN.',
    chartOne:
      'die Standardabweichung der einen {act}-Ausgabe eines Stapels aus {n} Linear-Schichten ohne BN (mit einer Schicht gibt es kein „Schicht für Schicht“ zu sehen).',
    withKaiming: 'mit Kaiming (Gain {g})',
    withSecond: 'im zweiten Stapel (Gain {g}, nicht der Gain {text} des Textes für {act})',
    hold: {
      naive: {
        holds: 'bleibt erhalten (×{per} pro Schicht; die der letzten Schicht ist das {lo}- bis {hi}-Fache der ersten)',
        fades: 'schwindet (×{per} pro Schicht; die der letzten Schicht ist weniger als das {lo}-Fache der ersten)',
        grows: 'wächst (×{per} pro Schicht; die der letzten Schicht ist mehr als das {hi}-Fache der ersten)',
        vanishes: 'verschwindet (×{per} pro Schicht; die der letzten Schicht ist weniger als das {tenth}-Fache der ersten)',
        explodes: 'explodiert (×{per} pro Schicht; die der letzten Schicht ist mehr als das {explode}-Fache der ersten)',
        undefined: 'lässt sich nicht beurteilen (eine Standardabweichung ist nicht endlich, oder die erste ist 0)',
      },
      kaiming: {
        holds: 'bleibt erhalten (×{per} pro Schicht; die der letzten Schicht ist das {lo}- bis {hi}-Fache der ersten)',
        fades: 'schwindet (×{per} pro Schicht; die der letzten Schicht ist weniger als das {lo}-Fache der ersten)',
        grows: 'wächst (×{per} pro Schicht; die der letzten Schicht ist mehr als das {hi}-Fache der ersten)',
        vanishes: 'verschwindet (×{per} pro Schicht; die der letzten Schicht ist weniger als das {tenth}-Fache der ersten)',
        explodes: 'explodiert (×{per} pro Schicht; die der letzten Schicht ist mehr als das {explode}-Fache der ersten)',
        undefined: 'lässt sich nicht beurteilen (eine Standardabweichung ist nicht endlich, oder die erste ist 0)',
      },
    },
    act: 'Nichtlinearität',
    actTanh: 'tanh (wie in der Vorlesung)',
    actRelu: 'ReLU',
    layers: 'Linear-Schichten',
    stdTitle: 'Standardabweichung der Ausgabe jeder tanh-Schicht',
    layerAxis: 'tanh-Schicht',
    stdTitleRelu: 'Standardabweichung der Ausgabe jeder ReLU-Schicht',
    layerAxisRelu: 'ReLU-Schicht',
    naive: 'naiv (Gain {g})',
    kaiming: 'Kaiming (Gain {g})',
    naiveRelu: 'naiv (Gain {g}), ReLU',
    kaimingRelu: 'Kaiming (Gain {g}), ReLU',
    second: 'zweiter Stapel (Gain {g})',
    secondRelu: 'zweiter Stapel (Gain {g}), ReLU',
    naiveFirstLast: 'Naiv: Standardabweichung erste → letzte Schicht',
    kaimingFirstLast: '{stack}: Standardabweichung erste → letzte Schicht',
    histNaive: 'Naive Initialisierung: Histogramme der Schichten',
    histKaiming: '{stack}: Histogramme der Schichten',
    histNaiveRelu: 'Naive Initialisierung, ReLU: Histogramme der aktiven Ausgaben (h > 0)',
    histKaimingRelu: '{stack}, ReLU: Histogramme der aktiven Ausgaben (h > 0)',
    layerSat: '{name}: {sat} gesättigt',
    layerZero: '{name}: {zero} null (inaktiv)',
    vsText:
      'Der Text (Übung 2) sagt, dass sich das Histogramm mit Kaiming „um 0 herum verteilt“. Er sagt das über das Netz mit einer verborgenen Schicht aus dem tanh-Tab, neben der Häufung bei ±1 der schlechten Initialisierung ×5 (im Text 79,1 % gegenüber 19,5 % gesättigt): verteilt neben dieser Häufung, nicht frei von ±1. Schicht 1 dieses Stapels aus {n} Linear-Schichten ist genau diese Schicht (die Kaiming-Abbildung des tanh-Tabs wird an ihr gemessen). Mit Gain {g} ist die Standardabweichung der Präaktivierung jeder Schicht etwa das {g}-Fache der Standardabweichung ihrer Eingabe, breit genug, dass ein Teil der Ausgaben ±1 erreicht: Die am stärksten gesättigte Schicht ist {top}, mit {topSat} ihrer {values} Ausgaben auf dem Prüf-Batch gesättigt (|h| > {thr}), in den äußersten Klassen ihres Histogramms. In der letzten Schicht ({last}) sind es {lastSat}. Mit dem naiven Gain 1 ist der gesättigte Anteil höchstens {naiveTop}; die Standardabweichung dieses Stapels {nHold}.',
    vsTextGain:
      'Der Text (Übung 2) sagt, dass sich das Histogramm mit Kaiming (Gain 5/3) „um 0 herum verteilt“: über das Netz mit einer verborgenen Schicht aus dem tanh-Tab, neben der Häufung bei ±1 der schlechten Initialisierung ×5 (im Text 79,1 % gegenüber 19,5 % gesättigt). Dieser Stapel aus {n} Linear-Schichten hat Gain {g}, nicht 5/3: Die am stärksten gesättigte Schicht ist {top}, mit {topSat} ihrer {values} Ausgaben auf dem Prüf-Batch gesättigt (|h| > {thr}). In der letzten Schicht ({last}) sind es {lastSat}. Mit dem naiven Gain 1 ist der gesättigte Anteil höchstens {naiveTop}.',
    vsTextRelu:
      'ReLU sättigt nicht: Es lässt eine positive Eingabe unverändert durch und setzt eine negative auf 0. Also ist ein Teil der Ausgaben jeder Schicht auf dem Prüf-Batch genau 0 (Einheiten, die für diese Zeile inaktiv sind): In diesem Stapel aus {n} Linear-Schichten mit Gain {g} sind es höchstens {topZero} in {top}, und in der letzten Schicht ({last}) sind es {lastZero}. Mit dem naiven Gain 1 ist der Anteil höchstens {naiveTop}. Die Nullen nehmen etwa die Hälfte der Varianz weg; der Gain √2 des Textes (quadriert 2) gibt sie zurück. {stacks} Die Histogramme zählen nur die aktiven Ausgaben (h > 0); der Anteil der Nullen steht in ihren Legenden.',
    stacksRelu: {
      text: 'Hier, bei Gain √2, verläuft die Standardabweichung des Kaiming-Stapels {k0} → {k1} und {kHold}; die des naiven Stapels {n0} → {n1} und {nHold}.',
      other:
        'Der Gain dieses Stapels ist {g}, nicht √2: Seine Standardabweichung verläuft {k0} → {k1} und {kHold}; die des naiven Stapels {n0} → {n1} und {nHold}.',
    },
  },
};
