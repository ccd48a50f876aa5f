# locales/de/describe.ftl — Deutsch: die Beschreibungen der Abbildungen für einen Screenreader, die Bildschirm-
# Zusammenfassung des Tabs und die Ansage, wenn die Abbildungen neu gezeichnet werden. Dieselben Schlüssel wie tr/describe.ftl.

describe-line = { $label }: { $y0 } bei { $x } { $x0 }, { $y1 } bei { $x } { $x1 } ({ $n } Punkte; niedrigster { $min }, höchster { $max }).
describe-onePoint = { $label }: { $y0 } bei { $x } { $x0 }.
describe-bars = { $label }: { $values }.
describe-manyBars = { $label }: { $n } Balken; der höchste { $max } ({ $at }), der niedrigste { $min } ({ $lowAt }), Summe { $sum }.
describe-heat = Ein Raster aus { $rows } Zeilen × { $cols } Spalten; Werte von { $min } bis { $max }.
describe-noValue = { $label }: kein endlicher Wert.
describe-noPoints = { $label }: noch keine Punkte.
describe-summaryLabel = Bildschirm-Zusammenfassung
describe-summary =
    { $n ->
    [one] Dieser Tab hat { $n } Abbildung: { $titles }.
   *[other] Dieser Tab hat { $n } Abbildungen: { $titles }.
    }
describe-noFigure = Dieser Tab hat keine Abbildung.
describe-settings = Einstellungen: { $settings }.
describe-noSettings = Dieser Tab hat keine Einstellungen.
describe-tryThis = Probier: { $step }
describe-on = an
describe-off = aus
describe-redrawn = Abbildung neu gezeichnet. { $list }
describe-more =
    { $n ->
    [one] ({ $n } weitere Abbildung hat sich geändert.)
   *[other] ({ $n } weitere Abbildungen haben sich geändert.)
    }
