#pragma once
// Comparing two expansions of the same deployment (e.g. from main.bicep and from the official
// azuredeploy.json) resource by resource, after normalising what only names the generator.
#include <functional>
#include <optional>
#include <set>
#include <string>

#include "engine/expand/expand.hpp"

namespace pf::test {

struct ExpansionDifference {
  std::string category;  // the member it is in ("apiVersion", "properties", "dependsOn", ...)
  std::string detail;    // resource key, JSON pointer and both values
};

struct CompareOptions {
  // Where this text occurs in a `got` string it matches any text (a file the corpus lacks).
  std::string wildcard;
  // Ids (lower case) of `got` deployments generated from a Bicep `module`: each Bicep release
  // gives those its own deployments apiVersion (0.46: 2025-04-01; older 2020-10-01,
  // 2022-09-01), so like _generator it is not compared.
  std::set<std::string> moduleDeployments;
  // Also leave out the apiVersion of every nested deployment (registry modules compiled by other
  // Bicep releases than the official JSON's).
  bool anyDeploymentApiVersion = false;
  // Applied to every string on both sides (resource ids, dependsOn, values) before comparing:
  // for differences that are the corpus's, not the engine's.
  std::function<std::string(const std::string&)> normaliseText;
};

// The first difference between the resources of `got` and `want` (nullopt when they agree).
// Resources are matched by id. Normalised away on both sides:
//  - `_source` (it names different files), metadata._generator at every level;
//  - a nested deployment's inline template (its resources are expanded and compared one by
//    one), and the apiVersion of those in `moduleDeployments`;
//  - the case of resource types and ids (case-insensitive in Resource Manager);
//  - carriage returns in strings (the line endings of the checkout the official JSON was
//    compiled from: the corpus holds LF files, some authors compiled CRLF working copies);
//  - dependsOn order and redundancy: compared as the set of everything a resource waits for,
//    which is what Resource Manager orders by;
//  - in runtime values that stay unknown (reference() of a resource not yet deployed), the
//    api-version argument and letter case of the expression text: the same runtime property
//    read through another spelling.
std::optional<ExpansionDifference> compareExpansions(const Expansion& got, const Expansion& want,
                                                     const CompareOptions& options = {});

}  // namespace pf::test
