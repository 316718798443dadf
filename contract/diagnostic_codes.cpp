// The catalogue of EXT codes: the contract checks of `preflight extension test` (EXT001-EXT051,
// whose meaning and advice are contract/rules.cpp's table, repeated here through it) and the
// test's input errors (EXT101-EXT109).
#include "contract/diagnostic_codes.hpp"

#include <vector>

#include "contract/rules.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning;

constexpr DiagnosticInfo kInputs[] = {
    {"EXT101", E, "--endpoint (or a Location an extension returned) is not an absolute http(s) URL, or holds spaces, control characters or credentials.",
     "Pass an absolute URL such as http://localhost:5000; credentials never go in a URL."},
    {"EXT102", E, "The resource file given to `extension test` is not a readable JSON object.", "Pass a JSON file holding the resource: {\"type\": ..., \"properties\": {...}}."},
    {"EXT103", E, "The config file given with --config is not a readable JSON object.", "Pass a JSON file holding the extension's configuration object."},
    {"EXT104", W, "A path listed in metadata.unevaluated names nothing in the resource's properties or config.", "Fix the path, or remove it from metadata.unevaluated."},
    {"EXT105", E, "get or delete is asked for without createOrUpdate and without the resource's identifiers.",
     "Add createOrUpdate to --operations, or put \"identifiers\" in the resource file."},
    {"EXT106", E, "The config is given twice: in the resource file and with --config.", "Keep one of the two."},
    {"EXT107", E, "--operations names an operation that does not exist.", "Use preview, create, get and delete."},
    {"EXT108", E, "--extension-version is not 1 to 64 letters, digits, '.', '-' or '_' (it becomes a path segment).", "Pass a version such as 1.0.0."},
    {"EXT109", E, "The HTTP client of `extension test` (preflight-http.so, installed beside preflight in ../lib/preflight/) is missing, cannot be loaded, or comes from another build of preflight.",
     "Reinstall preflight from one package or build, which installs the binary and its HTTP client together."},
};

// The contract checks' rows, built once from contract/rules.cpp and the input errors after them.
std::vector<DiagnosticInfo> buildRows() {
  std::vector<DiagnosticInfo> rows;
  for (const contract::RuleSpec& r : contract::allRules())
    rows.push_back({r.id, r.level == report::Level::Error ? E : r.level == report::Level::Warning ? W : Severity::Info,
                    r.description, r.recommendation});
  for (const DiagnosticInfo& d : kInputs) rows.push_back(d);
  return rows;
}

}  // namespace

DiagnosticTable contractDiagnosticTable() {
  static const std::vector<DiagnosticInfo> rows = buildRows();
  return {"EXT", "Extension contract test", "contract", rows};
}

}  // namespace pf
