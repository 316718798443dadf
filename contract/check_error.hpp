#pragma once
// Errors: the ErrorResponse body of 4xx/5xx answers and the error of a Failed or Canceled
// long-running operation (EXT040), and the failure itself (EXT011).
#include <string>
#include <string_view>

#include "contract/check_log.hpp"
#include "contract/http_client.hpp"
#include "engine/core/value.hpp"

namespace pf::contract {

// A 4xx or 5xx answer to `op`: headers when 400 (the one error the contract declares them on),
// the ErrorResponse body (an error for 400, a warning for other codes, which vnext leaves
// undeclared), then the failure, with the extension's code and message when readable.
void checkErrorAnswer(CheckLog& log, Operation op, std::string_view step, const HttpResponse& r,
                      const std::string& extensionVersion);

// The `error` member of a LongRunningOperation that ended Failed or Canceled: present, with the
// Error shape; then the failure. `status` is the terminal status text.
void checkOperationError(CheckLog& log, Operation op, std::string_view step, const Value& body, std::string_view status);

// "code" (PascalCase), "message", "target" (JSON Pointer), "details" (code and message each):
// each problem of an Error object, with the path of the field; empty when well formed.
struct ErrorProblem {
  std::string field;  // "error.code", "error.details[1].message"
  std::string expected;
  std::string actual;
  bool soft = false;  // a "should" of the contract (PascalCase, innererror spelling): a warning
};
std::vector<ErrorProblem> errorProblems(const Value& error, const std::string& path);

// "InvalidResource: \"message\"", for the OperationFailed message.
std::string errorSummary(const Value& error);

}  // namespace pf::contract
