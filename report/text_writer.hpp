#pragma once
// `--format text`: for people at a terminal. Findings grouped by file, in source order,
// then skipped inputs and one summary line. Colours only when options.color is set.
#include <string>

#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

std::string textReport(const Report& report, const WriteOptions& options = {});

}  // namespace pf::report
