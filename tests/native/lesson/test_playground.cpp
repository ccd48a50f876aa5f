// lesson/test_playground.cpp — the playground (lesson/playground.hpp): chunked training that stops
// at `steps`, layer health and samples, settings refused with the setting's name, a diverging run
// reported as data instead of NaN, a run over the tab's memory budget refused up front, and a
// Turkish names list trained and sampled back as UTF-8.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "../fixtures.hpp"
#include "data/unicode.hpp"
#include "lesson/playground.hpp"

using namespace mm::lesson;
using namespace mm::test;

namespace {

PlaygroundConfig small_config() {
  PlaygroundConfig c;
  c.n_layer = 3;
  c.n_hidden = 16;
  c.steps = 20;
  return c;
}

}  // namespace

TEST_CASE("playground: a Playground trains in chunks, stops at `steps`, reports health and samples", "[lesson][playground]") {
  Playground pg(small_lab().split(), small_config());
  const auto c1 = pg.run(15);
  CHECK(c1.loss.size() == 15);
  CHECK_FALSE(c1.done);
  const auto c2 = pg.run(100);
  CHECK(c2.loss.size() == 5);  // only the 5 steps left
  CHECK(c2.done);
  CHECK(pg.steps_done() == 20);
  const auto e = pg.evaluate();
  CHECK(std::isfinite(e.train));
  CHECK(std::isfinite(e.dev));
  // the rows the live losses are taken over: the first kEvalRows of each split, or all of a small one
  const auto& split = *small_lab().split();
  CHECK(e.train_rows == static_cast<long>(std::min<std::size_t>(kEvalRows, split.train.rows())));
  CHECK(e.dev_rows == static_cast<long>(std::min<std::size_t>(kEvalRows, split.dev.rows())));
  CHECK(pg.evaluate_full().dev_rows == static_cast<long>(split.dev.rows()));
  const auto h = pg.health();
  REQUIRE(h.names.size() == 2);  // n_layer 3: two hidden blocks
  for (double s : h.saturation) CHECK((s >= 0 && s <= 1));
  for (double g : h.grad_std) CHECK(g > 0);
  CHECK(pg.sample(4, 1) == pg.sample(4, 1));  // same seed, same names (exact)
  CHECK_THROWS_WITH(pg.run(0), Catch::Contains("n must be"));
}

TEST_CASE("playground: playground settings are validated with the setting's name", "[lesson][playground]") {
  auto c = small_config();
  c.norm = "group";
  CHECK_THROWS_WITH(Playground(small_lab().split(), c), Catch::Contains("norm"));
  c = small_config();
  c.schedule = "cosine";
  CHECK_THROWS_WITH(Playground(small_lab().split(), c), Catch::Contains("schedule"));
  c = small_config();
  c.seed = -3;
  CHECK_THROWS_WITH(Playground(small_lab().split(), c), Catch::Contains("seed"));
}

TEST_CASE("playground: a diverging playground reports the step instead of NaN", "[lesson][playground]") {
  auto c = small_config();
  c.lr = 10;  // the largest allowed: a 1024-wide MLP without the output fix diverges within 20 steps
  c.n_hidden = 1024;
  c.norm = "none";
  c.fix_output = false;
  Playground pg(small_lab().split(), c);
  const auto chunk = pg.run(20);
  CHECK(chunk.diverged);
  CHECK(mm::describe(chunk.divergence).rfind("step ", 0) == 0);
  CHECK(chunk.divergence.step >= 1);
  for (double l : chunk.loss) CHECK(std::isfinite(l));
}

TEST_CASE("playground: a playground over the tab's memory budget is refused before any step", "[lesson][playground]") {
  auto c = small_config();
  c.n_layer = 12;  // every knob at its largest: far above 256 MB of activations per step
  c.n_hidden = 1024;
  c.batch_size = 4096;
  CHECK_THROWS_WITH(Playground(small_lab().split(), c), Catch::Contains("256 MB a browser tab allows"));
}

