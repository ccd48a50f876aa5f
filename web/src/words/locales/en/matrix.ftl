# locales/en/matrix.ftl — English: the LayerNorm vs BatchNorm matrix tabs.
# The same keys as tr/matrix.ftl, one key per line.

matrix-arith-hint = Click a number of the output: its arithmetic opens, with the core’s numbers.
matrix-arith-title = Row { $r }, column { $c }: where does this number come from?
matrix-arith-colValues = Column { $k }’s values (x): { $values }
matrix-arith-rowValues = Row { $k }’s values (x): { $values }
matrix-arith-mean = Mean μ = Σx / { $n } = { $mean }
matrix-arith-varBiased = Variance σ² = Σ(x − μ)² / { $div } = { $v } (biased: divided by the number of values, { $div })
matrix-arith-varUnbiased = Variance σ² = Σ(x − μ)² / { $div } = { $v } (unbiased: divided by B − 1 = { $div }; so the column’s std is not exactly 1)
matrix-arith-xhat = x̂ = (x − μ) / √(σ² + ε) = ({ $x } − { $mean }) / √({ $v } + { $eps }) = { $y }
matrix-arith-xhatNeg = x̂ = (x − μ) / √(σ² + ε) = ({ $x } + { $mean }) / √({ $v } + { $eps }) = { $y }
matrix-arith-xhatConstant = x̂ = (x − μ) / √(σ² + ε) = ({ $x } − { $mean }) / √(0 + { $eps }) = 0 / { $root } = { $y }: every value here is the mean, so σ² = 0 and x − μ = 0; eps ({ $eps }) keeps the division finite (without it, the division would be 0/0, which has no value).
matrix-arith-xhatConstantNeg = x̂ = (x − μ) / √(σ² + ε) = ({ $x } + { $mean }) / √(0 + { $eps }) = 0 / { $root } = { $y }: every value here is the mean, so σ² = 0 and x − μ = 0; eps ({ $eps }) keeps the division finite (without it, the division would be 0/0, which has no value).
matrix-arith-affine = y = γ · x̂ + β = 1 · { $y } + 0 = { $y } (in this table γ = 1, β = 0: no scale or shift)
matrix-inputLocked = Input matrix (rows = examples, columns = features)
matrix-input = Input matrix (rows = examples, columns = features) — editable
matrix-output = Output y
matrix-addRow = + row
matrix-delRow = − row
matrix-addCol = + column
matrix-delCol = − column
matrix-reset = Back to the lecture’s matrix
matrix-cell = row { $r }, column { $c }
matrix-colStd = column std
matrix-rowStd = row std
matrix-mean = mean
matrix-variance = variance
matrix-varLabel = BatchNorm variance
matrix-varBiased = biased (÷B) — torch.nn.BatchNorm1d
matrix-varUnbiased = unbiased (÷(B−1)) — the lecture’s own module, x.var(0)
matrix-stdChart = Std: input and output
matrix-stdChartCol = Std of every column (population std)
matrix-stdChartRow = Std of every row (population std)
matrix-inputSeries = input x
matrix-outputSeries = output y
matrix-oneLine = std = 1
matrix-colAxis = column
matrix-rowAxis = row
matrix-sameRowTitle = The same row { $row } in two different batches
matrix-sameRowAlone = alone
matrix-sameRowAmongA = among { $a } and { $b }
matrix-sameRowAmongB = among { $a } and { $b }
matrix-sameRowAmongL = among { $a } and { $b }
matrix-manualTitle = Manual check: { $row } normalised with the population std
matrix-manualRow = (x − mean) / std
matrix-lnRow = LayerNorm (weight 1, bias 0)
matrix-allOneCol = Every column of the output has std 1.00: BatchNorm normalised each column (feature).
matrix-allOneRow = Every row of the output has std 1.00: LayerNorm normalised each row (example).
matrix-notOneCol =
    { $n ->
    [one] { $n } of the { $total } columns of the output does not have std 1.00.
   *[other] { $n } of the { $total } columns of the output do not have std 1.00.
    }
matrix-notOneRow =
    { $n ->
    [one] { $n } of the { $total } rows of the output does not have std 1.00.
   *[other] { $n } of the { $total } rows of the output do not have std 1.00.
    }
matrix-constantCol =
    { $k ->
    [one] Column { $k } of the input is constant: its std is 0, its output is 0 everywhere, and eps keeps the division finite.
   *[other] Columns { $k } of the input are constant: their std is 0, their output is 0 everywhere, and eps keeps the division finite.
    }
matrix-constantRow =
    { $k ->
    [one] Row { $k } of the input is constant: its std is 0, its output is 0 everywhere, and eps keeps the division finite.
   *[other] Rows { $k } of the input are constant: their std is 0, their output is 0 everywhere, and eps keeps the division finite.
    }
matrix-unbiasedWhy = The unbiased variance divides by B − 1 = { $b1 }, not by B = { $b }: so the output’s population std is √({ $b1 }/{ $b }) = { $s }, not 1.
matrix-epsWhyCol = Column { $k }’s variance, { $v }, is close to eps ({ $eps }): √(σ² + ε) is larger than σ, so its std stays under 1, at { $s }.
matrix-epsWhyRow = Row { $k }’s variance, { $v }, is close to eps ({ $eps }): √(σ² + ε) is larger than σ, so its std stays under 1, at { $s }.
matrix-editHint = Change a cell: the output and the stds are recomputed at once.

bnm-explain =
    .p1 = BatchNorm normalises every FEATURE (column) across all the examples of the batch: it subtracts the column’s mean and divides by its std. So, with the biased variance, every column of the output has std 1.00 — not the rows — unless a column is constant (its std stays 0) or its variance is near eps; the sentence under the output says what this matrix gives.
    .p2 = The price: an example’s output depends on the other examples in its batch. Below, the same row [1, 5, −2, 3] gives two different outputs in two batches; in one of them it is wiped to zeros.
    .p3 = There are two variances, and students trip on this: torch.nn.BatchNorm1d normalises with the biased variance (divides by B); the lecture’s own module uses x.var(0), the unbiased one (divides by B−1). The “same row” numbers come from the biased one.

lnm-explain =
    .p1 = LayerNorm normalises every EXAMPLE (row) within itself: the row’s own mean and (biased) std. So every row of the output has std 1.00, unless a row is constant (its std stays 0) or its variance is near eps; the sentence under the output says what this matrix gives.
    .p2 = An example’s output depends on no other example: [1, 5, −2, 3] gives the same result alone and among very different rows. The batch size (32 or 1) changes nothing; there are no running statistics, and train and eval are the same.
    .p3 = Manual check: (x − mean) / population std gives the same numbers as a LayerNorm with weight 1 and bias 0.
