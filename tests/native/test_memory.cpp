// test_memory.cpp — the memory estimate of a training run (train/memory.hpp) against the tensors
// a step really holds, the 256 MB budget a browser tab gives (Refusal "budget"), the Trainer
// refusing a run over it before allocating a step, and absurd sizes that must neither overflow
// nor wrap around. Float-only cases carry [float-only]: the double build does not run them.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>

#include "autograd.hpp"
#include "data/dataset.hpp"
#include "fixtures.hpp"
#include "model/mlp.hpp"
#include "train/memory.hpp"
#include "train/trainer.hpp"

namespace mem = mm::memory;
using mm::test::message_of;
using mm::test::shipped_split;

namespace {

mm::ModelConfig lecture_model() {  // 5.13: n_hidden 100, 6 Linear layers, BatchNorm, batch 32
  mm::ModelConfig c;
  c.n_hidden = 100;
  c.n_layer = 6;
  c.norm = mm::Norm::Batch;
  return c;
}

mm::TrainConfig lecture_training() {
  mm::TrainConfig t;
  t.steps = 20000;
  t.track_update_ratio = true;
  return t;
}

}  // namespace

TEST_CASE("memory: the estimate covers every tensor of a real step, without doubling it", "[memory]") {
  for (auto norm : {mm::Norm::None, mm::Norm::Batch, mm::Norm::Layer}) {
    INFO("norm " << mm::norm_name(norm));
    mm::ModelConfig c;
    c.n_layer = 4, c.n_hidden = 48, c.norm = norm;
    mm::MLP m(c);
    mm::TrainConfig t;
    const auto B = static_cast<std::size_t>(t.batch_size), T = static_cast<std::size_t>(c.block_size);
    const auto e = mem::estimate_training_memory(c, t, shipped_split().train.rows());

    double params = 0;  // exact: the estimate's gradients term is one Scalar per parameter element
    for (const auto& p : m.parameters()) params += static_cast<double>(p->numel());
    CHECK(e.gradients == params * sizeof(mm::Scalar));

    std::vector<std::int32_t> X(shipped_split().train.X.begin(), shipped_split().train.X.begin() + B * T);
    std::vector<std::int32_t> Y(shipped_split().train.Y.begin(), shipped_split().train.Y.begin() + B);
    mm::Var loss = m.loss(X, Y);
    mm::backward(loss);
    double held = 0;  // every non-parameter node's data and grad
    for (const mm::Node* n : mm::topo_order(loss))
      if (!n->requires_grad || n->op != std::string("leaf")) held += static_cast<double>(n->data.size() + n->grad.size());
    // saved inside the closures: the softmax [B,V] and x̂ [B,D] of each norm
    held += static_cast<double>(B) * c.vocab_size;
    for (const auto& l : m.layers)
      if (l->name() == "BatchNorm1d" || l->name() == "LayerNorm") held += static_cast<double>(l->out->numel());
    const double step = e.step / sizeof(mm::Scalar);
    // lower bound: nothing the step holds is missed; upper: the small per-row/column statistics
    // and index buffers the estimate adds stay under half of it again (a 1.5x margin; measured 1.02-1.03x)
    CHECK(step >= held);
    CHECK(step <= 1.5 * held);
  }
}

TEST_CASE("memory: the budget refuses a huge run and accepts the lecture's and big ones", "[memory]") {
  const std::size_t rows = shipped_split().train.rows();
  mm::ModelConfig huge;
  huge.n_hidden = 1024, huge.n_layer = 12;
  mm::TrainConfig big_batch;
  big_batch.batch_size = 4096;
  const std::string m = message_of([&] { mem::check_fits_budget(huge, big_batch, rows); });
  CHECK(m.rfind("this model would need about ", 0) == 0);
  CHECK(m.find(" MB, more than the 256 MB a browser tab allows; reduce n_hidden, n_layer or batch") != std::string::npos);
  CHECK(mem::estimate_training_bytes(huge, big_batch, rows) > mem::kBudgetBytes);

  CHECK_NOTHROW(mem::check_fits_budget(lecture_model(), lecture_training(), rows));
  CHECK(mem::estimate_training_bytes(lecture_model(), lecture_training(), rows) < mem::kBudgetBytes / 2);

  // the update:data history is the part that grows with steps
  auto untracked = lecture_training();
  untracked.track_update_ratio = false;
  CHECK(mem::estimate_training_memory(lecture_model(), untracked, rows).history <
        mem::estimate_training_memory(lecture_model(), lecture_training(), rows).history / 10);
}

// The page ships the float32 core; in the double build (for gradient checks) every tensor is
// twice as large, so these two big-but-fitting runs are checked only where they are shipped.
TEST_CASE("memory: big runs of the float32 core fit the budget", "[memory][float-only]") {
  const std::size_t rows = shipped_split().train.rows();
  mm::ModelConfig huge;
  huge.n_hidden = 1024, huge.n_layer = 12;
  // a big playground run: 10 Linear layers of 256, BatchNorm, batch 512, 200000 steps, ratios tracked
  mm::ModelConfig page;
  page.n_hidden = 256, page.n_layer = 10;
  mm::TrainConfig page_t;
  page_t.batch_size = 512, page_t.steps = 200000, page_t.track_update_ratio = true;
  CHECK_NOTHROW(mem::check_fits_budget(page, page_t, rows));
  // the widest, deepest model without a norm still fits with the lecture's batch (~190 MB)
  mm::ModelConfig wide_plain = huge;
  wide_plain.norm = mm::Norm::None;
  CHECK_NOTHROW(mem::check_fits_budget(wide_plain, mm::TrainConfig{}, rows));
}

TEST_CASE("memory: the Trainer refuses a model over the budget before allocating a step", "[memory]") {
  mm::ModelConfig c;
  c.n_hidden = 1024, c.n_layer = 6, c.norm = mm::Norm::None;  // 4.2M parameters: cheap to build
  mm::MLP m(c);
  mm::TrainConfig t;
  t.batch_size = 4096;  // 5 blocks x 2 [4096,1024] outputs, each with its grad: ~0.34 GB per step
  CHECK_THROWS_WITH(mm::Trainer(m, shipped_split(), t), Catch::StartsWith("this model would need about "));
  t.batch_size = 32;
  CHECK_NOTHROW(mm::Trainer(m, shipped_split(), t));
}

TEST_CASE("memory: absurd values neither overflow nor wrap around", "[memory]") {
  mm::ModelConfig c;  // never valid; the estimate must still be a number
  c.n_hidden = std::numeric_limits<int>::max(), c.n_layer = 12, c.n_embd = 64, c.block_size = 16;
  mm::TrainConfig t;
  t.batch_size = std::numeric_limits<int>::max(), t.steps = std::numeric_limits<long>::max();
  CHECK(mem::estimate_training_bytes(c, t, std::numeric_limits<std::size_t>::max()) == std::numeric_limits<std::size_t>::max());
  CHECK_THROWS_WITH(mem::check_fits_budget(c, t, 1), Catch::Contains("MB, more than the 256 MB"));
}
