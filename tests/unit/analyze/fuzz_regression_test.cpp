// The limits added for hostile input (see tests/unit/*/fuzz_regression_test.cpp) are findings of
// Azure.Template.Limits, like Resource Manager's other limits.
#include <catch2/catch.hpp>

#include "engine/analyze/diagnostic_targets.hpp"

using pf::analyze::diagnosticCategory;

TEST_CASE("fuzz: the limits on hostile input are judged as Resource Manager's limits", "[fuzz-regression][analyze]") {
  for (const char* code : {"EXP056", "EXP057", "EXP058", "EXP059", "EXP078", "EXP089", "EVAL060", "EVAL061"}) {
    INFO(code);
    CHECK(diagnosticCategory(pf::Diagnostic{code, pf::Severity::Error, "m", {}}) == "limits");
  }
  CHECK(diagnosticCategory(pf::Diagnostic{"BCPPF03", pf::Severity::Error, "m", {}}) == "valid");
  CHECK(diagnosticCategory(pf::Diagnostic{"EVAL030", pf::Severity::Error, "m", {}}) == "expressions");
}
