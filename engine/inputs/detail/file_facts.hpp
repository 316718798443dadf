#pragma once
// What discovery needs to know about one file, read from its text: the kind of JSON file,
// the names it declares or sets, and the files it references.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/source.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"

namespace pf::inputs::detail {

struct JsonFacts {
  enum class Type { Template, Parameters, Resources, Other, Invalid } type = Type::Other;
  std::string schema;                       // $schema as written
  TargetScope scope = TargetScope::ResourceGroup;
  std::vector<std::string> parameterNames;  // declared (templates) or set (parameter files)
  std::string metadataTemplate;             // parameter files: metadata.template
  Loc metadataTemplateLoc;                  // (file 0: the caller knows the file)
  std::vector<std::string> references;      // templates: relative paths of linked templates named literally
  bool generatedByBicep = false;            // templates: metadata._generator.name is "bicep"
  std::string detail;                       // Other/Invalid: why
};

// Classifies JSON text. Text that fails to parse is still a template or parameter file when
// it names their schema (expansion then reports the syntax error); otherwise Invalid.
// `resourceData` (--input-format resources): JSON that is not a template or parameter file is
// exported resource data, invalid JSON too (its analysis reports the syntax error).
JsonFacts jsonFacts(std::string_view text, std::string_view fileName, bool resourceData = false);
// The same from the text's parse (parseJson's result and diagnostics), which the caller keeps.
JsonFacts jsonFacts(std::string_view text, const std::optional<Value>& root, const Diagnostics& parseDiagnostics,
                    std::string_view fileName, bool resourceData = false);

// Exported resource data: a non-empty array whose every item is an object with a resource type
// (`type` or `ResourceType`: `Namespace.Provider/type...`) and a resource id (`id` or
// `ResourceId`: `/.../providers/...`), as Export-AzRuleData and Export-AzTemplateRuleData write.
bool isResourceData(const Value& root);

struct BicepFacts {
  std::vector<std::string> references;  // local `module` and `import ... from` paths
  bool hasUsing = false;                // .bicepparam: a `using` statement
  std::string usingPath;                // its local path; empty for `using none` or a registry/spec
  TargetScope scope = TargetScope::ResourceGroup;  // from `targetScope = '...'`
};

// Scans Bicep or .bicepparam text line by line (no full parse; enough to pair files).
BicepFacts bicepFacts(std::string_view text);

// Relative paths a literal in a template may name: a relative `x/y.json` as is; for a URL,
// the trailing one to four path segments (so .../sample/nested/x.json can match a local
// nested/x.json); query strings and fragments dropped.
std::vector<std::string> referenceCandidates(std::string_view literal);

}  // namespace pf::inputs::detail
