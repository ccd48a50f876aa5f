# locales/en/export.ftl — English: exporting charts, the playground's JSON and PyTorch script, the
# earlier runs (ghosts). The same keys as tr/export.ftl, one key per line.

export-menuLabel = Export the chart
export-csv = CSV
export-png = PNG
export-csvTitle = Download the chart’s data as a CSV file
export-pngTitle = Download the chart as a PNG picture
export-framed = If no file arrived, the page around this demo may block downloads (its iframe sandbox lacks allow-downloads): the same button works in the whole lab.

pytorch-heading = Compare runs, export, run in PyTorch
pytorch-exportJson = ⤓ Download the run as JSON
pytorch-copy = Copy as a PyTorch script
pytorch-download = ⤓ Download the script as .py
pytorch-help = Run: python3 makemore_run.py names.txt > run.json — the same names file, split, generators and modules (PyTorch 1.13 or later). The script prints the same keys as the downloaded JSON: config, losses (every step’s minibatch loss), train, dev.
pytorch-copied = The script is on the clipboard.
pytorch-selectHint = The script is selected: copy it with Ctrl+C.
pytorch-exported = Downloaded the run of { $steps } steps (dev { $dev }, whole split).
pytorch-privacy = The files are made on this machine; your names list is in none of them and is sent nowhere.

ghosts-explain = Faint curves: the dev loss of earlier runs (up to three), each labelled by what differed from the current run.
ghosts-clear = Clear earlier runs
ghosts-cleared = Earlier runs cleared.
ghosts-label = earlier: { $what }
ghosts-diff = { $was } (now { $now })
ghosts-same = same settings
ghosts-fixOn = output fix on
ghosts-fixOff = output fix off
ghosts-schedule = lr schedule: { $v }
ghosts-field-nLayer = { $v } layers
ghosts-field-nHidden = width { $v }
ghosts-field-gain = gain { $v }
ghosts-field-badInit = init ×{ $v }
ghosts-field-lr = lr { $v }
ghosts-field-batchSize = batch { $v }
ghosts-field-steps = { $v } steps
ghosts-field-seed = seed { $v }
