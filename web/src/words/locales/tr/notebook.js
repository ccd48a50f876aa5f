// locales/tr/notebook.js — Türkçe: şekli ya da tüm dersi Jupyter notebook’u olarak indirmek (dersin metni gibi: “Colab notebook’u”) (notebook.js).
// Anahtarlar en/notebook.js ile birebir aynı; her satırda bir anahtar.
export default {
  notebook: {
    download: '⤓ Jupyter notebook’u olarak indir (.ipynb)',
    downloadLesson: '⤓ Tüm dersi tek bir Jupyter notebook’u olarak indir (.ipynb)',
    namesLink: '⤓ names.txt (isim listesi)',
    help: 'Notebook, bu şekli şimdiki ayarlarla yeniden üretir ve tablodaki “bizim (canlı)” sayılarını sayfadaki gibi yazdırır. names.txt ile aynı klasörde çalıştır (Jupyter ya da Colab); yalnızca torch ve matplotlib gerekir.',
    waiting: 'Notebook, şekil çizilince hazır olur.',
    made: 'makemore-lab {version} sürümünün sayfasından indirildi; sayfaya bu ayarlarla dönmek için:',
    settings: 'Ayarlar',
    names:
      'Bu notebook’un yanında `names.txt` olmalı: sayfadaki “names.txt” bağlantısından (ya da sayfanın klasöründen) indir; sayfada kendi listeni yüklediysen onu `names.txt` adıyla koy. Liste notebook’a gömülü değildir.',
    noData: 'Bu şekil veri gerektirmez: `names.txt` olmadan da çalışır.',
    needs: 'Gerekenler: PyTorch 1.13 ya da üstü, matplotlib ve Python’un standart kütüphanesi. Hücreleri yukarıdan aşağı çalıştır.',
    namesMissing:
      'names.txt bulunamadı: bu notebook’la aynı klasöre koy (sayfadaki “names.txt” bağlantısından indirilebilir), sonra bu hücreyi yeniden çalıştır.',
    formatNote: 'Sayıları sayfanın yazdığı gibi yazan küçük yardımcılar (aynı yuvarlama, ondalık işareti ve yüzde işareti).',
    run: {
      figure: 'Şekli çizen ders kodu, şeklin ayarları yazılı olarak (sayfada şeklin yanında duran kodun aynısı).',
      noFix: 'Aynı kod, düzeltme olmadan (W2 *= 0.01 ve b2 *= 0 yok): tablonun “düzeltme yok” satırı ve hokey sopası.',
      kaimingInit: 'Aynı kod, kötü init çarpanı 1 ile (yalnızca Kaiming): tablonun Kaiming satırı.',
      deadMap: 'Aynı kod, ölü nöron haritasının boyutlarıyla (100 nöron, 24 örnek): tablonun ölü nöron satırı.',
      among: 'Aynı kod, metnin satırı [1; 5; −2; 3] metnin verdiği iki satırla aynı matriste (aynı batch’te): tablonun ilgili satırı.',
      alone: 'Aynı kod, metnin satırı [1; 5; −2; 3] tek başına (tek satırlık bir matris).',
      manual:
        'Metnin elle kontrolü: [2; 8; −4; 6] satırı, popülasyon std’siyle (eps olmadan) elle normalize edilir; ardından aynı satıra LayerNorm.',
      manualLn: 'Aynı kod, [2; 8; −4; 6] satırına LayerNorm: elle kontrolün ikinci satırı.',
      diagSummary:
        'Tablonun sayıları dört koşudan: her koşunun dev loss’u, gradyan yayılımı (Linear ağırlıklarının gradyan std’lerinin en büyüğü bölü en küçüğü) ve BatchNorm-Kaiming koşusunda her parametrenin 1–10.000. adımlardaki update:data medyanının parametreler üzerindeki medyanı ve aralığı. BN’siz ×5 koşusu kaotiktir: onun dev loss’u sayfadakinden son basamaklarda ayrılabilir.',
      naive: 'Aynı kod, kazanç 1 ile (naif yığın): tablonun naif satırı.',
    },
    pageColumn: 'sayfada (notebook indirilirken)',
    residualFloat32:
      'Sayfanın hesabı da PyTorch da float32 ile çalışır, ama toplamlarını farklı sırayla toplar ve her toplam yuvarlanır. Gradyan normları makul büyüklükte kaldıkça ikisi gösterilen basamaklara kadar aynıdır: projenin testleri bu satırları metnin ağırlık std’sinde ve 0,35’te, 3 anlamlı basamağa kadar birebir karşılaştırır. Bir yığının gradyan normu patladığında (ağırlık std’si 2 iken 10⁷ ve üstüne çıkar) yuvarlama onunla birlikte katman katman büyür ve ikisi yüzde onlarca ayrışabilir: orada basamakları değil büyüklük mertebelerini karşılaştır.',
    printNote:
      'Aşağıdaki hücre, sayfanın “bizim (canlı)” sütununu yukarıdaki koddan hesaplayıp sayfanın yuvarlamasıyla yazdırır. Sayfanın o sütunda gösterdikleri:',
    plot: {
      plain: 'kalıntı bağlantı olmadan',
      residual: 'x = x + f(x) ile',
      depth: 'derinlik (katman)',
      block: 'post-norm blok',
    },
    yRow: 'çıktı y, {i}. satır',
    matrix: 'Girdi matrisi (satır satır)',
    pgRunNote:
      'Oyun alanının koşusu, “PyTorch betiği olarak kopyala” betiğinin tanımlarıyla: aynı bölme, aynı üreteçler, aynı modüller ve aynı SGD (ıraksama kuralı dahil); sonra tüm train ve dev bölmelerinin loss’u.',
    pgPageLine: 'Sayfanın koşunun sonunda yazdığı satır (notebook indirilirken):',
    pgNoLine: 'Notebook indirilirken sayfadaki koşu henüz bitmemişti: aşağıdaki satır, koşu bitince sayfanın yazacağı satırdır.',
    pgUdNote:
      'Dersin teşhis bölümündeki eğitim döngüsü ve ud satırı, aynı ayarlarla (sayfada update:data grafiğinin yanındaki kod): modeli baştan kurup yeniden eğitir ve her parametrenin update:data oranını çizer.',
    lessonTitle: 'makemore-lab: tüm ders, her şekil kendi ayarlarıyla',
    lessonWaiting: 'Şekiller hesaplanıyor…',
    lessonFailed: 'Notebook yapılamadı: {why}',
  },
};
