// ARM expressions: parse the text (with or without its brackets, as `preflight eval` takes it)
// and evaluate it with the built-in function library against a small fixed scope. What the
// expression cannot be is an error value, never a crash; a parsed expression must render back
// to text that parses (Unknown values print that way).
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/core/json.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"
#include "engine/expr/scope.hpp"

namespace {

const pf::FunctionRegistry& functions() {
  static const pf::FunctionRegistry fns = pf::builtinFunctions();
  return fns;
}

pf::SimpleScope makeScope() {
  pf::SimpleScope scope;
  pf::Value secret("s3cr3t");
  secret.setSecret();
  scope.parameters = pf::Object{
      {"s", "text"},
      {"i", 42},
      {"f", 2.5},
      {"b", true},
      {"n", nullptr},
      {"a", pf::Array{1, "two", pf::Array{3}}},
      {"o", pf::Object{{"name", "sa1"}, {"tags", pf::Object{{"env", "dev"}}}, {"list", pf::Array{"x", "y"}}}},
      {"u", pf::Value::unknown("reference('sa').primaryEndpoints")},
      {"secret", secret},
  };
  scope.variables = pf::Object{{"v", "value"}, {"arr", pf::Array{"a", "b", "c"}}};
  scope.copyLoops = {{"loop", 2}};
  return scope;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (pf::isExpression(text)) text = text.substr(1, text.size() - 2);

  auto parsed = pf::parseExpression(text, pf::Loc{}, &functions());
  if (parsed) {
    std::string rendered = pf::renderExpr((*parsed)->root);
    if (!pf::parseExpression(rendered, pf::Loc{}, &functions())) std::abort();
  }

  pf::SimpleScope scope = makeScope();
  pf::EvalSession session(functions());
  pf::EvalContext ctx(session, scope);
  auto r = pf::evaluateExpression(text, pf::Loc{}, ctx);
  if (r) (void)pf::toJson(*r);
  return 0;
}
