#include "contract/host.hpp"

#include "contract/display.hpp"
#include "engine/core/uuid.hpp"

namespace pf::contract {

namespace {

// The host names itself in Referer; the extension may log it. This one says who is calling.
constexpr const char* kReferer = "https://extensibility-host.preflight.invalid/extension-test";

}  // namespace

Host::Host(Url endpoint, TestOptions options, CheckLog& log, SendRequest send)
    : endpoint_(std::move(endpoint)),
      options_(std::move(options)),
      log_(log),
      send_(send),
      random_(std::random_device{}()) {
  correlationId_ = newUuid();
  traceId_ = hex(16);
}

std::string Host::hex(size_t bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < bytes; ++i) {
    auto b = static_cast<unsigned>(random_() & 0xFF);
    s += kDigits[b >> 4];
    s += kDigits[b & 0xF];
  }
  return s;
}

std::string Host::newUuid() {
  Uuid u{};
  for (auto& b : u) b = static_cast<uint8_t>(random_() & 0xFF);
  stampUuid(u, 4);
  return formatUuid(u);
}

Headers Host::requestHeaders() {
  return {
      {"Accept", "application/json"},
      {"Accept-Language", "en-US"},
      {"Referer", kReferer},
      {"x-ms-client-request-id", newUuid()},
      {"x-ms-correlation-request-id", correlationId_},
      // W3C trace context: version 00, the run's trace id, a span id per request, sampled.
      {"traceparent", "00-" + traceId_ + "-" + hex(8) + "-01"},
      {"tracestate", "preflight=extension-test"},
      {"User-Agent", "preflight-extension-test"},
  };
}

std::optional<HttpResponse> Host::post(Operation op, std::string_view step, const std::string& body,
                                       std::optional<Operation> endpointOp) {
  std::string target = endpoint_.path;
  while (!target.empty() && target.back() == '/') target.pop_back();
  target += "/" + options_.extensionVersion + "/resource/" + operationName(endpointOp.value_or(op));
  log_.checked(Rule::RequestTooLarge, op);
  if (body.size() > options_.maxRequestBytes) {
    log_.violation({Rule::RequestTooLarge, op, std::string(step), "request body",
                    "at most " + byteCount(options_.maxRequestBytes) + " (Resource Manager answers 413 and never sends it)",
                    byteCount(body.size()) + "; not sent"});
    return std::nullopt;
  }
  return exchange(op, step, "POST", target, body);
}

std::optional<HttpResponse> Host::get(Operation op, std::string_view step, const std::string& target) {
  return exchange(op, step, "GET", target, "");
}

std::optional<HttpResponse> Host::exchange(Operation op, std::string_view step, const std::string& method,
                                           const std::string& target, const std::string& body) {
  log_.checked(Rule::Transport, op);
  log_.checked(Rule::Timeout, op);
  log_.checked(Rule::ResponseTooLarge, op);
  HttpLimits limits{options_.requestTimeout, options_.maxResponseBytes, options_.caCertFile};
  HttpResult r = send_(endpoint_.origin(), method, target, requestHeaders(), body, limits);
  std::string what = method + " " + target;
  switch (r.failure) {
    case Failure::None: return std::move(r.response);
    case Failure::Timeout:
      log_.violation({Rule::Timeout, op, std::string(step), "answer to " + what,
                      "a complete answer within " + duration(options_.requestTimeout.count()) +
                          " (the host answers 504 Gateway Timeout)",
                      r.response ? "the status line and headers, then no complete body after " + duration(r.elapsed.count())
                                 : "no answer after " + duration(r.elapsed.count())});
      return std::nullopt;
    case Failure::TooLarge:
      log_.violation({Rule::ResponseTooLarge, op, std::string(step), "answer to " + what,
                      "at most " + byteCount(options_.maxResponseBytes) + " (the host drops the body and answers 502 Bad Gateway)",
                      "more than " + byteCount(options_.maxResponseBytes) + " (" + byteCount(r.bodyBytes) +
                          " or more); cut off"});
      return std::nullopt;
    case Failure::Other:
      log_.violation({Rule::Transport, op, std::string(step), "answer to " + what, "an HTTP answer from " + endpoint_.origin(),
                      r.detail});
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace pf::contract