TEST_CASE("playground: health and divergence are read with stats and the recipe's threshold", "[lesson][playground]") {
  Playground pg(small_lab().split(), small_config());
  pg.run(5);
  const auto h = pg.health();
  for (double a : h.act_std) CHECK(a > 0);
  for (double u : h.update_ratio) CHECK(std::isfinite(u));
  const auto c = pg.run(1);
  CHECK_FALSE(c.diverged);
  CHECK(c.divergence.step == 0);  // nothing to report
}

TEST_CASE("playground: the 5.13 panels leave no trace, and update:data and losses as the page streams them", "[lesson][playground]") {
  Playground probed(small_lab().split(), small_config()), plain(small_lab().split(), small_config());
  const auto at_init = probed.panels(30);
  REQUIRE(at_init.tanh.size() == 2);                                                               // n_layer 3: two tanh layers
  REQUIRE(at_init.weights.size() == 4);                                                            // C and the three Linear weights
  for (const auto& s : at_init.tanh) CHECK(s.grad_hist.edges == at_init.tanh[0].grad_hist.edges);  // shared bins
  for (const auto& w : at_init.weights) CHECK(w.grad_to_data > 0);
  const auto a = probed.run(6);
  probed.panels(30);  // between two chunks: the run must go on as if it never happened
  const auto b = probed.run(4);
  const auto c = plain.run(10);
  REQUIRE(c.loss.size() == 10);
  for (std::size_t i = 0; i < 10; ++i) CHECK((i < 6 ? a.loss[i] : b.loss[i - 6]) == c.loss[i]);
  CHECK(probed.losses() == plain.losses());
  CHECK(probed.losses().size() == 10);

  const UpdateSeries u = probed.update_series(0, 3);
  CHECK(u.steps == std::vector<int>{1, 4, 7, 10});
  CHECK(u.next == 12);  // the next call starts there, once the run has reached it
  CHECK(u.names == std::vector<std::string>{"C", "layers.0.weight", "layers.3.weight", "layers.6.weight"});
  REQUIRE(u.series.size() == 4);
  for (const auto& s : u.series) {
    REQUIRE(s.size() == 4);
    for (double v : s) CHECK((v > -6 && v < 0));  // log10 of lr * grad.std / data.std: a small update
  }
  CHECK(probed.update_series(12, 3).steps.empty());
  CHECK_THROWS_WITH(probed.update_series(0, 0), Catch::Contains("stride"));
  CHECK_THROWS_WITH(probed.update_series(-1, 1), Catch::Contains("from"));
}

TEST_CASE("playground: a Turkish names list loads, trains and samples Turkish names", "[lesson][playground][unicode]") {
  const mm::facade::Lab lab(turkish_names());
  REQUIRE(lab.info().alphabet == ".abcdefghiklmnoprstuvyzçöüğış");
  PlaygroundConfig c = small_config();
  c.n_hidden = 64;
  c.steps = 300;
  Playground pg(lab.split(), c);
  const StepChunk first = pg.run(50);
  const StepChunk rest = pg.run(250);
  REQUIRE(rest.done);
  REQUIRE_FALSE(rest.diverged);
  const auto mean = [](const std::vector<double>& v, std::size_t from) {
    double s = 0;
    for (std::size_t i = from; i < v.size(); ++i) s += v[i];
    return s / static_cast<double>(v.size() - from);
  };
  CHECK(mean(rest.loss, 200) < mean(first.loss, 0) - 0.5);  // it learns (ln 29 = 3.37 at the start)
  const auto names = pg.sample(30, /*seed=*/7);
  REQUIRE(names.size() == 30);
  int non_ascii = 0;
  for (const std::string& n : names) {
    INFO(n);
    const std::u32string chars = mm::unicode::decode(n);  // valid UTF-8, or this throws
    for (char32_t ch : chars) {
      CHECK(ch != U'.');
      CHECK(lab.split()->vocab.itos.find(ch) != std::u32string::npos);
      non_ascii += ch > 0x7F;
    }
  }
  CHECK(non_ascii > 0);  // ç ğ ı ö ş ü come back as themselves
}

