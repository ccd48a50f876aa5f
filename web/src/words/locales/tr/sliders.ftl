# locales/tr/sliders.ftl — Türkçe: sayı kutularının yanındaki kaydırıcılar (izlerindeki işaretler) ve
# onlarla gelen ayarların etiketleri.
# Anahtarlar en/sliders.ftl ile birebir aynı; her satırda bir anahtar.

slider-lecture = ders { $value }
slider-lectureSaid = dersteki değer: { $value }
slider-init = başlangıç { $value }
slider-initSaid = başlangıç değeri: { $value }
slider-kaimingGain = İkinci yığının kazancı
slider-gainTanh = tanh 5/3
slider-gainTanhSaid = tanh için Kaiming kazancı 5/3 (dersteki)
slider-gainRelu = ReLU √2
slider-gainReluSaid = ReLU için Kaiming kazancı √2
slider-gainOne = 1
slider-gainOneSaid = kazanç 1 (naif yığınınki)
slider-bnEps = eps
slider-bnGamma = γ (ölçek)
slider-bnBeta = β (kaydırma)
