// locales/tr/workers.js — Türkçe: sayfanın hesaplama işçileri hakkında shell.js’in notları dışında söyledikleri.
// en/workers.js ile aynı anahtarlar, satır başına bir anahtar.
export default {
  workers: {
    silent: '5 saniye boyunca hiç yanıt vermedi',
  },
};