namespace {

PlaygroundConfig issue_run() {  // lr 10 without normalisation, 12 layers, init x3: the loss sits far above its start
  PlaygroundConfig c;
  c.lr = 10;
  c.norm = "none";
  c.n_layer = 12;
  c.bad_init = 3;
  c.steps = 5000;
  return c;
}

}  // namespace

TEST_CASE("playground: a run whose loss stays far above its start is stopped as failed, with its numbers", "[lesson][playground]") {
  Playground pg(small_lab().split(), issue_run());
  StepChunk last;
  while (!last.done && !last.diverged) last = pg.run(100);
  REQUIRE(last.diverged);
  INFO("stopped at step " << last.step << ", kind " << last.divergence.kind);
  CHECK(last.divergence.kind == "loss_stuck");
  CHECK(last.divergence.cause == "lr_init");  // lr 10 on an init x3
  CHECK(last.step < 1000);                    // not 5000 steps at a loss of 121-205
  const Failure& f = last.failure;
  CHECK(f.step == last.step);
  CHECK(f.window == kFailWindow);
  CHECK(f.held == kFailHeld);
  CHECK(f.factor == kFailFactor);
  // the numbers it names are the run's: the mean of the last kFailWindow losses, the first loss
  const auto& l = pg.losses();
  REQUIRE(static_cast<long>(l.size()) == f.step);
  double sum = 0;
  for (std::size_t i = l.size() - kFailWindow; i < l.size(); ++i) sum += l[i];
  CHECK(f.loss == Approx(sum / kFailWindow));
  CHECK(f.start == l.front());
  CHECK(f.ref == std::max(l.front(), std::log(27.0)));
  CHECK(f.loss >= f.factor * f.ref);
  CHECK(last.divergence.value == f.loss);
  // it stays stopped: no further step
  const auto again = pg.run(10);
  CHECK(again.loss.empty());
  CHECK(again.diverged);
  CHECK(again.failure.step == f.step);
}

TEST_CASE("playground: a healthy run is never failed, and says no BatchNorm rescue at the lecture's lr", "[lesson][playground]") {
  PlaygroundConfig c;  // the defaults: 4 layers, BatchNorm, lr 0.1
  c.steps = 600;
  Playground pg(small_lab().split(), c);
  const auto chunk = pg.run(600);
  CHECK(chunk.done);
  CHECK_FALSE(chunk.diverged);
  CHECK(chunk.failure.step == 0);
  CHECK(chunk.rescue.empty());  // lr 0.1 is no huge lr
}

TEST_CASE("playground: a run that survives a huge lr because of BatchNorm says so, once", "[lesson][playground]") {
  PlaygroundConfig c;
  c.lr = 10;  // BatchNorm, 4 layers: trains (the issue saw train 2.43)
  c.steps = 1000;
  Playground pg(small_lab().split(), c);
  std::vector<BatchNormRescue> said;
  StepChunk chunk;
  while (!chunk.done && !chunk.diverged) {
    chunk = pg.run(100);
    said.insert(said.end(), chunk.rescue.begin(), chunk.rescue.end());
  }
  CHECK_FALSE(chunk.diverged);
  REQUIRE(said.size() == 1);
  const auto& r = said.front();
  CHECK(r.step == kRescueAfter);
  CHECK(r.lr == 10);
  CHECK(r.high_lr == mm::kHighLr);
  CHECK(r.log_vocab == Approx(std::log(27.0)));
  CHECK(r.loss < r.log_vocab);
  // without BatchNorm the same lr is no rescue: it is not said
  c.norm = "layer";
  Playground ln(small_lab().split(), c);
  for (int i = 0; i < 5; ++i) CHECK(ln.run(100).rescue.empty());
}

