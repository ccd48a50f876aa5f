# locales/en/describe.ftl — English: the figures' descriptions for a screen reader, the tab's screen
# summary and the announcement made when the figures are drawn again. The same keys as tr/describe.ftl.

describe-line = { $label }: { $y0 } at { $x } { $x0 }, { $y1 } at { $x } { $x1 } ({ $n } points; lowest { $min }, highest { $max }).
describe-onePoint = { $label }: { $y0 } at { $x } { $x0 }.
describe-bars = { $label }: { $values }.
describe-manyBars = { $label }: { $n } bars; the highest { $max } ({ $at }), the lowest { $min } ({ $lowAt }), total { $sum }.
describe-heat = { $rows } rows × { $cols } columns of cells; values from { $min } to { $max }.
describe-noValue = { $label }: no finite value.
describe-noPoints = { $label }: no points yet.
describe-summaryLabel = Screen summary
describe-summary =
    { $n ->
    [one] This tab has { $n } figure: { $titles }.
   *[other] This tab has { $n } figures: { $titles }.
    }
describe-noFigure = This tab has no figure.
describe-settings = Settings: { $settings }.
describe-noSettings = This tab has no settings.
describe-tryThis = Try: { $step }
describe-on = on
describe-off = off
describe-redrawn = Figure drawn again. { $list }
describe-more =
    { $n ->
    [one] ({ $n } more figure changed.)
   *[other] ({ $n } more figures changed.)
    }
