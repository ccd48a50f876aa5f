# locales/en/sliders.ftl — English: the sliders beside the number boxes (the marks on their tracks)
# and the labels of the settings that came with them.
# The same keys as tr/sliders.ftl, one key per line.

slider-lecture = lecture { $value }
slider-lectureSaid = the lecture’s value: { $value }
slider-init = init { $value }
slider-initSaid = the initial value: { $value }
slider-kaimingGain = Gain of the second stack
slider-gainTanh = tanh 5/3
slider-gainTanhSaid = tanh’s Kaiming gain 5/3 (the lecture’s)
slider-gainRelu = ReLU √2
slider-gainReluSaid = ReLU’s Kaiming gain √2
slider-gainOne = 1
slider-gainOneSaid = gain 1 (the naive stack’s)
slider-bnEps = eps
slider-bnGamma = γ (scale)
slider-bnBeta = β (shift)
