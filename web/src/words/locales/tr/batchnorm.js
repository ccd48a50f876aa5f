// locales/tr/batchnorm.js — Türkçe: 5.6–5.9 BatchNorm sekmesi.
// Anahtarlar en/batchnorm.js ile birebir aynı; her satırda bir anahtar.
export default {
  bn: {
    explain: [
      'BatchNorm aktivasyon-öncesi değerleri (hpreact) batch istatistikleriyle normalize eder: (h − ortalama) / √(varyans + eps), ardından öğrenilen γ ile ölçekler, β ile kaydırır ve tanh’a verir. Aşağıda kötü init çarpanı ×{bad} olan bir modelde bir batch’in her aşamadaki gerçek dağılımı; ayarların altındaki cümle, sayfanın ölçtüğü ortalama ve std’den, hpreact’in ve tanh’ın girdisinin geniş mi, kaymış mı olduğunu söyler. hpreact ne kadar geniş olursa olsun, normalize edilince her nöronun ortalaması 0, std’si 1’e yakın olur (eps nöronun varyansına göre küçük değilse 1’den küçük).',
      'Eğitimde her batch kendi istatistiğini kullanır; eval’de tek bir örneği değerlendirebilmek için BatchNorm eğitim boyunca bir üstel hareketli ortalama (running ortalama/varyans) tutar. Momentum küçükse running istatistikler yavaş izler. Tek örnek train modunda normalize edilemez: batch varyansı yoktur.',
      'BatchNorm’dan önceki Linear’ın bias’ı boşunadır: BN batch ortalamasını çıkarır, bias da onunla birlikte silinir (gradyanı ≈ 0). eps, sabit bir sütunda 0’a bölmeyi önler. Ve doğrusal olmayan fonksiyonlar olmadan bir Linear yığını tek bir matrise çöker.',
    ],
    reading:
      'Şu an çizilen: hpreact’in ortalaması {m}, std’si {s}: {spread}, {shift}. tanh’ın girdisi γ·x̂ + β’nın ortalaması {m2}, std’si {s2}: {spread2}, {shift2}.',
    spread: {
      wide: 'geniş (std > {wide})',
      narrow: 'dar (std < {narrow}; tanh burada neredeyse doğrusal)',
      healthy: 'sağlıklı genişlikte ({narrow} ≤ std ≤ {wide})',
      undefined: 'genişliği yargılanamıyor (std sonlu değil)',
    },
    shift: {
      shifted: 'kaymış (|ortalama| > {shift})',
      centred: 'ortalanmış (|ortalama| ≤ {shift})',
      undefined: 'merkezi yargılanamıyor (ortalama sonlu değil)',
    },
    bad: 'Kötü init çarpanı',
    momentum: 'Running istatistiklerin momentumu',
    steps: 'Eğitim adımları (running istatistikler)',
    stage: {
      hpreact: '1. hpreact = x·W',
      xhat: '2. normalize: (h − μ) / √(σ² + eps)',
      scaled: '3. ölçekle/kaydır: γ·x̂ + β',
      tanh: '4. tanh',
    },
    stageTitle: '{stage} — {stats}',
    meanStd: 'ortalama {m}, std {s}',
    pipelineTitle: 'Boru hattı: bir batch (1000 örnek) her aşamada',
    hpreactMean: 'hpreact ortalaması',
    hpreactStd: 'hpreact std’si',
    xhatStd: 'normalize sonrası std',
    tanhStd: 'tanh sonrası std',
    runningTitle: 'Running istatistikler: 0. nöron',
    runningNote: 'Dersin elle yazdığı döngüde momentum {loop}, modülde (torch.nn ile aynı) {module}.',
    meanTitle: 'Ortalama: batch, running, tüm train bölmesi',
    varTitle: 'Varyans: batch, running, tüm train bölmesi',
    mean: 'ortalama',
    var: 'varyans',
    batchStat: 'batch istatistiği',
    runningStat: 'running (momentum {m})',
    trueStat: 'tüm train bölmesi (eğitim sonunda)',
    logitsTitle: 'Aynı örnek: train modu (kendi batch’i içinde) ve eval modu (running istatistikler)',
    char: 'karakter',
    trainMode: 'train modu',
    evalMode: 'eval modu',
    trainEvalTitle: 'Train ve eval',
    trainEval:
      'İki moddaki logitlerin en büyük farkı: {d}. Eğitim ilerledikçe running istatistikler, grafikteki gibi, tüm train bölmesininkine yaklaşır; batch’inki adımdan adıma oynar.',
    trainEvalSlow:
      'İki moddaki logitlerin en büyük farkı: {d}. Momentum {m} ile running istatistikler {n} adımda başlangıçlarından tüm train bölmesininkine giden yolun yalnızca {share} kadarını kat ediyor (1 − (1 − momentum)^adım), grafikteki gibi: eval modu henüz bölmenin istatistiklerini kullanmıyor; batch’inki adımdan adıma oynar.',
    single: 'Tek örnek, train modu: {msg}',
    biasTitle: 'BN öncesi boşuna bias',
    bias: 'Ağırlık gradyanının normu {w}, bias gradyanının normu {b} (≈ 0). Bias’a 5 eklemek BN çıktısını en fazla {d} değiştirir (çıktı ölçeği {m}).',
    epsTitle: 'eps',
    eps: 'Batch boyunca sabit bir özellik ({n} değer): eps = {eps} ile sonlu olmayan değer sayısı {with}; eps olmadan {without} (0/0 tanımsızdır).',
    collapseTitle: '5.15 Doğrusal çöküş',
    watchIntro:
      'Bunu eğitim boyunca izleyin: Linear (bias b1 ile) → BatchNorm1d → tanh → Linear, train bölmesinden rastgele batch’lerle (batch boyutu {bs}, öğrenme oranı {lr}) {n} SGD adımı. Düğme BatchNorm’u çıkarır; başlangıç ağırlıkları ve batch’ler aynı kalır. Eksen logaritmik.',
    switchBn: 'Linear ile tanh arasında BatchNorm',
    watchTitle: {
      on: 'BatchNorm açık: gradyan normları ve b1’in kayması, adım adım',
      off: 'BatchNorm kapalı: gradyan normları ve b1’in kayması, adım adım',
    },
    watchNorm: 'norm (log)',
    watchWeight: '‖dL/dW1‖',
    watchBias: '‖dL/db1‖',
    watchDrift: 'b1’in başlangıçtan en büyük farkı',
    watch: {
      on: '{n} adımda ‖dL/db1‖ en fazla {b}, ‖dL/dW1‖ ise en az {w}: BatchNorm batch ortalamasını çıkarırken b1’i de çıkarır, bias’ın gradyanı yalnızca yuvarlama hatasıdır. Son adımdan sonra b1 başlangıç değerinden en fazla {d} farklı: hiç öğrenmedi.',
      off: 'BatchNorm olmadan aynı bias gerçek bir parametredir: {n} adımda ‖dL/db1‖ en az {bmin} (‖dL/dW1‖ en az {w}). Son adımdan sonra b1 başlangıç değerinden {d} kadar uzaklaşmış.',
    },
    collapseIntro:
      '{n} Linear katman (Kaiming init, sıfır olmayan bias’lar). Tek matris W = W1·W2·…·W{n}; bias’lar da aynı çarpımlarla tek bir b’de birleşir. Grafik, ölçüm batch’inin ilk örneği için yığının ve tek matrisin çıktılarını yan yana gösterir.',
    switchTanh: 'Katmanlar arasında tanh',
    collapseFigure: {
      on: '{n} katman, araya tanh: yığın ve tek matris',
      off: '{n} katman, tanh’sız: yığın ve tek matris',
    },
    collapseStack: {
      on: 'tanh’lı yığın',
      off: 'tanh’sız yığın',
    },
    collapseOne: 'tek matris x·W + b ({shape})',
    output: 'çıktı (logit)',
    collapse: {
      off: 'tanh’sız yığın tek bir {shape} matrisle aynı: ölçüm batch’inin tamamında en büyük fark {d} (yalnızca yuvarlama). Yığın tek bir matrise çöktü; derinlik bir şey katmadı.',
      on: 'Araya tanh konunca aynı W ve b artık yığının yerini tutmaz: ölçüm batch’inde en büyük fark {d} (çıktı ölçeği {max}).',
    },
  },
};
