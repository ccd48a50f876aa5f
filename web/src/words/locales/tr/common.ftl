# locales/tr/common.ftl — Türkçe: sekmelerin ortak sözcükleri (karşılaştırma ve veri tabloları, ilerleme
# çubuğu) ve sayfanın kendi hata mesajları (errors).
# Anahtarlar en/common.ftl ile birebir aynı; her satırda bir anahtar.

common-ours = Bizim (canlı)
common-lecture = Derste (metinde basılı)
common-compareCaption = Bizim hesabımız ve dersin metninde basılı değer
common-lectureMixed = Derste (metinde basılı; { $mark }: metnin kodunun verdiği)
common-compareCaptionMixed = Bizim hesabımız ve dersin değeri: metinde basılı olan ya da metnin kendi kodunun verdiği
common-lectureCodeNote = Metin, { $mark } işaretli değerleri rakamla basmıyor: bunlar, metnin kendi kodu yeniden çalıştırılınca çıkan değerler. İşaretsiz değerler metinde basılı.
common-dataTable = Veri tablosu
common-nonFinite =
    { $n ->
    [one] { $n } sonlu olmayan değer (sonsuz ya da tanımsız) çizilmedi; tabloda görünüyor.
   *[other] { $n } sonlu olmayan değer (sonsuz ya da tanımsız) çizilmedi; tabloda görünüyorlar.
    }
common-logZero =
    { $n ->
    [one] Değeri 0 olan { $n } değer çizilmedi (logaritmik eksende 0 yoktur); tabloda görünüyor.
   *[other] Değeri 0 olan { $n } değer çizilmedi (logaritmik eksende 0 yoktur); tabloda görünüyorlar.
    }
common-tableThinned = { $n } satırdan her { $every }. satır gösteriliyor.
common-seriesKeys = Grafiğin serileri
common-seriesHint = Bir seriye tıkla ya da Enter’a bas: seri gizlenir ya da yeniden görünür. Shift+tıklama, Shift+Enter ya da çift tıklama yalnızca o seriyi gösterir; bir daha yapınca hepsi geri gelir. Grafiğin lejantında da aynısı geçerli.
common-cancel = İptal
common-progress = { $done } / { $total } adım · { $rate } adım/sn
common-progressLeft = { $done } / { $total } adım · { $rate } adım/sn · yaklaşık { $left } sn kaldı
common-neuron = nöron
common-step = adım
common-loss = loss
common-layer = katman
common-recompute = Yeniden hesapla
common-cancelled = İptal edildi.
common-computing = Hesaplanıyor…
common-seed = tohum (seed)
common-reset = Sıfırla
common-lectureOther = Derste (başka ayarlarla)
common-lectureValue = { $label }: burada { $here }, metninki { $value }
common-lectureButton = Aşağıdaki düğme metnin ayarlarını geri getirir.
common-useText = Metnin ayarlarını kullan
common-lectureList = kendi isim listesi (senin yüklediğin değil)
common-typedEmpty = { $label }: boş kalamaz; bir sayı yaz ({ $forms } gibi).
common-typedRefused = { $label }: “{ $text }” sayı olarak okunamadı; şöyle yazılabilir: { $forms }.
common-typedForms = 2,5 · 2.5 · 5/3 · √2 · 1e-3 · sqrt(2) · 1·10⁻³ · −1
common-quoted = “{ $text }”
common-lectureDiffers = Ders bu sayıları başka ayarlarla hesapladı — { $list }. Gri sütun bu deneyle doğrudan karşılaştırılamaz.

settingWords-on = açık
settingWords-off = kapalı
settingWords-pg_norm-none = normalizasyon yok
settingWords-pg_norm-batch = BatchNorm
settingWords-pg_norm-layer = LayerNorm
settingWords-pg_fix-true = çıktı düzeltmesi açık
settingWords-pg_fix-false = çıktı düzeltmesi kapalı
settingWords-pg_sched-constant = sabit öğrenme oranı
settingWords-pg_sched-step = öğrenme oranı %75’ten sonra ÷10

errors-no_names = henüz bir isim listesi yüklenmedi
errors-no_playground = oyun alanında model yok: önce Sıfırla’ya bas
errors-unknown_section = böyle bir ders bölümü yok: “{ $name }”
errors-unknown_call = sayfanın hesap modülünde böyle bir işlem yok: “{ $name }”
errors-unknown_job = böyle bir hesaplama işi yok: “{ $name }”
