// test_model.cpp — mm::MLP and mm::RawMLP against PyTorch (tests/reference/model_ref.txt, written by
// tests/reference/model_ref.py with the lecture's modules and the same generator): parameter
// names, shapes and values at init, the logits and loss of the probe batch; and ModelConfig's
// validation messages. The sampler: test_sampler.cpp.
#include <catch2/catch.hpp>

#include <cmath>
#include <iterator>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "data/dataset.hpp"
#include "fixtures.hpp"
#include "model/mlp.hpp"

namespace {

using namespace mm::test;

std::string ref_str(const std::string& key) {
  INFO("fixture key " << key);
  REQUIRE(model_ref().count(key) == 1);
  return model_ref().at(key);
}

const std::vector<std::string> kConfigs{"bn6", "none6", "none2bad", "bn2bad", "ln3"};

double sum_of(const mm::Tensor& t, bool absolute) {
  double s = 0;
  for (auto v : t) s += absolute ? std::abs(static_cast<double>(v)) : static_cast<double>(v);
  return s;
}

}  // namespace

TEST_CASE("MLP init matches PyTorch: names, shapes, values of every parameter", "[model]") {
  // Tolerance: randn matches torch to 1-2 float ulp per element (the fixture prints floats with
  // 9 digits, which round-trips), so each value within 2.5e-7 relative (2 ulp) and double sums
  // of up to 10000 such values within 1e-6 relative (+1e-6 absolute for sums near 0).
  for (const auto& key : kConfigs) {
    INFO("config " << key);
    mm::MLP m(model_ref_config(key));
    const auto names = m.parameter_names();
    const auto params = m.parameters();
    std::istringstream expected(ref_str(key + "/names"));
    std::vector<std::string> want{std::istream_iterator<std::string>(expected), std::istream_iterator<std::string>()};
    REQUIRE(names == want);
    REQUIRE(params.size() == names.size());
    std::size_t count = 0;
    for (std::size_t k = 0; k < params.size(); ++k) {
      INFO("parameter " << names[k]);
      const std::string line = ref_str(key + "/param/" + names[k]);
      const auto bar = line.find('|');
      const auto shape = mm::test::numbers_of(line.substr(0, bar));
      const auto vals = mm::test::numbers_of(line.substr(bar + 1));  // sum abssum v0 v1 v2
      const mm::Tensor& d = params[k]->data;
      REQUIRE(d.dimension() == shape.size());
      for (std::size_t a = 0; a < shape.size(); ++a) CHECK(d.shape()[a] == static_cast<std::size_t>(shape[a]));
      CHECK(sum_of(d, false) == Approx(vals[0]).epsilon(1e-6).margin(1e-6));
      CHECK(sum_of(d, true) == Approx(vals[1]).epsilon(1e-6).margin(1e-6));
      for (int i = 0; i < 3; ++i) CHECK(d.data()[i] == Approx(vals[2 + i]).epsilon(2.5e-7).margin(1e-12));
      count += d.size();
    }
    CHECK(count == static_cast<std::size_t>(std::stoul(ref_str(key + "/nparams"))));
  }
}

TEST_CASE("the lecture's 6-layer BatchNorm model: layout and 47024 parameters", "[model]") {
  mm::ModelConfig c;  // defaults: n_layer 6, n_hidden 100, BatchNorm, n_embd 10, block_size 3
  mm::MLP m(c);
  std::string layout;
  for (const auto& l : m.layers) layout += l->name() + " ";
  CHECK(layout ==
        "Linear BatchNorm1d Tanh Linear BatchNorm1d Tanh Linear BatchNorm1d Tanh Linear BatchNorm1d Tanh "
        "Linear BatchNorm1d Tanh Linear BatchNorm1d ");
  std::size_t n = 0;
  for (const auto& p : m.parameters()) n += p->data.size();
  // C 27*10 + 30*100 + 4 * 100*100 + 100*27 weights (no biases before a BN) + 5 * 2*100 + 2*27 gamma/beta
  CHECK(n == 270 + 3000 + 40000 + 2700 + 1000 + 54);
  CHECK(n == 47024);
  CHECK(m.parameters().size() == 19);  // the 19 curves of the update:data figure
  // the output fix: the last BatchNorm's gamma is 0.1
  auto* last = dynamic_cast<mm::nn::BatchNorm1d*>(m.layers.back().get());
  REQUIRE(last != nullptr);
  CHECK(last->weight->data(0) == Approx(0.1f));
  // without the fix it stays 1
  c.fix_output = false;
  mm::MLP unfixed(c);
  CHECK(dynamic_cast<mm::nn::BatchNorm1d*>(unfixed.layers.back().get())->weight->data(0) == 1.0f);
}

