# locales/en/common.ftl — English: words the tabs share (the comparison and data tables, the progress
# bar) and the page's own error messages (errors).
# The same keys as tr/common.ftl, one key per line.

common-ours = Ours (live)
common-lecture = Lecture (printed in the text)
common-compareCaption = Our computation and the value printed in the lecture’s text
common-lectureMixed = Lecture (printed in the text; { $mark }: the text’s code, re-run)
common-compareCaptionMixed = Our computation and the lecture’s value: printed in its text, or given by its own code
common-lectureCodeNote = The text does not print the values marked { $mark } as digits: they are what its own code gives when re-run. The unmarked values are printed in the text.
common-dataTable = Data table
common-nonFinite =
    { $n ->
    [one] Not drawn: { $n } non-finite value (infinite or not a number); the table shows it.
   *[other] Not drawn: { $n } non-finite values (infinite or not a number); the table shows them.
    }
common-logZero =
    { $n ->
    [one] Not drawn: { $n } value of 0 (a log axis has no 0); the table shows it.
   *[other] Not drawn: { $n } values of 0 (a log axis has no 0); the table shows them.
    }
common-tableThinned = Showing one row in { $every } of the { $n } rows.
common-seriesKeys = The chart’s series
common-seriesHint = Click a series or press Enter on it: it hides or shows again. Shift+click, Shift+Enter or a double click shows that series alone; doing it again brings them all back. The same works on the chart’s legend.
common-cancel = Cancel
common-progress = { $done } / { $total } steps · { $rate } steps/s
common-progressLeft = { $done } / { $total } steps · { $rate } steps/s · about { $left } s left
common-neuron = neuron
common-step = step
common-loss = loss
common-layer = layer
common-recompute = Recompute
common-cancelled = Cancelled.
common-computing = Computing…
common-seed = seed
common-reset = Reset
common-lectureOther = Lecture (other settings)
common-lectureValue = { $label }: { $here } here, the text’s { $value }
common-lectureButton = The button below puts the text’s settings back.
common-useText = Use the text’s settings
common-lectureList = its own names list (not the one you loaded)
common-typedEmpty = { $label }: cannot be empty; type a number (such as { $forms }).
common-typedRefused = { $label }: “{ $text }” cannot be read as a number; it can be written as { $forms }.
common-typedForms = 2.5 · 2,5 · 5/3 · √2 · 1e-3 · sqrt(2) · 1·10⁻³ · −1
common-quoted = “{ $text }”
common-lectureDiffers = The lecture computed these numbers with other settings — { $list }. The greyed column is not directly comparable with this experiment.

settingWords-on = on
settingWords-off = off
settingWords-pg_norm-none = no normalisation
settingWords-pg_norm-batch = BatchNorm
settingWords-pg_norm-layer = LayerNorm
settingWords-pg_fix-true = output fix on
settingWords-pg_fix-false = output fix off
settingWords-pg_sched-constant = constant learning rate
settingWords-pg_sched-step = learning rate ÷10 after 75%

errors-no_names = no names list has been loaded yet
errors-no_playground = the playground has no model: press Reset first
errors-unknown_section = there is no lesson section “{ $name }”
errors-unknown_call = the compute core has no call “{ $name }”
errors-unknown_job = there is no computing job “{ $name }”
