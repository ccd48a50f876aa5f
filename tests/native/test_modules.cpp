// test_modules.cpp — nn/module.hpp's containers, Tanh and ReLU: finite-difference checks of Tanh,
// ReLU (inputs kept off its kink at 0), Sequential (Linear -> BatchNorm1d -> Tanh -> Linear), Residual and PostNorm, and torch.nn's
// vocabulary: parameters() in order, eval()/train() recursing like torch's module.eval().
#include <catch2/catch.hpp>

#include <memory>

#include "generator.hpp"
#include "gradcheck.hpp"
#include "nn/batchnorm.hpp"
#include "nn/layernorm.hpp"
#include "nn/linear.hpp"
#include "nn/module.hpp"

using namespace mm;
using namespace mm::test;

TEST_CASE("gradcheck: Tanh, ReLU, Sequential, Residual, PostNorm", "[layers][gradcheck]") {
  Generator gen(9);
  Var x = param(randn_t({4, 3}, 10));  // [B=4, D=3]
  SECTION("Tanh") {
    nn::Tanh t;
    gradcheck([&] { return t.forward(x); }, {x});
  }
  SECTION("ReLU (both signs, every input at least 0.1 from the kink)") {
    Var off0 = param(randn_away_from_zero({4, 3}, 14, 0.1));
    nn::ReLU r;
    gradcheck([&] { return r.forward(off0); }, {off0});
    CHECK(r.out.get() != nullptr);  // kept as the layer's `out`, like Tanh's
  }
  SECTION("Linear -> ReLU -> Linear") {
    nn::Sequential seq({std::make_shared<nn::Linear>(3, 6, gen), std::make_shared<nn::ReLU>(), std::make_shared<nn::Linear>(6, 2, gen)});
    randomize(seq.parameters(), 15);
    gradcheck([&] { return seq.forward(x); }, with(x, seq.parameters()));
  }
  SECTION("Sequential: Linear -> BatchNorm1d -> Tanh -> Linear") {
    nn::Sequential seq({std::make_shared<nn::Linear>(3, 6, gen, false), std::make_shared<nn::BatchNorm1d>(6), std::make_shared<nn::Tanh>(),
                        std::make_shared<nn::Linear>(6, 2, gen)});
    randomize(seq.parameters(), 11);
    gradcheck([&] { return seq.forward(x); }, with(x, seq.parameters()));
  }
  SECTION("Residual: x + tanh(Linear(x))") {
    auto f =
        std::make_shared<nn::Sequential>(std::vector<nn::ModulePtr>{std::make_shared<nn::Linear>(3, 3, gen), std::make_shared<nn::Tanh>()});
    nn::Residual res(f);
    randomize(res.parameters(), 12);
    gradcheck([&] { return res.forward(x); }, with(x, res.parameters()));
  }
  SECTION("PostNorm: LayerNorm(x + tanh(Linear(x)))") {
    auto f =
        std::make_shared<nn::Sequential>(std::vector<nn::ModulePtr>{std::make_shared<nn::Linear>(3, 3, gen), std::make_shared<nn::Tanh>()});
    nn::PostNorm block(f, 3);
    randomize(block.parameters(), 13);
    gradcheck([&] { return block.forward(x); }, with(x, block.parameters()));
  }
}

TEST_CASE("containers and Tanh: parameters() in order, eval() and train() recurse", "[layers]") {
  Generator gen(1);
  CHECK(nn::Tanh().parameters().empty());
  CHECK(nn::ReLU().parameters().empty());
  CHECK(nn::ReLU().name() == "ReLU");
  auto seq = std::make_shared<nn::Sequential>(std::vector<nn::ModulePtr>{
      std::make_shared<nn::Linear>(4, 5, gen, false), std::make_shared<nn::BatchNorm1d>(5), std::make_shared<nn::Tanh>()});
  CHECK(seq->parameters().size() == 3);  // W, gamma, beta
  nn::PostNorm block(seq, 5);
  CHECK(block.parameters().size() == 5);  // + LayerNorm's weight and bias
  CHECK(nn::Residual(seq).parameters().size() == 3);
  block.eval();  // recursive, like torch's module.eval()
  CHECK_FALSE(seq->layers[1]->training);
  CHECK_FALSE(block.norm->training);
  block.train();
  CHECK(seq->layers[1]->training);
}
