// locales/tr/glossary.js — Türkçe: sayfanın terimleri, dersin metinlerinin kullandığı adlarla. Her
// terim: sayfanın Türkçe adı (term), İngilizce karşılığı (other), dersin metinlerinde ve sayfada nerede
// geçtiği (where) ve onun yerine yazılmayacak sözcükler (avoid, “ · ” ile ayrılmış; boşsa yok).
// tests/js/glossary.test.js sayfanın Türkçe sözlerinde avoid’deki hiçbir sözcüğün geçmediğini denetler.
// en/glossary.js ile aynı anahtarlar.
export default {
  glossary: {
    running: {
      term: 'running istatistikler (running ortalama, running varyans)',
      other: 'running statistics (running mean, running variance)',
      where:
        'BatchNorm’un eval modunda kullandığı üstel hareketli ortalamalar (momentum); dersin “Running İstatistikler” bölümü ve BatchNorm sekmesi (5.6–5.9), matris sekmelerinin hata mesajları.',
      avoid: 'koşan',
    },
    population: {
      term: 'popülasyon standart sapması (popülasyon std’si), popülasyon varyansı',
      other: 'population standard deviation (population std), population variance',
      where:
        'n’e bölen (yanlı) std ve varyans: LayerNorm’un ve torch.nn.BatchNorm1d’nin kullandığı; BatchNorm ve LayerNorm matrisi sekmeleri.',
      avoid: 'nüfus',
    },
    schedule: {
      term: 'lr schedule (öğrenme oranı schedule’ı)',
      other: 'learning-rate schedule (lr schedule)',
      where:
        'öğrenme oranının eğitim boyunca değişimi (sabit ya da %75’ten sonra ÷10); oyun alanının ayarı ve önceki koşuların etiketleri.',
      avoid: 'takvim',
    },
    probe: {
      term: 'ölçüm batch’i (sabit 32 örnek)',
      other: 'probe batch (a fixed 32 examples)',
      where: 'teşhis şekillerinin (5.13–5.14) histogramları ve gradyan std’leri için her seferinde aynı 32 satır; modele iz bırakmaz.',
      avoid: 'sonda · yoklama',
    },
    badInit: {
      term: 'kötü init (kazanç × kötü init çarpanı)',
      other: 'bad init (gain × the bad-init multiplier)',
      where: 'kasten büyük başlatılmış ağırlıklar (metnin ×5’i); doymuş tanh, Kaiming, BatchNorm, teşhis ve oyun alanı sekmeleri.',
      avoid: '',
    },
    gain: {
      term: 'kazanç (gain)',
      other: 'gain',
      where: 'Kaiming init’teki çarpan (tanh için 5/3); Kaiming sekmesi, Egzersiz 3, oyun alanı.',
      avoid: '',
    },
    saturation: {
      term: 'doygunluk (|h| > 0,97 olan tanh çıktılarının payı), doymuş nöron, ölü nöron',
      other: 'saturation (the share of tanh outputs with |h| > 0.97), saturated neuron, dead neuron',
      where: 'doymuş tanh sekmesi (5.4), Egzersiz 2, oyun alanının katman sağlığı tablosu.',
      avoid: '',
    },
    residual: {
      term: 'artık bağlantı (residual bağlantı)',
      other: 'residual connection',
      where: 'h = h + f(h); artık bağlantılar sekmesi; dersin metinleri iki adı da kullanır.',
      avoid: '',
    },
    core: {
      term: 'sayfanın hesabı (hesap modülü: tarayıcında çalışan, WebAssembly’ye derlenmiş C++ kodu)',
      other: 'the core (the page’s own computation: C++ compiled to WebAssembly, run in the browser)',
      where:
        'her şeklin, tahminlerin canlı değerinin ve egzersizlerin kontrolünün hesaplandığı yer; sayfanın tanıtımı, her sekme. “Metin:” metnin basılı sayısını, “Sayfanın hesabı:” buradaki ayarlarla hesaplananı verir.',
      avoid: 'çekirdek · çekirdeğ',
    },
    preact: {
      term: 'aktivasyon-öncesi değerler (hpreact)',
      other: 'pre-activation (hpreact)',
      where:
        'gizli Linear katmanın çıktısı, tanh’tan önce (metnin “aktivasyon-öncesi”, 5.4–5.7); doymuş tanh, Kaiming, BatchNorm sekmeleri, 5.17’nin cevapları, oyun alanının notları.',
      avoid: 'ön-aktivasyon · ön aktivasyon · önaktivasyon · aktivasyon öncesi',
    },
    updateData: {
      term: 'update:data oranı',
      other: 'update:data ratio',
      where: 'log10(lr · std(grad) / std(veri)), −3 civarı sağlıklı; teşhis sekmesi ve oyun alanı.',
      avoid: '',
    },
    percentPoints: {
      term: 'yüzde puan (iki yüzdenin farkı)',
      other: 'percentage points (the difference of two percentages)',
      where: 'tahmin ile sayfanın hesapladığı doygunluk yüzdesinin farkı, Egzersiz 2’nin toleransı.',
      avoid: '',
    },
  },
};
