// locales/tr/keys.js — Türkçe: klavye kısayolları penceresi ve şekillere geçiş bağlantısı.
// Anahtarlar en/keys.js ile birebir aynı.
export default {
  keys: {
    title: 'Klavye kısayolları',
    closeButton: 'Kapat',
    skipFigures: 'Sekmenin şekillerine geç',
    help: { key: '?', does: 'bu listeyi açar (bir alana yazarken değil)' },
    skip: { key: 'Tab (sayfanın başında)', does: 'sekmenin içeriğine ya da şekillerine geçiş bağlantıları' },
    tabs: { key: '← → Home End (sekme şeridinde)', does: 'sekmeler arasında gezer' },
    slider: { key: '← → ↑ ↓ Home End (kaydırıcıda)', does: 'her basışta bir adım; şekil izler' },
    table: { key: '↑ ↓ Enter (veri tablosunda)', does: 'bir satırı grafikte yakar; Enter seçer' },
    map: { key: '← → Home End Enter (ölü nöron haritasında)', does: 'bir nöron seçer ve açar' },
    series: { key: 'Enter, Shift+Enter (seri düğmelerinde)', does: 'bir seriyi gizler ya da yalnız onu gösterir' },
    present: { key: '← → PageUp PageDown (sunum modunda)', does: 'bir sonraki ya da önceki şekle ya da adıma geçer' },
    close: { key: 'Esc', does: 'bu pencereyi kapatır' },
  },
};
