# locales/en/boot.ftl — English: the loading line of the page's first script (boot.js), shown before
# the rest of the page has downloaded. The same keys as tr/boot.ftl, one key per line.

boot-loading = Loading makemore-lab — { $parts }
boot-page = page code: { $state }
boot-core = compute core (WebAssembly): { $state }
boot-names = names list: { $state }
boot-waiting = downloading…
boot-done = ready
boot-bytes = { $got } / { $total } KB
boot-failed = failed
boot-noWorker = makemore-lab could not start its computing worker here ({ $why }).
boot-noPage = makemore-lab could not load its page; reload to try again.
