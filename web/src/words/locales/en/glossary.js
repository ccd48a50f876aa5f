// locales/en/glossary.js — English: the page's terms, by the names the lecture's texts use. Each
// term: the page's English name (term), its Turkish name (other), where the texts and the page use it
// (where), and the words not to write in its place (avoid, separated by “ · ”; empty: none).
// tests/js/glossary.test.js checks that no word of avoid is in the page's English words.
// The same keys as tr/glossary.js.
export default {
  glossary: {
    running: {
      term: 'running statistics (running mean, running variance)',
      other: 'running istatistikler (running ortalama, running varyans)',
      where:
        'the exponential moving averages (momentum) BatchNorm uses in eval mode; the lecture’s “Running statistics” section and the BatchNorm tab (5.6–5.9), the matrix tabs’ error messages.',
      avoid: '',
    },
    population: {
      term: 'population standard deviation (population std), population variance',
      other: 'popülasyon standart sapması (popülasyon std’si), popülasyon varyansı',
      where:
        'the std and variance that divide by n (biased): what LayerNorm and torch.nn.BatchNorm1d use; the BatchNorm and LayerNorm matrix tabs.',
      avoid: '',
    },
    schedule: {
      term: 'learning-rate schedule (lr schedule)',
      other: 'lr schedule (öğrenme oranı schedule’ı)',
      where:
        'how the learning rate changes over training (constant, or ÷10 after 75%); the playground’s setting and the earlier runs’ labels.',
      avoid: '',
    },
    probe: {
      term: 'probe batch (a fixed 32 examples)',
      other: 'ölçüm batch’i (sabit 32 örnek)',
      where:
        'the same 32 rows every time for the diagnostic figures’ histograms and gradient stds (5.13–5.14); it leaves no trace on the model.',
      avoid: '',
    },
    badInit: {
      term: 'bad init (gain × the bad-init multiplier)',
      other: 'kötü init (kazanç × kötü init çarpanı)',
      where: 'deliberately large initial weights (the text’s ×5); the saturated tanh, Kaiming, BatchNorm, diagnostics and playground tabs.',
      avoid: '',
    },
    gain: {
      term: 'gain',
      other: 'kazanç (gain)',
      where: 'the factor of Kaiming init (5/3 for tanh); the Kaiming tab, Exercise 3, the playground.',
      avoid: '',
    },
    saturation: {
      term: 'saturation (the share of tanh outputs with |h| > 0.97), saturated neuron, dead neuron',
      other: 'doygunluk (|h| > 0,97 olan tanh çıktılarının payı), doymuş nöron, ölü nöron',
      where: 'the saturated tanh tab (5.4), Exercise 2, the playground’s layer health table.',
      avoid: '',
    },
    residual: {
      term: 'residual connection',
      other: 'artık bağlantı (residual bağlantı)',
      where: 'h = h + f(h); the residual connections tab; the lecture’s Turkish texts use both names.',
      avoid: '',
    },
    core: {
      term: 'the core (the page’s own computation: C++ compiled to WebAssembly, run in the browser)',
      other: 'sayfanın hesabı (hesap modülü: tarayıcında çalışan, WebAssembly’ye derlenmiş C++ kodu)',
      where:
        'where every figure, every prediction’s live value and every exercise’s check is computed; the page’s introduction, every tab. “The text:” gives the text’s printed number, “The core:” the one computed here for the settings on screen.',
      avoid: '',
    },
    preact: {
      term: 'pre-activation (hpreact)',
      other: 'aktivasyon-öncesi değerler (hpreact)',
      where:
        'a hidden Linear layer’s output, before tanh (the text’s “aktivasyon-öncesi”, 5.4–5.7); the saturated tanh, Kaiming and BatchNorm tabs, the answers of 5.17, the playground’s notes.',
      avoid: 'preactivation · pre activation',
    },
    updateData: {
      term: 'update:data ratio',
      other: 'update:data oranı',
      where: 'log10(lr · std(grad) / std(data)), about −3 is healthy; the diagnostics tab and the playground.',
      avoid: '',
    },
    percentPoints: {
      term: 'percentage points (the difference of two percentages)',
      other: 'yüzde puan (iki yüzdenin farkı)',
      where: 'how far a prediction of the saturated share was from the core’s, Exercise 2’s tolerance.',
      avoid: '',
    },
  },
};
