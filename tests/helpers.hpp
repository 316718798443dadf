#pragma once
// Small helpers shared by the unit tests.
#include <string>

#include "engine/core/json.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/registry.hpp"

namespace pf::test {

// The function library, built once for the test run.
const FunctionRegistry& functions();

// Parse JSON text; throws (test boundary) with the diagnostics when it fails.
Value json(std::string_view text);

// Evaluate an expression ("[...]" or bare) with parameters given as a JSON object text.
Result<Value> eval(std::string_view expr, std::string_view paramsJson = "{}");
// Evaluate and return the compact JSON of the result, or "error <CODE>: <message>".
std::string evalJson(std::string_view expr, std::string_view paramsJson = "{}");

// Run the preflight binary with arguments; returns exit code and fills stdout/stderr.
// `env`, when given, is passed to env(1) in front of the binary ("-u VAR NAME=value ...").
int runCli(const std::string& args, std::string* out = nullptr, std::string* err = nullptr,
           const std::string& env = "");

// For runCli's `env`: run the binary under `ulimit -s <kb>` ("unlimited" also works), as a
// small (or unlimited) main-thread stack in a CI runner would; env(1) starts sh, which sets
// the limit and then executes the binary with the arguments.
std::string stackLimit(const std::string& kb);

}  // namespace pf::test
