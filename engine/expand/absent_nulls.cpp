#include "engine/expand/absent_nulls.hpp"

namespace pf {

namespace {

bool hasNullMember(const Value& v) {
  if (v.isObject()) {
    for (const auto& [k, x] : v.obj())
      if (x.isNull() || hasNullMember(x)) return true;
  } else if (v.isArray()) {
    for (const Value& x : v.arr())
      if (hasNullMember(x)) return true;
  }
  return false;
}

}  // namespace

void dropNullMembers(Value& v) {
  if (!hasNullMember(v)) return;
  if (v.isObject()) {
    Object& o = v.objMut();
    o.eraseIf([](const Object::Entry& e) { return e.second.isNull(); });
    for (auto& [k, x] : o) dropNullMembers(x);
  } else if (v.isArray()) {
    for (Value& x : v.arrMut()) dropNullMembers(x);
  }
}

}  // namespace pf
