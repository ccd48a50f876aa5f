# locales/tr/playground.ftl — Türkçe: oyun alanı sekmesi.
# Anahtarlar en/playground.ftl ile birebir aynı; her satırda bir anahtar.

playground-explain =
    .p1 = Dersin MLP’sini kendin eğit: her ayar bağlantıda saklanır, aynı bağlantı aynı eğrileri çizer. Kötü bir init seç (kazanç ×5), normalizasyonu kapat, öğrenme oranını büyüt — ve katman sağlığı tablosunda neyin bozulduğunu izle.
    .p2 = Eğri: her adımın minibatch loss’u (soluk) ve her { $every } adımda train/dev bölmelerinin ilk satırlarındaki loss (en çok { $rows }; kaç satır olduğu eğrinin açıklamasında). Eğitim bitince tüm bölmelerde ölçülür.
playground-layers = Linear katman sayısı (çıktı dahil)
playground-width = Gizli genişlik
playground-norm = Normalizasyon
playground-normNone = yok
playground-normBatch = BatchNorm
playground-normLayer = LayerNorm
playground-gain = Init kazancı (tanh için 5/3)
playground-bad = Kötü init çarpanı
playground-fix = Çıktı düzeltmesi (ilk logitler küçük)
playground-lr = Öğrenme oranı
playground-sched = lr schedule
playground-schedConst = sabit
playground-schedStep = %75’ten sonra ÷10
playground-batch = Batch boyutu
playground-seed = Tohum (seed)
playground-steps = Adım sayısı
playground-play = ▶ Oynat
playground-pause = ⏸ Duraklat
playground-step = Tek adım
playground-reset = ↺ Sıfırla
playground-curveTitle = Loss eğrileri
playground-minibatch = minibatch loss
playground-train = train ({ $n } satır)
playground-dev = dev ({ $n } satır)
playground-healthTitle = Katman sağlığı (son adım)
playground-healthLayer = katman
playground-healthSat = doygunluk |h|>0,97
playground-healthStd = tanh std
playground-healthGrad = ağırlık grad std
playground-healthUd = update:data (log10)
playground-healthHint = Doygunluk > %10 ya da update:data −3’ten çok uzak: kırmızı.
playground-status = Adım { $step } / { $steps } · { $params } parametre · { $rate } adım/sn
playground-final = Son: train { $train } · dev { $dev } (tüm bölmeler)
playground-diverged = Eğitim { $step }. adımda ıraksadı ve durduruldu: { $what }.
playground-divergedWhat-loss = loss, cross-entropy hesabının kendisinde { $loss } oldu: çıktı katmanının logitleri de içinde, bütün katmanların aktivasyonları henüz sonluydu
playground-divergedWhat-lossHigh = loss { $loss } değerine fırladı (sınır 1000); katmanların aktivasyonları henüz sonluydu
playground-divergedWhat-activations = sonlu olmayan (sonsuz ya da tanımsız) değerler ilk kez { $layer } katmanının aktivasyonlarında çıktı
playground-divergedWhat-gradients = gradyanlarda ilk kez sonlu olmayan değerler { $layer } katmanında çıktı
playground-cause-lrInit = Olası neden: öğrenme oranı ({ $lr }) bu init için fazla yüksek (kazanç { $gain }, kötü init çarpanı ×{ $bad }: biri Kaiming değerinin, yani 5/3’ün ya da 1’in en az iki katı). Öğrenme oranını düşür (ör. 0,1) ya da init’i düzelt.
playground-cause-lr = Olası neden: öğrenme oranı ({ $lr }) fazla yüksek; güncellemeler hedefi aşıp büyüyor. Öğrenme oranını düşür (ör. 0,1).
playground-cause-init = Olası neden: init fazla büyük (kazanç { $gain }, kötü init çarpanı ×{ $bad }: biri Kaiming değerinin, yani 5/3’ün ya da 1’in en az iki katı; normalizasyon yok): aktivasyonlar katmandan katmana büyüyor. Kazancı 5/3’e, kötü init çarpanını 1’e ayarla ya da BatchNorm/LayerNorm aç.
playground-cause-other = Olası neden: bu ayarlarla güncellemeler kararsız. Öğrenme oranını düşür ya da normalizasyon aç.
playground-layerName-embedding = C[X] gömmesi
playground-layerName-parameter = bir parametre gradyanı
playground-healthKept = Bunlar { $step }. adımda ölçülen, { $at }. adımdaki ıraksamadan önceki son değerler: ondan sonra aktivasyonlar sonlu değil, ölçülecek bir doygunluk ya da std yok.
playground-lossUndefined = tanımsız (0/0)
playground-failed = Eğitim başarısız oldu ve { $step }. adımda durduruldu: son { $window } adımın ortalama loss’u { $loss }; { $held } adım üst üste en az { $factor } × { $ref } oldu ({ $ref }: ilk adımın loss’u { $start } ile rastgele tahminin loss’u ln V’den büyük olanı) — model başladığı yerden çok daha kötü.
playground-rescue = ℹ { $step }. adım: öğrenme oranı { $lr } çok büyük (burada { $high } ve üstü çok büyük sayılır), ama son adımların ortalama loss’u { $loss }, rastgele tahminin loss’u ln V = { $lnv } değerinin altında — model öğreniyor. Bunun nedeni BatchNorm: her katmanın aktivasyon-öncesi değerlerini batch std’sine böler; büyük güncellemelerin büyüttüğü ağırlıklar aktivasyonları büyütmez, ağırlıklar büyüdükçe her güncelleme onları oransal olarak daha az değiştirir.
playground-waysOut = Çıkış yolu — birini seç, model yeniden kurulur:
playground-wayOut = “{ $label }” = { $value }
playground-warnGroup-saturated = ⚠ { $step }. adımdan başlayarak { $count } tanh katmanı tamamen doymuş, gradyan geçmiyor: { $where }.
playground-warnGroup-frozen = ⚠ { $step }. adımdan başlayarak { $count } parametre hiç güncellenmiyor (update:data = −∞) — donmuş: { $where }.
playground-warnGroup-other = ⚠ { $step }. adımdan başlayarak { $count } uyarı: { $where }.
playground-samples = Modelden örnek isimler
playground-warn-notLearning = ⚠ { $step }. adım: son adımların ortalama loss’u { $value }, rastgele tahminin loss’u ln V = { $ref } değerinin üstünde — model rastgele tahminden kötü, öğrenmiyor.
playground-warn-lossRising = ⚠ { $step }. adım: ortalama loss { $value }, şimdiye kadarki en iyi { $ref } değerinin çok üstüne çıktı — loss yükseliyor.
playground-warn-overfitting = ⚠ { $step }. adım: dev loss { $value } (önceki en iyisi { $ref }) yükselirken train loss düşüyor — aşırı uyum: model train bölmesini ezberliyor.
playground-warn-saturated = ⚠ { $step }. adım: { $layer } katmanında tanh çıktılarının { SUFFIX($value, case: "poss") } |h| > 0,97 (sınır { $ref }) — katman tamamen doymuş, gradyan geçmiyor.
playground-warn-frozen = ⚠ { $step }. adım: { $param } { $ref } adımdır hiç güncellenmiyor (update:data = −∞) — donmuş.
playground-warnCause-lrHigh = Olası neden: öğrenme oranı ({ $lr }) çok yüksek.
playground-warnCause-lrLow = Olası neden: öğrenme oranı ({ $lr }) çok düşük; her adım modeli çok az değiştiriyor.
playground-warnCause-init = Olası neden: init ölçeği, kazanç { $gain } × kötü init çarpanı { $bad }, Kaiming’in 5/3’ünün en az iki katı ya da en çok yarısı.
playground-warnCause-noNorm = Olası neden: normalizasyon yok.
playground-warnCause-smallData = Olası neden: eğitim bölmesi modelin parametre sayısına göre küçük.
playground-warnCause-other = Olası neden belirgin değil.
playground-suggest-lowerLr = Öneri: “{ $lr }” değerini düşür (ör. { $to }).
playground-suggest-raiseLr = Öneri: “{ $lr }” değerini büyüt (ör. 0,1).
playground-suggest-kaimingInit = Öneri: “{ $gain }” 5/3, “{ $bad }” 1 olsun.
playground-suggest-addNorm = Öneri: “{ $norm }” için BatchNorm ya da LayerNorm seç.
playground-suggest-moreData = Öneri: daha uzun bir isim listesi yükle ya da modeli küçült.
playground-suggest-smallerModel = Öneri: modeli küçült (“{ $width }” ya da “{ $layers }”).
