#pragma once
// A resource's "@options": directives to Resource Manager that Bicep writes for resource
// decorators, one member per decorator holding its arguments (@onlyIfNotExists() →
// {"onlyIfNotExists": []}, @retryOn(codes, n) → {"retryOn": [codes, n]}). They are not resource
// properties: the expanded resource leaves them out and its `_source.options` names them.
//
// What a pre-flight expansion makes of them:
// - onlyIfNotExists: Resource Manager skips the resource when one of that name exists. Without
//   Azure, preflight expands and checks it as declared, which is what a first deployment creates.
// - retryOn, waitUntil: how Resource Manager retries and waits; nothing to expand.
// - nullIfNotFound (and Bicep's later `existing?`, "nullableExisting"), on an existing resource:
//   it may be absent, and preflight has no data on existing resources, so it reads as null (the
//   template's own "not found" path, a first deployment) instead of an unknown value that would
//   leave every check touching it inconclusive.
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf {

struct ResourceOptions {
  bool onlyIfNotExists = false;
  bool nullIfNotFound = false;
  std::vector<std::string> names;  // the options written, in order
};

// Reads the "@options" of a resource declaration (none: empty options). Malformed options are
// errors (EXP085), options unknown to preflight or without effect where written are warnings
// (EXP086); either way the resource is expanded without them.
ResourceOptions readResourceOptions(const Value& decl, bool existing, Diagnostics& diags);

}  // namespace pf
