// facade/test_heap.cpp — heap_stats counts what malloc handed out, and debug_leak (the leak test's
// hook) leaks exactly what it is asked to, for good. Tagged [malloc-stats]: under AddressSanitizer
// malloc is ASan's and mallinfo reports nothing, so the sanitize build leaves it out.
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>

#include "facade/heap.hpp"
#include "refusal.hpp"

namespace f = mm::facade;

TEST_CASE("facade: heap_stats sees a block from malloc until it is freed", "[facade][malloc-stats]") {
  for (const std::size_t bytes : {std::size_t(64) << 10, std::size_t(4) << 20}) {  // from the arena; mapped
    const f::HeapStats before = f::heap_stats();
    auto block = std::make_unique<char[]>(bytes);
    const f::HeapStats during = f::heap_stats();
    block.reset();
    const f::HeapStats after = f::heap_stats();
    INFO(bytes << " bytes");
    CHECK(before.in_use > 0);
    CHECK(before.live == before.in_use - before.cached);
    CHECK(during.in_use - before.in_use >= bytes);
    CHECK(during.in_use - before.in_use < bytes + 8192);  // the block and malloc's header, nothing else
    CHECK(std::abs(after.in_use - before.in_use) <= 64);  // freed (dlmalloc in wasm keeps a few bytes of bookkeeping)
  }
}

TEST_CASE("facade: debug_leak leaks what it is asked to and never gives it back", "[facade][malloc-stats]") {
  // 4 KiB blocks: glibc's per-thread cache holds freed blocks up to 1032 bytes and still counts them
  // in use, so 1 KiB leaks could be served from blocks an earlier test case freed, with no growth.
  constexpr int kBlock = 4096;
  f::debug_leak(kBlock);  // the list that keeps the blocks exists from here on
  const double before = f::heap_stats().live;
  for (int i = 0; i < 100; ++i) f::debug_leak(kBlock);
  const double after = f::heap_stats().live;
  CHECK(after - before >= 100 * kBlock);
  CHECK(after - before < 100 * kBlock + 100 * 64 + 4096);  // headers and the list that keeps them
  CHECK_THROWS_AS(f::debug_leak(0), mm::Refusal);
}
