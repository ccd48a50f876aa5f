# locales/tr/exercises.ftl — Türkçe: 5.18 egzersizler sekmesi (metnin kendi sözleri, yapılacaklar,
# ipuçları, sonuçlar). Anahtarlar en/exercises.ftl ile birebir aynı; her satırda bir anahtar.

exercises-explain =
    .p1 = Metnin beş egzersizi, çalıştırdıkları bölümlerden (5.3–5.13) sonra, metindeki sırayla. Her kartta egzersiz metnin kendi sözleriyle, bu sayfada ne yapacağın ve bir “Kontrol et” düğmesi var: sayfa cevabını, şekilleri çizen hesabın canlı sayılarıyla karşılaştırır.
    .p2 = Takılırsan ipuçları birer birer açılır: önce ipucu 1, sonra ipucu 2, en son çözüm. Sonuçların yalnızca bu makinede saklanır.
exercises-passed = Geçtiğin egzersizler: { $n } / 5.
exercises-check = Kontrol et
exercises-checking = Sayfa hesaplıyor…
exercises-hint1 = İpucu 1
exercises-hint2 = İpucu 2
exercises-solution = Çözümü göster
exercises-noMoreHints = Tüm ipuçları açık
exercises-hint1Label = İpucu 1:
exercises-hint2Label = İpucu 2:
exercises-solutionLabel = Çözüm:
exercises-error = Kontrol edilemedi: { $message }.
exercises-before-pass = geçildi
exercises-before-fail = henüz geçilmedi
exercises-before-passWith = { $inputs } ile geçildi
exercises-before-failWith = { $inputs } ile henüz geçilmedi
exercises-on = açık
exercises-off = kapalı
exercises-e1-title = Egzersiz 1 — Başlangıç loss’unu düzelt
exercises-e1-text = Egzersiz 1 (Başlangıç loss’unu düzelt). Ders 3 MLP’sini al, ilk iterasyonun loss’unu yazdır (bizde ≈ 26,01 ≫ 3,3). Sonra W2 *= 0.01 ve b2 = 0 (veya b2 *= 0) yap, ilk loss’u tekrar ölç — ≈ log(27) ≈ 3,31 çıkmalı. Loss eğrilerini karşılaştır: hokey-sopası kayboldu mu?
exercises-e1-task = Aşağıdaki ayarlar oyun alanının ayarlarıdır (Oyun alanı sekmesi de bunlarla eğitir). 1) “Bozuk başlangıç”a bas: çıktı düzeltmesi kapanır, normalizasyon kalkar, init ×5 olur — ilk loss ln V’nin belirgin üstüne çıkar. 2) Bir ayarı kendin değiştir ki ilk adımın loss’u ln V’ye 0,1’den yakın olsun. 3) Kontrol et: sayfa, ayarların şimdiki hâliyle ilk adımın loss’unu kendisi hesaplar; egzersiz ancak önce bozuk bir başlangıç kurulduysa (ilk loss ln V’nin en az 0,3 üstünde) ve ondan sonra sen bir ayarı değiştirdiysen geçilir. Eğrileri görmek için oyun alanında ▶’a bas.
exercises-e1-setup = 1. Bozuk başlangıç
exercises-e1-brokenLoss = Bozuk başlangıçta ilk adımın loss’u { $first }; ln V = { $logv }. Şimdi bir ayarı sen değiştir.
exercises-e1-notBrokenLoss = Bu ayarlarla bozuk başlangıcın ilk loss’u yalnızca { $first } (ln V = { $logv }): { $min } değerinin altında, düzeltilecek kadar bozuk değil. Genişliği ya da derinliği değiştirip “Bozuk başlangıç”a yeniden bas.
exercises-e1-inputs = ilk loss { $first } ({ $changes })
exercises-e1-noChange = değişiklik yok
exercises-e1-settingsNote = Metindeki 26,01 Ders 3’ün ham randn W2’sinden gelir; oyun alanının Linear katmanları zaten 1/√fan_in ile ölçekli olduğundan buradaki bozuk başlangıç daha ılımlıdır. İlke aynı: büyük ilk logitler, ln V’nin üstünde bir loss.
exercises-e1-hint1 = İlk loss, ilk logitler büyüdükçe artar: model “kendinden emin ama yanlış”. Hangi ayar çıktı katmanının ilk logitlerini küçültür? Öğrenme oranı ya da adım sayısı işe yaramaz: ilk adımın loss’u ilk güncellemeden önce ölçülür.
exercises-e1-hint2 = “Çıktı düzeltmesi” kutusu metindeki W2 *= 0.01, b2 = 0’ın bu sayfadaki karşılığıdır (çıktı ağırlığı ×0,1; BatchNorm’lu ağda son BatchNorm’un γ’sı ×0,1).
exercises-e1-solution = Çıktı düzeltmesini aç: logitler ≈ 0 olur, softmax her karaktere ≈ 1/V verir ve ilk loss = −log(1/V) = ln V olur (27 karakterde ≈ 3,30). Gizli katmanların kazancını çok küçültmek de logitleri küçültür, ama ağı eğitilemez hâle getirir.
exercises-e1-notStarted = Önce 1. adım: “Bozuk başlangıç” düğmesi oyun alanını çıktı düzeltmesi olmadan kurar; sonra onu kendi değişikliğinle düzelt.
exercises-e1-notBroken = Henüz değil: bozuk başlangıcın ilk loss’u { $setup } idi, { $min } değerinin (ln V + 0,3) altında: düzeltilecek bir şey yoktu. “Bozuk başlangıç”a yeniden bas.
exercises-e1-unchanged = Henüz değil: ayarlar hâlâ bozuk başlangıcınkiler (ilk loss { $first }, ln V = { $logv }). Bir ayarı kendin değiştir.
exercises-e1-diverged = Bu ayarlarla ilk adım ıraksadı (loss { $first }).
exercises-e1-near = Geçti: ilk adımın loss’u { $first }, ln V = { $logv } (fark { $diff } ≤ { $tol }).
exercises-e1-far = Henüz değil: ilk adımın loss’u { $first }, { $lo }–{ $hi } aralığının dışında (ln V = { $logv }, fark { $diff } > { $tol }). İlk logitlere dokunmayan bir değişiklik (öğrenme oranı, adım sayısı) onu olduğu yerde bırakır.
exercises-e2-title = Egzersiz 2 — tanh doygunluğunu gör
exercises-e2-text = Egzersiz 2 (tanh doygunluğunu gör). Gizli katman aktivasyonlarının (h = tanh(...)) histogramını çiz. (a) Büyük W1 ile: çoğu değer ±1’de mi (doymuş)? (b) W1’i küçült (örn. Kaiming), histogramın 0 civarında yayıldığını gözlemle. |h| > 0,97 olanların yüzdesini (doygunluk oranı) hesapla (bizde kötü init ≈ %79,1, Kaiming ≈ %19,5).
exercises-e2-task = Sayfa, 5.4’ün modelinde (1000 örnek × 200 nöron) büyük W1 (Kaiming kazancı × çarpan) ve Kaiming için tanh çıktılarının histogramını çizer; kutular 0,01 genişliğinde. Çarpanı kendin seç (metnin ×{ $text } çarpanı değil: onun yüzdesi yukarıda, metinde yazılı). Grafiğin altındaki veri tablosundan (ya da CSV’den) iki doygunluk yüzdesini hesapla ve bir ondalıkla yaz; sayfa onları o çarpanda kendi hesapladığı değerlerle karşılaştırır ({ $tol } yüzde puan içinde).
exercises-e2-chartTitle = tanh çıktılarının histogramı (kutu genişliği 0,01)
exercises-e2-binAxis = kutunun merkezi
exercises-e2-countAxis = değer sayısı
exercises-e2-answerBad = Doymuş %, büyük W1
exercises-e2-answerKaiming = Doymuş %, Kaiming
exercises-e2-multiplier = Büyük W1: kazanç çarpanı
exercises-e2-seriesBad = büyük W1 (×{ $bad })
exercises-e2-seriesKaiming = Kaiming (×1)
exercises-e2-hint1 = Veri tablosunda her kutunun merkezi ve içindeki değer sayısı var. |h| > 0,97 olan değerler merkezi 0,975, 0,985, 0,995 ve −0,975, −0,985, −0,995 olan altı kutudadır.
exercises-e2-hint2 = O altı kutunun sayılarını topla, toplam değer sayısına ({ $values }) böl, 100 ile çarp. Her histogram için ayrı ayrı.
exercises-e2-solution = PyTorch’ta: (h.abs() > 0.97).float().mean() * 100. Sayfanın hesapladığı değerler: büyük W1 { $bad }, Kaiming { $kaiming }.
exercises-e2-missing = İki yüzdeyi de yaz.
exercises-e2-textMultiplier = Henüz değil: ×{ $text } metnin çarpanı, yüzdesi metinde yazılı. Kendi çarpanını seç (2 ile 10 arası, { $text } değil), histogramının veri tablosundan yüzdeleri hesapla.
exercises-e2-both = Geçti: sayfa büyük W1 için { $bad }, Kaiming için { $kaiming } buldu; ikisi de { $tol } yüzde puan içinde.
exercises-e2-badOff = Henüz değil: Kaiming doğru, büyük W1’in yüzdesi { $tol } yüzde puandan fazla uzak.
exercises-e2-kaimingOff = Henüz değil: büyük W1 doğru, Kaiming’in yüzdesi { $tol } yüzde puandan fazla uzak.
exercises-e2-bothOff = Henüz değil: iki yüzde de sayfanın hesapladığından { $tol } yüzde puandan fazla uzak.
exercises-e2-swapped = Henüz değil: iki yüzdenin yeri karışmış — en çok doyan, büyük W1’dir.
exercises-e2-inputs = { $bad } ve { $kaiming } (×{ $mult })
exercises-e3-title = Egzersiz 3 — Kaiming init
exercises-e3-text = Egzersiz 3 (Kaiming init). std = gain / fan_in**0.5 (tanh için gain = 5/3) ile W1’i başlat. Ağ derinleştikçe (birkaç gizli katman) her katmanın aktivasyon std’sinin ≈ 1 civarında kaldığını doğrula — naif (Kaiming’siz) init ile karşılaştır (std katmanlar boyunca söner/patlar; bizde Kaiming son katman 0,654, naif 0,320).
exercises-e3-task = BatchNorm’suz, beş tanh katmanlı bir yığının (5.5’in modeli, 200 nöron) ağırlıkları randn / √fan_in × kazanç ile başlatılır. std’yi katmandan katmana koruyan, ne söndüren ne doyuran bir kazanç seç ve kontrol et: son tanh katmanının std’si, aynı yığında Kaiming’in 5/3’ünün verdiği değerin en fazla %10 uzağında olmalı (grafikteki bant) ve son katmanın doymuş (|h| > 0,97) payı, o Kaiming yığınının hiçbir katmanınınkinden büyük olmamalı.
exercises-e3-chartTitle = Katman katman tanh çıktısının std’si
exercises-e3-layerAxis = tanh katmanı
exercises-e3-stdAxis = std
exercises-e3-seriesChosen = kazanç { $gain }
exercises-e3-seriesNaive = naif (kazanç 1)
exercises-e3-seriesBandLo = bant, alt sınır { $std }
exercises-e3-seriesBandHi = bant, üst sınır { $std }
exercises-e3-band = Sayfanın hesapladığı bant: kazanç { $kgain } ile son katmanın std’si { $target }, yani { $lo }–{ $hi }; doymuş pay en çok { $max } (Kaiming yığınının ilk katmanı; metindeki { $text }).
exercises-e3-inputs = kazanç { $gain }
exercises-e3-gain = Kazanç
exercises-e3-hint1 = Naif init (kazanç 1) her tanh katmanında sinyali biraz daha sıkıştırır: std katmandan katmana düşer. Kazanç bu kaybı telafi etmeli.
exercises-e3-hint2 = Kaiming’in tanh için önerdiği kazanç 5/3 ≈ 1,667. Çok büyük bir kazanç da std’yi yükseltir ama tanh’ı doyurur.
exercises-e3-solution = Kazanç 5/3: W = randn(fan_in, fan_out) / √fan_in × 5/3. Beş tanh katmanının std’si yalnızca 0,75’ten 0,65’e iner (metin: Kaiming son katman 0,654, naif 0,320).
exercises-e3-kept = Geçti: kazanç { $gain } ile son katmanın std’si { $last }, { $lo }–{ $hi } aralığında; doymuş payı { $sat } (en çok { $max }).
exercises-e3-faded = Henüz değil: kazanç { $gain } ile son katmanın std’si { $last }, alt sınır { $lo } değerinin altında — sinyal katmanlar boyunca sönüyor.
exercises-e3-tooHigh = Henüz değil: kazanç { $gain } ile son katmanın std’si { $last }, üst sınır { $hi } değerinin üstünde — kazanç gereğinden büyük.
exercises-e3-saturated = Henüz değil: kazanç { $gain } ile son katmanın doymuş payı { $sat } (en çok { $max }), std’si { $last } — tanh ±1’e yapışıyor ve gradyan geçirmiyor. Kazanç fazla büyük.
exercises-e4-title = Egzersiz 4 — BatchNorm kur
exercises-e4-text = Egzersiz 4 (BatchNorm kur). Modüller bölümündeki BatchNorm1d modülünü kur, gizli katmandan sonra ekle (Linear → BatchNorm1d → Tanh, Linear’da bias=False). Eğit, loss’u Kaiming-only ile karşılaştır. Sonra kasten kötü bir init dene (W1’i çok büyük) — BatchNorm’un ağı yine de kurtardığını (init’e duyarsızlık; bizde BN’li kötü-init dev 2,2330 vs BN’siz kötü-init 2,5318) gözlemle. model.eval ile running stats’ı test et.
exercises-e4-task = Kasten kötü başlatılmış (kazanç × çarpan) 6 katmanlı ağ aynı tohumla iki kez eğitilir: bir kez normalizasyonsuz (karşılaştırma), bir kez senin seçiminle. BatchNorm’u ekle ve BatchNorm’suz ağı dev loss’unda geç; ardından eval modunun neyi değiştirdiği gösterilir.
exercises-e4-multiplier = Kötü init: kazanç çarpanı
exercises-e4-steps = Adım sayısı (iki ağ için)
exercises-e4-useBn = Her gizli Linear’dan sonra BatchNorm1d (Linear bias’sız)
exercises-e4-timeNote = Sayfa iki ağı art arda eğitir: 1000 adım birkaç saniye sürer.
exercises-e4-chartTitle = Minibatch loss’u, { $steps } adım (ortalamalar)
exercises-e4-seriesBase = normalizasyonsuz (karşılaştırma)
exercises-e4-seriesBn = BatchNorm’lu (senin ağın)
exercises-e4-seriesSame = senin ağın (normalizasyonsuz: aynı koşu)
exercises-e4-evalHeading = model.eval çağrısı neyi değiştirir?
exercises-e4-evalDev = Dev’in ilk { $rows } satırı: eval modunda (running istatistiklerle) loss { $eval }; train modunda (her 32’lik batch kendi istatistikleriyle) { $batch }.
exercises-e4-evalExample = Aynı örnek iki farklı batch içinde: train modunda logitleri { $train } kadar değişir; eval modunda { $eval } kadar.
exercises-e4-evalWhy = Eval modunda BatchNorm artık batch’in ortalaması ve varyansıyla değil, eğitim boyunca biriktirdiği running_mean ve running_var ile normalize eder. Bir örneğin çıktısı batch arkadaşlarına bağlı olmaz ve tek bir örnek de değerlendirilebilir (train modunda tek satırlık batch’in varyansı yoktur).
exercises-e4-hint1 = BatchNorm her gizli Linear’ın çıktısını batch üzerinden ortalaması 0, std’si 1 olacak şekilde normalize eder: init ne kadar büyük olursa olsun tanh’a giden değerler doymaz.
exercises-e4-hint2 = BatchNorm kutusunu işaretle (Linear’ın bias’ı kalkar: β onun yerini alır) ve kontrol et; iki ağ aynı tohumla ve aynı adım sayısıyla eğitilir.
exercises-e4-solution = BatchNorm’lu ağ kötü init’e rağmen dev’de BatchNorm’suzu geçer (metin, 20.000 adım: 2,2330 vs 2,5318). Eval modunda BatchNorm running istatistiklere geçer: aynı örnek hangi batch’te olursa olsun aynı çıktıyı verir.
exercises-e4-noBn = Henüz değil: ağında BatchNorm yok — dev { $dev }, karşılaştırdığın ağın kendisi.
exercises-e4-diverged = Henüz değil: ağın ıraksadı.
exercises-e4-better = Geçti: BatchNorm’lu ağ dev { $dev }, BatchNorm’suz { $base }.
exercises-e4-notBetter = Henüz değil: dev { $dev }, BatchNorm’suz { $base } — { $steps } adımdan sonra daha iyi değil. BatchNorm’lu ağın öne geçmesi için daha çok adım gerekir: 1000’i dene.
exercises-e4-notBetterLong = Henüz değil: dev { $dev }, BatchNorm’suz { $base } — bu çarpan ve tohumla { $steps } adımdan sonra daha iyi değil.
exercises-e4-inputs = { $bn }, ×{ $mult }, { $steps } adım
exercises-e4-withBn = BatchNorm’lu ağ
exercises-e4-withoutBn = BatchNorm’suz ağ
exercises-e5-title = Egzersiz 5 — Sonraki dersin habercisi
exercises-e5-text = Egzersiz 5 (Sonraki dersin habercisi). Ders 2’den beri loss.backward() çağırıp gradyanları PyTorch’un autograd’ına bırakıyoruz. Ama bu ağın (embedding + Linear + BatchNorm + tanh + cross_entropy) her parametresinin gradyanını PyTorch tam olarak nasıl hesaplıyor, gerçekten biliyor musun? (a) cross_entropy’nin logitlere göre gradyanını elle türetmeyi dene (ipucu: softmax − one-hot). (b) BatchNorm’un backward’ının neden zor olduğunu düşün (μ ve σ tüm batch’e bağlı). Bu sorular, Ders 5’te (makemore 4: backprop ninja) loss.backward()’ı kaldırıp her gradyanı tensör düzeyinde elle yazmayı motive eder — backprop’u gerçekten anlamak için.
exercises-e5-task = (a) Tek bir örneğin dört logiti ve hedefi (★) aşağıda. Cross-entropy’nin her logite göre türevini elle hesapla ve yaz (ondalık virgül ya da nokta); sayfa, kendi autograd’ının sonucuyla karşılaştırır (her biri 0,01 içinde).
exercises-e5-exampleCaption = Logitler; hedef: z{ $target } (★)
exercises-e5-another = Başka bir örnek
exercises-e5-feature = özellik { $j }
exercises-e5-bnX = x (4 örnek × 3 özellik)
exercises-e5-bnDy = dy = ∂loss/∂y (yukarıdan gelen)
exercises-e5-bnHand = dx: nn/batchnorm’un elle yazılmış backward’ı
exercises-e5-bnAutograd = dx: temel işlemlerden geçen autograd
exercises-e5-bnParams = γ ve β’nın gradyanları
exercises-e5-bnParamRows =
    .p1 = dγ elle
    .p2 = dγ autograd
    .p3 = dβ elle
    .p4 = dβ autograd
