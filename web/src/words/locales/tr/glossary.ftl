# locales/tr/glossary.ftl — Türkçe: sayfanın terimleri, dersin metinlerinin kullandığı adlarla. Her
# terim: sayfanın Türkçe adı (term), İngilizce karşılığı (other), dersin metinlerinde ve sayfada nerede
# geçtiği (where) ve onun yerine yazılmayacak sözcükler (avoid, “ · ” ile ayrılmış; boşsa yok).
# tests/js/glossary.test.js sayfanın Türkçe sözlerinde avoid’deki hiçbir sözcüğün geçmediğini denetler.
# en/glossary.ftl ile aynı anahtarlar.

glossary-running-term = running istatistikler (running ortalama, running varyans)
glossary-running-other = running statistics (running mean, running variance)
glossary-running-where = BatchNorm’un eval modunda kullandığı üstel hareketli ortalamalar (momentum); dersin “Running İstatistikler” bölümü ve BatchNorm sekmesi (5.6–5.9), matris sekmelerinin hata mesajları.
glossary-running-avoid = koşan
glossary-population-term = popülasyon standart sapması (popülasyon std’si), popülasyon varyansı
glossary-population-other = population standard deviation (population std), population variance
glossary-population-where = n’e bölen (yanlı) std ve varyans: LayerNorm’un ve torch.nn.BatchNorm1d’nin kullandığı; BatchNorm ve LayerNorm matrisi sekmeleri.
glossary-population-avoid = nüfus
glossary-schedule-term = lr schedule (öğrenme oranı schedule’ı)
glossary-schedule-other = learning-rate schedule (lr schedule)
glossary-schedule-where = öğrenme oranının eğitim boyunca değişimi (sabit ya da %75’ten sonra ÷10); oyun alanının ayarı ve önceki koşuların etiketleri.
glossary-schedule-avoid = takvim
glossary-probe-term = ölçüm batch’i (sabit 32 örnek)
glossary-probe-other = probe batch (a fixed 32 examples)
glossary-probe-where = teşhis şekillerinin (5.13–5.14) histogramları ve gradyan std’leri için her seferinde aynı 32 satır; modele iz bırakmaz.
glossary-probe-avoid = sonda · yoklama
glossary-badInit-term = kötü init (kazanç × kötü init çarpanı)
glossary-badInit-other = bad init (gain × the bad-init multiplier)
glossary-badInit-where = kasten büyük başlatılmış ağırlıklar (metnin ×5’i); doymuş tanh, Kaiming, BatchNorm, teşhis ve oyun alanı sekmeleri.
glossary-badInit-avoid = { "" }
glossary-gain-term = kazanç (gain)
glossary-gain-other = gain
glossary-gain-where = Kaiming init’teki çarpan (tanh için 5/3); Kaiming sekmesi, Egzersiz 3, oyun alanı.
glossary-gain-avoid = { "" }
glossary-saturation-term = doygunluk (|h| > 0,97 olan tanh çıktılarının payı), doymuş nöron, ölü nöron
glossary-saturation-other = saturation (the share of tanh outputs with |h| > 0.97), saturated neuron, dead neuron
glossary-saturation-where = doymuş tanh sekmesi (5.4), Egzersiz 2, oyun alanının katman sağlığı tablosu.
glossary-saturation-avoid = { "" }
glossary-residual-term = artık bağlantı (residual bağlantı)
glossary-residual-other = residual connection
glossary-residual-where = h = h + f(h); artık bağlantılar sekmesi; dersin metinleri iki adı da kullanır.
glossary-residual-avoid = { "" }
glossary-core-term = sayfanın hesabı (hesap modülü: tarayıcında çalışan, WebAssembly’ye derlenmiş C++ kodu)
glossary-core-other = the core (the page’s own computation: C++ compiled to WebAssembly, run in the browser)
glossary-core-where = her şeklin, tahminlerin canlı değerinin ve egzersizlerin kontrolünün hesaplandığı yer; sayfanın tanıtımı, her sekme. “Metin:” metnin basılı sayısını, “Sayfanın hesabı:” buradaki ayarlarla hesaplananı verir.
glossary-core-avoid = çekirdek · çekirdeğ
glossary-preact-term = aktivasyon-öncesi değerler (hpreact)
glossary-preact-other = pre-activation (hpreact)
glossary-preact-where = gizli Linear katmanın çıktısı, tanh’tan önce (metnin “aktivasyon-öncesi”, 5.4–5.7); doymuş tanh, Kaiming, BatchNorm sekmeleri, 5.17’nin cevapları, oyun alanının notları.
glossary-preact-avoid = ön-aktivasyon · ön aktivasyon · önaktivasyon · aktivasyon öncesi
glossary-updateData-term = update:data oranı
glossary-updateData-other = update:data ratio
glossary-updateData-where = log10(lr · std(grad) / std(veri)), −3 civarı sağlıklı; teşhis sekmesi ve oyun alanı.
glossary-updateData-avoid = { "" }
glossary-percentPoints-term = yüzde puan (iki yüzdenin farkı)
glossary-percentPoints-other = percentage points (the difference of two percentages)
glossary-percentPoints-where = tahmin ile sayfanın hesapladığı doygunluk yüzdesinin farkı, Egzersiz 2’nin toleransı.
glossary-percentPoints-avoid = { "" }
