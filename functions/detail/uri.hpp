#pragma once
// URI handling for uri(), uriComponent(), uriComponentToString(), parseUri() and buildUri().
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"

namespace pf::uri {

// An RFC 3986 URI reference split by the regular expression of its appendix B.
struct Parts {
  std::string scheme;     // empty: none
  bool hasAuthority = false;
  std::string authority;  // userinfo@host:port
  std::string path;
  bool hasQuery = false;
  std::string query;      // without '?'
  bool hasFragment = false;
  std::string fragment;   // without '#'
};

Parts split(std::string_view ref);
std::string compose(const Parts& p);

// The authority's pieces; port is empty when none is written.
struct Authority {
  std::string userInfo;  // without '@'
  std::string host;      // "[...]" kept for IPv6
  std::string port;
};
Authority splitAuthority(std::string_view authority);

// ARM's uri(base, relative): RFC 3986 §5.2 resolution against an absolute base, with the
// documented twist that a base ending in '/' keeps its path when the relative part starts
// with '/'; the result is normalized like .NET's Uri (lower-case scheme and host, default
// port dropped, "/" for an empty path). Error message when the base is not absolute.
Result<std::string> resolve(std::string_view base, std::string_view relative);

// The default port of a scheme ("" when unknown).
std::string defaultPort(std::string_view scheme);

// .NET Uri.EscapeDataString: every byte but RFC 3986 unreserved characters is %XX-encoded.
std::string escapeDataString(std::string_view s);
// .NET Uri.UnescapeDataString: %XX sequences are decoded; sequences that are not valid
// UTF-8 stay escaped.
std::string unescapeDataString(std::string_view s);

}  // namespace pf::uri
