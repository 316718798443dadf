#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <vector>

#include "report/detail/for_ranges.hpp"

using pf::report::detail::forRanges;

TEST_CASE("for ranges: every item is visited once, in ranges of at least the minimum", "[report][parallel]") {
  for (unsigned threads : {0u, 1u, 2u, 3u, 16u}) {
    for (size_t count : {size_t(0), size_t(1), size_t(9), size_t(10), size_t(1000)}) {
      std::vector<std::atomic<int>> visits(count);
      std::atomic<size_t> calls{0}, smallest{count + 1};
      forRanges(count, threads, 10, [&](size_t begin, size_t end) {
        REQUIRE(begin < end);
        REQUIRE(end <= count);
        ++calls;
        size_t n = end - begin, seen = smallest;
        while (n < seen && !smallest.compare_exchange_weak(seen, n)) {
        }
        for (size_t i = begin; i < end; ++i) ++visits[i];
      });
      for (size_t i = 0; i < count; ++i) CHECK(visits[i] == 1);
      CHECK(calls <= std::max(1u, threads));
      if (calls > 1) CHECK(smallest >= 10);
      if (count >= 20 && threads >= 2) CHECK(calls > 1);
    }
  }
}

TEST_CASE("for ranges: what a range throws comes out after the others finished", "[report][parallel]") {
  std::atomic<size_t> done{0};
  auto run = [&] {
    forRanges(100, 4, 1, [&](size_t begin, size_t end) {
      if (begin == 0) throw std::runtime_error("first range");
      done += end - begin;
    });
  };
  CHECK_THROWS_WITH(run(), "first range");
  CHECK(done == 75);
}
