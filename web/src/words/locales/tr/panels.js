// locales/tr/panels.js — Türkçe: 5.13 panelleri (teşhis sekmesinde ve oyun alanında canlı).
// Anahtarlar en/panels.js ile birebir aynı; her satırda bir anahtar.
export default {
  panels: {
    heading: '5.13 histogramları: katman katman aktivasyon ve gradyan',
    explain:
      'Dört koşudan birini ve anını seç: başlangıçta ya da eğitimden sonra. Her tanh katmanının çıktı histogramı, bu çıktıların gradyan histogramı ve her 2 boyutlu ağırlığın gradyan histogramı (grad:data oranıyla); hepsi sabit 32 satırlık ölçüm batch’inde, train modunda ölçülür ve modele iz bırakmaz. İyi bir ağda aktivasyonlar ±1’e yığılmaz, gradyanlar katmandan katmana benzer genişliktedir.',
    run: 'Koşu',
    at: 'An',
    atInit: 'başlangıçta',
    atTrained: 'eğitimden sonra',
    showing: {
      init: '{run}: başlangıçta.',
      trained: '{run}: eğitimden sonra.',
    },
    notYet: '{run}: bu koşu henüz bitmedi; eğitimden sonraki histogramlar koşu bitince gelir.',
    actTitle: 'Aktivasyon dağılımı (her tanh katmanının çıktısı)',
    actAxis: 'tanh çıktısı h',
    count: 'sayı',
    actLegend: '{k}: ortalama {mean}, std {std}, doymuş {sat}',
    gradTitle: 'Gradyan dağılımı (tanh çıktılarının gradyanı)',
    gradAxis: '∂loss/∂h',
    gradLegend: '{k}: ortalama {mean}, std {std}',
    weightTitle: 'Ağırlık gradyanlarının dağılımı (2 boyutlu parametreler)',
    weightAxis: '∂loss/∂W',
    weightLegend: '{name} {shape}: grad:data {ratio}',
    liveHeading: 'Canlı teşhis (5.13–5.14)',
    liveExplain:
      'Eğitim sürerken saniyede birkaç kez yenilenir (her adımda değil): aynı üç histogram, sabit 32 satırlık ölçüm batch’inde; ve her 2 boyutlu parametrenin update:data oranı, log10(lr · std(grad) / std(data)), −3 kılavuzuyla.',
    udTitle: 'update:data zaman içinde (2 boyutlu parametreler)',
    udAxis: 'log10(lr·std(grad)/std(data))',
    udLater: 'update:data zaman içinde: eğitim başlayınca burada çizilir (ilk adımdan önce bir güncelleme yok).',
  },
};
