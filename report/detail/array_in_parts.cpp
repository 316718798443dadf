#include "report/detail/array_in_parts.hpp"

#include <algorithm>
#include <mutex>
#include <string>
#include <vector>

#include "report/detail/parts_in_order.hpp"

namespace pf::report::detail {

void writeArrayInParts(JsonStream& out, size_t count, unsigned threads,
                       const std::function<void(JsonStream&, size_t)>& write, size_t perPart) {
  perPart = std::max<size_t>(perPart, 1);
  size_t parts = (count + perPart - 1) / perPart;
  if (threads <= 1 || parts <= 1) {
    for (size_t i = 0; i < count; ++i) write(out, i);
    return;
  }
  JsonStream::Position at = out.position();
  // The texts handed on, kept as memory for the parts after them: a part's buffer then reaches
  // its size once rather than growing (and being copied) in every part.
  std::mutex spareLock;
  std::vector<std::string> spare;
  auto render = [&](size_t p) {
    size_t begin = p * perPart, end = std::min(count, begin + perPart);
    std::string buffer;
    {
      std::lock_guard lock(spareLock);
      if (!spare.empty()) {
        buffer = std::move(spare.back());
        spare.pop_back();
      }
    }
    JsonStream part(at, begin, std::move(buffer));
    for (size_t i = begin; i < end; ++i) write(part, i);
    return part.take();
  };
  size_t next = 0;
  auto take = [&](std::string&& text) {
    size_t begin = next++ * perPart;
    out.append(text, std::min(count, begin + perPart) - begin);
    std::lock_guard lock(spareLock);
    spare.push_back(std::move(text));
  };
  // Two parts in flight per thread: one being written, one waiting its turn.
  partsInOrder(parts, threads, size_t(2) * threads, render, take);
}

}  // namespace pf::report::detail
