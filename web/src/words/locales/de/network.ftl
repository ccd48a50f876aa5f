# locales/de/network.ftl — Deutsch: der Netzstreifen (die kleine Zeichnung des Modells in den Tabs Kaiming,
# Diagnose und Spielwiese) und die eine Benennung der Schichten („L3 tanh“, „L3 BN γ“).
# Dieselben Schlüssel wie tr/network.ftl, ein Schlüssel pro Zeile.

network-block = L{ $n }
network-embedding = C
network-named = { $name } ({ $torch })
network-module-linear = L{ $n } Linear
network-module-bn = L{ $n } BN
network-module-ln = L{ $n } LN
network-module-tanh = L{ $n } tanh
network-module-relu = L{ $n } ReLU
network-param-weight = L{ $n } W
network-param-bias = L{ $n } b
network-param-bnGamma = L{ $n } BN γ
network-param-bnBeta = L{ $n } BN β
network-param-lnGamma = L{ $n } LN γ
network-param-lnBeta = L{ $n } LN β
network-stripLabel = Das Schaubild des Netzes: Klick auf eine Schicht, um sie auszuwählen
network-stripHint = L1, L2, …: die Linear-Schichten, von der Eingabe aus gezählt; jeder Block enthält seine Linear-Schicht, gegebenenfalls sein BatchNorm oder LayerNorm und seine Nichtlinearität (tanh, oder ReLU, wo der Tab es an die Stelle von tanh setzt). Klick auf einen Block (oder Tab und Enter): Die Diagramme des Tabs heben diese Schicht hervor. Je dunkler die Farbe, desto größer der Wert.
network-kinds-linear = Linear
network-kinds-bn = BN
network-kinds-ln = LN
network-kinds-tanh = tanh
network-kinds-relu = ReLU
network-embeddingBox = Embedding C
network-softmax = Softmax
network-output = Ausgabe
network-measure-std = Std.
network-measure-sat = gesättigt
network-measure-gradData = Grad:Daten
network-measure-kaimingStd = die Standardabweichung jeder tanh-Ausgabe, { $stack }
network-measure-kaimingStdRelu = die Standardabweichung jeder ReLU-Ausgabe, { $stack }
network-measure-satShare = der gesättigte Anteil der tanh-Ausgaben (|h| > 0,97)
network-measure-ud = Update:Daten
network-colouredBy = Farbe: { $what }.
network-selected = Ausgewählt: { $name }.
network-none = Keine Schicht ausgewählt.
network-clear = Auswahl aufheben
network-layerTitle = { $name }: bei der Initialisierung und nach dem Training
network-layerAt-init = bei der Initialisierung
network-layerAt-trained = nach dem Training
network-gradDataLine = { $name } ({ $torch }) Grad:Daten: { $init } bei der Initialisierung, { $trained } nach dem Training.
network-udLine = { $name } Median des Update-zu-Daten-Verhältnisses ({ $run }): { $ud } (um −3 ist gesund).
network-notYet = noch nicht
network-actAxis = tanh-Ausgabe h
network-count = Anzahl
