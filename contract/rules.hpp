#pragma once
// The contract rules `preflight extension test` checks: one table (contract/rules.cpp) of stable
// ids, names, levels and advice, from which findings and the report's rule list are made.
// The ids are documented in contract/README.md; never renumber them.
#include <span>
#include <string_view>

#include "report/finding.hpp"

namespace pf::contract {

enum class Rule {
  Transport,          // EXT001 the request could not be sent or the answer read
  Timeout,            // EXT002 no answer within the per-request timeout (host: 504)
  RequestTooLarge,    // EXT003 request body over 4 MB (ARM: 413, never sent)
  ResponseTooLarge,   // EXT004 response over 20 MB (host: 502, body dropped)
  StatusCode,         // EXT010 a status code the contract does not allow at this step
  OperationFailed,    // EXT011 the extension reported a failure (the test could not complete)
  RequestId,          // EXT020 x-ms-request-id missing or not a uuid
  DateHeader,         // EXT021 Date missing or not an RFC 7231 date
  VersionHeader,      // EXT022 Version missing or not the extension version asked for
  LocationHeader,     // EXT023 202 without a usable absolute Location
  RetryAfter,         // EXT024 Retry-After not integer seconds in 10..600
  Json,               // EXT030 a body that is not JSON, or not an object
  BodyShape,          // EXT031 a Resource, PreviewResource or LongRunningOperation field missing or mistyped
  Config,             // EXT032 config not echoed, configId not returned or changed
  Unevaluated,        // EXT033 preview did not echo unevaluated expressions and their paths
  ErrorBody,          // EXT040 an error without the ErrorResponse shape (also Failed/Canceled without error)
  NonTerminal,        // EXT050 a long-running operation still running when --max-wait ran out
  StatusValue,        // EXT051 a terminal status spelled in another case, which the host never ends on
};

struct RuleSpec {
  Rule rule;
  std::string_view id;    // "EXT010"
  std::string_view name;  // "Extension.StatusCode"
  report::Level level;    // the default level of its findings
  std::string_view description;
  std::string_view recommendation;
};

std::span<const RuleSpec> allRules();
const RuleSpec& ruleSpec(Rule rule);

// The report's rule list (SARIF tool.driver.rules and the other formats' listings).
report::RuleInfo ruleInfo(const RuleSpec& spec);

}  // namespace pf::contract
