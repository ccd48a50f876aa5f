// test_storage.cpp — the recycling allocator behind Tensor (storage.hpp): a released block comes
// back for the next request of its size class, classes round up by at most 25%, blocks are
// 64-byte aligned, the per-thread cache is capped and trim() empties it, and a steady-state
// training step takes no new block at all. Exact counts (the allocator is deterministic).
// Cases that need blocks to be recycled carry [recycling]: under AddressSanitizer every release
// frees (storage.hpp), and that build does not run them (CMakeLists.txt marks them Disabled).
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <vector>

#include "data/dataset.hpp"
#include "model/mlp.hpp"
#include "storage.hpp"
#include "train/trainer.hpp"

using namespace mm;

TEST_CASE("storage: a released block is reused for a request of the same size class", "[storage][recycling]") {
  REQUIRE(storage::kRecycling);
  storage::trim();
  void* a = storage::acquire(12800);  // [32,100] floats: class 12288 < b <= 14336
  std::memset(a, 1, 12800);           // the whole request is usable
  const storage::Stats s0 = storage::stats();
  storage::release(a, 12800);
  CHECK(storage::stats().cached_bytes == s0.cached_bytes + 14336);
  void* b = storage::acquire(13000);  // same class
  CHECK(b == a);
  CHECK(storage::stats().reused == s0.reused + 1);
  void* c = storage::acquire(15000);  // next class (16384): a new block
  CHECK(c != a);
  CHECK(storage::stats().fresh == s0.fresh + 1);
  storage::release(b, 13000);
  storage::release(c, 15000);
  storage::trim();
  CHECK(storage::stats().cached_bytes == 0);
}

TEST_CASE("storage: blocks are 64-byte aligned, zero-size requests included", "[storage]") {
  std::vector<std::pair<void*, std::size_t>> blocks;
  for (std::size_t bytes : {0, 1, 63, 64, 65, 100, 400, 4096, 12800, 102400, 1000000}) {
    void* p = storage::acquire(bytes);
    CHECK(reinterpret_cast<std::uintptr_t>(p) % 64 == 0);
    blocks.emplace_back(p, bytes);
  }
  for (auto& [p, bytes] : blocks) storage::release(p, bytes);
  storage::trim();
}

TEST_CASE("storage: the cache never holds more than kMaxCachedBytes", "[storage][recycling]") {
  REQUIRE(storage::kRecycling);
  storage::trim();
  const std::size_t block = std::size_t(1) << 20;  // exactly a class size: 1 MiB
  std::vector<void*> ps;
  for (std::size_t i = 0; i < storage::kMaxCachedBytes / block + 8; ++i) ps.push_back(storage::acquire(block));
  for (void* p : ps) storage::release(p, block);
  CHECK(storage::stats().cached_bytes == storage::kMaxCachedBytes);  // the 8 extra were freed
  storage::trim();
  CHECK(storage::stats().cached_bytes == 0);
}

// The promise: after a few warm-up steps, a training step allocates no new tensor
// storage (every buffer it needs comes back from the previous step). Counts, not timings.
TEST_CASE("storage: a steady-state training step takes no new block", "[storage][recycling]") {
  REQUIRE(storage::kRecycling);
  std::vector<std::string> words;
  for (const char* w : {"emma", "olivia", "ava",     "isabella", "sophia", "mia",      "amelia", "harper", "evelyn", "abigail",
                        "liam", "noah",   "william", "james",    "oliver", "benjamin", "elijah", "lucas",  "quinn",  "xavier"})
    words.push_back(w);
  const Split split = split_data(words, 3);
  for (Norm norm : {Norm::Batch, Norm::None, Norm::Layer}) {
    ModelConfig mc;
    mc.vocab_size = split.vocab.size();
    mc.norm = norm;
    MLP model(mc);
    TrainConfig tc;
    tc.steps = 100;
    Trainer t(model, split, tc);
    for (int i = 0; i < 5; ++i) t.step();
    const std::size_t fresh = storage::stats().fresh;
    for (int i = 0; i < 20; ++i) t.step();
    INFO("norm " << norm_name(norm));
    CHECK(storage::stats().fresh == fresh);
  }
}
