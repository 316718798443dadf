#include "functions/detail/path.hpp"

#include "functions/detail/values.hpp"

namespace pf {

const Value* fromEnd(const Array& a, int64_t n) {
  if (n < 1 || static_cast<uint64_t>(n) > a.size()) return nullptr;
  return &a[a.size() - static_cast<size_t>(n)];
}

Result<Value> walkPath(const Call& c, Value cur, size_t from) {
  for (size_t i = from; i < c.args.size(); ++i) {
    const Value& seg = c.args[i];
    if (cur.isUnknown()) return unknownCall(c);
    const Value* next = nullptr;
    if (seg.isString()) {
      next = cur.get(seg.str());
    } else if (seg.isInt()) {
      int64_t k = seg.asInt();
      if (k >= 0) next = cur.at(static_cast<size_t>(k));
    } else if (seg.isObject() && seg.get("value") && seg.get("value")->isInt()) {
      const Value* flag = seg.get("fromEnd");
      bool back = flag && flag->isBool() && flag->asBool();
      int64_t k = seg.get("value")->asInt();
      if (cur.isArray()) next = back ? fromEnd(cur.arr(), k) : (k >= 0 ? cur.at(static_cast<size_t>(k)) : nullptr);
    } else if (seg.containsUnknown()) {
      return unknownCall(c);
    } else {
      return c.argError(i, "a property name, an array index or createObject('value', n, 'fromEnd', true())");
    }
    if (!next) return Value();
    Value v = *next;
    v.addTaint(cur.taint());
    cur = std::move(v);
  }
  return cur;
}

}  // namespace pf
