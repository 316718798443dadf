#pragma once
// Which parameters and variables a template's expressions read, for template-hygiene rules
// (unused parameters and variables). Read from the template as written, before expansion: every
// expression string of the parameter defaults, variables, resources and outputs is parsed and
// its parameters('x') and variables('x') calls collected. A template nested in a deployment with
// inner expression scope has its own parameters and variables and is left out.
#include <set>
#include <string>
#include <string_view>

#include "engine/template/template.hpp"

namespace pf {
class ExpressionCache;
}

namespace pf {

struct TemplateUsage {
  std::set<std::string, std::less<>> parameters;  // names read, lower-case
  std::set<std::string, std::less<>> variables;
  // parameters() or variables() called with a computed name: any of them may be read.
  bool computedParameter = false;
  bool computedVariable = false;

  bool parameterUsed(std::string_view name) const;
  bool variableUsed(std::string_view name) const;
};

TemplateUsage templateUsage(const Template& t);
// The same, parsing through `cache` (an expansion has parsed most of these strings already).
TemplateUsage templateUsage(const Template& t, ExpressionCache& cache);

}  // namespace pf
