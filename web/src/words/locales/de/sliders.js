// locales/de/sliders.js — Deutsch: die Schieberegler neben den Zahlenfeldern (die Marken auf ihren Schienen)
// und die Beschriftungen der Einstellungen, die mit ihnen kamen.
// Dieselben Schlüssel wie tr/sliders.js, ein Schlüssel pro Zeile.
export default {
  slider: {
    lecture: 'Vorlesung {value}',
    lectureSaid: 'der Wert der Vorlesung: {value}',
    init: 'Start {value}',
    initSaid: 'der Anfangswert: {value}',
    kaimingGain: 'Gain des zweiten Stapels',
    gainTanh: 'tanh 5/3',
    gainTanhSaid: 'der Kaiming-Gain von tanh, 5/3 (der der Vorlesung)',
    gainRelu: 'ReLU √2',
    gainReluSaid: 'der Kaiming-Gain von ReLU, √2',
    gainOne: '1',
    gainOneSaid: 'Gain 1 (der des naiven Stapels)',
    bnEps: 'eps',
    bnGamma: 'γ (Skalierung)',
    bnBeta: 'β (Verschiebung)',
  },
};
