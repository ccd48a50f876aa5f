# locales/tr/matrix.ftl — Türkçe: LayerNorm ve BatchNorm matris sekmeleri.
# Anahtarlar en/matrix.ftl ile birebir aynı; her satırda bir anahtar.

matrix-arith-hint = Çıktıdaki bir sayıya tıkla: o sayının hesabı, sayfanın hesapladığı sayılarla açılır.
matrix-arith-title = Satır { $r }, sütun { $c }: bu sayı nereden geliyor?
matrix-arith-colValues = Sütun { SUFFIX($k, case: "gen") } değerleri (x): { $values }
matrix-arith-rowValues = Satır { SUFFIX($k, case: "gen") } değerleri (x): { $values }
matrix-arith-mean = Ortalama μ = Σx / { $n } = { $mean }
matrix-arith-varBiased = Varyans σ² = Σ(x − μ)² / { $div } = { $v } (yanlı: değer sayısına, yani { SUFFIX($div, case: "dat") } bölünür)
matrix-arith-varUnbiased = Varyans σ² = Σ(x − μ)² / { $div } = { $v } (yansız: B − 1 = { SUFFIX($div, case: "dat") } bölünür; bu yüzden sütunun std’si tam 1 olmaz)
matrix-arith-xhat = x̂ = (x − μ) / √(σ² + ε) = ({ $x } − { $mean }) / √({ $v } + { $eps }) = { $y }
matrix-arith-xhatNeg = x̂ = (x − μ) / √(σ² + ε) = ({ $x } + { $mean }) / √({ $v } + { $eps }) = { $y }
matrix-arith-xhatConstant = x̂ = (x − μ) / √(σ² + ε) = ({ $x } − { $mean }) / √(0 + { $eps }) = 0 / { $root } = { $y }: buradaki değerlerin hepsi ortalamaya eşit, yani σ² = 0 ve x − μ = 0; eps ({ $eps }) bölmeyi sonlu tutar (eps olmasa 0/0 tanımsızdır).
matrix-arith-xhatConstantNeg = x̂ = (x − μ) / √(σ² + ε) = ({ $x } + { $mean }) / √(0 + { $eps }) = 0 / { $root } = { $y }: buradaki değerlerin hepsi ortalamaya eşit, yani σ² = 0 ve x − μ = 0; eps ({ $eps }) bölmeyi sonlu tutar (eps olmasa 0/0 tanımsızdır).
matrix-arith-affine = y = γ · x̂ + β = 1 · { $y } + 0 = { $y } (bu tabloda γ = 1, β = 0: ölçekleme de kaydırma da yok)
matrix-input = Girdi matrisi (satır = örnek, sütun = özellik) — düzenlenebilir
matrix-inputLocked = Girdi matrisi (satır = örnek, sütun = özellik)
matrix-output = Çıktı y
matrix-addRow = + satır
matrix-delRow = − satır
matrix-addCol = + sütun
matrix-delCol = − sütun
matrix-reset = Dersteki matrise dön
matrix-cell = satır { $r }, sütun { $c }
matrix-colStd = sütun std
matrix-rowStd = satır std
matrix-mean = ortalama
matrix-variance = varyans
matrix-varLabel = BatchNorm varyansı
matrix-varBiased = yanlı (÷B) — torch.nn.BatchNorm1d
matrix-varUnbiased = yansız (÷(B−1)) — dersin kendi modülü, x.var(0)
matrix-stdChart = Std: girdi ve çıktı
matrix-stdChartCol = Her sütunun std’si (popülasyon std’si)
matrix-stdChartRow = Her satırın std’si (popülasyon std’si)
matrix-inputSeries = girdi x
matrix-outputSeries = çıktı y
matrix-oneLine = std = 1
matrix-colAxis = sütun
matrix-rowAxis = satır
matrix-sameRowTitle = Aynı satır { $row }, iki farklı batch’te
matrix-sameRowAlone = tek başına
matrix-sameRowAmongA = { $a } ve { $b } arasında
matrix-sameRowAmongB = { $a } ve { $b } arasında
matrix-sameRowAmongL = { $a } ve { $b } arasında
matrix-manualTitle = Elle kontrol: { $row }, popülasyon std’siyle normalize edildi
matrix-manualRow = (x − ortalama) / std
matrix-lnRow = LayerNorm (ağırlık 1, bias 0)
matrix-allOneCol = Çıktıda her sütunun std’si 1,00: BatchNorm her sütunu (özelliği) normalize etti.
matrix-allOneRow = Çıktıda her satırın std’si 1,00: LayerNorm her satırı (örneği) normalize etti.
matrix-notOneCol =
    { $n ->
    [one] Çıktıdaki { $total } sütundan { $n } tanesinin std’si 1,00 değil.
   *[other] Çıktıdaki { $total } sütundan { $n } tanesinin std’si 1,00 değil.
    }
