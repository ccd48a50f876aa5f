// locales/de/glossary.js — Deutsch: die Begriffe der Seite, mit den Namen, die die Texte der Vorlesung verwenden. Jeder
// Begriff: sein deutscher Name auf der Seite (term), sein englischer und türkischer Name (other), wo die Texte und die Seite
// ihn verwenden (where) und die Wörter, die nicht an seiner Stelle stehen sollen (avoid, durch „ · “ getrennt; leer: keine).
// tests/js/glossary.test.js prüft, dass kein Wort aus avoid in den deutschen Wörtern der Seite vorkommt.
// Dieselben Schlüssel wie tr/glossary.js.
export default {
  glossary: {
    running: {
      term: 'laufende Statistiken (laufender Mittelwert, laufende Varianz)',
      other: 'running statistics (running mean, running variance) · running istatistikler (running ortalama, running varyans)',
      where:
        'die exponentiellen gleitenden Mittelwerte (Momentum), die BatchNorm im Eval-Modus verwendet; der Abschnitt „Running statistics“ der Vorlesung und der Tab BatchNorm (5.6–5.9), die Fehlermeldungen der Matrix-Tabs.',
      avoid: 'mitlaufend · Laufstatistik',
    },
    population: {
      term: 'Populations-Standardabweichung, Populationsvarianz',
      other: 'population standard deviation (population std), population variance · popülasyon standart sapması, popülasyon varyansı',
      where:
        'die Standardabweichung und Varianz, die durch n teilen (verzerrt): was LayerNorm und torch.nn.BatchNorm1d verwenden; die Matrix-Tabs BatchNorm und LayerNorm.',
      avoid: 'Bevölkerung',
    },
    schedule: {
      term: 'Lernraten-Plan',
      other: 'learning-rate schedule (lr schedule) · lr schedule (öğrenme oranı schedule’ı)',
      where:
        'wie sich die Lernrate im Lauf des Trainings ändert (konstant oder ÷10 nach 75 %); die Einstellung der Spielwiese und die Beschriftungen der früheren Läufe.',
      avoid: 'Fahrplan · Zeitplan',
    },
    probe: {
      term: 'Prüf-Batch (feste 32 Beispiele)',
      other: 'probe batch (a fixed 32 examples) · ölçüm batch’i (sabit 32 örnek)',
      where:
        'jedes Mal dieselben 32 Zeilen für die Histogramme und Gradienten-Standardabweichungen der Diagnose-Abbildungen (5.13–5.14); er hinterlässt keine Spur am Modell.',
      avoid: 'Test-Batch · Stichproben-Batch',
    },
    badInit: {
      term: 'schlechte Initialisierung (Gain × Faktor der schlechten Initialisierung)',
      other: 'bad init (gain × the bad-init multiplier) · kötü init (kazanç × kötü init çarpanı)',
      where:
        'absichtlich große Anfangsgewichte (das ×5 des Textes); die Tabs gesättigtes tanh, Kaiming, BatchNorm, Diagnose und Spielwiese.',
      avoid: 'Fehlinitialisierung',
    },
    gain: {
      term: 'Gain',
      other: 'gain · kazanç (gain)',
      where: 'der Faktor der Kaiming-Initialisierung (5/3 für tanh); der Tab Kaiming, Übung 3, die Spielwiese.',
      avoid: 'Verstärkung',
    },
    saturation: {
      term: 'Sättigung (der Anteil der tanh-Ausgaben mit |h| > 0,97), gesättigtes Neuron, totes Neuron',
      other: 'saturation (the share of tanh outputs with |h| > 0.97), saturated neuron, dead neuron · doygunluk, doymuş nöron, ölü nöron',
      where: 'der Tab gesättigtes tanh (5.4), Übung 2, die Gesundheitstabelle der Schichten auf der Spielwiese.',
      avoid: 'Saturierung · saturiert',
    },
    residual: {
      term: 'Residualverbindung',
      other: 'residual connection · artık bağlantı (residual bağlantı)',
      where: 'h = h + f(h); der Tab Residualverbindungen; die türkischen Texte der Vorlesung verwenden beide Namen.',
      avoid: 'Restverbindung · Sprungverbindung · Skip-Verbindung',
    },
    core: {
      term: 'der Kern (die eigene Rechnung der Seite: nach WebAssembly kompiliertes C++, im Browser ausgeführt)',
      other: 'the core · sayfanın hesabı (hesap modülü)',
      where:
        'wo jede Abbildung, der Live-Wert jeder Vorhersage und die Prüfung jeder Übung berechnet werden; die Einführung der Seite, jeder Tab. „Der Text:“ nennt die im Text gedruckte Zahl, „Der Kern:“ die hier für die Einstellungen auf dem Bildschirm berechnete.',
      avoid: 'Engine',
    },
    preact: {
      term: 'Präaktivierung (hpreact)',
      other: 'pre-activation (hpreact) · aktivasyon-öncesi değerler (hpreact)',
      where:
        'die Ausgabe einer verborgenen Linear-Schicht vor tanh (5.4–5.7); die Tabs gesättigtes tanh, Kaiming und BatchNorm, die Antworten aus 5.17, die Hinweise der Spielwiese.',
      avoid: 'Voraktivierung · Vor-Aktivierung · Prä-Aktivierung',
    },
    updateData: {
      term: 'Update-zu-Daten-Verhältnis (kurz Update:Daten)',
      other: 'update:data ratio · update:data oranı',
      where: 'log10(lr · std(grad) / std(data)), um −3 ist gesund; der Tab Diagnose und die Spielwiese.',
      avoid: 'Aktualisierungsverhältnis · Update/Daten',
    },
    percentPoints: {
      term: 'Prozentpunkte (die Differenz zweier Prozentwerte)',
      other: 'percentage points · yüzde puan',
      where: 'wie weit eine Vorhersage des gesättigten Anteils von der des Kerns entfernt war, die Toleranz von Übung 2.',
      avoid: '',
    },
  },
};
