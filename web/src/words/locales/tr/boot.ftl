# locales/tr/boot.ftl — Türkçe: sayfanın ilk betiğinin yükleme satırı (boot.js), sayfanın geri kalanı
# inmeden önce gösterilir. tr/ ile en/ aynı anahtarları taşır, satır başına bir anahtar.

boot-loading = makemore-lab yükleniyor — { $parts }
boot-page = sayfanın kodu: { $state }
boot-core = sayfanın hesap modülü (WebAssembly): { $state }
boot-names = isim listesi: { $state }
boot-waiting = iniyor…
boot-done = hazır
boot-bytes = { $got } / { $total } KB
boot-failed = inemedi
boot-noWorker = makemore-lab hesaplama işçisini burada başlatamadı ({ $why }).
boot-noPage = makemore-lab sayfasını yükleyemedi; yeniden yükleyip deneyin.
