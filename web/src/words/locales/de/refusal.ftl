# locales/de/refusal.ftl — Deutsch: was der Kern ablehnt, Werte und Dateien (die Codes aus native/refusal.hpp).
# Dieselben Schlüssel wie tr/refusal.ftl, ein Schlüssel pro Zeile.

refusal-range = { $name } muss in { $range } liegen, erhalten: { $got }
refusal-budget = Dieses Modell bräuchte etwa { $need_mb } MB, mehr als die { $budget_mb } MB, die ein Browser-Tab erlaubt; verringere „{ $n_hidden }“, „{ $n_layer }“ oder „{ $batch_size }“
refusal-bn_batch = { $name } muss mit BatchNorm mindestens 2 sein (ein Batch der Größe 1 hat keine Batch-Varianz), erhalten: { $batch }
refusal-bn_batchRows = BatchNorm im Trainingsmodus braucht mindestens 2 Zeilen: Ein Batch der Größe { $batch } hat keine Batch-Varianz
refusal-choice = { $name } muss eines von { $choices } sein; erhalten: „{ $got }“
refusal-names-atLine = Zeile { $line }: { $text }
refusal-names-empty = die Datei ist leer; erwartet wird ein Name pro Zeile
refusal-names-no_names = keine Namen gefunden: alle { $lines } Zeilen sind leer
refusal-names-nul_byte = enthält ein NUL-Byte (0x00): Das sieht nach einer Binärdatei aus, nicht nach einer Textdatei mit einem Namen pro Zeile
refusal-names-control_char = enthält das Steuerzeichen { $char }{ $what }; eine Namensdatei enthält einfachen Text, einen Namen pro Zeile
refusal-names-controlWhat-tab = { " " }(Tabulator)
refusal-names-controlWhat-carriage_return = { " " }(Wagenrücklauf; Zeilen müssen mit \n oder \r\n enden)
refusal-names-controlWhat-other = { "" }
refusal-names-invalid_utf8 = enthält das Byte { $byte }, das kein gültiges UTF-8 ist: Das sieht nach einer Binärdatei aus oder nach Text in einer anderen Kodierung (speichere ihn als UTF-8)
refusal-names-non_ascii = der Name „{ $name }“ enthält „{ $char }“ ({ $code_point }), kein ASCII-Zeichen; nur ASCII-Zeichen werden unterstützt
refusal-names-too_long = der Name ist { $length } Zeichen lang; erlaubt sind höchstens { $max }
refusal-names-reserved_dot = der Name „{ $name }“ enthält „.“, das als Anfangs-/Endzeichen eines Namens reserviert ist
refusal-names-too_many_chars = die Namen verwenden mindestens { $count } verschiedene Zeichen; erlaubt sind höchstens { $max }
refusal-names-too_many_lines = die Datei hat mehr als { $max } Zeilen; erlaubt sind höchstens { $max }
refusal-names-too_few_names = die Datei enthält zu wenige Namen ({ $count }); die Aufteilung 80/10/10 in Trainings-/Dev-/Testdaten braucht mindestens { $min }
refusal-names-unreadable = die Datei „{ $path }“ kann nicht gelesen werden
refusal-names-unknown_char = das Zeichen { $char } ist nicht im Vokabular
refusal-norm-choice = { $field } muss eines von { $choices } sein; erhalten: „{ $got }“
refusal-norm-eps = eps muss eine endliche Zahl in [{ $lo }, { $hi }] sein, erhalten: { $got }
refusal-norm-x_empty = die Matrix ist leer: Gib mindestens eine Zeile (ein Beispiel) mit Merkmalen an
refusal-norm-row_empty = Zeile { $row } ist leer: Jede Zeile braucht mindestens ein Merkmal
refusal-norm-ragged = Zeile { $row } hat { $count } Werte, die erste Zeile aber { $cols }: Jede Zeile braucht dieselbe Anzahl an Merkmalen
refusal-norm-too_many_values = die Matrix hat { $rows } Zeilen mit je { $cols } Werten; erlaubt sind insgesamt höchstens { $max } Werte
refusal-norm-not_finite = { $where } ist keine endliche Zahl (NaN oder unendlich)
refusal-norm-out_of_range = { $where } = { $value } liegt außerhalb von [{ $lo }, { $hi }]
refusal-norm-negative_var = { $where } = { $value }: Eine Varianz kann nicht negativ sein
refusal-norm-feature_count = { $field } hat { $count } Werte, die Matrix aber { $cols } Spalten (eine pro Merkmal)
refusal-norm-grad_rows = grad_out hat { $count } Zeilen, die Matrix aber { $rows }
refusal-norm-grad_cols = Zeile { $row } von grad_out hat { $count } Werte, die Matrix aber { $cols } Spalten
refusal-norm-layer_unbiased = die unverzerrte Varianz gilt nur für BatchNorm: LayerNorm verwendet immer die verzerrte (Populations-)Varianz
refusal-norm-layer_running = laufende Statistiken gehören zu BatchNorm: LayerNorm führt keine
refusal-norm-bn_batch = BatchNorm im Trainingsmodus braucht mindestens 2 Zeilen: Ein Batch der Größe { $rows } hat keine Batch-Varianz
refusal-norm-train_running = laufende Statistiken werden nur im Eval-Modus verwendet: Der Trainingsmodus normalisiert mit den eigenen des Batches
refusal-norm-overflow = das Ergebnis hat die Genauigkeit des Kerns überschritten (unendlich oder NaN): Skaliere die Werte herunter
