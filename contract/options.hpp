#pragma once
// What `preflight extension test` runs and its bounds. Every wait is bounded in time and every
// loop in count; tests pass small values so that a misbehaving extension cannot stall them.
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pf::contract {

using Millis = std::chrono::milliseconds;

// The resource operations of the contract, in the order a test runs them.
enum class Operation { Preview, CreateOrUpdate, Get, Delete };
const char* operationName(Operation op);  // "preview", "createOrUpdate", "get", "delete"
// "preview", "create" or "createOrUpdate", "get", "delete" (case-insensitive).
std::optional<Operation> parseOperation(std::string_view name);

// The extensibility host's limits (extension-api reference, section 5).
inline constexpr size_t kHostMaxRequestBytes = 4u * 1024 * 1024;
inline constexpr size_t kHostMaxResponseBytes = 20u * 1024 * 1024;
inline constexpr Millis kHostRequestTimeout{60'000};

struct PollOptions {
  Millis defaultInterval{60'000};  // no Retry-After: the host waits 60 s
  Millis minInterval{10'000};      // Retry-After is honoured within the contract's 10..600 s
  Millis maxInterval{600'000};
  std::optional<Millis> interval;  // --poll-interval: this wait whatever Retry-After says
  Millis maxWait{600'000};         // --max-wait: the whole of one operation's polling
  size_t maxPolls = 1000;          // a bound in count too, whatever the intervals are
};

struct TestOptions {
  std::string extensionVersion = "1.0.0";  // the {extensionVersion} path segment
  std::vector<Operation> operations{Operation::Preview, Operation::CreateOrUpdate, Operation::Get, Operation::Delete};
  Millis requestTimeout = kHostRequestTimeout;
  size_t maxRequestBytes = kHostMaxRequestBytes;
  size_t maxResponseBytes = kHostMaxResponseBytes;
  std::string caCertFile;  // --ca-cert: a local endpoint's self-signed certificate
  PollOptions poll;
};

}  // namespace pf::contract
