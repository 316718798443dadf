#pragma once
// `--format junit`: JUnit XML for CI test tabs. One <testsuite> per rule (in the report's rule
// order, then rules only known from findings), one <testcase> per finding: a failure is
// <failure>, a rule error <error>, an inconclusive or suppressed result <skipped>, a pass an
// empty test case. Every result given is written (the caller decides whether passes are in).
#include <functional>
#include <string>
#include <string_view>

#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

std::string junitReport(const Report& report, const WriteOptions& options = {});
// The same document handed to `sink` in pieces, as it is written: never held whole.
void writeJunitReport(const Report& report, const WriteOptions& options, const std::function<void(std::string_view)>& sink);

}  // namespace pf::report
