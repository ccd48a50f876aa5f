// locales/de/describe.js — Deutsch: die Beschreibungen der Abbildungen für einen Screenreader, die Bildschirm-
// Zusammenfassung des Tabs und die Ansage, wenn die Abbildungen neu gezeichnet werden. Dieselben Schlüssel wie tr/describe.js.
export default {
  describe: {
    line: '{label}: {y0} bei {x} {x0}, {y1} bei {x} {x1} ({n} Punkte; niedrigster {min}, höchster {max}).',
    onePoint: '{label}: {y0} bei {x} {x0}.',
    bars: '{label}: {values}.',
    manyBars: '{label}: {n} Balken; der höchste {max} ({at}), der niedrigste {min} ({lowAt}), Summe {sum}.',
    heat: 'Ein Raster aus {rows} Zeilen × {cols} Spalten; Werte von {min} bis {max}.',
    noValue: '{label}: kein endlicher Wert.',
    summaryLabel: 'Bildschirm-Zusammenfassung',
    summary: { one: 'Dieser Tab hat {n} Abbildung: {titles}.', other: 'Dieser Tab hat {n} Abbildungen: {titles}.' },
    noFigure: 'Dieser Tab hat keine Abbildung.',
    settings: 'Einstellungen: {settings}.',
    noSettings: 'Dieser Tab hat keine Einstellungen.',
    tryThis: 'Probier: {step}',
    on: 'an',
    off: 'aus',
    redrawn: 'Abbildung neu gezeichnet. {list}',
    more: { one: '({n} weitere Abbildung hat sich geändert.)', other: '({n} weitere Abbildungen haben sich geändert.)' },
  },
};
