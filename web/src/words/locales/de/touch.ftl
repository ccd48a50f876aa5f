# locales/de/touch.ftl — Deutsch: die Sätze, die in ihrer Mausform „klicken“ sagen, so wie Lernende sie auf einem
# Touchscreen lesen (view/touch_words.js wählt sie aus). Dieselben Schlüssel wie tr/touch.ftl.

touch-common-seriesHint = Tipp auf eine Datenreihe: Sie wird aus- oder wieder eingeblendet. Tipp auch auf die anderen Reihen, um eine allein übrig zu lassen. Dasselbe geht in der Legende des Diagramms.
touch-network-stripLabel = Das Schaubild des Netzes: Tipp auf eine Schicht, um sie auszuwählen
touch-network-stripHint = L1, L2, …: die Linear-Schichten, von der Eingabe aus gezählt; jeder Block enthält seine Linear-Schicht, gegebenenfalls sein BatchNorm oder LayerNorm und seine Nichtlinearität (tanh, oder ReLU, wo der Tab es an die Stelle von tanh setzt). Tipp auf einen Block: Die Diagramme des Tabs heben diese Schicht hervor. Je dunkler die Farbe, desto größer der Wert.
touch-matrix-arith-hint = Tipp auf eine Zahl der Ausgabe: Ihre Rechnung klappt auf, mit den Zahlen des Kerns.
