// locales/tr/describe.js — Türkçe: şekillerin ekran okuyucu için betimlemesi, sekmenin ekran özeti ve
// şekiller yeniden çizilince yapılan duyuru. Anahtarlar en/describe.js ile birebir aynı.
export default {
  describe: {
    line: '{label}: {x} {x0} için {y0}; {x} {x1} için {y1} ({n} nokta; en küçük {min}; en büyük {max}).',
    onePoint: '{label}: {x} {x0} için {y0}.',
    bars: '{label}: {values}.',
    manyBars: '{label}: {n} sütun; en yükseği {max} ({at}), en alçağı {min} ({lowAt}), toplamı {sum}.',
    heat: '{rows} satır × {cols} sütun hücre; değerler {min} ile {max} arasında.',
    noValue: '{label}: sonlu değer yok.',
    summaryLabel: 'Ekran özeti',
    summary: { one: 'Bu sekmede {n} şekil var: {titles}.', other: 'Bu sekmede {n} şekil var: {titles}.' },
    noFigure: 'Bu sekmede şekil yok.',
    settings: 'Ayarlar: {settings}.',
    noSettings: 'Bu sekmenin ayarı yok.',
    tryThis: 'Dene: {step}',
    on: 'açık',
    off: 'kapalı',
    redrawn: 'Şekil yeniden çizildi. {list}',
    more: { one: '({n} şekil daha değişti.)', other: '({n} şekil daha değişti.)' },
  },
};
