// locales/en/export.js — English: exporting charts, the playground's JSON and PyTorch script, the
// earlier runs (ghosts). The same keys as tr/export.js, one key per line.
export default {
  export: {
    menuLabel: 'Export the chart',
    csv: 'CSV',
    png: 'PNG',
    csvTitle: 'Download the chart’s data as a CSV file',
    pngTitle: 'Download the chart as a PNG picture',
    framed:
      'If no file arrived, the page around this demo may block downloads (its iframe sandbox lacks allow-downloads): the same button works in the whole lab.',
  },
  pytorch: {
    heading: 'Compare runs, export, run in PyTorch',
    exportJson: '⤓ Download the run as JSON',
    copy: 'Copy as a PyTorch script',
    download: '⤓ Download the script as .py',
    help: 'Run: python3 makemore_run.py names.txt > run.json — the same names file, split, generators and modules (PyTorch 1.13 or later). The script prints the same keys as the downloaded JSON: config, losses (every step’s minibatch loss), train, dev.',
    copied: 'The script is on the clipboard.',
    selectHint: 'The script is selected: copy it with Ctrl+C.',
    exported: 'Downloaded the run of {steps} steps (dev {dev}, whole split).',
    privacy: 'The files are made on this machine; your names list is in none of them and is sent nowhere.',
  },
  ghosts: {
    explain: 'Faint curves: the dev loss of earlier runs (up to three), each labelled by what differed from the current run.',
    clear: 'Clear earlier runs',
    cleared: 'Earlier runs cleared.',
    label: 'earlier: {what}',
    diff: '{was} (now {now})',
    same: 'same settings',
    fixOn: 'output fix on',
    fixOff: 'output fix off',
    schedule: 'lr schedule: {v}',
    field: {
      nLayer: '{v} layers',
      nHidden: 'width {v}',
      gain: 'gain {v}',
      badInit: 'init ×{v}',
      lr: 'lr {v}',
      batchSize: 'batch {v}',
      steps: '{v} steps',
      seed: 'seed {v}',
    },
  },
};
