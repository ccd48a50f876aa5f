// lesson/lecture.cpp — the table of the texts' values (docs/lesson.md quotes them), each a literal
// under its field's name, as the text prints it or, where a *_printed flag says so, as its code
// gives it. Nothing here reads the recipe or any
// computation: a value the lab computes or a default it uses may change, the lecture's may not.
#include "lecture.hpp"

namespace mm::lesson {

StartLecture start_lecture() {
  StartLecture l;
  l.no_fix = 26.01;    // 5.3: the first minibatch loss of the raw MLP
  l.fix = 3.31;        // ... with W2 * 0.01, b2 * 0
  l.log_vocab = 3.30;  // -log(1/27)
  return l;
}

TanhLecture tanh_lecture() {
  TanhLecture l;
  l.bad_init_pct = 79.1;  // 5.4: % of |h| > recipe::kSaturation with the large init
  l.kaiming_pct = 19.5;   // ... with Kaiming's
  l.dead_neurons = 1;     // the text's code: its map has one neuron saturated on all 24 rows
  l.dead_neurons_printed = false;
  return l;
}

KaimingLecture kaiming_lecture() {
  KaimingLecture l;
  l.std_naive = {0.617, 0.320};    // 5.5: first and last tanh layer, gain 1
  l.std_kaiming = {0.750, 0.654};  // ... gain 5/3
  l.first_printed = false;         // the first layer's std is the text's code's (its histogram's label)
  l.last_printed = true;
  return l;
}

BatchnormLecture batchnorm_lecture() {
  BatchnormLecture l;
  l.hpreact_mean = -0.33;  // 5.7 (bad_init 3, n_hidden 100)
  l.hpreact_std = 4.99;
  l.xhat_std = 1.0;
  l.tanh_std = 0.63;
  l.momentum_loop = 0.001;  // 5.8: bnmean_running = 0.999 * bnmean_running + 0.001 * bnmeani
  l.momentum_module = 0.1;  // the text's BatchNorm1d(dim, eps=1e-5, momentum=0.1)
  return l;
}

DiagnosticsLecture diagnostics_lecture() {
  DiagnosticsLecture l;
  l.dev = {2.2031, 2.1858, 2.2330, 2.5318};  // 5.13 after 20000 steps: no_bn_kaiming, bn_kaiming, bn_bad_init, no_bn_bad_init
  l.spread_no_bn = 4.2;                      // 5.14: weight-gradient std, max / min
  l.spread_bn = 2.1;
  l.ud_median = -2.14;  // update:data, log10
  l.ud_min = -2.99;
  l.ud_max = -1.89;
  return l;
}

NormMatrixLecture norm_matrix_lecture() {  // 003: the row [1, 5, -2, 3]
  NormMatrixLecture l;
  l.row_layernorm = {-0.2900, 1.2568, -1.4501, 0.4834};
  l.row_batch_a = {0, 0, 0, 0};
  l.row_batch_b = {-0.4857, 0.5080, -1.2868, 1.1112};
  l.row_manual = {-0.2182, 1.0911, -1.5275, 0.6547};
  return l;
}

ResidualLecture residual_lecture() {  // 000
  ResidualLecture l;
  l.depths = {5, 20, 50};
  l.plain = {0.505, 3.70e-3, 1.23e-6};  // input-gradient norms
  l.residual = {9.21, 12.6, 448};
  l.printed_depths = {50};    // the text prints 1.23e-06 and 448; depths 5 and 20 are its code's
  l.post_norm_input = 3.778;  // the text's code: the input's norm,
  l.post_norm_block = 4.000;  // ... then after every block (the text: "stays bounded")
  l.post_norm_printed = false;
  return l;
}

}  // namespace mm::lesson
