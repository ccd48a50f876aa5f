# locales/tr/start.ftl — Türkçe: 5.3 başlangıç loss’u sekmesi.
# Anahtarlar en/start.ftl ile birebir aynı; her satırda bir anahtar.

start-explain =
    .p1 = Eğitimin ilk adımında model henüz hiçbir şey bilmiyor; dürüst bir model sözlüğün { $V } karakterine eşit olasılık verir ve loss’u −ln(1/{ $V }) = ln { $V } ≈ { $lnV } olur. Ham randn çıktı katmanı ise çok büyük logitler üretir: model “kendinden emin ama yanlış”tır ve ilk loss çok daha yüksektir.
    .p2 = Düzeltme basit: çıktı ağırlıklarını küçült (W2 × 0,01) ve bias’ı sıfırla. Logitler ≈ 0 olur, softmax ≈ tekdüze olur ve loss doğrudan ≈ { SUFFIX($lnV, case: "abl") } başlar. Düzeltme olmadan ilk adımlar yalnızca bu aşırı güveni söndürmekle geçer: eğride “hokey sopası” görülür, düzeltmeyle eğri baştan düzdür.
start-steps = Hokey sopası adımları
start-barTitle = İlk adımdaki loss (tüm train bölmesi)
start-curveTitle = İlk { $n } minibatch adımı
start-firstLoss = ilk loss
start-noFix = düzeltmesiz (ham randn W2, b2)
start-fix = düzeltmeli (W2 × 0,01, b2 = 0)
start-logV = ln { $V } (tekdüze tahmin)
start-logVLine = ln { $V } = { $lnV }
