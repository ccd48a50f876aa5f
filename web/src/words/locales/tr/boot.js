// locales/tr/boot.js — Türkçe: sayfanın ilk betiğinin yükleme satırı (boot.js), sayfanın geri kalanı
// inmeden önce gösterilir. tr/ ile en/ aynı anahtarları taşır, satır başına bir anahtar.
export default {
  boot: {
    loading: 'makemore-lab yükleniyor — {parts}',
    page: 'sayfanın kodu: {state}',
    core: 'sayfanın hesap modülü (WebAssembly): {state}',
    names: 'isim listesi: {state}',
    waiting: 'iniyor…',
    done: 'hazır',
    bytes: '{got} / {total} KB',
    failed: 'inemedi',
    noWorker: 'makemore-lab hesaplama işçisini burada başlatamadı ({why}).',
    noPage: 'makemore-lab sayfasını yükleyemedi; yeniden yükleyip deneyin.',
  },
};
