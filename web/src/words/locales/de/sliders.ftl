# locales/de/sliders.ftl — Deutsch: die Schieberegler neben den Zahlenfeldern (die Marken auf ihren Schienen)
# und die Beschriftungen der Einstellungen, die mit ihnen kamen.
# Dieselben Schlüssel wie tr/sliders.ftl, ein Schlüssel pro Zeile.

slider-lecture = Vorlesung { $value }
slider-lectureSaid = der Wert der Vorlesung: { $value }
slider-init = Start { $value }
slider-initSaid = der Anfangswert: { $value }
slider-kaimingGain = Gain des zweiten Stapels
slider-gainTanh = tanh 5/3
slider-gainTanhSaid = der Kaiming-Gain von tanh, 5/3 (der der Vorlesung)
slider-gainRelu = ReLU √2
slider-gainReluSaid = der Kaiming-Gain von ReLU, √2
slider-gainOne = 1
slider-gainOneSaid = Gain 1 (der des naiven Stapels)
slider-bnEps = eps
slider-bnGamma = γ (Skalierung)
slider-bnBeta = β (Verschiebung)
