# locales/de/tanh.ftl — Deutsch: der Tab 5.4 gesättigtes tanh.
# Dieselben Schlüssel wie tr/tanh.ftl, ein Schlüssel pro Zeile.

tanh-neuron-pick = Ein Neuron wählen (genau)
tanh-neuron-option = Neuron { $j }
tanh-neuron-optionDead = Neuron { $j } (tot)
tanh-neuron-hint = Tipp oder klick auf eine Spalte (ein Neuron) der Karte, wähl die Karte aus und benutz die Tasten ← →, oder wähl eines aus der Liste unter der Karte: Das |h| dieses Neurons im Batch, warum es als tot gilt und der Gradient, den es in diesem Batch bekommt, klappen auf.
tanh-neuron-keys = Die Tasten ← → wählen ein Neuron, Enter öffnet es; ein Klick auf eine Zeile der Datentabelle öffnet es ebenfalls.
tanh-neuron-titleDead = Neuron { $j } ist tot: gesättigt auf allen { $rows } Beispielen
tanh-neuron-titleAlive = Neuron { $j } ist nicht tot
tanh-neuron-values = |h|, Beispiel für Beispiel (#0, #1, …): { $values }
tanh-neuron-dead = Regel: |h| > { $thr } ist gesättigt; ein Neuron, das auf ALLEN { $rows } Beispielen des Batches gesättigt ist, ist tot. Selbst das kleinste |h| dieses Neurons ist { $min } (Beispiel #{ $b }): über { $thr }.
tanh-neuron-alive = Regel: |h| > { $thr } ist gesättigt; ein Neuron, das auf ALLEN { $rows } Beispielen des Batches gesättigt ist, ist tot. Dieses Neuron ist auf { $n } der { $rows } Beispiele gesättigt; sein kleinstes |h| = { $min } (Beispiel #{ $b }), unter { $thr }.
tanh-neuron-local = Die lokale Ableitung von tanh 1 − h²: Ihr größter Wert für dieses Neuron ist { $max } (Beispiel #{ $b }).
tanh-neuron-pre = Der Gradient der Präaktivierung ∂L/∂a = ∂L/∂h · (1 − h²), aus dem Autograd des Kerns in diesem Batch, Beispiel für Beispiel: { $values }
tanh-neuron-weight = Der Gradient seiner eingehenden Gewichte ‖∂L/∂W[:, { $j }]‖ = { $w }, seines Bias { $bias }; der größte der Schicht ist { $max } (Neuron { $top }).
tanh-explain =
    .p1 = Die Ableitung von tanh ist 1 − h²: Wenn die Ausgabe bei ±1 klebt (|h| > 0,97), ist der Gradient fast null, und durch dieses Neuron fließt nichts zurück. Eine schlechte Initialisierung (im Text Gain ×5) macht die Eingaben der verborgenen Schicht sehr breit: Im Text häufen sich die meisten tanh-Ausgaben bei ±1. Wie viele sich beim Faktor hier häufen, steht im Satz unter den Einstellungen.
    .p2 = Ein Neuron, das auf JEDEM Beispiel des Batches gesättigt ist, ist „tot“: Kein Beispiel kann seine Gewichte ändern. In der Karte ist jede Zeile ein Beispiel und jede Spalte ein Neuron; orange Zellen sind gesättigt, schwarz umrandete Spalten sind tote Neuronen. Mit Kaiming-Initialisierung liegt ein Teil der Ausgaben immer noch nahe ±1; der Text sagt über dieses Histogramm, es sei „um 0 herum verteilt (im aktiven, geneigten Bereich)“. Wie viel bei ±1 und wie viel auf dem geneigten Teil dazwischen liegt, steht im Satz unter den Einstellungen.
tanh-bad = Faktor der schlechten Initialisierung (Gain × …)
tanh-count = Anzahl
tanh-histBad = Schlechte Initialisierung (×{ $bad }): tanh-Ausgaben
tanh-histKaiming = Kaiming-Initialisierung: tanh-Ausgaben
tanh-satBad = Sättigung |h| > 0,97, schlechte Initialisierung (×{ $bad })
tanh-satKaiming = Sättigung |h| > 0,97, Kaiming
tanh-dead = Tote Neuronen (gesättigt auf allen { $rows } Beispielen)
tanh-mapTitle = |h|: { $rows } Beispiele × { $cols } Neuronen, schlechte Initialisierung (×{ $bad })
tanh-reading = Jetzt gezeichnet: Mit der schlechten Initialisierung (×{ $bad }) haben { $bad_pct } der tanh-Ausgaben |h| > { $thr }, mit Kaiming { $k_pct }: { $cmp }. { $slope } Tote Neuronen in der Karte: { $dead }.
tanh-cmp-more = Die schlechte Initialisierung sättigt stärker
tanh-cmp-fewer = Die schlechte Initialisierung sättigt schwächer (ein Faktor unter 1 macht die Eingaben schmaler)
tanh-cmp-same = der gleiche Anteil
tanh-slope-most = Mit Kaiming liegen { $k_slope } der Ausgaben auf dem geneigten Teil dazwischen (|h| ≤ { $thr }), wo der Gradient fließt: die meisten, das, was der Text „um 0 herum verteilt“ nennt.
tanh-slope-few = Mit Kaiming liegen nur { $k_slope } der Ausgaben auf dem geneigten Teil dazwischen (|h| ≤ { $thr }), wo der Gradient fließt.
tanh-mapLegend = Weiß → Blau: |h| 0 → 1; orange: |h| > 0,97 (gesättigt); schwarzer Rahmen: totes Neuron. Tote Neuronen: { $n } ({ $list }).
