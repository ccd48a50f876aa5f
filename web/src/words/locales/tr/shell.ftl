# locales/tr/shell.ftl — Türkçe: sayfanın çerçevesi: başlık, URL notları, hesaplama işçisi, isim dosyası, gömme kodu, sekme adları.
# Anahtarlar en/shell.ftl ile birebir aynı; her satırda bir anahtar.

shell-title = makemore-lab
shell-tagline = Derin ağlar neden eğitilir ya da eğitilemez: başlangıç loss’u, doymuş tanh, Kaiming, BatchNorm, LayerNorm, artık bağlantılar — hepsi tarayıcıda, canlı hesaplanır.
shell-tabsLabel = Ders bölümleri
shell-language = Dil
shell-lang_tr = Türkçe
shell-lang_en = English
shell-lang_de = Deutsch
shell-skip = Sekmenin içeriğine geç
shell-loading = Sayfanın hesap modülü (WebAssembly) ve isim listesi yükleniyor…
shell-licence = MIT lisansı
shell-notices = Üçüncü taraf lisansları
shell-footer = Her şekli tarayıcında sayfanın kendisi hesaplar: sayfanın hesabı, C++ kodunun WebAssembly’ye derlenmiş hâlidir (hesap modülü); kayıtlı resim ya da sayı yoktur. Dersteki sayılar PyTorch ile orijinal isim listesinde üretildi: bizimkiler yakınına düşer, üstüne değil.

notes-title = Bağlantıdaki bazı ayarlar kullanılamadı:
notes-unknown = “{ $name }” diye bir ayar yok; yok sayıldı.
notes-unknownLike = “{ $name }” diye bir ayar yok; yok sayıldı. Bu sayfada bu ayarın anahtarı: { $keys }.
notes-malformed = “{ $name }={ $raw }”{ $label } okunamadı; varsayılan değer ({ $value }) kullanılıyor.
notes-clamped = “{ $name }={ $raw }”{ $label } { $range } aralığının dışında; { $value } olarak değiştirildi.
notes-rounded = “{ $name }={ $raw }”{ $label } tam sayı olmalı; { $value } olarak değiştirildi.
notes-range = “{ $name }={ $raw }”{ $label } { $range } aralığının dışında; varsayılan değer ({ $value }) kullanılıyor.
notes-control = { $label }: { $raw } { $range } aralığının dışında; { $value } olarak değiştirildi.
notes-controlRounded = { $label }: { $raw } tam sayı olmalı; { $value } olarak değiştirildi.
notes-controlKept = { $label }: { $raw } değeri bir ayarın tuttuğu 6 anlamlı basamağa yuvarlandı; { $value } kullanılıyor.
notes-rangeClosed = { "[" }{ $lo }; { $hi }]
notes-rangeOpen = ({ $lo }; { $hi }]
notes-repeated = “{ $name }” bağlantıda { $count } kez geçiyor; yalnızca sonuncusu ({ $raw }) okundu.
notes-unknownFlags = “{ $name }={ $raw }”{ $label }: “{ $unknown }” tanınmadı ve yok sayıldı; tanınanlar uygulandı.
notes-reread = “{ $name }={ $raw }”{ $label } { $value } olarak okundu.
notes-more = … ve { $n } not daha.

worker-restarted = Hesaplama işçisi durdu ({ $reason }) ve yeniden başlatıldı. Ayarların ve isim listen korundu; bu sekme yeniden hesaplanıyor.
worker-stopped = Hesaplama işçisi kısa sürede yine durdu ({ $reason }). Ayarların korundu; yeniden hesaplamak için Sıfırla’ya bas ya da bir sekme aç (çok büyükse daha küçük ayarlarla).
worker-died = hesaplama işçisi durdu: { $reason }

names-label = Kendi isim dosyanı kullan (her satıra bir isim, .txt; sayfaya sürükleyip bırakabilirsin):
names-choose = Dosya seç…
names-none = Dosya seçilmedi
names-chosen = Seçilen dosya: { $name }
names-loaded = { $label }: { $count } isim, { $vocab } karakterlik sözlük. Tüm şekiller bu listeyle hesaplanıyor.
names-error = { $label } kullanılamadı — { $message }. Önceki liste kullanılmaya devam ediyor.
names-tooBig = { $label } çok büyük (en fazla 20 MB).
names-unreachable = sunucudan alınamadı ({ $reason })
names-kept = { $label }: { $count } isim, { $vocab } karakterlik sözlük — önceki ziyaretinde yüklediğin liste, tarayıcıda saklandı. Tüm şekiller bu listeyle hesaplanıyor.
names-back = Sayfanın kendi listesine (names.txt) dön
names-notKept = { $label } tarayıcıda saklanamadı (çok büyük ya da depolama kapalı): sayfanın kendi listesine (names.txt) dönüldü. Dosyayı yeniden seçebilirsin.

