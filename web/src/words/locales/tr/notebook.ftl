# locales/tr/notebook.ftl — Türkçe: şekli ya da tüm dersi Jupyter notebook’u olarak indirmek (dersin metni gibi: “Colab notebook’u”) (notebook.js).
# Anahtarlar en/notebook.ftl ile birebir aynı; her satırda bir anahtar.

notebook-download = ⤓ Jupyter notebook’u olarak indir (.ipynb)
notebook-downloadLesson = ⤓ Tüm dersi tek bir Jupyter notebook’u olarak indir (.ipynb)
notebook-namesLink = ⤓ names.txt (isim listesi)
notebook-help = Notebook, bu şekli şimdiki ayarlarla yeniden üretir ve tablodaki “bizim (canlı)” sayılarını sayfadaki gibi yazdırır. names.txt ile aynı klasörde çalıştır (Jupyter ya da Colab); yalnızca torch ve matplotlib gerekir.
notebook-waiting = Notebook, şekil çizilince hazır olur.
notebook-made = makemore-lab { $version } sürümünün sayfasından indirildi; sayfaya bu ayarlarla dönmek için:
notebook-settings = Ayarlar
notebook-names = Bu notebook’un yanında `names.txt` olmalı: sayfadaki “names.txt” bağlantısından (ya da sayfanın klasöründen) indir; sayfada kendi listeni yüklediysen onu `names.txt` adıyla koy. Liste notebook’a gömülü değildir.
notebook-noData = Bu şekil veri gerektirmez: `names.txt` olmadan da çalışır.
notebook-needs = Gerekenler: PyTorch 1.13 ya da üstü, matplotlib ve Python’un standart kütüphanesi. Hücreleri yukarıdan aşağı çalıştır.
notebook-namesMissing = names.txt bulunamadı: bu notebook’la aynı klasöre koy (sayfadaki “names.txt” bağlantısından indirilebilir), sonra bu hücreyi yeniden çalıştır.
notebook-formatNote = Sayıları sayfanın yazdığı gibi yazan küçük yardımcılar (aynı yuvarlama, ondalık işareti ve yüzde işareti).
notebook-run-figure = Şekli çizen ders kodu, şeklin ayarları yazılı olarak (sayfada şeklin yanında duran kodun aynısı).
notebook-run-noFix = Aynı kod, düzeltme olmadan (W2 *= 0.01 ve b2 *= 0 yok): tablonun “düzeltme yok” satırı ve hokey sopası.
notebook-run-kaimingInit = Aynı kod, kötü init çarpanı 1 ile (yalnızca Kaiming): tablonun Kaiming satırı.
notebook-run-deadMap = Aynı kod, ölü nöron haritasının boyutlarıyla (100 nöron, 24 örnek): tablonun ölü nöron satırı.
notebook-run-among = Aynı kod, metnin satırı [1; 5; −2; 3] metnin verdiği iki satırla aynı matriste (aynı batch’te): tablonun ilgili satırı.
notebook-run-alone = Aynı kod, metnin satırı [1; 5; −2; 3] tek başına (tek satırlık bir matris).
notebook-run-manual = Metnin elle kontrolü: [2; 8; −4; 6] satırı, popülasyon std’siyle (eps olmadan) elle normalize edilir; ardından aynı satıra LayerNorm.
notebook-run-manualLn = Aynı kod, [2; 8; −4; 6] satırına LayerNorm: elle kontrolün ikinci satırı.
notebook-run-diagSummary = Tablonun sayıları dört koşudan: her koşunun dev loss’u, gradyan yayılımı (Linear ağırlıklarının gradyan std’lerinin en büyüğü bölü en küçüğü) ve BatchNorm-Kaiming koşusunda her parametrenin 1–10.000. adımlardaki update:data medyanının parametreler üzerindeki medyanı ve aralığı. BN’siz ×5 koşusu kaotiktir: onun dev loss’u sayfadakinden son basamaklarda ayrılabilir.
notebook-run-naive = Aynı kod, kazanç 1 ile (naif yığın): tablonun naif satırı.
notebook-pageColumn = sayfada (notebook indirilirken)
notebook-residualFloat32 = Sayfanın hesabı da PyTorch da float32 ile çalışır, ama toplamlarını farklı sırayla toplar ve her toplam yuvarlanır. Gradyan normları makul büyüklükte kaldıkça ikisi gösterilen basamaklara kadar aynıdır: projenin testleri bu satırları metnin ağırlık std’sinde ve 0,35’te, 3 anlamlı basamağa kadar birebir karşılaştırır. Bir yığının gradyan normu patladığında (ağırlık std’si 2 iken 10⁷ ve üstüne çıkar) yuvarlama onunla birlikte katman katman büyür ve ikisi yüzde onlarca ayrışabilir: orada basamakları değil büyüklük mertebelerini karşılaştır.
notebook-printNote = Aşağıdaki hücre, sayfanın “bizim (canlı)” sütununu yukarıdaki koddan hesaplayıp sayfanın yuvarlamasıyla yazdırır. Sayfanın o sütunda gösterdikleri:
notebook-plot-plain = kalıntı bağlantı olmadan
notebook-plot-residual = x = x + f(x) ile
notebook-plot-depth = derinlik (katman)
notebook-plot-block = post-norm blok
notebook-yRow = çıktı y, { $i }. satır
notebook-matrix = Girdi matrisi (satır satır)
notebook-pgRunNote = Oyun alanının koşusu, “PyTorch betiği olarak kopyala” betiğinin tanımlarıyla: aynı bölme, aynı üreteçler, aynı modüller ve aynı SGD (ıraksama kuralı dahil); sonra tüm train ve dev bölmelerinin loss’u.
notebook-pgPageLine = Sayfanın koşunun sonunda yazdığı satır (notebook indirilirken):
notebook-pgNoLine = Notebook indirilirken sayfadaki koşu henüz bitmemişti: aşağıdaki satır, koşu bitince sayfanın yazacağı satırdır.
notebook-pgUdNote = Dersin teşhis bölümündeki eğitim döngüsü ve ud satırı, aynı ayarlarla (sayfada update:data grafiğinin yanındaki kod): modeli baştan kurup yeniden eğitir ve her parametrenin update:data oranını çizer.
notebook-lessonTitle = makemore-lab: tüm ders, her şekil kendi ayarlarıyla
notebook-lessonWaiting = Şekiller hesaplanıyor…
notebook-lessonFailed = Notebook yapılamadı: { $why }
