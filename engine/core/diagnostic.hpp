#pragma once
// Diagnostics: what every phase reports instead of throwing.
#include <string>
#include <vector>

#include "engine/core/source.hpp"

namespace pf {

enum class Severity { Error, Warning, Info };
const char* severityName(Severity s);

// Codes are stable; the prefix names the phase (JSON, EXPR, EVAL, TPL, EXP, BCP, RULE, CLI, ...).
// Every code is listed, with its meaning and fix, in its phase's table (engine/core/diagnostic_table.hpp).
struct Diagnostic {
  std::string code;
  Severity severity = Severity::Error;
  std::string message;
  Loc loc;
};

// A sink that phases append to. Partial success is normal: a phase reports and goes on.
class Diagnostics {
 public:
  void add(Diagnostic d) { items_.push_back(std::move(d)); }
  void error(std::string code, std::string message, Loc loc = {}) {
    add({std::move(code), Severity::Error, std::move(message), loc});
  }
  void warning(std::string code, std::string message, Loc loc = {}) {
    add({std::move(code), Severity::Warning, std::move(message), loc});
  }
  void info(std::string code, std::string message, Loc loc = {}) {
    add({std::move(code), Severity::Info, std::move(message), loc});
  }
  bool hasErrors() const;
  size_t errorCount() const;
  const std::vector<Diagnostic>& items() const { return items_; }
  std::vector<Diagnostic>& items() { return items_; }
  void append(const Diagnostics& other) { items_.insert(items_.end(), other.items_.begin(), other.items_.end()); }
  bool empty() const { return items_.empty(); }

 private:
  std::vector<Diagnostic> items_;
};

// "file:line:col: error CODE: message" followed by the source line and a caret when known. The
// text is as the repository wrote it: to print it, see cli/terminal_output.hpp.
std::string formatDiagnostic(const Diagnostic& d, const SourceFiles& files, bool withSnippet = true);

}  // namespace pf
