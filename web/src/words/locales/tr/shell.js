// locales/tr/shell.js — Türkçe: sayfanın çerçevesi: başlık, URL notları, hesaplama işçisi, isim dosyası, gömme kodu, sekme adları.
// Anahtarlar en/shell.js ile birebir aynı; her satırda bir anahtar.
export default {
  shell: {
    title: 'makemore-lab',
    tagline:
      'Derin ağlar neden eğitilir ya da eğitilemez: başlangıç loss’u, doymuş tanh, Kaiming, BatchNorm, LayerNorm, artık bağlantılar — hepsi tarayıcıda, canlı hesaplanır.',
    tabsLabel: 'Ders bölümleri',
    language: 'Dil',
    lang_tr: 'Türkçe',
    lang_en: 'English',
    lang_de: 'Deutsch',
    skip: 'Sekmenin içeriğine geç',
    loading: 'Sayfanın hesap modülü (WebAssembly) ve isim listesi yükleniyor…',
    licence: 'MIT lisansı',
    notices: 'Üçüncü taraf lisansları',
    footer:
      'Her şekli tarayıcında sayfanın kendisi hesaplar: sayfanın hesabı, C++ kodunun WebAssembly’ye derlenmiş hâlidir (hesap modülü); kayıtlı resim ya da sayı yoktur. Dersteki sayılar PyTorch ile orijinal isim listesinde üretildi: bizimkiler yakınına düşer, üstüne değil.',
  },
  notes: {
    title: 'Bağlantıdaki bazı ayarlar kullanılamadı:',
    unknown: '“{name}” diye bir ayar yok; yok sayıldı.',
    unknownLike: '“{name}” diye bir ayar yok; yok sayıldı. Bu sayfada bu ayarın anahtarı: {keys}.',
    malformed: '“{name}={raw}”{label} okunamadı; varsayılan değer ({value}) kullanılıyor.',
    clamped: '“{name}={raw}”{label} {range} aralığının dışında; {value} olarak değiştirildi.',
    rounded: '“{name}={raw}”{label} tam sayı olmalı; {value} olarak değiştirildi.',
    range: '“{name}={raw}”{label} {range} aralığının dışında; varsayılan değer ({value}) kullanılıyor.',
    control: '{label}: {raw} {range} aralığının dışında; {value} olarak değiştirildi.',
    controlRounded: '{label}: {raw} tam sayı olmalı; {value} olarak değiştirildi.',
    controlKept: '{label}: {raw} değeri bir ayarın tuttuğu 6 anlamlı basamağa yuvarlandı; {value} kullanılıyor.',
    rangeClosed: '[{lo}; {hi}]',
    rangeOpen: '({lo}; {hi}]',
    repeated: '“{name}” bağlantıda {count} kez geçiyor; yalnızca sonuncusu ({raw}) okundu.',
    unknownFlags: '“{name}={raw}”{label}: “{unknown}” tanınmadı ve yok sayıldı; tanınanlar uygulandı.',
    reread: '“{name}={raw}”{label} {value} olarak okundu.',
    more: '… ve {n} not daha.',
  },
  worker: {
    restarted: 'Hesaplama işçisi durdu ({reason}) ve yeniden başlatıldı. Ayarların ve isim listen korundu; bu sekme yeniden hesaplanıyor.',
    stopped:
      'Hesaplama işçisi kısa sürede yine durdu ({reason}). Ayarların korundu; yeniden hesaplamak için Sıfırla’ya bas ya da bir sekme aç (çok büyükse daha küçük ayarlarla).',
    died: 'hesaplama işçisi durdu: {reason}',
  },
  names: {
    label: 'Kendi isim dosyanı kullan (her satıra bir isim, .txt; sayfaya sürükleyip bırakabilirsin):',
    choose: 'Dosya seç…',
    none: 'Dosya seçilmedi',
    chosen: 'Seçilen dosya: {name}',
    loaded: '{label}: {count} isim, {vocab} karakterlik sözlük. Tüm şekiller bu listeyle hesaplanıyor.',
    error: '{label} kullanılamadı — {message}. Önceki liste kullanılmaya devam ediyor.',
    tooBig: '{label} çok büyük (en fazla 20 MB).',
    unreachable: 'sunucudan alınamadı ({reason})',
    kept: '{label}: {count} isim, {vocab} karakterlik sözlük — önceki ziyaretinde yüklediğin liste, tarayıcıda saklandı. Tüm şekiller bu listeyle hesaplanıyor.',
    back: 'Sayfanın kendi listesine (names.txt) dön',
    notKept:
      '{label} tarayıcıda saklanamadı (çok büyük ya da depolama kapalı): sayfanın kendi listesine (names.txt) dönüldü. Dosyayı yeniden seçebilirsin.',
  },
  embed: {
    summary: 'Bu demoyu kendi sayfana göm',
    help: 'Bu kodu ders sayfana yapıştır: demo tek başına, şu anki ayarlarla açılır ve yüksekliği içeriğine göre kendiliğinden ayarlanır. Bütün seçenekler ve iletiler:',
    codeLabel: 'Kendini boyutlandıran kod (div + betik)',
    iframeLabel: 'Yalnızca iframe',
    iframeHelp:
      'Betiklere izin vermeyen platformlar için yalnızca iframe: yüksekliği sabittir (900 piksel); gerekirse height değerini değiştir.',
    names: 'Demoların adları: {list}.',
    eventsLabel: 'Olayların gideceği sayfanın kökeni (isteğe bağlı)',
    eventsHelp:
      'Demoyu gömen sayfan öğrencinin yaptıklarını (hazır, açılan şekil, tahmin, yanıt, alıştırma) postMessage ile alsın istersen sayfanın kökenini yaz (https://ders.ornek.edu gibi); olaylar yalnızca o kökene gönderilir.',
    eventsBad: '“{value}” bir köken değil: https://ders.ornek.edu gibi, yol olmadan yaz.',
    scormTitle: 'Öğrenme platformu için SCORM paketi',
    scormHelp:
      'Moodle, Canvas gibi bir platforma yüklenecek zip: demo bu seçeneklerle açılır, durumu, puanı ve yanıtları platformun not defterine yazar, öğrencinin çalışmasını bir sonraki açılışa saklar.',
    scormVersion: 'SCORM sürümü',
    scormCount: 'Puana sayılan alıştırmalar',
    scormDownload: 'SCORM paketi olarak indir',
    scormBuilding: 'Paket hazırlanıyor…',
    scormReady: '{name} indirildi.',
    scormFailed: 'Paket hazırlanamadı ({reason}). Sitenin dosyalarına ulaşılamıyor olabilir: bağlantını denetleyip yeniden dene.',
    optLang: 'Dil',
    optPredict: 'Tahmin sorusu',
    predict_on: 'sor, atlanabilir',
    predict_off: 'sorma',
    predict_require: 'sor, atlanamaz',
    optLock: 'Ayarları kilitle',
    hide_controls: 'Ayarları gizle',
    hide_explain: 'Açıklamayı gizle',
    hide_tables: 'Veri tablolarını gizle',
    copy: 'Kopyala',
    copied: 'Kopyalandı.',
    selectHint: 'Kod seçildi: Ctrl+C ile kopyala.',
    wholeLab: 'Tüm laboratuvarı aç ↗',
    noSuchDemo: '“{name}” adında bir demo yok. Demolar: {list}.',
    noPopups: 'Bu demoyu gömen sayfa yeni pencere açmaya izin vermiyor (iframe sandbox’ında allow-popups yok). Tüm laboratuvarın adresi:',
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
      title: '5.6–5.9 BatchNorm: boru hattı, running istatistikler, train ve eval',
    },
    diagnostics: {
      short: 'Teşhis',
      title: '5.13–5.14 Teşhis: gradyan std, dört senaryo, update:data',
    },
    exercises: {
      short: 'Egzersizler',
      title: '5.18 Egzersizler: kendin dene, sayfa hesaplayıp kontrol etsin',
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
  // a SCORM package's exercises that count (scorm/download.js)
  scormPackage: {
    notIn:
      '{ids} puana sayılamaz: “{demo}” demosunda alıştırma yok, bu paket hiç puan veremez. Puana sayılacak alıştırmaları “{exercises}” sekmesinin ya da laboratuvarın tamamının paketinde seç.',
  },
};
