// The preflight command's global operator new and delete: small blocks through a per-thread
// SmallBlockCache (small_block_cache.hpp says why), everything else straight to mimalloc.
// Built into the command only when it links mimalloc (CMakeLists.txt), never into the tests or
// with the sanitizers. The aligned forms are left to mimalloc's own replacements: what they
// allocate they also free, and this cache never sees their blocks.
//
// The cache is per thread and lives as long as its thread, the way an allocator's own
// thread state does; it holds no program data. A thread that ends gives its blocks back.
#include <mimalloc.h>

#include <cstddef>
#include <new>

#include "cli/allocator/small_block_cache.hpp"

namespace {

struct Mimalloc {
  static void* allocate(size_t n) { return mi_malloc(n); }
  static void release(void* p) { mi_free(p); }
};
using Cache = pf::alloc::SmallBlockCache<Mimalloc>;

// Zero-initialized at thread start, without a constructor to run or check for.
constinit thread_local Cache cache;

// Gives the thread's blocks back when it ends. Set up by the thread's first release, which finds
// the cache not yet open; the cache itself has no destructor, so the usual paths never test
// whether it was constructed or set up.
struct DrainAtExit {
  bool armed = false;
  ~DrainAtExit() {
    if (armed) cache.drain();
  }
};
thread_local DrainAtExit drainAtExit;
constinit thread_local bool opened = false;

// A block the cache did not keep: the thread's first (the cache is opened), a full class, or
// one released after the thread's drain.
[[gnu::noinline]] void releaseUnkept(void* p, size_t c) {
  if (!opened) {
    opened = true;
    drainAtExit.armed = true;
    cache.open();
    if (cache.keep(p, c)) return;
  }
  mi_free(p);
}

[[gnu::noinline]] void* allocateNew(size_t n) {
  if (void* p = mi_malloc(Cache::blockSize(n))) return p;
  if (n == 0) return allocateNew(1);  // a unique address, as operator new(0) must give
  throw std::bad_alloc();
}

void* allocate(size_t n) {
  if (Cache::cached(n))
    if (void* p = cache.pop(Cache::classOf(n))) return p;
  return allocateNew(n);
}

void giveClass(void* p, size_t c) {
  if (!cache.keep(p, c)) releaseUnkept(p, c);
}

void releaseSized(void* p, size_t n) {
  if (!p) return;
  if (Cache::cached(n)) return giveClass(p, Cache::classOf(n));
  mi_free(p);
}

void releaseUnsized(void* p) {
  if (!p) return;
  const size_t c = Cache::classOfUsable(mi_usable_size(p));
  if (c < Cache::kClasses) return giveClass(p, c);
  mi_free(p);
}

}  // namespace

void* operator new(size_t n) { return allocate(n); }
void* operator new[](size_t n) { return allocate(n); }
void* operator new(size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept { releaseUnsized(p); }
void operator delete[](void* p) noexcept { releaseUnsized(p); }
void operator delete(void* p, size_t n) noexcept { releaseSized(p, n); }
void operator delete[](void* p, size_t n) noexcept { releaseSized(p, n); }
void operator delete(void* p, const std::nothrow_t&) noexcept { releaseUnsized(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { releaseUnsized(p); }
