// locales/de/panels.js — Deutsch: die Panels aus 5.13 (im Tab Diagnose und live auf der Spielwiese).
// Dieselben Schlüssel wie tr/panels.js, ein Schlüssel pro Zeile.
export default {
  panels: {
    heading: 'Histogramme aus 5.13: Aktivierungen und Gradienten, Schicht für Schicht',
    explain:
      'Wähl einen der vier Läufe und einen Zeitpunkt: bei der Initialisierung oder nach dem Training. Das Histogramm der Ausgabe jeder tanh-Schicht, der Gradienten dieser Ausgaben und des Gradienten jedes 2-D-Gewichts (mit seinem Grad:Daten-Verhältnis); alles gemessen auf dem festen Prüf-Batch mit 32 Zeilen im Trainingsmodus, ohne Spuren am Modell zu hinterlassen. In einem gesunden Netz häufen sich die Aktivierungen nicht bei ±1, und die Gradienten sind von Schicht zu Schicht etwa gleich breit.',
    run: 'Lauf',
    at: 'Zeitpunkt',
    atInit: 'bei der Initialisierung',
    atTrained: 'nach dem Training',
    showing: {
      init: '{run}: bei der Initialisierung.',
      trained: '{run}: nach dem Training.',
    },
    notYet: '{run}: Dieser Lauf ist noch nicht fertig; die Histogramme nach dem Training kommen, wenn er endet.',
    actTitle: 'Verteilung der Aktivierungen (Ausgabe jeder tanh-Schicht)',
    actAxis: 'tanh-Ausgabe h',
    count: 'Anzahl',
    actLegend: '{k}: Mittelwert {mean}, Std. {std}, gesättigt {sat}',
    gradTitle: 'Verteilung der Gradienten (Gradienten der tanh-Ausgaben)',
    gradAxis: '∂loss/∂h',
    gradLegend: '{k}: Mittelwert {mean}, Std. {std}',
    weightTitle: 'Verteilung der Gewichtsgradienten (2-D-Parameter)',
    weightAxis: '∂loss/∂W',
    weightLegend: '{name} {shape}: Grad:Daten {ratio}',
    liveHeading: 'Live-Diagnose (5.13–5.14)',
    liveExplain:
      'Während des Trainings einige Male pro Sekunde aufgefrischt (nicht bei jedem Schritt): dieselben drei Histogramme auf dem festen Prüf-Batch mit 32 Zeilen und das Update-zu-Daten-Verhältnis jedes 2-D-Parameters, log10(lr · std(grad) / std(data)), mit der Hilfslinie bei −3.',
    udTitle: 'Update-zu-Daten-Verhältnis im Zeitverlauf (2-D-Parameter)',
    udAxis: 'log10(lr·std(grad)/std(data))',
    udLater:
      'Update-zu-Daten-Verhältnis im Zeitverlauf: wird hier gezeichnet, sobald das Training läuft (vor dem ersten Schritt gibt es kein Update).',
  },
};
