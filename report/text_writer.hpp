#pragma once
// `--format text`: for people at a terminal. Findings grouped by file, in source order,
// then skipped inputs and one summary line. Colours only when options.color is set.
#include <functional>
#include <string>
#include <string_view>

#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

std::string textReport(const Report& report, const WriteOptions& options = {});
// The same text handed to `sink` in pieces, as it is written: never held whole.
void writeTextReport(const Report& report, const WriteOptions& options, const std::function<void(std::string_view)>& sink);

}  // namespace pf::report
