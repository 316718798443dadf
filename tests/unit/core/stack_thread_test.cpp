// Work on a thread with a stack of a known size, whatever the caller's stack is.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "engine/core/stack_thread.hpp"

using namespace pf;

namespace {

// About 1 KB of stack per level, which the compiler may not fold away.
size_t deep(size_t n) {
  volatile char frame[1024];
  frame[0] = static_cast<char>(n);
  return n == 0 ? frame[0] : deep(n - 1) + 1;
}

}  // namespace

TEST_CASE("stack thread: a recursion 64 MB deep runs on the work stack; onWorkStack says where it is", "[core][depth]") {
  CHECK_FALSE(onWorkStack());
  size_t got = 0;
  bool inside = false;
  runWithStack([&] {
    inside = onWorkStack();
    got = deep(64 * 1024);
  });
  CHECK(inside);
  CHECK(got == 64 * 1024);
  CHECK_FALSE(onWorkStack());
  // Already on one: runOnWorkStack stays on the same thread.
  runWithStack([&] {
    bool nested = false;
    runOnWorkStack([&] { nested = onWorkStack(); });
    CHECK(nested);
  });
}

TEST_CASE("stack thread: an exception reaches the caller of join()", "[core][depth]") {
  CHECK_THROWS_WITH(runWithStack([] { throw std::runtime_error("from the worker"); }), "from the worker");
  StackThread t;
  t.start([] {});
  t.join();
  t.join();  // a second join is harmless
}
