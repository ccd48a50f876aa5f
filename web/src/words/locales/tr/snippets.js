// locales/tr/snippets.js — Türkçe: şeklin yanındaki ders kodu (snippets.js, snippet_box.js).
// Anahtarlar en/snippets.js ile birebir aynı; her satırda bir anahtar.
export default {
  lectureCode: {
    summary: 'Bu şekli çizen ders kodu (PyTorch)',
    help: 'Dersin kendi satırları, şeklin şimdiki ayarlarıyla: bir ayarı değiştirince kod da değişir. Dersin veri hücrelerinden (Xtr, Ytr, vocab_size, n_embd = 10, block_size = 3) sonra çalışır; koddaki yorumlar dersteki gibi İngilizcedir.',
    helpNoData:
      'Dersin kendi satırları, şeklin şimdiki ayarlarıyla: bir ayarı değiştirince kod da değişir. Veri gerekmez, torch yeterlidir; koddaki yorumlar dersteki gibi İngilizcedir.',
    helpDiagnostics:
      'Dersin dört koşusu ud satırıyla, ardından dersin aktivasyonlar, onların gradyanları ve ağırlıkların grad:data oranı için yazdırdığı satırlar, ekrandaki koşunun adım sayısı ve tohumuyla: değiştirilen bir ayar koda bir sonraki koşuyla (▶) girer. Oyun alanındaki “PyTorch betiği olarak kopyala” düğmesinin verdiği betiğin tanımlarından sonra çalışır (son iki satırı hariç: onlar betiği program olarak çalıştırır), yanında {file} ile; koddaki yorumlar dersteki gibi İngilizcedir.',
    helpPlayground:
      'Dersin teşhis bölümündeki eğitim döngüsü ve ud satırı, oyun alanının şimdiki ayarlarıyla: bir ayarı değiştirince kod da değişir. Oyun alanındaki “PyTorch betiği olarak kopyala” düğmesinin verdiği betiğin tanımlarından sonra çalışır (son iki satırı hariç: onlar betiği program olarak çalıştırır), yanında {file} ile; koddaki yorumlar dersteki gibi İngilizcedir.',
    copy: 'Kodu kopyala',
    copied: 'Kod panoya kopyalandı.',
    selectHint: 'Kod seçildi: Ctrl+C ile kopyala.',
    waiting: 'Kod, sayfanın hesap modülü yüklenince yazılır.',
  },
};
