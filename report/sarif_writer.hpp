#pragma once
// `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
// What is written and why is described in report/README.md.
#include <functional>
#include <string>
#include <string_view>

#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

inline constexpr const char* kSarifSchemaUri =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
// The uriBaseId that artifact locations are relative to.
inline constexpr const char* kSrcRoot = "%SRCROOT%";

std::string sarifReport(const Report& report, const WriteOptions& options = {});
// The same text, handed to `sink` in pieces as it is written; the results are written on
// `options.jobs` threads.
void writeSarifReport(const Report& report, const WriteOptions& options, const std::function<void(std::string_view)>& sink);

// A repository-relative path as a relative URI reference (percent-encoded, forward slashes);
// an absolute path becomes a file: URI.
std::string pathToUri(std::string_view path);

}  // namespace pf::report
