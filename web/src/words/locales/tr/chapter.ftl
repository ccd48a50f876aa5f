# locales/tr/chapter.ftl — Türkçe: bölümün kapanış kısımları (5.16 özet, 5.19 sonraki ders, 5.20
# anahtar kavramlar, 5.21 builder bağlantıları, 5.22 kaynaklar) ve LayerNorm metninin “Nerede işe
# yarar” ile “Bu 3 hatayı yaparsın” listeleri (lesson/chapter.js); BatchNorm sekmesinin sonundaki
# 5.10 ve 5.11 (lesson/batchnorm_notes.js). Metinlerin kendi sözleri; anahtarlar en/chapter.ftl ile aynı.

chapter-title = Bölümün özeti, anahtar kavramlar ve kaynaklar
chapter-intro = Metnin kapanış kısımları ve LayerNorm metninin iki listesi. Her madde, onu canlı gösteren sekmeye bağlı.
chapter-show = Göster:
chapter-inText = Buradaki sayılar metnin yazdığı değerler; sekmeler kendilerininkini tarayıcıda hesaplar.
chapter-summary-title = 5.16 Bu Dersin Özeti
chapter-summary-items =
    .p1 = Aktivasyon ve gradyan istatistikleri önemlidir: kötü init, doygunluk veya patlayan/sönen gradyan eğitimi durdurur.
    .p2 = Başlangıç loss’unu düzelt: çıktı katmanını küçült (W2 *= 0.01, b2 = 0) → logitler ≈ 0 → ilk loss ≈ log(27) ≈ 3,3 (bizde fix’siz 26,01, fix’li 3,31; hokey-sopası kaybolur).
    .p3 = Doymuş tanh / ölü nöron: çıktı ±1’e yapışınca türev (1 − tanh²) ≈ 0 → gradyan akmaz (kötü init doygunluğu ≈ %79,1 vs Kaiming ≈ %19,5). Aktivasyon-öncesini 0 civarında tut.
    .p4 = Kaiming init: std = gain / √n_in; gain tanh için 5/3, ReLU için √2. Aktivasyon varyansını katmanlar arası korur (Kaiming son katman std 0,654 vs naif 0,320).
    .p5 = BatchNorm: aktivasyonları batch üzerinden normalize (x̂ = (x − μ) / √(σ² + ε)) + öğrenilen ölçekle/kaydır (γ, β).
    .p6 = Running stats: test zamanı için EMA ile mean/std biriktir (torch.no_grad, buffer); train/eval modu ayrımı.
    .p7 = epsilon (payda kararlılığı) + spurious bias (BatchNorm öncesi Linear’da bias=False).
    .p8 = Kodu modüllere böl (Linear/BatchNorm1d/Tanh, torch.nn gibi); self.out ile teşhis (gradyan std BN’li spread ≈ 2,1× vs BN’siz ≈ 4,2×; update:data ≈ 10^−2,1).
    .p9 = BatchNorm güçlü ama tuzaklı (örnekleri bağlar; kötü init’te bile dev 2,2330 vs BN’siz 2,5318); transformer LayerNorm tercih eder (Ders 7).
