// locales/de/start.js — Deutsch: der Tab 5.3 Startverlust.
// Dieselben Schlüssel wie tr/start.js, ein Schlüssel pro Zeile.
export default {
  start: {
    explain: [
      'Im ersten Schritt weiß das Modell noch nichts; ein ehrliches Modell gibt den {V} Zeichen des Vokabulars die gleiche Wahrscheinlichkeit, und sein Verlust ist −ln(1/{V}) = ln {V} ≈ {lnV}. Eine rohe randn-Ausgabeschicht erzeugt stattdessen riesige Logits: Das Modell ist „selbstsicher falsch“, und der erste Verlust ist viel höher.',
      'Die Korrektur ist einfach: Verkleinere die Ausgabegewichte (W2 × 0,01) und setze den Bias auf null. Die Logits sind ≈ 0, die Softmax ist ≈ gleichverteilt, und der Verlust beginnt bei ≈ {lnV}. Ohne die Korrektur gehen die ersten Schritte nur dafür drauf, diese Selbstüberschätzung abzubauen: Die Kurve ist ein „Hockeyschläger“; mit der Korrektur ist sie von Anfang an flach.',
    ],
    steps: 'Hockeyschläger-Schritte',
    barTitle: 'Verlust im ersten Schritt (gesamte Trainingsdaten)',
    curveTitle: 'Die ersten {n} Minibatch-Schritte',
    firstLoss: 'erster Verlust',
    noFix: 'ohne Korrektur (rohes randn-W2, b2)',
    fix: 'korrigiert (W2 × 0,01, b2 = 0)',
    logV: 'ln {V} (gleichverteilte Schätzung)',
    logVLine: 'ln {V} = {lnV}',
  },
};
