#pragma once
// A per-thread stack of recently freed small blocks in front of the process allocator.
//
// Why: an analysis makes and frees millions of small values (string and object payloads, vector
// buffers). mimalloc hands a freed block out again only when its page comes round, so the block
// it returns was often freed long before and has left the cache, and its allocation stalls on
// reading the block's free-list link. Profiled on the quickstart corpus that load was the most
// sampled instruction of the run. This cache answers from the most recently freed block of the
// size class, and keeps the block addresses in an array of its own, so taking one reads nothing
// from the block itself; the caller's first writes to it then need not wait.
//
// One instance per thread (operator_new.cpp); it holds at most kDepth blocks per size class and
// gives the rest back to the upstream allocator, so what it keeps is bounded (kClasses * kDepth
// blocks of at most kLargest bytes) whatever the run does. It does no locking: a block freed on
// another thread than the one that made it joins the freeing thread's stack, which is fine for
// the upstream allocator as long as the block is eventually released through it.
#include <cstddef>
#include <cstdint>

namespace pf::alloc {

// Upstream: a type with static `void* allocate(size_t)` (null on failure) and `void release(void*)`.
template <class Upstream>
class SmallBlockCache {
 public:
  static constexpr size_t kGranule = 16;  // operator new's alignment; classes are multiples of it
  static constexpr size_t kLargest = 512;
  static constexpr size_t kClasses = kLargest / kGranule;
  static constexpr uint32_t kDepth = 512;

  // Whether a request of n bytes is served from a size class (1..kLargest bytes).
  static constexpr bool cached(size_t n) { return n - 1 < kLargest; }
  // The class of a request of n bytes (cached(n)); its blocks have (class + 1) * kGranule bytes.
  static constexpr size_t classOf(size_t n) { return (n - 1) / kGranule; }
  // The bytes to ask upstream for a request of n: its class's size when cached, else n.
  static constexpr size_t blockSize(size_t n) { return cached(n) ? (classOf(n) + 1) * kGranule : n; }
  // The class a block of `usable` bytes can serve (the largest whose size it covers), or
  // kClasses when it is too small or too large to be kept.
  static constexpr size_t classOfUsable(size_t usable) {
    return usable < kGranule || usable > kLargest ? kClasses : usable / kGranule - 1;
  }

  // The most recently kept block of class c, or null.
  void* pop(size_t c) { return count_[c] ? slots_[c][--count_[c]] : nullptr; }
  // Keeps a block of class c when there is room; false when the caller is to release it (the
  // class is full, or the cache is not open).
  bool keep(void* p, size_t c) {
    if (count_[c] >= limit_) return false;
    slots_[c][count_[c]++] = p;
    return true;
  }
  // A cache keeps nothing until it is opened: the owner's first release finds it closed, and
  // sets up what it needs (operator_new.cpp: the drain at thread exit) without a test of its own
  // on every release.
  void open() { limit_ = kDepth; }

  // A block for a request of n bytes: kept, or new from upstream (null when that fails).
  void* take(size_t n) {
    if (cached(n))
      if (void* p = pop(classOf(n))) return p;
    return Upstream::allocate(blockSize(n));
  }
  // A block that take(n) gave (as a sized delete gives it back).
  void give(void* p, size_t n) {
    if (!cached(n) || !keep(p, classOf(n))) Upstream::release(p);
  }

  // Gives every kept block back, and closes the cache: later blocks go straight upstream (the
  // thread is ending and this cache will not be drained again).
  void drain() {
    for (size_t c = 0; c < kClasses; ++c) {
      while (count_[c]) Upstream::release(slots_[c][--count_[c]]);
    }
    limit_ = 0;
  }

  uint32_t kept(size_t c) const { return count_[c]; }

 private:
  uint32_t limit_ = 0;  // not open
  uint32_t count_[kClasses] = {};
  void* slots_[kClasses][kDepth] = {};
};

}  // namespace pf::alloc
