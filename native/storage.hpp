// storage.hpp — where Tensor data lives: a size-bucketed recycling allocator. A training step
// builds and drops the same few dozen [B,H] buffers every time; instead of going back to malloc,
// a freed buffer waits in its thread's free list for the next request of its size class, so the
// steady-state step reuses warm memory. Blocks are 64-byte aligned (whole cache lines, aligned
// vector loads). Leaves out: sharing cached blocks between threads, returning memory to the OS
// before a thread ends (trim() does it on request).
#pragma once
#include <cstddef>

namespace mm::storage {

// A block of at least `bytes` bytes: from this thread's cache when one of its size class is
// free, otherwise new. Size classes: four per power of two (<= 25% rounding), from 64 bytes.
void* acquire(std::size_t bytes);
// Returns a block from acquire(bytes) (same `bytes`) to this thread's cache, or frees it when the
// cache already holds kMaxCachedBytes.
void release(void* p, std::size_t bytes) noexcept;
// Frees every block cached by this thread.
void trim() noexcept;

constexpr std::size_t kMaxCachedBytes = std::size_t(64) << 20;  // per thread

// Under AddressSanitizer blocks are not recycled (every release frees), so a use after free of
// tensor data is still caught; the cache then stays empty.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kRecycling = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kRecycling = false;
#else
constexpr bool kRecycling = true;
#endif
#else
constexpr bool kRecycling = true;
#endif

struct Stats {
  std::size_t fresh = 0;         // acquire() calls served by a new block
  std::size_t reused = 0;        // acquire() calls served from the cache
  std::size_t cached_bytes = 0;  // bytes waiting in this thread's free lists
};
Stats stats();  // this thread's counters since it started

// The std::allocator replacement Tensor uses (stateless: any two compare equal).
template <class T>
struct RecyclingAllocator {
  using value_type = T;
  RecyclingAllocator() noexcept = default;
  template <class U>
  RecyclingAllocator(const RecyclingAllocator<U>&) noexcept {}
  T* allocate(std::size_t n) { return static_cast<T*>(acquire(n * sizeof(T))); }
  void deallocate(T* p, std::size_t n) noexcept { release(p, n * sizeof(T)); }
  template <class U>
  bool operator==(const RecyclingAllocator<U>&) const noexcept {
    return true;
  }
  template <class U>
  bool operator!=(const RecyclingAllocator<U>&) const noexcept {
    return false;
  }
};

}  // namespace mm::storage
