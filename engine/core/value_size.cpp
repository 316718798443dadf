#include "engine/core/value_size.hpp"

namespace pf {

namespace {

struct Walk {
  size_t maxBytes;
  uint32_t maxDepth;
  ValueExtent out;

  // False once a limit is passed (the walk then stops).
  bool add(const Value& v, uint32_t depth) {
    switch (v.kind()) {
      case Kind::Null: out.bytes += 4; break;
      case Kind::Bool: out.bytes += 5; break;
      case Kind::Int:
      case Kind::Float: out.bytes += 8; break;
      case Kind::String: out.bytes += v.str().size() + 2; break;
      case Kind::Unknown: out.bytes += v.unknownData().expr.size() + 4; break;
      case Kind::Lambda: out.bytes += 16; break;
      case Kind::Array:
      case Kind::Object:
        if (depth >= maxDepth) {
          out.tooDeep = true;
          return false;
        }
        out.bytes += 2;
        if (v.isArray()) {
          for (const Value& x : v.arr()) {
            out.bytes += 1;
            if (!add(x, depth + 1)) return false;
          }
        } else {
          for (const auto& [k, x] : v.obj()) {
            out.bytes += k.size() + 4;
            if (!add(x, depth + 1)) return false;
          }
        }
        break;
    }
    if (out.bytes > maxBytes) out.tooLarge = true;
    return !out.tooLarge;
  }
};

}  // namespace

ValueExtent measureValue(const Value& v, size_t maxBytes, uint32_t maxDepth) {
  Walk w{maxBytes, maxDepth, {}};
  w.add(v, 0);
  return w.out;
}

}  // namespace pf
