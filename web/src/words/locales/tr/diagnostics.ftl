# locales/tr/diagnostics.ftl — Türkçe: 5.13–5.14 teşhis sekmesi.
# Anahtarlar en/diagnostics.ftl ile birebir aynı; her satırda bir anahtar.

diag-explain =
    .p1 = { "Dersin dört koşusu: {BN’siz, BN’li} × {Kaiming, kötü init ×5}, 6 katmanlı MLP, her biri " }{ $steps } adım, sabit lr 0,1. Eğriler canlı akar; her koşu bitince tüm train ve dev bölmelerinde eval modunda ölçülür.
    .p2 = Gradyan sağlığı: her Linear ağırlığının gradyan std’si. Metinde, 20.000 adımdan sonra, katmanlar arası yayılım (en büyük/en küçük) BN’siz 4,2 kat, BN’li 2,1 kattır: BN bu dengesizliği azaltır; bu koşunun yayılımları tabloda. update:data oranı log10(lr · std(grad) / std(veri)): her adımın parametrelerin değerlerini ne kadar değiştirdiğini söyler (“data”, PyTorch’taki p.data, yani parametrenin değerleridir, veri kümesi değil); −3 civarı (binde bir) sağlıklı kabul edilir.
diag-steps = Her koşunun adım sayısı
diag-run = ▶ Dört koşuyu başlat
diag-noBnKaiming = BN’siz, Kaiming
diag-bnKaiming = BN’li, Kaiming
diag-bnBad = BN’li, kötü init ×5
diag-noBnBad = BN’siz, kötü init ×5
diag-curvesTitle = Eğitim eğrileri (ortalama minibatch loss)
diag-meanLoss = ortalama minibatch loss
diag-finalTitle = Son train / dev loss (tüm bölmeler, eval modu)
diag-gradTitle = Her Linear ağırlığının gradyan std’si (eğitim sonunda, 32 örneklik ölçüm batch’inde)
diag-linearAxis = Linear katmanı
diag-gradStd = grad std
diag-spread = { $name }: gradyan std en büyük/en küçük
diag-udTitle = update:data, BN’li Kaiming koşusu, her parametre (renk: katman; kesikli: bias)
diag-udGuide = −3 (binde bir)
diag-udMedianTitle = update:data medyanı, parametre başına (adım 1–{ $window })
diag-udMedian = medyan log10 oranı
diag-udSummary = update:data medyanı [aralık]
diag-train = train
diag-dev = dev
diag-udAxis = log10(lr·std(grad)/std(veri))
diag-previous = Önceki koşunun sayıları (yeni koşu sürüyor):
diag-waiting = Dört koşu bir dakika kadar sürer: başlatmak için ▶ düğmesine bas.
diag-codeOfRun = Bu, ekrandaki koşunun kodu; yeni ayarları kullanmak için ▶ düğmesine bas.
diag-evaluating = { $name }: tüm bölmelerde ölçülüyor…
diag-udReadingAbove = Ölçülen update:data (BN’li Kaiming koşusu): parametreler üzerinden medyan { $m }; yani her adım bir parametreyi, değerlerinin yayılımının yaklaşık binde { SUFFIX($k, case: "poss") } kadar değiştirir. Metin −3 civarını (binde bir) sağlıklı sayar; bizdeki medyan bunun { $d } üstünde: { $verdict }
diag-udReadingBelow = Ölçülen update:data (BN’li Kaiming koşusu): parametreler üzerinden medyan { $m }; yani her adım bir parametreyi, değerlerinin yayılımının yaklaşık binde { SUFFIX($k, case: "poss") } kadar değiştirir. Metin −3 civarını (binde bir) sağlıklı sayar; bizdeki medyan bunun { $d } altında: { $verdict }
diag-udNear = sağlıklı sayılacak kadar yakın.
diag-udHigh = adımlar bu kaba kuralın büyük tarafında, parametreler hızlı değişiyor (metnin kendi koşusu da −3’ün üstünde: { $lecture }).
diag-udLow = adımlar küçük, parametreler zor kıpırdıyor; daha büyük bir lr daha hızlı öğrenebilir (metnin kendi koşusu: { $lecture }).
diag-shortRun = { $steps } adımda BN’li Kaiming, BN’sizden kötü bitiyor: dev { $bn }, karşısında { $noBn }; { $gap } fazla. Metnin sıralaması tersidir, 20.000 adımdan sonra ({ $textBn }, karşısında { $textNoBn }), aradaki fark yalnızca { $textGap }. Kısa bir koşu hangi koşunun başta hızlı olduğunu söyler, nerede biteceğini değil: bu koşuların ikinci yarısında ortalama minibatch loss’u hâlâ { $dropBn } (BN’li) ve { $dropNoBn } (BN’siz) düştü; bu, metnin farkından büyük, yani sıralama hâlâ dönebilir.
diag-shortRunSettled = { $steps } adımda BN’li Kaiming, BN’sizden kötü bitiyor: dev { $bn }, karşısında { $noBn }; { $gap } fazla. Metnin sıralaması tersidir, 20.000 adımdan sonra ({ $textBn }, karşısında { $textNoBn }), aradaki fark yalnızca { $textGap }. Bu koşuların ikinci yarısında ortalama minibatch loss’u yalnızca { $dropBn } (BN’li) ve { $dropNoBn } (BN’siz) düştü; bu, metnin farkından küçük: eğriler neredeyse durulmuş, bu isim listesi ve tohumla sıralama böyle kalabilir.
