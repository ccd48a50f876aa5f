// locales/de/refusal.js — Deutsch: was der Kern ablehnt, Werte und Dateien (die Codes aus native/refusal.hpp).
// Dieselben Schlüssel wie tr/refusal.js, ein Schlüssel pro Zeile.
export default {
  refusal: {
    range: '{name} muss in {range} liegen, erhalten: {got}',
    budget:
      'Dieses Modell bräuchte etwa {need_mb} MB, mehr als die {budget_mb} MB, die ein Browser-Tab erlaubt; verringere „{n_hidden}“, „{n_layer}“ oder „{batch_size}“',
    bn_batch: '{name} muss mit BatchNorm mindestens 2 sein (ein Batch der Größe 1 hat keine Batch-Varianz), erhalten: {batch}',
    bn_batchRows: 'BatchNorm im Trainingsmodus braucht mindestens 2 Zeilen: Ein Batch der Größe {batch} hat keine Batch-Varianz',
    choice: '{name} muss eines von {choices} sein; erhalten: „{got}“',
    names: {
      atLine: 'Zeile {line}: {text}',
      empty: 'die Datei ist leer; erwartet wird ein Name pro Zeile',
      no_names: 'keine Namen gefunden: alle {lines} Zeilen sind leer',
      nul_byte: 'enthält ein NUL-Byte (0x00): Das sieht nach einer Binärdatei aus, nicht nach einer Textdatei mit einem Namen pro Zeile',
      control_char: 'enthält das Steuerzeichen {char}{what}; eine Namensdatei enthält einfachen Text, einen Namen pro Zeile',
      controlWhat: {
        tab: ' (Tabulator)',
        carriage_return: ' (Wagenrücklauf; Zeilen müssen mit \\n oder \\r\\n enden)',
        other: '',
      },
      invalid_utf8:
        'enthält das Byte {byte}, das kein gültiges UTF-8 ist: Das sieht nach einer Binärdatei aus oder nach Text in einer anderen Kodierung (speichere ihn als UTF-8)',
      non_ascii: 'der Name „{name}“ enthält „{char}“ ({code_point}), kein ASCII-Zeichen; nur ASCII-Zeichen werden unterstützt',
      too_long: 'der Name ist {length} Zeichen lang; erlaubt sind höchstens {max}',
      reserved_dot: 'der Name „{name}“ enthält „.“, das als Anfangs-/Endzeichen eines Namens reserviert ist',
      too_many_chars: 'die Namen verwenden mindestens {count} verschiedene Zeichen; erlaubt sind höchstens {max}',
      too_many_lines: 'die Datei hat mehr als {max} Zeilen; erlaubt sind höchstens {max}',
      too_few_names:
        'die Datei enthält zu wenige Namen ({count}); die Aufteilung 80/10/10 in Trainings-/Dev-/Testdaten braucht mindestens {min}',
      unreadable: 'die Datei „{path}“ kann nicht gelesen werden',
      unknown_char: 'das Zeichen {char} ist nicht im Vokabular',
    },
    norm: {
      choice: '{field} muss eines von {choices} sein; erhalten: „{got}“',
      eps: 'eps muss eine endliche Zahl in [{lo}, {hi}] sein, erhalten: {got}',
      x_empty: 'die Matrix ist leer: Gib mindestens eine Zeile (ein Beispiel) mit Merkmalen an',
      row_empty: 'Zeile {row} ist leer: Jede Zeile braucht mindestens ein Merkmal',
      ragged: 'Zeile {row} hat {count} Werte, die erste Zeile aber {cols}: Jede Zeile braucht dieselbe Anzahl an Merkmalen',
      too_many_values: 'die Matrix hat {rows} Zeilen mit je {cols} Werten; erlaubt sind insgesamt höchstens {max} Werte',
      not_finite: '{where} ist keine endliche Zahl (NaN oder unendlich)',
      out_of_range: '{where} = {value} liegt außerhalb von [{lo}, {hi}]',
      negative_var: '{where} = {value}: Eine Varianz kann nicht negativ sein',
      feature_count: '{field} hat {count} Werte, die Matrix aber {cols} Spalten (eine pro Merkmal)',
      grad_rows: 'grad_out hat {count} Zeilen, die Matrix aber {rows}',
      grad_cols: 'Zeile {row} von grad_out hat {count} Werte, die Matrix aber {cols} Spalten',
      layer_unbiased: 'die unverzerrte Varianz gilt nur für BatchNorm: LayerNorm verwendet immer die verzerrte (Populations-)Varianz',
      layer_running: 'laufende Statistiken gehören zu BatchNorm: LayerNorm führt keine',
      bn_batch: 'BatchNorm im Trainingsmodus braucht mindestens 2 Zeilen: Ein Batch der Größe {rows} hat keine Batch-Varianz',
      train_running: 'laufende Statistiken werden nur im Eval-Modus verwendet: Der Trainingsmodus normalisiert mit den eigenen des Batches',
      overflow: 'das Ergebnis hat die Genauigkeit des Kerns überschritten (unendlich oder NaN): Skaliere die Werte herunter',
    },
  },
};
