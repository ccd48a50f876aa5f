# locales/tr/workers.ftl — Türkçe: sayfanın hesaplama işçileri hakkında shell.js’in notları dışında söyledikleri.
# en/workers.ftl ile aynı anahtarlar, satır başına bir anahtar.

workers-silent = 5 saniye boyunca hiç yanıt vermedi
