// test_alloc.cpp — the autograd's promise that a training step costs no malloc: this file replaces
// the global operator new (counting calls while a flag is set, otherwise plain malloc) and runs
// steady-state steps of a model built from the core's own ops (Embedding, Linear, Tanh,
// cross-entropy). Nodes, tensors, big closures and index copies come from storage.hpp's blocks;
// parents and small closures live in the node. Also the two spill paths: a concat of five inputs
// (parents past the inline three) and cross_entropy's closure (bigger than the inline buffer).
// Counts, not timings. Leaves out: BatchNorm and LayerNorm (their files still build a parents
// vector per call) and the Trainer's own bookkeeping.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "data/dataset.hpp"
#include "model/mlp.hpp"

namespace {
thread_local bool g_counting = false;
thread_local std::size_t g_news = 0;
}  // namespace

// Every unaligned form is replaced, so each allocation is a malloc paired with a free (what
// AddressSanitizer checks); the aligned forms (storage.hpp's blocks) stay the library's own.
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  if (g_counting) ++g_news;
  return std::malloc(n ? n : 1);
}
void* operator new(std::size_t n) {
  if (void* p = ::operator new(n, std::nothrow)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return ::operator new(n); }
void* operator new[](std::size_t n, const std::nothrow_t& t) noexcept { return ::operator new(n, t); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

using namespace mm;

namespace {

// operator new calls made by fn on this thread.
template <class F>
std::size_t news_in(F&& fn) {
  g_news = 0;
  g_counting = true;
  fn();
  g_counting = false;
  return g_news;
}

Split tiny_split() {
  std::vector<std::string> words;
  for (const char* w : {"emma", "olivia", "ava",     "isabella", "sophia", "mia",      "amelia", "harper", "evelyn", "abigail",
                        "liam", "noah",   "william", "james",    "oliver", "benjamin", "elijah", "lucas",  "quinn",  "xavier"})
    words.push_back(w);
  return split_data(words, 3);
}

}  // namespace

TEST_CASE("alloc: a steady training step of the core's ops makes no heap allocation", "[autograd][alloc]") {
  const Split split = tiny_split();
  ModelConfig mc;
  mc.vocab_size = split.vocab.size();
  mc.norm = Norm::None;  // Linear + Tanh: ops.cpp only
  MLP model(mc);
  const std::size_t B = 32, T = 3;
  std::vector<std::int32_t> X(B * T), Y(B);
  for (std::size_t i = 0; i < B; ++i) {  // a fixed batch: the allocation count does not depend on it
    std::copy_n(split.train.X.begin() + static_cast<std::ptrdiff_t>(i * T), T, X.begin() + static_cast<std::ptrdiff_t>(i * T));
    Y[i] = split.train.Y[i];
  }
  const std::vector<Var>& params = model.parameters();
  auto step = [&] {
    Var loss = model.loss(X, Y);  // 0-d
    zero_grad(params);
    backward(loss);
    for (const auto& p : params)
      for (std::size_t k = 0; k < p->numel(); ++k) p->data.data()[k] -= Scalar(0.1) * p->grad.data()[k];
  };
  for (int i = 0; i < 3; ++i) step();  // warm-up: grads, the recycler's blocks, the pack buffer
  CHECK(news_in([&] {
          for (int i = 0; i < 5; ++i) step();
        }) == 0);
}

TEST_CASE("alloc: five parents spill out of the node, a big closure into a recycled block — both are freed", "[autograd][alloc]") {
  std::vector<Var> xs;
  for (int i = 0; i < 5; ++i) xs.push_back(param(xt::ones<Scalar>({2, 3})));  // [2,3] each
  const std::vector<std::int32_t> targets{0, 1, 2, 0, 1, 2, 0, 1, 2, 0};
  std::weak_ptr<Node> cat_node, loss_node;
  for (int round = 0; round < 2; ++round) {  // round 0 warms the recycler
    const std::size_t news = news_in([&] {
      Var cat = concat(xs, 0);                 // [10,3]: 5 parents
      Var loss = cross_entropy(cat, targets);  // its closure keeps probs [10,3]
      backward(loss);
      cat_node = cat;
      loss_node = loss;
    });
    if (round == 1) CHECK(news == 0);
  }
  CHECK(cat_node.expired());
  CHECK(loss_node.expired());
  // d loss / d logits = (softmax - onehot) / 10: each input's rows get their slab of it
  for (const auto& x : xs) {
    REQUIRE(x->has_grad());
    CHECK(std::abs(x->grad(0, 0) + x->grad(0, 1) + x->grad(0, 2)) < 1e-6);  // a softmax row minus a one-hot sums to 0
  }
}
