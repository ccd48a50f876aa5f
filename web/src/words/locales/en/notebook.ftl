# locales/en/notebook.ftl — English: a figure, or the whole lesson, as a Jupyter notebook (notebook.js).
# The same keys as tr/notebook.ftl, one key per line.

notebook-download = ⤓ Download as a Jupyter notebook (.ipynb)
notebook-downloadLesson = ⤓ Download the whole lesson as one Jupyter notebook (.ipynb)
notebook-namesLink = ⤓ names.txt (the names list)
notebook-help = The notebook reproduces this figure at the current settings and prints the numbers of the table’s “ours (live)” column as the page writes them. Run it beside names.txt (Jupyter or Colab); it needs only torch and matplotlib.
notebook-waiting = The notebook is ready once the figure is drawn.
notebook-made = Downloaded from the page of makemore-lab { $version }; back to the page with these settings:
notebook-settings = Settings
notebook-names = This notebook needs `names.txt` beside it: download it from the page’s “names.txt” link (or the page’s folder); if you loaded your own list on the page, put that one here as `names.txt`. The list is not part of the notebook.
notebook-noData = This figure needs no data: it runs without `names.txt`.
notebook-needs = It needs PyTorch (1.13 or newer), matplotlib and Python’s standard library. Run the cells from top to bottom.
notebook-namesMissing = names.txt not found: put it in the same folder as this notebook (the page’s “names.txt” link downloads it), then run this cell again.
notebook-formatNote = Small helpers that write numbers as the page does (the same rounding, decimal sign and percent sign).
notebook-run-figure = The lecture code that draws the figure, with the figure’s settings written in (the same code the page shows beside the figure).
notebook-run-noFix = The same code without the fix (no W2 *= 0.01, b2 *= 0): the table’s “no fix” row and the hockey stick.
notebook-run-kaimingInit = The same code with the bad-init multiplier 1 (Kaiming alone): the table’s Kaiming row.
notebook-run-deadMap = The same code at the dead-neuron map’s sizes (100 neurons, 24 examples): the table’s dead-neuron row.
notebook-run-among = The same code on the text’s row [1, 5, −2, 3] in one matrix (one batch) with the two rows the text gives: the table’s row for them.
notebook-run-alone = The same code on the text’s row [1, 5, −2, 3] alone (a one-row matrix).
notebook-run-manual = The text’s manual check: the row [2, 8, −4, 6] normalised by hand with the population std (no eps); then LayerNorm on the same row.
notebook-run-manualLn = The same code: LayerNorm on the row [2, 8, −4, 6], the manual check’s second row.
notebook-run-diagSummary = The table’s numbers from the four runs: each run’s dev loss, the gradient spread (the Linear weights’ largest gradient std over the smallest) and, of the BatchNorm-Kaiming run, the median and range over the parameters of each one’s update:data median over steps 1–10,000. The no-BN ×5 run is chaotic: its dev loss may part from the page’s in the last digits.
notebook-run-naive = The same code with gain 1 (the naive stack): the table’s naive row.
notebook-pageColumn = on the page (when the notebook was downloaded)
notebook-residualFloat32 = The page’s computation and PyTorch both work in float32 but add their sums in different orders, and every sum is rounded. While the gradient norms stay moderate the two agree to the digits shown: the project’s tests compare these lines exactly, to 3 significant digits, at the text’s weight std and at 0.35. Where a stack’s gradient norm explodes (a weight std of 2 takes it to 10⁷ and beyond), the rounding grows with it layer after layer and the two can part by tens of percent: there, compare the orders of magnitude, not the digits.
notebook-printNote = The cell below computes the page’s “ours (live)” column from the code above and prints it with the page’s rounding. What the page showed in that column:
notebook-plot-plain = without the residual connection
notebook-plot-residual = with x = x + f(x)
notebook-plot-depth = depth (layers)
notebook-plot-block = post-norm block
notebook-yRow = output y, row { $i }
notebook-matrix = Input matrix (row by row)
notebook-pgRunNote = The playground’s run, with the definitions of the “Copy as a PyTorch script” script: the same split, generators, modules and SGD (its divergence rule included); then the loss over the whole train and dev splits.
notebook-pgPageLine = The line the page wrote at the end of the run (when the notebook was downloaded):
notebook-pgNoLine = The page’s run had not ended when the notebook was downloaded: the line below is the one the page writes when it ends.
notebook-pgUdNote = The training loop of the lecture’s diagnostics section with its ud line, at the same settings (the code beside the page’s update:data chart): it builds the model again, trains it again and draws each parameter’s update:data ratio.
notebook-lessonTitle = makemore-lab: the whole lesson, each figure at its settings
notebook-lessonWaiting = Computing the figures…
notebook-lessonFailed = The notebook could not be made: { $why }
