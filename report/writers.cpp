#include "report/writers.hpp"

#include "engine/core/value.hpp"
#include "report/json_writer.hpp"
#include "report/junit_writer.hpp"
#include "report/markdown_writer.hpp"
#include "report/sarif_writer.hpp"
#include "report/text_writer.hpp"

namespace pf::report {

namespace {
constexpr Format kFormats[] = {Format::Text, Format::Json, Format::Sarif, Format::Junit, Format::Markdown};
}

const char* formatName(Format f) {
  switch (f) {
    case Format::Text: return "text";
    case Format::Json: return "json";
    case Format::Sarif: return "sarif";
    case Format::Junit: return "junit";
    case Format::Markdown: return "markdown";
  }
  return "text";
}

std::optional<Format> parseFormat(std::string_view name) {
  for (Format f : kFormats)
    if (iequals(name, formatName(f))) return f;
  return std::nullopt;
}

std::string writeReport(const Report& report, Format format, const WriteOptions& options) {
  switch (format) {
    case Format::Text: return textReport(report, options);
    case Format::Json: return jsonReport(report, options);
    case Format::Sarif: return sarifReport(report, options);
    case Format::Junit: return junitReport(report, options);
    case Format::Markdown: return markdownReport(report, options);
  }
  return textReport(report, options);
}

void writeReport(const Report& report, Format format, const WriteOptions& options,
                 const std::function<void(std::string_view)>& sink) {
  if (format == Format::Json) return writeJsonReport(report, options, sink);
  if (format == Format::Sarif) return writeSarifReport(report, options, sink);
  if (format == Format::Junit) return writeJunitReport(report, options, sink);
  if (format == Format::Text) return writeTextReport(report, options, sink);
  sink(writeReport(report, format, options));
}

}  // namespace pf::report
