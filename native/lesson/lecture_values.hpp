// lesson/lecture_values.hpp — the numbers the 004 and 000 texts print, quoted so the CLI and the
// page can show them beside ours ("the lecture's value | ours"). They come from PyTorch on the
// lecture's own names list; nothing here is computed, and no computation reads them.
#pragma once

namespace mm::lesson::lecture {

// 5.3
constexpr double kStartingLossNoFix = 26.01, kStartingLossFix = 3.31, kLogVocab = 3.30;
// 5.4
constexpr double kSaturationBadInitPct = 79.1, kSaturationKaimingPct = 19.5;
constexpr int kDeadNeurons = 1;
// 5.5: first and last of the five tanh layers
constexpr double kStdNaiveFirst = 0.617, kStdNaiveLast = 0.320;
constexpr double kStdKaimingFirst = 0.750, kStdKaimingLast = 0.654;
// 5.7 (bad_init 3, n_hidden 100)
constexpr double kHpreactMean = -0.33, kHpreactStd = 4.99, kXhatStd = 1.0, kTanhStd = 0.63;
// 5.8
constexpr double kMomentumLoop = 0.001, kMomentumModule = 0.1;
// 5.13 after 20000 steps: weight-gradient spread, dev losses in the lecture's scenario order
constexpr double kGradSpreadNoBN = 4.2, kGradSpreadBN = 2.1;
constexpr double kDev[4] = {2.2031, 2.1858, 2.2330, 2.5318};  // no_bn_kaiming, bn_kaiming, bn_bad_init, no_bn_bad_init
// 5.14
constexpr double kUpdateDataMedian = -2.14, kUpdateDataMin = -2.99, kUpdateDataMax = -1.89;
// 000: depths 5, 20, 50
constexpr int kResidualDepths[3] = {5, 20, 50};
constexpr double kResidualPlain[3] = {0.505, 3.70e-3, 1.23e-6};
constexpr double kResidualWith[3] = {9.21, 12.6, 448};
constexpr double kPostNormInput = 3.778, kPostNormBlock = 4.000;

}  // namespace mm::lesson::lecture
