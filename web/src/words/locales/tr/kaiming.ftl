# locales/tr/kaiming.ftl — Türkçe: 5.5 Kaiming sekmesi.
# Anahtarlar en/kaiming.ftl ile birebir aynı; her satırda bir anahtar.
# Bir yığının std’si ilk katmandan sona (çekirdeğin yargısı; öznesi, naif ya da ikinci yığın,
# anahtardadır): iki yığın için de aynı sözler.

kaiming-explain =
    .p1 = Her katmanın ağırlıkları std = kazanç / √fan_in ile çekilirse, katmanın çıktısı girdisiyle aynı ölçekte kalır. tanh sıkıştıran bir fonksiyon olduğu için bunu telafi eden kazanç 5/3’tür (ReLU için √2).
    .p2 = Kazanç 1 (“naif”) ile her tanh katmanı aktivasyonları biraz daha küçültür: std katman katman düşer ve derin katmanlar sönük kalır. Kaiming kazancıyla std çok daha yavaş düşer: derin katmanlar da canlı kalır. Grafik: { $chart }
    .p3 = Doğrusal-olmama seçimi, aynı ağırlıklarla her tanh’ın yerine ReLU koyar: ReLU negatif girdileri 0’a indirip varyansı yarıya düşürdüğü için onu koruyan kazanç √2’dir. ReLU’nun doyduğu düz bir ucu yoktur; onun yerine her katmanda 0 çıkan (etkin olmayan) birimlerin payı ölçülür.
