#include "report/detail/for_ranges.hpp"

#include <algorithm>
#include <exception>
#include <thread>
#include <vector>

namespace pf::report::detail {

void forRanges(size_t count, unsigned threads, size_t minPerRange, const std::function<void(size_t, size_t)>& fn) {
  size_t ranges = std::min<size_t>(std::max(threads, 1u), count / std::max<size_t>(minPerRange, 1));
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
  std::vector<std::thread> helpers;
  size_t r = 1;
  for (; r < ranges; ++r) {
    try {
      helpers.emplace_back(run, r);
    } catch (...) {
      break;  // no more threads to be had (or no memory for one): the calling thread does the rest
    }
  }
  run(0);
  for (; r < ranges; ++r) run(r);
  for (std::thread& t : helpers) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
}

}  // namespace pf::report::detail
