// locales/tr/kaiming.js — Türkçe: 5.5 Kaiming sekmesi.
// Anahtarlar en/kaiming.js ile birebir aynı; her satırda bir anahtar.
export default {
  kaiming: {
    explain: [
      'Her katmanın ağırlıkları std = kazanç / √fan_in ile çekilirse, katmanın çıktısı girdisiyle aynı ölçekte kalır. tanh sıkıştıran bir fonksiyon olduğu için bunu telafi eden kazanç 5/3’tür (ReLU için √2).',
      'Kazanç 1 (“naif”) ile her tanh katmanı aktivasyonları biraz daha küçültür: std katman katman düşer ve derin katmanlar sönük kalır. Kaiming kazancıyla std katmandan katmana neredeyse sabittir. Grafik: 6 katmanlı BN’siz yığının her tanh çıktısının std’si.',
    ],
    layers: 'Linear katman sayısı',
    stdTitle: 'Her tanh katmanının çıktı std’si',
    layerAxis: 'tanh katmanı',
    naive: 'naif (kazanç {g})',
    kaiming: 'Kaiming (kazanç {g})',
    naiveFirstLast: 'Naif: ilk → son katman std',
    kaimingFirstLast: 'Kaiming: ilk → son katman std',
    histNaive: 'Naif init: katman histogramları',
    histKaiming: 'Kaiming init: katman histogramları',
  },
};
