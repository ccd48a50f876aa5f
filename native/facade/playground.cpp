// facade/playground.cpp — settings -> MLP + Trainer, chunked steps, per-layer health.
#include "facade/playground.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "lesson/measure.hpp"
#include "train/diagnostics.hpp"
#include "train/sampler.hpp"

namespace mm::facade {
namespace {

// The first `rows` rows of d.
Dataset head(const Dataset& d, std::size_t rows) {
  Dataset out;
  out.block_size = d.block_size;
  const std::size_t n = std::min(rows, d.rows());
  const auto T = static_cast<std::ptrdiff_t>(d.block_size);
  out.X.assign(d.X.begin(), d.X.begin() + static_cast<std::ptrdiff_t>(n) * T);
  out.Y.assign(d.Y.begin(), d.Y.begin() + static_cast<std::ptrdiff_t>(n));
  return out;
}

}  // namespace

ModelConfig model_config(const PlaygroundConfig& c, int vocab_size) {
  ModelConfig m;
  m.vocab_size = vocab_size;
  m.block_size = kBlockSize;
  m.n_hidden = c.n_hidden;
  m.n_layer = c.n_layer;
  m.norm = parse_norm(c.norm);
  m.gain = c.gain;
  m.bad_init = c.bad_init;
  m.fix_output = c.fix_output;
  m.seed = checked_seed(c.seed, "seed");
  m.validate();
  return m;
}

TrainConfig train_config(const PlaygroundConfig& c) {
  TrainConfig t;
  t.lr = c.lr;
  if (c.schedule == "constant") t.schedule = Schedule::Constant;
  else if (c.schedule == "step") t.schedule = Schedule::StepDecay;
  else throw std::invalid_argument("schedule must be constant or step; got '" + c.schedule + "'");
  t.batch_size = c.batch_size;
  t.steps = c.steps;
  t.seed = checked_seed(c.seed, "seed");
  t.track_update_ratio = true;
  t.validate();
  return t;
}

Playground::Playground(const Lab& lab, const PlaygroundConfig& cfg)
    : split_(lab.split()),
      train_sub_(head(split_->train, kEvalRows)),
      dev_sub_(head(split_->dev, kEvalRows)),
      steps_(cfg.steps) {
  const ModelConfig mc = model_config(cfg, split_->vocab.size());
  const TrainConfig tc = train_config(cfg);
  model_ = std::make_unique<MLP>(mc);
  trainer_ = std::make_unique<Trainer>(*model_, *split_, tc);
}

StepChunk Playground::run(int n) {
  checked_int(n, "n", 1, kMaxChunk);
  StepChunk c;
  for (int i = 0; i < n && trainer_->steps_done() < steps_; ++i) {
    const StepReport r = trainer_->step();
    c.lr = r.lr;
    if (r.diverged) {
      c.diverged = true;
      c.divergence = r.divergence;
      break;
    }
    c.loss.push_back(r.loss);
  }
  c.step = steps_done();
  c.done = c.step >= steps_;
  if (trainer_->diverged()) {
    c.diverged = true;
    c.divergence = trainer_->step().divergence;  // repeats the report, takes no step
  }
  return c;
}

EvalPoint Playground::evaluate() {
  return {steps_done(), trainer_->evaluate(train_sub_), trainer_->evaluate(dev_sub_)};
}

EvalPoint Playground::evaluate_full() {
  return {steps_done(), trainer_->evaluate(split_->train), trainer_->evaluate(split_->dev)};
}

LayerHealth Playground::health() const {
  LayerHealth h;
  const auto names = model_->parameter_names();
  const auto& ud = trainer_->update_ratios();
  const auto& layers = model_->layers;
  const nn::Linear* linear = nullptr;
  std::size_t linear_index = 0;
  for (std::size_t i = 0; i < layers.size(); ++i) {
    if (auto* l = dynamic_cast<const nn::Linear*>(layers[i].get())) { linear = l; linear_index = i; }
    if (!dynamic_cast<const nn::Tanh*>(layers[i].get()) || !linear) continue;
    const Tensor* out = layers[i]->out ? &layers[i]->out->data : nullptr;  // [B,H]
    double sat = std::nan("");
    if (out && out->size() > 0) {
      std::size_t k = 0;
      for (auto v : *out) k += std::abs(v) > kSaturation;
      sat = static_cast<double>(k) / static_cast<double>(out->size());
    }
    const std::string wname = "layers." + std::to_string(linear_index) + ".weight";
    const auto p = std::find(names.begin(), names.end(), wname) - names.begin();
    const bool stepped = static_cast<std::size_t>(p) < ud.size() && !ud[p].empty();
    h.names.push_back("layers." + std::to_string(linear_index));
    h.saturation.push_back(sat);
    h.act_std.push_back(out ? lesson::std_of(lesson::to_doubles(*out)) : std::nan(""));
    h.grad_std.push_back(linear->weight->has_grad() ? lesson::std_of(lesson::to_doubles(linear->weight->grad)) : std::nan(""));
    h.update_ratio.push_back(stepped ? ud[p].back() : std::nan(""));
  }
  return h;
}

std::vector<std::string> Playground::sample(int count, double seed) {
  Generator g(checked_seed(seed, "seed"));
  return sample_names(*model_, split_->vocab, checked_int(count, "count", 1, 100), g);
}

int Playground::parameter_count() const {
  std::size_t n = 0;
  for (const auto& p : model_->parameters()) n += p->data.size();
  return static_cast<int>(n);
}

}  // namespace mm::facade
