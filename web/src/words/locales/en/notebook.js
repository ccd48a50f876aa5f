// locales/en/notebook.js — English: a figure, or the whole lesson, as a Jupyter notebook (notebook.js).
// The same keys as tr/notebook.js, one key per line.
export default {
  notebook: {
    download: '⤓ Download as a Jupyter notebook (.ipynb)',
    downloadLesson: '⤓ Download the whole lesson as one Jupyter notebook (.ipynb)',
    namesLink: '⤓ names.txt (the names list)',
    help: 'The notebook reproduces this figure at the current settings and prints the numbers of the table’s “ours (live)” column as the page writes them. Run it beside names.txt (Jupyter or Colab); it needs only torch and matplotlib.',
    waiting: 'The notebook is ready once the figure is drawn.',
    made: 'Downloaded from the page of makemore-lab {version}; back to the page with these settings:',
    settings: 'Settings',
    names:
      'This notebook needs `names.txt` beside it: download it from the page’s “names.txt” link (or the page’s folder); if you loaded your own list on the page, put that one here as `names.txt`. The list is not part of the notebook.',
    noData: 'This figure needs no data: it runs without `names.txt`.',
    needs: 'It needs PyTorch (1.13 or newer), matplotlib and Python’s standard library. Run the cells from top to bottom.',
    namesMissing:
      'names.txt not found: put it in the same folder as this notebook (the page’s “names.txt” link downloads it), then run this cell again.',
    formatNote: 'Small helpers that write numbers as the page does (the same rounding, decimal sign and percent sign).',
    run: {
      figure:
        'The lecture code that draws the figure, with the figure’s settings written in (the same code the page shows beside the figure).',
      noFix: 'The same code without the fix (no W2 *= 0.01, b2 *= 0): the table’s “no fix” row and the hockey stick.',
      kaimingInit: 'The same code with the bad-init multiplier 1 (Kaiming alone): the table’s Kaiming row.',
      deadMap: 'The same code at the dead-neuron map’s sizes (100 neurons, 24 examples): the table’s dead-neuron row.',
      among:
        'The same code on the text’s row [1, 5, −2, 3] in one matrix (one batch) with the two rows the text gives: the table’s row for them.',
      alone: 'The same code on the text’s row [1, 5, −2, 3] alone (a one-row matrix).',
      manual:
        'The text’s manual check: the row [2, 8, −4, 6] normalised by hand with the population std (no eps); then LayerNorm on the same row.',
      manualLn: 'The same code: LayerNorm on the row [2, 8, −4, 6], the manual check’s second row.',
      diagSummary:
        'The table’s numbers from the four runs: each run’s dev loss, the gradient spread (the Linear weights’ largest gradient std over the smallest) and, of the BatchNorm-Kaiming run, the median and range over the parameters of each one’s update:data median over steps 1–10,000. The no-BN ×5 run is chaotic: its dev loss may part from the page’s in the last digits.',
      naive: 'The same code with gain 1 (the naive stack): the table’s naive row.',
    },
    pageColumn: 'on the page (when the notebook was downloaded)',
    residualFloat32:
      'The page’s computation and PyTorch both work in float32 but add their sums in different orders, and every sum is rounded. While the gradient norms stay moderate the two agree to the digits shown: the project’s tests compare these lines exactly, to 3 significant digits, at the text’s weight std and at 0.35. Where a stack’s gradient norm explodes (a weight std of 2 takes it to 10⁷ and beyond), the rounding grows with it layer after layer and the two can part by tens of percent: there, compare the orders of magnitude, not the digits.',
    printNote:
      'The cell below computes the page’s “ours (live)” column from the code above and prints it with the page’s rounding. What the page showed in that column:',
    plot: {
      plain: 'without the residual connection',
      residual: 'with x = x + f(x)',
      depth: 'depth (layers)',
      block: 'post-norm block',
    },
    yRow: 'output y, row {i}',
    matrix: 'Input matrix (row by row)',
    pgRunNote:
      'The playground’s run, with the definitions of the “Copy as a PyTorch script” script: the same split, generators, modules and SGD (its divergence rule included); then the loss over the whole train and dev splits.',
    pgPageLine: 'The line the page wrote at the end of the run (when the notebook was downloaded):',
    pgNoLine: 'The page’s run had not ended when the notebook was downloaded: the line below is the one the page writes when it ends.',
    pgUdNote:
      'The training loop of the lecture’s diagnostics section with its ud line, at the same settings (the code beside the page’s update:data chart): it builds the model again, trains it again and draws each parameter’s update:data ratio.',
    lessonTitle: 'makemore-lab: the whole lesson, each figure at its settings',
    lessonWaiting: 'Computing the figures…',
    lessonFailed: 'The notebook could not be made: {why}',
  },
};