TEST_CASE("playground: steps cost no update:data memory: a long run keeps every k-th step's ratios", "[lesson][playground]") {
  // 12 x 512, BatchNorm, batch 32 at the largest step count: fits (was refused at "392 MB" when every
  // step's ratios were kept)
  PlaygroundConfig big;
  big.n_layer = 12, big.n_hidden = 512, big.steps = 1000000;
  CHECK_NOTHROW(Playground(small_lab().split(), big));

  auto c = small_config();
  c.steps = 4 * kUdPoints;  // every 4th step's ratios
  Playground sparse(small_lab().split(), c);
  CHECK(sparse.ud_every() == 4);
  Playground dense(small_lab().split(), small_config());
  CHECK(dense.ud_every() == 1);
  sparse.run(20);
  dense.run(20);
  const UpdateSeries s = sparse.update_series(1, 3);  // rounded up: from 4, stride 4
  CHECK(s.steps == std::vector<int>{5, 9, 13, 17});
  CHECK(s.next == 20);
  const UpdateSeries d = dense.update_series(0, 1);
  REQUIRE(s.series.size() == d.series.size());
  for (std::size_t p = 0; p < s.series.size(); ++p)
    for (std::size_t i = 0; i < s.steps.size(); ++i) CHECK(s.series[p][i] == d.series[p][static_cast<std::size_t>(s.steps[i] - 1)]);
  // the health table reads the last step's ratios, kept whatever k is
  const auto hs = sparse.health(), hd = dense.health();
  for (std::size_t i = 0; i < hs.update_ratio.size(); ++i) CHECK(hs.update_ratio[i] == hd.update_ratio[i]);
}

TEST_CASE("playground: a refusal names the way out, and the way out is taken", "[lesson][playground]") {
  auto c = small_config();
  c.n_layer = 12, c.n_hidden = 1024, c.batch_size = 4096;
  const mm::Refusal r = refusal_of([&] { Playground(small_lab().split(), c); });
  REQUIRE(r.code() == "budget");
  const std::string h = r.param("fit_n_hidden"), b = r.param("fit_batch_size"), l = r.param("fit_n_layer");
  REQUIRE_FALSE(h.empty());
  CHECK(std::string(r.what()).find("(each of n_hidden " + h) != std::string::npos);
  auto with_h = c;
  with_h.n_hidden = std::stoi(h);
  CHECK_NOTHROW(Playground(small_lab().split(), with_h));
  with_h.n_hidden += 1;  // the largest that fits
  CHECK(refusal_of([&] { Playground(small_lab().split(), with_h); }).code() == "budget");
  if (b.empty()) {
    // no batch offered only when none fits: the smallest BatchNorm batch is over the budget too
    // (the double build, whose parameters alone at this width and depth take most of it)
    auto two = c;
    two.batch_size = 2;
    CHECK(refusal_of([&] { Playground(small_lab().split(), two); }).code() == "budget");
    CHECK(sizeof(mm::Scalar) == 8);  // the float build offers a batch
  } else {
    auto with_b = c;
    with_b.batch_size = std::stoi(b);
    CHECK_NOTHROW(Playground(small_lab().split(), with_b));
  }
  if (!l.empty()) {
    auto with_l = c;
    with_l.n_layer = std::stoi(l);
    CHECK_NOTHROW(Playground(small_lab().split(), with_l));
  }

  auto one = small_config();
  one.batch_size = 1;  // BatchNorm
  const mm::Refusal bn = refusal_of([&] { Playground(small_lab().split(), one); });
  REQUIRE(bn.code() == "bn_batch");
  auto fixed = one;
  fixed.batch_size = std::stoi(bn.param("fit_batch_size"));
  CHECK_NOTHROW(Playground(small_lab().split(), fixed));
  fixed = one;
  fixed.norm = bn.param("fit_norm");
  CHECK_NOTHROW(Playground(small_lab().split(), fixed));
}
