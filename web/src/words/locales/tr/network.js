// locales/tr/network.js — Türkçe: ağ şeridi (Kaiming, teşhis ve oyun alanı sekmelerinde modelin
// küçük çizimi) ve katmanların tek adlandırması ("L3 tanh", "L3 BN γ").
// Anahtarlar en/network.js ile birebir aynı; her satırda bir anahtar.
export default {
  network: {
    block: 'L{n}',
    embedding: 'C',
    module: {
      linear: 'L{n} Linear',
      bn: 'L{n} BN',
      ln: 'L{n} LN',
      tanh: 'L{n} tanh',
      relu: 'L{n} ReLU',
    },
    param: {
      weight: 'L{n} W',
      bias: 'L{n} b',
      bnGamma: 'L{n} BN γ',
      bnBeta: 'L{n} BN β',
      lnGamma: 'L{n} LN γ',
      lnBeta: 'L{n} LN β',
    },
    stripLabel: 'Ağın şeması: bir katmanı seçmek için tıkla',
    stripHint:
      'L1, L2, …: girdiden sayılan Linear katmanları; her blokta Linear katmanı, varsa BatchNorm ya da LayerNorm’u ve doğrusal-olmaması (tanh ya da sekme onun yerine koyduğunda ReLU) bulunur. Bir bloğa tıkla (ya da Tab ve Enter): sekmedeki grafikler o katmanı öne çıkarır. Renk ne kadar koyuysa değer o kadar büyük.',
    kinds: {
      linear: 'Linear',
      bn: 'BN',
      ln: 'LN',
      tanh: 'tanh',
      relu: 'ReLU',
    },
    embeddingBox: 'Embedding C',
    softmax: 'softmax',
    output: 'çıktı',
    measure: {
      std: 'std',
      sat: 'doymuş',
      gradData: 'grad:data',
      kaimingStd: 'her tanh çıktısının std’si, {stack}',
      kaimingStdRelu: 'her ReLU çıktısının std’si, {stack}',
      satShare: 'tanh çıktılarının doymuş payı (|h| > 0,97)',
      ud: 'update:data',
    },
    colouredBy: 'Renk: {what}.',
    selected: 'Seçili: {name}.',
    none: 'Seçili katman yok.',
    clear: 'Seçimi kaldır',
    layerTitle: '{name}: başlangıçta ve eğitimden sonra',
    layerAt: {
      init: 'başlangıçta',
      trained: 'eğitimden sonra',
    },
    gradDataLine: '{name} ({torch}) grad:data: başlangıçta {init}, eğitimden sonra {trained}.',
    udLine: '{name} update:data medyanı ({run}): {ud} (−3 civarı sağlıklı).',
    notYet: 'henüz yok',
    actAxis: 'tanh çıktısı h',
    count: 'sayı',
  },
};
