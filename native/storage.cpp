// storage.cpp — the recycling allocator behind Tensor: per-thread intrusive free lists, one per
// size class (four classes per power of two), blocks 64-byte aligned. The per-thread state is
// trivially destructible so a Tensor freed during program teardown, after the thread's reaper
// ran, still finds it and simply frees its block.
#include "storage.hpp"

#include <new>

namespace mm::storage {

namespace {

constexpr std::size_t kAlign = 64;
constexpr std::size_t kMinBytes = 64;                         // class 0
constexpr std::size_t kMaxCachedBlock = kMaxCachedBytes / 4;  // bigger blocks go straight back
constexpr int kClasses = 4 * 58 + 1;                          // up to 2^64 bytes

// The size class of `bytes` and its block size: 64, then 2^k + i·2^(k-2) for i = 1..4.
int class_of(std::size_t bytes, std::size_t& block) {
  if (bytes <= kMinBytes) {
    block = kMinBytes;
    return 0;
  }
  const int k = 63 - __builtin_clzll(static_cast<unsigned long long>(bytes - 1));  // 2^k < bytes <= 2^(k+1)
  const std::size_t base = std::size_t(1) << k, step = base >> 2;
  const std::size_t i = (bytes - base + step - 1) / step;  // 1..4
  block = base + i * step;
  return (k - 6) * 4 + static_cast<int>(i);
}

struct Cache {  // trivially destructible: usable even after the reaper ran
  void* head[kClasses];
  std::size_t cached_bytes;
  std::size_t fresh, reused;
  bool dead;
};
thread_local Cache t_cache;  // zero-initialised

struct Reaper {
  ~Reaper() {
    trim();
    t_cache.dead = true;
  }
};
thread_local Reaper t_reaper;

void* fresh_block(std::size_t block) { return ::operator new(block, std::align_val_t(kAlign)); }
void free_block(void* p) noexcept { ::operator delete(p, std::align_val_t(kAlign)); }

}  // namespace

void* acquire(std::size_t bytes) {
  std::size_t block = 0;
  const int c = class_of(bytes, block);
  Cache& t = t_cache;
  if (void* p = t.head[c]) {
    t.head[c] = *static_cast<void**>(p);
    t.cached_bytes -= block;
    ++t.reused;
    return p;
  }
  (void)&t_reaper;  // make sure this thread's cache is emptied when it ends
  ++t.fresh;
  return fresh_block(block);
}

void release(void* p, std::size_t bytes) noexcept {
  if (!p) return;
  std::size_t block = 0;
  const int c = class_of(bytes, block);
  Cache& t = t_cache;
  if (!kRecycling || t.dead || block > kMaxCachedBlock || t.cached_bytes + block > kMaxCachedBytes) {
    free_block(p);
    return;
  }
  *static_cast<void**>(p) = t.head[c];
  t.head[c] = p;
  t.cached_bytes += block;
}

void trim() noexcept {
  Cache& t = t_cache;
  for (void*& h : t.head) {
    while (h) {
      void* next = *static_cast<void**>(h);
      free_block(h);
      h = next;
    }
  }
  t.cached_bytes = 0;
}

Stats stats() {
  const Cache& t = t_cache;
  return Stats{t.fresh, t.reused, t.cached_bytes};
}

}  // namespace mm::storage
