#pragma once
// Deterministic placeholder identifiers: the same input always gives the same output, so
// two runs (and two resources that refer to each other) agree without any random state.
#include <string>
#include <string_view>

namespace pf::mocks::detail {

// preflight's own (arbitrary, fixed) namespace for mock identifiers; changing it changes
// every placeholder GUID.
inline constexpr std::string_view kMockNamespace = "6f1c3a52-9d0e-4b7a-8c31-2e5f0d9a7b64";

// An RFC 4122 version 5 (name-based, SHA-1) UUID of `name` in namespace `ns` (a UUID in
// its usual text form), lower-case and hyphenated.
std::string nameUuid(std::string_view name, std::string_view ns = kMockNamespace);

// `length` lower-case hex digits derived from `name` (any length; SHA-1 blocks are chained).
std::string stableHex(std::string_view name, size_t length);

}  // namespace pf::mocks::detail
