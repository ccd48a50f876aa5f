// locales/tr/start.js — Türkçe: 5.3 başlangıç loss’u sekmesi.
// Anahtarlar en/start.js ile birebir aynı; her satırda bir anahtar.
export default {
  start: {
    explain: [
      'Eğitimin ilk adımında model henüz hiçbir şey bilmiyor; dürüst bir model sözlüğün {V} karakterine eşit olasılık verir ve loss’u −ln(1/{V}) = ln {V} ≈ {lnV} olur. Ham randn çıktı katmanı ise çok büyük logitler üretir: model “kendinden emin ama yanlış”tır ve ilk loss çok daha yüksektir.',
      'Düzeltme basit: çıktı ağırlıklarını küçült (W2 × 0,01) ve bias’ı sıfırla. Logitler ≈ 0 olur, softmax ≈ tekdüze olur ve loss doğrudan ≈ {lnV|abl} başlar. Düzeltme olmadan ilk adımlar yalnızca bu aşırı güveni söndürmekle geçer: eğride “hokey sopası” görülür, düzeltmeyle eğri baştan düzdür.',
    ],
    steps: 'Hokey sopası adımları',
    barTitle: 'İlk adımdaki loss (tüm train bölmesi)',
    curveTitle: 'İlk {n} minibatch adımı',
    firstLoss: 'ilk loss',
    noFix: 'düzeltmesiz (ham randn W2, b2)',
    fix: 'düzeltmeli (W2 × 0,01, b2 = 0)',
    logV: 'ln {V} (tekdüze tahmin)',
    logVLine: 'ln {V} = {lnV}',
  },
};
