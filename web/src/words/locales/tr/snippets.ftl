# locales/tr/snippets.ftl — Türkçe: şeklin yanındaki ders kodu (snippets.js, snippet_box.js).
# Anahtarlar en/snippets.ftl ile birebir aynı; her satırda bir anahtar.

lectureCode-summary = Bu şekli çizen ders kodu (PyTorch)
lectureCode-help = Dersin kendi satırları, şeklin şimdiki ayarlarıyla: bir ayarı değiştirince kod da değişir. Dersin veri hücrelerinden (Xtr, Ytr, vocab_size, n_embd = 10, block_size = 3) sonra çalışır; koddaki yorumlar dersteki gibi İngilizcedir.
lectureCode-helpNoData = Dersin kendi satırları, şeklin şimdiki ayarlarıyla: bir ayarı değiştirince kod da değişir. Veri gerekmez, torch yeterlidir; koddaki yorumlar dersteki gibi İngilizcedir.
lectureCode-helpDiagnostics = Dersin dört koşusu ud satırıyla, ardından dersin aktivasyonlar, onların gradyanları ve ağırlıkların grad:data oranı için yazdırdığı satırlar, ekrandaki koşunun adım sayısı ve tohumuyla: değiştirilen bir ayar koda bir sonraki koşuyla (▶) girer. Oyun alanındaki “PyTorch betiği olarak kopyala” düğmesinin verdiği betiğin tanımlarından sonra çalışır (son iki satırı hariç: onlar betiği program olarak çalıştırır), yanında { $file } ile; koddaki yorumlar dersteki gibi İngilizcedir.
lectureCode-helpPlayground = Dersin teşhis bölümündeki eğitim döngüsü ve ud satırı, oyun alanının şimdiki ayarlarıyla: bir ayarı değiştirince kod da değişir. Oyun alanındaki “PyTorch betiği olarak kopyala” düğmesinin verdiği betiğin tanımlarından sonra çalışır (son iki satırı hariç: onlar betiği program olarak çalıştırır), yanında { $file } ile; koddaki yorumlar dersteki gibi İngilizcedir.
lectureCode-copy = Kodu kopyala
lectureCode-copied = Kod panoya kopyalandı.
lectureCode-selectHint = Kod seçildi: Ctrl+C ile kopyala.
lectureCode-waiting = Kod, sayfanın hesap modülü yüklenince yazılır.
