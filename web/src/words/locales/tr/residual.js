// locales/tr/residual.js — Türkçe: artık bağlantılar sekmesi.
// Anahtarlar en/residual.js ile birebir aynı; her satırda bir anahtar.
export default {
  residual: {
    explain: [
      'Rastgele Linear(16,16) + tanh alt katmanları üst üste yığılınca girdinin gradyanı her katmanda o katmanın matrisi ve tanh’ın türevi ile çarpılır. Bu çarpanlar ortalamada 1’den küçükse gradyan derinlikle söner, 1’den büyükse patlar; hangisi olacağını alt katman ağırlıklarının std’si ({std}) belirler ve ayarların altındaki cümle şu anki ayarda hangisinin olduğunu sayfanın ölçtüğü normlardan söyler. Artık bağlantı h = h + f(h) gradyana bir “otoyol” açar: her katmanın türevi I + f’nin türevi olur, özdeşlik yolu gradyanı her katmandan geçirir. f’nin katkısı ise her katmanda bunun üstüne eklenir: rastgele alt katmanlarla norm derinlikle büyüyebilir; pratikte bu yüzden artık dallar küçük başlatılır ya da normalize edilir.',
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
    reading:
      'Şu an çizilen: artık bağlantısız norm derinlik {d0|loc} {p0}, {d1|loc} {p1}: {plain}. Artık bağlantılı {r0} → {r1} ({ratio} kat): {res}. {contrast}',
    contrast: 'Derinlik {d|loc} artık bağlantılı gradyan, artık bağlantısızın {times} katı.',
    contrastZero: 'Derinlik {d|loc} artık bağlantısız gradyan en küçük float’un da altına inip 0 oldu; artık bağlantılı {r}.',
    trend: {
      vanishing: 'sönüyor (en sığdan en derine {factor} kattan fazla küçülüyor)',
      growing: 'büyüyor ama patlamıyor (en sığdan en derine {factor} kattan fazla, en çok {explode} kat): sönmüyor, girdiye ulaşıyor',
      exploding: 'patlıyor (en sığdan en derine {explode} kattan fazla büyüyor)',
      stable: 'kararlı (en sığdan en derine en fazla {factor} kat değişiyor)',
      undefined: 'yargılanamıyor (normlardan biri sonlu değil ya da sıfır)',
    },
    trendAgain: {
      vanishing: 'o da sönüyor',
      growing: 'o da büyüyor ama patlamıyor',
      exploding: 'o da patlıyor',
      stable: 'o da kararlı',
      undefined: 'o da yargılanamıyor',
    },
    batchTitle: 'LayerNorm batch boyutundan bağımsız',
    batchDiff: 'Aynı örnek, {batch} örneklik batch içinde ve tek başına: en büyük fark {diff}.',
  },
};
