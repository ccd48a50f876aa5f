// lecture.js — the lecture's numbers as the text prints them (makemore part 3, "LayerNorm vs
// BatchNorm", "LayerNorm and residual connections"). They are reference values shown beside ours,
// always labelled as the text's; nothing on the page is computed from them.
export const LECTURE = {
  startLoss: { raw: 26.01, fixed: 3.31, uniform: 3.30 },
  saturation: { bad: 0.791, kaiming: 0.195, deadNeurons: 1 },
  layerStd: { naive: [0.617, 0.320], kaiming: [0.750, 0.654] },  // first -> last tanh layer
  bnPipeline: { hpreactMean: -0.33, hpreactStd: 4.99, tanhStd: 0.63 },
  bnMomentum: { loop: 0.001, module: 0.1 },
  gradSpread: { noBn: 4.2, bn: 2.1 },
  scenarioDev: { noBnKaiming: 2.2031, bnKaiming: 2.1858, bnBad: 2.2330, noBnBad: 2.5318 },
  updateRatio: { median: -2.14, lo: -2.99, hi: -1.89 },
  sameRow: {
    layer: [-0.2900, 1.2568, -1.4501, 0.4834],
    batchA: [0, 0, 0, 0],
    batchB: [-0.4857, 0.5080, -1.2868, 1.1112],
    manual: [-0.2182, 1.0911, -1.5275, 0.6547],
  },
  residual: { depths: [5, 20, 50], plain: [0.505, 3.70e-3, 1.23e-6], residual: [9.21, 12.6, 448] },
  postNorm: { first: 3.778, rest: 4.000 },
};
