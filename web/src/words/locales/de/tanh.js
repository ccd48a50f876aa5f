// locales/de/tanh.js — Deutsch: der Tab 5.4 gesättigtes tanh.
// Dieselben Schlüssel wie tr/tanh.js, ein Schlüssel pro Zeile.
export default {
  tanh: {
    neuron: {
      pick: 'Ein Neuron wählen (genau)',
      option: 'Neuron {j}',
      optionDead: 'Neuron {j} (tot)',
      hint: 'Tipp oder klick auf eine Spalte (ein Neuron) der Karte, wähl die Karte aus und benutz die Tasten ← →, oder wähl eines aus der Liste unter der Karte: Das |h| dieses Neurons im Batch, warum es als tot gilt und der Gradient, den es in diesem Batch bekommt, klappen auf.',
      keys: 'Die Tasten ← → wählen ein Neuron, Enter öffnet es; ein Klick auf eine Zeile der Datentabelle öffnet es ebenfalls.',
      titleDead: 'Neuron {j} ist tot: gesättigt auf allen {rows} Beispielen',
      titleAlive: 'Neuron {j} ist nicht tot',
      values: '|h|, Beispiel für Beispiel (#0, #1, …): {values}',
      dead: 'Regel: |h| > {thr} ist gesättigt; ein Neuron, das auf ALLEN {rows} Beispielen des Batches gesättigt ist, ist tot. Selbst das kleinste |h| dieses Neurons ist {min} (Beispiel #{b}): über {thr}.',
      alive:
        'Regel: |h| > {thr} ist gesättigt; ein Neuron, das auf ALLEN {rows} Beispielen des Batches gesättigt ist, ist tot. Dieses Neuron ist auf {n} der {rows} Beispiele gesättigt; sein kleinstes |h| = {min} (Beispiel #{b}), unter {thr}.',
      local: 'Die lokale Ableitung von tanh 1 − h²: Ihr größter Wert für dieses Neuron ist {max} (Beispiel #{b}).',
      pre: 'Der Gradient der Präaktivierung ∂L/∂a = ∂L/∂h · (1 − h²), aus dem Autograd des Kerns in diesem Batch, Beispiel für Beispiel: {values}',
      weight:
        'Der Gradient seiner eingehenden Gewichte ‖∂L/∂W[:, {j}]‖ = {w}, seines Bias {bias}; der größte der Schicht ist {max} (Neuron {top}).',
    },
    explain: [
      'Die Ableitung von tanh ist 1 − h²: Wenn die Ausgabe bei ±1 klebt (|h| > 0,97), ist der Gradient fast null, und durch dieses Neuron fließt nichts zurück. Eine schlechte Initialisierung (im Text Gain ×5) macht die Eingaben der verborgenen Schicht sehr breit: Im Text häufen sich die meisten tanh-Ausgaben bei ±1. Wie viele sich beim Faktor hier häufen, steht im Satz unter den Einstellungen.',
      'Ein Neuron, das auf JEDEM Beispiel des Batches gesättigt ist, ist „tot“: Kein Beispiel kann seine Gewichte ändern. In der Karte ist jede Zeile ein Beispiel und jede Spalte ein Neuron; orange Zellen sind gesättigt, schwarz umrandete Spalten sind tote Neuronen. Mit Kaiming-Initialisierung liegt ein Teil der Ausgaben immer noch nahe ±1; der Text sagt über dieses Histogramm, es sei „um 0 herum verteilt (im aktiven, geneigten Bereich)“. Wie viel bei ±1 und wie viel auf dem geneigten Teil dazwischen liegt, steht im Satz unter den Einstellungen.',
    ],
    bad: 'Faktor der schlechten Initialisierung (Gain × …)',
    count: 'Anzahl',
    histBad: 'Schlechte Initialisierung (×{bad}): tanh-Ausgaben',
    histKaiming: 'Kaiming-Initialisierung: tanh-Ausgaben',
    satBad: 'Sättigung |h| > 0,97, schlechte Initialisierung (×{bad})',
    satKaiming: 'Sättigung |h| > 0,97, Kaiming',
    dead: 'Tote Neuronen (gesättigt auf allen {rows} Beispielen)',
    mapTitle: '|h|: {rows} Beispiele × {cols} Neuronen, schlechte Initialisierung (×{bad})',
    reading:
      'Jetzt gezeichnet: Mit der schlechten Initialisierung (×{bad}) haben {bad_pct} der tanh-Ausgaben |h| > {thr}, mit Kaiming {k_pct}: {cmp}. {slope} Tote Neuronen in der Karte: {dead}.',
    cmp: {
      more: 'Die schlechte Initialisierung sättigt stärker',
      fewer: 'Die schlechte Initialisierung sättigt schwächer (ein Faktor unter 1 macht die Eingaben schmaler)',
      same: 'der gleiche Anteil',
    },
    slope: {
      most: 'Mit Kaiming liegen {k_slope} der Ausgaben auf dem geneigten Teil dazwischen (|h| ≤ {thr}), wo der Gradient fließt: die meisten, das, was der Text „um 0 herum verteilt“ nennt.',
      few: 'Mit Kaiming liegen nur {k_slope} der Ausgaben auf dem geneigten Teil dazwischen (|h| ≤ {thr}), wo der Gradient fließt.',
    },
    mapLegend: 'Weiß → Blau: |h| 0 → 1; orange: |h| > 0,97 (gesättigt); schwarzer Rahmen: totes Neuron. Tote Neuronen: {n} ({list}).',
  },
};