embed-summary = Bu demoyu kendi sayfana göm
embed-help = Bu kodu ders sayfana yapıştır: demo tek başına, şu anki ayarlarla açılır ve yüksekliği içeriğine göre kendiliğinden ayarlanır. Bütün seçenekler ve iletiler:
embed-codeLabel = Kendini boyutlandıran kod (div + betik)
embed-iframeLabel = Yalnızca iframe
embed-iframeHelp = Betiklere izin vermeyen platformlar için yalnızca iframe: yüksekliği sabittir (900 piksel); gerekirse height değerini değiştir.
embed-names = Demoların adları: { $list }.
embed-eventsLabel = Olayların gideceği sayfanın kökeni (isteğe bağlı)
embed-eventsHelp = Demoyu gömen sayfan öğrencinin yaptıklarını (hazır, açılan şekil, tahmin, yanıt, alıştırma) postMessage ile alsın istersen sayfanın kökenini yaz (https://ders.ornek.edu gibi); olaylar yalnızca o kökene gönderilir.
embed-eventsBad = “{ $value }” bir köken değil: https://ders.ornek.edu gibi, yol olmadan yaz.
embed-scormTitle = Öğrenme platformu için SCORM paketi
embed-scormHelp = Moodle, Canvas gibi bir platforma yüklenecek zip: demo bu seçeneklerle açılır, durumu, puanı ve yanıtları platformun not defterine yazar, öğrencinin çalışmasını bir sonraki açılışa saklar.
embed-scormVersion = SCORM sürümü
embed-scormCount = Puana sayılan alıştırmalar
embed-scormDownload = SCORM paketi olarak indir
embed-scormBuilding = Paket hazırlanıyor…
embed-scormReady = { $name } indirildi.
embed-scormFailed = Paket hazırlanamadı ({ $reason }). Sitenin dosyalarına ulaşılamıyor olabilir: bağlantını denetleyip yeniden dene.
embed-optLang = Dil
embed-optPredict = Tahmin sorusu
embed-predict_on = sor, atlanabilir
embed-predict_off = sorma
embed-predict_require = sor, atlanamaz
embed-optLock = Ayarları kilitle
embed-hide_controls = Ayarları gizle
embed-hide_explain = Açıklamayı gizle
embed-hide_tables = Veri tablolarını gizle
embed-copy = Kopyala
embed-copied = Kopyalandı.
embed-selectHint = Kod seçildi: Ctrl+C ile kopyala.
embed-wholeLab = Tüm laboratuvarı aç ↗
embed-noSuchDemo = “{ $name }” adında bir demo yok. Demolar: { $list }.
embed-noSameOrigin = makemore-lab bu çerçevede çalışamıyor: çevresindeki sayfa onu "allow-same-origin" olmadan kum havuzuna (sandbox) alıyor; tarayıcı ona bir köken vermiyor, betiklerini ve hesaplama işçisini reddediyor. Çerçevenin sandbox="allow-scripts allow-same-origin" taşıması gerekir (tüm laboratuvar bağlantısı ve dışa aktarmalar için "allow-popups" ile "allow-downloads" da).
embed-noPopups = Bu demoyu gömen sayfa yeni pencere açmaya izin vermiyor (iframe sandbox’ında allow-popups yok). Tüm laboratuvarın adresi:

tabs-start-short = Başlangıç loss’u
tabs-start-title = 5.3 Başlangıç loss’u ve hokey sopası
tabs-tanh-short = Doymuş tanh
tabs-tanh-title = 5.4 Doymuş tanh ve ölü nöronlar
tabs-kaiming-short = Kaiming
tabs-kaiming-title = 5.5 Kaiming init: katman katman std
tabs-batchnorm-short = BatchNorm
tabs-batchnorm-title = 5.6–5.9 BatchNorm: boru hattı, running istatistikler, train ve eval
tabs-diagnostics-short = Teşhis
tabs-diagnostics-title = 5.13–5.14 Teşhis: gradyan std, dört senaryo, update:data
tabs-exercises-short = Egzersizler
tabs-exercises-title = 5.18 Egzersizler: kendin dene, sayfa hesaplayıp kontrol etsin
tabs-bn--matrix-short = BatchNorm matrisi
tabs-bn--matrix-title = LayerNorm ve BatchNorm — BatchNorm: her sütun
tabs-ln--matrix-short = LayerNorm matrisi
tabs-ln--matrix-title = LayerNorm ve BatchNorm — LayerNorm: her satır
tabs-residual-short = Artık bağlantılar
tabs-residual-title = Artık bağlantılar: derinlik 5/20/50 ve post-norm
tabs-playground-short = Oyun alanı
tabs-playground-title = Oyun alanı: MLP’yi kendin eğit

scormPackage-notIn = { $ids } puana sayılamaz: “{ $demo }” demosunda alıştırma yok, bu paket hiç puan veremez. Puana sayılacak alıştırmaları “{ $exercises }” sekmesinin ya da laboratuvarın tamamının paketinde seç.
