// facade/heap.hpp — how much memory the process's allocator has handed out and not taken back,
// so a test can tell a leak from the wasm heap's size (which only grows, in large steps): the
// vitest suite measures it before and after 1000 create/train/delete cycles of the page's
// objects. Also debug_leak, a TEST HOOK compiled into every build: it leaks on purpose so that
// test can show its check fails on a real leak. Nothing on the page calls it.
// Leaves out: where the bytes are (no per-call-site accounting), memory the OS maps directly.
#pragma once

namespace mm::facade {

struct HeapStats {
  double in_use = 0;  // bytes malloc has handed out and not taken back (mallinfo's uordblks)
  double cached = 0;  // of those, tensor blocks this thread keeps for reuse (storage.hpp)
  double live = 0;    // in_use - cached: what the program's objects hold
};
HeapStats heap_stats();

// TEST HOOK: allocates `bytes` (1 .. 2^24), touches them and never frees them. The block stays
// reachable from a static list (so a leak checker stays quiet); only heap_stats() sees it.
void debug_leak(int bytes);

}  // namespace mm::facade