matrix-notOneRow =
    { $n ->
    [one] Çıktıdaki { $total } satırdan { $n } tanesinin std’si 1,00 değil.
   *[other] Çıktıdaki { $total } satırdan { $n } tanesinin std’si 1,00 değil.
    }
matrix-constantCol =
    { $k ->
    [one] Girdinin { $k } numaralı sütunu sabit: std’si 0, çıktısı her yerde 0; eps bölmeyi sonlu tutar.
   *[other] Girdinin { $k } numaralı sütunları sabit: std’leri 0, çıktıları her yerde 0; eps bölmeyi sonlu tutar.
    }
matrix-constantRow =
    { $k ->
    [one] Girdinin { $k } numaralı satırı sabit: std’si 0, çıktısı her yerde 0; eps bölmeyi sonlu tutar.
   *[other] Girdinin { $k } numaralı satırları sabit: std’leri 0, çıktıları her yerde 0; eps bölmeyi sonlu tutar.
    }
matrix-unbiasedWhy = Yansız varyans B = { $b } yerine B − 1 = { $b1 } ile böler: bu yüzden çıktının popülasyon std’si 1 değil, √({ $b1 }/{ $b }) = { $s } olur.
matrix-epsWhyCol = { $k } numaralı sütunun varyansı ({ $v }) eps’e ({ $eps }) yakın: √(σ² + ε), σ’dan büyük olduğu için std’si 1’in altında, { $s } olarak kalır.
matrix-epsWhyRow = { $k } numaralı satırın varyansı ({ $v }) eps’e ({ $eps }) yakın: √(σ² + ε), σ’dan büyük olduğu için std’si 1’in altında, { $s } olarak kalır.
matrix-editHint = Bir hücreyi değiştir: çıktı ve std’ler anında yeniden hesaplanır.

bnm-explain =
    .p1 = BatchNorm her ÖZELLİĞİ (sütunu) batch’teki tüm örnekler boyunca normalize eder: sütunun ortalamasını çıkarır, std’sine böler. Bu yüzden, yanlı varyansla, çıktıda her sütunun std’si 1,00 olur — satırlarınki değil —; sabit bir sütun (std’si 0 kalır) ya da varyansı eps’e yakın bir sütun bunun dışındadır. Çıktının altındaki cümle bu matrisin ne verdiğini söyler.
    .p2 = Bunun bedeli: bir örneğin çıktısı batch’teki diğer örneklere bağlıdır. Aşağıda aynı [1; 5; −2; 3] satırı iki farklı batch’te iki farklı çıktı verir; hatta birinde tamamen sıfırlanır.
    .p3 = İki varyans tanımı var ve öğrencilerin sık takıldığı yer burası: torch.nn.BatchNorm1d normalize ederken yanlı varyansı (B’ye böler) kullanır; dersin kendi yazdığı modül x.var(0) ile yansız varyansı (B−1’e böler) kullanır. “Aynı satır” sayıları yanlı varyansla çıkar.

lnm-explain =
    .p1 = LayerNorm her ÖRNEĞİ (satırı) kendi içinde normalize eder: satırın kendi ortalaması ve (yanlı) std’si. Bu yüzden çıktıda her satırın std’si 1,00 olur; sabit bir satır (std’si 0 kalır) ya da varyansı eps’e yakın bir satır bunun dışındadır. Çıktının altındaki cümle bu matrisin ne verdiğini söyler.
    .p2 = Bir örneğin çıktısı başka hiçbir örneğe bağlı değildir: [1; 5; −2; 3] tek başına da, çok farklı satırların arasında da aynı sonucu verir. Batch boyutu (32 ya da 1) sonucu değiştirmez; running istatistikler de yoktur, train ve eval aynıdır.
    .p3 = Elle kontrol: (x − ortalama) / popülasyon std’si, ağırlığı 1 ve bias’ı 0 olan LayerNorm ile aynı sayıları verir.
