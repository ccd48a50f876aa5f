# locales/en/figure.ftl — English: an embedded demo's one figure (?embed=<tab>&figure=<name>) and
# the refusal of a figure name it does not know. The same keys as tr/figure.ftl, one key per line.

figure-noSuch = The { $tab } demo has no figure named “{ $name }”. Its figures: { $list }.
figure-none = The { $tab } demo has no figure to choose (“{ $name }” was asked for): embed it whole, without figure=.
