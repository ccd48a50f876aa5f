// locales/tr/lesson.js — Türkçe: dersi öğrencinin yapması: önce tahmin et sonra gör, 5.17 kontrol
// soruları (metnin kendi sözleriyle), ders haritası, "bunu dene" önerileri. Anahtarlar en/lesson.js ile aynı.
export default {
  lesson: {
    welcome: 'İlk kez mi buradasın? 1. sekmeden (Başlangıç loss’u) başla: her sekme önce bir tahmin ister, sonra çekirdeğin canlı sonucunu gösterir.',
    welcomeClose: 'Tamam',
    predict: {
      title: 'Önce tahmin et',
      reveal: 'Tahminimi kaydet ve göster',
      skip: 'Sadece göster',
      again: 'Yeniden tahmin et',
      guessLabel: 'Tahminin',
      needGuess: 'Önce bir tahmin yaz ya da seç.',
      waiting: 'Tahminin kaydedildi; çekirdek hâlâ hesaplıyor, sonuç gelince karşılaştırma burada.',
      required: 'Bu derste sonuçlar tahmininden sonra açılır.',
      hiddenNote: 'Sonuçlar tahmininden sonra açılacak.',
      yourGuess: 'Tahminin: {guess}',
      live: 'Çekirdeğin canlı sonucu: {live}',
      farNumber: 'Fark: {far}',
      farDecades: 'Fark: {far} mertebe (10’un kuvveti)',
      close: 'Yakın — iyi tahmin.',
      notClose: 'Uzak — nedeni aşağıda.',
      right: 'Doğru.',
      wrong: 'Yanlış — nedeni aşağıda.',
      skipped: 'Tahmin atlandı.',
      start: {
        q: 'Eğitimin ilk adımında “hiçbir şey bilmeyen” bir model (27 karaktere eşit olasılık) hangi loss’u almalı?',
        explain: 'Metin (5.3): “hiçbir şey bilmeyen” bir model 27 karaktere eşit olasılık verip −log(1/27) ≈ 3,30 loss almalı. Çekirdek bu isim listesinde ln V = {logv} hesaplıyor; çıktı katmanı küçültülmüş model ilk adımda {fix}, ham randn çıktı katmanı ise {nofix} alıyor: ağ “kendinden emin ama yanlış”.',
      },
      tanh: {
        q: 'Kötü init’te (gizli Linear kazancı ×{bad}) gizli tanh çıktılarının yüzde kaçı doymuş olur (|h| > 0,97)?',
        explain: 'Metin (5.4): aktivasyon-öncesi değerler çok büyük/küçükse tanh çıktısı ±1’e yapışır — buna doygunluk denir; türev 1 − tanh² ≈ 0 olur → o nörondan gradyan akmaz. Metnin ölçümü ×5 ile ≈ %79,1, Kaiming ile ≈ %19,5; çekirdek burada ×{bad} ile {sat}, Kaiming ile {kaiming} buluyor.',
      },
      kaiming: {
        q: '{n} katmanlı bir tanh yığınında hangi kazanç katman std’lerini düz tutar?',
        naive: 'gain = 1 (naif)',
        kaiming: 'gain = 5/3 (Kaiming)',
        neither: 'hiçbiri: ikisi de söner',
        explain: 'Metin (5.5): naif init (gain = 1) katman-katman söner (0,617 → 0,320), Kaiming (gain = 5/3) korunur (0,750 → 0,654). Çekirdek: naif {naiveFirst} → {naiveLast}, Kaiming {kaimingFirst} → {kaimingLast}. tanh daraltıcıdır; 5/3 kazancı bunu dengeler.',
      },
      batchnorm: {
        q: 'Eğitim modunda (batch’in kendi istatistikleri) bir örneğin BatchNorm çıktısı, eval modundaki (running istatistikler) çıktısıyla aynı mı?',
        same: 'aynı',
        differs: 'farklı: batch’e bağlı',
        explain: 'Metin (5.8): BatchNorm, bir örneğin çıktısını batch’teki diğer örneklere bağlar (istatistikler ortak) — bu küçük bir “jitter” (gürültü) katar ve hafif bir regularization etkisi yapar. Test zamanında sabit running istatistikler kullanılır. Çekirdek: iki modun logitleri arasındaki en büyük fark {d}.',
      },
      diagnostics: {
        q: 'Dört koşudan hangisi dev’de en kötü biter?',
        explain: 'Metin (5.17, Soru 2): kasten kötü init (×5) ile bile BN’li ağ dev 2,2330 verirken (BN’li Kaiming 2,1858’e neredeyse eşit), BN’siz kötü-init dev 2,5318’e patlar. Çekirdek ({steps} adım): {list}.',
      },
      'bn-matrix': {
        q: 'BatchNorm’dan (train modu) sonra hangisinin std’si tam 1 olur?',
        cols: 'her sütunun (bir özellik, batch boyunca)',
        rows: 'her satırın (bir örnek)',
        explain: 'Metin: BatchNorm her nöronu BATCH boyunca normalize ediyordu — yani bir örneğin sonucu, aynı batch’teki DİĞER örneklere bağlıydı. Bu yüzden her sütunun std’si 1 olur. Çekirdek: sütun std’leri {list}.',
      },
      'ln-matrix': {
        q: 'LayerNorm’dan sonra bir satırın (bir örneğin) std’si kaç olur?',
        explain: 'Metin: Layer normalization (LayerNorm), her ÖRNEĞİ kendi ÖZELLİKLERİ boyunca normalize eder — diğer örneklere hiç bakmaz; her SATIRIN (örneğin) std’si tam olarak 1.00. Çekirdek: satır std’leri {list}.',
      },
      residual: {
        q: 'Artık (residual) yol olmadan, {depth} katman derinlikte girdinin gradyan normu hangi mertebede olur?',
        explain: 'Metin: artık bağlantı OLMADAN, 50 katman sonra girdinin gradyanı 1.23e-06’ya ÇÖKÜYOR; artık bağlantı VARKEN gradyan 448’e kadar SAĞLIKLI (hatta BÜYÜK) kalıyor — x + … ifadesindeki ‘+x’ terimi, gradyanın backprop’ta HİÇBİR ARA katmandan geçmeden DOĞRUDAN akabileceği bir ‘kestirme yol’ açıyor. Çekirdek: artıksız {plain}, artıklı {residual}.',
      },
      playground: {
        q: 'Bu ayarlarla (çıktı düzeltmesi {fix}, normalizasyon {norm}, kötü init ×{bad}) eğitimin başında (adım 0) train loss’u kaç olur?',
        on: 'açık',
        off: 'kapalı',
        explain: 'Metin (5.3): “hiçbir şey bilmeyen” bir model 27 karaktere eşit olasılık verip −log(1/27) ≈ 3,30 loss almalı; çıktı katmanını küçültmek (W2 *= 0.01, b2 = 0) logitleri ≈ 0’a çeker. Düzeltme kapalıysa ağ “kendinden emin ama yanlış” başlar. Çekirdek: adım 0’da train loss {train}.',
      },
    },
  },
};
