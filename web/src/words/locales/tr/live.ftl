# locales/tr/live.ftl — Türkçe: bir değişiklikten sonra sekmenin kibar canlı bölgesinin söyledikleri
# (describe.js), tahminin açılışı ve sunum modunun adımları. Anahtarlar en/live.ftl ile birebir aynı.

live-hidden = Yeniden çizildi; sonuçlar sen tahmin edene ya da “Sadece göster”i seçene kadar gizli.
live-revealed = Açıldı. { $result }
live-titles = Şimdi gösterilen: { $titles }.
live-presentQuestion = Soru
live-presentStep = Adım { $at } / { $n }
live-mapScroll = Harita ekrandan geniş: { $n } nöronun hepsini görmek için yana kaydır.
