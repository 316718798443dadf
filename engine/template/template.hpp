#pragma once
// The template model: an ARM template's sections, read from JSON values that keep their
// source positions. Nothing is evaluated here; expansion does that.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"
#include "engine/expr/user_functions.hpp"

namespace pf {

struct ResourceDecl {
  std::string symbol;  // symbolic name (languageVersion 2.0 object form); empty in array form
  Value decl;          // the resource object as written (children stay in its "resources")
};

struct Template {
  Value root;
  std::string schema;
  TargetScope scope = TargetScope::ResourceGroup;
  std::string contentVersion;
  std::string languageVersion;   // "" for 1.0
  bool symbolicNames = false;    // resources given as an object keyed by symbolic name
  Object parameters;             // name → declaration
  Object variables;              // name → value as written ("copy" kept for expansion)
  Object definitions;            // user-defined types
  Object outputs;                // name → declaration
  UserFunctions functions;
  std::vector<ResourceDecl> resources;
  Value metadata;
  Value extensions;              // languageVersion 2.0 extension declarations
  bool generatedByBicep() const;
};

// The deployment scope a $schema URL names (resource group when unrecognised or absent).
TargetScope scopeFromSchema(std::string_view schema);

// Build the model from a parsed template. Problems are reported to `diags` (TPL0xx);
// nullopt only when the value cannot be a template at all (not an object).
std::optional<Template> loadTemplate(const Value& root, Diagnostics& diags);

}  // namespace pf
