// locales/tr/residual.js — Türkçe: artık bağlantılar sekmesi.
// Anahtarlar en/residual.js ile birebir aynı; her satırda bir anahtar.
export default {
  residual: {
    explain: [
      'Rastgele Linear(16,16) + tanh alt katmanları üst üste yığılınca girdinin gradyanı her katmanda bir matris ve bir tanh türevi ile çarpılır; derinlik arttıkça küçülür ve 50 katmanda neredeyse yok olur. Artık bağlantı h = h + f(h) gradyana bir “otoyol” açar: her katmanın türevi I + f’nin türevi olur, özdeşlik yolu gradyanı sönmeden taşır. Ama f’nin katkısı her katmanda üstüne eklenir: rastgele alt katmanlar (ağırlık std’si {std}) gradyanı katman başına biraz büyütür, bu yüzden derinlikle norm büyüyebilir. Alt katman ağırlıklarını küçült: büyüme durur; pratikte bu yüzden artık dallar küçük başlatılır ya da normalize edilir.',
      'Post-norm bloğu LayerNorm(x + f(x)) her bloktan sonra çıktıyı yeniden ölçekler: norm √16 = 4’te sabit kalır, 50 blok boyunca patlamaz. LayerNorm her örneği kendi içinde normalize ettiği için batch boyutu sonucu değiştirmez.',
    ],
    std: 'Alt katman ağırlık std’si',
    gradTitle: 'Girdi gradyanının normu, derinliğe göre (log ölçek)',
    depth: 'derinlik',
    gradNorm: '‖∂L/∂x‖',
    plain: 'artık bağlantısız',
    with: 'artık bağlantılı',
    plainAt: 'Artık bağlantısız, derinlik {d}',
    withAt: 'Artık bağlantılı, derinlik {d}',
    postTitle: '50 post-norm bloğu: her bloktan sonra ‖x‖',
    block: 'blok',
    postSeries: '‖x‖',
    postFirst: 'Girdinin normu',
    postLast: '50. bloktan sonra norm',
    readingGrow:
      'Şu an çizilen: artık bağlantısız norm derinlik {d0|loc} {p0}, {d1|loc} {p1} (sönüyor); artık bağlantılı {r0} → {r1}, yani {ratio} kat büyüyor.',
    readingFlat:
      'Şu an çizilen: artık bağlantısız norm derinlik {d0|loc} {p0}, {d1|loc} {p1} (sönüyor); artık bağlantılı {r0} → {r1}: sönmüyor, belirgin biçimde de büyümüyor ({ratio} kat).',
    batchTitle: 'LayerNorm batch boyutundan bağımsız',
    batchDiff: 'Aynı örnek, {batch} örneklik batch içinde ve tek başına: en büyük fark {diff}.',
  },
};
