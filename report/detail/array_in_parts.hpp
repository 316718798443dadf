#pragma once
// The values of a big JSON array (a report's findings) written on several threads: in parts of
// consecutive values, each part by one thread, handed to the stream in order.
#include <cstddef>
#include <functional>

#include "report/detail/json_stream.hpp"

namespace pf::report::detail {

// How many values one part holds: a few hundred findings are some 300 KB to 1 MB of text.
inline constexpr size_t kValuesPerPart = 384;

// Writes values 0 .. count-1 into the array `out` has just opened, value i by write(stream, i).
// With threads > 1 the parts are rendered on up to that many threads (write must then only read
// what it shares); else every value goes straight into `out`. The text is the same either way.
void writeArrayInParts(JsonStream& out, size_t count, unsigned threads,
                       const std::function<void(JsonStream&, size_t)>& write, size_t perPart = kValuesPerPart);

}  // namespace pf::report::detail
