# locales/tr/network.ftl — Türkçe: ağ şeridi (Kaiming, teşhis ve oyun alanı sekmelerinde modelin
# küçük çizimi) ve katmanların tek adlandırması ("L3 tanh", "L3 BN γ").
# Anahtarlar en/network.ftl ile birebir aynı; her satırda bir anahtar.

network-block = L{ $n }
network-embedding = C
network-named = { $name } ({ $torch })
network-module-linear = L{ $n } Linear
network-module-bn = L{ $n } BN
network-module-ln = L{ $n } LN
network-module-tanh = L{ $n } tanh
network-module-relu = L{ $n } ReLU
network-param-weight = L{ $n } W
network-param-bias = L{ $n } b
network-param-bnGamma = L{ $n } BN γ
network-param-bnBeta = L{ $n } BN β
network-param-lnGamma = L{ $n } LN γ
network-param-lnBeta = L{ $n } LN β
network-stripLabel = Ağın şeması: bir katmanı seçmek için tıkla
network-stripHint = L1, L2, …: girdiden sayılan Linear katmanları; her blokta Linear katmanı, varsa BatchNorm ya da LayerNorm’u ve doğrusal-olmaması (tanh ya da sekme onun yerine koyduğunda ReLU) bulunur. Bir bloğa tıkla (ya da Tab ve Enter): sekmedeki grafikler o katmanı öne çıkarır. Renk ne kadar koyuysa değer o kadar büyük.
network-kinds-linear = Linear
network-kinds-bn = BN
network-kinds-ln = LN
network-kinds-tanh = tanh
network-kinds-relu = ReLU
network-embeddingBox = Embedding C
network-softmax = softmax
network-output = çıktı
network-measure-std = std
network-measure-sat = doymuş
network-measure-gradData = grad:data
network-measure-kaimingStd = her tanh çıktısının std’si, { $stack }
network-measure-kaimingStdRelu = her ReLU çıktısının std’si, { $stack }
network-measure-satShare = tanh çıktılarının doymuş payı (|h| > 0,97)
network-measure-ud = update:data
network-colouredBy = Renk: { $what }.
network-selected = Seçili: { $name }.
network-none = Seçili katman yok.
network-clear = Seçimi kaldır
network-layerTitle = { $name }: başlangıçta ve eğitimden sonra
network-layerAt-init = başlangıçta
network-layerAt-trained = eğitimden sonra
network-gradDataLine = { $name } ({ $torch }) grad:data: başlangıçta { $init }, eğitimden sonra { $trained }.
network-udLine = { $name } update:data medyanı ({ $run }): { $ud } (−3 civarı sağlıklı).
network-notYet = henüz yok
network-actAxis = tanh çıktısı h
network-count = sayı
