#include "engine/analyze/diagnostic_targets.hpp"

namespace pf::analyze {

namespace {

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

int codeNumber(std::string_view code, std::string_view prefix) {
  int n = 0;
  for (char c : code.substr(prefix.size())) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

std::string_view diagnosticCategory(const Diagnostic& d) {
  if (d.severity == Severity::Info) return {};
  const std::string& c = d.code;
  // A registry module that is not in the local module cache: the analysis cannot see it.
  if (c == "BCP190" || c == "BCP192") return {};
  // "The referenced module has errors" points at a declaration; the module's own errors are
  // reported (and judged) where they are.
  if (c == "BCP104") return {};
  // The toolchain: no compiler satisfies the file's bicep.version pin, or the Bicep CLI rejected
  // the file, is a problem of the source; a CLI that timed out or could not start, output that is
  // not JSON, and registry modules missing from the cache (TOOL03x) are limits of this run.
  if (c == "TOOL020" || c == "TOOL021") return "valid";
  if (startsWith(c, "TOOL")) return {};
  // Modules nested past Resource Manager's limit of nested deployments; inlined values that grow
  // past the compiler's budget (and far past the limit on a template's size).
  if (c == "BCPPF06" || c == "BCPPF10") return "limits";
  // Reading and modelling the source: JSON text, the template's shape, expression syntax, Bicep.
  if (startsWith(c, "JSON") || startsWith(c, "TPL") || startsWith(c, "EXPR") || startsWith(c, "BCP") || startsWith(c, "PAR") ||
      startsWith(c, "IO"))
    return "valid";
  if (startsWith(c, "EXP") && !startsWith(c, "EXPR")) {
    int n = codeNumber(c, "EXP");
    if (n == 1) return "requiredParameter";
    if (n == 3 || n == 4 || n == 5 || (n >= 20 && n <= 29)) return "parameterValue";
    if ((n >= 50 && n <= 59) || n == 61 || n == 65 || n == 71 || n == 78 || n == 89) return "limits";
    // What the analysis cannot see: a copy count known only at deployment, linked templates
    // and template specs that are not on disk.
    if (n == 63 || n == 73 || n == 74 || n == 76 || n == 79) return {};
    return "expressions";
  }
  // An expression that does too much work or nests its values too deeply (see EvalSession).
  if (c == "EVAL060" || c == "EVAL061") return "limits";
  if (startsWith(c, "EVAL")) return "expressions";
  return {};
}

bool isRunNote(const Diagnostic& d) {
  return d.severity == Severity::Info && (d.code == "TOOL034" || d.code == "BCPPF05" || d.code == "BCPPF09");
}

bool isSetupWarning(const Diagnostic& d) {
  return d.severity == Severity::Warning && (d.code == "CFG005" || d.code == "RULE022");
}

Value diagnosticTarget(const Diagnostic& d, std::string_view category, const SourceFiles& files,
                       const std::string& deployment, const std::string& parameterFile) {
  Object props;
  props.append("code", Value(d.code));
  props.append("category", Value(std::string(category)));
  props.append("severity", Value(std::string(severityName(d.severity))));
  props.append("message", Value(d.message));
  Object src;
  if (d.loc.file != 0) {
    src.append("file", Value(files.path(d.loc.file)));
    src.append("line", Value(static_cast<long long>(d.loc.line)));
    src.append("column", Value(static_cast<long long>(d.loc.col)));
  }
  src.append("deployment", Value(deployment));
  if (!parameterFile.empty()) src.append("parameterFile", Value(parameterFile));
  Object t;
  t.append("type", Value(std::string(kDiagnosticTargetType)));
  t.append("name", Value(d.code));
  t.append("properties", Value(std::move(props)));
  t.append("_source", Value(std::move(src)));
  return Value(std::move(t));
}

}  // namespace pf::analyze
