// locales/en/shell.js — English: the page’s frame: title, URL notes, the computing worker, the names file, the embed code, tab names.
// The same keys as tr/shell.js, one key per line.
export default {
  shell: {
    title: 'makemore-lab',
    tagline:
      'Why deep networks train or fail: the starting loss, saturated tanh, Kaiming, BatchNorm, LayerNorm, residual connections — all computed live in your browser.',
    tabsLabel: 'Lesson sections',
    language: 'Language',
    lang_tr: 'Türkçe',
    lang_en: 'English',
    lang_de: 'Deutsch',
    skip: 'Skip to the tab’s content',
    loading: 'Loading the compute core (WebAssembly) and the names list…',
    licence: 'MIT licence',
    notices: 'Third-party licences',
    footer:
      'Every figure is computed in your browser by the C++ core compiled to WebAssembly; no stored pictures or numbers. The lecture’s numbers came from PyTorch on the original names list: ours land near them, not on them.',
  },
  notes: {
    title: 'Some settings in the link could not be used:',
    unknown: 'There is no setting “{name}”; ignored.',
    unknownLike: 'There is no setting “{name}”; ignored. This page’s key for it: {keys}.',
    malformed: '“{name}={raw}”{label} could not be read; using the default ({value}).',
    clamped: '“{name}={raw}”{label} is outside {range}; changed to {value}.',
    rounded: '“{name}={raw}”{label} must be a whole number; changed to {value}.',
    range: '“{name}={raw}”{label} is outside {range}; using the default ({value}).',
    control: '{label}: {raw} is outside {range}; changed to {value}.',
    controlRounded: '{label}: {raw} must be a whole number; changed to {value}.',
    controlKept: '{label}: {raw} is kept to the 6 significant digits a setting holds; {value} is used.',
    rangeClosed: '[{lo}, {hi}]',
    rangeOpen: '({lo}, {hi}]',
    repeated: '“{name}” appears {count} times in the link; only the last one ({raw}) was read.',
    unknownFlags: '“{name}={raw}”{label}: “{unknown}” is not known and was ignored; the known ones apply.',
    reread: '“{name}={raw}”{label} was read as {value}.',
    more: '… and {n} more.',
  },
  worker: {
    restarted:
      'The computing worker stopped ({reason}) and was restarted. Your settings and names list are kept; this tab is computing again.',
    stopped:
      'The computing worker stopped again soon after a restart ({reason}). Your settings are kept; to compute again, press Reset or open a tab (with smaller settings if they were too big).',
    died: 'the computing worker stopped: {reason}',
  },
  names: {
    label: 'Use your own names file (one name per line, .txt; you can also drop it on the page):',
    choose: 'Choose a file…',
    none: 'No file chosen',
    chosen: 'Chosen file: {name}',
    loaded: '{label}: {count} names, a vocabulary of {vocab} characters. Every figure is computed on this list.',
    error: '{label} cannot be used — {message}. The previous list stays in use.',
    tooBig: '{label} is too large (20 MB at most).',
    kept: '{label}: {count} names, a {vocab}-character vocabulary — the list you loaded on your last visit, kept in this browser. Every figure is computed with this list.',
    back: 'Back to the page’s own list (names.txt)',
    notKept:
      '{label} could not be kept in the browser (too big, or storage is off): back to the page’s own list (names.txt). You can choose the file again.',
    unreachable: 'it could not be fetched from the server ({reason})',
  },
  embed: {
    summary: 'Embed this demo in your page',
    help: 'Paste this into your course page: the demo opens alone, with the current settings, and its height follows its content by itself. Every option and message:',
    codeLabel: 'Code that sizes itself (div + script)',
    iframeLabel: 'iframe only',
    iframeHelp: 'For platforms that allow no scripts, the iframe alone: its height is fixed (900 pixels); change height if needed.',
    names: 'The demos’ names: {list}.',
    eventsLabel: 'Origin of the page that gets events (optional)',
    eventsHelp:
      'For your page to receive what the student does (ready, a figure revealed, a prediction, an answer, an exercise) by postMessage, write its origin (such as https://course.example.org); the events go to that origin only.',
    eventsBad: '“{value}” is not an origin: write it as https://course.example.org, without a path.',
    scormTitle: 'A SCORM package for a learning platform',
    scormHelp:
      'A zip to upload to a platform such as Moodle or Canvas: the demo opens with these options, writes the status, score and answers to the platform’s gradebook, and keeps the student’s work for their next visit.',
    scormVersion: 'SCORM version',
    scormCount: 'Exercises that make the score',
    scormDownload: 'Download as a SCORM package',
    scormBuilding: 'Building the package…',
    scormReady: '{name} downloaded.',
    scormFailed: 'The package could not be built ({reason}). The site’s files may be out of reach: check the connection and try again.',
    optLang: 'Language',
    optPredict: 'Prediction prompt',
    predict_on: 'ask, can be skipped',
    predict_off: 'do not ask',
    predict_require: 'ask, cannot be skipped',
    optLock: 'Lock the settings',
    hide_controls: 'Hide the settings',
    hide_explain: 'Hide the explanation',
    hide_tables: 'Hide the data tables',
    copy: 'Copy',
    copied: 'Copied.',
    selectHint: 'The code is selected: press Ctrl+C to copy.',
    wholeLab: 'Open the whole lab ↗',
    noSuchDemo: 'There is no demo named “{name}”. The demos: {list}.',
    noPopups: 'The page around this demo lets it open no new window (its iframe sandbox lacks allow-popups). The whole lab’s address:',
  },
  tabs: {
    start: {
      short: 'Starting loss',
      title: '5.3 The starting loss and the hockey stick',
    },
    tanh: {
      short: 'Saturated tanh',
      title: '5.4 Saturated tanh and dead neurons',
    },
    kaiming: {
      short: 'Kaiming',
      title: '5.5 Kaiming init: std layer by layer',
    },
    batchnorm: {
      short: 'BatchNorm',
      title: '5.6–5.9 BatchNorm: the pipeline, running statistics, train vs eval',
    },
    diagnostics: {
      short: 'Diagnostics',
      title: '5.13–5.14 Diagnostics: gradient std, four scenarios, update:data',
    },
    exercises: {
      short: 'Exercises',
      title: '5.18 Exercises: try it yourself, the core checks',
    },
    'bn-matrix': {
      short: 'BatchNorm matrix',
      title: 'LayerNorm vs BatchNorm — BatchNorm: every column',
    },
    'ln-matrix': {
      short: 'LayerNorm matrix',
      title: 'LayerNorm vs BatchNorm — LayerNorm: every row',
    },
    residual: {
      short: 'Residual connections',
      title: 'Residual connections: depth 5/20/50 and post-norm',
    },
    playground: {
      short: 'Playground',
      title: 'Playground: train the MLP yourself',
    },
  },
  // a SCORM package's exercises that count (scorm/download.js)
  scormPackage: {
    notIn:
      '{ids} cannot count: the “{demo}” demo has no exercises, so this package could never give a score. Choose the exercises that count in a package of the “{exercises}” tab or of the whole lab.',
  },
};
