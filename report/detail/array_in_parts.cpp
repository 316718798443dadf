#include "report/detail/array_in_parts.hpp"

#include <algorithm>
#include <string>

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
  auto render = [&](size_t p) {
    size_t begin = p * perPart, end = std::min(count, begin + perPart);
    JsonStream part(at, begin);
    for (size_t i = begin; i < end; ++i) write(part, i);
    return part.take();
  };
  size_t next = 0;
  auto take = [&](std::string&& text) {
    size_t begin = next++ * perPart;
    out.append(text, std::min(count, begin + perPart) - begin);
  };
  // Two parts in flight per thread: one being written, one waiting its turn.
  partsInOrder(parts, threads, size_t(2) * threads, render, take);
}

}  // namespace pf::report::detail