TEST_CASE("every norm layer of the MLP takes recipe::kEps and the config's momentum", "[model]") {
  // One definition: editing recipe::kEps moves the trained models' eps with the eps demo's.
  for (mm::Norm norm : {mm::Norm::Batch, mm::Norm::Layer}) {
    mm::ModelConfig c;
    c.norm = norm;
    c.n_layer = 3;
    c.bn_momentum = 0.25;
    mm::MLP m(c);
    int norms = 0;
    for (const auto& l : m.layers) {
      if (auto* bn = dynamic_cast<mm::nn::BatchNorm1d*>(l.get())) {
        CHECK(bn->eps == mm::recipe::kEps);
        CHECK(bn->momentum == 0.25);
        ++norms;
      }
      if (auto* ln = dynamic_cast<mm::nn::LayerNorm*>(l.get())) {
        CHECK(ln->eps == mm::recipe::kEps);
        ++norms;
      }
    }
    CHECK(norms == (norm == mm::Norm::Batch ? 3 : 2));
  }
  CHECK(mm::nn::BatchNorm1d(2).eps == mm::recipe::kEps);
  CHECK(mm::nn::BatchNorm1d(2).momentum == mm::recipe::kBnMomentumModule);
  CHECK(mm::nn::LayerNorm(2).eps == mm::recipe::kEps);
}

TEST_CASE("ModeGuard puts back the mode and each BatchNorm's own track_running_stats", "[model]") {
  mm::ModelConfig c;
  c.n_layer = 3;  // three BatchNorm layers
  mm::MLP m(c);
  std::vector<mm::nn::BatchNorm1d*> bns;
  for (auto& l : m.layers)
    if (auto* bn = dynamic_cast<mm::nn::BatchNorm1d*>(l.get())) bns.push_back(bn);
  REQUIRE(bns.size() == 3);
  bns[1]->track_running_stats = false;  // a caller's own choice, which a guard must keep
  m.eval();
  const auto as_before = [&] {
    CHECK_FALSE(m.training());
    CHECK(bns[0]->track_running_stats);
    CHECK_FALSE(bns[1]->track_running_stats);
    CHECK(bns[2]->track_running_stats);
  };
  {
    mm::ModeGuard g(m, /*train_mode=*/true, /*freeze_running_stats=*/true);
    CHECK(m.training());
    for (auto* bn : bns) CHECK_FALSE(bn->track_running_stats);
  }
  as_before();
  try {
    mm::ModeGuard g(m, true, true);
    throw std::runtime_error("a refusal in the guarded forward");
  } catch (const std::runtime_error&) {
  }
  as_before();
  {
    mm::ModeGuard g(m);  // saves only
    m.train(true);
    bns[1]->track_running_stats = true;
  }
  as_before();
}