chapter-summary-oneTitle = Tek Bir Cümle
chapter-summary-one = Bir ağı eğitilebilir kılmak yalnızca mimariyi değil, aktivasyon ve gradyan istatistiklerini de doğru ayarlamaktır: doğru başlatma (Kaiming) ve normalizasyon (BatchNorm) sinyali katmanlar boyunca sağlıklı akıtır — ve bu istatistikleri izlemek (histogramlar, update:data oranı), “çalışıyor” ile “iyi öğreniyor” arasındaki farkı görmenin yoludur.
chapter-cheat-title = 5.20 Anahtar Kavramlar (Cheat Sheet)
chapter-cheat-caption = Anahtar kavramlar: her kavram, onu gösteren sekmeyi açar
chapter-cheat-concept = Kavram
chapter-cheat-definition = Tanım
chapter-cheat-at = Karpathy’de
chapter-cheat-startLoss-name = Başlangıç loss’u
chapter-cheat-startLoss-def = Beklenen ≈ log(vocab); logitleri 0’a yakın başlat (W2 küçült, b2=0)
chapter-cheat-hockey-name = Hokey-sopası eğrisi
chapter-cheat-hockey-def = İlk iterasyonlar aşırı logitleri ezmekle geçer; kötü init belirtisi
chapter-cheat-saturated-name = Doymuş tanh
chapter-cheat-saturated-def = Çıktı ±1’e yapışır; türev (1 − tanh²) ≈ 0; gradyan akmaz
chapter-cheat-dead-name = Ölü nöron
chapter-cheat-dead-def = Tüm batch’te doymuş nöron hiç güncellenmez (kalıcı)
chapter-cheat-kaiming-name = Kaiming (He) init
chapter-cheat-kaiming-def = std = gain / √n_in; gain tanh → 5/3, ReLU → √2; varyansı korur
chapter-cheat-batchnorm-name = Batch Normalization
chapter-cheat-batchnorm-def = Aktivasyonu batch’te normalize: (x − μ) / √(σ² + ε), sonra γx̂ + β
chapter-cheat-running-name = Running stats (EMA)
chapter-cheat-running-def = Test için mean/std biriktir (buffer, torch.no_grad); train/eval modu
chapter-cheat-eps-name = epsilon + spurious bias
chapter-cheat-eps-def = ε payda kararlılığı; BatchNorm öncesi Linear’da bias gereksiz (=False)
chapter-cheat-gammaBeta-name = γ (scale) / β (shift)
chapter-cheat-gammaBeta-def = Öğrenilen ölçekle-kaydır; normalizasyonu geri-alma özgürlüğü
chapter-cheat-modules-name = Modülleştirme
chapter-cheat-modules-def = Linear/BatchNorm1d/Tanh blokları (call, parameters); torch.nn gibi
chapter-cheat-hist-name = Aktivasyon/gradyan histogramı
chapter-cheat-hist-def = Doygunluk % ve katmanlar arası gradyan dengesi teşhisi
chapter-cheat-ud-name = update:data oranı
chapter-cheat-ud-def = log10(lr · grad_std / param_std) ≈ −3 olmalı; lr sağlık metriği
chapter-ln-title = LayerNorm vs BatchNorm: Nerede işe yarar
chapter-ln-lead = LayerNorm, özellikle DEĞİŞKEN uzunluklu veya küçük batch’li senaryolarda BatchNorm’a tercih edilir:
chapter-ln-where =
    .p1 = Transformer’lar (NLP kategorisinde amiral gemisi konumuz) standart olarak LayerNorm kullanır — diziler farklı uzunlukta olabilir, batch bağımlılığı istenmez.
    .p2 = Batch boyutu ne olursa olsun AYNI davranır — 23. dersteki batch=1 hatası, LayerNorm’da hiç yaşanmaz.
    .p3 = train() ve eval() arasında fark YOKTUR — running statistics gerekmez, çünkü her zaman o anki örneğin kendi istatistiği kullanılır.
chapter-ln-mistakesTitle = Bu 3 hatayı yaparsın:
chapter-ln-mistakes =
    .p1 = Görüntü işleme (CNN, bir sonraki bölüm) gibi BATCH bağlamının anlamlı olduğu yerlerde LayerNorm’u BatchNorm yerine kullanmak — her ikisinin de güçlü olduğu farklı bağlamlar var.
    .p2 = LayerNorm’un da running statistics tuttuğunu sanmak — tutmaz, her forward pass’te o anki örnekten hesaplar.
    .p3 = Hangi normalizasyonun “daha iyi” olduğunu evrensel bir kural sanmak — CNN’lerde genelde BatchNorm, transformer’larda genelde LayerNorm tercih edilir; bu bağlama bağlıdır.
