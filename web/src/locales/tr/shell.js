// locales/tr/shell.js — Türkçe: sayfanın çerçevesi: başlık, URL notları, hesaplama işçisi, isim dosyası, gömme kodu, sekme adları.
// Anahtarlar en/shell.js ile birebir aynı; her satırda bir anahtar.
export default {
  shell: {
    title: 'makemore-lab',
    tagline: 'Derin ağlar neden eğitilir ya da eğitilemez: başlangıç loss’u, doymuş tanh, Kaiming, BatchNorm, LayerNorm, artık bağlantılar — hepsi tarayıcıda, canlı hesaplanır.',
    tabsLabel: 'Ders bölümleri',
    language: 'Dil',
    lang_tr: 'Türkçe',
    lang_en: 'English',
    loading: 'Hesaplama çekirdeği (WebAssembly) ve isim listesi yükleniyor…',
    footer: 'Her şekil, C++ çekirdeğinin WebAssembly derlemesiyle tarayıcında hesaplanır; kayıtlı resim ya da sayı yoktur. Dersteki sayılar PyTorch ile orijinal isim listesinde üretildi: bizimkiler yakınına düşer, üstüne değil.',
  },
  notes: {
    title: 'Bağlantıdaki bazı ayarlar kullanılamadı:',
    unknown: '“{name}” diye bir ayar yok; yok sayıldı.',
    malformed: '“{name}={raw}” okunamadı; varsayılan değer ({value}) kullanılıyor.',
    clamped: '“{name}={raw}” {range} aralığının dışında; {value} değerine sınırlandı.',
    range: '“{name}={raw}” {range} aralığının dışında; varsayılan değer ({value}) kullanılıyor.',
    more: '… ve {n} not daha.',
  },
  worker: {
    restarted: 'Hesaplama işçisi durdu ({reason}) ve yeniden başlatıldı. Ayarların ve isim listen korundu; bu sekme yeniden hesaplanıyor.',
    stopped: 'Hesaplama işçisi kısa sürede yine durdu ({reason}). Ayarların korundu; yeniden hesaplamak için Sıfırla’ya bas ya da bir sekme aç (çok büyükse daha küçük ayarlarla).',
    died: 'hesaplama işçisi durdu: {reason}',
  },
  names: {
    label: 'Kendi isim dosyanı kullan (her satıra bir isim, .txt; sayfaya sürükleyip bırakabilirsin):',
    loaded: '{label}: {count} isim, {vocab} karakterlik sözlük. Tüm şekiller bu listeyle hesaplanıyor.',
    error: '{label} kullanılamadı — {message}. Önceki liste kullanılmaya devam ediyor.',
    tooBig: '{label} çok büyük (en fazla 20 MB).',
    unreachable: 'sunucudan alınamadı ({reason})',
  },
  embed: {
    summary: 'Bu demoyu kendi sayfana göm',
    help: 'Bu kodu ders sayfana yapıştır: demo tek başına, şu anki ayarlarla açılır. Yükseklik postMessage ile otomatik ayarlanabilir (EMBED.md).',
    codeLabel: 'iframe kodu',
    copy: 'Kopyala',
    copied: 'Kopyalandı.',
    selectHint: 'Kod seçildi: Ctrl+C ile kopyala.',
  },
  tabs: {
    start: {
      short: 'Başlangıç loss’u',
      title: '5.3 Başlangıç loss’u ve hokey sopası',
    },
    tanh: {
      short: 'Doymuş tanh',
      title: '5.4 Doymuş tanh ve ölü nöronlar',
    },
    kaiming: {
      short: 'Kaiming',
      title: '5.5 Kaiming init: katman katman std',
    },
    batchnorm: {
      short: 'BatchNorm',
      title: '5.6–5.9 BatchNorm: boru hattı, koşan istatistikler, train ve eval',
    },
    diagnostics: {
      short: 'Teşhis',
      title: '5.13–5.14 Teşhis: gradyan std, dört senaryo, update:data',
    },
    'bn-matrix': {
      short: 'BatchNorm matrisi',
      title: 'LayerNorm ve BatchNorm — BatchNorm: her sütun',
    },
    'ln-matrix': {
      short: 'LayerNorm matrisi',
      title: 'LayerNorm ve BatchNorm — LayerNorm: her satır',
    },
    residual: {
      short: 'Artık bağlantılar',
      title: 'Artık bağlantılar: derinlik 5/20/50 ve post-norm',
    },
    playground: {
      short: 'Oyun alanı',
      title: 'Oyun alanı: MLP’yi kendin eğit',
    },
  },
};