kaiming-reading = Şu an çizilen: naif init’te (kazanç 1) std { $n0 } → { $n1 }: { $nHold }; { $second } { $k0 } → { $k1 }: { $kHold } (ilk → son tanh katmanı).
kaiming-readingRelu = Şu an çizilen: ReLU yığınında naif init’te (kazanç 1) std { $n0 } → { $n1 }: { $nHold }; { $second } { $k0 } → { $k1 }: { $kHold } (ilk → son ReLU katmanı).
kaiming-chartMany = { $n } Linear katmanlı BN’siz yığının { $k } { $act } çıktısının her birinin std’si.
kaiming-chartOne = { $n } Linear katmanlı BN’siz yığının tek { $act } çıktısının std’si (tek katmanda “katman katman” görülecek bir şey yok).
kaiming-withKaiming = Kaiming’de (kazanç { $g })
kaiming-withSecond = ikinci yığında (kazanç { $g }; metnin { $act } için verdiği { $text } değil)
kaiming-hold-naive-holds = korunuyor (katman başına ×{ $per }; son katmanınki ilkinin { $lo } ile { $hi } katı arasında)
kaiming-hold-naive-fades = sönüyor (katman başına ×{ $per }; son katmanınki ilkinin { $lo } katından az)
kaiming-hold-naive-grows = büyüyor (katman başına ×{ $per }; son katmanınki ilkinin { $hi } katından fazla)
kaiming-hold-naive-vanishes = tamamen sönüyor (katman başına ×{ $per }; son katmanınki ilkinin { $tenth } katından az)
kaiming-hold-naive-explodes = patlıyor (katman başına ×{ $per }; son katmanınki ilkinin { $explode } katından fazla)
kaiming-hold-naive-undefined = yargılanamıyor (bir std sonlu değil ya da ilki 0)
kaiming-hold-kaiming-holds = korunuyor (katman başına ×{ $per }; son katmanınki ilkinin { $lo } ile { $hi } katı arasında)
kaiming-hold-kaiming-fades = sönüyor (katman başına ×{ $per }; son katmanınki ilkinin { $lo } katından az)
kaiming-hold-kaiming-grows = büyüyor (katman başına ×{ $per }; son katmanınki ilkinin { $hi } katından fazla)
kaiming-hold-kaiming-vanishes = tamamen sönüyor (katman başına ×{ $per }; son katmanınki ilkinin { $tenth } katından az)
kaiming-hold-kaiming-explodes = patlıyor (katman başına ×{ $per }; son katmanınki ilkinin { $explode } katından fazla)
kaiming-hold-kaiming-undefined = yargılanamıyor (bir std sonlu değil ya da ilki 0)
kaiming-act = Doğrusal-olmama
kaiming-actTanh = tanh (dersteki)
kaiming-actRelu = ReLU
kaiming-layers = Linear katman sayısı
kaiming-stdTitle = Her tanh katmanının çıktı std’si
kaiming-layerAxis = tanh katmanı
kaiming-stdTitleRelu = Her ReLU katmanının çıktı std’si
kaiming-layerAxisRelu = ReLU katmanı
kaiming-naive = naif (kazanç { $g })
kaiming-kaiming = Kaiming (kazanç { $g })
kaiming-naiveRelu = naif (kazanç { $g }), ReLU
kaiming-kaimingRelu = Kaiming (kazanç { $g }), ReLU
kaiming-second = ikinci yığın (kazanç { $g })
kaiming-secondRelu = ikinci yığın (kazanç { $g }), ReLU
kaiming-naiveFirstLast = Naif: ilk → son katman std
kaiming-kaimingFirstLast = { $stack }: ilk → son katman std
kaiming-histNaive = Naif init: katman histogramları
kaiming-histKaiming = { $stack }: katman histogramları
kaiming-histNaiveRelu = Naif init, ReLU: etkin çıktıların (h > 0) histogramları
kaiming-histKaimingRelu = { $stack }, ReLU: etkin çıktıların (h > 0) histogramları
kaiming-layerSat = { $name }: { $sat } doymuş
kaiming-layerZero = { $name }: { $zero } sıfır (etkin değil)
kaiming-vsText = Metin (Egzersiz 2), Kaiming ile histogramın “0 civarında yayıldığını” söyler. Bunu tanh sekmesindeki tek gizli katmanlı ağ için, ×5 kötü init’in ±1’deki yığınının yanında söyler (metinde doymuş pay %79,1’e karşı %19,5): o yığına göre yayılmış, ama ±1’den arınmış değil. Bu { $n } Linear katmanlı yığının 1. katmanı o katmanın ta kendisidir (tanh sekmesinin Kaiming değeri bu katmanda ölçülür). Kazanç { $g } ile her katmanın aktivasyon-öncesi std’si girdisininkinin yaklaşık { $g } katıdır, bu genişlik çıktıların bir kısmını ±1’e ulaştırır: en doymuş katman { $top }, ölçüm batch’indeki { $values } çıktısının { SUFFIX($topSat, case: "poss") } doymuş (|h| > { $thr }); bunlar histogramının en dış kutularındadır. Son katmanda ({ $last }) bu pay { $lastSat }. Naif kazanç 1 ile doymuş pay en çok { $naiveTop }; std’si { $nHold }.
kaiming-vsTextGain = Metin (Egzersiz 2), Kaiming (kazanç 5/3) ile histogramın “0 civarında yayıldığını” söyler: tanh sekmesindeki tek gizli katmanlı ağ için, ×5 kötü init’in ±1’deki yığınının yanında (metinde doymuş pay %79,1’e karşı %19,5). Bu { $n } Linear katmanlı yığının kazancı 5/3 değil, { $g }: en doymuş katman { $top }, ölçüm batch’indeki { $values } çıktısının { SUFFIX($topSat, case: "poss") } doymuş (|h| > { $thr }). Son katmanda ({ $last }) bu pay { $lastSat }. Naif kazanç 1 ile doymuş pay en çok { $naiveTop }.
kaiming-vsTextRelu = ReLU’da doyma yoktur: pozitif girdiyi olduğu gibi geçirir, negatifi 0 yapar. Bu yüzden her katmanın ölçüm batch’indeki çıktılarının bir kısmı tam 0’dır (o satır için etkin olmayan birimler): { $n } Linear katmanlı bu yığında kazanç { $g } ile en çok { $top } katmanında { $topZero }, son katmanda ({ $last }) { $lastZero }. Naif kazanç 1 ile bu pay en çok { $naiveTop }. 0’lar varyansın yaklaşık yarısını götürür; metnin verdiği √2 kazancı (karesi 2) bunu geri verir. { $stacks } Histogramlar yalnızca etkin (h > 0) çıktıları sayar; 0’ların payı açıklamalarda yazılıdır.
kaiming-stacksRelu-text = Burada, kazanç √2 ile Kaiming yığınında std { $k0 } → { $k1 }: { $kHold }; naif yığında { $n0 } → { $n1 }: { $nHold }.
kaiming-stacksRelu-other = Bu yığının kazancı √2 değil, { $g }: std’si { $k0 } → { $k1 }: { $kHold }; naif yığında { $n0 } → { $n1 }: { $nHold }.
