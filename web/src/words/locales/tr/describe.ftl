# locales/tr/describe.ftl — Türkçe: şekillerin ekran okuyucu için betimlemesi, sekmenin ekran özeti ve
# şekiller yeniden çizilince yapılan duyuru. Anahtarlar en/describe.ftl ile birebir aynı.

describe-line = { $label }: { $x } { $x0 } için { $y0 }; { $x } { $x1 } için { $y1 } ({ $n } nokta; en küçük { $min }; en büyük { $max }).
describe-onePoint = { $label }: { $x } { $x0 } için { $y0 }.
describe-bars = { $label }: { $values }.
describe-manyBars = { $label }: { $n } sütun; en yükseği { $max } ({ $at }), en alçağı { $min } ({ $lowAt }), toplamı { $sum }.
describe-heat = { $rows } satır × { $cols } sütun hücre; değerler { $min } ile { $max } arasında.
describe-noValue = { $label }: sonlu değer yok.
describe-noPoints = { $label }: henüz nokta yok.
describe-summaryLabel = Ekran özeti
describe-summary =
    { $n ->
    [one] Bu sekmede { $n } şekil var: { $titles }.
   *[other] Bu sekmede { $n } şekil var: { $titles }.
    }
describe-noFigure = Bu sekmede şekil yok.
describe-settings = Ayarlar: { $settings }.
describe-noSettings = Bu sekmenin ayarı yok.
describe-tryThis = Dene: { $step }
describe-on = açık
describe-off = kapalı
describe-redrawn = Şekil yeniden çizildi. { $list }
describe-more =
    { $n ->
    [one] ({ $n } şekil daha değişti.)
   *[other] ({ $n } şekil daha değişti.)
    }
