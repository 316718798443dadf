#pragma once
// Plays the extensibility host: sends each request as the host would (path, headers, body),
// enforces the host's limits, and records the transport rules (EXT001-EXT004) for every
// exchange. Checks of what came back are the callers' (check_*.hpp).
#include <optional>
#include <random>
#include <string>
#include <string_view>

#include "contract/check_log.hpp"
#include "contract/http_client.hpp"
#include "contract/options.hpp"
#include "contract/url.hpp"

namespace pf::contract {

class Host {
 public:
  // `send` makes each exchange (preflight-http.so's client, http_loader.hpp).
  Host(Url endpoint, TestOptions options, CheckLog& log, SendRequest send);

  // POST {endpoint}/{extensionVersion}/resource/{endpointOp, else op} with `body`, reported as
  // part of `op` (a RELO poll of createOrUpdate is a get request). Null when there is no answer
  // to check: the body was over the request limit (not sent), the answer did not come in time
  // or was too large, or the exchange failed; the finding is recorded.
  std::optional<HttpResponse> post(Operation op, std::string_view step, const std::string& body,
                                   std::optional<Operation> endpointOp = std::nullopt);
  // GET `target` (path and query) on the endpoint's origin: the LRO operation poll.
  std::optional<HttpResponse> get(Operation op, std::string_view step, const std::string& target);

  const Url& endpoint() const { return endpoint_; }
  const TestOptions& options() const { return options_; }
  CheckLog& log() { return log_; }

  // The request headers of the host (extension-api reference, section 2.1) for one request.
  Headers requestHeaders();

 private:
  std::optional<HttpResponse> exchange(Operation op, std::string_view step, const std::string& method,
                                       const std::string& target, const std::string& body);
  std::string newUuid();
  std::string hex(size_t bytes);

  Url endpoint_;
  TestOptions options_;
  CheckLog& log_;
  SendRequest send_;
  std::mt19937_64 random_;
  std::string correlationId_;  // one per test run, as a deployment groups its requests
  std::string traceId_;
};

}  // namespace pf::contract
