// locales/tr/tanh.js — Türkçe: 5.4 doymuş tanh sekmesi.
// Anahtarlar en/tanh.js ile birebir aynı; her satırda bir anahtar.
export default {
  tanh: {
    neuron: {
      pick: 'Nöron seç (tam olarak)',
      option: 'nöron {j}',
      optionDead: 'nöron {j} (ölü)',
      hint: 'Haritada bir sütuna (bir nörona) dokun ya da tıkla, haritayı seçip ← → tuşlarını kullan ya da haritanın altındaki listeden seç: o nöronun batch’teki |h| değerleri, neden ölü sayıldığı ve bu batch’te aldığı gradyan açılır.',
      keys: '← → tuşları bir nöron seçer, Enter açar; veri tablosunda bir satıra tıklamak da açar.',
      titleDead: 'Nöron {j} ölü: {rows} örneğin hepsinde doymuş',
      titleAlive: 'Nöron {j} ölü değil',
      values: '|h|, örnek sırasıyla (#0, #1, …): {values}',
      dead: 'Kural: |h| > {thr} ise doymuş; bir nöron batch’teki {rows} örneğin HEPSİNDE doymuşsa ölüdür. Bu nöronda en küçük |h| bile {min} (örnek #{b}): {thr} üstünde.',
      alive:
        'Kural: |h| > {thr} ise doymuş; bir nöron batch’teki {rows} örneğin HEPSİNDE doymuşsa ölüdür. Bu nöron {rows} örnekten {n} tanesinde doymuş; en küçük |h| = {min} (örnek #{b}), {thr} altında.',
      local: 'tanh’ın yerel türevi 1 − h²: bu nöronda en büyüğü {max} (örnek #{b}).',
      pre: 'Ön-aktivasyonun gradyanı ∂L/∂a = ∂L/∂h · (1 − h²), çekirdeğin autograd’ıyla bu batch’te, örnek örnek: {values}',
      weight: 'Gelen ağırlıklarının gradyanı ‖∂L/∂W[:, {j}]‖ = {w}, bias’ın gradyanı {bias}; katmanda en büyüğü {max} (nöron {top}).',
    },
    explain: [
      'tanh’ın türevi 1 − h²’dir: çıktı ±1’e yapıştığında (|h| > 0,97) gradyan neredeyse sıfırdır ve o nörondan geriye hiçbir şey akmaz. Kötü init (kazanç ×{bad}) gizli katmanın girdilerini çok genişletir; tanh çıktılarının büyük kısmı ±1’e yığılır.',
      'Bir nöron batch’teki TÜM örneklerde doymuşsa “ölü”dür: hiçbir örnek onun ağırlıklarını değiştiremez. Haritada her satır bir örnek, her sütun bir nöron; turuncu hücreler doymuş, siyah çerçeveli sütunlar ölü nöronlar. Kaiming init’te de histogram U biçimlidir — tanh girdileri hâlâ geniş — ama ±1’deki yığınlar çok daha alçaktır ve çıktıların çoğu aradaki eğimli bölgededir, gradyan akar.',
    ],
    bad: 'Kötü init çarpanı (kazanç × …)',
    count: 'sayı',
    histBad: 'Kötü init (×{bad}): tanh çıktıları',
    histKaiming: 'Kaiming init: tanh çıktıları',
    satBad: 'Doygunluk |h| > 0,97, kötü init (×{bad})',
    satKaiming: 'Doygunluk |h| > 0,97, Kaiming',
    dead: 'Ölü nöron ({rows} örneğin hepsinde doymuş)',
    mapTitle: '|h|: {rows} örnek × {cols} nöron, kötü init (×{bad})',
    reading:
      'Şu an çizilen: kötü init (×{bad}) ile tanh çıktılarının {bad_pct|poss} |h| > 0,97’de (histogramın iki ucundaki turuncu sütunlar); Kaiming ile {k_pct}. Haritadaki ölü nöron sayısı: {dead}.',
    mapLegend: 'Beyaz → mavi: |h| 0 → 1; turuncu: |h| > 0,97 (doymuş); siyah çerçeve: ölü nöron. Ölü nöron sayısı: {n} ({list}).',
  },
};
