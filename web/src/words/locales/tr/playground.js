// locales/tr/playground.js — Türkçe: oyun alanı sekmesi.
// Anahtarlar en/playground.js ile birebir aynı; her satırda bir anahtar.
export default {
  playground: {
    explain: [
      'Dersin MLP’sini kendin eğit: her ayar bağlantıda saklanır, aynı bağlantı aynı eğrileri çizer. Kötü bir init seç (kazanç ×5), normalizasyonu kapat, öğrenme oranını büyüt — ve katman sağlığı tablosunda neyin bozulduğunu izle.',
      'Eğri: her adımın minibatch loss’u (soluk) ve her 250 adımda train/dev bölmelerinin ilk satırlarındaki loss (en çok 2000; kaç satır olduğu eğrinin açıklamasında). Eğitim bitince tüm bölmelerde ölçülür.',
    ],
    layers: 'Linear katman sayısı (çıktı dahil)',
    width: 'Gizli genişlik',
    norm: 'Normalizasyon',
    normNone: 'yok',
    normBatch: 'BatchNorm',
    normLayer: 'LayerNorm',
    gain: 'Init kazancı (tanh için 5/3)',
    bad: 'Kötü init çarpanı',
    fix: 'Çıktı düzeltmesi (ilk logitler küçük)',
    lr: 'Öğrenme oranı',
    sched: 'lr schedule',
    schedConst: 'sabit',
    schedStep: '%75’ten sonra ÷10',
    batch: 'Batch boyutu',
    seed: 'Tohum (seed)',
    steps: 'Adım sayısı',
    play: '▶ Oynat',
    pause: '⏸ Duraklat',
    step: 'Tek adım',
    reset: '↺ Sıfırla',
    curveTitle: 'Loss eğrileri',
    minibatch: 'minibatch loss',
    train: 'train ({n} satır)',
    dev: 'dev ({n} satır)',
    healthTitle: 'Katman sağlığı (son adım)',
    healthLayer: 'katman',
    healthSat: 'doygunluk |h|>0,97',
    healthStd: 'tanh std',
    healthGrad: 'ağırlık grad std',
    healthUd: 'update:data (log10)',
    healthHint: 'Doygunluk > %10 ya da update:data −3’ten çok uzak: kırmızı.',
    status: 'Adım {step} / {steps} · {params} parametre · {rate} adım/sn',
    final: 'Son: train {train} · dev {dev} (tüm bölmeler)',
    diverged: 'Eğitim {step}. adımda ıraksadı ve durduruldu: {what}.',
    divergedWhat: {
      loss: 'loss, cross-entropy hesabının kendisinde {loss} oldu: çıktı katmanının logitleri de içinde, bütün katmanların aktivasyonları henüz sonluydu',
      lossHigh: 'loss {loss} değerine fırladı (sınır 1000); katmanların aktivasyonları henüz sonluydu',
      activations: 'sonlu olmayan (sonsuz ya da tanımsız) değerler ilk kez {layer} katmanının aktivasyonlarında çıktı',
      gradients: 'gradyanlarda ilk kez sonlu olmayan değerler {layer} katmanında çıktı',
    },
    cause: {
      lrInit:
        'Olası neden: öğrenme oranı ({lr}) bu init için fazla yüksek (kazanç {gain}, kötü init çarpanı ×{bad}: biri Kaiming değerinin, yani 5/3’ün ya da 1’in en az iki katı). Öğrenme oranını düşür (ör. 0,1) ya da init’i düzelt.',
      lr: 'Olası neden: öğrenme oranı ({lr}) fazla yüksek; güncellemeler hedefi aşıp büyüyor. Öğrenme oranını düşür (ör. 0,1).',
      init: 'Olası neden: init fazla büyük (kazanç {gain}, kötü init çarpanı ×{bad}: biri Kaiming değerinin, yani 5/3’ün ya da 1’in en az iki katı; normalizasyon yok): aktivasyonlar katmandan katmana büyüyor. Kazancı 5/3’e, kötü init çarpanını 1’e ayarla ya da BatchNorm/LayerNorm aç.',
      other: 'Olası neden: bu ayarlarla güncellemeler kararsız. Öğrenme oranını düşür ya da normalizasyon aç.',
    },
    layerName: {
      embedding: 'C[X] gömmesi',
      parameter: 'bir parametre gradyanı',
    },
    healthKept:
      'Bunlar {step}. adımda ölçülen, {at}. adımdaki ıraksamadan önceki son değerler: ondan sonra aktivasyonlar sonlu değil, ölçülecek bir doygunluk ya da std yok.',
    lossUndefined: 'tanımsız (0/0)',
    failed:
      'Eğitim başarısız oldu ve {step}. adımda durduruldu: son {window} adımın ortalama loss’u {loss}; {held} adım üst üste en az {factor} × {ref} oldu ({ref}: ilk adımın loss’u {start} ile rastgele tahminin loss’u ln V’den büyük olanı) — model başladığı yerden çok daha kötü.',
    rescue:
      'ℹ {step}. adım: öğrenme oranı {lr} çok büyük (burada {high} ve üstü çok büyük sayılır), ama son adımların ortalama loss’u {loss}, rastgele tahminin loss’u ln V = {lnv} değerinin altında — model öğreniyor. Bunun nedeni BatchNorm: her katmanın aktivasyon-öncesi değerlerini batch std’sine böler; büyük güncellemelerin büyüttüğü ağırlıklar aktivasyonları büyütmez, ağırlıklar büyüdükçe her güncelleme onları oransal olarak daha az değiştirir.',
    waysOut: 'Çıkış yolu — birini seç, model yeniden kurulur:',
    wayOut: '“{label}” = {value}',
    warnGroup: {
      saturated: '⚠ {step}. adımdan başlayarak {count} tanh katmanı tamamen doymuş, gradyan geçmiyor: {where}.',
      frozen: '⚠ {step}. adımdan başlayarak {count} parametre hiç güncellenmiyor (update:data = −∞) — donmuş: {where}.',
      other: '⚠ {step}. adımdan başlayarak {count} uyarı: {where}.',
    },
    samples: 'Modelden örnek isimler',
    warn: {
      notLearning:
        '⚠ {step}. adım: son adımların ortalama loss’u {value}, rastgele tahminin loss’u ln V = {ref} değerinin üstünde — model rastgele tahminden kötü, öğrenmiyor.',
      lossRising: '⚠ {step}. adım: ortalama loss {value}, şimdiye kadarki en iyi {ref} değerinin çok üstüne çıktı — loss yükseliyor.',
      overfitting:
        '⚠ {step}. adım: dev loss {value} (önceki en iyisi {ref}) yükselirken train loss düşüyor — aşırı uyum: model train bölmesini ezberliyor.',
      saturated:
        '⚠ {step}. adım: {layer} katmanında tanh çıktılarının {value|poss} |h| > 0,97 (sınır {ref}) — katman tamamen doymuş, gradyan geçmiyor.',
      frozen: '⚠ {step}. adım: {param} {ref} adımdır hiç güncellenmiyor (update:data = −∞) — donmuş.',
    },
    warnCause: {
      lrHigh: 'Olası neden: öğrenme oranı ({lr}) çok yüksek.',
      lrLow: 'Olası neden: öğrenme oranı ({lr}) çok düşük; her adım modeli çok az değiştiriyor.',
      init: 'Olası neden: init ölçeği (kazanç × kötü init çarpanı) Kaiming’in 5/3’ünden çok uzak.',
      noNorm: 'Olası neden: normalizasyon yok.',
      smallData: 'Olası neden: eğitim bölmesi modelin parametre sayısına göre küçük.',
      other: 'Olası neden belirgin değil.',
    },
    suggest: {
      lowerLr: 'Öneri: {lr} değerini düşür (ör. 0,1).',
      raiseLr: 'Öneri: {lr} değerini büyüt (ör. 0,1).',
      kaimingInit: 'Öneri: {gain} 5/3, {bad} 1 olsun.',
      addNorm: 'Öneri: {norm} için BatchNorm ya da LayerNorm seç.',
      moreData: 'Öneri: daha uzun bir isim listesi yükle ya da modeli küçült.',
      smallerModel: 'Öneri: modeli küçült ({width} ya da {layers}).',
    },
  },
};
