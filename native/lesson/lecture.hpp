// lesson/lecture.hpp — the texts' numbers (004, 003, 000), quoted so the CLI and the page can show
// them beside ours ("the lecture's value | ours"), grouped per page section. They come from
// PyTorch on the lecture's own names list; nothing here is computed, and no computation reads
// them. Most are printed in the text; a few the text does not print as digits but its own code
// gives when re-run (a chart's label, a count it draws) — each group says which (the *_printed
// fields), and the page marks each value accordingly. Every section's result carries its group;
// lecture.cpp holds the one table.
#pragma once
#include <vector>

namespace mm::lesson {

struct StartLecture {  // 5.3
  double no_fix = 0, fix = 0, log_vocab = 0;
};
struct TanhLecture {  // 5.4
  double bad_init_pct = 0, kaiming_pct = 0;
  int dead_neurons = 0;
  bool dead_neurons_printed = false;  // drawn as a map; the count is the text's code's
};
struct KaimingLecture {  // 5.5: the first and the last of the five tanh layers
  std::vector<double> std_naive, std_kaiming;
  bool first_printed = false, last_printed = false;  // the text prints the last layer's; the first is its code's
};
struct BatchnormLecture {  // 5.7 (bad_init 3, n_hidden 100) and 5.8
  double hpreact_mean = 0, hpreact_std = 0, xhat_std = 0, tanh_std = 0;
  double momentum_loop = 0, momentum_module = 0;
};
struct DiagnosticsLecture {                // 5.13 after 20000 steps, 5.14
  std::vector<double> dev;                 // no_bn_kaiming, bn_kaiming, bn_bad_init, no_bn_bad_init
  double spread_no_bn = 0, spread_bn = 0;  // weight-gradient std, max / min
  double ud_median = 0, ud_min = 0, ud_max = 0;
};
struct NormMatrixLecture {            // 003: the row [1, 5, -2, 3]
  std::vector<double> row_layernorm;  // LayerNorm, alone or among other rows
  std::vector<double> row_batch_a;    // BatchNorm among [2,4,-1,2], [0,6,-3,4]
  std::vector<double> row_batch_b;    // BatchNorm among [50,-20,10,0], [-10,10,5,-5]
  std::vector<double> row_manual;     // [2, 8, -4, 6] over its population std
};
struct ResidualLecture {  // 000: depths 5, 20, 50
  std::vector<int> depths;
  std::vector<double> plain, residual;  // input-gradient norms
  std::vector<int> printed_depths;      // the depths whose two norms the text prints; the rest are its code's
  double post_norm_input = 0, post_norm_block = 0;
  bool post_norm_printed = false;  // the text says "bounded"; the digits are its code's
};

StartLecture start_lecture();
TanhLecture tanh_lecture();
KaimingLecture kaiming_lecture();
BatchnormLecture batchnorm_lecture();
DiagnosticsLecture diagnostics_lecture();
NormMatrixLecture norm_matrix_lecture();
ResidualLecture residual_lecture();

}  // namespace mm::lesson
