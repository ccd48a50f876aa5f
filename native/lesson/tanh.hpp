// lesson/tanh.hpp — section 5.4, saturated tanh: with a bad init (gain x5) the hidden
// pre-activations are wide and tanh sits at ±1, where its gradient 1 - h² is ~0. The share of
// saturated outputs and their histogram, bad init vs Kaiming, and the batch x neuron map of |h|
// with the dead neurons in it (saturated on every row of the probe).
// Leaves out: deeper stacks (lesson/kaiming.hpp), training (lesson/diagnostics.hpp).
#pragma once
#include <cstdint>

#include "../data/dataset.hpp"
#include "../recipe.hpp"
#include "../stats.hpp"
#include "../train/diagnostics.hpp"
#include "lecture.hpp"

namespace mm::lesson {

// ---- the building blocks, every option open
// MLP(model_config(ModelSpec{n_hidden 200, n_layer 2, no BN})), bad init vs Kaiming, on a 1000-row probe.
struct SaturationOptions {
  int n_embd = recipe::kNEmbd, n_hidden = 200;
  double bad_init = 5.0;                   // multiplies the Kaiming gain 5/3, row bad_init
  double threshold = recipe::kSaturation;  // |h| above this counts as saturated, (0, 1)
  int probe_rows = 1000, bins = 60;
  std::uint64_t seed = recipe::kLectureSeed;
};
struct Saturation {
  double bad_init_pct = 0, kaiming_pct = 0;      // % of |h| > threshold
  stats::Histogram bad_init_hist, kaiming_hist;  // tanh outputs over [-1, 1]
};
Saturation saturation(const Split& data, const SaturationOptions& o = {});

// MLP(model_config(ModelSpec{n_hidden 100, n_layer 2, bad init 5})) on a 24-row probe.
struct DeadNeuronsOptions {
  int n_embd = recipe::kNEmbd, n_hidden = 100;
  double bad_init = 5.0, threshold = recipe::kSaturation;
  int probe_rows = 24;
  std::uint64_t seed = recipe::kLectureSeed;
};
// mm::DeadNeurons (train/diagnostics.hpp): the [rows x cols] |h| heat map of the first tanh
// layer, the saturated share per neuron, and `dead` = neurons saturated on every row.
DeadNeurons dead_neurons(const Split& data, const DeadNeuronsOptions& o = {});

// What the probe's loss sends back to each neuron of the map's layer, by the autograd: the same
// model on the same rows, one forward and backward in training mode with the rows' targets. For
// row b and neuron j: dloss/dh, tanh's local derivative 1 - h² and their product, the gradient of
// the pre-activation; per neuron, the L2 norm of the gradient of its incoming weights (column j of
// the Linear before the tanh) and its bias's gradient. A dead neuron's 1 - h² is ~0 on every row,
// so its weights get ~0 from this batch.
struct NeuronGrads {
  std::size_t rows = 0, cols = 0;                     // B, H
  std::vector<float> out_grad, local_grad, pre_grad;  // [rows x cols] dloss/dh, 1 - h², dloss/dpre; row-major
  std::vector<double> weight_grad_norm, bias_grad;    // [cols]
  double loss = 0;                                    // of the probe rows
};
NeuronGrads neuron_grads(const Split& data, const DeadNeuronsOptions& o = {});

// ---- the section
struct TanhKnobs {
  double bad_init = 5.0;  // multiplies the Kaiming gain 5/3
  double seed = recipe::kLectureSeed;
};
struct TanhResult : Saturation {           // the histograms, and:
  DeadNeurons dead;                        // the 24 x 100 map, bad init
  double bad_init = 0;                     // the knob, echoed
  double threshold = recipe::kSaturation;  // what counts as saturated
  TanhLecture lecture;
  NeuronGrads grads;  // the map's neurons' gradients on the same 24 rows
};
TanhResult compute_tanh(const Split& data, const TanhKnobs& k);

}  // namespace mm::lesson
