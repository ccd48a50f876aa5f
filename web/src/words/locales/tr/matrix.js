// locales/tr/matrix.js — Türkçe: LayerNorm ve BatchNorm matris sekmeleri.
// Anahtarlar en/matrix.js ile birebir aynı; her satırda bir anahtar.
export default {
  matrix: {
    arith: {
      hint: 'Çıktıdaki bir sayıya tıkla: o sayının hesabı, sayfanın hesapladığı sayılarla açılır.',
      title: 'Satır {r}, sütun {c}: bu sayı nereden geliyor?',
      colValues: 'Sütun {k|gen} değerleri (x): {values}',
      rowValues: 'Satır {k|gen} değerleri (x): {values}',
      mean: 'Ortalama μ = Σx / {n} = {mean}',
      varBiased: 'Varyans σ² = Σ(x − μ)² / {div} = {v} (yanlı: değer sayısına, yani {div|dat} bölünür)',
      varUnbiased: 'Varyans σ² = Σ(x − μ)² / {div} = {v} (yansız: B − 1 = {div|dat} bölünür; bu yüzden sütunun std’si tam 1 olmaz)',
      xhat: 'x̂ = (x − μ) / √(σ² + ε) = ({x} − {mean}) / √({v} + {eps}) = {y}',
      xhatNeg: 'x̂ = (x − μ) / √(σ² + ε) = ({x} + {mean}) / √({v} + {eps}) = {y}',
      xhatConstant:
        'x̂ = (x − μ) / √(σ² + ε) = ({x} − {mean}) / √(0 + {eps}) = 0 / {root} = {y}: buradaki değerlerin hepsi ortalamaya eşit, yani σ² = 0 ve x − μ = 0; eps ({eps}) bölmeyi sonlu tutar (eps olmasa 0/0 tanımsızdır).',
      xhatConstantNeg:
        'x̂ = (x − μ) / √(σ² + ε) = ({x} + {mean}) / √(0 + {eps}) = 0 / {root} = {y}: buradaki değerlerin hepsi ortalamaya eşit, yani σ² = 0 ve x − μ = 0; eps ({eps}) bölmeyi sonlu tutar (eps olmasa 0/0 tanımsızdır).',
      affine: 'y = γ · x̂ + β = 1 · {y} + 0 = {y} (bu tabloda γ = 1, β = 0: ölçekleme de kaydırma da yok)',
    },
    input: 'Girdi matrisi (satır = örnek, sütun = özellik) — düzenlenebilir',
    inputLocked: 'Girdi matrisi (satır = örnek, sütun = özellik)',
    output: 'Çıktı y',
    addRow: '+ satır',
    delRow: '− satır',
    addCol: '+ sütun',
    delCol: '− sütun',
    reset: 'Dersteki matrise dön',
    cell: 'satır {r}, sütun {c}',
    colStd: 'sütun std',
    rowStd: 'satır std',
    mean: 'ortalama',
    variance: 'varyans',
    varLabel: 'BatchNorm varyansı',
    varBiased: 'yanlı (÷B) — torch.nn.BatchNorm1d',
    varUnbiased: 'yansız (÷(B−1)) — dersin kendi modülü, x.var(0)',
    stdChart: 'Std: girdi ve çıktı',
    stdChartCol: 'Her sütunun std’si (popülasyon std’si)',
    stdChartRow: 'Her satırın std’si (popülasyon std’si)',
    inputSeries: 'girdi x',
    outputSeries: 'çıktı y',
    oneLine: 'std = 1',
    colAxis: 'sütun',
    rowAxis: 'satır',
    sameRowTitle: 'Aynı satır {row}, iki farklı batch’te',
    sameRowAlone: 'tek başına',
    sameRowAmongA: '{a} ve {b} arasında',
    sameRowAmongB: '{a} ve {b} arasında',
    sameRowAmongL: '{a} ve {b} arasında',
    manualTitle: 'Elle kontrol: {row}, popülasyon std’siyle normalize edildi',
    manualRow: '(x − ortalama) / std',
    lnRow: 'LayerNorm (ağırlık 1, bias 0)',
    allOneCol: 'Çıktıda her sütunun std’si 1,00: BatchNorm her sütunu (özelliği) normalize etti.',
    allOneRow: 'Çıktıda her satırın std’si 1,00: LayerNorm her satırı (örneği) normalize etti.',
    notOneCol: {
      one: 'Çıktıdaki {total} sütundan {n} tanesinin std’si 1,00 değil.',
      other: 'Çıktıdaki {total} sütundan {n} tanesinin std’si 1,00 değil.',
    },
    notOneRow: {
      one: 'Çıktıdaki {total} satırdan {n} tanesinin std’si 1,00 değil.',
      other: 'Çıktıdaki {total} satırdan {n} tanesinin std’si 1,00 değil.',
    },
    constantCol: {
      one: 'Girdinin {k} numaralı sütunu sabit: std’si 0, çıktısı her yerde 0; eps bölmeyi sonlu tutar.',
      other: 'Girdinin {k} numaralı sütunları sabit: std’leri 0, çıktıları her yerde 0; eps bölmeyi sonlu tutar.',
    },
    constantRow: {
      one: 'Girdinin {k} numaralı satırı sabit: std’si 0, çıktısı her yerde 0; eps bölmeyi sonlu tutar.',
      other: 'Girdinin {k} numaralı satırları sabit: std’leri 0, çıktıları her yerde 0; eps bölmeyi sonlu tutar.',
    },
    unbiasedWhy:
      'Yansız varyans B = {b} yerine B − 1 = {b1} ile böler: bu yüzden çıktının popülasyon std’si 1 değil, √({b1}/{b}) = {s} olur.',
    epsWhyCol:
      '{k} numaralı sütunun varyansı ({v}) eps’e ({eps}) yakın: √(σ² + ε), σ’dan büyük olduğu için std’si 1’in altında, {s} olarak kalır.',
    epsWhyRow:
      '{k} numaralı satırın varyansı ({v}) eps’e ({eps}) yakın: √(σ² + ε), σ’dan büyük olduğu için std’si 1’in altında, {s} olarak kalır.',
    editHint: 'Bir hücreyi değiştir: çıktı ve std’ler anında yeniden hesaplanır.',
  },
  bnm: {
    explain: [
      'BatchNorm her ÖZELLİĞİ (sütunu) batch’teki tüm örnekler boyunca normalize eder: sütunun ortalamasını çıkarır, std’sine böler. Bu yüzden, yanlı varyansla, çıktıda her sütunun std’si 1,00 olur — satırlarınki değil —; sabit bir sütun (std’si 0 kalır) ya da varyansı eps’e yakın bir sütun bunun dışındadır. Çıktının altındaki cümle bu matrisin ne verdiğini söyler.',
      'Bunun bedeli: bir örneğin çıktısı batch’teki diğer örneklere bağlıdır. Aşağıda aynı [1; 5; −2; 3] satırı iki farklı batch’te iki farklı çıktı verir; hatta birinde tamamen sıfırlanır.',
      'İki varyans tanımı var ve öğrencilerin sık takıldığı yer burası: torch.nn.BatchNorm1d normalize ederken yanlı varyansı (B’ye böler) kullanır; dersin kendi yazdığı modül x.var(0) ile yansız varyansı (B−1’e böler) kullanır. “Aynı satır” sayıları yanlı varyansla çıkar.',
    ],
  },
  lnm: {
    explain: [
      'LayerNorm her ÖRNEĞİ (satırı) kendi içinde normalize eder: satırın kendi ortalaması ve (yanlı) std’si. Bu yüzden çıktıda her satırın std’si 1,00 olur; sabit bir satır (std’si 0 kalır) ya da varyansı eps’e yakın bir satır bunun dışındadır. Çıktının altındaki cümle bu matrisin ne verdiğini söyler.',
      'Bir örneğin çıktısı başka hiçbir örneğe bağlı değildir: [1; 5; −2; 3] tek başına da, çok farklı satırların arasında da aynı sonucu verir. Batch boyutu (32 ya da 1) sonucu değiştirmez; running istatistikler de yoktur, train ve eval aynıdır.',
      'Elle kontrol: (x − ortalama) / popülasyon std’si, ağırlığı 1 ve bias’ı 0 olan LayerNorm ile aynı sayıları verir.',
    ],
  },
};
