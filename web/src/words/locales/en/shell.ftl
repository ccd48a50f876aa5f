# locales/en/shell.ftl — English: the page’s frame: title, URL notes, the computing worker, the names file, the embed code, tab names.
# The same keys as tr/shell.ftl, one key per line.

shell-title = makemore-lab
shell-tagline = Why deep networks train or fail: the starting loss, saturated tanh, Kaiming, BatchNorm, LayerNorm, residual connections — all computed live in your browser.
shell-tabsLabel = Lesson sections
shell-language = Language
shell-lang_tr = Türkçe
shell-lang_en = English
shell-lang_de = Deutsch
shell-skip = Skip to the tab’s content
shell-loading = Loading the compute core (WebAssembly) and the names list…
shell-licence = MIT licence
shell-notices = Third-party licences
shell-footer = Every figure is computed in your browser by the C++ core compiled to WebAssembly; no stored pictures or numbers. The lecture’s numbers came from PyTorch on the original names list: ours land near them, not on them.

notes-title = Some settings in the link could not be used:
notes-unknown = There is no setting “{ $name }”; ignored.
notes-unknownLike = There is no setting “{ $name }”; ignored. This page’s key for it: { $keys }.
notes-malformed = “{ $name }={ $raw }”{ $label } could not be read; using the default ({ $value }).
notes-clamped = “{ $name }={ $raw }”{ $label } is outside { $range }; changed to { $value }.
notes-rounded = “{ $name }={ $raw }”{ $label } must be a whole number; changed to { $value }.
notes-range = “{ $name }={ $raw }”{ $label } is outside { $range }; using the default ({ $value }).
notes-control = { $label }: { $raw } is outside { $range }; changed to { $value }.
notes-controlRounded = { $label }: { $raw } must be a whole number; changed to { $value }.
notes-controlKept = { $label }: { $raw } is kept to the 6 significant digits a setting holds; { $value } is used.
notes-rangeClosed = { "[" }{ $lo }, { $hi }]
notes-rangeOpen = ({ $lo }, { $hi }]
notes-repeated = “{ $name }” appears { $count } times in the link; only the last one ({ $raw }) was read.
notes-unknownFlags = “{ $name }={ $raw }”{ $label }: “{ $unknown }” is not known and was ignored; the known ones apply.
notes-reread = “{ $name }={ $raw }”{ $label } was read as { $value }.
notes-more = … and { $n } more.

worker-restarted = The computing worker stopped ({ $reason }) and was restarted. Your settings and names list are kept; this tab is computing again.
worker-stopped = The computing worker stopped again soon after a restart ({ $reason }). Your settings are kept; to compute again, press Reset or open a tab (with smaller settings if they were too big).
worker-died = the computing worker stopped: { $reason }

names-label = Use your own names file (one name per line, .txt; you can also drop it on the page):
names-choose = Choose a file…
names-none = No file chosen
names-chosen = Chosen file: { $name }
names-loaded = { $label }: { $count } names, a vocabulary of { $vocab } characters. Every figure is computed on this list.
names-error = { $label } cannot be used — { $message }. The previous list stays in use.
names-tooBig = { $label } is too large (20 MB at most).
names-kept = { $label }: { $count } names, a { $vocab }-character vocabulary — the list you loaded on your last visit, kept in this browser. Every figure is computed with this list.
names-back = Back to the page’s own list (names.txt)
names-notKept = { $label } could not be kept in the browser (too big, or storage is off): back to the page’s own list (names.txt). You can choose the file again.
names-unreachable = it could not be fetched from the server ({ $reason })

embed-summary = Embed this demo in your page
embed-help = Paste this into your course page: the demo opens alone, with the current settings, and its height follows its content by itself. Every option and message:
embed-codeLabel = Code that sizes itself (div + script)
embed-iframeLabel = iframe only
embed-iframeHelp = For platforms that allow no scripts, the iframe alone: its height is fixed (900 pixels); change height if needed.
embed-names = The demos’ names: { $list }.
embed-eventsLabel = Origin of the page that gets events (optional)
embed-eventsHelp = For your page to receive what the student does (ready, a figure revealed, a prediction, an answer, an exercise) by postMessage, write its origin (such as https://course.example.org); the events go to that origin only.
embed-eventsBad = “{ $value }” is not an origin: write it as https://course.example.org, without a path.
embed-scormTitle = A SCORM package for a learning platform
embed-scormHelp = A zip to upload to a platform such as Moodle or Canvas: the demo opens with these options, writes the status, score and answers to the platform’s gradebook, and keeps the student’s work for their next visit.
embed-scormVersion = SCORM version
embed-scormCount = Exercises that make the score
embed-scormDownload = Download as a SCORM package
embed-scormBuilding = Building the package…
embed-scormReady = { $name } downloaded.
embed-scormFailed = The package could not be built ({ $reason }). The site’s files may be out of reach: check the connection and try again.
embed-optLang = Language
embed-optPredict = Prediction prompt
embed-predict_on = ask, can be skipped
embed-predict_off = do not ask
embed-predict_require = ask, cannot be skipped
embed-optLock = Lock the settings
embed-hide_controls = Hide the settings
embed-hide_explain = Hide the explanation
embed-hide_tables = Hide the data tables
embed-copy = Copy
embed-copied = Copied.
embed-selectHint = The code is selected: press Ctrl+C to copy.
embed-wholeLab = Open the whole lab ↗
embed-noSuchDemo = There is no demo named “{ $name }”. The demos: { $list }.
embed-noSameOrigin = makemore-lab cannot run in this frame: the page around it sandboxes it without "allow-same-origin", so the browser gives it no origin and refuses its scripts and its computing worker. The frame needs sandbox="allow-scripts allow-same-origin" (with "allow-popups" and "allow-downloads" for the whole-lab link and the exports).
embed-noPopups = The page around this demo lets it open no new window (its iframe sandbox lacks allow-popups). The whole lab’s address:

tabs-start-short = Starting loss
tabs-start-title = 5.3 The starting loss and the hockey stick
tabs-tanh-short = Saturated tanh
tabs-tanh-title = 5.4 Saturated tanh and dead neurons
tabs-kaiming-short = Kaiming
tabs-kaiming-title = 5.5 Kaiming init: std layer by layer
tabs-batchnorm-short = BatchNorm
tabs-batchnorm-title = 5.6–5.9 BatchNorm: the pipeline, running statistics, train vs eval
tabs-diagnostics-short = Diagnostics
tabs-diagnostics-title = 5.13–5.14 Diagnostics: gradient std, four scenarios, update:data
tabs-exercises-short = Exercises
tabs-exercises-title = 5.18 Exercises: try it yourself, the core checks
tabs-bn--matrix-short = BatchNorm matrix
tabs-bn--matrix-title = LayerNorm vs BatchNorm — BatchNorm: every column
tabs-ln--matrix-short = LayerNorm matrix
tabs-ln--matrix-title = LayerNorm vs BatchNorm — LayerNorm: every row
tabs-residual-short = Residual connections
tabs-residual-title = Residual connections: depth 5/20/50 and post-norm
tabs-playground-short = Playground
tabs-playground-title = Playground: train the MLP yourself

scormPackage-notIn = { $ids } cannot count: the “{ $demo }” demo has no exercises, so this package could never give a score. Choose the exercises that count in a package of the “{ $exercises }” tab or of the whole lab.
