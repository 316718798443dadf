#pragma once
// A small Bicep extension served on the loopback interface (an ephemeral port) for the contract
// tests: one mode honours the contract in each of its shapes, each other mode breaks one rule.
// Every wait inside it is bounded and ends when it is destroyed, so no mode can hang a test.
#include <memory>
#include <string>
#include <vector>

namespace pf::test {

enum class FakeMode {
  // Honouring the contract.
  Conforming,      // synchronous: create 201, get 200, delete 204
  ConformingRelo,  // create 201 "Provisioning"; two gets "Provisioning", then "Succeeded"
  ConformingLro,   // create and delete 202 with Location; one poll "Running", then "Succeeded"
  // Breaking one rule each.
  WrongStatus,        // preview answers 201 (EXT010)
  MissingLocation,    // delete answers 202 without Location (EXT023)
  NeverTerminal,      // create 202; every poll "Running" (EXT050)
  MissingError,       // delete 202; the poll ends "Failed" without an error (EXT040)
  OversizeResponse,   // get answers a body over the cap, with Content-Length (EXT004)
  OversizeChunked,    // the same, chunked: no length announced (EXT004)
  SlowReply,          // get answers after the request timeout (EXT002)
  MalformedJson,      // get answers text that is not JSON (EXT030)
  NoRequestId,        // get answers without x-ms-request-id (EXT020)
  BadDate,            // get answers a Date that is not RFC 7231 (EXT021)
  WrongVersion,       // get answers another Version (EXT022)
  BadRetryAfter,      // delete 202 with Retry-After "5" (EXT024)
  NoIdentifiers,      // create answers 201 without identifiers (EXT031)
  NoConfigId,         // get does not return configId although a config was sent (EXT032)
  UnevaluatedDropped, // preview evaluates an expression it should have echoed (EXT033)
  BadErrorBody,       // preview answers 400 with a body that is not an ErrorResponse (EXT040)
  MiscasedStatus,     // RELO get answers "succeeded" (EXT051)
  Rejects,            // preview answers 400 with a well-formed error (EXT011)
  ReloVanishes,       // create 201 "Provisioning"; the RELO get answers 404 (EXT010)
  LroCanceled,        // delete 202; the poll ends "Canceled" with an error (EXT011)
  ForeignLocation,    // delete 202 with a Location on another host (EXT023 warning; polled here)
};

// One request as the fake received it.
struct FakeRequest {
  std::string method;
  std::string path;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  std::string header(const std::string& name) const;  // "" when absent
};

class FakeExtension {
 public:
  explicit FakeExtension(FakeMode mode, size_t oversizeBytes = 128 * 1024);
  ~FakeExtension();
  FakeExtension(const FakeExtension&) = delete;
  FakeExtension& operator=(const FakeExtension&) = delete;

  std::string endpoint() const;  // "http://127.0.0.1:<port>"
  std::vector<FakeRequest> requests() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pf::test
