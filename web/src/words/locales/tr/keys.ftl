# locales/tr/keys.ftl — Türkçe: klavye kısayolları penceresi ve şekillere geçiş bağlantısı.
# Anahtarlar en/keys.ftl ile birebir aynı.

keys-title = Klavye kısayolları
keys-closeButton = Kapat
keys-skipFigures = Sekmenin şekillerine geç
keys-help-key = ?
keys-help-does = bu listeyi açar (bir alana yazarken değil)
keys-skip-key = Tab (sayfanın başında)
keys-skip-does = sekmenin içeriğine ya da şekillerine geçiş bağlantıları
keys-tabs-key = ← → Home End (sekme şeridinde)
keys-tabs-does = sekmeler arasında gezer
keys-slider-key = ← → ↑ ↓ Home End (kaydırıcıda)
keys-slider-does = her basışta bir adım; şekil izler
keys-table-key = ↑ ↓ Enter (veri tablosunda)
keys-table-does = bir satırı grafikte yakar; Enter seçer
keys-map-key = ← → Home End Enter (ölü nöron haritasında)
keys-map-does = bir nöron seçer ve açar
keys-series-key = Enter, Shift+Enter (seri düğmelerinde)
keys-series-does = bir seriyi gizler ya da yalnız onu gösterir
keys-present-key = ← → PageUp PageDown (sunum modunda)
keys-present-does = bir sonraki ya da önceki şekle ya da adıma geçer
keys-close-key = Esc
keys-close-does = bu pencereyi kapatır
