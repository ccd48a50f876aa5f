# locales/tr/export.ftl — Türkçe: grafiklerin dışa aktarımı, oyun alanının JSON’u ve PyTorch betiği,
# önceki koşular (hayaletler). Anahtarlar en/export.ftl ile birebir aynı; her satırda bir anahtar.

export-menuLabel = Grafiği dışa aktar
export-csv = CSV
export-png = PNG
export-csvTitle = Grafiğin verilerini CSV dosyası olarak indir
export-pngTitle = Grafiği PNG resmi olarak indir
export-framed = Dosya inmediyse bu demoyu gömen sayfa indirmelere izin vermiyor olabilir (iframe sandbox’ında allow-downloads yok): tüm laboratuvarda aynı düğme çalışır.

pytorch-heading = Koşuları karşılaştır, dışa aktar, PyTorch’ta çalıştır
pytorch-exportJson = ⤓ Koşuyu JSON olarak indir
pytorch-copy = PyTorch betiği olarak kopyala
pytorch-download = ⤓ Betiği .py olarak indir
pytorch-help = Çalıştır: python3 makemore_run.py isimler.txt > run.json — aynı isim dosyası, aynı bölme, aynı üreteçler ve modüller (PyTorch 1.13 ya da üstü). Betik, indirilen JSON’la aynı anahtarları yazar: config, losses (her adımın minibatch loss’u), train, dev.
pytorch-copied = Betik panoya kopyalandı.
pytorch-selectHint = Betik seçildi: Ctrl+C ile kopyala.
pytorch-exported = { $steps } adımlık koşu indirildi (dev { $dev }, tüm bölme).
pytorch-privacy = Dosyalar bu makinede oluşturulur; isim listen hiçbirine girmez ve hiçbir yere gönderilmez.

ghosts-explain = Soluk eğriler: önceki koşuların dev loss’u (en fazla üç); etiketleri, şimdiki koşudan neyin farklı olduğunu söyler.
ghosts-clear = Önceki koşuları temizle
ghosts-cleared = Önceki koşular temizlendi.
ghosts-label = önceki: { $what }
ghosts-diff = { $was } (şimdi { $now })
ghosts-same = aynı ayarlar
ghosts-fixOn = çıktı düzeltmesi açık
ghosts-fixOff = çıktı düzeltmesi kapalı
ghosts-schedule = lr schedule: { $v }
ghosts-field-nLayer = { $v } katman
ghosts-field-nHidden = genişlik { $v }
ghosts-field-gain = kazanç { $v }
ghosts-field-badInit = init ×{ $v }
ghosts-field-lr = lr { $v }
ghosts-field-batchSize = batch { $v }
ghosts-field-steps = { $v } adım
ghosts-field-seed = tohum { $v }
