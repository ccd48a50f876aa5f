// locales/de/common.js — Deutsch: Wörter, die die Tabs teilen (die Vergleichs- und Datentabellen, der
// Fortschrittsbalken), und die eigenen Fehlermeldungen der Seite (errors).
// Dieselben Schlüssel wie tr/common.js, ein Schlüssel pro Zeile.
export default {
  common: {
    ours: 'Unser Wert (live)',
    lecture: 'Vorlesung (im Text gedruckt)',
    compareCaption: 'Unsere Rechnung und der im Text der Vorlesung gedruckte Wert',
    lectureMixed: 'Vorlesung (im Text gedruckt; {mark}: der Code des Textes, neu ausgeführt)',
    compareCaptionMixed: 'Unsere Rechnung und der Wert der Vorlesung: in ihrem Text gedruckt oder von ihrem eigenen Code geliefert',
    lectureCodeNote:
      'Die mit {mark} markierten Werte druckt der Text nicht als Ziffern: Sie sind das, was sein eigener Code bei erneuter Ausführung liefert. Die unmarkierten Werte stehen gedruckt im Text.',
    dataTable: 'Datentabelle',
    nonFinite: {
      one: 'Nicht gezeichnet: {n} nicht endlicher Wert (unendlich oder keine Zahl); die Tabelle zeigt ihn.',
      other: 'Nicht gezeichnet: {n} nicht endliche Werte (unendlich oder keine Zahl); die Tabelle zeigt sie.',
    },
    logZero: {
      one: 'Nicht gezeichnet: {n} Wert 0 (eine logarithmische Achse hat keine 0); die Tabelle zeigt ihn.',
      other: 'Nicht gezeichnet: {n} Werte 0 (eine logarithmische Achse hat keine 0); die Tabelle zeigt sie.',
    },
    tableThinned: 'Gezeigt wird eine von je {every} Zeilen (insgesamt {n}).',
    seriesKeys: 'Die Datenreihen des Diagramms',
    seriesHint:
      'Klick auf eine Datenreihe oder drück Enter darauf: Sie wird aus- oder wieder eingeblendet. Umschalt+Klick, Umschalt+Enter oder ein Doppelklick zeigt nur diese Reihe; noch einmal, und alle kommen zurück. Dasselbe geht in der Legende des Diagramms.',
    cancel: 'Abbrechen',
    progress: '{done} / {total} Schritte · {rate} Schritte/s',
    progressLeft: '{done} / {total} Schritte · {rate} Schritte/s · noch etwa {left} s',
    neuron: 'Neuron',
    step: 'Schritt',
    loss: 'Verlust',
    layer: 'Schicht',
    recompute: 'Neu berechnen',
    cancelled: 'Abgebrochen.',
    computing: 'Wird berechnet…',
    seed: 'Seed',
    reset: 'Zurücksetzen',
    lectureOther: 'Vorlesung (andere Einstellungen)',
    lectureValue: '{label}: hier {here}, im Text {value}',
    lectureButton: 'Die Schaltfläche unten stellt die Einstellungen des Textes wieder her.',
    useText: 'Einstellungen des Textes verwenden',
    lectureList: 'ihre eigene Namensliste (nicht die, die du geladen hast)',
    typedEmpty: '{label}: darf nicht leer sein; gib eine Zahl ein (etwa {forms}).',
    typedRefused: '{label}: „{text}“ lässt sich nicht als Zahl lesen; schreiben lässt sie sich als {forms}.',
    typedForms: '2,5 · 2.5 · 5/3 · √2 · 1e-3 · sqrt(2) · 1·10⁻³ · −1',
    quoted: '„{text}“',
    lectureDiffers:
      'Die Vorlesung hat diese Zahlen mit anderen Einstellungen berechnet — {list}. Die ausgegraute Spalte ist mit diesem Experiment nicht direkt vergleichbar.',
  },
  // Der Wert einer Einstellung in einem Satz (setting_words.js): Der rohe Wert der URL ("batch", "none", "true") steht in keinem Satz.
  settingWords: {
    on: 'an',
    off: 'aus',
    pg_norm: { none: 'keine Normalisierung', batch: 'BatchNorm', layer: 'LayerNorm' },
    pg_fix: { true: 'Ausgabekorrektur an', false: 'Ausgabekorrektur aus' },
    pg_sched: { constant: 'konstante Lernrate', step: 'Lernrate ÷10 nach 75 %' },
  },
  errors: {
    no_names: 'es wurde noch keine Namensliste geladen',
    no_playground: 'die Spielwiese hat kein Modell: Drück zuerst „Zurücksetzen“',
    unknown_section: 'es gibt keinen Lektionsabschnitt „{name}“',
    unknown_call: 'der Rechenkern hat keinen Aufruf „{name}“',
    unknown_job: 'es gibt keinen Rechenauftrag „{name}“',
  },
};
