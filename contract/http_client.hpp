#pragma once
// What one HTTP exchange sends and gets back. The client itself (cpp-httplib with TLS) is
// preflight-http.so, loaded by `extension test` alone (http_loader.hpp): one connection per
// request, no redirects followed, every request bounded: a deadline for the whole exchange
// (connect, send, headers, body) and a cap on the bytes of the answer.
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pf::contract {

using Headers = std::vector<std::pair<std::string, std::string>>;

struct HttpResponse {
  int status = 0;
  Headers headers;
  std::string body;
  // The first value of a header (names compare case-insensitively); null when absent.
  const std::string* header(std::string_view name) const;
};

enum class Failure {
  None,
  Timeout,   // no complete answer before the deadline
  TooLarge,  // the answer passed the byte cap; `response` holds the status and headers
  Other,     // connection refused or reset, TLS, malformed HTTP, ...
};

struct HttpResult {
  std::optional<HttpResponse> response;  // set when the status line and headers arrived
  Failure failure = Failure::None;
  std::string detail;       // why, for Other, in our words ("could not connect (...)")
  size_t bodyBytes = 0;     // body bytes received (for TooLarge: at least this many)
  std::chrono::milliseconds elapsed{0};
  bool ok() const { return failure == Failure::None; }
};

struct HttpLimits {
  std::chrono::milliseconds timeout{60'000};
  size_t maxResponseBytes = 20u * 1024 * 1024;
  std::string caCertFile;  // https: trust these certificates (PEM) instead of the system's
};

// Sends `method` (GET or POST) to `target` (a path with optional query) on `origin`
// ("scheme://host:port", Url::origin()). A POST carries `body` as application/json.
using SendRequest = HttpResult (*)(const std::string& origin, const std::string& method, const std::string& target,
                                   const Headers& headers, const std::string& body, const HttpLimits& limits);

}  // namespace pf::contract