TEST_CASE("MLP logits and loss of the probe batch match PyTorch", "[model]") {
  // Tolerance: logits are sums of ~100 float products in another order than torch's BLAS, and
  // BatchNorm divides by a batch std: 2e-6 absolute per logit (they are of order 0.01-1, so a
  // few float ulp of the partial sums), 1e-6 relative on the loss and on the sum of |logits|.
  std::vector<std::int32_t> X, Y;
  probe(32, X, Y);
  for (const auto& key : kConfigs) {
    INFO("config " << key);
    mm::MLP m(model_ref_config(key));
    mm::Var logits = m.forward(X, 32);
    REQUIRE(logits->data.shape()[0] == 32);
    REQUIRE(logits->data.shape()[1] == 27);
    const auto row0 = mm::test::numbers_of(ref_str(key + "/logits_row0"));
    for (std::size_t j = 0; j < 27; ++j) CHECK(logits->data(0, j) == Approx(row0[j]).margin(2e-6));
    CHECK(sum_of(logits->data, true) == Approx(mm::test::numbers_of(ref_str(key + "/logits_abssum"))[0]).epsilon(1e-6));
    mm::MLP fresh(model_ref_config(key));
    CHECK(mm::item(fresh.loss(X, Y)) == Approx(mm::test::numbers_of(ref_str(key + "/probe_loss"))[0]).epsilon(1e-6));
  }
}

TEST_CASE("RawMLP (section 5.3): first minibatch loss with and without the output fix", "[model]") {
  // The first of model_ref's 10 SGD losses is the untrained model's loss on the first minibatch
  // (generator seeded 2147483647, 32 rows). Tolerance 1e-6 relative (8 float ulp): float sums in
  // another order.
  const auto& tr = shipped_split().train;
  mm::Generator g(kSeed);
  std::vector<std::int32_t> X, Y;
  for (auto i : g.randint(static_cast<std::int64_t>(tr.rows()), 32)) {
    for (int t = 0; t < 3; ++t) X.push_back(tr.X[static_cast<std::size_t>(i) * 3 + t]);
    Y.push_back(tr.Y[static_cast<std::size_t>(i)]);
  }
  for (bool fix : {false, true}) {
    mm::RawMLP raw(27, 3, 10, 200, kSeed, fix);
    const double want = mm::test::numbers_of(ref_str(fix ? "raw_fix/losses" : "raw_nofix/losses"))[0];
    CHECK(mm::item(mm::cross_entropy(raw.forward(X, 32), Y)) == Approx(want).epsilon(1e-6));
    CHECK(raw.h->data.shape()[1] == 200);
  }
}

TEST_CASE("ModelConfig::validate names the field and its range", "[model]") {
  auto message = [](mm::ModelConfig c) {
    try {
      mm::MLP m(c);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no exception");
  };
  mm::ModelConfig c;
  c.n_layer = 1;
  CHECK(message(c) == "n_layer must be from 2 to 12, got 1");
  c = {};
  c.n_hidden = 0;
  CHECK(message(c) == "n_hidden must be from 1 to 1024, got 0");
  c = {};
  c.n_embd = 65;
  CHECK(message(c) == "n_embd must be from 1 to 64, got 65");
  c = {};
  c.block_size = 17;
  CHECK(message(c) == "block_size must be from 1 to 16, got 17");
  c = {};
  c.vocab_size = 1;
  CHECK(message(c) == "vocab_size must be from 2 to 65, got 1");
  c = {};
  c.gain = 0;
  CHECK(message(c) == "gain must be in (0, 10], got 0");
  c = {};
  c.bad_init = std::nan("");
  CHECK(message(c).rfind("bad_init must be in (0, 10]", 0) == 0);
  c = {};
  c.bn_momentum = 1.5;
  CHECK(message(c) == "bn_momentum must be in [0, 1], got 1.5");
  CHECK_THROWS_WITH(mm::parse_norm("group"), "norm must be one of none, batch, layer; got 'group'");
  CHECK(mm::parse_norm("layer") == mm::Norm::Layer);
  CHECK(std::string(mm::norm_name(mm::Norm::Batch)) == "batch");
}

TEST_CASE("MLP::forward rejects a malformed batch with a message", "[model]") {
  mm::MLP m(mm::ModelConfig{});
  CHECK_THROWS_WITH(m.forward({0, 0}, 1), Catch::Contains("expected 1 x 3 indices, got 2"));
  CHECK_THROWS_WITH(m.forward({}, 0), Catch::Contains("empty batch"));
  CHECK_THROWS_AS(m.forward({0, 0, 27}, 1), std::out_of_range);  // index outside the vocabulary
}
