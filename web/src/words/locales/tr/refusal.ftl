# locales/tr/refusal.ftl — Türkçe: sayfanın hesabının reddettiği değerler ve dosyalar (native/refusal.hpp’deki kodlar).
# Anahtarlar en/refusal.ftl ile birebir aynı; her satırda bir anahtar.

refusal-range = { $name } { $range } aralığında olmalı; verilen: { $got }
refusal-budget = Bu model yaklaşık { $need_mb } MB bellek isterdi, bir tarayıcı sekmesinin verdiği { $budget_mb } MB’tan fazla; “{ $n_hidden }”, “{ $n_layer }” ya da “{ $batch_size }” değerini küçült
refusal-bn_batch = BatchNorm ile { $name } en az 2 olmalı (tek satırlık batch’in batch varyansı yoktur); verilen: { $batch }
refusal-bn_batchRows = Eğitim modundaki BatchNorm en az 2 satır ister: { $batch } satırlık bir batch’in batch varyansı yoktur
refusal-choice = { $name } şunlardan biri olmalı: { $choices }; verilen: “{ $got }”
refusal-names-atLine = { $line }. satır: { $text }
refusal-names-empty = dosya boş; her satırda bir isim bekleniyor
refusal-names-no_names = hiç isim bulunamadı: { $lines } satırın hepsi boş
refusal-names-nul_byte = bir NUL baytı (0x00) içeriyor: bu, her satırında bir isim olan bir metin dosyası değil, ikili (binary) bir dosya gibi görünüyor
refusal-names-control_char = { $char }{ $what } kontrol karakterini içeriyor; isim dosyası düz metindir, her satırda bir isim
refusal-names-controlWhat-tab = { " " }(sekme)
refusal-names-controlWhat-carriage_return = { " " }(satır başı; satırlar \n ya da \r\n ile bitmeli)
refusal-names-controlWhat-other = { "" }
refusal-names-invalid_utf8 = geçerli UTF-8 olmayan { $byte } baytını içeriyor: ikili bir dosya ya da başka bir kodlamayla kaydedilmiş bir metin gibi görünüyor (UTF-8 olarak kaydet)
refusal-names-non_ascii = “{ $name }” ismi ASCII olmayan “{ $char }” ({ $code_point }) karakterini içeriyor; yalnızca ASCII karakterler destekleniyor
refusal-names-too_long = isim { $length } karakter uzunluğunda; en fazla { $max } karaktere izin var
refusal-names-reserved_dot = “{ $name }” ismi “.” içeriyor; “.” ismin başını ve sonunu gösteren işarete ayrılmış
refusal-names-too_many_chars = isimlerde en az { $count } farklı karakter var; en fazla { $max } farklı karaktere izin var
refusal-names-too_many_lines = dosyada { $max } satırdan fazla var; en fazla { $max } satıra izin var
refusal-names-too_few_names = dosyada çok az isim var ({ $count }); %80/10/10 train/dev/test bölmesi en az { $min } isim ister
refusal-names-unreadable = “{ $path }” dosyası okunamıyor
refusal-names-unknown_char = { $char } karakteri sözlükte yok
refusal-norm-choice = { $field } şunlardan biri olmalı: { $choices }; verilen: “{ $got }”
refusal-norm-eps = eps, [{ $lo }, { $hi }] aralığında sonlu bir sayı olmalı; verilen: { $got }
refusal-norm-x_empty = matris boş: en az bir satır gir (bir örneğin özellikleri)
refusal-norm-row_empty = { $row }. satır boş: her satırda en az bir özellik olmalı
refusal-norm-ragged = { $row }. satırda { $count } değer var ama ilk satırda { $cols }: her satırda aynı sayıda özellik olmalı
refusal-norm-too_many_values = matriste { $cols } değerlik { $rows } satır var; toplamda en fazla { $max } değer olabilir
refusal-norm-not_finite = { $where } sonlu bir sayı değil (NaN ya da sonsuz)
refusal-norm-out_of_range = { $where } = { $value }, [{ $lo }, { $hi }] aralığının dışında
refusal-norm-negative_var = { $where } = { $value }: varyans negatif olamaz
refusal-norm-feature_count = { $field } içinde { $count } değer var ama matriste { $cols } sütun var (her özelliğe bir değer)
refusal-norm-grad_rows = grad_out’ta { $count } satır var ama matriste { $rows }
refusal-norm-grad_cols = grad_out’un { $row }. satırında { $count } değer var ama matriste { $cols } sütun var
refusal-norm-layer_unbiased = yansız varyans yalnızca BatchNorm için: LayerNorm her zaman yanlı (popülasyon) varyansını kullanır
refusal-norm-layer_running = running istatistikler BatchNorm’a aittir: LayerNorm hiç tutmaz
refusal-norm-bn_batch = train modundaki BatchNorm en az 2 satır ister: { $rows } satırlık bir batch’in batch varyansı yoktur
refusal-norm-train_running = running istatistikler yalnızca eval modunda kullanılır: train modu batch’in kendi istatistikleriyle normalize eder
refusal-norm-overflow = sonuç sayfanın hesap duyarlılığını aştı (sonsuz ya da NaN): değerleri küçült
