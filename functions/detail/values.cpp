#include "functions/detail/values.hpp"

namespace pf {

Tri deepEquals(const Value& a, const Value& b) {
  if (a.isUnknown() || b.isUnknown()) return Tri::Unknown;
  if (a.isNumber() && b.isNumber()) return a.equals(b) ? Tri::Yes : Tri::No;
  if (a.kind() != b.kind()) return Tri::No;
  bool unknown = false;
  switch (a.kind()) {
    case Kind::Array: {
      const Array& x = a.arr();
      const Array& y = b.arr();
      if (x.size() != y.size()) return Tri::No;
      for (size_t i = 0; i < x.size(); ++i) {
        Tri t = deepEquals(x[i], y[i]);
        if (t == Tri::No) return Tri::No;
        unknown |= t == Tri::Unknown;
      }
      break;
    }
    case Kind::Object: {
      const Object& x = a.obj();
      const Object& y = b.obj();
      if (x.size() != y.size()) return Tri::No;
      for (const auto& [k, v] : x) {
        const Value* w = y.find(k);
        if (!w) return Tri::No;
        Tri t = deepEquals(v, *w);
        if (t == Tri::No) return Tri::No;
        unknown |= t == Tri::Unknown;
      }
      break;
    }
    default: return a.equals(b) ? Tri::Yes : Tri::No;
  }
  return unknown ? Tri::Unknown : Tri::Yes;
}

namespace {

// Primary weight of a byte: punctuation and symbols, then digits, then letters (case folded),
// then non-ASCII bytes.
int primary(unsigned char c) {
  if (c >= 'a' && c <= 'z') return 0x300 + (c - 'a');
  if (c >= 'A' && c <= 'Z') return 0x300 + (c - 'A');
  if (c >= '0' && c <= '9') return 0x200 + c;
  if (c < 0x80) return 0x100 + c;
  return 0x400 + c;
}

}  // namespace

int cultureCompare(std::string_view a, std::string_view b) {
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    int x = primary(static_cast<unsigned char>(a[i]));
    int y = primary(static_cast<unsigned char>(b[i]));
    if (x != y) return x < y ? -1 : 1;
  }
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  // Same letters: the first difference in case decides, lowercase first.
  for (size_t i = 0; i < n; ++i) {
    if (a[i] != b[i]) return (a[i] >= 'a' && a[i] <= 'z') ? -1 : 1;
  }
  return 0;
}

bool keyLess(std::string_view a, std::string_view b) { return cultureCompare(a, b) < 0; }

const char* kindWithArticle(Kind k) {
  switch (k) {
    case Kind::Null: return "null";
    case Kind::Bool: return "a bool";
    case Kind::Int: return "an int";
    case Kind::Float: return "a float";
    case Kind::String: return "a string";
    case Kind::Array: return "an array";
    case Kind::Object: return "an object";
    case Kind::Unknown: return "an unknown value";
    case Kind::Lambda: return "a lambda";
  }
  return "?";
}

}  // namespace pf
