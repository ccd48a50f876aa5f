// locales/tr/kaiming.js — Türkçe: 5.5 Kaiming sekmesi.
// Anahtarlar en/kaiming.js ile birebir aynı; her satırda bir anahtar.
// Bir yığının std’si ilk katmandan sona (çekirdeğin yargısı; öznesi, naif ya da ikinci yığın,
// anahtardadır): iki yığın için de aynı sözler.
const HOLD = {
  holds: 'korunuyor (katman başına ×{per}; son katmanınki ilkinin {lo} ile {hi} katı arasında)',
  fades: 'sönüyor (katman başına ×{per}; son katmanınki ilkinin {lo} katından az)',
  grows: 'büyüyor (katman başına ×{per}; son katmanınki ilkinin {hi} katından fazla)',
  vanishes: 'tamamen sönüyor (katman başına ×{per}; son katmanınki ilkinin {tenth} katından az)',
  explodes: 'patlıyor (katman başına ×{per}; son katmanınki ilkinin {explode} katından fazla)',
  undefined: 'yargılanamıyor (bir std sonlu değil ya da ilki 0)',
};

export default {
  kaiming: {
    explain: [
      'Her katmanın ağırlıkları std = kazanç / √fan_in ile çekilirse, katmanın çıktısı girdisiyle aynı ölçekte kalır. tanh sıkıştıran bir fonksiyon olduğu için bunu telafi eden kazanç 5/3’tür (ReLU için √2).',
      'Kazanç 1 (“naif”) ile her tanh katmanı aktivasyonları biraz daha küçültür: std katman katman düşer ve derin katmanlar sönük kalır. Kaiming kazancıyla std çok daha yavaş düşer: derin katmanlar da canlı kalır. Grafik: {chart}',
      'Doğrusal-olmama seçimi, aynı ağırlıklarla her tanh’ın yerine ReLU koyar: ReLU negatif girdileri 0’a indirip varyansı yarıya düşürdüğü için onu koruyan kazanç √2’dir. ReLU’nun doyduğu düz bir ucu yoktur; onun yerine her katmanda 0 çıkan (etkin olmayan) birimlerin payı ölçülür.',
    ],
    reading: 'Şu an çizilen: naif init’te (kazanç 1) std {n0} → {n1}: {nHold}; {second} {k0} → {k1}: {kHold} (ilk → son tanh katmanı).',
    readingRelu:
      'Şu an çizilen: ReLU yığınında naif init’te (kazanç 1) std {n0} → {n1}: {nHold}; {second} {k0} → {k1}: {kHold} (ilk → son ReLU katmanı).',
    chartMany: '{n} Linear katmanlı BN’siz yığının {k} {act} çıktısının her birinin std’si.',
    chartOne: '{n} Linear katmanlı BN’siz yığının tek {act} çıktısının std’si (tek katmanda “katman katman” görülecek bir şey yok).',
    withKaiming: 'Kaiming’de (kazanç {g})',
    withSecond: 'ikinci yığında (kazanç {g}; metnin {act} için verdiği {text} değil)',
    hold: { naive: HOLD, kaiming: HOLD },
    act: 'Doğrusal-olmama',
    actTanh: 'tanh (dersteki)',
    actRelu: 'ReLU',
    layers: 'Linear katman sayısı',
    stdTitle: 'Her tanh katmanının çıktı std’si',
    layerAxis: 'tanh katmanı',
    stdTitleRelu: 'Her ReLU katmanının çıktı std’si',
    layerAxisRelu: 'ReLU katmanı',
    naive: 'naif (kazanç {g})',
    kaiming: 'Kaiming (kazanç {g})',
    naiveRelu: 'naif (kazanç {g}), ReLU',
    kaimingRelu: 'Kaiming (kazanç {g}), ReLU',
    second: 'ikinci yığın (kazanç {g})',
    secondRelu: 'ikinci yığın (kazanç {g}), ReLU',
    naiveFirstLast: 'Naif: ilk → son katman std',
    kaimingFirstLast: '{stack}: ilk → son katman std',
    histNaive: 'Naif init: katman histogramları',
    histKaiming: '{stack}: katman histogramları',
    histNaiveRelu: 'Naif init, ReLU: etkin çıktıların (h > 0) histogramları',
    histKaimingRelu: '{stack}, ReLU: etkin çıktıların (h > 0) histogramları',
    layerSat: '{name}: {sat} doymuş',
    layerZero: '{name}: {zero} sıfır (etkin değil)',
    vsText:
      'Metin (Egzersiz 2), Kaiming ile histogramın “0 civarında yayıldığını” söyler. Bunu tanh sekmesindeki tek gizli katmanlı ağ için, ×5 kötü init’in ±1’deki yığınının yanında söyler (metinde doymuş pay %79,1’e karşı %19,5): o yığına göre yayılmış, ama ±1’den arınmış değil. Bu {n} Linear katmanlı yığının 1. katmanı o katmanın ta kendisidir (tanh sekmesinin Kaiming değeri bu katmanda ölçülür). Kazanç {g} ile her katmanın aktivasyon-öncesi std’si girdisininkinin yaklaşık {g} katıdır, bu genişlik çıktıların bir kısmını ±1’e ulaştırır: en doymuş katman {top}, ölçüm batch’indeki {values} çıktısının {topSat|poss} doymuş (|h| > {thr}); bunlar histogramının en dış kutularındadır. Son katmanda ({last}) bu pay {lastSat}. Naif kazanç 1 ile doymuş pay en çok {naiveTop}; std’si {nHold}.',
    vsTextGain:
      'Metin (Egzersiz 2), Kaiming (kazanç 5/3) ile histogramın “0 civarında yayıldığını” söyler: tanh sekmesindeki tek gizli katmanlı ağ için, ×5 kötü init’in ±1’deki yığınının yanında (metinde doymuş pay %79,1’e karşı %19,5). Bu {n} Linear katmanlı yığının kazancı 5/3 değil, {g}: en doymuş katman {top}, ölçüm batch’indeki {values} çıktısının {topSat|poss} doymuş (|h| > {thr}). Son katmanda ({last}) bu pay {lastSat}. Naif kazanç 1 ile doymuş pay en çok {naiveTop}.',
    vsTextRelu:
      'ReLU’da doyma yoktur: pozitif girdiyi olduğu gibi geçirir, negatifi 0 yapar. Bu yüzden her katmanın ölçüm batch’indeki çıktılarının bir kısmı tam 0’dır (o satır için etkin olmayan birimler): {n} Linear katmanlı bu yığında kazanç {g} ile en çok {top} katmanında {topZero}, son katmanda ({last}) {lastZero}. Naif kazanç 1 ile bu pay en çok {naiveTop}. 0’lar varyansın yaklaşık yarısını götürür; metnin verdiği √2 kazancı (karesi 2) bunu geri verir. {stacks} Histogramlar yalnızca etkin (h > 0) çıktıları sayar; 0’ların payı açıklamalarda yazılıdır.',
    stacksRelu: {
      text: 'Burada, kazanç √2 ile Kaiming yığınında std {k0} → {k1}: {kHold}; naif yığında {n0} → {n1}: {nHold}.',
      other: 'Bu yığının kazancı √2 değil, {g}: std’si {k0} → {k1}: {kHold}; naif yığında {n0} → {n1}: {nHold}.',
    },
  },
};
