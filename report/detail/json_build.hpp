#pragma once
// Building the JSON documents (JSON report, SARIF) as Values: strings are UTF-8-repaired.
#include <string_view>

#include "engine/core/value.hpp"
#include "engine/core/utf8.hpp"

namespace pf::report::detail {

inline Value text(std::string_view s) { return Value(utf8::sanitize(s)); }
inline Value count(size_t n) { return Value(static_cast<long long>(n)); }

}  // namespace pf::report::detail
