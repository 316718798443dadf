#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "report/detail/parts_in_order.hpp"

using pf::report::detail::partsInOrder;

TEST_CASE("parts in order: every part is rendered once and taken in order, for any number of threads",
          "[report][parallel]") {
  for (unsigned threads : {0u, 1u, 2u, 3u, 8u}) {
    for (size_t window : {size_t(1), size_t(2), size_t(5)}) {
      for (size_t count : {size_t(0), size_t(1), size_t(2), size_t(37)}) {
        std::vector<std::atomic<int>> renders(count);
        std::vector<std::string> taken;
        partsInOrder(
            count, threads, window,
            [&](size_t i) {
              ++renders[i];
              return "part " + std::to_string(i);
            },
            [&](std::string&& text) { taken.push_back(std::move(text)); });
        REQUIRE(taken.size() == count);
        for (size_t i = 0; i < count; ++i) {
          CHECK(taken[i] == "part " + std::to_string(i));
          CHECK(renders[i] == 1);
        }
      }
    }
  }
}

TEST_CASE("parts in order: no more than the window is rendered ahead of what is taken", "[report][parallel]") {
  const size_t window = 3;
  std::atomic<size_t> begun{0}, takenCount{0}, mostAhead{0};
  partsInOrder(
      40, 4, window,
      [&](size_t i) {
        size_t ahead = ++begun - takenCount;
        size_t seen = mostAhead;
        while (ahead > seen && !mostAhead.compare_exchange_weak(seen, ahead)) {
        }
        return std::to_string(i);
      },
      [&](std::string&&) {
        // A slow writer: the renderers would run far ahead if nothing held them back.
        if (takenCount == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        ++takenCount;
      });
  CHECK(takenCount == 40);
  // A part may start as soon as the one `window` before it is handed over, before take() counts it.
  CHECK(mostAhead <= window + 1);
}

TEST_CASE("parts in order: what render or take throws comes out, after the threads stopped", "[report][parallel]") {
  for (unsigned threads : {1u, 2u, 4u}) {
    std::vector<std::string> taken;
    auto failingRender = [&] {
      partsInOrder(
          50, threads, 4,
          [](size_t i) {
            if (i == 17) throw std::runtime_error("render 17");
            return std::to_string(i);
          },
          [&](std::string&& t) { taken.push_back(std::move(t)); });
    };
    CHECK_THROWS_WITH(failingRender(), "render 17");
    CHECK(taken.size() <= 17);
    auto failingTake = [&] {
      partsInOrder(
          50, threads, 4, [](size_t i) { return std::to_string(i); },
          [](std::string&& t) {
            if (t == "9") throw std::runtime_error("take 9");
          });
    };
    CHECK_THROWS_WITH(failingTake(), "take 9");
  }
}
