# locales/tr/touch.ftl — Türkçe: fareyle "tıkla" diyen cümlelerin dokunmatik ekrandaki öğrencinin
# okuduğu biçimi (view/touch_words.js seçer). Anahtarlar en/touch.ftl ile birebir aynı.

touch-common-seriesHint = Bir seriye dokun: seri gizlenir ya da yeniden görünür. Öteki serilere de dokunursan yalnızca birini bırakabilirsin. Grafiğin lejantında da aynısı geçerli.
touch-network-stripLabel = Ağın şeması: bir katmanı seçmek için dokun
touch-network-stripHint = L1, L2, …: girdiden sayılan Linear katmanları; her blokta Linear katmanı, varsa BatchNorm ya da LayerNorm’u ve doğrusal-olmaması (tanh ya da sekme onun yerine koyduğunda ReLU) bulunur. Bir bloğa dokun: sekmedeki grafikler o katmanı öne çıkarır. Renk ne kadar koyuysa değer o kadar büyük.
touch-matrix-arith-hint = Çıktıdaki bir sayıya dokun: o sayının hesabı, sayfanın hesapladığı sayılarla açılır.
