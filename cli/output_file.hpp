#pragma once
// Writing a report or compiled file where the user asked: missing folders are created, and a
// failure says why (the system's reason, e.g. "Permission denied").
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace pf::cli {

// Writes `text` to `path`, creating its folder first. Returns the reason on failure.
std::optional<std::string> writeOutputFile(const std::string& path, std::string_view text);
// The same, for text produced in pieces: `produce` calls its sink with each piece in order.
std::optional<std::string> writeOutputFile(const std::string& path,
                                           const std::function<void(const std::function<void(std::string_view)>&)>& produce);

}  // namespace pf::cli
