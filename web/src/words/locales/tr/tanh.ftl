# locales/tr/tanh.ftl — Türkçe: 5.4 doymuş tanh sekmesi.
# Anahtarlar en/tanh.ftl ile birebir aynı; her satırda bir anahtar.

tanh-neuron-pick = Nöron seç (tam olarak)
tanh-neuron-option = nöron { $j }
tanh-neuron-optionDead = nöron { $j } (ölü)
tanh-neuron-hint = Haritada bir sütuna (bir nörona) dokun ya da tıkla, haritayı seçip ← → tuşlarını kullan ya da haritanın altındaki listeden seç: o nöronun batch’teki |h| değerleri, neden ölü sayıldığı ve bu batch’te aldığı gradyan açılır.
tanh-neuron-keys = ← → tuşları bir nöron seçer, Enter açar; veri tablosunda bir satıra tıklamak da açar.
tanh-neuron-titleDead = Nöron { $j } ölü: { $rows } örneğin hepsinde doymuş
tanh-neuron-titleAlive = Nöron { $j } ölü değil
tanh-neuron-values = |h|, örnek sırasıyla (#0, #1, …): { $values }
tanh-neuron-dead = Kural: |h| > { $thr } ise doymuş; bir nöron batch’teki { $rows } örneğin HEPSİNDE doymuşsa ölüdür. Bu nöronda en küçük |h| bile { $min } (örnek #{ $b }): { $thr } üstünde.
tanh-neuron-alive = Kural: |h| > { $thr } ise doymuş; bir nöron batch’teki { $rows } örneğin HEPSİNDE doymuşsa ölüdür. Bu nöron { $rows } örnekten { $n } tanesinde doymuş; en küçük |h| = { $min } (örnek #{ $b }), { $thr } altında.
tanh-neuron-local = tanh’ın yerel türevi 1 − h²: bu nöronda en büyüğü { $max } (örnek #{ $b }).
tanh-neuron-pre = Aktivasyon-öncesi değerin gradyanı ∂L/∂a = ∂L/∂h · (1 − h²), sayfanın autograd’ıyla bu batch’te, örnek örnek: { $values }
tanh-neuron-weight = Gelen ağırlıklarının gradyanı ‖∂L/∂W[:, { $j }]‖ = { $w }, bias’ın gradyanı { $bias }; katmanda en büyüğü { $max } (nöron { $top }).
tanh-explain =
    .p1 = tanh’ın türevi 1 − h²’dir: çıktı ±1’e yapıştığında (|h| > 0,97) gradyan neredeyse sıfırdır ve o nörondan geriye hiçbir şey akmaz. Kötü init (metinde kazanç ×5) gizli katmanın girdilerini çok genişletir: metinde tanh çıktılarının büyük kısmı ±1’e yığılır. Buradaki çarpanla ne kadarının yığıldığını kontrollerin altındaki cümle söyler.
    .p2 = Bir nöron batch’teki TÜM örneklerde doymuşsa “ölü”dür: hiçbir örnek onun ağırlıklarını değiştiremez. Haritada her satır bir örnek, her sütun bir nöron; turuncu hücreler doymuş, siyah çerçeveli sütunlar ölü nöronlar. Kaiming init’te çıktıların bir kısmı yine ±1’e yakındır; metin bu histogram için “0 civarında yayılmış (aktif, eğimli bölge)” der. Ne kadarının ±1’de, ne kadarının aradaki eğimli bölgede olduğunu kontrollerin altındaki cümle söyler.
tanh-bad = Kötü init çarpanı (kazanç × …)
tanh-count = sayı
tanh-histBad = Kötü init (×{ $bad }): tanh çıktıları
tanh-histKaiming = Kaiming init: tanh çıktıları
tanh-satBad = Doygunluk |h| > 0,97, kötü init (×{ $bad })
tanh-satKaiming = Doygunluk |h| > 0,97, Kaiming
tanh-dead = Ölü nöron ({ $rows } örneğin hepsinde doymuş)
tanh-mapTitle = |h|: { $rows } örnek × { $cols } nöron, kötü init (×{ $bad })
tanh-reading = Şu an çizilen: kötü init’te (×{ $bad }) tanh çıktılarının { SUFFIX($bad_pct, case: "poss") } |h| > { SUFFIX($thr, case: "loc") }, Kaiming’de { SUFFIX($k_pct, case: "poss") }: { $cmp }. { $slope } Haritadaki ölü nöron sayısı: { $dead }.
tanh-cmp-more = kötü init daha çok doyuruyor
tanh-cmp-fewer = kötü init daha az doyuruyor (1’in altındaki bir çarpan girdileri daraltır)
tanh-cmp-same = ikisinde pay aynı
tanh-slope-most = Kaiming’de çıktıların { SUFFIX($k_slope, case: "poss") } aradaki eğimli bölgede (|h| ≤ { $thr }), gradyanın aktığı yerde: çoğunluk bu, metnin “0 civarında yayılmış” dediği.
tanh-slope-few = Kaiming’de çıktıların yalnızca { SUFFIX($k_slope, case: "poss") } aradaki eğimli bölgede (|h| ≤ { $thr }), gradyanın aktığı yerde.
tanh-mapLegend = Beyaz → mavi: |h| 0 → 1; turuncu: |h| > 0,97 (doymuş); siyah çerçeve: ölü nöron. Ölü nöron sayısı: { $n } ({ $list }).
