// locales/en/sliders.js — English: the sliders beside the number boxes (the marks on their tracks)
// and the labels of the settings that came with them.
// The same keys as tr/sliders.js, one key per line.
export default {
  slider: {
    lecture: 'lecture {value}',
    lectureSaid: 'the lecture’s value: {value}',
    init: 'init {value}',
    initSaid: 'the initial value: {value}',
    kaimingGain: 'Gain of the second stack',
    gainTanh: 'tanh 5/3',
    gainTanhSaid: 'tanh’s Kaiming gain 5/3 (the lecture’s)',
    gainRelu: 'ReLU √2',
    gainReluSaid: 'ReLU’s Kaiming gain √2',
    gainOne: '1',
    gainOneSaid: 'gain 1 (the naive stack’s)',
    bnEps: 'eps',
    bnGamma: 'γ (scale)',
    bnBeta: 'β (shift)',
  },
};
