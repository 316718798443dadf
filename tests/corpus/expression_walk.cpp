#include "tests/corpus/expression_walk.hpp"

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "engine/expr/parser.hpp"
#include "tests/corpus/corpus.hpp"

namespace pf::test {

size_t forEachFunctionCorpusTemplate(const std::function<void(const std::string& file, const Value& tmpl)>& each) {
  auto files = corpusFiles(corpusRoot() / "quickstart", "azuredeploy.json");
  auto baselines = corpusFiles(corpusRoot() / "bicep-baselines", "main.json");
  files.insert(files.end(), baselines.begin(), baselines.end());
  for (const auto& f : files) {
    auto text = readFile(f.string());
    if (!text) continue;
    Diagnostics d;
    auto tmpl = parseJson(*text, 0, d);
    if (tmpl && tmpl->isObject()) each(f.string(), *tmpl);
  }
  return files.size();
}

bool hasExpressions(const Value& v) {
  if (v.isString()) return isExpression(v.str());
  for (const Value& x : v.arr())
    if (hasExpressions(x)) return true;
  for (const auto& [k, x] : v.obj())
    if (hasExpressions(x)) return true;
  return false;
}

void ExpressionWalk::walk(const Value& v, Scope& scope) {
  if (v.isString()) {
    const std::string& s = v.str();
    if (!isExpression(s) || !selected(s)) return;
    ++evaluated;
    EvalContext ctx(session, scope);
    auto r = evaluateExpression(std::string_view(s).substr(1, s.size() - 2), Loc{}, ctx);
    if (!r) onError(s, r.error());
    else if (!r->containsUnknown()) ++known;
    return;
  }
  for (const Value& x : v.arr()) walk(x, scope);
  for (const auto& [k, x] : v.obj()) {
    if (skipNestedTemplates && iequals(k, "template") && x.isObject() && x.get("resources")) continue;
    walk(x, scope);
  }
}

}  // namespace pf::test
