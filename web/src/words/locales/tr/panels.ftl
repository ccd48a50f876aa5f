# locales/tr/panels.ftl — Türkçe: 5.13 panelleri (teşhis sekmesinde ve oyun alanında canlı).
# Anahtarlar en/panels.ftl ile birebir aynı; her satırda bir anahtar.

panels-heading = 5.13 histogramları: katman katman aktivasyon ve gradyan
panels-explain = Dört koşudan birini ve anını seç: başlangıçta ya da eğitimden sonra. Her tanh katmanının çıktı histogramı, bu çıktıların gradyan histogramı ve her 2 boyutlu ağırlığın gradyan histogramı (grad:data oranıyla); hepsi sabit 32 satırlık ölçüm batch’inde, train modunda ölçülür ve modele iz bırakmaz. İyi bir ağda aktivasyonlar ±1’e yığılmaz, gradyanlar katmandan katmana benzer genişliktedir.
panels-run = Koşu
panels-at = An
panels-atInit = başlangıçta
panels-atTrained = eğitimden sonra
panels-showing-init = { $run }: başlangıçta.
panels-showing-trained = { $run }: eğitimden sonra.
panels-notYet = { $run }: bu koşu henüz bitmedi; eğitimden sonraki histogramlar koşu bitince gelir.
panels-actTitle = Aktivasyon dağılımı (her tanh katmanının çıktısı)
panels-actAxis = tanh çıktısı h
panels-count = sayı
panels-actLegend = { $k }: ortalama { $mean }, std { $std }, doymuş { $sat }
panels-gradTitle = Gradyan dağılımı (tanh çıktılarının gradyanı)
panels-gradAxis = ∂loss/∂h
panels-gradLegend = { $k }: ortalama { $mean }, std { $std }
panels-weightTitle = Ağırlık gradyanlarının dağılımı (2 boyutlu parametreler)
panels-weightAxis = ∂loss/∂W
panels-weightLegend = { $name } { $shape }: grad:data { $ratio }
panels-liveHeading = Canlı teşhis (5.13–5.14)
panels-liveExplain = Eğitim sürerken saniyede birkaç kez yenilenir (her adımda değil): aynı üç histogram, sabit 32 satırlık ölçüm batch’inde; ve her 2 boyutlu parametrenin update:data oranı, log10(lr · std(grad) / std(data)), −3 kılavuzuyla.
panels-udTitle = update:data zaman içinde (2 boyutlu parametreler)
panels-udAxis = log10(lr·std(grad)/std(data))
panels-udLater = update:data zaman içinde: eğitim başlayınca burada çizilir (ilk adımdan önce bir güncelleme yok).
