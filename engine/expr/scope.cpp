#include "engine/expr/scope.hpp"

#include "engine/expr/call.hpp"

namespace pf {

Result<Value> Scope::parameter(std::string_view name, Loc loc) {
  return makeError("EVAL020", "The template parameter '" + std::string(name) + "' is not found.", loc);
}

Result<Value> Scope::variable(std::string_view name, Loc loc) {
  return makeError("EVAL021", "The template variable '" + std::string(name) + "' is not found.", loc);
}

Result<Value> Scope::copyIndex(std::string_view loop, Loc loc) {
  if (loop.empty())
    return makeError("EVAL022", "copyIndex() is only allowed inside a copy loop", loc);
  return makeError("EVAL022", "copyIndex('" + std::string(loop) + "'): there is no copy loop named '" +
                                  std::string(loop) + "' around this expression", loc);
}

Result<Value> Scope::reference(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::references(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::resourceInfo(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::target(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::list(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::externalInputs(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::extensions(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::providers(Call& call) { return Value::unknown(call.render()); }
Result<Value> Scope::zones(Call& call) { return Value::unknown(call.render()); }

Result<Value> SimpleScope::parameter(std::string_view name, Loc loc) {
  if (const Value* v = parameters.find(name)) return *v;
  return Scope::parameter(name, loc);
}

Result<Value> SimpleScope::variable(std::string_view name, Loc loc) {
  if (const Value* v = variables.find(name)) return *v;
  return Scope::variable(name, loc);
}

Result<Value> SimpleScope::copyIndex(std::string_view loop, Loc loc) {
  for (auto it = copyLoops.rbegin(); it != copyLoops.rend(); ++it)
    if (loop.empty() || iequals(it->first, loop)) return Value(static_cast<long long>(it->second));
  return Scope::copyIndex(loop, loc);
}

}  // namespace pf
