// The per-thread small-block cache in front of the command's allocator: which requests it serves,
// that it answers with the most recently freed block of the class, that what it keeps is bounded
// and that draining gives every block back (operator_new.cpp runs it in the command).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <memory>
#include <set>
#include <vector>

#include "cli/allocator/small_block_cache.hpp"

namespace {

// An upstream that counts what it hands out and takes back, and remembers each block's size.
struct Ledger {
  std::set<void*> live;
  std::vector<size_t> sizes;  // of every allocate() call, in order
  size_t released = 0;
};
Ledger* ledger = nullptr;  // the test's own, set by each test case before use

struct Counting {
  static void* allocate(size_t n) {
    void* p = std::malloc(n);
    ledger->live.insert(p);
    ledger->sizes.push_back(n);
    return p;
  }
  static void release(void* p) {
    REQUIRE(ledger->live.erase(p) == 1);  // only blocks it gave, each once
    std::free(p);
    ++ledger->released;
  }
};
using Cache = pf::alloc::SmallBlockCache<Counting>;

}  // namespace

TEST_CASE("small block cache: size classes", "[alloc]") {
  STATIC_REQUIRE(Cache::cached(1));
  STATIC_REQUIRE(Cache::cached(Cache::kLargest));
  STATIC_REQUIRE(!Cache::cached(Cache::kLargest + 1));
  STATIC_REQUIRE(!Cache::cached(0));  // operator new(0) goes upstream
  CHECK(Cache::classOf(1) == 0);
  CHECK(Cache::classOf(16) == 0);
  CHECK(Cache::classOf(17) == 1);
  CHECK(Cache::classOf(Cache::kLargest) == Cache::kClasses - 1);
  // What is asked of upstream: the class's size, or a large request as it is.
  CHECK(Cache::blockSize(1) == 16);
  CHECK(Cache::blockSize(17) == 32);
  CHECK(Cache::blockSize(Cache::kLargest) == Cache::kLargest);
  CHECK(Cache::blockSize(Cache::kLargest + 1) == Cache::kLargest + 1);
  // A block is kept in the largest class its usable size covers.
  CHECK(Cache::classOfUsable(15) == Cache::kClasses);
  CHECK(Cache::classOfUsable(16) == 0);
  CHECK(Cache::classOfUsable(40) == 1);  // serves requests of 17..32 bytes
  CHECK(Cache::classOfUsable(Cache::kLargest) == Cache::kClasses - 1);
  CHECK(Cache::classOfUsable(Cache::kLargest + 8) == Cache::kClasses);
}

TEST_CASE("small block cache: the most recently freed block of the class comes back first", "[alloc]") {
  Ledger l;
  ledger = &l;
  auto cache = std::make_unique<Cache>();
  cache->open();
  void* a = cache->take(24);
  void* b = cache->take(30);
  REQUIRE(l.sizes == std::vector<size_t>{32, 32});  // requests are rounded up to their class
  cache->give(a, 24);
  cache->give(b, 30);
  CHECK(cache->kept(1) == 2);
  CHECK(cache->take(17) == b);
  CHECK(cache->take(32) == a);
  CHECK(l.sizes.size() == 2);  // both answered from the cache
  // Another class does not borrow them.
  cache->give(a, 20);
  void* c = cache->take(8);
  CHECK(c != a);
  CHECK(l.sizes.back() == 16);
  // Large requests pass through untouched, both ways.
  const size_t before = l.live.size();
  void* big = cache->take(Cache::kLargest + 1);
  CHECK(l.sizes.back() == Cache::kLargest + 1);
  cache->give(big, Cache::kLargest + 1);
  CHECK(l.live.size() == before);
  cache->give(b, 32);
  cache->give(c, 8);
  cache->drain();
  CHECK(l.live.empty());
}

TEST_CASE("small block cache: it keeps nothing until opened, at most kDepth blocks a class, and nothing once drained", "[alloc]") {
  Ledger l;
  ledger = &l;
  auto cache = std::make_unique<Cache>();
  void* first = cache->take(100);
  CHECK_FALSE(cache->keep(first, Cache::classOf(100)));  // not open: the owner sets up first
  cache->open();
  CHECK(cache->keep(first, Cache::classOf(100)));
  CHECK(cache->pop(Cache::classOf(100)) == first);
  CHECK(cache->pop(Cache::classOf(100)) == nullptr);

  std::vector<void*> blocks{first};
  for (uint32_t i = 1; i < Cache::kDepth + 10; ++i) blocks.push_back(cache->take(100));
  for (void* p : blocks) cache->give(p, 100);
  CHECK(cache->kept(Cache::classOf(100)) == Cache::kDepth);
  CHECK(l.released == 10);  // the overflow went straight back
  CHECK(l.live.size() == Cache::kDepth);

  // Drained as its thread ends: every block goes back, and later ones are not kept.
  cache->drain();
  CHECK(cache->kept(Cache::classOf(100)) == 0);
  CHECK(l.live.empty());
  void* q = cache->take(100);
  cache->give(q, 100);
  CHECK(cache->kept(Cache::classOf(100)) == 0);
  CHECK(l.live.empty());
}
