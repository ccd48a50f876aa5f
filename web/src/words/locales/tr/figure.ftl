# locales/tr/figure.ftl — Türkçe: gömülü bir demonun tek şekli (?embed=<sekme>&figure=<ad>) ve
# tanınmayan bir şekil adının reddi. tr/ ile en/ aynı anahtarları taşır, satır başına bir anahtar.

figure-noSuch = { $tab } demosunda “{ $name }” adında bir şekil yok. Şekilleri: { $list }.
figure-none = { $tab } demosunda seçilecek bir şekil yok (“{ $name }” istendi): figure= olmadan bütün olarak göm.
