#include "engine/core/diagnostic.hpp"

namespace pf {

const char* severityName(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
  }
  return "error";
}

bool Diagnostics::hasErrors() const { return errorCount() > 0; }

size_t Diagnostics::errorCount() const {
  size_t n = 0;
  for (const auto& d : items_) n += d.severity == Severity::Error;
  return n;
}

std::string formatDiagnostic(const Diagnostic& d, const SourceFiles& files, bool withSnippet) {
  std::string out;
  if (d.loc.file != 0) {
    out += files.path(d.loc.file);
    if (d.loc.known()) out += ":" + std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col);
    out += ": ";
  }
  out += severityName(d.severity);
  out += " ";
  out += d.code;
  out += ": ";
  out += d.message;
  if (withSnippet && d.loc.file != 0 && d.loc.known()) {
    std::string_view line = files.lineText(d.loc.file, d.loc.line);
    if (!line.empty() && line.size() < 400) {
      out += "\n  ";
      out += line;
      out += "\n  ";
      // Column counts code points; keep tabs so the caret lines up.
      uint32_t col = 1;
      for (size_t i = 0; i < line.size() && col < d.loc.col; ++i) {
        unsigned char c = static_cast<unsigned char>(line[i]);
        if ((c & 0xC0) == 0x80) continue;
        out += c == '\t' ? '\t' : ' ';
        ++col;
      }
      out += '^';
    }
  }
  return out;
}

}  // namespace pf
