# locales/tr/residual.ftl — Türkçe: artık bağlantılar sekmesi.
# Anahtarlar en/residual.ftl ile birebir aynı; her satırda bir anahtar.

residual-explain =
    .p1 = Rastgele Linear(16,16) + tanh alt katmanları üst üste yığılınca girdinin gradyanı her katmanda o katmanın matrisi ve tanh’ın türevi ile çarpılır. Bu çarpanlar ortalamada 1’den küçükse gradyan derinlikle söner, 1’den büyükse patlar; hangisi olacağını alt katman ağırlıklarının std’si ({ $std }) belirler ve ayarların altındaki cümle şu anki ayarda hangisinin olduğunu sayfanın ölçtüğü normlardan söyler. Artık bağlantı h = h + f(h) gradyana bir “otoyol” açar: her katmanın türevi I + f’nin türevi olur, özdeşlik yolu gradyanı her katmandan geçirir. f’nin katkısı ise her katmanda bunun üstüne eklenir: rastgele alt katmanlarla norm derinlikle büyüyebilir; pratikte bu yüzden artık dallar küçük başlatılır ya da normalize edilir.
    .p2 = Post-norm bloğu LayerNorm(x + f(x)) her bloktan sonra çıktıyı yeniden ölçekler: norm √16 = 4’te sabit kalır, 50 blok boyunca patlamaz. LayerNorm her örneği kendi içinde normalize ettiği için batch boyutu sonucu değiştirmez.
residual-std = Alt katman ağırlık std’si
residual-gradTitle = Girdi gradyanının normu, derinliğe göre (log ölçek)
residual-depth = derinlik
residual-gradNorm = ‖∂L/∂x‖
residual-plain = artık bağlantısız
residual-with = artık bağlantılı
residual-plainAt = Artık bağlantısız, derinlik { $d }
residual-withAt = Artık bağlantılı, derinlik { $d }
residual-postTitle = 50 post-norm bloğu: her bloktan sonra ‖x‖
residual-block = blok
residual-postSeries = ‖x‖
residual-postFirst = Girdinin normu
residual-postLast = 50. bloktan sonra norm
residual-reading = Şu an çizilen: artık bağlantısız norm derinlik { SUFFIX($d0, case: "loc") } { $p0 }, { SUFFIX($d1, case: "loc") } { $p1 }: { $plain }. Artık bağlantılı { $r0 } → { $r1 } ({ $ratio } kat): { $res }. { $contrast }
residual-contrast = Derinlik { SUFFIX($d, case: "loc") } artık bağlantılı gradyan, artık bağlantısızın { $times } katı.
residual-contrastZero = Derinlik { SUFFIX($d, case: "loc") } artık bağlantısız gradyan en küçük float’un da altına inip 0 oldu; artık bağlantılı { $r }.
residual-trend-vanishing = sönüyor (en sığdan en derine { $factor } kattan fazla küçülüyor)
residual-trend-growing = büyüyor ama patlamıyor (en sığdan en derine { $factor } kattan fazla, en çok { $explode } kat): sönmüyor, girdiye ulaşıyor
residual-trend-exploding = patlıyor (en sığdan en derine { $explode } kattan fazla büyüyor)
residual-trend-stable = kararlı (en sığdan en derine en fazla { $factor } kat değişiyor)
residual-trend-undefined = yargılanamıyor (normlardan biri sonlu değil ya da sıfır)
residual-trendAgain-vanishing = o da sönüyor
residual-trendAgain-growing = o da büyüyor ama patlamıyor
residual-trendAgain-exploding = o da patlıyor
residual-trendAgain-stable = o da kararlı
residual-trendAgain-undefined = o da yargılanamıyor
residual-batchTitle = LayerNorm batch boyutundan bağımsız
residual-batchDiff = Aynı örnek, { $batch } örneklik batch içinde ve tek başına: en büyük fark { $diff }.
