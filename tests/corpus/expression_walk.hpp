#pragma once
// Evaluating the expressions of the corpus templates with a function category's eyes: the
// function corpus tests walk every template value, evaluate the expressions that call their
// functions and judge the errors.
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expr/evaluator.hpp"

namespace pf::test {

// The templates the function corpus tests read: quickstart azuredeploy.json files and the
// Bicep baselines' main.json files, parsed; `each` gets the path and the template object of
// every one that reads as one. Returns how many files there are.
size_t forEachFunctionCorpusTemplate(const std::function<void(const std::string& file, const Value& tmpl)>& each);

// Whether any string in `v` is an expression.
bool hasExpressions(const Value& v);

struct ExpressionWalk {
  EvalSession& session;
  // Which expression strings to evaluate.
  std::function<bool(std::string_view expr)> selected;
  // Called with each error of a selected expression.
  std::function<void(const std::string& expr, const Error& error)> onError;
  // Leave out templates nested in Microsoft.Resources/deployments (they run at their own scope).
  bool skipNestedTemplates = false;
  size_t evaluated = 0;
  size_t known = 0;  // evaluated to a value without unknowns

  void walk(const Value& v, Scope& scope);
};

}  // namespace pf::test
