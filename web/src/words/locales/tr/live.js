// locales/tr/live.js — Türkçe: bir değişiklikten sonra sekmenin kibar canlı bölgesinin söyledikleri
// (describe.js), tahminin açılışı ve sunum modunun adımları. Anahtarlar en/live.js ile birebir aynı.
export default {
  live: {
    hidden: 'Yeniden çizildi; sonuçlar sen tahmin edene ya da “Sadece göster”i seçene kadar gizli.',
    revealed: 'Açıldı. {result}',
    titles: 'Şimdi gösterilen: {titles}.',
    presentQuestion: 'Soru',
    presentStep: 'Adım {at} / {n}',
    mapScroll: 'Harita ekrandan geniş: {n} nöronun hepsini görmek için yana kaydır.',
  },
};
