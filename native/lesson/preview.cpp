// lesson/preview.cpp — a section's part, computed as the section computes it (lesson/kaiming.cpp,
// lesson/batchnorm.cpp: the same options from the same knobs).
#include "preview.hpp"

#include "common.hpp"

namespace mm::lesson {

MLP& GainStack::at(const Split& data, const ActivationStatsOptions& o) {
  const Key key{&data, o.n_embd, o.n_hidden, o.n_layer, o.seed, o.act};
  if (!key_ || !(*key_ == key)) {
    key_.reset();  // until the new stack stands: a refusal below leaves no half-made one
    stack_.emplace(probe_stack(data, o, 1.0));
    hidden_.clear();
    for (std::size_t i = 0; i + 1 < stack_->layers.size(); ++i)  // the output Linear (last) keeps gain 1
      if (auto* lin = dynamic_cast<nn::Linear*>(stack_->layers[i].get())) hidden_.emplace_back(lin, lin->weight->data);
    key_ = key;
  }
  // as nn::Linear scales: only a gain other than 1, by the gain cast to Scalar
  for (auto& [lin, at_one] : hidden_)
    lin->weight->data = o.kaiming_gain == 1.0 ? at_one : Tensor(at_one * static_cast<Scalar>(o.kaiming_gain));
  return *stack_;
}

KaimingResult compute_kaiming_gain(const Split& data, const KaimingKnobs& k) {
  GainStack once;
  return compute_kaiming_gain(data, k, once);
}

KaimingResult compute_kaiming_gain(const Split& data, const KaimingKnobs& k, GainStack& stack) {
  auto o = kaiming_options(k);
  o.with_naive = false;
  check_act(o.act);  // before a stack is drawn for a nonlinearity the section refuses
  return {activation_std(data, o, &stack.at(data, o)), k.n_layer, kaiming_lecture()};
}

BatchnormPipeline compute_batchnorm_pipeline(const Split& data, const BatchnormKnobs& k) {
  return {bn_forward(data, pipeline_options(k)), epsilon_demo(k.eps), k.bad_init, k.gamma, k.beta, batchnorm_lecture()};
}

BatchnormRunning compute_batchnorm_running(const Split& data, const BatchnormKnobs& k) {
  auto running = running_options(k);
  running.whole_split = false;  // the whole split's statistics: the model's, trained alike for every momentum
  return {running_stats(data, running), k.momentum, k.steps};
}

}  // namespace mm::lesson
