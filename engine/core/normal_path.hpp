#pragma once
// Joining a path to an absolute folder and normalising it by text alone, for the shapes paths
// found by walking folders have: std::filesystem parses each path into a list of elements first,
// which made working out a report path cost some 12,000 instructions (thousands per run).
#include <optional>
#include <string>
#include <string_view>

namespace pf {

// (base / path).lexically_normal().generic_string() on POSIX, where `base` is an absolute
// normal path ("/", or without a trailing slash) and `path` is absolute or relative to it.
// nullopt when `path` has a shape this does not handle (an empty or "." element, e.g. "a//b",
// "./a" or "a/"; a last element ".."; an empty path): std::filesystem then decides.
std::optional<std::string> normalJoin(std::string_view base, std::string_view path);

// `path` is names joined by single slashes: not empty, no leading or trailing slash, no empty,
// "." or ".." element. Such a path means the same by its text as by the walk the kernel makes.
bool plainNames(std::string_view path);

}  // namespace pf