exercises-e5-bnMaxDiff = En büyük fark |elle − autograd|: { $diff } (float32 yuvarlaması).
exercises-e5-bnWhy = Elle türetilmiş formül: dx = (1/σ̂) · (dx̂ − ortalama(dx̂) − x̂ · Σ(dx̂ ⊙ x̂) / (B − 1)), dx̂ = dy ⊙ γ. Her satırın dx’i tüm satırların dy’sine bağlıdır: μ ve σ tüm batch’ten hesaplanır.
exercises-e5-showBn = BatchNorm’un backward’ını autograd’la karşılaştır
exercises-e5-bnHeading = (b) BatchNorm’un backward’ı
exercises-e5-bnTask = μ ve σ tüm batch’e bağlı olduğundan bir satırın çıktısı batch’in her satırına bağlıdır. Aşağıda 4 × 3’lük bir batch’te (metnin BatchNorm’u: yansız varyans) sayfanın elle türetilmiş backward’ı ile ortalama, çıkarma, kare, toplama, karekök ve bölmeden geçen autograd yan yana.
exercises-e5-coreCaption = Sayfanın autograd’ı
exercises-e5-coreRows =
    .p1 = softmax p
    .p2 = ∂loss/∂z
exercises-e5-hint1 = loss = −log p_y, p = softmax(z). ∂loss/∂z_i’yi p_i cinsinden yaz: i = y ve i ≠ y için ayrı ayrı.
exercises-e5-hint2 = Sonuç ∂loss/∂z_i = p_i − [i = y]. Önce p_i = exp(z_i) / Σ_j exp(z_j)’yi hesapla (dört değer), sonra hedef sınıfınkinden 1 çıkar.
exercises-e5-solution = dlogits = softmax(logits) − one_hot(y); bir batch’in ortalama loss’unda her satır ayrıca B’ye bölünür (PyTorch’ta: dlogits = F.softmax(logits, 1); dlogits[range(B), Y] -= 1; dlogits /= B).
exercises-e5-missing = Dört değeri de yaz.
exercises-e5-off =
    { $n ->
    [one] Henüz değil: { $n } değer sayfanın hesapladığından { SUFFIX($tol, case: "abl") } fazla uzak (işaretli kutu).
   *[other] Henüz değil: { $n } değer sayfanın hesapladığından { SUFFIX($tol, case: "abl") } fazla uzak (işaretli kutular).
    }
exercises-e5-right = Geçti: dört değer de sayfanın autograd’ından { $tol } içinde.
exercises-e5-softmaxOnly = Henüz değil: bu yalnızca softmax. Hedefin değerinde −1 eksik: ∂loss/∂z = p − one-hot.
exercises-e5-sign = Henüz değil: işaret ters — bu one-hot − p. Hedefin logiti büyüdükçe loss düşer, yani oradaki türev negatiftir.
exercises-e5-inputs = örnek { $n }
