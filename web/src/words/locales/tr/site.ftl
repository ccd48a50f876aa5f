# locales/tr/site.ftl — Türkçe: sayfanın bulunduğu yer: bağlantının sürümü, çevrimdışı çalışma ve
# güncelleme, koyu/açık tema. tr/ ile en/ aynı anahtarları taşır, satır başına bir anahtar.

site-newerLink = “{ $name }={ $raw }”: bu bağlantı sayfanın daha yeni bir sürümünden; bu sürüm ({ $value }) tanıdığı ayarları okudu.
site-offlineReady = Sayfa artık bu tarayıcıda saklandı: bağlantı kopsa da açılır ve hesaplar.
site-updateReady = Sayfanın yeni bir sürümü var. Yeniden yüklenince açılır (ayarların bağlantıda kalır).
site-reload = Yeniden yükle
site-later = Sonra
site-dismiss = Tamam
site-theme = Renkler
site-present = Sunum modu
site-theme_auto = Sistem
site-theme_light = Açık
site-theme_dark = Koyu
site-notKept = Tarayıcı bu sayfanın bir şey saklamasına izin vermiyor (başka bir sitenin içinde ya da gizli pencerede): ilerlemen yalnızca sayfa açıkken tutulur.
site-laterRecord = Bu tarayıcıda laboratuvarın daha yeni bir sürümünün kaydı var; bu sürüm onu okuyamaz ve üzerine yazmaz: buradaki ilerlemen yalnızca sayfa açıkken tutulur.
site-platformFailed = Ders platformu son çalışmanı kaydedemedi (hata { $code }). Çalışmaya devam edebilirsin: sayfa açık kaldıkça çalışman burada tutulur.
site-platformClosed = Ders platformu bu oturumu kapattı (hata { $code }) ve bu sayfadan artık bir şey kaydetmiyor: şimdi yaptıkların yalnızca sayfa açıkken burada kalır. Çalışman kaydedilerek devam etmek için etkinliği kapatıp yeniden aç.
site-theme_autoTitle = Sistemin ayarını izle (açık ya da koyu)
