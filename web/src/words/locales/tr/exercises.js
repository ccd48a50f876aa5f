// locales/tr/exercises.js — Türkçe: 5.18 egzersizler sekmesi (metnin kendi sözleri, yapılacaklar,
// ipuçları, sonuçlar). Anahtarlar en/exercises.js ile birebir aynı; her satırda bir anahtar.
export default {
  exercises: {
    explain: [
      'Metnin beş egzersizi, çalıştırdıkları bölümlerden (5.3–5.13) sonra, metindeki sırayla. Her kartta egzersiz metnin kendi sözleriyle, bu sayfada ne yapacağın ve bir “Kontrol et” düğmesi var: sayfa cevabını, şekilleri çizen hesabın canlı sayılarıyla karşılaştırır.',
      'Takılırsan ipuçları birer birer açılır: önce ipucu 1, sonra ipucu 2, en son çözüm. Sonuçların yalnızca bu makinede saklanır.',
    ],
    passed: 'Geçtiğin egzersizler: {n} / 5.',
    check: 'Kontrol et',
    checking: 'Sayfa hesaplıyor…',
    hint1: 'İpucu 1',
    hint2: 'İpucu 2',
    solution: 'Çözümü göster',
    noMoreHints: 'Tüm ipuçları açık',
    hint1Label: 'İpucu 1:',
    hint2Label: 'İpucu 2:',
    solutionLabel: 'Çözüm:',
    error: 'Kontrol edilemedi: {message}.',
    before: {
      pass: 'geçildi',
      fail: 'henüz geçilmedi',
      passWith: '{inputs} ile geçildi',
      failWith: '{inputs} ile henüz geçilmedi',
    },
    on: 'açık',
    off: 'kapalı',
    e1: {
      title: 'Egzersiz 1 — Başlangıç loss’unu düzelt',
      text: 'Egzersiz 1 (Başlangıç loss’unu düzelt). Ders 3 MLP’sini al, ilk iterasyonun loss’unu yazdır (bizde ≈ 26,01 ≫ 3,3). Sonra W2 *= 0.01 ve b2 = 0 (veya b2 *= 0) yap, ilk loss’u tekrar ölç — ≈ log(27) ≈ 3,31 çıkmalı. Loss eğrilerini karşılaştır: hokey-sopası kayboldu mu?',
      task: 'Aşağıdaki ayarlar oyun alanının ayarlarıdır (Oyun alanı sekmesi de bunlarla eğitir). 1) “Bozuk başlangıç”a bas: çıktı düzeltmesi kapanır, normalizasyon kalkar, init ×5 olur — ilk loss ln V’nin belirgin üstüne çıkar. 2) Bir ayarı kendin değiştir ki ilk adımın loss’u ln V’ye 0,1’den yakın olsun. 3) Kontrol et: sayfa, ayarların şimdiki hâliyle ilk adımın loss’unu kendisi hesaplar; egzersiz ancak önce bozuk bir başlangıç kurulduysa (ilk loss ln V’nin en az 0,3 üstünde) ve ondan sonra sen bir ayarı değiştirdiysen geçilir. Eğrileri görmek için oyun alanında ▶’a bas.',
      setup: '1. Bozuk başlangıç',
      brokenLoss: 'Bozuk başlangıçta ilk adımın loss’u {first}; ln V = {logv}. Şimdi bir ayarı sen değiştir.',
      notBrokenLoss:
        'Bu ayarlarla bozuk başlangıcın ilk loss’u yalnızca {first} (ln V = {logv}): {min} değerinin altında, düzeltilecek kadar bozuk değil. Genişliği ya da derinliği değiştirip “Bozuk başlangıç”a yeniden bas.',
      inputs: 'ilk loss {first} ({changes})',
      noChange: 'değişiklik yok',
      settingsNote:
        'Metindeki 26,01 Ders 3’ün ham randn W2’sinden gelir; oyun alanının Linear katmanları zaten 1/√fan_in ile ölçekli olduğundan buradaki bozuk başlangıç daha ılımlıdır. İlke aynı: büyük ilk logitler, ln V’nin üstünde bir loss.',
      hint1:
        'İlk loss, ilk logitler büyüdükçe artar: model “kendinden emin ama yanlış”. Hangi ayar çıktı katmanının ilk logitlerini küçültür? Öğrenme oranı ya da adım sayısı işe yaramaz: ilk adımın loss’u ilk güncellemeden önce ölçülür.',
      hint2:
        '“Çıktı düzeltmesi” kutusu metindeki W2 *= 0.01, b2 = 0’ın bu sayfadaki karşılığıdır (çıktı ağırlığı ×0,1; BatchNorm’lu ağda son BatchNorm’un γ’sı ×0,1).',
      solution:
        'Çıktı düzeltmesini aç: logitler ≈ 0 olur, softmax her karaktere ≈ 1/V verir ve ilk loss = −log(1/V) = ln V olur (27 karakterde ≈ 3,30). Gizli katmanların kazancını çok küçültmek de logitleri küçültür, ama ağı eğitilemez hâle getirir.',
      notStarted:
        'Önce 1. adım: “Bozuk başlangıç” düğmesi oyun alanını çıktı düzeltmesi olmadan kurar; sonra onu kendi değişikliğinle düzelt.',
      notBroken:
        'Henüz değil: bozuk başlangıcın ilk loss’u {setup} idi, {min} değerinin (ln V + 0,3) altında: düzeltilecek bir şey yoktu. “Bozuk başlangıç”a yeniden bas.',
      unchanged: 'Henüz değil: ayarlar hâlâ bozuk başlangıcınkiler (ilk loss {first}, ln V = {logv}). Bir ayarı kendin değiştir.',
      diverged: 'Bu ayarlarla ilk adım ıraksadı (loss {first}).',
      near: 'Geçti: ilk adımın loss’u {first}, ln V = {logv} (fark {diff} ≤ {tol}).',
      far: 'Henüz değil: ilk adımın loss’u {first}, {lo}–{hi} aralığının dışında (ln V = {logv}, fark {diff} > {tol}). İlk logitlere dokunmayan bir değişiklik (öğrenme oranı, adım sayısı) onu olduğu yerde bırakır.',
    },
    e2: {
      title: 'Egzersiz 2 — tanh doygunluğunu gör',
      text: 'Egzersiz 2 (tanh doygunluğunu gör). Gizli katman aktivasyonlarının (h = tanh(...)) histogramını çiz. (a) Büyük W1 ile: çoğu değer ±1’de mi (doymuş)? (b) W1’i küçült (örn. Kaiming), histogramın 0 civarında yayıldığını gözlemle. |h| > 0,97 olanların yüzdesini (doygunluk oranı) hesapla (bizde kötü init ≈ %79,1, Kaiming ≈ %19,5).',
      task: 'Sayfa, 5.4’ün modelinde (1000 örnek × 200 nöron) büyük W1 (Kaiming kazancı × çarpan) ve Kaiming için tanh çıktılarının histogramını çizer; kutular 0,01 genişliğinde. Çarpanı kendin seç (metnin ×{text} çarpanı değil: onun yüzdesi yukarıda, metinde yazılı). Grafiğin altındaki veri tablosundan (ya da CSV’den) iki doygunluk yüzdesini hesapla ve bir ondalıkla yaz; sayfa onları o çarpanda kendi hesapladığı değerlerle karşılaştırır ({tol} yüzde puan içinde).',
      chartTitle: 'tanh çıktılarının histogramı (kutu genişliği 0,01)',
      binAxis: 'kutunun merkezi',
      countAxis: 'değer sayısı',
      answerBad: 'Doymuş %, büyük W1',
      answerKaiming: 'Doymuş %, Kaiming',
      multiplier: 'Büyük W1: kazanç çarpanı',
      seriesBad: 'büyük W1 (×{bad})',
      seriesKaiming: 'Kaiming (×1)',
      hint1:
        'Veri tablosunda her kutunun merkezi ve içindeki değer sayısı var. |h| > 0,97 olan değerler merkezi 0,975, 0,985, 0,995 ve −0,975, −0,985, −0,995 olan altı kutudadır.',
      hint2: 'O altı kutunun sayılarını topla, toplam değer sayısına ({values}) böl, 100 ile çarp. Her histogram için ayrı ayrı.',
      solution: 'PyTorch’ta: (h.abs() > 0.97).float().mean() * 100. Sayfanın hesapladığı değerler: büyük W1 {bad}, Kaiming {kaiming}.',
      missing: 'İki yüzdeyi de yaz.',
      textMultiplier:
        'Henüz değil: ×{text} metnin çarpanı, yüzdesi metinde yazılı. Kendi çarpanını seç (2 ile 10 arası, {text} değil), histogramının veri tablosundan yüzdeleri hesapla.',
      both: 'Geçti: sayfa büyük W1 için {bad}, Kaiming için {kaiming} buldu; ikisi de {tol} yüzde puan içinde.',
      badOff: 'Henüz değil: Kaiming doğru, büyük W1’in yüzdesi {tol} yüzde puandan fazla uzak.',
      kaimingOff: 'Henüz değil: büyük W1 doğru, Kaiming’in yüzdesi {tol} yüzde puandan fazla uzak.',
      bothOff: 'Henüz değil: iki yüzde de sayfanın hesapladığından {tol} yüzde puandan fazla uzak.',
      swapped: 'Henüz değil: iki yüzdenin yeri karışmış — en çok doyan, büyük W1’dir.',
      inputs: '{bad} ve {kaiming} (×{mult})',
    },
    e3: {
      title: 'Egzersiz 3 — Kaiming init',
      text: 'Egzersiz 3 (Kaiming init). std = gain / fan_in**0.5 (tanh için gain = 5/3) ile W1’i başlat. Ağ derinleştikçe (birkaç gizli katman) her katmanın aktivasyon std’sinin ≈ 1 civarında kaldığını doğrula — naif (Kaiming’siz) init ile karşılaştır (std katmanlar boyunca söner/patlar; bizde Kaiming son katman 0,654, naif 0,320).',
      task: 'BatchNorm’suz, beş tanh katmanlı bir yığının (5.5’in modeli, 200 nöron) ağırlıkları randn / √fan_in × kazanç ile başlatılır. std’yi katmandan katmana koruyan, ne söndüren ne doyuran bir kazanç seç ve kontrol et: son tanh katmanının std’si, aynı yığında Kaiming’in 5/3’ünün verdiği değerin en fazla %10 uzağında olmalı (grafikteki bant) ve son katmanın doymuş (|h| > 0,97) payı, o Kaiming yığınının hiçbir katmanınınkinden büyük olmamalı.',
      chartTitle: 'Katman katman tanh çıktısının std’si',
      layerAxis: 'tanh katmanı',
      stdAxis: 'std',
      seriesChosen: 'kazanç {gain}',
      seriesNaive: 'naif (kazanç 1)',
      seriesBandLo: 'bant, alt sınır {std}',
      seriesBandHi: 'bant, üst sınır {std}',
      band: 'Sayfanın hesapladığı bant: kazanç {kgain} ile son katmanın std’si {target}, yani {lo}–{hi}; doymuş pay en çok {max} (Kaiming yığınının ilk katmanı; metindeki %19,5).',
      inputs: 'kazanç {gain}',
      gain: 'Kazanç',
      hint1:
        'Naif init (kazanç 1) her tanh katmanında sinyali biraz daha sıkıştırır: std katmandan katmana düşer. Kazanç bu kaybı telafi etmeli.',
      hint2: 'Kaiming’in tanh için önerdiği kazanç 5/3 ≈ 1,667. Çok büyük bir kazanç da std’yi yükseltir ama tanh’ı doyurur.',
      solution:
        'Kazanç 5/3: W = randn(fan_in, fan_out) / √fan_in × 5/3. Beş tanh katmanının std’si yalnızca 0,75’ten 0,65’e iner (metin: Kaiming son katman 0,654, naif 0,320).',
      kept: 'Geçti: kazanç {gain} ile son katmanın std’si {last}, {lo}–{hi} aralığında; doymuş payı {sat} (en çok {max}).',
      faded:
        'Henüz değil: kazanç {gain} ile son katmanın std’si {last}, alt sınır {lo} değerinin altında — sinyal katmanlar boyunca sönüyor.',
      tooHigh: 'Henüz değil: kazanç {gain} ile son katmanın std’si {last}, üst sınır {hi} değerinin üstünde — kazanç gereğinden büyük.',
      saturated:
        'Henüz değil: kazanç {gain} ile son katmanın doymuş payı {sat} (en çok {max}), std’si {last} — tanh ±1’e yapışıyor ve gradyan geçirmiyor. Kazanç fazla büyük.',
    },
    e4: {
      title: 'Egzersiz 4 — BatchNorm kur',
      text: 'Egzersiz 4 (BatchNorm kur). Modüller bölümündeki BatchNorm1d modülünü kur, gizli katmandan sonra ekle (Linear → BatchNorm1d → Tanh, Linear’da bias=False). Eğit, loss’u Kaiming-only ile karşılaştır. Sonra kasten kötü bir init dene (W1’i çok büyük) — BatchNorm’un ağı yine de kurtardığını (init’e duyarsızlık; bizde BN’li kötü-init dev 2,2330 vs BN’siz kötü-init 2,5318) gözlemle. model.eval ile running stats’ı test et.',
      task: 'Kasten kötü başlatılmış (kazanç × çarpan) 6 katmanlı ağ aynı tohumla iki kez eğitilir: bir kez normalizasyonsuz (karşılaştırma), bir kez senin seçiminle. BatchNorm’u ekle ve BatchNorm’suz ağı dev loss’unda geç; ardından eval modunun neyi değiştirdiği gösterilir.',
      multiplier: 'Kötü init: kazanç çarpanı',
      steps: 'Adım sayısı (iki ağ için)',
      useBn: 'Her gizli Linear’dan sonra BatchNorm1d (Linear bias’sız)',
      timeNote: 'Sayfa iki ağı art arda eğitir: 1000 adım birkaç saniye sürer.',
      chartTitle: 'Minibatch loss’u, {steps} adım (ortalamalar)',
      seriesBase: 'normalizasyonsuz (karşılaştırma)',
      seriesBn: 'BatchNorm’lu (senin ağın)',
      seriesSame: 'senin ağın (normalizasyonsuz: aynı koşu)',
      evalHeading: 'model.eval çağrısı neyi değiştirir?',
      evalDev:
        'Dev’in ilk {rows} satırı: eval modunda (running istatistiklerle) loss {eval}; train modunda (her 32’lik batch kendi istatistikleriyle) {batch}.',
      evalExample: 'Aynı örnek iki farklı batch içinde: train modunda logitleri {train} kadar değişir; eval modunda {eval} kadar.',
      evalWhy:
        'Eval modunda BatchNorm artık batch’in ortalaması ve varyansıyla değil, eğitim boyunca biriktirdiği running_mean ve running_var ile normalize eder. Bir örneğin çıktısı batch arkadaşlarına bağlı olmaz ve tek bir örnek de değerlendirilebilir (train modunda tek satırlık batch’in varyansı yoktur).',
      hint1:
        'BatchNorm her gizli Linear’ın çıktısını batch üzerinden ortalaması 0, std’si 1 olacak şekilde normalize eder: init ne kadar büyük olursa olsun tanh’a giden değerler doymaz.',
      hint2:
        'BatchNorm kutusunu işaretle (Linear’ın bias’ı kalkar: β onun yerini alır) ve kontrol et; iki ağ aynı tohumla ve aynı adım sayısıyla eğitilir.',
      solution:
        'BatchNorm’lu ağ kötü init’e rağmen dev’de BatchNorm’suzu geçer (metin, 20.000 adım: 2,2330 vs 2,5318). Eval modunda BatchNorm running istatistiklere geçer: aynı örnek hangi batch’te olursa olsun aynı çıktıyı verir.',
      noBn: 'Henüz değil: ağında BatchNorm yok — dev {dev}, karşılaştırdığın ağın kendisi.',
      diverged: 'Henüz değil: ağın ıraksadı.',
      better: 'Geçti: BatchNorm’lu ağ dev {dev}, BatchNorm’suz {base}.',
      notBetter:
        'Henüz değil: dev {dev}, BatchNorm’suz {base} — {steps} adımdan sonra daha iyi değil. BatchNorm’lu ağın öne geçmesi için daha çok adım gerekir: 1000’i dene.',
      notBetterLong: 'Henüz değil: dev {dev}, BatchNorm’suz {base} — bu çarpan ve tohumla {steps} adımdan sonra daha iyi değil.',
      inputs: '{bn}, ×{mult}, {steps} adım',
      withBn: 'BatchNorm’lu ağ',
      withoutBn: 'BatchNorm’suz ağ',
    },
    e5: {
      title: 'Egzersiz 5 — Sonraki dersin habercisi',
      text: 'Egzersiz 5 (Sonraki dersin habercisi). Ders 2’den beri loss.backward() çağırıp gradyanları PyTorch’un autograd’ına bırakıyoruz. Ama bu ağın (embedding + Linear + BatchNorm + tanh + cross_entropy) her parametresinin gradyanını PyTorch tam olarak nasıl hesaplıyor, gerçekten biliyor musun? (a) cross_entropy’nin logitlere göre gradyanını elle türetmeyi dene (ipucu: softmax − one-hot). (b) BatchNorm’un backward’ının neden zor olduğunu düşün (μ ve σ tüm batch’e bağlı). Bu sorular, Ders 5’te (makemore 4: backprop ninja) loss.backward()’ı kaldırıp her gradyanı tensör düzeyinde elle yazmayı motive eder — backprop’u gerçekten anlamak için.',
      task: '(a) Tek bir örneğin dört logiti ve hedefi (★) aşağıda. Cross-entropy’nin her logite göre türevini elle hesapla ve yaz (ondalık virgül ya da nokta); sayfa, kendi autograd’ının sonucuyla karşılaştırır (her biri 0,01 içinde).',
      exampleCaption: 'Logitler; hedef: z{target} (★)',
      another: 'Başka bir örnek',
      feature: 'özellik {j}',
      bnX: 'x (4 örnek × 3 özellik)',
      bnDy: 'dy = ∂loss/∂y (yukarıdan gelen)',
      bnHand: 'dx: nn/batchnorm’un elle yazılmış backward’ı',
      bnAutograd: 'dx: temel işlemlerden geçen autograd',
      bnParams: 'γ ve β’nın gradyanları',
      bnParamRows: ['dγ elle', 'dγ autograd', 'dβ elle', 'dβ autograd'],
      bnMaxDiff: 'En büyük fark |elle − autograd|: {diff} (float32 yuvarlaması).',
      bnWhy:
        'Elle türetilmiş formül: dx = (1/σ̂) · (dx̂ − ortalama(dx̂) − x̂ · Σ(dx̂ ⊙ x̂) / (B − 1)), dx̂ = dy ⊙ γ. Her satırın dx’i tüm satırların dy’sine bağlıdır: μ ve σ tüm batch’ten hesaplanır.',
      showBn: 'BatchNorm’un backward’ını autograd’la karşılaştır',
      bnHeading: '(b) BatchNorm’un backward’ı',
      bnTask:
        'μ ve σ tüm batch’e bağlı olduğundan bir satırın çıktısı batch’in her satırına bağlıdır. Aşağıda 4 × 3’lük bir batch’te (metnin BatchNorm’u: yansız varyans) sayfanın elle türetilmiş backward’ı ile ortalama, çıkarma, kare, toplama, karekök ve bölmeden geçen autograd yan yana.',
      coreCaption: 'Sayfanın autograd’ı',
      coreRows: ['softmax p', '∂loss/∂z'],
      hint1: 'loss = −log p_y, p = softmax(z). ∂loss/∂z_i’yi p_i cinsinden yaz: i = y ve i ≠ y için ayrı ayrı.',
      hint2:
        'Sonuç ∂loss/∂z_i = p_i − [i = y]. Önce p_i = exp(z_i) / Σ_j exp(z_j)’yi hesapla (dört değer), sonra hedef sınıfınkinden 1 çıkar.',
      solution:
        'dlogits = softmax(logits) − one_hot(y); bir batch’in ortalama loss’unda her satır ayrıca B’ye bölünür (PyTorch’ta: dlogits = F.softmax(logits, 1); dlogits[range(B), Y] -= 1; dlogits /= B).',
      missing: 'Dört değeri de yaz.',
      off: {
        one: 'Henüz değil: {n} değer sayfanın hesapladığından {tol|abl} fazla uzak (işaretli kutu).',
        other: 'Henüz değil: {n} değer sayfanın hesapladığından {tol|abl} fazla uzak (işaretli kutular).',
      },
      right: 'Geçti: dört değer de sayfanın autograd’ından {tol} içinde.',
      softmaxOnly: 'Henüz değil: bu yalnızca softmax. Hedefin değerinde −1 eksik: ∂loss/∂z = p − one-hot.',
      sign: 'Henüz değil: işaret ters — bu one-hot − p. Hedefin logiti büyüdükçe loss düşer, yani oradaki türev negatiftir.',
      inputs: 'örnek {n}',
    },
  },
};
