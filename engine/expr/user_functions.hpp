#pragma once
// User-defined functions from a template's `functions` section (namespace.member).
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf {

struct UserFunction {
  std::string ns;
  std::string name;
  struct Param {
    std::string name;
    Value type;  // the parameter's declaration (type, $ref, ...)
  };
  std::vector<Param> params;
  Value output;  // {type, value}
  Loc loc;
};

class UserFunctions {
 public:
  // Reads a `functions` section (array of {namespace, members}); problems go to diags (TPL0xx).
  static UserFunctions fromTemplate(const Value& section, Diagnostics& diags);
  const UserFunction* find(std::string_view ns, std::string_view name) const;
  void add(UserFunction f) { fns_.push_back(std::move(f)); }
  bool empty() const { return fns_.empty(); }
  const std::vector<UserFunction>& all() const { return fns_; }

 private:
  std::vector<UserFunction> fns_;
};

}  // namespace pf