chapter-ln-sameRow = aynı satır tek başına ve çok farklı komşularla: LayerNorm matrisi
chapter-ln-batchOneBn = Oyun alanı, batch boyutu 1, BatchNorm: sayfa reddeder
chapter-ln-batchOneLn = aynı ayarlar, LayerNorm: eğitir (▶ ile başlat)
chapter-ln-batchOneRes = aynı örnek 32’lik batch’te ve tek başına: Artık bağlantılar sekmesi
chapter-ln-trainEval = BatchNorm’da train ve eval çıktısı farklı: BatchNorm sekmesi
chapter-ln-columns = BatchNorm batch boyunca normalize eder, her sütunun std’si 1: BatchNorm matrisi
chapter-ln-rowsOnly = LayerNorm her satırı kendi değerlerinden hesaplar: LayerNorm matrisi
chapter-ln-runningBn = running istatistikleri BatchNorm tutar: BatchNorm sekmesi
chapter-ln-sameNetBn = Oyun alanı: aynı ağ BatchNorm ile
chapter-ln-sameNetLn = aynı ağ LayerNorm ile
chapter-next-title = 5.19 Sonraki Ders İçin Hazırlık
chapter-next-lesson = Ders 5: makemore 4 — Backprop Ninjası (Elle Geri Yayılım) — Andrej Karpathy
chapter-next-lead = Bu derste loss.backward() bizim için tüm gradyanları hesaplıyordu — bir kara kutu gibi. Ders 5’te o kutuyu açıyoruz: bu MLP+BatchNorm ağının backward’ını PyTorch autograd olmadan, tensör düzeyinde elle yazacağız.
chapter-next-topicsTitle = Ana konular:
chapter-next-topics =
    .p1 = “Backprop is a leaky abstraction”: neden elle backward yazmak öğretici.
    .p2 = Atomik hesaplama grafiği boyunca elle backward (cross_entropy, tanh, BatchNorm, matmul, embedding).
    .p3 = Analitik cross-entropy ve BatchNorm gradyanları (tek satırlık formüller).
chapter-next-todo = Ders 5 öncesi: egzersizleri çöz — özellikle 5 (cross_entropy gradyanını elle türet: softmax − one-hot).
chapter-next-exercises = Egzersizler sekmesi
chapter-builder-title = 5.21 ML Builder Bağlantıları
chapter-builder-lead = 9 köprü — BatchNorm:
chapter-builder-items =
    .p1 = Başlangıç loss’u → Stat 110 uniform NLL = log(n) + Ders 3 Egzersiz 5. İleriye: model sanity-check.
    .p2 = Doymuş tanh / ölü nöron → Ders 1 tanh türevi (1 − tanh²) = 0. İleriye: ReLU/GELU, residual bağlantılar.
    .p3 = Kaiming init → Stat 110 varyans/Normal dağılım + fast.ai L17 varyans korunumu (aynı matematik, farklı çatı). İleriye: PyTorch nn.init, derin ağ eğitilebilirliği.
    .p4 = BatchNorm = standardizasyon → Stat 110 z-skoru (x − μ) / σ. İleriye: LayerNorm (Ders 7), RMSNorm.
    .p5 = Running stats (EMA) → Stat 110 çevrimiçi ortalama + Calculus üstel sönüm. İleriye: train/eval modu, model.eval().
    .p6 = Modülleştirme → Ders 1 Neuron/Layer/MLP arabirimi. İleriye: torch.nn.Module, tüm modern mimariler.
    .p7 = Gradyan akışı/histogram → Ders 1 backprop zincir kuralı. İleriye: vanishing/exploding gradient, gradient clipping (Ders 10).
    .p8 = update:data oranı → Ders 3 lr taraması. İleriye: learning rate schedule, gradient norm izleme (Ders 10).
    .p9 = Linear-collapse → Ders 1 Kontrol Sorusu 2 (lineer ∘ lineer = lineer, 18.06). İleriye: derinliğin neden doğrusal-olmama gerektirdiği.
chapter-sources-title = 5.22 Karpathy’nin Önerdiği Kaynaklar
chapter-sources-lead = Karpathy’nin bu ders için verdiği kaynaklar:
chapter-sources-he = Kaiming (He) init makalesi: “Delving Deep into Rectifiers” (He ve ark. 2015):
chapter-sources-bn = Batch Normalization makalesi: Ioffe & Szegedy 2015:
chapter-sources-extra = Ek kaynak:
chapter-sources-colab = Ders Colab notebook’u: Google Colab — çalıştırılabilir ortam (metin notebook’un adresini vermiyor).
chapter-sources-video = Karpathy’nin videosu: YouTube — Building makemore Part 3: Activations & Gradients, BatchNorm (≈116 dk).
chapter-sources-repo = Kaynak repo:
chapter-sources-newTab = (yeni sekmede açılır)

