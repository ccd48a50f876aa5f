// locales/tr/site.js — Türkçe: sayfanın bulunduğu yer: bağlantının sürümü, çevrimdışı çalışma ve
// güncelleme, koyu/açık tema. tr/ ile en/ aynı anahtarları taşır, satır başına bir anahtar.
export default {
  site: {
    newerLink: '“{name}={raw}”: bu bağlantı sayfanın daha yeni bir sürümünden; bu sürüm ({value}) tanıdığı ayarları okudu.',
    offlineReady: 'Sayfa artık bu tarayıcıda saklandı: bağlantı kopsa da açılır ve hesaplar.',
    updateReady: 'Sayfanın yeni bir sürümü var. Yeniden yüklenince açılır (ayarların bağlantıda kalır).',
    reload: 'Yeniden yükle',
    later: 'Sonra',
    dismiss: 'Tamam',
    theme: 'Renkler',
    present: 'Sunum modu',
    theme_auto: 'Sistem',
    theme_light: 'Açık',
    theme_dark: 'Koyu',
    notKept:
      'Tarayıcı bu sayfanın bir şey saklamasına izin vermiyor (başka bir sitenin içinde ya da gizli pencerede): ilerlemen yalnızca sayfa açıkken tutulur.',
    laterRecord:
      'Bu tarayıcıda laboratuvarın daha yeni bir sürümünün kaydı var; bu sürüm onu okuyamaz ve üzerine yazmaz: buradaki ilerlemen yalnızca sayfa açıkken tutulur.',
    platformFailed:
      'Ders platformu son çalışmanı kaydedemedi (hata {code}). Çalışmaya devam edebilirsin: sayfa açık kaldıkça çalışman burada tutulur.',
    // a session the platform closed (F5 in its player's frame after the page finished it)
    platformClosed:
      'Ders platformu bu oturumu kapattı (hata {code}) ve bu sayfadan artık bir şey kaydetmiyor: şimdi yaptıkların yalnızca sayfa açıkken burada kalır. Çalışman kaydedilerek devam etmek için etkinliği kapatıp yeniden aç.',
    theme_autoTitle: 'Sistemin ayarını izle (açık ya da koyu)',
  },
};
