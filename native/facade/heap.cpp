// facade/heap.cpp — mallinfo and the recycling allocator's cache. glibc: mallinfo2 (the old one
// wraps at 2 GiB), whose uordblks leaves out the large blocks it maps directly (hblkhd); the wasm
// build's dlmalloc counts every block in uordblks.
#include "facade/heap.hpp"

#include <malloc.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "limits.hpp"
#include "storage.hpp"

namespace mm::facade {

HeapStats heap_stats() {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  const struct mallinfo2 m = mallinfo2();
  const double in_use = static_cast<double>(m.uordblks + m.hblkhd);
#else
  const double in_use = static_cast<double>(mallinfo().uordblks);
#endif
  const double cached = static_cast<double>(storage::stats().cached_bytes);
  return {in_use, cached, in_use - cached};
}

void debug_leak(int bytes) {
  static std::vector<std::unique_ptr<char[]>> kept;  // reachable: a leak only to the heap count
  const auto n = static_cast<std::size_t>(limits::checked_int(bytes, "bytes", 1, 1 << 24));
  kept.emplace_back(new char[n]);
  std::memset(kept.back().get(), 0xA5, n);
}

}  // namespace mm::facade
