// locales/tr/common.js — Türkçe: sekmelerin ortak sözcükleri (karşılaştırma ve veri tabloları, ilerleme
// çubuğu) ve sayfanın kendi hata mesajları (errors).
// Anahtarlar en/common.js ile birebir aynı; her satırda bir anahtar.
export default {
  common: {
    ours: 'Bizim (canlı)',
    lecture: 'Derste (metinde basılı)',
    compareCaption: 'Bizim hesabımız ve dersin metninde basılı değer',
    lectureMixed: 'Derste (metinde basılı; {mark}: metnin kodunun verdiği)',
    compareCaptionMixed: 'Bizim hesabımız ve dersin değeri: metinde basılı olan ya da metnin kendi kodunun verdiği',
    lectureCodeNote:
      'Metin, {mark} işaretli değerleri rakamla basmıyor: bunlar, metnin kendi kodu yeniden çalıştırılınca çıkan değerler. İşaretsiz değerler metinde basılı.',
    dataTable: 'Veri tablosu',
    nonFinite: {
      one: '{n} sonlu olmayan değer (sonsuz ya da tanımsız) çizilmedi; tabloda görünüyor.',
      other: '{n} sonlu olmayan değer (sonsuz ya da tanımsız) çizilmedi; tabloda görünüyorlar.',
    },
    logZero: {
      one: 'Değeri 0 olan {n} değer çizilmedi (logaritmik eksende 0 yoktur); tabloda görünüyor.',
      other: 'Değeri 0 olan {n} değer çizilmedi (logaritmik eksende 0 yoktur); tabloda görünüyorlar.',
    },
    tableThinned: '{n} satırdan her {every}. satır gösteriliyor.',
    seriesKeys: 'Grafiğin serileri',
    seriesHint:
      'Bir seriye tıkla ya da Enter’a bas: seri gizlenir ya da yeniden görünür. Shift+tıklama, Shift+Enter ya da çift tıklama yalnızca o seriyi gösterir; bir daha yapınca hepsi geri gelir. Grafiğin lejantında da aynısı geçerli.',
    cancel: 'İptal',
    progress: '{done} / {total} adım · {rate} adım/sn',
    progressLeft: '{done} / {total} adım · {rate} adım/sn · yaklaşık {left} sn kaldı',
    neuron: 'nöron',
    step: 'adım',
    loss: 'loss',
    layer: 'katman',
    recompute: 'Yeniden hesapla',
    cancelled: 'İptal edildi.',
    computing: 'Hesaplanıyor…',
    seed: 'tohum (seed)',
    reset: 'Sıfırla',
    lectureOther: 'Derste (başka ayarlarla)',
    lectureValue: '{label}: burada {here}, metninki {value}',
    lectureButton: 'Aşağıdaki düğme metnin ayarlarını geri getirir.',
    useText: 'Metnin ayarlarını kullan',
    lectureList: 'kendi isim listesi (senin yüklediğin değil)',
    typedEmpty: '{label}: boş kalamaz; bir sayı yaz ({forms} gibi).',
    typedRefused: '{label}: “{text}” sayı olarak okunamadı; şöyle yazılabilir: {forms}.',
    typedForms: '2,5 · 2.5 · 5/3 · √2 · 1e-3 · sqrt(2) · 1·10⁻³ · −1',
    quoted: '“{text}”',
    lectureDiffers: 'Ders bu sayıları başka ayarlarla hesapladı — {list}. Gri sütun bu deneyle doğrudan karşılaştırılamaz.',
  },
  // Bir ayarın değeri cümle içinde (setting_words.js): URL'deki ham değer ("batch", "none", "true") hiçbir cümlede geçmez.
  settingWords: {
    on: 'açık',
    off: 'kapalı',
    pg_norm: { none: 'normalizasyon yok', batch: 'BatchNorm', layer: 'LayerNorm' },
    pg_fix: { true: 'çıktı düzeltmesi açık', false: 'çıktı düzeltmesi kapalı' },
    pg_sched: { constant: 'sabit öğrenme oranı', step: 'öğrenme oranı %75’ten sonra ÷10' },
  },
  errors: {
    no_names: 'henüz bir isim listesi yüklenmedi',
    no_playground: 'oyun alanında model yok: önce Sıfırla’ya bas',
    unknown_section: 'böyle bir ders bölümü yok: “{name}”',
    unknown_call: 'sayfanın hesap modülünde böyle bir işlem yok: “{name}”',
    unknown_job: 'böyle bir hesaplama işi yok: “{name}”',
  },
};
