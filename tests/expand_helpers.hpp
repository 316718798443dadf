#pragma once
// Helpers for expansion tests: expand a template given as JSON text.
#include <memory>
#include <string>

#include "engine/expand/expand.hpp"

namespace pf::test {

struct Expanded {
  std::unique_ptr<SourceFiles> files = std::make_unique<SourceFiles>();
  std::unique_ptr<Template> tpl;
  std::unique_ptr<ParameterFile> params;
  Expansion result;
  Diagnostics loadDiags;
  // The resource with this name (or nullptr).
  const Value* resource(std::string_view name) const;
  // The resource with this name; throws (failing the test) when it is missing.
  const Value& require(std::string_view name) const;
  // The resources of this type, in order.
  std::vector<const Value*> ofType(std::string_view type) const;
  // Compact JSON of a path such as "properties.x" in the named resource ("<missing>" if absent).
  std::string at(std::string_view name, std::string_view path) const;
  bool hasDiagnostic(std::string_view code) const;
  // All diagnostics as "CODE: message" lines, for failure messages.
  std::string diagnostics() const;
  std::string output(std::string_view name) const;
};

// `paramsJson` is a parameter file body ({"parameters": {...}}) or empty.
// `runtime` adds runtime properties and answers list*() (nullptr: neither).
Expanded expandText(std::string_view templateJson, std::string_view paramsJson = "", ExpandOptions options = {},
                    DeploymentContext ctx = {}, const RuntimeModel* runtime = nullptr);

}  // namespace pf::test
