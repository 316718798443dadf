#include "report/detail/for_ranges.hpp"

#include <algorithm>
#include <deque>
#include <exception>
#include <vector>

namespace pf::report::detail {

void forRanges(size_t count, Threads threads, size_t minPerRange, const std::function<void(size_t, size_t)>& fn) {
  size_t ranges = std::min<size_t>(std::max(threads.count, 1u), count / std::max<size_t>(minPerRange, 1));
  if (ranges <= 1) {
    if (count) fn(0, count);
    return;
  }
  auto bounds = [&](size_t r) { return count * r / ranges; };
  std::vector<std::exception_ptr> errors(ranges);
  auto run = [&](size_t r) {
    try {
      fn(bounds(r), bounds(r + 1));
    } catch (...) {
      errors[r] = std::current_exception();
    }
  };
  // A range whose thread cannot be started runs on the calling thread, inside startIn().
  std::deque<StackThread> helpers;
  for (size_t r = 1; r < ranges; ++r) helpers.emplace_back().startIn(threads.crew, [&run, r] { run(r); });
  run(0);
  for (StackThread& t : helpers) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
}

}  // namespace pf::report::detail
