# locales/en/glossary.ftl — English: the page's terms, by the names the lecture's texts use. Each
# term: the page's English name (term), its Turkish name (other), where the texts and the page use it
# (where), and the words not to write in its place (avoid, separated by “ · ”; empty: none).
# tests/js/glossary.test.js checks that no word of avoid is in the page's English words.
# The same keys as tr/glossary.ftl.

glossary-running-term = running statistics (running mean, running variance)
glossary-running-other = running istatistikler (running ortalama, running varyans)
glossary-running-where = the exponential moving averages (momentum) BatchNorm uses in eval mode; the lecture’s “Running statistics” section and the BatchNorm tab (5.6–5.9), the matrix tabs’ error messages.
glossary-running-avoid = { "" }
glossary-population-term = population standard deviation (population std), population variance
glossary-population-other = popülasyon standart sapması (popülasyon std’si), popülasyon varyansı
glossary-population-where = the std and variance that divide by n (biased): what LayerNorm and torch.nn.BatchNorm1d use; the BatchNorm and LayerNorm matrix tabs.
glossary-population-avoid = { "" }
glossary-schedule-term = learning-rate schedule (lr schedule)
glossary-schedule-other = lr schedule (öğrenme oranı schedule’ı)
glossary-schedule-where = how the learning rate changes over training (constant, or ÷10 after 75%); the playground’s setting and the earlier runs’ labels.
glossary-schedule-avoid = { "" }
glossary-probe-term = probe batch (a fixed 32 examples)
glossary-probe-other = ölçüm batch’i (sabit 32 örnek)
glossary-probe-where = the same 32 rows every time for the diagnostic figures’ histograms and gradient stds (5.13–5.14); it leaves no trace on the model.
glossary-probe-avoid = { "" }
glossary-badInit-term = bad init (gain × the bad-init multiplier)
glossary-badInit-other = kötü init (kazanç × kötü init çarpanı)
glossary-badInit-where = deliberately large initial weights (the text’s ×5); the saturated tanh, Kaiming, BatchNorm, diagnostics and playground tabs.
glossary-badInit-avoid = { "" }
glossary-gain-term = gain
glossary-gain-other = kazanç (gain)
glossary-gain-where = the factor of Kaiming init (5/3 for tanh); the Kaiming tab, Exercise 3, the playground.
glossary-gain-avoid = { "" }
glossary-saturation-term = saturation (the share of tanh outputs with |h| > 0.97), saturated neuron, dead neuron
glossary-saturation-other = doygunluk (|h| > 0,97 olan tanh çıktılarının payı), doymuş nöron, ölü nöron
glossary-saturation-where = the saturated tanh tab (5.4), Exercise 2, the playground’s layer health table.
glossary-saturation-avoid = { "" }
glossary-residual-term = residual connection
glossary-residual-other = artık bağlantı (residual bağlantı)
glossary-residual-where = h = h + f(h); the residual connections tab; the lecture’s Turkish texts use both names.
glossary-residual-avoid = { "" }
glossary-core-term = the core (the page’s own computation: C++ compiled to WebAssembly, run in the browser)
glossary-core-other = sayfanın hesabı (hesap modülü: tarayıcında çalışan, WebAssembly’ye derlenmiş C++ kodu)
glossary-core-where = where every figure, every prediction’s live value and every exercise’s check is computed; the page’s introduction, every tab. “The text:” gives the text’s printed number, “The core:” the one computed here for the settings on screen.
glossary-core-avoid = { "" }
glossary-preact-term = pre-activation (hpreact)
glossary-preact-other = aktivasyon-öncesi değerler (hpreact)
glossary-preact-where = a hidden Linear layer’s output, before tanh (the text’s “aktivasyon-öncesi”, 5.4–5.7); the saturated tanh, Kaiming and BatchNorm tabs, the answers of 5.17, the playground’s notes.
glossary-preact-avoid = preactivation · pre activation
glossary-updateData-term = update:data ratio
glossary-updateData-other = update:data oranı
glossary-updateData-where = log10(lr · std(grad) / std(data)), about −3 is healthy; the diagnostics tab and the playground.
glossary-updateData-avoid = { "" }
glossary-percentPoints-term = percentage points (the difference of two percentages)
glossary-percentPoints-other = yüzde puan (iki yüzdenin farkı)
glossary-percentPoints-where = how far a prediction of the saturated share was from the core’s, Exercise 2’s tolerance.
glossary-percentPoints-avoid = { "" }
