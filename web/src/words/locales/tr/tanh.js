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
      pre: 'Aktivasyon-öncesi değerin gradyanı ∂L/∂a = ∂L/∂h · (1 − h²), sayfanın autograd’ıyla bu batch’te, örnek örnek: {values}',
      weight: 'Gelen ağırlıklarının gradyanı ‖∂L/∂W[:, {j}]‖ = {w}, bias’ın gradyanı {bias}; katmanda en büyüğü {max} (nöron {top}).',
    },
    explain: [
      'tanh’ın türevi 1 − h²’dir: çıktı ±1’e yapıştığında (|h| > 0,97) gradyan neredeyse sıfırdır ve o nörondan geriye hiçbir şey akmaz. Kötü init (metinde kazanç ×5) gizli katmanın girdilerini çok genişletir: metinde tanh çıktılarının büyük kısmı ±1’e yığılır. Buradaki çarpanla ne kadarının yığıldığını kontrollerin altındaki cümle söyler.',
      'Bir nöron batch’teki TÜM örneklerde doymuşsa “ölü”dür: hiçbir örnek onun ağırlıklarını değiştiremez. Haritada her satır bir örnek, her sütun bir nöron; turuncu hücreler doymuş, siyah çerçeveli sütunlar ölü nöronlar. Kaiming init’te çıktıların bir kısmı yine ±1’e yakındır; metin bu histogram için “0 civarında yayılmış (aktif, eğimli bölge)” der. Ne kadarının ±1’de, ne kadarının aradaki eğimli bölgede olduğunu kontrollerin altındaki cümle söyler.',
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
      'Şu an çizilen: kötü init’te (×{bad}) tanh çıktılarının {bad_pct|poss} |h| > {thr|loc}, Kaiming’de {k_pct|poss}: {cmp}. {slope} Haritadaki ölü nöron sayısı: {dead}.',
    cmp: {
      more: 'kötü init daha çok doyuruyor',
      fewer: 'kötü init daha az doyuruyor (1’in altındaki bir çarpan girdileri daraltır)',
      same: 'ikisinde pay aynı',
    },
    slope: {
      most: 'Kaiming’de çıktıların {k_slope|poss} aradaki eğimli bölgede (|h| ≤ {thr}), gradyanın aktığı yerde: çoğunluk bu, metnin “0 civarında yayılmış” dediği.',
      few: 'Kaiming’de çıktıların yalnızca {k_slope|poss} aradaki eğimli bölgede (|h| ≤ {thr}), gradyanın aktığı yerde.',
    },
    mapLegend: 'Beyaz → mavi: |h| 0 → 1; turuncu: |h| > 0,97 (doymuş); siyah çerçeve: ölü nöron. Ölü nöron sayısı: {n} ({list}).',
  },
};