bnNotes-whereTitle = 5.10 BatchNorm Nereye Oturur + ResNet Örneği
bnNotes-where = BatchNorm tipik olarak şu sırayla kullanılır: Lineer katman → BatchNorm → doğrusal-olmama (örn. Linear → BatchNorm1d → Tanh). Karpathy gerçek bir örnek olarak ResNet-50’yi gösterir: derin görü ağlarında bu Linear/Conv → BatchNorm → ReLU bloğu tekrar tekrar istiflenir, üstüne residual (artık) bağlantılar eklenir.
bnNotes-here = Bu sekmenin yukarıdaki dört grafiği bu sırayı izler: Linear’ın çıktısı (hpreact) → normalize → ölçekle/kaydır → tanh.
bnNotes-residual = Residual bağlantılar: Artık bağlantılar sekmesi
bnNotes-warn = Karpathy BatchNorm hakkında dürüst bir uyarı da yapar:
bnNotes-quote = No one likes this layer. It causes a huge amount of bugs, and intuitively it’s because it is coupling examples in the forward pass of a neural net.
bnNotes-quoteBy = — Karpathy, 1:17:13
bnNotes-after = Yani BatchNorm güçlü ama tuzaklı: örnekleri batch içinde birbirine bağladığı için (bir örneğin çıktısı diğerlerine bağlı) çok sayıda ince bug’a yol açar. Bu yüzden modern mimariler (özellikle transformer) çoğunlukla LayerNorm’u tercih eder — o, her örneği bağımsız normalize eder.
bnNotes-coupleTitle = Canlı: aynı örnek, başka batch arkadaşları
bnNotes-coupleHelp = Örnek satır { $row } sabit; altındaki iki batch arkadaşını değiştir. BatchNorm (train modu, torch.nn.BatchNorm1d gibi yanlı varyans) her özelliği batch boyunca normalize eder, LayerNorm her örneği kendi özellikleri boyunca. Sayfa ikisini de her değişiklikte yeniden hesaplar.
bnNotes-matrixCaption = Batch: örnek ve iki batch arkadaşı (satır = örnek, sütun = özellik)
bnNotes-example = Örnek
bnNotes-mate = Batch arkadaşı { $n }
bnNotes-cell = Batch arkadaşı { $r }, özellik { $c }
bnNotes-presetA = Benzer komşular (metnin Batch A’sı)
bnNotes-presetB = Uç değerli komşular (metnin Batch B’si)
bnNotes-outCaption = Örnek satırın çıktısı, bu batch içinde
bnNotes-outBn = BatchNorm (train modu)
bnNotes-outLn = LayerNorm
bnNotes-moved = Önceki batch’e göre örneğin çıktısındaki en büyük değişim: BatchNorm { $bn }, LayerNorm { $ln }.
bnNotes-firstBatch = Batch arkadaşlarını değiştir ya da metnin iki batch’inden birini seç: örneğin BatchNorm çıktısı değişir, LayerNorm çıktısı değişmez.
bnNotes-matrix = Bütün matris ve metnin iki batch’i yan yana: BatchNorm matrisi sekmesi
bnNotes-kwargsTitle = 5.11 PyTorch Katman İçleri (Linear, BatchNorm1d)
bnNotes-kwargsLead = Karpathy elle kurduğumuz katmanları PyTorch’un gerçek katmanlarıyla karşılaştırır: torch.nn.Linear ve torch.nn.BatchNorm1d. PyTorch’un dokümantasyonunu açıp, bizim yazdığımızla birebir aynı olduğunu gösterir — sadece daha çok ayar (kwarg) ile.
bnNotes-linear = tam olarak x @ W + b; ağırlıkları varsayılan olarak Kaiming-benzeri bir dağılımla başlatır.
bnNotes-bias = bias=False neden: bu sekmenin “{ $title }” ölçümü
bnNotes-init = Kaiming-benzeri başlatma: Kaiming sekmesi
bnNotes-eps = eps: payda kararlılığı (bkz. BatchNorm Detayları).
bnNotes-momentum = momentum: running istatistiklerin EMA katsayısı (bkz. Running İstatistikler).
bnNotes-affine = affine: γ (scale) ve β (shift) öğrenilsin mi (bkz. İmplementasyon).
bnNotes-track = track_running_stats: running mean/std tutulsun mu (bkz. Running İstatistikler).
bnNotes-epsShow = bu sekmenin “{ $title }” ölçümü (ε ile ve ε olmadan)
bnNotes-momentumShow = “{ $label }” kutusu (varsayılanı modülün 0,1’i)
bnNotes-affineShow = ölçekle/kaydır (γx̂ + β) grafiği
bnNotes-trackShow = running ortalama ve varyans grafikleri, train/eval logitleri
bnNotes-stepsShow = “{ $label }” kutusu
bnNotes-kwargsEnd = Yani kurduğumuz her parça PyTorch’ta bir kwarg’a karşılık geliyor — “kara kutu” değil, anladığımız mekanizma.
