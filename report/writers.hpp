#pragma once
// One entry point for every report format (`--format`).
#include <functional>
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
// The same text handed to `sink` in pieces where the format allows (JSON and SARIF: as they are written).
void writeReport(const Report& report, Format format, const WriteOptions& options,
                 const std::function<void(std::string_view)>& sink);

}  // namespace pf::report
