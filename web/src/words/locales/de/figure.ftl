# locales/de/figure.ftl — Deutsch: die eine Abbildung einer eingebetteten Demo (?embed=<tab>&figure=<name>) und
# die Ablehnung eines Abbildungsnamens, den sie nicht kennt. Dieselben Schlüssel wie tr/figure.ftl, ein Schlüssel pro Zeile.

figure-noSuch = Die Demo { $tab } hat keine Abbildung namens „{ $name }“. Ihre Abbildungen: { $list }.
figure-none = Die Demo { $tab } hat keine Abbildung zur Auswahl (angefragt war „{ $name }“): Bette sie ganz ein, ohne figure=.
