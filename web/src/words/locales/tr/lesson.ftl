# locales/tr/lesson.ftl — Türkçe: dersi öğrencinin yapması: önce tahmin et sonra gör, 5.17 kontrol
# soruları (metnin kendi sözleriyle), ders haritası, "bunu dene" önerileri. Anahtarlar en/lesson.ftl ile aynı.

lesson-welcome = İlk kez mi buradasın? 1. sekmeden (Başlangıç loss’u) başla: her sekme önce bir tahmin ister, sonra sayfanın canlı hesapladığı sonucu gösterir.
lesson-welcomeClose = Tamam
lesson-predict-title = Önce tahmin et
lesson-predict-reveal = Tahminimi kaydet ve göster
lesson-predict-skip = Sadece göster
lesson-predict-again = Yeniden tahmin et
lesson-predict-guessLabel = Tahminin
lesson-predict-needGuess = Önce bir tahmin yaz ya da seç.
lesson-predict-waiting = Tahminin kaydedildi; sayfa hâlâ hesaplıyor, sonuç gelince karşılaştırma burada görünür.
lesson-predict-required = Bu derste sonuçlar tahmininden sonra açılır.
lesson-predict-hiddenNote = Sonuçlar tahmininden sonra açılacak.
lesson-predict-yourGuess = Tahminin: { $guess }
lesson-predict-live = Sayfanın canlı hesabı: { $live }
lesson-predict-farNumber = Fark: { $far }
lesson-predict-farPoints = Fark: { $far } yüzde puan
lesson-predict-farDecades = Fark: { $far } mertebe (10’un kuvveti)
lesson-predict-close = Yakın — iyi tahmin.
lesson-predict-notClose = Uzak — nedeni aşağıda.
lesson-predict-right = Doğru.
lesson-predict-wrong = Yanlış — nedeni aşağıda.
lesson-predict-skipped = Tahmin atlandı.
lesson-predict-open = Değerlendirilmedi: sayfanın hesapladığı değer karşılaştırılamıyor (yukarıya bak).
lesson-predict-underflow = Fark: söylenemez — sayfanın hesapladığı değer 0 (hesabın sayılarına sığmayacak kadar küçük: alttan taştı).
lesson-predict-number-close = Tahmin ettiğin sayı: yakın — iyi tahmin.
lesson-predict-number-notClose = Tahmin ettiğin sayı: uzak — nedeni aşağıda.
lesson-predict-number-open = Tahmin ettiğin sayı: değerlendirilmedi — sayfanın hesapladığı değer karşılaştırılamıyor.
lesson-predict-yourGuessFor = Tahminin ({ $settings } için): { $guess }
lesson-predict-liveFor = Sayfanın hesabı ({ $settings } için): { $live }
lesson-predict-yourGuessEarlier = Önceki tahminin (ayarları kaydedilmemiş): { $guess }
lesson-predict-liveThen = Sayfanın o zamanki hesabı: { $live }
lesson-predict-nowFor = Şimdi, { $settings } için sayfanın canlı hesabı: { $live }
lesson-predict-nowWaiting = Şimdi, { $settings } için sayfa hâlâ hesaplıyor…
lesson-predict-caseNote = Yukarıdaki tahminin kendi ayarları için değerlendirildi ve öyle kalır. Bu durumu da tahmin etmek ister misin?
lesson-predict-predictCase = Bu durumu tahmin et
lesson-predict-caseFor = Bu tahmin { $settings } için.
lesson-predict-cancel = Vazgeç
lesson-predict-otherCases = Bu sekmedeki diğer tahminlerin
lesson-predict-otherCase = Ayrıca kayıtlı: tahminin ({ $settings } için): { $guess } (sayfanın hesabı: { $live }) — { $verdict }
lesson-predict-short-close = yakın
lesson-predict-short-notClose = uzak
lesson-predict-short-right = doğru
lesson-predict-short-wrong = yanlış
lesson-predict-short-open = değerlendirilmedi
lesson-predict-sketchClose = yakın, iyi çizim.
lesson-predict-sketchFar = uzak; aşağıdaki iki eğriyi karşılaştır.
lesson-predict-atLabel = { $label } { $v }
lesson-predict-at-bad = kötü init ×{ $v }
lesson-predict-at-seed = tohum { $v }
lesson-predict-at-k_layers = { $v } katman
lesson-predict-at-k_act = { $v } yığını
lesson-predict-at-k_gain = kazanç { $v }
lesson-predict-at-bn_bad = kötü init ×{ $v }
lesson-predict-at-bn_eps = eps { $v }
lesson-predict-at-bn_gamma = γ { $v }
lesson-predict-at-bn_beta = β { $v }
lesson-predict-at-bn_mom = momentum { $v }
lesson-predict-at-bn_steps = { $v } adım
lesson-predict-at-steps = { $v } adım
lesson-predict-at-bm = { $v } matrisi
lesson-predict-at-lm = { $v } matrisi
lesson-predict-at-bvar = { $v } varyans
lesson-predict-at-biased = yanlı
lesson-predict-at-unbiased = yansız
lesson-predict-at-r_std = alt katman ağırlık std’si { $v }
lesson-predict-at-hs_steps = { $v } adım
lesson-predict-at-pg_layers = { $v } katman
lesson-predict-at-pg_width = genişlik { $v }
lesson-predict-at-pg_lr = öğrenme oranı { $v }
lesson-predict-at-pg_sched = lr schedule: { $v }
lesson-predict-at-pg_steps = { $v } adım
lesson-predict-at-pg_gain = kazanç { $v }
lesson-predict-at-pg_bad = kötü init ×{ $v }
lesson-predict-at-pg_batch = batch boyutu { $v }
lesson-predict-start-tex = { "-\\log(1/27) = \\log 27 \\approx 3{,}30" }
lesson-predict-start-q = Eğitimin ilk adımında “hiçbir şey bilmeyen” bir model (27 karaktere eşit olasılık) hangi loss’u almalı?
lesson-predict-start-explain = Metin (5.3): “hiçbir şey bilmeyen” bir model 27 karaktere eşit olasılık verip −log(1/27) ≈ { $textLogv } loss almalı. Sayfa bu isim listesinde ln V = { $logv } hesaplıyor; çıktı katmanı küçültülmüş model ilk adımda { $fix }, ham randn çıktı katmanı ise { $nofix } alıyor: ağ “kendinden emin ama yanlış”.
lesson-predict-tanh-tex = { "\\frac{d}{dx}\\tanh x = 1 - \\tanh^2 x" }
lesson-predict-tanh-q = Kötü init’te (gizli Linear kazancı ×{ $bad }) gizli tanh çıktılarının yüzde kaçı doymuş olur (|h| > 0,97)?
lesson-predict-tanh-explain = Metin (5.4): aktivasyon-öncesi değerler çok büyük/küçükse tanh çıktısı ±1’e yapışır — buna doygunluk denir; türev 1 − tanh² ≈ 0 olur → o nörondan gradyan akmaz. Metnin ölçümü ×5 ile ≈ { $textSat }, Kaiming ile ≈ { $textKaiming }; sayfa burada ×{ $bad } ile { $sat }, Kaiming ile { $kaiming } buluyor.
lesson-predict-kaiming-tex = { "\\text{std} = \\frac{\\text{gain}}{\\sqrt{n_{in}}}, \\qquad \\text{gain}_{\\tanh} = 5/3" }
lesson-predict-kaiming-texRelu = { "\\text{std} = \\frac{\\text{gain}}{\\sqrt{n_{in}}}, \\qquad \\text{gain}_{\\mathrm{ReLU}} = \\sqrt{2}" }
lesson-predict-kaiming-q = { $n } katmanlı bir { $act } yığınında hangi kazanç katman std’lerini düz tutar?
lesson-predict-kaiming-naive = kazanç = 1 (naif)
lesson-predict-kaiming-kaiming = kazanç = { $gain } (Kaiming)
lesson-predict-kaiming-kaimingOther = kazanç = { $gain } (ikinci yığın)
lesson-predict-kaiming-kaimingUnknown = ikinci yığının kazancı (kaydedilmemiş)
lesson-predict-kaiming-neither = hiçbiri: ikisi de std’sini korumuyor
lesson-predict-kaiming-perLayer = { " " }(katman başına ×{ $per })
lesson-predict-kaiming-explain = Metin (5.5): naif init (gain = 1) katman-katman söner ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (gain = 5/3) korunur ({ $textKaimingFirst } → { $textKaimingLast }). Sayfanın hesabı: naif { $naiveFirst } → { $naiveLast }{ $naivePer }, Kaiming { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. tanh daraltıcıdır; 5/3 kazancı bunu dengeler.
lesson-predict-kaiming-explainOther = Metin (5.5), kendi ayarlarıyla ({ $text }): naif init (kazanç 1) katman katman söner ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (kazanç 5/3) korunur ({ $textKaimingFirst } → { $textKaimingLast }). Buradaki ayarlar metninkiler değil ({ $now }); sayfanın hesapladığı sayılar bu ayarlar için: naif (kazanç 1) { $naiveFirst } → { $naiveLast }{ $naivePer }, ikinci yığın (kazanç { $gain }) { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. tanh daraltıcıdır; metnin 5/3 kazancı bunu dengeler.
lesson-predict-kaiming-explainRelu = Metin (5.5), kendi ayarlarıyla ({ $text }): naif init (kazanç 1) katman katman söner ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (kazanç 5/3) korunur ({ $textKaimingFirst } → { $textKaimingLast }); ReLU için yalnızca kazancı verir: √2. Buradaki ayarlar metninkiler değil ({ $now }); sayfanın hesapladığı sayılar bu ayarlar için: naif (kazanç 1) { $naiveFirst } → { $naiveLast }{ $naivePer }, ikinci yığın (kazanç { $gain }) { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. ReLU negatif girdileri 0’a indirip varyansı yarıya düşürür; √2 kazancı (karesi 2) bunu geri verir.
lesson-predict-batchnorm-tex = { "\\hat{x}_i = \\frac{x_i - \\mu_B}{\\sqrt{\\sigma_B^2 + \\epsilon}}, \\qquad y_i = \\gamma\\,\\hat{x}_i + \\beta" }
lesson-predict-batchnorm-q = Eğitim modunda (batch’in kendi istatistikleri) bir örneğin BatchNorm çıktısı, eval modundaki (running istatistikler) çıktısıyla aynı mı?
lesson-predict-batchnorm-same = aynı
lesson-predict-batchnorm-differs = farklı: batch’e bağlı
lesson-predict-batchnorm-explain = Metin (5.8): BatchNorm, bir örneğin çıktısını batch’teki diğer örneklere bağlar (istatistikler ortak) — bu küçük bir “jitter” (gürültü) katar ve hafif bir regularization etkisi yapar. Test zamanında sabit running istatistikler kullanılır. Sayfanın hesabı: iki modun logitleri arasındaki en büyük fark { $d }.
lesson-predict-bn--bias-tex = { "(x_i + b) - \\frac{1}{m}\\sum_j (x_j + b) = x_i - \\mu_B" }
lesson-predict-bn--bias-q = BatchNorm hemen arkasındayken ilk Linear’ın bias gradyanı (‖dL/db1‖), ağırlık gradyanına (‖dL/dW1‖) göre ne kadar büyük olur?
lesson-predict-bn--bias-equal = aşağı yukarı aynı
lesson-predict-bn--bias-smaller = çok daha küçük (≈ 0)
lesson-predict-bn--bias-larger = çok daha büyük
lesson-predict-bn--bias-explain = Metin (5.7, 5.8): BatchNorm batch ortalamasını çıkarır; BatchNorm’dan önce eklenen bias da bu ortalamayla birlikte çıkar: hiçbir etkisi yoktur, gradyanı da olmaz (bu yüzden o Linear bias’sız kurulur, yerini BatchNorm’un β’sı alır). Sayfanın hesabı (BatchNorm açık, { $n } SGD adımı): ‖dL/db1‖ en fazla { $b }, ‖dL/dW1‖ en az { $w }.
lesson-predict-bn--collapse-tex = x W_1 W_2 \cdots W_n = x\,(W_1 W_2 \cdots W_n) = x W
lesson-predict-bn--collapse-q = Katmanlar arasındaki tanh çıkarılınca Linear katmanlardan oluşan yığın tek bir matris (x·W + b) olur mu?
lesson-predict-bn--collapse-yes = evet: çıktıları aynı
lesson-predict-bn--collapse-no = hayır: çıktıları farklı
lesson-predict-bn--collapse-explain = Metin (5.15): doğrusal olmayan fonksiyonlar olmadan bir Linear katman yığını tek bir doğrusal dönüşüme çöker: W1·W2·…·W{ $n } tek bir matristir, derinlik bir şey katmaz; araya tanh girince çökmez. Sayfanın hesabı: tanh’sız yığınla tek matris arasındaki en büyük fark { $d }, tanh’lı yığınla { $dt } (çıktı ölçeği { $max }).
lesson-predict-diagnostics-tex = { "\\log_{10} \\frac{\\text{lr} \\cdot \\operatorname{std}(\\text{grad})}{\\operatorname{std}(\\text{data})} \\approx -3" }
lesson-predict-diagnostics-q = Dört koşudan hangisi dev’de en kötü biter?
lesson-predict-diagnostics-explain = Metin (5.17, Soru 2): kasten kötü init (×5) ile bile BN’li ağ dev { $textBnBad } verirken (BN’li Kaiming { SUFFIX($textBnKaiming, case: "dat") } neredeyse eşit), BN’siz kötü-init dev { SUFFIX($textNoBnBad, case: "dat") } patlar. Sayfanın hesabı ({ $steps } adım): { $list }.
lesson-predict-bn--matrix-tex = { "\\hat{x}_{ij} = \\frac{x_{ij} - \\mu_j}{\\sqrt{\\sigma_j^2 + \\epsilon}}" }
lesson-predict-bn--matrix-q = BatchNorm’dan (train modu) sonra hangisinin std’si tam 1 olur?
lesson-predict-bn--matrix-cols = her sütunun (bir özellik, batch boyunca)
lesson-predict-bn--matrix-rows = her satırın (bir örnek)
lesson-predict-bn--matrix-neither = hiçbiri: ne her sütununki ne her satırınki
lesson-predict-bn--matrix-explain = Metin: BatchNorm her nöronu BATCH boyunca normalize ediyordu — yani bir örneğin sonucu, aynı batch’teki DİĞER örneklere bağlıydı. Bu yüzden her sütunun std’si 1 olur. Sayfanın hesabı: sütun std’leri { $list }.
lesson-predict-ln--matrix-tex = { "\\hat{x}_{ij} = \\frac{x_{ij} - \\mu_i}{\\sqrt{\\sigma_i^2 + \\epsilon}}" }
lesson-predict-ln--matrix-q = LayerNorm’dan sonra bir satırın (bir örneğin) std’si kaç olur?
lesson-predict-ln--matrix-explain = Metin: Layer normalization (LayerNorm), her ÖRNEĞİ kendi ÖZELLİKLERİ boyunca normalize eder — diğer örneklere hiç bakmaz; her SATIRIN (örneğin) std’si tam olarak { $textStd }. Sayfanın hesabı: satır std’leri { $list }.
lesson-predict-residual-guessLabel = Tahminin (bir sayı: 0,001 ya da 10⁻³ gibi)
lesson-predict-residual-needGuess = Önce pozitif bir sayı yaz (örneğin 0,001 ya da 10⁻³).
lesson-predict-residual-tex = h \leftarrow h + \tanh(W h + b)
lesson-predict-residual-q = Artık (residual) yol olmadan, { $depth } katman derinlikte girdinin gradyan normu hangi mertebede olur?
lesson-predict-residual-explain = Metin: artık bağlantı OLMADAN, { $textDepth } katman sonra girdinin gradyanı { SUFFIX($textPlain, case: "dat") } ÇÖKÜYOR; artık bağlantı VARKEN gradyan { SUFFIX($textResidual, case: "dat") } kadar SAĞLIKLI (hatta BÜYÜK) kalıyor — x + … ifadesindeki ‘+x’ terimi, gradyanın backprop’ta HİÇBİR ARA katmandan geçmeden DOĞRUDAN akabileceği bir ‘kestirme yol’ açıyor. Sayfanın hesabı: artıksız { $plain }, artıklı { $residual }.
lesson-predict-playground-tex = { "-\\log(1/27) = \\log 27 \\approx 3{,}30" }
lesson-predict-playground-q = Bu ayarlarla ({ $fix }, { $norm }, kötü init ×{ $bad }) eğitimin başında (adım 0) train loss’u kaç olur?
lesson-predict-playground-on = açık
lesson-predict-playground-off = kapalı
lesson-predict-playground-explain = Metin (5.3): “hiçbir şey bilmeyen” bir model 27 karaktere eşit olasılık verip −log(1/27) ≈ { $textLogv } loss almalı; çıktı katmanını küçültmek (W2 *= 0.01, b2 = 0) logitleri ≈ 0’a çeker. Düzeltme kapalıysa ağ “kendinden emin ama yanlış” başlar. Sayfanın hesabı: adım 0’da train loss { $train }.
lesson-sketch-label = İlk { $n } adımın loss’u: çizmek için sürükle; klavyeyle ←/→ sütun seç, ↑/↓ yüksekliği ayarla
lesson-sketch-prompt = İstersen çiz de: düzeltmesiz modelin ilk { $n } minibatch adımındaki loss eğrisi (sürükle ya da ←/→ ve ↑/↓).
lesson-sketch-axes = adım → (dikey: loss)
lesson-sketch-value = sütun { $i }/{ $n }: loss { $v }
lesson-sketch-verdict = Çizimin: sayfanın hesapladığı eğriden ortalama { $far } (loss) uzakta — { $verdict }
lesson-sketch-verdictFor = Çizimin ({ $settings } için): sayfanın o ayarlarda hesapladığı eğriden ortalama { $far } (loss) uzakta — { $verdict }
lesson-sketch-legend = Kesik çizgi senin çizimin, düz çizgi sayfanın hesapladığı eğri (düzeltmesiz, her sütun birkaç adımın ortalaması).
lesson-sketch-legendFor = Kesik çizgi senin çizimin, düz çizgi sayfanın şimdi { $settings } için hesapladığı eğri (çizimin bu ayarlar için yeniden değerlendirilmez).
lesson-sketch-earlier = Çizimin, çizimler ayarlarıyla birlikte değerlendirilmeden önce kaydedilmiş: gösteriliyor, değerlendirilmiyor.
lesson-guide-title = Bunu dene → ne beklemeli
lesson-guide-next = Sonraki bölüm: { $name } →
lesson-guide-withText = { $what } (metindeki gibi: { $list })
lesson-guide-toMap = Ders haritasına git
lesson-guide-held = ✓ sayfanın canlı hesabıyla doğrulandı
lesson-guide-failed = ✗ bu ayarlarla tutmadı
lesson-guide-start-t1-do = Tohumu 1 yap
lesson-guide-start-t1-expect = düzeltmesiz ilk loss yine 10’un çok üstünde, düzeltmeli ilk loss ln 27’ye 0,1’den yakın kalır.
lesson-guide-start-t2-do = Tohumu 12345 yap
lesson-guide-start-t2-expect = başka bir tohumda da aynı: ham çıktı katmanıyla loss > 10, düzeltmeyle ≈ ln 27.
lesson-guide-tanh-t1-do = Kötü init çarpanını 1 yap
lesson-guide-tanh-t1-expect = doygunluk Kaiming’inkinin aynısı olur: ×1’de kötü init, Kaiming init’inin ta kendisidir.
lesson-guide-tanh-t2-do = Çarpanı 10 yap
lesson-guide-tanh-t2-expect = doygunluk %85’in üstüne çıkar ve ölü nöronlar belirir.
lesson-guide-tanh-t3-do = Çarpanı 0,5 yap
lesson-guide-tanh-t3-expect = neredeyse hiç doymuş çıktı kalmaz (%5’in altı), ölü nöron yok.
lesson-guide-kaiming-t1-do = 12 katman kur
lesson-guide-kaiming-t1-expect = naif yığının son std’si 0,25’in altına söner; Kaiming 0,6’nın üstünde kalır.
lesson-guide-kaiming-t2-do = 3 katman kur
lesson-guide-kaiming-t2-expect = sığ yığında naif init henüz pek sönmez (son std > 0,4); Kaiming yine > 0,6.
lesson-guide-batchnorm-t1-do = Kötü init’i 10 yap
lesson-guide-batchnorm-t1-expect = hpreact’in std’si 10’u aşar, ama normalize sonrası std yine 1, tanh sonrası ≈ 0,63.
lesson-guide-batchnorm-t2-do = Kötü init’i 1 yap
lesson-guide-batchnorm-t2-expect = hpreact dar (std < 2,5); tanh sonrası std yine ≈ 0,63: BatchNorm init’e duyarsız.
lesson-guide-diagnostics-t1-do = Koşuları 500 adıma kısalt
lesson-guide-diagnostics-t1-expect = BN’siz kötü init yine dev’de en kötü biter.
lesson-guide-diagnostics-t2-do = 500 adımda gradyanlara bak
lesson-guide-diagnostics-t2-expect = BN’li ağın katmanlar arası gradyan std yayılımı BN’sizinkinden küçüktür.
lesson-guide-bn--matrix-t1-do = Varyansı “yansız” (B − 1) yap
lesson-guide-bn--matrix-t1-expect = sütun std’leri artık 1 değil, √(2/3) ≈ 0,82 olur (3 satırlık batch’te B − 1 ile B’nin farkı).
lesson-guide-bn--matrix-t2-do = İlk sütunu sabit yap (1; 1; 1)
lesson-guide-bn--matrix-t2-expect = sabit bir sütun 1’e ölçeklenemez: std’si 0 kalır, diğerleri 1.
lesson-guide-ln--matrix-t1-do = İlk satırı 100 ile çarp
lesson-guide-ln--matrix-t1-expect = LayerNorm ölçeği siler: satırın std’si yine 1.
lesson-guide-ln--matrix-t2-do = İlk satırı sabit yap (2; 2; 2; 2)
lesson-guide-ln--matrix-t2-expect = sabit bir satırın std’si 0 kalır; diğer satırlar 1.
lesson-guide-residual-t1-do = Alt katman ağırlık std’sini 0,5 yap
lesson-guide-residual-t1-expect = artıksız yığında gradyan artık çökmez, 50 katmanda 1’i aşar (bu kez büyür); artıklı yine daha büyük.
lesson-guide-residual-t2-do = Std’yi 0,05 yap
lesson-guide-residual-t2-expect = artıksız gradyan 50 katmanda 10⁻²⁰’nin altına çöker; artık yol onu 1’in üstünde tutar.
lesson-guide-playground-t1-do = Kötü init’i 5 yap
lesson-guide-playground-t1-expect = sağlık tablosunda bir katmanın doygunluğu %50’yi aşar.
lesson-guide-playground-t2-do = Kötü init’i 1’e geri al
lesson-guide-playground-t2-expect = doygunluk her katmanda %30’un altına iner.
lesson-map-title = Ders haritası
lesson-map-summary = { $p }/{ $pn } tahmin · { $q }/{ $qn } soru · { $e }/{ $en } egzersiz geçti
lesson-map-sections = Bölümler
lesson-map-questions = Kontrol soruları (5.17)
lesson-map-question = Soru { $n }
lesson-map-exercises = Egzersizler (5.18)
lesson-map-e1 = Egzersiz 1 (Başlangıç loss’unu düzelt)
lesson-map-e2 = Egzersiz 2 (tanh doygunluğunu gör)
lesson-map-e3 = Egzersiz 3 (Kaiming init)
lesson-map-e4 = Egzersiz 4 (BatchNorm kur)
lesson-map-e5 = Egzersiz 5 (Sonraki dersin habercisi)
lesson-map-predicted = tahmin edildi
lesson-map-predictedRight = tahmin edildi, doğru
lesson-map-predictedWrong = tahmin edildi, yanlış
lesson-map-moreCases = { " " }(başka ayarlar için +{ $n } tahmin daha)
lesson-map-questionsSummary = { $r } doğru (sabit cevabı olan { $c } sorudan) · { $a }/{ $n } cevaplandı
lesson-map-right = doğru
lesson-map-rightAt = { $n }. denemede doğru
lesson-map-differs = metnin cevabından farklı ({ $n } deneme)
lesson-map-predictedClose = tahmin edildi, yakın
lesson-map-predictedFar = tahmin edildi, uzak
lesson-map-skipped = tahmin atlandı
lesson-map-opened = açıldı, tahmin yok
lesson-map-notYet = henüz değil
lesson-map-answered = cevaplandı
lesson-map-pass = geçti
lesson-map-fail = geçmedi
lesson-map-local = İlerlemen yalnızca bu tarayıcıda tutulur; hiçbir yere gönderilmez.
lesson-map-notKept = Tarayıcı burada bir şey saklamaya izin vermediği için ilerlemen yalnızca sayfa açıkken tutulur; hiçbir yere gönderilmez.
lesson-map-export = İlerlemeyi JSON olarak indir
lesson-map-startOver = Baştan başla
lesson-questions-title = Kontrol soruları (5.17)
lesson-questions-intro = Metnin dört sorusu: önce kendi cevabını ver, sonra metnin cevabını gör.
lesson-questions-introHere = Metnin dört sorusundan bu sekmenin cevapladığı: önce kendi cevabını ver, sonra metnin cevabını gör. Dördü bir arada Egzersizler sekmesinde.
lesson-questions-introNone = Metnin dört sorusunu başka sekmeler cevaplar; hepsi aşağıda, katlanmış. Dördü bir arada Egzersizler sekmesinde.
lesson-questions-others = Diğer { $n } soru
lesson-questions-all = Metnin { $n } sorusu
lesson-questions-yourNumber = Cevabın (bir sayı)
lesson-questions-yourSentence = Cevabın (bir iki cümle)
lesson-questions-yourChoice = Cevabın
lesson-questions-answer = Cevabımı kaydet
lesson-questions-needAnswer = Önce bir cevap yaz ya da seç.
lesson-questions-needSentence = Cevabını birkaç kelimeyle yaz (en az 10 karakter).
lesson-questions-yours = Cevabın: { $answer }
lesson-questions-right = Metnin cevabıyla uyuşuyor.
lesson-questions-wrong = Metnin cevabı farklı — aşağıda.
lesson-questions-tryAgain = Yeniden dene
lesson-questions-again = Yeniden dene: ilk cevabın kaydında kalır.
lesson-questions-first = İlk cevabın: { $answer } (şimdiye kadar { $n } deneme)
lesson-questions-compare = Kendi cümleni metnin cevabıyla karşılaştır.
lesson-questions-textAnswer = Metnin cevabı:
lesson-questions-showMe = Göster: { $name } sekmesi
lesson-questions-q1-tex = { "\\text{loss} = -\\log\\left(\\frac{1}{27}\\right) = \\log(27) \\approx 3{,}30" }
lesson-questions-q1-q = Soru 1: 27 karakterli bir dil modeli, eğitimin başında ‘hiçbir şey bilmiyorsa’ ilk loss kaç olmalı? Neden? Pratikte 26 gibi çok daha yüksek çıkarsa sebebi nedir?
lesson-questions-q1-answer =
    .p1 = Hiçbir şey bilmeyen model, 27 karaktere eşit (uniform) olasılık verir: her birine 1/27. Loss = ortalama NLL: loss = −log(1/27) = log(27) ≈ 3,30.
    .p2 = Cevap: ≈ 3,3 olmalı. Pratikte bizim ölçümümüzde ≈ 26,01 çıktı; çünkü rastgele başlatılan W2/b2 aşırı uç logitler üretiyor — model “kendinden emin ama yanlış”, bazı karakterlere çok yüksek/düşük olasılık atıyor. Bu, ilk birkaç iterasyonu boşa harcayan hokey-sopası loss eğrisine yol açar. Çözüm: W2 *= 0.01, b2 = 0 ile logitleri 0’a yakın başlat → ilk loss ≈ 3,31 (uniform beklenenin tam üstünde).
lesson-questions-q2-tex = { "\\hat{x}_i = \\frac{x_i - \\mu_B}{\\sqrt{\\sigma_B^2 + \\epsilon}}, \\qquad y_i = \\gamma\\,\\hat{x}_i + \\beta" }
lesson-questions-q2-q = Soru 2: Kaiming init ile BatchNorm, ikisi de aktivasyon istatistiklerini düzeltir. Aralarındaki temel fark nedir?
lesson-questions-q2-a = Kaiming yalnızca başlangıçta ağırlıkları ölçekler; BatchNorm her ileri geçişte aktivasyonları normalize eder.
lesson-questions-q2-b = İkisi de her adımda aktivasyonları normalize eder; yalnızca hızları farklıdır.
lesson-questions-q2-c = BatchNorm yalnızca başlangıçta çalışır; Kaiming eğitim boyunca ağırlıkları yeniden ölçekler.
lesson-questions-q2-answer =
    .p1 = Cevap: Kaiming init yalnızca başlangıçta ağırlıkları doğru ölçekleyerek aktivasyon varyansını 1 civarında tutmaya çalışır — ama eğitim ilerledikçe ağırlıklar değişir ve istatistik kayabilir; derin ağda doğru ayarlamak kırılgandır. BatchNorm ise her adımda, her ileri geçişte aktivasyonları aktif olarak normalize eder — yani “doğru dağılımı umut etmek” yerine “zorla dayatmak”.
    .p2 = BatchNorm init’e hassasiyeti büyük ölçüde ortadan kaldırır (bu yüzden çok kullanışlı): bizim ölçümümüzde kasten kötü init (×5) ile bile BN’li ağ dev 2,2330 verirken (BN’li Kaiming 2,1858’e neredeyse eşit), BN’siz kötü-init dev 2,5318’e patlar. Ama BatchNorm örnekleri batch içinde birbirine bağlar (bug kaynağı, jitter). İkisi birlikte de kullanılır: makul init + BatchNorm.
lesson-questions-q3-tex = { "\\frac{d}{dx}\\tanh x = 1 - \\tanh^2 x" }
lesson-questions-q3-q = Soru 3: ‘Ölü nöron’ ne zaman oluşur ve neden ‘kalıcı’ olabilir? tanh türevi ile bağla.
lesson-questions-q3-answer =
    .p1 = Cevap: tanh’ın türevi 1 − tanh²’dir (Ders 1). Bir nöronun aktivasyon-öncesi değeri çok büyük/küçükse, tanh çıktısı ±1’e yapışır (doygunluk) → türev ≈ 0. Eğer bir nöron tüm batch boyunca hep doymuşsa, geri yayılımda hep ≈ 0 gradyan alır → ağırlıkları asla güncellenmez → öğrenemez.
    .p2 = “Kalıcı” çünkü güncellenmeyince doygunluktan çıkamaz; bir kısır döngü (Karpathy’nin deyişiyle “permanent brain damage”). Önlem: dikkatli init (Kaiming) veya BatchNorm ile aktivasyon-öncesini 0 civarında tutmak. (ReLU’da karşılığı: girdi hep negatif → çıktı hep 0 → ölü ReLU.)
lesson-questions-q4-tex = { "z = \\frac{x - \\mu}{\\sigma}, \\qquad X = \\mu + \\sigma Z" }
lesson-questions-q4-q = Soru 4: (Builder) BatchNorm’un normalize adımı (x − μ)/√(σ²+ε) Stat 110’daki hangi kavramdır? Neden ek olarak öğrenilen γ (scale) ve β (shift) eklenir?
lesson-questions-q4-a = varyans korunumu
lesson-questions-q4-b = standardizasyon (z-skoru)
lesson-questions-q4-c = üstel hareketli ortalama (EMA)
lesson-questions-q4-answer =
    .p1 = Cevap: Normalize adımı tam olarak standardizasyondur (Stat 110 z-skoru): z = (x − μ)/σ, ortalamayı 0, std’yi 1 yapar. BatchNorm bunu batch istatistikleriyle, ağın içinde yapar.
    .p2 = γ ve β neden? Çünkü her zaman ortalama-0-std-1 istemeyebiliriz — ağ bazen farklı bir ölçek/konum isteyebilir (örn. tanh’ı belli bir bölgede kullanmak). γ (scale) ve β (shift), öğrenilen parametrelerdir ve modele normalizasyonu kısmen veya tamamen geri alma özgürlüğü verir (Stat 110 konum-ölçek dönüşümü: X = μ + σZ). Başlangıçta γ = 1, β = 0 (saf normalize); eğitimle ağ ne istediğini öğrenir. Yani BatchNorm “0-1 yap, ama gerekirse değiştirmene izin ver” der.
