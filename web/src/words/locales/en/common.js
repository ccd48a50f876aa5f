// locales/en/common.js — English: words the tabs share (the comparison and data tables, the progress
// bar) and the page's own error messages (errors).
// The same keys as tr/common.js, one key per line.
export default {
  common: {
    ours: 'Ours (live)',
    lecture: 'Lecture (printed in the text)',
    compareCaption: 'Our computation and the value printed in the lecture’s text',
    lectureMixed: 'Lecture (printed in the text; {mark}: the text’s code, re-run)',
    compareCaptionMixed: 'Our computation and the lecture’s value: printed in its text, or given by its own code',
    lectureCodeNote:
      'The text does not print the values marked {mark} as digits: they are what its own code gives when re-run. The unmarked values are printed in the text.',
    dataTable: 'Data table',
    nonFinite: {
      one: 'Not drawn: {n} non-finite value (infinite or not a number); the table shows it.',
      other: 'Not drawn: {n} non-finite values (infinite or not a number); the table shows them.',
    },
    logZero: {
      one: 'Not drawn: {n} value of 0 (a log axis has no 0); the table shows it.',
      other: 'Not drawn: {n} values of 0 (a log axis has no 0); the table shows them.',
    },
    tableThinned: 'Showing one row in {every} of the {n} rows.',
    seriesKeys: 'The chart’s series',
    seriesHint:
      'Click a series or press Enter on it: it hides or shows again. Shift+click, Shift+Enter or a double click shows that series alone; doing it again brings them all back. The same works on the chart’s legend.',
    cancel: 'Cancel',
    progress: '{done} / {total} steps · {rate} steps/s',
    progressLeft: '{done} / {total} steps · {rate} steps/s · about {left} s left',
    neuron: 'neuron',
    step: 'step',
    loss: 'loss',
    layer: 'layer',
    recompute: 'Recompute',
    cancelled: 'Cancelled.',
    computing: 'Computing…',
    seed: 'seed',
    reset: 'Reset',
    lectureOther: 'Lecture (other settings)',
    lectureValue: '{label}: {here} here, the text’s {value}',
    lectureButton: 'The button below puts the text’s settings back.',
    useText: 'Use the text’s settings',
    lectureList: 'its own names list (not the one you loaded)',
    typedEmpty: '{label}: cannot be empty; type a number (such as {forms}).',
    typedRefused: '{label}: “{text}” cannot be read as a number; it can be written as {forms}.',
    typedForms: '2.5 · 2,5 · 5/3 · √2 · 1e-3 · sqrt(2) · 1·10⁻³ · −1',
    quoted: '“{text}”',
    lectureDiffers:
      'The lecture computed these numbers with other settings — {list}. The greyed column is not directly comparable with this experiment.',
  },
  // A setting's value in a sentence (setting_words.js): the URL's raw value ("batch", "none", "true") is in no sentence.
  settingWords: {
    on: 'on',
    off: 'off',
    pg_norm: { none: 'no normalisation', batch: 'BatchNorm', layer: 'LayerNorm' },
    pg_fix: { true: 'output fix on', false: 'output fix off' },
    pg_sched: { constant: 'constant learning rate', step: 'learning rate ÷10 after 75%' },
  },
  errors: {
    no_names: 'no names list has been loaded yet',
    no_playground: 'the playground has no model: press Reset first',
    unknown_section: 'there is no lesson section “{name}”',
    unknown_call: 'the compute core has no call “{name}”',
    unknown_job: 'there is no computing job “{name}”',
  },
};
