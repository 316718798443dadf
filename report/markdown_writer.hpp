#pragma once
// `--format markdown`: a pull-request comment. A heading with the summary, a table of problems
// per rule, then one table per file with the findings. Untrusted text is escaped (no HTML, no
// @mentions). The whole comment stays within options.markdownMaxBytes: details that do not
// fit are left out with a note saying how many.
#include <string>

#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

std::string markdownReport(const Report& report, const WriteOptions& options = {});

}  // namespace pf::report
