#pragma once
// One entry point for every report format (`--format`).
#include <optional>
#include <string>
#include <string_view>

#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

enum class Format { Text, Json, Sarif, Junit, Markdown };
std::optional<Format> parseFormat(std::string_view name);  // "text", "json", "sarif", "junit", "markdown"
const char* formatName(Format f);

std::string writeReport(const Report& report, Format format, const WriteOptions& options = {});

}  // namespace pf::report
