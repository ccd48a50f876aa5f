// locales/tr/sliders.js — Türkçe: sayı kutularının yanındaki kaydırıcılar (izlerindeki işaretler) ve
// onlarla gelen ayarların etiketleri.
// Anahtarlar en/sliders.js ile birebir aynı; her satırda bir anahtar.
export default {
  slider: {
    lecture: 'ders {value}',
    lectureSaid: 'dersteki değer: {value}',
    init: 'başlangıç {value}',
    initSaid: 'başlangıç değeri: {value}',
    kaimingGain: 'İkinci yığının kazancı',
    gainTanh: 'tanh 5/3',
    gainTanhSaid: 'tanh için Kaiming kazancı 5/3 (dersteki)',
    gainRelu: 'ReLU √2',
    gainReluSaid: 'ReLU için Kaiming kazancı √2',
    gainOne: '1',
    gainOneSaid: 'kazanç 1 (naif yığınınki)',
    bnEps: 'eps',
    bnGamma: 'γ (ölçek)',
    bnBeta: 'β (kaydırma)',
  },
};
