# locales/en/snippets.ftl — English: the lecture code beside a figure (snippets.js, snippet_box.js).
# The same keys as tr/snippets.ftl, one key per line.

lectureCode-summary = The lecture code that draws this figure (PyTorch)
lectureCode-help = The lecture’s own lines with the figure’s current settings: change a setting and the code changes too. It runs after the lecture’s data cells (Xtr, Ytr, vocab_size, n_embd = 10, block_size = 3); its comments are in English, as in the lecture.
lectureCode-helpNoData = The lecture’s own lines with the figure’s current settings: change a setting and the code changes too. It needs no data, only torch; its comments are in English, as in the lecture.
lectureCode-helpDiagnostics = The lecture’s four runs with its ud line, then the lines it prints for the activations, their gradients and the weights’ grad:data, with the steps and seed of the run shown: a changed setting comes into the code with the next run (▶). It runs after the definitions of the script the playground’s “Copy as a PyTorch script” button gives (all but its last two lines, which run it as a program), with { $file } beside it; its comments are in English, as in the lecture.
lectureCode-helpPlayground = The training loop of the lecture’s diagnostics section and its ud line with the playground’s current settings: change a setting and the code changes too. It runs after the definitions of the script the playground’s “Copy as a PyTorch script” button gives (all but its last two lines, which run it as a program), with { $file } beside it; its comments are in English, as in the lecture.
lectureCode-copy = Copy the code
lectureCode-copied = The code is on the clipboard.
lectureCode-selectHint = The code is selected: copy it with Ctrl+C.
lectureCode-waiting = The code is written once the core has loaded.
