#pragma once
// Absolute http(s) URLs: the --endpoint and the Location of a 202 answer.
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"

namespace pf::contract {

struct Url {
  std::string scheme;  // "http" or "https", lower case
  std::string host;    // as written; an IPv6 literal keeps its brackets
  uint16_t port = 0;   // the scheme's default when not written
  std::string path;    // from the first '/' or '?', fragment removed; may be empty

  // "scheme://host:port": what the HTTP client connects to.
  std::string origin() const;
  // Same scheme, host (case-insensitive) and port.
  bool sameOrigin(const Url& other) const;
};

// An absolute http or https URL without user information, whitespace or control characters.
// Errors: EXT101 with `what` ("--endpoint", "Location") naming the text.
Result<Url> parseUrl(std::string_view text, std::string_view what);

}  // namespace pf::contract
